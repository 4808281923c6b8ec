import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GlobalAdmin } from './GlobalAdmin.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { clearToasts } from '../testing/storyHelpers.ts';
import { globalAdminServer } from './fixtures.ts';
import { fitsWidth, phone, pick } from './storyHelpers.ts';

// The page only: its heading and the tabs in `?tab=`. Each tab's states and actions are in its own
// stories (CommunitiesTab, EmployeesTab, PeriodsTab, EmissionTab, TelegramTab, AuditTab.stories).

const ROUTE = '/global_admin';
const tabRoute = (tab: string) => `${ROUTE}?tab=${tab}`;

const meta = {
  title: 'Features/GlobalAdmin/GlobalAdmin',
  component: GlobalAdmin,
  decorators: [withFeatures],
  args: { searchDelayMs: 0 },
  parameters: { features: { handlers: globalAdminServer().handlers, route: ROUTE } },
  beforeEach: clearToasts,
} satisfies Meta<typeof GlobalAdmin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page without `?tab=`: the heading, the six tabs, the communities tab chosen and shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Суперадмин' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Сообщества', 'Сотрудники', 'Периоды', 'Начисление', 'Telegram-группы', 'Журнал']);
    await expect(canvas.getByRole('tab', { name: 'Сообщества', selected: true })).toBeInTheDocument();
    await expect(await canvas.findByRole('grid', { name: 'Сообщества' })).toBeInTheDocument();
  },
};

/** The tabs follow `?tab=`: choosing one changes the URL's tab and the panel. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Журнал' }));
    await expect(await canvas.findByTestId('audit-tab')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Журнал', selected: true })).toBeInTheDocument();
  },
};

/**
 * A phone, opened at `?tab=employees`: that tab chosen; the community picked there stays picked in
 * the periods tab (its periods as cards); the row of tabs scrolls, the page does not run out sideways.
 */
export const Phone: Story = {
  globals: phone,
  parameters: { features: { route: tabRoute('employees') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Сотрудники', selected: true })).toBeInTheDocument();
    await expect(canvas.getByText('Выберите сообщество, чтобы продолжить.')).toBeInTheDocument();
    await pick(canvasElement, 'Ромашка');
    await userEvent.click(canvas.getByRole('tab', { name: 'Периоды' }));
    await expect(await canvas.findAllByTestId('period-card')).toHaveLength(3);
    await expect(canvas.getByRole('combobox', { name: /^Сообщество/ })).toHaveValue('Ромашка');
    await fitsWidth();
  },
};
