import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TelegramLinkState } from '@gratia/contracts';
import { TelegramLink } from './TelegramLink.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending, type MockHandler } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { ownProfile } from '../testing/profiles.ts';

/** The installation's bot of the stories. */
const BOT = 'gratia_romashka_bot';
/** The longest Telegram username (32 characters), for the phone stories. */
const LONG_NAME = 'anna_petrova_hr_director_moscow1';
/** The longest bot username (32 characters, ending in "bot"). */
const LONG_BOT = 'romashka_holding_gratia_auth_bot';

/** Options of {@link telegramServer}. */
interface TelegramServerOptions {
  /** The state before anything happens. */
  state: TelegramLinkState;
  /** The member's e-mail: without one Telegram cannot be unlinked. Default the own profile's. */
  email?: string | null;
  /** The account the bot links after a code is issued (as if the member opened the link at once); none by default. */
  linkAs?: string;
  /** `expiresIn` of each code issued in turn (the last one repeats). Default 600. */
  expiresIn?: number[];
  /** The answer to every code request instead of a code (an error reply). */
  codeReply?: MockHandler;
}

/**
 * A mock of the Telegram link API (docs/decisions/0028) that remembers: GET answers the current
 * state; POST issues a code for the bot (or `codeReply`) and, with `linkAs`, the bot links that
 * account right after, so the next poll sees it; DELETE unlinks while an e-mail remains
 * (`validation.onlyTelegramSignIn` otherwise). `issued` receives every command handed out.
 */
function telegramServer(options: TelegramServerOptions, issued: string[] = []) {
  let state = options.state;
  const email = options.email === undefined ? ownProfile.email : options.email;
  let count = 0;
  return {
    ...defaultHandlers,
    'GET /api/profile/contacts/telegram': () => state,
    'POST /api/profile/contacts/telegram': () => {
      if (options.codeReply) return options.codeReply;
      if (!state.bot) return errorReply('TELEGRAM_NOT_CONFIGURED', 409);
      const expiresIn = options.expiresIn?.[Math.min(count, options.expiresIn.length - 1)] ?? 600;
      count += 1;
      const code = String(424240 + count);
      const payload = `link_1_${code}`;
      issued.push(`/start ${payload}`);
      if (options.linkAs) state = { ...state, linked: true, tgName: options.linkAs };
      return { code, command: `/start ${payload}`, botUrl: `https://t.me/${state.bot}?start=${payload}`, expiresIn };
    },
    'DELETE /api/profile/contacts/telegram': () => {
      if (!email) return errorReply('VALIDATION_ERROR', 400, { issues: [{ path: 'tgName', message: 'validation.onlyTelegramSignIn', location: 'body' }] });
      state = { ...state, linked: false, tgName: null };
      return { email, tgName: null };
    },
  };
}

const notLinked: TelegramLinkState = { bot: BOT, tgName: null, linked: false };
const linked: TelegramLinkState = { bot: BOT, tgName: 'anna_p', linked: true };

const meta = {
  title: 'Features/Profile/TelegramLink',
  component: TelegramLink,
  decorators: [withFeatures],
  parameters: { features: { handlers: telegramServer({ state: notLinked }), route: '/profile' } },
  beforeEach: clearToasts,
  args: { profile: { id: ownProfile.id, tgName: null } },
} satisfies Meta<typeof TelegramLink>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The row's state once the link state is loaded (`data-telegram`). */
const loaded = (root: HTMLElement, kind: string) => waitFor(() => expect(root.querySelector('[data-telegram]')).toHaveAttribute('data-telegram', kind));

/**
 * Replaces the browser's clipboard for one story: every text written goes to `writes`. Returns the undo.
 */
function stubClipboard(writes: string[]): () => void {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        writes.push(text);
        return Promise.resolve();
      },
    },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** No bot in this installation: the nickname an admin set, a note, and nothing to press. */
export const NoBot: Story = {
  args: { profile: { id: ownProfile.id, tgName: 'anna_p' } },
  parameters: { features: { handlers: telegramServer({ state: { bot: null, tgName: 'anna_p', linked: false } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'noBot');
    await expect(canvas.getByTestId('contact-telegram')).toHaveTextContent('@anna_p');
    await expect(canvas.getByText('Привязать Telegram в этой установке нельзя: бот не подключён')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Nothing linked yet: "Не указан" and "Привязать Telegram". */
export const NotLinked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'unlinked');
    await expect(canvas.getByTestId('contact-telegram')).toHaveTextContent('Не указан');
    await expect(canvas.getByRole('button', { name: 'Привязать Telegram' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Отвязать' })).toBeNull();
  },
};

/** A linked account: "@anna_p" marked "привязан", "Привязать другой аккаунт" and "Отвязать". */
export const Linked: Story = {
  args: { profile: { id: ownProfile.id, tgName: 'anna_p' } },
  parameters: { features: { handlers: telegramServer({ state: linked }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'linked');
    await expect(canvas.getByTestId('contact-telegram')).toHaveTextContent('@anna_pпривязан');
    await expect(canvas.getByRole('button', { name: 'Привязать другой аккаунт' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Отвязать' })).toBeInTheDocument();
  },
};

/** While the state loads: the profile's nickname, no buttons yet. */
export const Loading: Story = {
  args: { profile: { id: ownProfile.id, tgName: 'anna_p' } },
  parameters: { features: { handlers: { ...telegramServer({ state: linked }), 'GET /api/profile/contacts/telegram': pending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-telegram]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('contact-telegram')).toHaveTextContent('@anna_p');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const dialogIssued: string[] = [];
const dialogCopied: string[] = [];

/**
 * "Привязать Telegram": a code is issued and the dialog shows the steps naming the bot, "Открыть
 * Telegram" (the t.me deep link in a new tab), the command with "Скопировать", and the live status
 * with the minutes left.
 */
export const LinkDialog: Story = {
  parameters: { features: { handlers: telegramServer({ state: notLinked }, dialogIssued) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'unlinked');
    await userEvent.click(canvas.getByRole('button', { name: 'Привязать Telegram' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Привязка Telegram' }));
    await expect(dialog.getByText(`Откройте бота @${BOT} — кнопка ниже откроет Telegram.`)).toBeInTheDocument();
    await expect(dialog.getByText('Нажмите «Запустить» (Start): бот привяжет ваш аккаунт. Ссылка действует 10 минут.')).toBeInTheDocument();
    const open = dialog.getByRole('link', { name: 'Открыть Telegram' });
    await expect(open).toHaveAttribute('href', `https://t.me/${BOT}?start=link_1_424241`);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(open).toHaveFocus();
    await expect(dialog.getByText('Или отправьте боту эту команду')).toBeInTheDocument();
    await expect(dialog.getByTestId('telegram-command')).toHaveTextContent('/start link_1_424241');
    await expect(dialogIssued).toEqual(['/start link_1_424241']);
    await expect(dialog.getByRole('status')).toHaveTextContent('Ждём ответа бота. Ссылка действует ещё 10 мин.');
    const undo = stubClipboard(dialogCopied);
    try {
      await userEvent.click(dialog.getByRole('button', { name: 'Скопировать' }));
      await expect(await body().findByText('Команда скопирована: вставьте её в чат с ботом')).toBeInTheDocument();
      await expect(dialogCopied).toEqual(['/start link_1_424241']);
    } finally {
      undo();
    }
    clearToasts();
  },
};

/**
 * The bot links @anna_tg while the dialog waits: the next poll (3 s) sees it, the dialog closes,
 * a toast names the account and the row shows it linked.
 */
export const LinkCompletes: Story = {
  parameters: { features: { handlers: telegramServer({ state: notLinked, linkAs: 'anna_tg' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'unlinked');
    await userEvent.click(canvas.getByRole('button', { name: 'Привязать Telegram' }));
    await expect(await body().findByRole('dialog', { name: 'Привязка Telegram' })).toBeInTheDocument();
    await expect(await body().findByText('Telegram @anna_tg привязан', undefined, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await loaded(canvasElement, 'linked');
    await expect(canvas.getByTestId('contact-telegram')).toHaveTextContent('@anna_tgпривязан');
    await expect(canvas.getByRole('button', { name: 'Привязать другой аккаунт' })).toBeInTheDocument();
  },
};

/**
 * The code expires before the bot hears from the member: the dialog says so, hides the dead link
 * and the command, and offers "Получить новую ссылку" (focused, as the link it replaces was).
 */
export const LinkExpired: Story = {
  parameters: { features: { handlers: telegramServer({ state: notLinked, expiresIn: [2] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'unlinked');
    await userEvent.click(canvas.getByRole('button', { name: 'Привязать Telegram' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Привязка Telegram' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Ждём ответа бота. Ссылка действует ещё 1 мин.');
    const renew = await dialog.findByRole('button', { name: 'Получить новую ссылку' }, { timeout: 6000 });
    await waitFor(() => expect(renew).toHaveFocus());
    await expect(dialog.getByRole('status')).toHaveTextContent('Срок ссылки истёк: получите новую, чтобы привязать Telegram.');
    await expect(dialog.queryByRole('link', { name: 'Открыть Telegram' })).toBeNull();
    await expect(dialog.queryByTestId('telegram-command')).toBeNull();
  },
};

/** "Получить новую ссылку" after the expiry: a fresh code, its link focused, the countdown from the start. */
export const LinkRenewed: Story = {
  parameters: { features: { handlers: telegramServer({ state: notLinked, expiresIn: [2, 600] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'unlinked');
    await userEvent.click(canvas.getByRole('button', { name: 'Привязать Telegram' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Привязка Telegram' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Получить новую ссылку' }, { timeout: 6000 }));
    const open = await dialog.findByRole('link', { name: 'Открыть Telegram' });
    await expect(open).toHaveAttribute('href', `https://t.me/${BOT}?start=link_1_424242`);
    await waitFor(() => expect(open).toHaveFocus());
    await expect(dialog.getByTestId('telegram-command')).toHaveTextContent('/start link_1_424242');
    await expect(dialog.getByRole('status')).toHaveTextContent('Ждём ответа бота. Ссылка действует ещё 10 мин.');
    await expect(dialog.queryByRole('button', { name: 'Получить новую ссылку' })).toBeNull();
  },
};

/** The bot was disconnected since the page loaded: TELEGRAM_NOT_CONFIGURED in the row, no dialog. */
export const NotConfigured: Story = {
  parameters: { features: { handlers: telegramServer({ state: notLinked, codeReply: errorReply('TELEGRAM_NOT_CONFIGURED', 409) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'unlinked');
    await userEvent.click(canvas.getByRole('button', { name: 'Привязать Telegram' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Telegram-бот не подключён к этой установке Gratia: привязать Telegram пока нельзя');
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** Five codes in ten minutes: RATE_LIMITED with when to try again, in the row. */
export const RateLimited: Story = {
  parameters: { features: { handlers: telegramServer({ state: notLinked, codeReply: errorReply('RATE_LIMITED', 429, { retryAfter: 420 }) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'unlinked');
    await userEvent.click(canvas.getByRole('button', { name: 'Привязать Telegram' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Слишком много попыток. Попробуйте снова через 7 мин.');
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** "Отвязать": asked first, then unlinked; a toast, and the row offers to link again. */
export const Unlink: Story = {
  args: { profile: { id: ownProfile.id, tgName: 'anna_p' } },
  parameters: { features: { handlers: telegramServer({ state: linked }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'linked');
    await userEvent.click(canvas.getByRole('button', { name: 'Отвязать' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Отвязать Telegram @anna_p?' }));
    await expect(confirm.getByText('Вы больше не сможете входить через него, и коды для входа перестанут приходить в Telegram.')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Отвязать' }));
    await expect(await body().findByText('Telegram отвязан')).toBeInTheDocument();
    await loaded(canvasElement, 'unlinked');
    await expect(canvas.getByTestId('contact-telegram')).toHaveTextContent('Не указан');
    await expect(canvas.getByRole('button', { name: 'Привязать Telegram' })).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('alertdialog', { name: 'Отвязать Telegram @anna_p?' })).toBeNull());
  },
};

/** Telegram is the member's only way in (no e-mail): the server refuses, and the reason shows in the row. */
export const UnlinkRefused: Story = {
  args: { profile: { id: ownProfile.id, tgName: 'anna_p' } },
  parameters: { features: { handlers: telegramServer({ state: linked, email: null }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'linked');
    await userEvent.click(canvas.getByRole('button', { name: 'Отвязать' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Отвязать Telegram @anna_p?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Отвязать' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Telegram — ваш единственный способ входа: отвязать его можно, когда есть почта');
    await waitFor(() => expect(body().queryByRole('alertdialog', { name: 'Отвязать Telegram @anna_p?' })).toBeNull());
    await expect(canvas.getByTestId('contact-telegram')).toHaveTextContent('@anna_pпривязан');
  },
};

/** Only the keyboard: Tab to "Привязать Telegram", Enter opens the dialog, Tab to "Закрыть", Enter closes it and focus comes back. */
export const Keyboard: Story = {
  parameters: { features: { handlers: telegramServer({ state: notLinked }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'unlinked');
    const trigger = canvas.getByRole('button', { name: 'Привязать Telegram' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body().findByRole('dialog', { name: 'Привязка Telegram' }));
    await waitFor(() => expect(dialog.getByRole('link', { name: 'Открыть Telegram' })).toHaveFocus());
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Скопировать' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The dialog in English. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: telegramServer({ state: notLinked }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'unlinked');
    await expect(canvas.getByTestId('contact-telegram')).toHaveTextContent('Not set');
    await userEvent.click(canvas.getByRole('button', { name: 'Link Telegram' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Link Telegram' }));
    await expect(dialog.getByText(`Open the bot @${BOT} — the button below opens Telegram.`)).toBeInTheDocument();
    await expect(dialog.getByText('Press Start: the bot links your account. The link works for 10 minutes.')).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Open Telegram' })).toBeInTheDocument();
    await expect(dialog.getByText('Or send the bot this command')).toBeInTheDocument();
    await expect(dialog.getByRole('status')).toHaveTextContent('Waiting for the bot. The link works for 10 more min.');
  },
};

/** The longest nickname on a phone: it wraps, the buttons wrap under it. */
export const LongNickname: Story = {
  args: { profile: { id: ownProfile.id, tgName: LONG_NAME } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { features: { handlers: telegramServer({ state: { bot: BOT, tgName: LONG_NAME, linked: true } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'linked');
    const value = canvas.getByTestId('contact-telegram');
    await expect(value).toHaveTextContent(`@${LONG_NAME}`);
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The dialog on a phone with the longest bot name: the steps and the command wrap inside it, nothing scrolls sideways. */
export const PhoneDialog: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { features: { handlers: telegramServer({ state: { bot: LONG_BOT, tgName: null, linked: false } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'unlinked');
    await userEvent.click(canvas.getByRole('button', { name: 'Привязать Telegram' }));
    const panel = await body().findByRole('dialog', { name: 'Привязка Telegram' });
    const command = within(panel).getByTestId('telegram-command');
    await expect(command).toHaveTextContent('/start link_1_424241');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(command.scrollWidth).toBeLessThanOrEqual(command.clientWidth);
  },
};
