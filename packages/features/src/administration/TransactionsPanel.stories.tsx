import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TransactionsPanel } from './TransactionsPanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { demoMovements, transactionsServer } from './fixtures.ts';

const ROUTE = '/organization_administration_settings/1/transactions';

const meta = {
  title: 'Features/Administration/TransactionsPanel',
  component: TransactionsPanel,
  decorators: [withFeatures],
  parameters: { features: { handlers: transactionsServer().handlers, route: ROUTE } },
  beforeEach: clearToasts,
} satisfies Meta<typeof TransactionsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const TABLE = 'Переводы сообщества';

/** Types `query` into the combobox `field` and takes the one colleague offered, with the keyboard. */
async function chooseMember(dialog: ReturnType<typeof within>, field: RegExp, query: string, name: RegExp, index = 0) {
  await userEvent.type(dialog.getAllByRole('combobox', { name: field })[index]!, query);
  await body().findByRole('option', { name });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
}

/** Every movement, newest first: both sides with their accounts, the anonymous sender hidden, a waiting thanks; the transfers to many above, a scheduled one cancellable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: TABLE });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(6);
    await expect(rows[0]).toHaveTextContent(/Ручной перевод.*Сообщество · счёт сообщества.*Иван Смирнов · личный счёт.*150 балл\S*.*Победа в хакатоне.*Анна Петрова/);
    await expect(rows[2]).toHaveTextContent(/Аноним · баллы к раздаче/);
    await expect(rows[5]).toHaveTextContent(/Благодарность · ожидает.*ожидающие переводы/);
    const batches = canvas.getByTestId('transfer-batches');
    await expect(within(batches).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(batches).getByText('Запланирован')).toBeInTheDocument();
    await expect(canvas.getByTestId('movements-export')).toHaveAttribute('href', '/api/admin/movements/export?lang=ru');
  },
};

export const Loading: Story = { parameters: { features: { handlers: { ...transactionsServer().handlers, 'GET /api/admin/movements': pending } } } };
export const LoadError: Story = { parameters: { features: { handlers: { ...transactionsServer().handlers, 'GET /api/admin/movements': errorReply('INTERNAL', 500) } } } };
/** A new community: nothing has moved yet, no transfers to many; what the tab is for, and the first transfer. */
export const Empty: Story = {
  parameters: { features: { handlers: transactionsServer({ movements: [], batches: [] }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Переводов пока не было')).toBeInTheDocument();
    await expect(canvas.queryByTestId('transfer-batches')).toBeNull();
  },
};

/** Filtering by type narrows the list on the server and the export link; nothing matching says so and offers to reset. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: TABLE });
    await userEvent.click(canvas.getByRole('button', { name: /Тип/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Перераспределение' }));
    await waitFor(() => expect(within(canvas.getByRole('grid', { name: TABLE })).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByTestId('movements-export')).toHaveAttribute('href', '/api/admin/movements/export?type=redistribution&lang=ru');
    await userEvent.click(canvas.getByRole('button', { name: /Тип/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Покупка' }));
    await expect(await canvas.findByText('Нет переводов с такими условиями')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Сбросить' }).at(-1)!);
    await waitFor(() => expect(within(canvas.getByRole('grid', { name: TABLE })).getAllByRole('row')).toHaveLength(7));
  },
};

/** More than a page: "Show more" loads the next one from the server. */
export const Paged: Story = {
  parameters: { features: { handlers: transactionsServer({ movements: Array.from({ length: 35 }, (_, i) => ({ ...demoMovements[i % 6]!, id: 200 - i })) }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: TABLE });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(36));
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  },
};

const credit = transactionsServer();
/**
 * "New transfer" from the community to a member: checked before sending (member, whole points,
 * reason), then a credit of received points — a toast, and the new row on top.
 */
export const CreditFromCommunity: Story = {
  parameters: { features: { handlers: credit.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: TABLE });
    await userEvent.click(canvas.getByRole('button', { name: 'Новый перевод' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Новый перевод' }));
    await expect(dialog.getByText(/изменить или удалить перевод после выполнения нельзя/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Выполнить перевод' }));
    await expect(dialog.getByRole('combobox', { name: /Участник/ })).toHaveAccessibleDescription(/Выберите участника/);
    await expect(credit.log).toEqual([]);
    await chooseMember(dialog, /Участник/, 'Мари', /Мария Кузнецова/);
    await expect(await dialog.findAllByText(/Баланс: 100/)).toHaveLength(2);
    await userEvent.type(dialog.getByRole('textbox', { name: /Сколько баллов/ }), '30');
    await userEvent.click(dialog.getByRole('textbox', { name: /Причина/ }));
    await userEvent.paste('Лучший доклад на митапе');
    await userEvent.click(dialog.getByRole('button', { name: 'Выполнить перевод' }));
    await expect(await body().findByText('Перевод выполнен')).toBeInTheDocument();
    await expect(credit.log).toEqual([{ route: 'transfer', body: { userId: 3, direction: 'credit', account: 'income', amount: 30, reason: 'Лучший доклад на митапе' } }]);
    const table = canvas.getByRole('grid', { name: TABLE });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Мария Кузнецова · личный счёт.*30 балл\S*.*Лучший доклад/));
    clearToasts();
  },
};

const move = transactionsServer({ balance: 20 });
/** From one member's received points to another's points to give: above the balance it is refused on the amount; within it, both halves land. */
export const MoveBetweenMembers: Story = {
  parameters: { features: { handlers: move.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: TABLE });
    await userEvent.click(canvas.getByRole('button', { name: 'Новый перевод' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Новый перевод' }));
    await userEvent.click(dialog.getAllByRole('radio', { name: 'Участник' })[0]!);
    await chooseMember(dialog, /Участник/, 'Иван', /Иван Смирнов/, 0);
    await chooseMember(dialog, /Участник/, 'Мари', /Мария Кузнецова/, 1);
    await userEvent.click(dialog.getAllByRole('radio', { name: /Баллы для благодарностей/ })[1]!);
    await userEvent.type(dialog.getByRole('textbox', { name: /Сколько баллов/ }), '50');
    await userEvent.click(dialog.getByRole('textbox', { name: /Причина/ }));
    await userEvent.paste('Перенос баллов по просьбе сотрудника');
    await userEvent.click(dialog.getByRole('button', { name: 'Выполнить перевод' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Сколько баллов/ })).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(dialog.getByRole('textbox', { name: /Сколько баллов/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Сколько баллов/ }), '15');
    await userEvent.click(dialog.getByRole('button', { name: 'Выполнить перевод' }));
    await expect(await body().findByText(/15 балл\S*: от Иван Смирнов к Мария Кузнецова/)).toBeInTheDocument();
    await expect(move.log.at(-1)).toEqual({ route: 'move', body: { fromUserId: 2, fromAccount: 'income', toUserId: 3, toAccount: 'distribution', amount: 15, reason: 'Перенос баллов по просьбе сотрудника' } });
    clearToasts();
  },
};

const bulk = transactionsServer();
/** "Credit many": everyone but one chosen member, scheduled for a day and time — refused without a list or a date, then sent with the instant in the admin's time zone. */
export const ScheduleToMany: Story = {
  parameters: { features: { handlers: bulk.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: TABLE });
    await userEvent.click(canvas.getByRole('button', { name: 'Начислить многим' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Начисление от сообщества многим' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Всем, кроме выбранных' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Сколько баллов/ }), '25');
    await userEvent.click(dialog.getByRole('textbox', { name: /Причина/ }));
    await userEvent.paste('С Днём компании!');
    await userEvent.click(dialog.getByRole('switch', { name: /Выполнить позже/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Запланировать' }));
    await expect(dialog.getByRole('combobox', { name: /Кроме участника/ })).toHaveAccessibleDescription(/Выберите хотя бы одного участника/);
    await expect(dialog.getByText('Укажите дату')).toBeInTheDocument();
    await expect(bulk.log).toEqual([]);
    await chooseMember(dialog, /Кроме участника/, 'Анна', /Анна Петрова/);
    await expect(dialog.getByRole('list', { name: /Выбран 1 участник/ })).toHaveTextContent('Анна Петрова');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Дата выполнения/ }), '31-12-2099');
    await userEvent.click(dialog.getByRole('button', { name: 'Запланировать' }));
    await expect(await body().findByText('Перевод запланирован')).toBeInTheDocument();
    await expect(bulk.log[0]).toMatchObject({ route: 'batch', body: { mode: 'except', userIds: [1], account: 'income', amount: 25, reason: 'С Днём компании!' } });
    await expect((bulk.log[0]!.body as { executeAt: string }).executeAt).toMatch(/^2099-12-31T09:00:00[+-]\d\d:\d\d$/);
    clearToasts();
  },
};

const cancel = transactionsServer();
/** A scheduled transfer to many is canceled after a confirmation; it stays listed as canceled. */
export const CancelScheduled: Story = {
  parameters: { features: { handlers: cancel.handlers } },
  play: async ({ canvasElement }) => {
    const batches = within(await within(canvasElement).findByTestId('transfer-batches'));
    await userEvent.click(batches.getByRole('button', { name: 'Отменить' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Отменить запланированный перевод?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Отменить перевод' }));
    await expect(await body().findByText('Запланированный перевод отменён')).toBeInTheDocument();
    await expect(cancel.log).toEqual([{ route: 'cancel', body: { id: 3 } }]);
    await waitFor(() => expect(batches.queryByRole('button', { name: 'Отменить' })).toBeNull());
    clearToasts();
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
