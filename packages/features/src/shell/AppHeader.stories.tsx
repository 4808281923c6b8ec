import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHeader } from './AppHeader.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { meAdmin, meLongName, meSuperuser, settingsWithLogo } from '../testing/fixtures.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';

const meta = {
  title: 'Features/Shell/AppHeader',
  component: AppHeader,
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen', features: { handlers: defaultHandlers } },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const User: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Пользователь')).toBeInTheDocument();
    await expect(canvas.getByText('Анна Петрова')).toBeInTheDocument();
  },
};
export const Administrator: Story = { parameters: { features: { handlers: { 'GET /api/profile/me': meAdmin } } } };
export const Superuser: Story = { parameters: { features: { handlers: { 'GET /api/profile/me': meSuperuser } } } };
export const English: Story = { globals: { locale: 'en' }, parameters: { features: { handlers: { 'GET /api/profile/me': meAdmin } } } };
export const WithLogo: Story = { parameters: { features: { handlers: { 'GET /api/organization/settings': settingsWithLogo } } } };
export const LongName: Story = { parameters: { features: { handlers: { 'GET /api/profile/me': meLongName } } } };
export const Loading: Story = {
  parameters: { features: { handlers: { 'GET /api/profile/me': pending, 'GET /api/organization/settings': pending } } },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Logout asks Yes/Cancel; Cancel keeps the member signed in. */
export const LogoutCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Выйти' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('Выйти из аккаунта?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
  },
};

/** Logout failing shows the error toast (SPEC §8). */
export const LogoutFails: Story = {
  parameters: { features: { handlers: { 'POST /api/auth/logout': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Выйти' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await expect(await within(document.body).findByText('Произошла ошибка')).toBeInTheDocument();
  },
};
