import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { meUser } from '../testing/fixtures.ts';
import { errorReply, type MockRequest } from '../testing/mockFetch.ts';

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
