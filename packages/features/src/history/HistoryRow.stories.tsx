import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryRow } from './HistoryRow.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { users } from '../testing/fixtures.ts';
import { HISTORY_NOW, historyItem, historyRows } from './fixtures.ts';

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
/** Points a superuser emitted to the member (docs/decisions/0034): received, named by its type, from the platform administrator. */
const emission = historyItem(10, { type: 'emission', counterpart: users[0]!, amount: 500, message: 'Бонус к запуску платформы', value: null, minutesAgo: 90 });
export const Emission: Story = {
  args: { item: emission },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Начисление от администратора платформы')).toBeInTheDocument();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-direction', 'received');
  },
};
/** The emission in English. */
export const EmissionEnglish: Story = {
  args: { item: emission },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Points from the platform administrator')).toBeInTheDocument();
  },
};

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

/* Additions to a thanks (docs/decisions/0014): each row says which thanks it was added to. */

/** The viewer added to Иван's thanks to Мария, and may still take it back. */
export const AdditionSent: Story = {
  args: {
    item: historyItem(20, {
      direction: 'sent',
      counterpart: users[2]!,
      amount: 4,
      message: 'Присоединяюсь!',
      value: null,
      minutesAgo: 3,
      cancellableUntil: new Date(HISTORY_NOW + 7 * 60_000).toISOString(),
      additionTo: { id: 19, sender: users[1]!, recipient: users[2]! },
    }),
    onCancel: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Кому: Мария Кузнецова')).toBeInTheDocument();
    await expect(canvas.getByTestId('addition-to')).toHaveTextContent('Добавлено к спасибо: Иван Смирнов → Мария Кузнецова');
    await expect(await canvas.findByText('−4 спасибо')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Отменить/ })).toBeInTheDocument();
  },
};
/** The viewer received an addition to an anonymous thanks: its sender stays unnamed. */
export const AdditionReceived: Story = {
  args: {
    item: historyItem(21, { counterpart: users[3]!, amount: 15, message: '', value: null, minutesAgo: 30, additionTo: { id: 18, sender: null, recipient: users[0]! } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('addition-to')).toHaveTextContent('Добавлено к спасибо: Аноним → вам');
    await expect(await canvas.findByText('+15 спасибо')).toBeInTheDocument();
  },
};
export const AdditionSentEnglish: Story = {
  ...AdditionSent,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('addition-to')).toHaveTextContent('Addition to the thanks from Иван Смирнов to Мария Кузнецова');
  },
};

/** A long message wraps to three lines (then an ellipsis) instead of one cut line; the amount column stays put. */
export const LongMessage: Story = {
  args: {
    item: historyItem(9001, {
      minutesAgo: 30,
      message:
        'Спасибо за помощь с релизом: ты разобралась с миграцией базы, переписала сценарии проверки, провела ночь на связи с дежурными и ещё успела объяснить новичкам, как всё устроено. Без тебя мы бы не успели к пятнице.',
    }),
  },
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText(/Спасибо за помощь с релизом/);
    const line = parseFloat(getComputedStyle(message).lineHeight);
    await expect(message.clientHeight).toBeGreaterThan(line * 1.5);
    await expect(message.clientHeight).toBeLessThanOrEqual(Math.ceil(line * 3) + 1);
  },
};

/* Thanks above the approval threshold (docs/decisions/0023): the sender sees where the decision stands. */

/** Sent and waiting for a controller: "Ждёт одобрения", a line on what it means, and the sender may still withdraw it. */
export const WaitingForApproval: Story = {
  args: {
    item: historyItem(30, {
      status: 'waiting',
      direction: 'sent',
      counterpart: users[2]!,
      amount: 80,
      minutesAgo: 3,
      cancellableUntil: new Date(HISTORY_NOW + 2 * 60_000).toISOString(),
      approval: { state: 'waiting', decidedAt: null, reason: null },
    }),
    onCancel: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('state-badge')).toHaveTextContent('Ждёт одобрения');
    await expect(canvas.getByTestId('approval-note')).toHaveTextContent('Получатель увидит спасибо, когда контролёр его одобрит');
    await expect(await canvas.findByText('−80 спасибо')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Отменить/ })).toBeInTheDocument();
  },
};
/** Declined by a controller: "Отклонено" with the controller's reason. */
export const Declined: Story = {
  args: {
    item: historyItem(31, {
      status: 'canceled',
      direction: 'sent',
      counterpart: users[1]!,
      amount: 95,
      minutesAgo: 60 * 5,
      approval: { state: 'declined', decidedAt: new Date(HISTORY_NOW - 60 * 60_000).toISOString(), reason: 'Это премия, а не благодарность: оформим через администратора' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('state-badge')).toHaveTextContent('Отклонено');
    await expect(canvas.getByTestId('approval-note')).toHaveTextContent('Причина отказа: Это премия, а не благодарность: оформим через администратора');
    await expect(canvas.queryByText('Отменено')).toBeNull();
  },
};
/** Declined without a reason (or at the end of its period): the points went back. */
export const DeclinedWithoutReason: Story = {
  args: {
    item: historyItem(32, {
      status: 'canceled',
      direction: 'sent',
      counterpart: users[3]!,
      amount: 70,
      minutesAgo: 60 * 30,
      approval: { state: 'declined', decidedAt: new Date(HISTORY_NOW - 60 * 60_000).toISOString(), reason: null },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('approval-note')).toHaveTextContent('Спасибо не одобрено: баллы вернулись на ваш счёт для распределения');
  },
};
/** Withdrawn by its sender before a decision. */
export const Withdrawn: Story = {
  args: {
    item: historyItem(33, { status: 'canceled', direction: 'sent', counterpart: users[2]!, amount: 60, minutesAgo: 60 * 2, approval: { state: 'withdrawn', decidedAt: null, reason: null } }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('state-badge')).toHaveTextContent('Отозвано');
  },
};
/** Approved: an ordinary completed thanks, no badge, a muted line says it was approved. */
export const Approved: Story = {
  args: {
    item: historyItem(34, {
      direction: 'sent',
      counterpart: users[2]!,
      amount: 60,
      minutesAgo: 60 * 4,
      approval: { state: 'approved', decidedAt: new Date(HISTORY_NOW - 60 * 60_000).toISOString(), reason: null },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('state-badge')).toBeNull();
    await expect(canvas.getByTestId('approval-note')).toHaveTextContent('Одобрено контролёром');
  },
};
/** A manager gave points to give: the row names its type. */
export const Redistribution: Story = {
  args: {
    item: historyItem(35, { type: 'redistribution', counterpart: users[1]!, amount: 40, message: 'На благодарности команде за релиз', value: null, minutesAgo: 60 * 6 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Передача баллов')).toBeInTheDocument();
    await expect(await canvas.findByText('+40 спасибо')).toBeInTheDocument();
  },
};
export const WaitingForApprovalEnglish: Story = {
  ...WaitingForApproval,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('state-badge')).toHaveTextContent('Waiting for approval');
  },
};
export const DeclinedEnglish: Story = {
  ...Declined,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('approval-note')).toHaveTextContent(/^Reason: /);
  },
};

