import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PeriodBell } from './PeriodBell.tsx';
import { withFeatures } from '../../testing/decorators.tsx';
import { defaultHandlers } from '../../testing/handlers.ts';
import { NOTIFICATIONS_NOW, everyKind, notificationHandlers } from '../../testing/notifications.ts';

const active = { status: 'active', period: { id: 7, startDate: '2025-11-01', endDate: '2025-11-30' } } as const;
const inactive = { status: 'inactive', period: null } as const;
/** The member has no notifications: the bell is about the period only. */
const noNotifications = { features: { handlers: { ...defaultHandlers, ...notificationHandlers([]) } } };
/** The member has notifications, four unread. */
const someNotifications = { features: { handlers: { ...defaultHandlers, ...notificationHandlers(everyKind.slice(0, 5)) } } };

const meta = {
  title: 'Features/Shell/PeriodBell',
  component: PeriodBell,
  decorators: [withFeatures],
  args: { period: active, isAdmin: false, organizationId: 1, pollIntervalMs: 0, now: NOTIFICATIONS_NOW },
  parameters: { layout: 'centered', ...noNotifications },
} satisfies Meta<typeof PeriodBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Active period, nothing new: no badge; the bell toggles a panel with the period dates; a click outside closes it. */
export const ActivePeriod: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Уведомления' });
    await expect(within(canvasElement).queryByTestId('notification-badge')).toBeNull();
    await userEvent.click(bell);
    const panel = await body().findByRole('dialog', { name: 'Уведомления' });
    await expect(within(panel).getByText(/^Текущий период: 1\s?–\s?30\sнояб\.\s2025\sг\.$/)).toBeInTheDocument();
    await expect(await within(panel).findByText('Новых уведомлений нет')).toBeInTheDocument();
    await userEvent.click(bell);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(bell);
    await body().findByRole('dialog');
    await userEvent.click(document.body);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};
/** Active period with notifications: the badge counts the unread ones; the period dates sit above the list. */
export const WithNotifications: Story = {
  parameters: someNotifications,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('notification-badge')).toHaveTextContent('4'), { timeout: 3000 });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Уведомления' }));
    const panel = await body().findByRole('dialog', { name: 'Уведомления' });
    await expect(within(panel).getByText(/^Текущий период: 1\s?–\s?30\sнояб\.\s2025\sг\.$/)).toBeInTheDocument();
    await expect(within(await within(panel).findByRole('list')).getAllByRole('listitem')).toHaveLength(5);
  },
};
/** No active period, member: badge '1', panel open, no launch link. */
export const NoActivePeriodUser: Story = {
  args: { period: inactive },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('notification-badge')).toHaveTextContent('1');
    const panel = await body().findByRole('dialog', { name: 'Уведомления' });
    await expect(within(panel).getByText('Нет активного периода')).toBeInTheDocument();
    await expect(within(panel).queryByRole('link')).toBeNull();
  },
};
/** No active period, admin: the launch link to the periods settings with openPeriodCreation. */
export const NoActivePeriodAdmin: Story = {
  args: { period: inactive, isAdmin: true, organizationId: 12 },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Уведомления' });
    await expect(within(panel).getByRole('link', { name: 'Запустить период' })).toHaveAttribute(
      'href',
      '/organization_administration_settings/12/periods?openPeriodCreation',
    );
  },
};
/** No active period and unread notifications: the badge adds the period's '1' to the unread count; the notice comes first. */
export const NoActivePeriodAdminWithNotifications: Story = {
  args: { period: inactive, isAdmin: true, organizationId: 12 },
  parameters: someNotifications,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('notification-badge')).toHaveTextContent('5'), { timeout: 3000 });
    const panel = await body().findByRole('dialog', { name: 'Уведомления' });
    const notice = within(panel).getByText('Нет активного периода');
    const list = await within(panel).findByRole('list');
    await expect(notice.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(within(panel).getByRole('link', { name: 'Запустить период' })).toBeInTheDocument();
  },
};
export const NoActivePeriodAdminEnglish: Story = {
  args: { period: inactive, isAdmin: true, organizationId: 12 },
  globals: { locale: 'en' },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Notifications' });
    await expect(within(panel).getByRole('link', { name: 'Launch period' })).toBeInTheDocument();
  },
};
export const ActivePeriodEnglish: Story = { globals: { locale: 'en' } };
/** While the current-period call has not answered: no badge. */
export const Loading: Story = { args: { period: { status: 'loading', period: null } } };
