import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Notification } from '@gratia/contracts';
import { Stack, Text } from '@gratia/ui';
import { NotificationsBell } from './NotificationsBell.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { NOTIFICATIONS_NOW, anonymousOnly, everyKind, groupedLikes, longText, manyNotifications, notificationHandlers, notificationServer, resetNotificationServers } from '../testing/notifications.ts';

/** The mock API of a bell showing `all`. */
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

const meta = {
  title: 'Features/Notifications/NotificationsBell',
  component: NotificationsBell,
  decorators: [withFeatures],
  args: { delayMs: 0, pollIntervalMs: 0, defaultOpen: true, now: NOTIFICATIONS_NOW },
  parameters: { layout: 'centered', ...withNotifications(everyKind) },
  beforeEach: () => {
    clearToasts();
    resetNotificationServers();
  },
  render: (args) => (
    <Stack gap="sm" align="end">
      <NotificationsBell {...args} />
      <CurrentPath />
    </Stack>
  ),
} satisfies Meta<typeof NotificationsBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const panel = () => body().findByRole('dialog', { name: 'Уведомления' });

/** Every kind, unread (the first four, with a marker and a tint) and read; the badge counts the unread. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = await body().findByRole('list', { name: 'Список уведомлений' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(everyKind.length);
    await expect(within(list).getAllByRole('img', { name: 'Не прочитано' })).toHaveLength(4);
    await waitFor(() => expect(within(canvasElement).getByTestId('notification-badge')).toHaveTextContent('4'));
    await expect(within(list).getByText('Иван Смирнов благодарит вас: +15 спасибо')).toBeInTheDocument();
    await expect(within(list).getByText('Мария Кузнецова и ещё 4 человека ставят лайк спасибо вам')).toBeInTheDocument();
    await expect(within(list).getByText('Иван Смирнов комментирует ваше спасибо')).toBeInTheDocument();
    await expect(within(list).getByText('Кто-то анонимно благодарит вас: +7 спасибо')).toBeInTheDocument();
    await expect(within(list).getByText('Анна Петрова ставит лайк вашему спасибо')).toBeInTheDocument();
    await expect(within(list).getByText('Мария Кузнецова добавляет к спасибо вам: +4 спасибо')).toBeInTheDocument();
    await expect(within(list).getByText('Мария Кузнецова отменяет спасибо вам: −3 спасибо')).toBeInTheDocument();
    await expect(within(list).getByText(/^Период заканчивается 30\sнояб\.\s2025\sг\.: успейте поблагодарить коллег — нераспределённое сгорит$/)).toBeInTheDocument();
    await expect(within(list).getByText(/^Начался новый период: 500 спасибо для благодарностей до 30\sнояб\.\s2025\sг\.$/)).toBeInTheDocument();
    // Each row links to what it is about.
    const links = within(list).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/feed/transaction/501',
      '/feed/transaction/498',
      '/feed/transaction/497',
      '/feed/transaction/490',
      '/feed/transaction/480',
      '/feed/transaction/475',
      '/history',
      '/new_transfer',
      '/new_transfer',
    ]);
    await expect(within(await panel()).getByRole('switch', { name: 'Сообщать на почту, когда меня благодарят' })).toBeChecked();
  },
};
export const English: Story = { globals: { locale: 'en' } };

/** Each kind on its own (the sentence and the picture of each). */
export const EachKind: Story = {
  parameters: withNotifications(everyKind.map((n) => ({ ...n, readAt: null }))),
  play: async () => {
    const list = await body().findByRole('list');
    const kinds = within(list)
      .getAllByRole('link')
      .map((a) => a.dataset.kind);
    await expect(new Set(kinds)).toEqual(new Set(['thanks_received', 'thanks_like', 'thanks_comment', 'thanks_addition', 'thanks_cancelled', 'period_ends_soon', 'period_started']));
    await expect(list.querySelectorAll('[data-avatar="period"]')).toHaveLength(2);
    await expect(list.querySelectorAll('[data-avatar="anonymous"]')).toHaveLength(1);
  },
};

/** Likes grouped per thanks: 'X and N others' with N declined (1 человек, 2 человека, 21 человек), one liker without 'others'. */
export const GroupedLikes: Story = {
  parameters: withNotifications(groupedLikes),
  play: async () => {
    const list = await body().findByRole('list');
    await expect(within(list).getByText('Мария Кузнецова ставит лайк спасибо вам')).toBeInTheDocument();
    await expect(within(list).getByText('Иван Смирнов и ещё 1 человек ставят лайк вашему спасибо')).toBeInTheDocument();
    await expect(within(list).getByText('Анна Петрова и ещё 2 человека ставят лайк спасибо вам')).toBeInTheDocument();
    await expect(within(list).getByText('Мария Кузнецова и ещё 21 человек ставят лайк вашему спасибо')).toBeInTheDocument();
  },
};
export const GroupedLikesEnglish: Story = {
  parameters: withNotifications(groupedLikes),
  globals: { locale: 'en' },
  play: async () => {
    const list = await body().findByRole('list');
    await expect(within(list).getByText('Мария Кузнецова liked the thanks you received')).toBeInTheDocument();
    await expect(within(list).getByText('Иван Смирнов and 1 other liked your thanks')).toBeInTheDocument();
    await expect(within(list).getByText('Мария Кузнецова and 21 others liked your thanks')).toBeInTheDocument();
  },
};

/** Anonymous thanks: no name anywhere, a masked picture for the avatar. */
export const Anonymous: Story = {
  parameters: withNotifications(anonymousOnly),
  play: async () => {
    const list = await body().findByRole('list');
    await expect(within(list).getByText('Кто-то анонимно благодарит вас: +25 спасибо')).toBeInTheDocument();
    await expect(within(list).getByText('Анонимное спасибо вам отменено: −4 спасибо')).toBeInTheDocument();
    await expect(list.querySelectorAll('[data-avatar="anonymous"]')).toHaveLength(2);
    await expect(within(list).queryByRole('img', { name: /Петрова|Смирнов|Кузнецова/ })).toBeNull();
  },
};

/** A very long name, a million points and 1,233 other likers: the sentences wrap inside the panel. */
export const LongText: Story = {
  parameters: withNotifications(longText),
  play: async () => {
    const dialog = await panel();
    await within(dialog).findByRole('list');
    for (const link of within(dialog).getAllByRole('link')) await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
  },
};

export const Loading: Story = { parameters: { features: { handlers: { ...defaultHandlers, ...notificationHandlers([]), 'GET /api/notifications': pending } } } };

export const Empty: Story = {
  parameters: withNotifications([]),
  play: async ({ canvasElement }) => {
    await expect(within(await panel()).findByText('Новых уведомлений нет')).resolves.toBeInTheDocument();
    await expect(within(canvasElement).queryByTestId('notification-badge')).toBeNull();
    await expect(body().queryByRole('button', { name: 'Прочитать все' })).toBeNull();
  },
};
export const EmptyEnglish: Story = { parameters: withNotifications([]), globals: { locale: 'en' } };

/** The list call fails: the error in the panel (and the product's error toast), with a retry that loads it; the unread count still shows. */
let listCalls = 0;
const failingOnce = notificationServer(everyKind);
export const LoadError: Story = {
  beforeEach: () => {
    clearToasts();
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
  play: async () => {
    const dialog = await panel();
    await expect(await within(dialog).findByText('Не удалось загрузить уведомления')).toBeInTheDocument();
    await expect(await body().findByText('Произошла ошибка')).toBeInTheDocument();
    clearToasts();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    await expect(within(await within(dialog).findByRole('list')).getAllByRole('listitem')).toHaveLength(everyKind.length);
  },
};
/** The list call fails (English). */
export const LoadErrorEnglish: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...notificationHandlers(everyKind), 'GET /api/notifications': errorReply('INTERNAL', 500) } } },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await within(await body().findByRole('dialog', { name: 'Notifications' })).findByText('Could not load the notifications')).toBeInTheDocument();
    await expect(await body().findByText('An error occurred')).toBeInTheDocument();
    clearToasts();
  },
};

/** Closed: the bell with its badge; Enter opens the panel and moves focus inside, Escape closes it and focus is back on the bell; so does a click outside. */
export const Keyboard: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Уведомления' });
    await waitFor(() => expect(within(canvasElement).getByTestId('notification-badge')).toHaveTextContent('4'));
    await expect(body().queryByRole('dialog')).toBeNull();
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await panel();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
    await userEvent.click(bell);
    await panel();
    await userEvent.click(document.body);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

const opening = notificationServer(everyKind);
/** Opening a notification marks it read (POST /api/notifications/read), closes the panel and goes to its thanks. */
export const OpenMarksRead: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...opening.handlers } } },
  play: async ({ canvasElement }) => {
    const list = await body().findByRole('list');
    await waitFor(() => expect(within(canvasElement).getByTestId('notification-badge')).toHaveTextContent('4'));
    await userEvent.click(within(list).getByText('Иван Смирнов комментирует ваше спасибо'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByTestId('current-path')).toHaveTextContent('/feed/transaction/497');
    await waitFor(() => expect(opening.calls.read).toEqual([8]));
    await waitFor(() => expect(within(canvasElement).getByTestId('notification-badge')).toHaveTextContent('3'));
  },
};

/** 'Mark all as read': the markers and the badge go, the button too. */
export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await panel();
    await within(dialog).findByRole('list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Прочитать все' }));
    await waitFor(() => expect(within(dialog).queryAllByRole('img', { name: 'Не прочитано' })).toHaveLength(0));
    await expect(within(canvasElement).queryByTestId('notification-badge')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Прочитать все' })).toBeNull();
    // The pointer stayed where the button was, over the first notification once the button went:
    // rest it on the title, so the picture does not depend on when the browser re-computed hover.
    await userEvent.hover(within(dialog).getByRole('heading', { name: 'Уведомления' }));
  },
};

/** 'Mark all as read' fails: a translated error toast, and everything stays unread. */
export const MarkAllReadFails: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...notificationHandlers(everyKind), 'POST /api/notifications/read-all': errorReply('INTERNAL', 500) } } },
  play: async () => {
    const dialog = await panel();
    await within(dialog).findByRole('list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Прочитать все' }));
    await expect(await body().findByText('Произошла ошибка')).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('img', { name: 'Не прочитано' })).toHaveLength(4);
    clearToasts();
  },
};

/** 25 notifications: the first 20, then 'Show more' loads the rest. */
export const LoadMore: Story = {
  parameters: withNotifications(manyNotifications(25)),
  play: async () => {
    const dialog = await panel();
    const list = await within(dialog).findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    await expect(within(dialog).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  },
};

const switching = notificationServer(everyKind);
/** The e-mail switch saves at once (PATCH /api/profile/settings with emailOnThanks). */
export const EmailSwitch: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...switching.handlers } } },
  play: async () => {
    const toggle = within(await panel()).getByRole('switch', { name: 'Сообщать на почту, когда меня благодарят' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(switching.calls.settings).toEqual([{ details: { emailOnThanks: false } }]);
  },
};

/** Saving the switch fails: a translated error toast and the switch back on. */
export const EmailSwitchFails: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...notificationHandlers(everyKind), 'PATCH /api/profile/settings': errorReply('INTERNAL', 500) } } },
  play: async () => {
    const toggle = within(await panel()).getByRole('switch', { name: 'Сообщать на почту, когда меня благодарят' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await expect(await body().findByText('Произошла ошибка')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    clearToasts();
  },
};
