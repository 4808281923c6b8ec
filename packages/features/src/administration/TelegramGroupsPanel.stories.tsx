import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TELEGRAM_GROUP_NAME_MAX_LENGTH, type TelegramGroup } from '@gratia/contracts';
import { TelegramGroupsPanel } from './TelegramGroupsPanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { demoTelegramGroups, telegramGroupsServer } from './fixtures.ts';

const ROUTE = '/organization_administration_settings/1/telegram';

const meta = {
  title: 'Features/Administration/TelegramGroupsPanel',
  component: TelegramGroupsPanel,
  decorators: [withFeatures],
  parameters: { features: { handlers: telegramGroupsServer().handlers, route: ROUTE } },
  beforeEach: clearToasts,
} satisfies Meta<typeof TelegramGroupsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The loaded table (tablets and desktops). */
async function loaded(canvasElement: HTMLElement, name = 'Telegram-группы') {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name });
  return { canvas, table };
}

/** The row of the group with this name. */
function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent === name);
  if (!row) throw new Error(`No row ${name}`);
  return row;
}

/** The open group dialog and its fields (Russian unless `en`). */
async function dialog(title: string, en = false) {
  const panel = await body().findByRole('dialog', { name: title });
  const inside = within(panel);
  return {
    panel,
    name: inside.getByRole('textbox', { name: en ? /^Name/ : /^Название/ }),
    chatId: inside.getByRole('textbox', { name: en ? /^Chat ID/ : /^ID чата/ }),
    submit: () => inside.getByRole('button', { name: en ? /^(Add|Save)$/ : /^(Добавить|Сохранить)$/ }),
  };
}

/** Replaces the text of a field. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** No horizontal scrolling: neither the page nor the panel runs out sideways. */
async function fitsWidth(canvasElement: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const panel = within(canvasElement).getByTestId('telegram-groups-panel');
  await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
}

/** Three groups by name: the company chat, sales and development, each with its chat id, the day added, Edit and Remove. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Telegram-группы' })).toBeInTheDocument();
    const names = within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    await expect(names).toEqual(['Gratia — все сотрудники', 'Продажи', 'Разработка — спасибо']);
    const everyone = rowOf(table, 'Gratia — все сотрудники');
    await expect(everyone).toHaveTextContent('-1001873204561');
    await expect(everyone).toHaveTextContent('12-01-2026');
    await expect(within(everyone).getByRole('button', { name: 'Изменить группу «Gratia — все сотрудники»' })).toBeInTheDocument();
    await expect(within(everyone).getByRole('button', { name: 'Удалить группу «Gratia — все сотрудники»' })).toBeInTheDocument();
    await expect(rowOf(table, 'Продажи')).toHaveTextContent('-482915307');
    await expect(canvas.getByRole('button', { name: 'Добавить группу' })).toBeEnabled();
  },
};

/** While the groups load: placeholders, the section busy, "Add group" waits. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...telegramGroupsServer().handlers, 'GET /api/telegram-groups': pending } } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('telegram-groups-panel');
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(panel).toHaveAttribute('data-state', 'loading');
    await expect(within(panel).getByRole('button', { name: 'Добавить группу' })).toBeDisabled();
  },
};

/** No group yet: what the groups are for, and "Add group". */
export const Empty: Story = {
  parameters: { features: { handlers: telegramGroupsServer([]).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Групп пока нет')).toBeInTheDocument();
    await expect(canvas.getByText(/бот будет принимать благодарности «\+N»/)).toBeInTheDocument();
    await expect(canvas.getByTestId('telegram-groups-panel')).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByRole('button', { name: 'Добавить группу' })).toBeEnabled();
  },
};

const longGroups: TelegramGroup[] = [
  { id: 1, name: `Общий чат всех офисов, филиалов и партнёров компании «Ромашка» для благодарностей, новостей и объявлений ${'я'.repeat(20)}`.slice(0, TELEGRAM_GROUP_NAME_MAX_LENGTH), chatId: '-1009999999999', createdAt: '2026-01-12T09:30:00.000Z' },
  { id: 2, name: 'Отдел_исследований_и_разработки_распределённых_систем_хранения_данных_и_аналитики', chatId: '-9999999999999', createdAt: '2026-02-03T14:05:00.000Z' },
  ...demoTelegramGroups.slice(1, 2),
];
/** Names as long as allowed (128 characters) and one without spaces: they wrap inside the table, nothing runs out sideways. */
export const LongNames: Story = {
  parameters: { features: { handlers: telegramGroupsServer(longGroups).handlers } },
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    await expect(table).toHaveTextContent('-9999999999999');
    await fitsWidth(canvasElement);
  },
};

/** Reads of GET /api/telegram-groups in {@link LoadError} (reset before it runs). */
let reads = 0;
/** The groups cannot be read: an error with a retry, which brings the table. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: {
      handlers: { ...telegramGroupsServer().handlers, 'GET /api/telegram-groups': () => (++reads === 1 ? errorReply('INTERNAL', 500) : { items: demoTelegramGroups }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить Telegram-группы')).toBeInTheDocument();
    await expect(canvas.getByTestId('telegram-groups-panel')).toHaveAttribute('data-state', 'error');
    clearToasts();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await loaded(canvasElement);
    await expect(reads).toBe(2);
    clearToasts();
  },
};

const createServer = telegramGroupsServer();
/** "Add group": an empty dialog with the hint where to find a chat id; a name and a pasted chat id with spaces and a typographic minus; the plain id is sent, a toast, the new row in name order. */
export const Create: Story = {
  parameters: { features: { handlers: createServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить группу' }));
    const { name, chatId, submit } = await dialog('Добавление Telegram-группы');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('');
    await expect(chatId).toHaveValue('');
    await expect(chatId).toHaveAccessibleDescription(/web\.telegram\.org\/a/);
    await userEvent.type(name, '  Маркетинг ');
    await userEvent.type(chatId, '−100 555 012 3456');
    await userEvent.click(submit());
    await expect(await body().findByText('Группа добавлена')).toBeInTheDocument();
    await expect(createServer.log).toEqual([{ method: 'POST', body: { name: 'Маркетинг', chatId: '-1005550123456' } }]);
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Добавление Telegram-группы' })).toBeNull());
    await waitFor(() => expect(rowOf(table, 'Маркетинг')).toHaveTextContent('-1005550123456'));
    await expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Gratia — все сотрудники', 'Маркетинг', 'Продажи', 'Разработка — спасибо']);
    clearToasts();
  },
};

const refusedServer = telegramGroupsServer();
/** A chat id the community already has: the server's TELEGRAM_GROUP_TAKEN on the chat id field; the dialog stays open, nothing is added. */
export const CreateRefused: Story = {
  parameters: { features: { handlers: refusedServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить группу' }));
    const { name, chatId, submit } = await dialog('Добавление Telegram-группы');
    await userEvent.type(name, 'Все сотрудники, ещё раз');
    await userEvent.type(chatId, '-1001873204561');
    await userEvent.click(submit());
    await waitFor(() => expect(chatId).toHaveAttribute('aria-invalid', 'true'));
    await expect(chatId).toHaveAccessibleDescription(/Группа с этим ID чата уже есть в сообществе/);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(refusedServer.log).toHaveLength(1);
    await expect(body().getByRole('dialog', { name: 'Добавление Telegram-группы' })).toBeInTheDocument();
    await expect(refusedServer.groups()).toHaveLength(3);
  },
};

const clientServer = telegramGroupsServer();
/** An empty name and a chat id that is a nickname: each field says what is wrong, nothing is sent. */
export const ClientValidation: Story = {
  parameters: { features: { handlers: clientServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить группу' }));
    const { name, chatId, submit } = await dialog('Добавление Telegram-группы');
    await userEvent.type(name, '   ');
    await userEvent.type(chatId, '@gratia_chat');
    await userEvent.click(submit());
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(/Это поле обязательно/);
    await expect(chatId).toHaveAttribute('aria-invalid', 'true');
    await expect(chatId).toHaveAccessibleDescription(/ID чата — целое число, например -1001234567890/);
    await expect(clientServer.log).toEqual([]);
  },
};

const editServer = telegramGroupsServer();
/** Edit the development chat: prefilled, only the changed name is sent, a toast, the row follows. */
export const Edit: Story = {
  parameters: { features: { handlers: editServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить группу «Разработка — спасибо»' }));
    const { name, chatId, submit } = await dialog('Редактирование Telegram-группы');
    await expect(name).toHaveValue('Разработка — спасибо');
    await expect(chatId).toHaveValue('-1002098417735');
    await retype(name, 'Разработка');
    await userEvent.click(submit());
    await expect(await body().findByText('Группа изменена')).toBeInTheDocument();
    await expect(editServer.log).toEqual([{ method: 'PATCH', id: 2, body: { name: 'Разработка' } }]);
    await waitFor(() => expect(rowOf(table, 'Разработка')).toHaveTextContent('-1002098417735'));
    clearToasts();
  },
};

const confirmServer = telegramGroupsServer();
/** Remove the sales group: the confirmation names the group and its chat id, and nothing is removed before the answer. */
export const DeleteConfirm: Story = {
  parameters: { features: { handlers: confirmServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить группу «Продажи»' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Удалить группу?' });
    await expect(confirm).toHaveTextContent('Группа «Продажи» (ID чата -482915307) будет удалена из сообщества');
    await expect(within(confirm).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    await expect(confirmServer.log).toEqual([]);
  },
};

const deleteServer = telegramGroupsServer();
/** Remove the sales group and confirm: a toast, and the row is gone. */
export const Delete: Story = {
  parameters: { features: { handlers: deleteServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить группу «Продажи»' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Удалить группу?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await expect(await body().findByText('Группа удалена')).toBeInTheDocument();
    await expect(deleteServer.log).toEqual([{ method: 'DELETE', id: 3 }]);
    await waitFor(() => expect(within(table).queryByText('Продажи')).toBeNull());
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    clearToasts();
  },
};

/** In English: the table, the dialog's labels and hint. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement, 'Telegram groups');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Telegram groups' })).toBeInTheDocument();
    await expect(within(table).getByRole('columnheader', { name: 'Chat ID' })).toBeInTheDocument();
    await expect(within(rowOf(table, 'Продажи')).getByRole('button', { name: 'Remove the group “Продажи”' })).toBeInTheDocument();
  },
};

const englishServer = telegramGroupsServer();
/** In English, the refusal of a taken chat id on its field, and the confirmation of a removal. */
export const EnglishRefused: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: englishServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement, 'Telegram groups');
    await userEvent.click(canvas.getByRole('button', { name: 'Add group' }));
    const { name, chatId, submit } = await dialog('Add a Telegram group', true);
    await expect(chatId).toHaveAccessibleDescription(/the number after # in the address bar/);
    await userEvent.type(name, 'Sales again');
    await userEvent.type(chatId, '-482915307');
    await userEvent.click(submit());
    await waitFor(() => expect(chatId).toHaveAttribute('aria-invalid', 'true'));
    await expect(chatId).toHaveAccessibleDescription(/A group with this chat ID is already in the community/);
    await expect(englishServer.log).toHaveLength(1);
  },
};

/** A phone (375 px): the groups as cards with their chat id and day added, nothing runs out sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { features: { handlers: telegramGroupsServer(longGroups).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByTestId('telegram-group-card');
    await expect(cards).toHaveLength(3);
    await expect(cards[1]).toHaveTextContent('ID чата: -9999999999999');
    await expect(cards[1]).toHaveTextContent('Добавлена 03-02-2026');
    await expect(canvas.getByRole('button', { name: 'Добавить группу' })).toBeVisible();
    await fitsWidth(canvasElement);
  },
};

/** A phone with the add dialog open and a refusal on the chat id: the fields one under the other, nothing runs out sideways. */
export const PhoneDialog: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { features: { handlers: telegramGroupsServer().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить группу' }));
    const { panel, name, chatId, submit } = await dialog('Добавление Telegram-группы');
    await userEvent.type(name, 'Продажи');
    await userEvent.type(chatId, '12a');
    await userEvent.click(submit());
    await waitFor(() => expect(chatId).toHaveAttribute('aria-invalid', 'true'));
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
