import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MainLayout } from './MainLayout.tsx';
import { ScreenGrid } from './ScreenGrid.tsx';
import { Greeting } from './Greeting.tsx';
import { BalanceCard } from '../../balance/index.ts';
import { FeedList } from '../../feed/index.ts';
import { HistoryView } from '../../history/index.ts';
import type { HistoryItem } from '@gratia/contracts';
import { users } from '../../testing/fixtures.ts';
import { ThanksForm } from '../../thanks/index.ts';
import { ValuesList } from '../../values/index.ts';
import { withFeatures } from '../../testing/decorators.tsx';
import { roles, shellHandlers } from '../fixtures.ts';

/**
 * The page kinds of the main layout (docs "UI/Page layout") at the three viewports: a reading
 * column (/feed), a form with an aside (/main, /new_transfer: my score beside the form on desktop,
 * above it on tablets and phones) and a wide table (/history: the whole content column). Each
 * checks the skip link is the first Tab stop and moves the focus to `<main>`, and that the page
 * has exactly one `<h1>`.
 */
const meta = {
  title: 'Features/Shell/PageLayouts',
  component: MainLayout,
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen', features: { handlers: shellHandlers, route: '/main' } },
} satisfies Meta<typeof MainLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An afternoon, so the greeting reads "Добрый день" whenever the story runs. */
const AFTERNOON = new Date(2025, 10, 14, 14, 0);

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };
const phone = { viewport: { value: 'phone', isRotated: false } };

/** Skip link first, to `<main>`; one `<h1>`. */
const checkPage: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvasElement.querySelectorAll('h1')).toHaveLength(1), { timeout: 5000 });
  await userEvent.keyboard('{Tab}');
  const skip = canvas.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('main')).toHaveFocus();
  skip.blur();
  (document.activeElement as HTMLElement | null)?.blur();
};

const formWithAside = (
  <ScreenGrid kind="form" aside={<BalanceCard />}>
    <Greeting now={AFTERNOON} />
    <ValuesList />
  </ScreenGrid>
);

export const FormWithAsideDesktop: Story = { args: { children: formWithAside }, globals: desktop, play: checkPage };
export const FormWithAsideTablet: Story = { args: { children: formWithAside }, globals: tablet, play: checkPage };
export const FormWithAsidePhone: Story = { args: { children: formWithAside }, globals: phone, play: checkPage };

const thanksForm = (
  <ScreenGrid kind="form" aside={<BalanceCard />}>
    <ThanksForm headingLevel={1} />
  </ScreenGrid>
);
/** /new_transfer: the form is the page, titled "Сказать спасибо" as its `<h1>`. */
export const ThanksFormDesktop: Story = {
  args: { children: thanksForm },
  parameters: { features: { route: '/new_transfer' } },
  globals: desktop,
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('heading', { level: 1, name: 'Сказать спасибо' })).toBeVisible();
    await checkPage(context);
  },
};

const reading = (
  <ScreenGrid kind="reading">
    <FeedList autoLoad={false} />
  </ScreenGrid>
);
const waitForFeed: Story['play'] = async (context) => {
  const { canvasElement } = context;
  await within(canvasElement).findAllByRole('article', {}, { timeout: 5000 });
  await waitFor(() => expect([...canvasElement.querySelectorAll('img')].every((img) => img.complete)).toBe(true), { timeout: 5000 });
  await checkPage(context);
};
export const ReadingColumnDesktop: Story = { args: { children: reading }, parameters: { features: { route: '/feed' } }, globals: desktop, play: waitForFeed };
export const ReadingColumnTablet: Story = { args: { children: reading }, parameters: { features: { route: '/feed' } }, globals: tablet, play: waitForFeed };
export const ReadingColumnPhone: Story = { args: { children: reading }, parameters: { features: { route: '/feed' } }, globals: phone, play: waitForFeed };

const noop = () => {};
const HISTORY_NOW = Date.parse('2026-03-10T12:00:00Z');
const row = (id: number, minutesAgo: number, message: string, direction: 'sent' | 'received'): HistoryItem => {
  const createdAt = new Date(HISTORY_NOW - minutesAgo * 60_000).toISOString();
  return {
    id, type: 'between_users', status: 'completed', direction, amount: 5 + id, message,
    value: { id: 2, name: 'Командная работа' }, isAnonymous: false, counterpart: users[id % 3]!,
    adminDirection: null, periodId: 1, createdAt, changedAt: createdAt, cancellableUntil: null, additionTo: null,
  };
};
/** Long messages: a wide page shows them whole. */
const historyRows: HistoryItem[] = [
  row(1, 30, 'Спасибо за помощь с релизом: ты остался после работы, нашёл ошибку в миграции и объяснил всей команде, как её избежать!', 'received'),
  row(2, 90, 'За отличную презентацию для клиента — слайды были понятны даже тем, кто впервые слышит о проекте.', 'sent'),
  row(3, 300, 'Спасибо за код-ревью!', 'received'),
];
const wide = (
  <ScreenGrid kind="wide">
    <HistoryView filter="all" onFilterChange={noop} mode="list" onModeChange={noop} onCounterpartChange={noop} now={HISTORY_NOW} />
  </ScreenGrid>
);
const historyParameters = {
  features: { route: '/history', handlers: { ...shellHandlers, 'GET /api/history': { items: historyRows, nextCursor: null }, 'GET /api/history/groups': { items: [] } } },
};
const waitForHistory: Story['play'] = async (context) => {
  await within(context.canvasElement).findAllByRole('article', {}, { timeout: 5000 });
  await checkPage(context);
};
export const WideTableDesktop: Story = { args: { children: wide }, parameters: historyParameters, globals: desktop, play: waitForHistory };
export const WideTableTablet: Story = { args: { children: wide }, parameters: historyParameters, globals: tablet, play: waitForHistory };
export const WideTablePhone: Story = { args: { children: wide }, parameters: historyParameters, globals: phone, play: waitForHistory };

/** An administrator's page in English: "Good afternoon, …" and "Say thanks". */
export const FormWithAsideEnglish: Story = {
  args: { children: formWithAside },
  parameters: { features: { handlers: roles.admin } },
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Good afternoon, / })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Say thanks' })).toHaveAttribute('href', '/new_transfer');
  },
};
