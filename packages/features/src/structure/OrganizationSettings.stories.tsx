import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OrganizationSettings } from './OrganizationSettings.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { clearToasts } from '../testing/storyHelpers.ts';
import { rolesServer, structureServer } from './fixtures.ts';
import { demoPeriods } from '../testing/periods.ts';

const meta = {
  title: 'Features/Structure/OrganizationSettings',
  component: OrganizationSettings,
  decorators: [withFeatures],
  parameters: { features: { handlers: { ...structureServer().handlers, ...rolesServer().handlers, 'GET /api/divisions': structureServer().handlers['GET /api/divisions'] }, route: '/organization_administration_settings/1/structure' } },
  beforeEach: clearToasts,
  args: { organizationId: 1, tab: 'structure', searchDelayMs: 50 },
} satisfies Meta<typeof OrganizationSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The structure tab: the tabs are links to each tab's route; the tree beside the table. */
export const Structure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Разделы настроек' });
    await expect(within(tabs).getByRole('tab', { name: 'Структура' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(tabs).getByRole('tab', { name: 'Роли' })).toHaveAttribute('href', '/organization_administration_settings/1/roles');
    await expect(within(tabs).getByRole('tab', { name: 'Структура' })).toHaveAttribute('href', '/organization_administration_settings/1/structure');
    await expect(within(tabs).getByRole('tab', { name: 'Общие' })).toHaveAttribute('href', '/organization_administration_settings/1/general');
    await canvas.findByRole('grid', { name: 'Подразделения' });
    await waitFor(() => expect(within(canvas.getByRole('grid', { name: 'Сотрудники' })).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** The roles tab. */
export const Roles: Story = {
  args: { tab: 'roles' },
  parameters: { features: { route: '/organization_administration_settings/1/roles' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Роли' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('table', { name: 'Права ролей' })).toBeInTheDocument();
  },
};

/** The general tab, first in SPEC §2's order: the community's name, points, thanks, bot and market settings (the roles server's economy settings). */
export const General: Story = {
  args: { tab: 'general' },
  parameters: { features: { route: '/organization_administration_settings/1/general' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Разделы настроек' });
    await expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Общие', 'Оформление', 'Периоды', 'Telegram-группы', 'Транзакции', 'Роли', 'Структура']);
    await expect(within(tabs).getByRole('tab', { name: 'Общие' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Общие настройки' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Название сообщества/ })).toHaveValue('Ромашка'));
  },
};

/** GET /api/periods of the periods tab: the demo periods (April scheduled, March active, February completed). */
const periodsHandlers = { 'GET /api/periods': { items: demoPeriods } };

/** The periods tab, second in SPEC §2's order: the accrual periods with their states. */
export const Periods: Story = {
  args: { tab: 'periods' },
  parameters: { features: { handlers: periodsHandlers, route: '/organization_administration_settings/1/periods' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Разделы настроек' });
    await expect(within(tabs).getByRole('tab', { name: 'Периоды' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(tabs).getByRole('tab', { name: 'Периоды' })).toHaveAttribute('href', '/organization_administration_settings/1/periods');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Периоды начислений' })).toBeInTheDocument();
    await waitFor(() => expect(within(canvas.getByRole('grid', { name: 'Периоды' })).getAllByRole('row')).toHaveLength(4));
  },
};

/** The periods tab on a phone: the periods as cards, nothing runs out sideways. */
export const PeriodsPhone: Story = {
  args: { tab: 'periods' },
  parameters: { features: { handlers: periodsHandlers, route: '/organization_administration_settings/1/periods' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('period-card')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const GeneralEnglish: Story = { args: { tab: 'general' }, globals: { locale: 'en' } };
export const GeneralPhone: Story = {
  args: { tab: 'general' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('textbox', { name: /^Название сообщества/ })).toHaveValue('Ромашка'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
export const StructureEnglish: Story = { globals: { locale: 'en' } };
export const RolesEnglish: Story = { args: { tab: 'roles' }, globals: { locale: 'en' } };
export const StructurePhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const StructureTablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
export const RolesPhone: Story = { args: { tab: 'roles' }, globals: { viewport: { value: 'phone', isRotated: false } } };
