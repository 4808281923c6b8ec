import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PeriodsPanel } from './PeriodsPanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { demoPeriods, periodsServer } from './fixtures.ts';

const ROUTE = '/organization_administration_settings/1/periods';

const meta = {
  title: 'Features/Administration/PeriodsPanel',
  component: PeriodsPanel,
  decorators: [withFeatures],
  parameters: { features: { handlers: periodsServer().handlers, route: ROUTE } },
  beforeEach: clearToasts,
} satisfies Meta<typeof PeriodsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The loaded table (tablets and desktops). */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name: 'Периоды' });
  return { canvas, table };
}

/** The row of the period with these DD-MM-YYYY dates. */
function rowOf(table: HTMLElement, range: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(range));
  if (!row) throw new Error(`No row ${range}`);
  return row;
}

/** The open period dialog and its fields. */
async function dialog(name: string) {
  const panel = await body().findByRole('dialog', { name });
  const inside = within(panel);
  return {
    panel,
    start: inside.getByRole('textbox', { name: /^Начало/ }),
    end: inside.getByRole('textbox', { name: /^Конец/ }),
    accrual: inside.getByRole('textbox', { name: /^Начисление каждому участнику/ }),
    startingUser: inside.getByRole('textbox', { name: /^Стартовый баланс участника/ }),
    startingCreator: inside.getByRole('textbox', { name: /^Стартовый баланс администратора/ }),
    submit: () => inside.getByRole('button', { name: name === 'Новый период' ? 'Создать' : 'Сохранить' }),
  };
}

/** Replaces the text of a field. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** Shows the router's query (`?openPeriodCreation` or nothing), to check that closing the dialog drops it. */
function LocationProbe() {
  return <output data-testid="location-search">{useLocation().search || '(none)'}</output>;
}

/** Three periods, newest first: April scheduled (Edit, Delete), March active and February completed (why they cannot change). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Периоды начислений' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.querySelector('time')?.textContent)).toEqual(['01-04-2026', '01-03-2026', '01-02-2026']);
    const scheduled = rowOf(table, '01-04-2026 — 30-04-2026');
    await expect(scheduled).toHaveTextContent('Запланирован');
    await expect(scheduled).toHaveTextContent(/100\sбаллов/);
    await expect(within(scheduled).getByRole('button', { name: 'Изменить период 01-04-2026 — 30-04-2026' })).toBeInTheDocument();
    await expect(within(scheduled).getByRole('button', { name: 'Удалить период 01-04-2026 — 30-04-2026' })).toBeInTheDocument();
    const active = rowOf(table, '01-03-2026 — 31-03-2026');
    await expect(active).toHaveTextContent('Идёт');
    await expect(active).toHaveTextContent('42');
    await expect(active).toHaveTextContent('Идущий период нельзя изменить или удалить');
    const completed = rowOf(table, '01-02-2026 — 28-02-2026');
    await expect(completed).toHaveTextContent('Завершён');
    await expect(completed).toHaveTextContent(/80\sбаллов/);
    await expect(completed).toHaveTextContent('57');
    await expect(completed).toHaveTextContent('Завершённый период только для просмотра');
    await expect(within(active).queryByRole('button')).toBeNull();
    await expect(within(completed).queryByRole('button')).toBeNull();
  },
};

/** While the periods load: placeholders, the section busy. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...periodsServer().handlers, 'GET /api/periods': pending } } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('periods-panel');
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(panel).toHaveAttribute('data-state', 'loading');
  },
};

/** No period yet: what a period is, and "Create period", whose dialog starts today, a month long, with no accrual. */
export const Empty: Story = {
  parameters: { features: { handlers: periodsServer([]).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Периодов пока нет')).toBeInTheDocument();
    await expect(canvas.getByText(/Создайте первый период/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Создать период' }));
    const { start, end, accrual } = await dialog('Новый период');
    await expect(start).toHaveValue('10-03-2026');
    await expect(end).toHaveValue('09-04-2026');
    await expect(accrual).toHaveValue('');
  },
};

/** Reads of GET /api/periods in {@link LoadError} (reset before it runs). */
let reads = 0;
/** The periods cannot be read: an error with a retry, which brings the table. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: { handlers: { ...periodsServer().handlers, 'GET /api/periods': () => (++reads === 1 ? errorReply('INTERNAL', 500) : { items: demoPeriods }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить периоды')).toBeInTheDocument();
    await expect(canvas.getByTestId('periods-panel')).toHaveAttribute('data-state', 'error');
    clearToasts();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await loaded(canvasElement);
    await expect(reads).toBe(2);
    clearToasts();
  },
};

/** In English: “Scheduled”, “Active”, “Completed”, amounts in points. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Periods' });
    await expect(rowOf(table, '01-04-2026 — 30-04-2026')).toHaveTextContent('Scheduled');
    await expect(rowOf(table, '01-03-2026 — 31-03-2026')).toHaveTextContent('A running period cannot be changed or deleted');
    await expect(rowOf(table, '01-02-2026 — 28-02-2026')).toHaveTextContent(/80\spoints/);
  },
};

const createServer = periodsServer();
/**
 * "Create period": prefilled after April with its accrual and starting balances; new dates, accrual
 * and starting balances typed (dates as DD-MM-YYYY), a toast, the new row with its balances.
 */
export const Create: Story = {
  parameters: { features: { handlers: createServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать период' }));
    const { start, end, accrual, startingUser, startingCreator, submit } = await dialog('Новый период');
    await expect(start).toHaveValue('01-05-2026');
    await expect(end).toHaveValue('31-05-2026');
    await expect(accrual).toHaveValue('100');
    await expect(startingUser).toHaveValue('0');
    await expect(startingCreator).toHaveValue('0');
    await retype(start, '01-06-2026');
    await retype(end, '30-06-2026');
    await retype(accrual, '150');
    await retype(startingUser, '25');
    await retype(startingCreator, '500');
    await userEvent.click(submit());
    await expect(await body().findByText('Период создан')).toBeInTheDocument();
    await expect(createServer.log).toEqual([
      { method: 'POST', body: { startDate: '2026-06-01', endDate: '2026-06-30', accrualAmount: 150, startingUserBalance: 25, startingCreatorBalance: 500 } },
    ]);
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Новый период' })).toBeNull());
    const table = canvas.getByRole('grid', { name: 'Периоды' });
    await waitFor(() => expect(rowOf(table, '01-06-2026 — 30-06-2026')).toHaveTextContent('Запланирован'));
    await expect(rowOf(table, '01-06-2026 — 30-06-2026')).toHaveTextContent(/150\sбаллов/);
    await expect(rowOf(table, '01-06-2026 — 30-06-2026')).toHaveTextContent(/Участнику:\s25\sбаллов/);
    await expect(rowOf(table, '01-06-2026 — 30-06-2026')).toHaveTextContent(/Администратору:\s500\sбаллов/);
    clearToasts();
  },
};

/** Opened from the header bell's "launch a period" link (`?openPeriodCreation`): the dialog is open at once; closing it drops the query. */
export const CreateFromBell: Story = {
  parameters: { features: { route: `${ROUTE}?openPeriodCreation` } },
  render: () => (
    <>
      <PeriodsPanel />
      <LocationProbe />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('location-search')).toHaveTextContent('?openPeriodCreation');
    const { panel, start } = await dialog('Новый период');
    await expect(start).toHaveValue('01-05-2026');
    await userEvent.click(within(panel).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Новый период' })).toBeNull());
    await expect(canvas.getByTestId('location-search')).toHaveTextContent('(none)');
  },
};

const refusedServer = periodsServer();
/** Dates that overlap April: the server's PERIOD_OVERLAP shows above the buttons, the dialog stays open. */
export const CreateRefused: Story = {
  parameters: { features: { handlers: refusedServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать период' }));
    const { panel, start, end, submit } = await dialog('Новый период');
    await retype(start, '15-04-2026');
    await retype(end, '14-05-2026');
    await userEvent.click(submit());
    await expect(await within(panel).findByRole('alert')).toHaveTextContent('Даты пересекаются с другим периодом');
    await expect(refusedServer.log).toHaveLength(1);
    await expect(body().getByRole('dialog', { name: 'Новый период' })).toBeInTheDocument();
  },
};

const clientServer = periodsServer();
/** A start in the past and an end before the start: the server's messages on the fields, nothing sent. */
export const ClientValidation: Story = {
  parameters: { features: { handlers: clientServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Создать период' }));
    const { start, end, accrual, submit } = await dialog('Новый период');
    await retype(end, '20-04-2026');
    await retype(accrual, '2.5');
    await userEvent.click(submit());
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    await expect(end).toHaveAccessibleDescription(/Период должен заканчиваться позже, чем начинается/);
    await expect(accrual).toHaveAccessibleDescription(/Введите целое число баллов/);
    await retype(start, '01-03-2026');
    await retype(end, '31-03-2026');
    await retype(accrual, '100');
    await userEvent.click(submit());
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    await expect(start).toHaveAccessibleDescription(/Период не может начинаться в прошлом/);
    await expect(clientServer.log).toEqual([]);
  },
};

const editServer = periodsServer();
/** Edit the scheduled April: prefilled; a starting balance that is not whole is refused on its field; only the changed fields are sent, a toast, the row follows. */
export const Edit: Story = {
  parameters: { features: { handlers: editServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить период 01-04-2026 — 30-04-2026' }));
    const { start, end, accrual, startingCreator, submit } = await dialog('Изменить период');
    await expect(start).toHaveValue('01-04-2026');
    await expect(end).toHaveValue('30-04-2026');
    await expect(accrual).toHaveValue('100');
    await retype(accrual, '120');
    // A starting balance that is not a whole number is refused on its field; nothing is sent.
    await retype(startingCreator, '2,5');
    await userEvent.click(submit());
    await expect(startingCreator).toHaveAccessibleDescription(/Введите целое число баллов/);
    await expect(editServer.log).toEqual([]);
    await retype(startingCreator, '200');
    await userEvent.click(submit());
    await expect(await body().findByText('Период изменён')).toBeInTheDocument();
    await expect(editServer.log).toEqual([{ method: 'PATCH', id: 3, body: { accrualAmount: 120, startingCreatorBalance: 200 } }]);
    await waitFor(() => expect(rowOf(table, '01-04-2026 — 30-04-2026')).toHaveTextContent(/120\sбаллов/));
    clearToasts();
  },
};

const deleteServer = periodsServer();
/** Delete the scheduled April: a confirmation, then a toast, and the row is gone. */
export const DeleteConfirm: Story = {
  parameters: { features: { handlers: deleteServer.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить период 01-04-2026 — 30-04-2026' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Удалить период?' });
    await expect(confirm).toHaveTextContent('Период 01-04-2026 — 30-04-2026 будет удалён.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await expect(await body().findByText('Период удалён')).toBeInTheDocument();
    await expect(deleteServer.log).toEqual([{ method: 'DELETE', id: 3 }]);
    await waitFor(() => expect(within(table).queryByText('01-04-2026')).toBeNull());
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    clearToasts();
  },
};

/** The active period offers no Edit or Delete (the server would refuse: ACTIVE_PERIOD_LOCKED); it says why instead. */
export const ActivePeriodExplained: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    const active = rowOf(table, '01-03-2026 — 31-03-2026');
    await expect(within(active).queryByRole('button', { name: /Изменить|Удалить/ })).toBeNull();
    await expect(within(active).getByTestId('period-locked')).toHaveTextContent('Идущий период нельзя изменить или удалить');
  },
};

/** A phone (375 px): the periods as cards, nothing runs out sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByTestId('period-card');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent('01-04-2026 — 30-04-2026');
    await expect(cards[1]).toHaveTextContent('42 благодарности');
    await expect(canvas.getByRole('button', { name: 'Создать период' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const panel = canvas.getByTestId('periods-panel');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

/** A phone with the create dialog open: the fields one under the other, nothing runs out sideways. */
export const PhoneDialog: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { features: { route: `${ROUTE}?openPeriodCreation` } },
  play: async () => {
    const { panel } = await dialog('Новый период');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Keyboard only: Tab reaches "Create period", Enter opens the dialog on its start date, Tab goes through the fields, Escape closes it. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.tab();
    await expect(document.activeElement).toBe(canvas.getByRole('button', { name: 'Создать период' }));
    await userEvent.keyboard('{Enter}');
    const { start, end, accrual, startingUser, startingCreator } = await dialog('Новый период');
    await waitFor(() => expect(start).toHaveFocus());
    const reached: Element[] = [];
    for (let i = 0; i < 6 && document.activeElement !== accrual; i++) {
      await userEvent.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    await expect(reached).toContain(end);
    await expect(accrual).toHaveFocus();
    await userEvent.tab();
    await expect(startingUser).toHaveFocus();
    await userEvent.tab();
    await expect(startingCreator).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Отмена');
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Создать');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Новый период' })).toBeNull());
  },
};
