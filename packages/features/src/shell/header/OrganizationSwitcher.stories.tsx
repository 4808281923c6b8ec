import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrganizationSwitcher } from './OrganizationSwitcher.tsx';
import { withFeatures } from '../../testing/decorators.tsx';
import { meUser } from '../../testing/fixtures.ts';
import { errorReply } from '../../testing/mockFetch.ts';
import { roles, shellHandlers } from '../fixtures.ts';

const meta = {
  title: 'Features/Shell/OrganizationSwitcher',
  component: OrganizationSwitcher,
  decorators: [withFeatures],
  parameters: { layout: 'centered', features: { handlers: shellHandlers } },
} satisfies Meta<typeof OrganizationSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const meOfOne = fn(() => ({ ...meUser, communities: 1 }));

/** A member of one community is offered no change at all: the button does not show. */
export const SingleCommunity: Story = {
  parameters: { features: { handlers: { ...shellHandlers, 'GET /api/profile/me': meOfOne } } },
  play: async ({ canvasElement }) => {
    // Once the profile is known, nothing is offered.
    await waitFor(() => expect(meOfOne).toHaveBeenCalled(), { timeout: 5000 });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(within(canvasElement).queryByRole('button', { name: 'Сменить сообщество' })).toBeNull();
  },
};

/** Choosing the current community just closes the dialog. */
export const CurrentJustCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Сменить сообщество' }));
    await userEvent.click(await body().findByRole('button', { name: 'Ромашка (текущее)' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};
/** Another community: the form switches to the code; a wrong code is refused, the right one closes. */
export const SwitchWithCode: Story = {
  args: { loadPage: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Сменить сообщество' }));
    await userEvent.click(await body().findByRole('button', { name: 'Вектор Логистик' }));
    const dialog = await body().findByRole('dialog', { name: 'Подтвердите смену сообщества' });
    const code = within(dialog).getByLabelText('Код из 6 цифр');
    await userEvent.type(code, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await expect(await within(dialog).findByText('Код состоит из 6 цифр')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await expect(await within(dialog).findByText('Неверный код. Осталось попыток: 4')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.loadPage).toHaveBeenCalledWith('/main');
  },
};
/** The change request refused (not a member): the message shows, the list stays. */
export const RequestRefused: Story = {
  parameters: { features: { handlers: { 'POST /api/organizations/change': errorReply('FORBIDDEN', 403) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Сменить сообщество' }));
    await userEvent.click(await body().findByRole('button', { name: 'Вектор Логистик' }));
    await expect(await body().findByText('Недостаточно прав для этого действия')).toBeInTheDocument();
  },
};
export const OpenUser: Story = { args: { defaultOpen: true } };
export const OpenAdministrator: Story = { args: { defaultOpen: true }, parameters: { features: { handlers: roles.admin } } };
export const OpenSuperuser: Story = { args: { defaultOpen: true }, parameters: { features: { handlers: roles.superuser } } };
export const OpenEnglish: Story = {
  args: { defaultOpen: true },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Ромашка (current)' })).toBeInTheDocument();
  },
};
