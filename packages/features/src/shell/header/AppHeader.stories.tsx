import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHeader } from './AppHeader.tsx';
import { withFeatures } from '../../testing/decorators.tsx';
import { meLongName, settingsWithLogo } from '../../testing/fixtures.ts';
import { errorReply, pending, reply } from '../../testing/mockFetch.ts';
import { noPeriod, roles, shellHandlers } from '../fixtures.ts';

const meta = {
  title: 'Features/Shell/AppHeader',
  component: AppHeader,
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen', features: { handlers: shellHandlers } },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member: name, shown role 'Пользователь', profile button to /other_profile/{own id}. */
export const User: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Пользователь')).toBeInTheDocument();
    await expect(canvas.getByText('Анна Петрова')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Анна Петрова Пользователь' })).toHaveAttribute('href', '/other_profile/1');
    await expect(canvas.getByRole('link', { name: 'Ромашка' })).toHaveAttribute('href', '/main');
  },
};
export const Administrator: Story = {
  parameters: { features: { handlers: roles.admin } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Администратор')).toBeInTheDocument();
  },
};
export const Superuser: Story = {
  parameters: { features: { handlers: roles.superuser } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Суперпользователь')).toBeInTheDocument();
  },
};
export const UserEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('User')).toBeInTheDocument();
  },
};
export const AdministratorEnglish: Story = { globals: { locale: 'en' }, parameters: { features: { handlers: roles.admin } } };
export const SuperuserEnglish: Story = { globals: { locale: 'en' }, parameters: { features: { handlers: roles.superuser } } };
/** The organization's photo2 logo, kept within 166×35. */
export const WithLogo: Story = {
  parameters: { features: { handlers: { 'GET /api/organization/settings': settingsWithLogo } } },
  play: async ({ canvasElement }) => {
    const img = await within(canvasElement).findByRole('img', { name: 'Ромашка' });
    await waitFor(() => expect(img.getBoundingClientRect().width).toBeLessThanOrEqual(166));
    await expect(img.getBoundingClientRect().height).toBeLessThanOrEqual(35);
  },
};
export const LongName: Story = { parameters: { features: { handlers: { 'GET /api/profile/me': meLongName } } } };
export const Loading: Story = {
  parameters: { features: { handlers: { 'GET /api/profile/me': pending, 'GET /api/organization/settings': pending } } },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** No active period: the bell shows '1' and its panel opens by itself (SPEC §4). */
export const NoActivePeriod: Story = {
  parameters: { features: { handlers: noPeriod } },
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: 'Уведомления' }, { timeout: 3000 });
    await expect(within(panel).getByText('Нет активного периода')).toBeInTheDocument();
    await expect(within(document.body).getByTestId('notification-badge')).toHaveTextContent('1');
  },
};

/** Logout asks Yes/Cancel; Cancel keeps the member signed in. */
export const LogoutCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Выйти' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('Выйти из аккаунта?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Logout failing with a server message shows that message (SPEC §8). */
export const LogoutFailsWithMessage: Story = {
  parameters: {
    features: {
      handlers: { 'POST /api/auth/logout': reply(503, { error: { code: 'INTERNAL', message: 'Сервис выхода временно недоступен' } }) },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Выйти' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await expect(await within(document.body).findByText('Сервис выхода временно недоступен')).toBeInTheDocument();
  },
};

/** Logout failing without a message shows the generic error (SPEC §8). */
export const LogoutFails: Story = {
  parameters: { features: { handlers: { 'POST /api/auth/logout': reply(502) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Выйти' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await expect(await within(document.body).findByText('Произошла ошибка')).toBeInTheDocument();
  },
};

/** Switching the language saves it to the profile settings too. */
export const SwitchLanguage: Story = {
  parameters: { features: { handlers: { 'PUT /api/profile/settings': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Язык/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'English' }));
    await expect(await canvas.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};

/** Phone: the same language select as on a desktop, its trigger shortened to 'RU'; the full name stays its accessible name. */
export const PhoneSwitchLanguage: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: /Русский/ });
    await expect(within(trigger).getByText('RU')).toBeVisible();
    await expect(trigger.getBoundingClientRect().width).toBeLessThan(100);
    await userEvent.click(trigger);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'English' }));
    const english = await canvas.findByRole('button', { name: /English/ });
    await expect(within(english).getByText('EN')).toBeVisible();
    // Who is signed in: the avatar shows, the name is the profile link's name; nothing spills sideways.
    await expect(canvas.getByRole('link', { name: /Анна Петрова/ })).toHaveAttribute('href', '/other_profile/1');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(await canvas.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};
