import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { meUser } from '../testing/fixtures.ts';
import { errorReply, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';

const requestCode = fn((_req: MockRequest) => ({ channel: 'log', expiresIn: 600 }));
const verify = fn((req: MockRequest) =>
  (req.body as { code: string }).code === '000000' ? meUser : errorReply('INVALID_CODE', 400, { attemptsLeft: 4 }),
);

const meta = {
  title: 'Features/Auth/LoginForm',
  component: LoginForm,
  decorators: [withFeatures],
  parameters: {
    features: { route: '/login', handlers: { 'POST /api/auth/code': requestCode, 'POST /api/auth/verify': verify } },
  },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const InviteWithSharedKey: Story = { args: { initialSharedKey: 'ROMASHKA-2025' } };

/**
 * Step 1 → step 2 with the hint of a server without e-mail or Telegram (ask the administrator) →
 * a wrong code, shown under the field only (no toast repeats it), then the right one.
 */
export const SignInFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByText(/Код входа выдаёт администратор сообщества/)).toBeInTheDocument();
    await expect(requestCode).toHaveBeenCalled();
    const code = canvas.getByRole('textbox', { name: /Код/ });
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(await canvas.findByText('Неверный код. Осталось попыток: 4')).toBeInTheDocument();
    await expect(within(document.body).getAllByText('Неверный код. Осталось попыток: 4')).toHaveLength(1);
    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(verify).toHaveBeenCalledTimes(2);
  },
};

/** Client-side validation: empty login, a code that is not 6 digits. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByText('Это поле обязательно')).toBeInTheDocument();
  },
};

/** The server sends no more codes for this login (429): the code step opens, the codes already sent still work. */
export const CodesLimited: Story = {
  parameters: { features: { handlers: { 'POST /api/auth/code': errorReply('RATE_LIMITED', 429, { retryAfter: 540 }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByText(/новый можно запросить через 9 мин/)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Код/ })).toBeInTheDocument();
  },
};

/** Too many wrong codes (429 on verify): the field says when to try again, from the server's `retryAfter`; no toast repeats it. */
export const VerifyLimited: Story = {
  parameters: { features: { handlers: { 'POST /api/auth/verify': errorReply('RATE_LIMITED', 429, { retryAfter: 1740 }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Код/ }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    const message = 'Слишком много попыток. Попробуйте снова через 29 мин.';
    await expect(await canvas.findByText(message)).toBeInTheDocument();
    await expect(within(document.body).getAllByText(message)).toHaveLength(1);
  },
};

/** A failure that is about no field (the server failed) is a toast, and the form stays as it was. */
export const ServerErrorEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: { 'POST /api/auth/code': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Get a code' }));
    await expect(await within(document.body).findByText('An error occurred')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('An error occurred')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('anna@example.com');
  },
};

export const CodeByEmailEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: { 'POST /api/auth/code': { channel: 'email', expiresIn: 600 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Get a code' }));
    await expect(await canvas.findByText('We sent a code to the e-mail anna@example.com')).toBeInTheDocument();
  },
};

export const LongLogin: Story = {
  args: { initialSharedKey: 'a-very-long-community-shared-key-0123456789abcdef-0123456789' },
};

/** Calls of {@link Invited}, in order (reset before it runs). */
const invitedCalls: { path: string; body: unknown }[] = [];
/**
 * Signing in from an invite link (`/login?invite=…`, docs/decisions/0032): no community key field,
 * the token goes with both calls; a link used up meanwhile is refused with its message as a toast.
 */
export const Invited: Story = {
  args: { inviteToken: 'K3f9Qa2mK3f9Qa2mK3f9Qa2mK3f9Qa2mK3f9Qa2mK3f' },
  beforeEach: () => {
    invitedCalls.length = 0;
  },
  parameters: {
    features: {
      handlers: {
        'POST /api/auth/code': (req: MockRequest) => {
          invitedCalls.push({ path: 'code', body: req.body });
          return { channel: 'email', expiresIn: 600 };
        },
        'POST /api/auth/verify': (req: MockRequest) => {
          invitedCalls.push({ path: 'verify', body: req.body });
          return errorReply('INVITE_USED_UP', 410);
        },
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /Ключ сообщества/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'new.colleague@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Код/ }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(await within(document.body).findByText('Ссылка-приглашение уже использована')).toBeInTheDocument();
    await expect(invitedCalls).toEqual([
      { path: 'code', body: { login: 'new.colleague@example.com', inviteToken: args.inviteToken } },
      { path: 'verify', body: { login: 'new.colleague@example.com', inviteToken: args.inviteToken, code: '123456' } },
    ]);
    clearToasts();
  },
};

/** The sign-up of a new company (docs/decisions/0035): a work e-mail only, no community key; back to sign-in. */
export const SignUp: Story = {
  args: { initialSignUp: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Создать сообщество' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Ключ сообщества/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Вход в Gratia' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Создать сообщество' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Создать сообщество' })).toBeVisible();
  },
};
export const SignUpEnglish: Story = { args: { initialSignUp: true }, globals: { locale: 'en' } };
export const SignUpPhone: Story = { args: { initialSignUp: true }, globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Sign-up takes an e-mail only: a Telegram nickname is refused on the field before anything is sent. */
export const SignUpNotEmail: Story = {
  args: { initialSignUp: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    requestCode.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: /e-mail/i }), '@anna');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(canvas.getByRole('textbox', { name: /e-mail/i })).toHaveAttribute('aria-invalid', 'true');
    await expect(requestCode).not.toHaveBeenCalled();
  },
};

/** Both calls carry `signUp: true`; the code step is the sign-in's. */
export const SignUpFlow: Story = {
  args: { initialSignUp: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    requestCode.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: /e-mail/i }), 'founder@romashka.ru');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByRole('textbox', { name: /Код/ })).toBeVisible();
    await expect(requestCode.mock.calls[0]?.[0].body).toEqual({ login: 'founder@romashka.ru', signUp: true });
    clearToasts();
  },
};
