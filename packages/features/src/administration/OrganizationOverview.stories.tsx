import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrganizationOverview } from './OrganizationOverview.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';
import { demoOverview, overviewAllClear, overviewAttention, overviewLongNames, overviewNoPeriod, overviewServer } from './fixtures.ts';

const ROUTE = '/organization_administration/1';
/** The settings tabs the stories link to, in the settings' order (a fixed list, so the pictures do not follow the app's tabs). */
const TABS = ['general', 'periods', 'telegram', 'roles', 'structure'];

const meta = {
  title: 'Features/Administration/OrganizationOverview',
  component: OrganizationOverview,
  decorators: [withFeatures],
  args: { organizationId: 1, settingsLinks: TABS.map((tab) => ({ tab, href: `/organization_administration_settings/1/${tab}` })) },
  parameters: { features: { handlers: overviewServer().handlers, route: ROUTE } },
} satisfies Meta<typeof OrganizationOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The overview once loaded, with its sections. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const root = canvas.getByTestId('organization-overview');
  await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'));
  await imagesDecoded(canvasElement);
  return { canvas, root };
}

/** The text of a figure or fact by its test id as it reads (its lines joined by a space), spaces of every kind made plain. */
function textOf(canvasElement: HTMLElement, testId: string): string {
  return within(canvasElement).getByTestId(testId).innerText.replace(/\s+/g, ' ').trim();
}

/** The things needing attention, as their `data-attention` names, in order. */
function attentionIds(canvasElement: HTMLElement): (string | null)[] {
  return Array.from(within(canvasElement).getByTestId('overview-attention').querySelectorAll('[data-attention]'), (item) => item.getAttribute('data-attention'));
}

/** Nothing runs out of the page sideways. */
async function expectNoSidewaysScroll(root: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/**
 * A live community: «Ромашка» with its logo, a root of two subsidiaries, 128 members, 12 divisions,
 * 5 values; March running (22 days left, 100 points each, 42 thanks), April next; the points in
 * circulation; 3 thanks waiting for a controller; links to every tab and to the members. On a
 * desktop the period and the points stand side by side.
 */
export const LiveCommunity: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ромашка' })).toBeInTheDocument();
    await expect(canvas.getByTestId('overview-relation')).toHaveTextContent('Головное сообщество · 2 дочерних');
    await expect(textOf(canvasElement, 'overview-members')).toBe('Участники 128 Без уволенных и заблокированных');
    await expect(textOf(canvasElement, 'overview-divisions')).toBe('Подразделения 12');
    await expect(textOf(canvasElement, 'overview-values')).toBe('Ценности компании 5');
    await expect(canvas.getByTestId('overview-period-status')).toHaveTextContent('Идёт');
    await expect(canvas.getByTestId('overview-period-range')).toHaveTextContent('01-03-2026 — 31-03-2026');
    await expect(canvas.getByTestId('overview-days-left')).toHaveTextContent('Осталось 22 дня из 31');
    await expect(textOf(canvasElement, 'overview-accrual')).toBe('100 баллов');
    await expect(textOf(canvasElement, 'overview-thanks')).toBe('42');
    await expect(textOf(canvasElement, 'overview-next-period')).toContain('01-04-2026 — 30-04-2026 · 100 баллов каждому');
    await expect(textOf(canvasElement, 'overview-next-period')).toContain('Начнётся через 22 дня');
    await expect(textOf(canvasElement, 'overview-points-toGive')).toBe('К раздаче 8 450 баллов Ещё не подарены');
    await expect(textOf(canvasElement, 'overview-points-received')).toBe('Получено 3 920 баллов На личных счетах');
    await expect(textOf(canvasElement, 'overview-points-waiting')).toBe('Ждут одобрения 350 баллов Заморожены до решения контролёра');
    await expect(textOf(canvasElement, 'overview-points-disbursed')).toBe('Выдано за всё время 125 000 баллов Начисления за все периоды');
    await expect(attentionIds(canvasElement)).toEqual(['waiting']);
    const attention = within(canvas.getByTestId('overview-attention'));
    await expect(attention.getByText('3 благодарности ждут решения контролёра')).toBeInTheDocument();
    await expect(attention.getByRole('link', { name: 'Открыть одобрения' })).toHaveAttribute('href', '/approvals');
    const links = within(canvas.getByTestId('overview-links'));
    await expect(links.getByRole('link', { name: 'Общие настройки' })).toHaveAttribute('href', '/organization_administration_settings/1/general');
    await expect(links.getByRole('link', { name: 'Периоды' })).toHaveAttribute('href', '/organization_administration_settings/1/periods');
    await expect(links.getByRole('link', { name: 'Telegram-группы' })).toHaveAttribute('href', '/organization_administration_settings/1/telegram');
    await expect(links.getByRole('link', { name: 'Роли' })).toHaveAttribute('href', '/organization_administration_settings/1/roles');
    await expect(links.getByRole('link', { name: 'Структура' })).toHaveAttribute('href', '/organization_administration_settings/1/structure');
    await expect(links.getByRole('link', { name: 'Участники' })).toHaveAttribute('href', '/employees');
    await expect(canvas.getByRole('link', { name: 'Все периоды' })).toHaveAttribute('href', '/organization_administration_settings/1/periods');
    // A desktop (1280 px): the period and the points side by side.
    const period = canvas.getByTestId('overview-period').getBoundingClientRect();
    const points = canvas.getByTestId('overview-points').getBoundingClientRect();
    await expect(Math.round(points.top)).toBe(Math.round(period.top));
  },
};

/** While the overview loads: the page's title and placeholders, the page busy. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...overviewServer().handlers, 'GET /api/organization/overview': pending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByTestId('organization-overview');
    await expect(root).toHaveAttribute('data-state', 'loading');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Обзор сообщества' })).toBeInTheDocument();
  },
};

/** Reads of the overview in {@link LoadError} (reset before it runs). */
let reads = 0;
/** The overview cannot be read: an error with a retry, which brings it. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: { handlers: { ...overviewServer().handlers, 'GET /api/organization/overview': () => (++reads === 1 ? errorReply('INTERNAL', 500) : demoOverview) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить обзор сообщества')).toBeInTheDocument();
    await expect(canvas.getByTestId('organization-overview')).toHaveAttribute('data-state', 'error');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await loaded(canvasElement);
    await expect(reads).toBe(2);
  },
};

/** Between periods: no active period — the call to launch one (the periods tab, creation open), April next, nothing in circulation. */
export const NoActivePeriod: Story = {
  parameters: { features: { handlers: overviewServer(overviewNoPeriod).handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    const period = within(canvas.getByTestId('overview-no-period'));
    await expect(period.getByText('Нет активного периода')).toBeInTheDocument();
    await expect(period.getByRole('link', { name: 'Запустить период' })).toHaveAttribute('href', '/organization_administration_settings/1/periods?openPeriodCreation');
    await expect(canvas.queryByTestId('overview-period-status')).toBeNull();
    await expect(textOf(canvasElement, 'overview-next-period')).toContain('Начнётся через 22 дня');
    await expect(canvas.getByText('Периода нет — баллы сейчас не в обороте.')).toBeInTheDocument();
    await expect(textOf(canvasElement, 'overview-points-toGive')).toContain('0 баллов');
    await expect(attentionIds(canvasElement)).toEqual(['noPeriod']);
  },
};

/** Everything at once, most pressing first: no active period, 12 thanks waiting, no company values; nothing scheduled. */
export const AttentionItems: Story = {
  parameters: { features: { handlers: overviewServer(overviewAttention).handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(attentionIds(canvasElement)).toEqual(['noPeriod', 'waiting', 'noValues']);
    const attention = within(canvas.getByTestId('overview-attention'));
    await expect(attention.getByRole('link', { name: 'Запустить период' })).toHaveAttribute('href', '/organization_administration_settings/1/periods?openPeriodCreation');
    await expect(attention.getByText('12 благодарностей ждут решения контролёра')).toBeInTheDocument();
    await expect(attention.getByRole('link', { name: 'Открыть одобрения' })).toHaveAttribute('href', '/approvals');
    await expect(attention.getByText('Не заданы ценности компании')).toBeInTheDocument();
    await expect(textOf(canvasElement, 'overview-next-period')).toContain('Следующий период Не запланирован.');
  },
};

/** Nothing waits: a period running, values set, no thanks for a controller — "all clear". */
export const AllClear: Story = {
  parameters: { features: { handlers: overviewServer(overviewAllClear).handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(attentionIds(canvasElement)).toEqual(['allClear']);
    await expect(within(canvas.getByTestId('overview-attention')).getByText('Всё в порядке')).toBeInTheDocument();
  },
};

/** A subsidiary with a very long name under a long-named root, no logo (initials), huge figures: everything wraps, nothing runs out. */
export const LongNames: Story = {
  parameters: { features: { handlers: overviewServer(overviewLongNames).handlers } },
  play: async ({ canvasElement }) => {
    const { canvas, root } = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Научно-производственное объединение/);
    await expect(canvas.getByTestId('overview-relation')).toHaveTextContent('Дочернее сообщество «Государственная корпорация');
    await expect(root.querySelector('[data-fallback]')).toHaveTextContent('Но');
    await expect(textOf(canvasElement, 'overview-points-disbursed')).toContain('98 765 432 100 баллов');
    await expect(attentionIds(canvasElement)).toEqual(['waiting']);
    await expectNoSidewaysScroll(root);
  },
};

/** A phone (375 px): one column — the figures, the attention, the period, the points, the links — nothing runs out sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas, root } = await loaded(canvasElement);
    const period = canvas.getByTestId('overview-period').getBoundingClientRect();
    const points = canvas.getByTestId('overview-points').getBoundingClientRect();
    await expect(points.top).toBeGreaterThanOrEqual(period.bottom);
    await expectNoSidewaysScroll(root);
  },
};

/** A phone with the long names and huge figures: still one column, nothing runs out sideways. */
export const PhoneLongNames: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { features: { handlers: overviewServer(overviewLongNames).handlers } },
  play: async ({ canvasElement }) => {
    const { root } = await loaded(canvasElement);
    await expectNoSidewaysScroll(root);
  },
};

/** A tablet (834 px): the period and the points one under the other, the points' figures two in a row, the links in columns. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas, root } = await loaded(canvasElement);
    const period = canvas.getByTestId('overview-period').getBoundingClientRect();
    const points = canvas.getByTestId('overview-points').getBoundingClientRect();
    await expect(points.top).toBeGreaterThanOrEqual(period.bottom);
    const toGive = canvas.getByTestId('overview-points-toGive').getBoundingClientRect();
    const received = canvas.getByTestId('overview-points-received').getBoundingClientRect();
    await expect(Math.round(received.top)).toBe(Math.round(toGive.top));
    await expectNoSidewaysScroll(root);
  },
};

/** In English: “Parent community · 2 subsidiaries”, “22 of 31 days left”, amounts in points. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(canvas.getByTestId('overview-relation')).toHaveTextContent('Parent community · 2 subsidiaries');
    await expect(canvas.getByTestId('overview-days-left')).toHaveTextContent('22 of 31 days left');
    await expect(textOf(canvasElement, 'overview-accrual')).toBe('100 points');
    await expect(textOf(canvasElement, 'overview-points-disbursed')).toBe('Disbursed in total 125,000 points Accruals over all periods');
    await expect(within(canvas.getByTestId('overview-attention')).getByText('3 thanks await a controller’s decision')).toBeInTheDocument();
    await expect(within(canvas.getByTestId('overview-links')).getByRole('link', { name: 'General settings' })).toBeInTheDocument();
  },
};

/** In English with everything needing attention: “No active period” with “Launch a period”, “12 thanks await…”, “No company values”. */
export const EnglishAttention: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: overviewServer(overviewAttention).handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    const attention = within(canvas.getByTestId('overview-attention'));
    await expect(attention.getByText('No active period')).toBeInTheDocument();
    await expect(attention.getByRole('link', { name: 'Launch a period' })).toHaveAttribute('href', '/organization_administration_settings/1/periods?openPeriodCreation');
    await expect(attention.getByText('12 thanks await a controller’s decision')).toBeInTheDocument();
    await expect(attention.getByText('No company values')).toBeInTheDocument();
  },
};

/** Keyboard only: Tab goes from the first call to action through the links, in reading order. */
export const KeyboardOnly: Story = {
  parameters: { features: { handlers: overviewServer(overviewAttention).handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Запустить период');
    await expect(within(canvas.getByTestId('overview-attention')).getByRole('link', { name: 'Запустить период' })).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Открыть одобрения');
  },
};
