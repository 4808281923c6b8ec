import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryRow } from './HistoryRow.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { HISTORY_NOW, historyRows } from './fixtures.ts';

const row = (id: number) => {
  const r = historyRows.find((x) => x.id === id);
  if (!r) throw new Error(`no row ${id}`);
  return r;
};

const meta = {
  title: 'Features/History/HistoryRow',
  component: HistoryRow,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers, route: '/history' } },
  args: { item: row(2), now: HISTORY_NOW },
} satisfies Meta<typeof HistoryRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin credit received, completed: its type shows, its status (the usual one) does not; the amount has its unit. */
export const ReceivedCompleted: Story = {
  args: { item: row(6) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ручное начисление')).toBeInTheDocument();
    await expect(canvas.queryByText('Выполнено')).toBeNull();
    await expect(await canvas.findByText('+100 спасибо')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
/** An anonymous thanks received: the sender is never named; a plain completed thanks carries no badge at all. */
export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('От: Аноним')).toBeInTheDocument();
    await expect(canvas.queryByText('Спасибо')).toBeNull();
    await expect(canvas.queryByText('Выполнено')).toBeNull();
  },
};
/** Sent within the cancel window: how long it stays open (8 minutes) and a 'Cancel' action, on the details line. */
export const SentCancellable: Story = {
  args: { item: row(1), onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('−10 спасибо')).toBeInTheDocument();
    await expect(canvas.getByTestId('cancel-left')).toHaveTextContent('Отменить можно ещё 8 минут');
    await userEvent.click(canvas.getByRole('button', { name: /Отменить/ }));
    await expect(args.onCancel).toHaveBeenCalledWith(row(1));
  },
};
/** Less than a minute left: it says so. */
export const SentLastMinute: Story = {
  args: { item: row(1), onCancel: fn(), now: Date.parse(row(1).cancellableUntil!) - 20_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('cancel-left')).toHaveTextContent('Отменить можно ещё меньше минуты');
  },
};
/** The same row after its window closed: no action. */
export const SentWindowOver: Story = {
  args: { item: row(1), onCancel: fn(), now: HISTORY_NOW + 3_600_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
export const Canceled: Story = {
  args: { item: row(3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Отменено')).toBeInTheDocument();
  },
};
export const Waiting: Story = {
  args: { item: row(4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ожидает')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Взнос в челлендж')).toBeInTheDocument();
  },
};
export const ChallengeReturn: Story = { args: { item: row(5) } };
export const AdminCredit: Story = { args: { item: row(6) } };
export const AdminDebit: Story = {
  args: { item: row(7) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ручное списание')).toBeInTheDocument();
  },
};
export const Winnings: Story = { args: { item: row(8) } };
export const MarketPurchase: Story = { args: { item: row(9) } };
/** Balances hidden by the organization: no numbers. */
export const HiddenAmount: Story = {
  args: { item: row(6), hideAmount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Сумма скрыта')).toBeInTheDocument();
    await expect(canvas.queryByText('+100')).toBeNull();
  },
};
export const English: Story = {
  args: { item: row(1), onCancel: fn() },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cancel-left')).toHaveTextContent('Can be canceled for 8 more minutes');
    await expect(await canvas.findByText(/^−10 \S/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Cancel/ })).toBeInTheDocument();
  },
};
