import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PersonProfile } from '@gratia/contracts';
import { ContactsEditor } from './ContactsEditor.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { ownProfile } from '../testing/profiles.ts';

/** The right code of the mock server below. */
const CODE = '424242';
/** The installation's Telegram bot of the mock server below. */
const BOT = 'gratia_romashka_bot';

/**
 * A mock contacts server over `start`: the code goes to any free address (`taken@…` belongs to
 * someone else), {@link CODE} confirms the address it was sent to, and the e-mail goes only with a
 * Telegram nickname. `sent` receives every address a code was sent to. Telegram (decision 0028):
 * linked while the profile has a Telegram id; a link code is issued and the bot links @anna_p
 * right after it; unlinking needs an e-mail.
 */
function contactsServer(start: PersonProfile = ownProfile, sent: string[] = []) {
  let current = start;
  let pendingEmail: string | null = null;
  return {
    ...defaultHandlers,
    'GET /api/employees/profile': () => current,
    'POST /api/profile/contacts/code': (req: MockRequest) => {
      const { email } = req.body as { email: string };
      if (email.startsWith('taken@')) return errorReply('CONTACT_TAKEN', 409, { field: 'email' });
      if (email === current.email) return errorReply('VALIDATION_ERROR', 400, { issues: [{ path: 'email', message: 'validation.sameContact' }] });
      pendingEmail = email;
      sent.push(email);
      return { channel: 'email', expiresIn: 600 };
    },
    'POST /api/profile/contacts/confirm': (req: MockRequest) => {
      const { email, code } = req.body as { email: string; code: string };
      if (email !== pendingEmail) return errorReply('CODE_EXPIRED', 400);
      if (code !== CODE) return errorReply('INVALID_CODE', 400, { attemptsLeft: 4 });
      current = { ...current, email };
      pendingEmail = null;
      return { email, tgName: current.tgName };
    },
    'GET /api/profile/contacts/telegram': () => ({ bot: BOT, tgName: current.tgName, linked: current.tgId !== null }),
    'POST /api/profile/contacts/telegram': () => {
      current = { ...current, tgName: 'anna_p', tgId: '123456789' };
      return { code: CODE, command: `/start link_1_${CODE}`, botUrl: `https://t.me/${BOT}?start=link_1_${CODE}`, expiresIn: 600 };
    },
    'DELETE /api/profile/contacts/telegram': () => {
      if (!current.email) return errorReply('VALIDATION_ERROR', 400, { issues: [{ path: 'tgName', message: 'validation.onlyTelegramSignIn' }] });
      current = { ...current, tgName: null, tgId: null };
      return { email: current.email, tgName: null };
    },
    'DELETE /api/profile/contacts/email': () => {
      if (!current.tgName) return errorReply('VALIDATION_ERROR', 400, { issues: [{ path: 'email', message: 'validation.onlySignInWay' }] });
      current = { ...current, email: null };
      return { email: null, tgName: current.tgName };
    },
  };
}

const meta = {
  title: 'Features/Profile/ContactsEditor',
  component: ContactsEditor,
  decorators: [withFeatures],
  parameters: { features: { handlers: contactsServer(), route: '/profile' } },
  beforeEach: clearToasts,
  args: { profile: ownProfile },
} satisfies Meta<typeof ContactsEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const changeSent: string[] = [];

/** The e-mail with "Change e-mail" and "Remove e-mail"; the linked Telegram with "Link another account" and "Unlink". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Контакты для входа' })).toBeInTheDocument();
    await expect(canvas.getByTestId('contact-email')).toHaveTextContent('anna.petrova@romashka.ru');
    await expect(canvas.getByText('@anna_p')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Удалить почту' })).toBeInTheDocument();
    await expect(await canvas.findByText('привязан')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Привязать другой аккаунт' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Отвязать' })).toBeInTheDocument();
  },
};

/** Change: the new address, the code sent to it, a wrong code refused on its field, the right one confirms. */
export const ChangeEmail: Story = {
  parameters: { features: { handlers: contactsServer(ownProfile, changeSent) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить почту' }));
    const field = canvas.getByRole('textbox', { name: /^Новая почта/ });
    await expect(field).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByText('Введите адрес электронной почты, например name@company.ru')).toBeInTheDocument();
    await userEvent.type(field, 'anna@new.example');
    await userEvent.keyboard('{Enter}');
    const code = await canvas.findByRole('textbox', { name: /^Код из письма/ });
    await expect(canvasElement.querySelector('[data-step]')).toHaveAttribute('data-step', 'code');
    await expect(canvas.getByText('Мы отправили 6 цифр на anna@new.example')).toBeInTheDocument();
    await expect(changeSent).toEqual(['anna@new.example']);
    await userEvent.type(code, '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Подтвердить' }));
    await expect(await canvas.findByText('Неверный код')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Подтвердить' }));
    await expect(await body().findByText('Почта подтверждена: входите с ней')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByTestId('contact-email')).toHaveTextContent('anna@new.example'));
  },
};

/** An address of another participant is refused on the field, and no code is asked for. */
export const Taken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить почту' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Новая почта/ }), 'taken@romashka.ru');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByText('Эта почта принадлежит другому участнику')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /^Код из письма/ })).toBeNull();
  },
};

/** The address one already has. */
export const SameAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить почту' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Новая почта/ }), ownProfile.email ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByText('Это уже ваша почта')).toBeInTheDocument();
  },
};

/** While the code is being sent, the button spins. */
export const Sending: Story = {
  parameters: { features: { handlers: { ...contactsServer(), 'POST /api/profile/contacts/code': pending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить почту' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Новая почта/ }), 'anna@new.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Получить код/ })).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** Remove: asked first, then gone; sign-in goes on through Telegram. */
export const Remove: Story = {
  parameters: { features: { handlers: contactsServer() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить почту' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Удалить почту?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить почту' }));
    await expect(await body().findByText('Почта удалена')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByTestId('contact-email')).toHaveTextContent('Не указан'));
    await expect(canvas.getByRole('button', { name: 'Добавить почту' })).toBeInTheDocument();
  },
};

/** Without a Telegram nickname the e-mail is the only way in: no "Remove". */
export const EmailOnly: Story = {
  args: { profile: { ...ownProfile, tgName: null, tgId: null } },
  parameters: { features: { handlers: contactsServer({ ...ownProfile, tgName: null, tgId: null }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Изменить почту' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Удалить почту' })).toBeNull();
  },
};

/**
 * An e-mail-only member links Telegram (decision 0028): the bot links @anna_p, the dialog closes
 * with a toast, and the cached profile takes the nickname — so the e-mail may now be removed.
 */
export const LinkTelegram: Story = {
  args: { profile: { ...ownProfile, tgName: null, tgId: null } },
  parameters: { features: { handlers: contactsServer({ ...ownProfile, tgName: null, tgId: null }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Привязать Telegram' }));
    await expect(await body().findByRole('dialog', { name: 'Привязка Telegram' })).toBeInTheDocument();
    await expect(await body().findByText('Telegram @anna_p привязан', undefined, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'Удалить почту' })).toBeInTheDocument();
    await expect(canvas.getByTestId('contact-telegram')).toHaveTextContent('@anna_pпривязан');
  },
};

/** A Telegram-only member adds an e-mail. */
export const AddEmail: Story = {
  args: { profile: { ...ownProfile, email: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('contact-email')).toHaveTextContent('Не указан');
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить почту' }));
    await expect(canvas.getByRole('textbox', { name: /^Новая почта/ })).toHaveFocus();
  },
};

/** The code step in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change e-mail' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^New e-mail/ }), 'anna@new.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Get a code' }));
    await expect(await canvas.findByRole('textbox', { name: /^Code from the letter/ })).toBeInTheDocument();
  },
};

/** A phone screen. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
