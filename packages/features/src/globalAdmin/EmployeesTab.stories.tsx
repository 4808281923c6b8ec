import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmployeesTab, type EmployeesTabProps } from './EmployeesTab.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { clearToasts } from '../testing/storyHelpers.ts';
import { demoCommunities, globalAdminServer } from './fixtures.ts';
import { body, fitsWidth, phone, pick } from './storyHelpers.ts';

/** Keeps the chosen community in state, as the global admin page does for its tabs (and reports each choice). */
function Harness({ community: initial, onCommunityChange }: EmployeesTabProps) {
  const [community, setCommunity] = useState(initial);
  return (
    <EmployeesTab
      community={community}
      onCommunityChange={(next) => {
        setCommunity(next);
        onCommunityChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/GlobalAdmin/EmployeesTab',
  component: EmployeesTab,
  decorators: [withFeatures],
  args: { community: null, onCommunityChange: fn() },
  parameters: { features: { handlers: globalAdminServer().handlers, route: '/global_admin' } },
  beforeEach: clearToasts,
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof EmployeesTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before a community is chosen the employees tab asks for one. */
export const NoCommunity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Новый сотрудник' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Принять сотрудника' })).toBeNull();
    await expect(canvas.getByText('Выберите сообщество, чтобы продолжить.')).toBeInTheDocument();
  },
};

const hireServer = globalAdminServer();
/** Hire into «Ромашка», division Backend: the body as the structure tab sends it, a toast, the form empties. */
export const HireEmployee: Story = {
  parameters: { features: { handlers: hireServer.handlers } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Ромашка');
    await expect(args.onCommunityChange).toHaveBeenLastCalledWith(demoCommunities[0]);
    await userEvent.click(await canvas.findByRole('button', { name: /^Без подразделения/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Бэкенд' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Фамилия/ }), 'Соколов');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Имя/ }), 'Дмитрий');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Электронная почта/ }), 'd.sokolov@romashka.ru');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Должность/ }), 'Инженер');
    await userEvent.click(canvas.getByRole('button', { name: 'Принять сотрудника' }));
    await expect(await body().findByText('Сотрудник принят')).toBeInTheDocument();
    await expect(hireServer.log.at(-1)).toMatchObject({
      path: '/api/global/employees',
      query: { organizationId: '1' },
      body: { surname: 'Соколов', firstName: 'Дмитрий', email: 'd.sokolov@romashka.ru', jobTitle: 'Инженер', divisionId: 13, language: 'ru' },
    });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Фамилия/ })).toHaveValue(''));
    clearToasts();
  },
};

const hireRefusedServer = globalAdminServer();
/** Names missing: refused before sending; then an e-mail someone has: CONTACT_TAKEN on the e-mail field. */
export const HireEmployeeRefused: Story = {
  parameters: { features: { handlers: hireRefusedServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Ромашка');
    await userEvent.click(canvas.getByRole('button', { name: 'Принять сотрудника' }));
    const surname = canvas.getByRole('textbox', { name: /^Фамилия/ });
    await waitFor(() => expect(surname).toHaveAttribute('aria-invalid', 'true'));
    await expect(hireRefusedServer.log).toEqual([]);
    await userEvent.type(surname, 'Петрова');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Имя/ }), 'Анна');
    const email = canvas.getByRole('textbox', { name: /^Электронная почта/ });
    await userEvent.type(email, 'anna@romashka.ru');
    await userEvent.click(canvas.getByRole('button', { name: 'Принять сотрудника' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(/уже принадлежат другому человеку/);
  },
};

/** The employee form on a phone, in English. */
export const PhoneEnglish: Story = {
  globals: { ...phone, locale: 'en' },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Ромашка', /^Community/);
    await expect(await within(canvasElement).findByRole('button', { name: 'Hire employee' })).toBeVisible();
    await fitsWidth();
  },
};
