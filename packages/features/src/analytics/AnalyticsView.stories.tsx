import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnalyticsView } from './AnalyticsView.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { challengesReportServer } from './fixtures.ts';

const meta = {
  title: 'Features/Analytics/AnalyticsView',
  component: AnalyticsView,
  decorators: [withFeatures],
  parameters: { features: { handlers: challengesReportServer().handlers, route: '/analytics' } },
} satisfies Meta<typeof AnalyticsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /analytics without `?report=`: the title, one tab per report that exists (the challenges so far), the first one open. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Аналитика' })).toBeInTheDocument();
    const tabs = within(canvas.getByRole('tablist', { name: 'Отчёты' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Челленджи']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveAttribute('href', '/analytics?report=challenges');
    await expect(await canvas.findByRole('grid', { name: 'Челленджи сообщества' })).toBeInTheDocument();
  },
};

/** An unknown `?report=` opens the first report. */
export const UnknownReport: Story = {
  parameters: { features: { handlers: challengesReportServer().handlers, route: '/analytics?report=surveys' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('tablist', { name: 'Отчёты' })).getByRole('tab', { name: 'Челленджи' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByTestId('challenges-report')).toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en' } };
