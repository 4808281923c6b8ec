import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnalyticsView } from './AnalyticsView.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { challengesReportServer } from './fixtures.ts';
import { photos } from '../testing/media.ts';

/** The benefit cafe report's reads (stories only): one market, and its purchase statistics by offer. */
const marketHandlers = {
  'GET /api/markets': { items: [{ id: 1, name: 'Бенефит-кафе «Ромашка»', canAdminister: true, publicKey: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', publicPrices: true, isActive: true, admins: [], offers: 2 }] },
  'GET /api/market/admin/stats': {
    offers: [
      { offer: { id: 2, name: 'Худи с логотипом', tile: photos[1] }, price: 300, remainder: 3, categories: ['Мерч'], createdAt: '2026-02-18T09:00:00.000Z', orders: 2, considered: 1, issued: 1, returned: 0, units: 5, spent: 900 },
      { offer: { id: 1, name: 'Капучино в кофейне на первом этаже', tile: photos[0] }, price: 15, remainder: 40, categories: ['Кофе'], createdAt: '2026-02-18T09:00:00.000Z', orders: 3, considered: 1, issued: 0, returned: 1, units: 3, spent: 30 },
    ],
    members: [],
    total: 2,
    page: 1,
    pageSize: 25,
    totals: { orders: 5, units: 8, spent: 930 },
  },
};

const meta = {
  title: 'Features/Analytics/AnalyticsView',
  component: AnalyticsView,
  decorators: [withFeatures],
  parameters: { features: { handlers: challengesReportServer().handlers, route: '/analytics' } },
} satisfies Meta<typeof AnalyticsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /analytics without `?report=`: the title, one tab per report that exists (the challenges, the referral challenges, the benefit cafe so far), the first one open. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Аналитика' })).toBeInTheDocument();
    const tabs = within(canvas.getByRole('tablist', { name: 'Отчёты' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Челленджи', 'Реферальные челленджи', 'Бенефит-кафе']);
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

/**
 * The referral challenges report (docs/decisions/0045): only referral challenges, each with the people
 * it brought in (joined, counted), their totals, and the export asking for the same kind.
 */
export const Referrals: Story = {
  parameters: { features: { handlers: challengesReportServer().handlers, route: '/analytics?report=referrals' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('tablist', { name: 'Отчёты' })).getByRole('tab', { name: 'Реферальные челленджи' })).toHaveAttribute('aria-selected', 'true');
    const report = await canvas.findByTestId('challenges-report');
    await expect(report).toHaveAttribute('data-kind', 'referrals');
    const grid = await canvas.findByRole('grid', { name: 'Челленджи сообщества' });
    await expect(within(grid).getByRole('columnheader', { name: 'Присоединились' })).toBeInTheDocument();
    await expect(within(grid).getByRole('columnheader', { name: 'Засчитано' })).toBeInTheDocument();
    await expect(within(grid).getByRole('rowheader', { name: /Приведи друга в команду продаж/ })).toBeInTheDocument();
    await expect(within(grid).queryByRole('rowheader', { name: /Осенний марафон идей/ })).toBeNull();
    const summary = canvas.getByTestId('challenges-summary');
    await expect(within(summary).getByText('Присоединились').nextElementSibling).toHaveTextContent('18');
    await expect(within(summary).getByText('Засчитано').nextElementSibling).toHaveTextContent('16');
    await expect(canvas.getByTestId('challenges-export')).toHaveAttribute('href', expect.stringContaining('kind=referrals'));
  },
};

/** The referral report on a phone: cards with the referral counts. */
export const ReferralsPhone: Story = {
  parameters: { features: { handlers: challengesReportServer().handlers, route: '/analytics?report=referrals' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId('challenge-report-card');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The referral report in English. */
export const ReferralsEnglish: Story = { parameters: { features: { handlers: challengesReportServer().handlers, route: '/analytics?report=referrals' } }, globals: { locale: 'en' } };

export const English: Story = { globals: { locale: 'en' } };

/** `?report=market`: the benefit cafe's purchase statistics of the first market (the market administration's report, loaded with its tab). */
export const Market: Story = {
  parameters: { features: { handlers: { ...challengesReportServer().handlers, ...marketHandlers }, route: '/analytics?report=market' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('tablist', { name: 'Отчёты' })).getByRole('tab', { name: 'Бенефит-кафе' })).toHaveAttribute('aria-selected', 'true');
    const table = await canvas.findByRole('grid', { name: 'Статистика по предложениям' });
    await within(table).findAllByRole('rowheader');
    await expect(canvas.getByTestId('stats-export')).toHaveAttribute('href', '/api/market/admin/stats.xlsx?marketId=1&by=offer&lang=ru');
  },
};

/** The benefit cafe report in English. */
export const MarketEnglish: Story = {
  parameters: { features: { handlers: { ...challengesReportServer().handlers, ...marketHandlers }, route: '/analytics?report=market' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Statistics by offer' });
    await within(table).findAllByRole('rowheader');
  },
};
