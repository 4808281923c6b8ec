import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Notification } from '@gratia/contracts';
import { vars } from '@gratia/tokens';
import { Box, Card, Stack, Text } from '@gratia/ui';
import { useUnreadNotifications } from './hooks.ts';
import { NotificationsPanel, type NotificationsPanelProps } from './NotificationsPanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { NOTIFICATIONS_NOW, everyKind, longText, manyNotifications, notificationHandlers, notificationServer, resetNotificationServers } from '../testing/notifications.ts';

/** The mock API of a panel showing `all`. */
const withNotifications = (all: Notification[]) => ({ features: { handlers: { ...defaultHandlers, ...notificationHandlers(all) } } });

/** The path the app is on (what opening a notification changed). */
function CurrentPath() {
  const location = useLocation();
  return (
    <Text size="sm" tone="muted" data-testid="current-path">
      {location.pathname}
    </Text>
  );
}

/** The panel with the unread count the server reports, as the bell passes it (it drops when notifications are marked read). */
function PanelWithServerCount(props: Omit<NotificationsPanelProps, 'unreadCount'>) {
  const unread = useUnreadNotifications({ delayMs: 0, pollIntervalMs: 0 });
  return (
    <>
      <NotificationsPanel {...props} unreadCount={unread} />
      <Text size="sm" tone="muted" data-testid="unread-count">
        {`Непрочитанных: ${unread}`}
      </Text>
    </>
  );
}

/**
 * The content of the notifications bell, on its own at the bell panel's width: a notice first,
 * the title with 'Прочитать все', the member's notifications newest first ('Показать ещё' for the
 * next page) and the e-mail switch. States (`data-state`): loading, error, empty, ready.
 */
const meta = {
  title: 'Features/Notifications/NotificationsPanel',
  component: NotificationsPanel,
  decorators: [
    // The bell's panel: a raised surface of the panel's width.
    (Story) => (
      <Box padding="md">
        <Box
          background="surfaceRaised"
          padding="md"
          borderRadius="lg"
          boxShadow="lg"
          style={{ boxSizing: 'border-box', width: vars.size.panelWidth, maxWidth: '100%', border: `${vars.size.borderWidth} solid ${vars.color.border}` }}
        >
          <Story />
        </Box>
      </Box>
    ),
    withFeatures,
  ],
  args: { unreadCount: 4, now: NOTIFICATIONS_NOW, onNavigate: fn() },
  parameters: { ...withNotifications(everyKind) },
  beforeEach: () => {
    clearToasts();
    resetNotificationServers();
  },
} satisfies Meta<typeof NotificationsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const panel = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector<HTMLElement>('[data-state]');
  if (!element) throw new Error('no panel');
  return element;
};
const emailSwitch = (canvasElement: HTMLElement) => within(canvasElement).getByRole('switch', { name: 'Сообщать на почту, когда меня благодарят' });

/** Every kind, newest first: four unread (marked), 'Прочитать все', and the e-mail switch on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Список уведомлений' });
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Уведомления' })).toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(everyKind.length);
    await expect(within(list).getAllByRole('img', { name: 'Не прочитано' })).toHaveLength(4);
    await expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Иван Смирнов благодарит вас: +15 спасибо');
    await expect(canvas.getByRole('button', { name: 'Прочитать все' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    await waitFor(() => expect(emailSwitch(canvasElement)).toBeEnabled());
    await expect(emailSwitch(canvasElement)).toBeChecked();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Notification list' });
    await expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Иван Смирнов thanked you: +15 thank-yous');
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'E-mail me when I am thanked' })).toBeInTheDocument();
  },
};

/** A notice from the app (the header's period notice) comes first, above the title. */
export const WithNotice: Story = {
  args: {
    notice: (
      <Card padding="md" data-testid="notice">
        <Text size="sm">Нет активного периода: благодарить коллег можно будет, когда администратор его запустит.</Text>
      </Card>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list');
    const notice = canvas.getByTestId('notice');
    const heading = canvas.getByRole('heading', { name: 'Уведомления' });
    await expect(notice.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(panel(canvasElement).firstElementChild).toBe(notice);
  },
};

/** The list is loading: three placeholders, the panel busy, no list and no 'Прочитать все'. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...notificationHandlers([]), 'GET /api/notifications': pending } } },
  play: async ({ canvasElement }) => {
    const element = panel(canvasElement);
    await expect(element).toHaveAttribute('data-state', 'loading');
    await expect(element).toHaveAttribute('aria-busy', 'true');
    await expect(element.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Прочитать все' })).toBeNull();
  },
};

/** No notifications: the empty state, no list and no 'Прочитать все'. */
export const Empty: Story = {
  args: { unreadCount: 0 },
  parameters: withNotifications([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Новых уведомлений нет')).toBeVisible();
    await expect(canvas.getByText('Здесь появятся спасибо, лайки и комментарии')).toBeVisible();
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Прочитать все' })).toBeNull();
  },
};

/** No notifications (English). */
export const EmptyEnglish: Story = {
  args: { unreadCount: 0 },
  parameters: withNotifications([]),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No new notifications')).toBeVisible();
  },
};

/** Everything already read: the list without markers and without 'Прочитать все'. */
export const AllRead: Story = {
  args: { unreadCount: 0 },
  parameters: withNotifications(everyKind.filter((n) => n.readAt !== null)),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).queryAllByRole('img', { name: 'Не прочитано' })).toHaveLength(0);
    await expect(within(canvasElement).queryByRole('button', { name: 'Прочитать все' })).toBeNull();
  },
};

/** The list call fails: the error in the panel (and the error toast), and 'Повторить' loads it. */
let listCalls = 0;
const failingOnce = notificationServer(everyKind);
export const LoadError: Story = {
  beforeEach: () => {
    listCalls = 0;
  },
  parameters: {
    features: {
      handlers: {
        ...defaultHandlers,
        ...failingOnce.handlers,
        'GET /api/notifications': (req: MockRequest) => (++listCalls === 1 ? errorReply('INTERNAL', 500) : failingOnce.handlers['GET /api/notifications'](req)),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось загрузить уведомления');
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(await body().findByText('Произошла ошибка')).toBeInTheDocument();
    clearToasts();
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(within(await canvas.findByRole('list')).getAllByRole('listitem')).toHaveLength(everyKind.length);
    await expect(listCalls).toBe(2);
  },
};

/** The list call fails (English). */
export const LoadErrorEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: { ...defaultHandlers, ...notificationHandlers(everyKind), 'GET /api/notifications': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Could not load the notifications');
    await expect(await body().findByText('An error occurred')).toBeInTheDocument();
    clearToasts();
  },
};

const marking = notificationServer(everyKind);
/** 'Прочитать все': one call, the markers go, the server's unread count drops to 0 and the button goes too. */
export const MarkAllRead: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...marking.handlers } } },
  render: (args) => <PanelWithServerCount {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    await waitFor(() => expect(canvas.getByTestId('unread-count')).toHaveTextContent('Непрочитанных: 4'));
    await userEvent.click(canvas.getByRole('button', { name: 'Прочитать все' }));
    await waitFor(() => expect(within(list).queryAllByRole('img', { name: 'Не прочитано' })).toHaveLength(0));
    await expect(marking.calls.readAll).toBe(1);
    await waitFor(() => expect(canvas.getByTestId('unread-count')).toHaveTextContent('Непрочитанных: 0'));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Прочитать все' })).toBeNull());
  },
};

/** 'Прочитать все' fails: the error toast, and everything stays unread. */
export const MarkAllReadFails: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...notificationHandlers(everyKind), 'POST /api/notifications/read-all': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    await userEvent.click(canvas.getByRole('button', { name: 'Прочитать все' }));
    await expect(await body().findByText('Произошла ошибка')).toBeInTheDocument();
    await expect(within(list).getAllByRole('img', { name: 'Не прочитано' })).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Прочитать все' })).toBeEnabled();
    clearToasts();
  },
};

const opening = notificationServer(everyKind);
/** Opening an unread notification: it is marked read (its marker goes), `onNavigate` is called and the app goes to its thanks. */
export const OpenMarksRead: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...opening.handlers } } },
  render: (args) => (
    <Stack gap="sm">
      <NotificationsPanel {...args} />
      <CurrentPath />
    </Stack>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    const link = within(list).getByText('Иван Смирнов комментирует ваше спасибо').closest('a')!;
    await expect(link).toHaveAttribute('data-unread');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/feed/transaction/497');
    await waitFor(() => expect(opening.calls.read).toEqual([8]));
    await waitFor(() => expect(within(list).getAllByRole('img', { name: 'Не прочитано' })).toHaveLength(3));
    await expect(link).not.toHaveAttribute('data-unread');
  },
};

/** Opening one that is already read: no call to mark it, `onNavigate` still closes the bell. */
const openingRead = notificationServer(everyKind);
export const OpenAlreadyRead: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...openingRead.handlers } } },
  play: async ({ args, canvasElement }) => {
    const list = await within(canvasElement).findByRole('list');
    await userEvent.click(within(list).getByText('Анна Петрова ставит лайк вашему спасибо'));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(openingRead.calls.read).toEqual([]);
  },
};

/** 25 notifications: the first 20, then 'Показать ещё' loads the rest and goes away. */
export const LoadMore: Story = {
  parameters: withNotifications(manyNotifications(25)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  },
};

/** A very long name, a million points and 1,234 likers: the sentences wrap inside the panel. */
export const LongText: Story = {
  args: { unreadCount: 3 },
  parameters: withNotifications(longText),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list');
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
    await expect(panel(canvasElement).scrollWidth).toBeLessThanOrEqual(panel(canvasElement).clientWidth + 1);
  },
};

const switching = notificationServer(everyKind);
/** The e-mail switch saves at once (PATCH /api/profile/settings with emailOnThanks). */
export const EmailSwitch: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...switching.handlers } } },
  play: async ({ canvasElement }) => {
    const toggle = emailSwitch(canvasElement);
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(switching.calls.settings).toEqual([{ details: { emailOnThanks: false } }]);
  },
};

/** Saving the switch fails: the error toast, and the switch back on. */
export const EmailSwitchFails: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...notificationHandlers(everyKind), 'PATCH /api/profile/settings': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const toggle = emailSwitch(canvasElement);
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await expect(await body().findByText('Произошла ошибка')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    clearToasts();
  },
};
