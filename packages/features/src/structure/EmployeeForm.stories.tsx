import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmployeeForm } from './EmployeeForm.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, reply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { employees, structureServer } from './fixtures.ts';

const meta = {
  title: 'Features/Structure/EmployeeForm',
  component: EmployeeForm,
  decorators: [withFeatures],
  parameters: { features: { handlers: structureServer().handlers, route: '/organization_administration_settings/1/structure' } },
  beforeEach: clearToasts,
  args: { onClose: fn() },
} satisfies Meta<typeof EmployeeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');
const field = (d: HTMLElement, name: RegExp) => within(d).getByRole('textbox', { name });

/** A new employee: empty fields, the sign-in hint (for the picture). */
export const Create: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d).toHaveAccessibleName('Новый сотрудник');
    await expect(within(d).getByRole('group', { name: 'Вход' })).toHaveAccessibleDescription('Чтобы сотрудник мог войти, нужна электронная почта или никнейм и ID в Telegram.');
    // Status and gender start as "not set", the language as Russian.
    for (const radio of within(d).getAllByRole('radio', { name: 'Не указан' })) await expect(radio).toBeChecked();
    await expect(within(d).getByRole('radio', { name: 'Русский' })).toBeChecked();
  },
};

/** Required fields say 'Это поле обязательно'; without an e-mail or a Telegram nickname and ID the sign-in rule is shown on e-mail. */
export const Required: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(within(d).getAllByText('Это поле обязательно')).toHaveLength(2));
    await expect(field(d, /^Имя/)).toHaveAccessibleDescription('Это поле обязательно');
    await expect(field(d, /^Фамилия/)).toHaveAccessibleDescription('Это поле обязательно');
    await expect(within(d).getByText('Нужна электронная почта или никнейм и ID в Telegram, чтобы сотрудник мог войти')).toBeInTheDocument();
  },
};

/** The contract's checks on their fields: e-mail, phone, Telegram nickname and ID. */
export const InvalidFields: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.type(field(d, /^Имя/), 'Пётр');
    await userEvent.type(field(d, /^Фамилия/), 'Иванов');
    await userEvent.type(field(d, /^Электронная почта/), 'petr@');
    await userEvent.type(field(d, /^Телефон/), 'звонить');
    await userEvent.type(field(d, /^Никнейм в Telegram/), 'ab');
    await userEvent.type(field(d, /^Telegram ID/), '12a');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    await expect(await within(d).findByText('Введите адрес электронной почты, например name@company.ru')).toBeInTheDocument();
    await expect(within(d).getByText('Введите номер телефона: цифры, можно с + в начале')).toBeInTheDocument();
    await expect(within(d).getByText('Никнейм в Telegram: от 5 до 32 латинских букв, цифр или _')).toBeInTheDocument();
    await expect(within(d).getByText('Telegram ID состоит из цифр')).toBeInTheDocument();
  },
};

const createServer = structureServer();
/** A Telegram nickname and ID are enough; the body has every field; a toast confirms and the dialog closes. */
export const CreateWithTelegram: Story = {
  parameters: { features: { handlers: createServer.handlers } },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(field(d, /^Имя/), 'Пётр');
    await userEvent.type(field(d, /^Фамилия/), 'Иванов');
    await userEvent.type(field(d, /^Никнейм в Telegram/), '@petr_iv');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    await expect(await within(d).findByText('Нужна электронная почта или никнейм и ID в Telegram, чтобы сотрудник мог войти')).toBeInTheDocument();
    await userEvent.type(field(d, /^Telegram ID/), '987654321');
    await expect(within(d).queryByText('Нужна электронная почта или никнейм и ID в Telegram, чтобы сотрудник мог войти')).toBeNull();
    await userEvent.click(within(d).getByText('Работает'));
    await userEvent.click(within(within(d).getByRole('grid', { name: 'Подразделение' })).getByText('HR'));
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    await expect(await within(document.body).findByText('Сотрудник добавлен')).toBeInTheDocument();
    await expect(createServer.log.at(-1)).toEqual({
      call: 'POST /api/admin/employees',
      body: {
        firstName: 'Пётр',
        surname: 'Иванов',
        middleName: null,
        nickname: null,
        email: null,
        phone: null,
        tgName: '@petr_iv',
        tgId: '987654321',
        gender: null,
        status: 'working',
        jobTitle: null,
        divisionId: 1,
        location: null,
        hiredOn: null,
        birthDate: null,
        language: 'ru',
      },
    });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    clearToasts();
  },
};

/** The e-mail belongs to someone else: CONTACT_TAKEN on the field the server names. */
export const ContactTaken: Story = {
  parameters: { features: { handlers: { ...structureServer().handlers, 'POST /api/admin/employees': errorReply('CONTACT_TAKEN', 409, { field: 'tgName' }) } } },
  play: async () => {
    const d = await dialog();
    await userEvent.type(field(d, /^Имя/), 'Пётр');
    await userEvent.type(field(d, /^Фамилия/), 'Иванов');
    await userEvent.type(field(d, /^Электронная почта/), 'petr@romashka.ru');
    await userEvent.type(field(d, /^Никнейм в Telegram/), 'anna_p');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(field(d, /^Никнейм в Telegram/)).toHaveAccessibleDescription('Эти контактные данные уже принадлежат другому человеку'));
  },
};

/** Already a member: EMPLOYEE_EXISTS above the buttons. */
export const EmployeeExists: Story = {
  parameters: { features: { handlers: { ...structureServer().handlers, 'POST /api/admin/employees': errorReply('EMPLOYEE_EXISTS', 409) } } },
  play: async () => {
    const d = await dialog();
    await userEvent.type(field(d, /^Имя/), 'Иван');
    await userEvent.type(field(d, /^Фамилия/), 'Смирнов');
    await userEvent.type(field(d, /^Электронная почта/), 'ivan@romashka.ru');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent('Этот человек уже участник сообщества');
  },
};

/** The server's VALIDATION_ERROR issues on their fields. */
export const ServerValidation: Story = {
  parameters: {
    features: {
      handlers: {
        ...structureServer().handlers,
        'POST /api/admin/employees': reply(400, { error: { code: 'VALIDATION_ERROR', message: 'invalid', details: { issues: [{ path: 'email', message: 'validation.signInWay' }, { path: 'surname', message: 'validation.forbiddenCharacter' }] } } }),
      },
    },
  },
  play: async () => {
    const d = await dialog();
    await userEvent.type(field(d, /^Имя/), 'Пётр');
    await userEvent.type(field(d, /^Фамилия/), 'Иванов');
    await userEvent.type(field(d, /^Электронная почта/), 'petr@romashka.ru');
    await userEvent.click(within(d).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(field(d, /^Фамилия/)).toHaveAccessibleDescription('Текст содержит недопустимый символ'));
  },
};

const editServer = structureServer();
/** Editing: the record's values; only the changed fields are sent. */
export const Edit: Story = {
  args: { employee: employees[1] },
  parameters: { features: { handlers: editServer.handlers } },
  play: async () => {
    const d = await dialog();
    await expect(d).toHaveAccessibleName('Редактирование сотрудника');
    await expect(field(d, /^Телефон/)).toHaveValue('+7 900 123-45-67');
    await expect(field(d, /^Дата приёма/)).toHaveValue('15-06-2021');
    const job = field(d, /^Должность/);
    await userEvent.clear(job);
    await userEvent.type(job, 'Тимлид');
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить' }));
    await expect(await within(document.body).findByText('Изменения сохранены')).toBeInTheDocument();
    await expect(editServer.log.at(-1)).toEqual({ call: 'PATCH /api/admin/employees?id=2', body: { jobTitle: 'Тимлид' } });
    clearToasts();
  },
};

/** Editing a record whose e-mail another member has: CONTACT_TAKEN on e-mail. */
export const EditContactTaken: Story = {
  args: { employee: employees[1] },
  parameters: { features: { handlers: structureServer().handlers } },
  play: async () => {
    const d = await dialog();
    const email = field(d, /^Электронная почта/);
    await userEvent.clear(email);
    await userEvent.type(email, 'anna@romashka.ru');
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Эти контактные данные уже принадлежат другому человеку'));
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { employee: employees[0] } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
