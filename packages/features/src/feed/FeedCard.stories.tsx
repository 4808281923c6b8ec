import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeedCard } from './FeedCard.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { feedEvent, longFeedPage, settingsPluralBonus, users } from '../testing/fixtures.ts';

const NOW = Date.parse('2025-11-21T12:00:00Z');
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();

const meta = {
  title: 'Features/Feed/FeedCard',
  component: FeedCard,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers } },
  args: { event: { ...feedEvent(1), createdAt: at(5) }, now: NOW },
} satisfies Meta<typeof FeedCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Иван Смирнов')).toBeInTheDocument();
    await expect(canvas.getByText('5 минут назад')).toBeInTheDocument();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Anonymous: Story = {
  args: { event: { ...feedEvent(2, { sender: null, isAnonymous: true, value: null }), createdAt: at(90) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Анонимно')).toBeInTheDocument();
  },
};
export const AnonymousEnglish: Story = { ...Anonymous, globals: { locale: 'en' }, play: undefined };
export const OldEvent: Story = { args: { event: { ...feedEvent(3), createdAt: at(60 * 24 * 40) } } };
export const Canceled: Story = { args: { event: { ...feedEvent(4, { status: 'canceled' }), createdAt: at(30) } } };
export const LongText: Story = { args: { event: { ...longFeedPage.items[0]!, createdAt: at(2) } } };
export const DeclinedBonusName: Story = {
  args: { event: { ...feedEvent(5, { amount: 3, recipient: users[2]! }), createdAt: at(60) } },
  parameters: { features: { handlers: { 'GET /api/organization/settings': settingsPluralBonus } } },
};
