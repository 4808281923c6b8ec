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

/** Step 1 → step 2 with the 'server log' hint → a wrong code, then the right one. */
export const SignInFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByText(/код записан в журнал сервера/)).toBeInTheDocument();
    await expect(requestCode).toHaveBeenCalled();
    const code = canvas.getByRole('textbox', { name: /Код/ });
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(await canvas.findByText('Неверный код. Осталось попыток: 4')).toBeInTheDocument();
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
