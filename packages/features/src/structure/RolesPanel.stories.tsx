import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PERMISSION_MATRIX } from '@gratia/contracts';
import { RolesPanel } from './RolesPanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { grants, roleLog, rolesServer } from './fixtures.ts';

const meta = {
  title: 'Features/Structure/RolesPanel',
  component: RolesPanel,
  decorators: [withFeatures],
  parameters: { features: { handlers: rolesServer().handlers, route: '/organization_administration_settings/1/roles' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof RolesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const grantRows = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('grid', { name: 'Назначенные роли' })).queryAllByRole('row').slice(1);
const ready = async (canvasElement: HTMLElement, count = grants.length) => waitFor(() => expect(grantRows(canvasElement)).toHaveLength(count));

/** The grants (a manager's division, "Whole community", the seed's admin), the log and the permission matrix as a real table. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(grantRows(canvasElement)[2]).toHaveTextContent('Иван СмирновМенеджерBackend');
    await expect(grantRows(canvasElement)[3]).toHaveTextContent('Всё сообщество');
    await expect(grantRows(canvasElement)[0]).toHaveTextContent('При создании сообщества');
    const matrix = canvas.getByRole('table', { name: 'Права ролей' });
    await expect(within(matrix).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Возможность', 'Пользователь', 'Менеджер', 'Контролёр', 'Администратор маркета', 'Администратор', 'Суперпользователь']);
    await expect(within(matrix).getAllByRole('rowheader')).toHaveLength(PERMISSION_MATRIX.length);
    const structure = within(matrix).getByRole('rowheader', { name: /^Структура/ }).closest('tr')!;
    await expect([...structure.querySelectorAll('td')].map((td) => td.lastElementChild?.textContent)).toEqual(['Нет', 'Нет', 'Нет', 'Нет', 'Да', 'Нет']);
    // The role screens' rows (docs/decisions/0023): a manager gives points, controllers and admins approve.
    const cells = (name: RegExp) => [...within(matrix).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td')].map((td) => td.lastElementChild?.textContent);
    await expect(cells(/^Передача баллов/)).toEqual(['Нет', 'Да', 'Нет', 'Нет', 'Нет', 'Нет']);
    await expect(cells(/^Одобрение благодарностей/)).toEqual(['Нет', 'Нет', 'Да', 'Нет', 'Да', 'Нет']);
    // The market's administrators keep their market; only admins open markets (docs/decisions/0046).
    await expect(cells(/^Администрирование маркета/)).toEqual(['Нет', 'Нет', 'Нет', 'Да', 'Да', 'Нет']);
    await expect(await canvas.findByTestId('threshold-in-force')).toHaveTextContent('Сейчас благодарности больше 50 спасибо ждут одобрения контролёра');
    const log = await canvas.findByRole('list', { name: 'Журнал изменений ролей' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(30));
  },
};

const grantServer = rolesServer();
/** Grant a manager role for a division: person from the search, role with its description, the division; the table and log follow. */
export const Grant: Story = {
  parameters: { features: { handlers: grantServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const form = canvas.getByRole('form', { name: 'Назначить роль' });
    await userEvent.type(within(form).getByRole('combobox', { name: /Сотрудник/ }), 'Кузн');
    await userEvent.click(await body().findByRole('option', { name: /Мария Кузнецова/ }));
    await userEvent.click(within(form).getByRole('button', { name: /Роль/ }));
    await userEvent.click(await body().findByRole('option', { name: /Менеджер/ }));
    await expect(within(form).getByText('Распределяет баллы сотрудникам своего подразделения')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: /Подразделение менеджера/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Backend' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Назначить' }));
    await expect(await body().findByText('Роль назначена')).toBeInTheDocument();
    await expect(grantServer.log.at(-1)).toEqual({ call: 'POST /api/admin/roles', body: { userId: 3, role: 'M', divisionId: 2 } });
    await ready(canvasElement, grants.length + 1);
    const log = canvas.getByRole('list', { name: 'Журнал изменений ролей' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('Мария Кузнецова: назначена роль «Менеджер», подразделение «Backend»'));
    clearToasts();
  },
};

/** No person chosen: 'Это поле обязательно'; a role the person holds: ROLE_EXISTS. */
export const GrantErrors: Story = {
  parameters: { features: { handlers: rolesServer().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const form = canvas.getByRole('form', { name: 'Назначить роль' });
    await userEvent.click(within(form).getByRole('button', { name: 'Назначить' }));
    await expect(await within(form).findByText('Это поле обязательно')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('combobox', { name: /Сотрудник/ }), 'Петр');
    await userEvent.click(await body().findByRole('option', { name: /Анна Петрова/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Назначить' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('У сотрудника уже есть эта роль');
  },
};

const revokeServer = rolesServer();
/** Revoke after a confirmation: the row goes, the log says so. */
export const Revoke: Story = {
  parameters: { features: { handlers: revokeServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Отозвать роль «Администратор» у Мария Кузнецова' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Отозвать роль?' });
    await expect(confirm).toHaveTextContent('Мария Кузнецова больше не будет «Администратор».');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отозвать' }));
    await expect(await body().findByText('Роль отозвана')).toBeInTheDocument();
    await ready(canvasElement, grants.length - 1);
    await expect(revokeServer.log.at(-1)?.call).toBe('DELETE /api/admin/roles?id=2');
    clearToasts();
  },
};

/** One's own administrator role cannot be revoked: SELF_ACTION as a toast, the row stays. */
export const RevokeSelf: Story = {
  parameters: { features: { handlers: rolesServer().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Отозвать роль «Администратор» у Анна Петрова' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Отозвать роль?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отозвать' }));
    await expect(await body().findByText('Это действие нельзя выполнить над самим собой')).toBeInTheDocument();
    await ready(canvasElement);
  },
};

/** The revoke confirmation (for the picture). */
export const RevokeConfirm: Story = {
  parameters: { features: { handlers: rolesServer().handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Отозвать роль «Менеджер» у Иван Смирнов' }));
    await expect(await body().findByRole('alertdialog')).toBeInTheDocument();
  },
};

/** The log: 30 entries, then "Show more" loads the rest. */
export const LogMore: Story = {
  parameters: { features: { handlers: rolesServer({ changes: roleLog(35) }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('list', { name: 'Журнал изменений ролей' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(30));
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(35));
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { features: { handlers: { ...rolesServer().handlers, 'GET /api/admin/roles': pending, 'GET /api/admin/roles/log': pending } } },
};

export const Empty: Story = {
  parameters: { features: { handlers: { ...rolesServer().handlers, 'GET /api/admin/roles': { items: [] }, 'GET /api/admin/roles/log': { items: [], nextCursor: null } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ролей пока нет')).toBeInTheDocument();
    await expect(await within(canvasElement).findByText('Изменений пока не было')).toBeInTheDocument();
  },
};

/** One grant only. */
export const OneGrant: Story = {
  parameters: { features: { handlers: { ...rolesServer().handlers, 'GET /api/admin/roles': { items: grants.slice(0, 1) } } } },
  play: async ({ canvasElement }) => ready(canvasElement, 1),
};

export const ErrorFace: Story = {
  parameters: { features: { handlers: { ...rolesServer().handlers, 'GET /api/admin/roles': errorReply('INTERNAL', 500), 'GET /api/admin/roles/log': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить роли')).toBeInTheDocument();
    await expect(await within(canvasElement).findByText('Не удалось загрузить журнал')).toBeInTheDocument();
    clearToasts();
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

const thresholdForm = (canvasElement: HTMLElement) => within(within(canvasElement).getByTestId('approval-threshold'));
const thresholdServer = rolesServer();
/** The approval threshold: 50 in force; 80 saved (a toast, the line under the field follows), then cleared — approvals off. */
export const ThresholdSave: Story = {
  parameters: { features: { handlers: thresholdServer.handlers } },
  play: async ({ canvasElement }) => {
    const form = thresholdForm(canvasElement);
    const field = await form.findByRole('textbox', { name: 'Порог, баллов' });
    await waitFor(() => expect(field).toHaveValue('50'));
    await userEvent.clear(field);
    await userEvent.type(field, '80');
    await userEvent.click(form.getByRole('button', { name: 'Сохранить порог' }));
    await expect(await body().findByText('Порог сохранён')).toBeInTheDocument();
    await expect(thresholdServer.log.at(-1)).toEqual({ call: 'PATCH /api/organization/economy', body: { approvalThreshold: 80 } });
    await waitFor(() => expect(form.getByTestId('threshold-in-force')).toHaveTextContent('Сейчас благодарности больше 80 спасибо ждут одобрения контролёра'));
    clearToasts();
    await userEvent.clear(field);
    await userEvent.click(form.getByRole('button', { name: 'Сохранить порог' }));
    await expect(await body().findByText('Одобрение выключено')).toBeInTheDocument();
    await expect(thresholdServer.log.at(-1)).toEqual({ call: 'PATCH /api/organization/economy', body: { approvalThreshold: null } });
    await waitFor(() => expect(form.getByTestId('threshold-in-force')).toHaveTextContent('Сейчас одобрение выключено: все благодарности приходят сразу'));
    clearToasts();
  },
};

const invalidServer = rolesServer();
/** A threshold that is not a whole number, or under 1, is refused in the field and nothing is sent. */
export const ThresholdInvalid: Story = {
  parameters: { features: { handlers: invalidServer.handlers } },
  play: async ({ canvasElement }) => {
    const form = thresholdForm(canvasElement);
    const field = await form.findByRole('textbox', { name: 'Порог, баллов' });
    await waitFor(() => expect(field).toHaveValue('50'));
    await userEvent.clear(field);
    await userEvent.type(field, '12,5');
    await userEvent.click(form.getByRole('button', { name: 'Сохранить порог' }));
    await expect(field).toHaveAccessibleDescription(/Только целое число, например 50/);
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(form.getByRole('button', { name: 'Сохранить порог' }));
    await expect(field).toHaveAccessibleDescription(/Порог — не меньше 1 балла/);
    await expect(invalidServer.log.filter((c) => c.call.startsWith('PATCH'))).toEqual([]);
  },
};

/** No threshold set: the field is empty and the line says approvals are off. */
export const ThresholdOff: Story = {
  parameters: { features: { handlers: rolesServer({ threshold: null }).handlers } },
  play: async ({ canvasElement }) => {
    const form = thresholdForm(canvasElement);
    await expect(await form.findByTestId('threshold-in-force')).toHaveTextContent('Сейчас одобрение выключено');
    await expect(form.getByRole('textbox', { name: 'Порог, баллов' })).toHaveValue('');
  },
};
