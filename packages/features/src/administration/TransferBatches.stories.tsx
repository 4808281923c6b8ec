import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdminBatch } from '@gratia/contracts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TransferBatches } from './TransferBatches.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { demoBatches, transactionsServer } from './fixtures.ts';

const ROUTE = '/organization_administration_settings/1/transactions';

/** One batch of every state: scheduled (cancellable), done, canceled, and failed with its reason. */
const everyState: AdminBatch[] = [
  ...demoBatches,
  { ...demoBatches[0]!, id: 4, status: 'failed', failure: 'NO_ACTIVE_PERIOD', executeAt: '2026-03-09T06:00:00.000Z', executedAt: '2026-03-09T06:00:30.000Z', reason: 'Бонус к выходным' },
];

const meta = {
  title: 'Features/Administration/TransferBatches',
  component: TransferBatches,
  decorators: [withFeatures],
  parameters: { features: { handlers: transactionsServer({ batches: everyState }).handlers, route: ROUTE } },
  beforeEach: clearToasts,
} satisfies Meta<typeof TransferBatches>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Every state of a transfer to many, newest first; only the scheduled one can be canceled; a failed one says why. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByTestId('transfer-batches'));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent(/100 балл\S* .*всем.*Запланирован/i);
    await expect(items[3]).toHaveTextContent(/Не выполнен: Нет активного периода/);
    await expect(list.getAllByRole('button', { name: 'Отменить' })).toHaveLength(1);
  },
};

/** Nothing sent to many yet: the section is not shown at all. */
export const Empty: Story = {
  parameters: { features: { handlers: transactionsServer({ batches: [] }).handlers } },
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 300));
    await expect(within(canvasElement).queryByTestId('transfer-batches')).toBeNull();
  },
};

/** The batch ran meanwhile: canceling is refused with the server's reason in a toast, and the list stays. */
export const CancelRefused: Story = {
  parameters: { features: { handlers: { ...transactionsServer({ batches: everyState }).handlers, 'POST /api/admin/transfer-batches/cancel': errorReply('BATCH_NOT_CANCELLABLE', 409) } } },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByTestId('transfer-batches'));
    await userEvent.click(list.getByRole('button', { name: 'Отменить' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Отменить запланированный перевод?' }));
    await expect(confirm.getByText(/100 балл/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Отменить перевод' }));
    await waitFor(() => expect(body().queryByRole('alertdialog', { name: 'Отменить запланированный перевод?' })).toBeNull());
    await expect(await body().findByText('Этот перевод уже выполнен или отменён')).toBeInTheDocument();
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    clearToasts();
  },
};

/** Keeping it: "Keep" closes the confirmation and nothing is sent. */
export const KeepScheduled: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByTestId('transfer-batches'));
    await userEvent.click(list.getByRole('button', { name: 'Отменить' }));
    const confirm = within(await body().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Оставить' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(list.getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** A long reason wraps; the state badge and the button stay on the line. */
export const LongReason: Story = {
  parameters: {
    features: {
      handlers: transactionsServer({ batches: [{ ...demoBatches[0]!, reason: 'Подарок ко Дню компании всем сотрудникам головного офиса и филиалов — спасибо за год совместной работы, за запуск трёх продуктов и за то, что помогаете друг другу' }] }).handlers,
    },
  },
};
