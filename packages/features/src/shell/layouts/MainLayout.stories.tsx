import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MainLayout } from './MainLayout.tsx';
import { ScreenGrid } from './ScreenGrid.tsx';
import { BalanceCard } from '../../balance/index.ts';
import { FeedList } from '../../feed/index.ts';
import { ValuesList } from '../../values/index.ts';
import { withFeatures } from '../../testing/decorators.tsx';
import { roles, shellHandlers } from '../fixtures.ts';

const meta = {
  title: 'Features/Shell/MainLayout',
  component: MainLayout,
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen', features: { handlers: shellHandlers, route: '/main' } },
  args: {
    children: (
      <ScreenGrid aside={<BalanceCard />}>
        <ValuesList />
      </ScreenGrid>
    ),
  },
} satisfies Meta<typeof MainLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MainPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('contentinfo')).toBeInTheDocument();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Administrator: Story = { parameters: { features: { handlers: roles.admin } } };
export const Superuser: Story = { parameters: { features: { handlers: roles.superuser } } };
/** The events screen inside the layout; the picture waits for the feed's cards and their images. */
export const FeedPage: Story = {
  args: { children: <FeedList autoLoad={false} /> },
  parameters: { features: { route: '/feed' } },
  play: async ({ canvasElement }) => {
    const articles = await within(canvasElement).findAllByRole('article', {}, { timeout: 5000 });
    await expect(articles.length).toBeGreaterThan(0);
    await waitFor(() => expect([...canvasElement.querySelectorAll('img')].every((img) => img.complete)).toBe(true), { timeout: 5000 });
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
/** The main-without-footer layout (SPEC §2). */
export const WithoutFooter: Story = {
  args: { footer: false },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('banner');
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};
