import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FeedList } from './FeedList.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { feedEvent, feedPage, longFeedPage } from '../testing/fixtures.ts';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';

const meta = {
  title: 'Features/Feed/FeedList',
  component: FeedList,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers, route: '/feed' } },
  args: { autoLoad: false },
} satisfies Meta<typeof FeedList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(feedPage.items.length);
    await expect(canvas.getByText('Это все события')).toBeInTheDocument();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Loading: Story = { parameters: { features: { handlers: { 'GET /api/feed': pending } } } };
export const Empty: Story = { parameters: { features: { handlers: { 'GET /api/feed': { items: [], nextCursor: null } } } } };
export const EmptyEnglish: Story = { ...Empty, globals: { locale: 'en' } };
export const ErrorState: Story = { parameters: { features: { handlers: { 'GET /api/feed': errorReply('INTERNAL', 500) } } } };
export const LongText: Story = { parameters: { features: { handlers: { 'GET /api/feed': longFeedPage } } } };

/** Two pages: 'Show more' loads the second (cursor paging). */
export const Paged: Story = {
  parameters: {
    features: {
      handlers: {
        'GET /api/feed': (req: MockRequest) =>
          req.query.get('cursor') === 'p2'
            ? { items: [feedEvent(21, { minutesAgo: 600 }), feedEvent(22, { minutesAgo: 700 })], nextCursor: null }
            : { items: [feedEvent(11, { minutesAgo: 1 }), feedEvent(12, { minutesAgo: 2 })], nextCursor: 'p2' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await expect(await canvas.findByText('Это все события')).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};
