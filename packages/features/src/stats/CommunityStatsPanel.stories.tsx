import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommunityStatsPanel } from './CommunityStatsPanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { communityStats, longValue } from '../testing/fixtures.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';

const meta = {
  title: 'Features/Stats/CommunityStatsPanel',
  component: CommunityStatsPanel,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers } },
} satisfies Meta<typeof CommunityStatsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A community a few months in: the four figures since the first period's first day. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('stats-thanks')).toHaveTextContent(/1\s284/);
    await expect(canvas.getByTestId('stats-points')).toHaveTextContent(/18\s450\sспасибо/);
    await expect(canvas.getByTestId('stats-people')).toHaveTextContent('47');
    await expect(canvas.getByTestId('stats-value')).toHaveTextContent('Командная работа412 благодарностей');
    await expect(canvas.getByTestId('stats-since')).toHaveTextContent('С начала проекта, 01-09-2025');
  },
};
/** In English, with English plurals. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('stats-value')).toHaveTextContent('Most often named');
    await expect(canvas.getByTestId('stats-points')).toHaveTextContent(/18,450\sthank-yous/);
  },
};
export const Loading: Story = { parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/organization/stats': pending } } } };
/** Before the first thanks: an invitation to be the first. */
export const Empty: Story = {
  parameters: {
    features: { handlers: { ...defaultHandlers, 'GET /api/organization/stats': { since: '2026-03-01', thanksSent: 0, pointsMoved: 0, peopleThanked: 0, topValue: null } } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Пока никто никого не поблагодарил')).toBeInTheDocument();
  },
};
export const ErrorState: Story = { parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/organization/stats': errorReply('INTERNAL', 500) } } } };
/** Thanks without values yet, and a long value name elsewhere: the tile wraps. */
export const NoValueAndLongName: Story = {
  parameters: {
    features: {
      handlers: {
        ...defaultHandlers,
        'GET /api/organization/stats': { ...communityStats, topValue: { id: longValue.id, name: longValue.name, thanks: 1 } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('stats-value')).toHaveTextContent('1 благодарность');
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
