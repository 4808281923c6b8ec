import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Notification } from '@gratia/contracts';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationItem } from './NotificationItem.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { NOTIFICATIONS_NOW, anonymousOnly, approvalKinds, challengeKinds, everyKind, longText, orderKinds } from '../testing/notifications.ts';

/** The fixture notification of `kind` (the first of that kind in `everyKind`). */
const ofKind = (kind: Notification['kind'], from: Notification[] = everyKind): Notification => {
  const n = from.find((x) => x.kind === kind);
  if (!n) throw new Error(`no ${kind} fixture`);
  return n;
};

/**
 * One row of the bell's panel (SPEC §2 Header 'Notifications bell'), each kind on its own: the
 * sentence in the member's language with the bonus name, the avatar or a picture, the relative
 * time, the unread dot, and the link to what it is about.
 */
const meta = {
  title: 'Features/Notifications/NotificationItem',
  component: NotificationItem,
  decorators: [
    withFeatures,
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '24rem' }}>
        <Story />
      </ul>
    ),
  ],
  parameters: { features: { handlers: defaultHandlers } },
  args: { notification: ofKind('thanks_received'), onOpen: fn(), now: NOTIFICATIONS_NOW },
} satisfies Meta<typeof NotificationItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thanks received, unread: who, the points with the bonus name, the unread dot; opening it calls onOpen and leads to its card. */
export const ThanksReceived: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('Иван Смирнов благодарит вас: +15 спасибо'));
    await expect(link).toHaveAttribute('href', '/feed/transaction/501');
    await expect(within(canvasElement).getByLabelText('Не прочитано')).toBeInTheDocument();
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(args.notification);
  },
};
export const ThanksReceivedEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('+15 thank-yous'));
  },
};
/** Anonymous: nobody is named and a picture stands for the avatar. */
export const ThanksReceivedAnonymous: Story = {
  args: { notification: ofKind('thanks_received', anonymousOnly) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('Кто-то анонимно благодарит вас: +25 спасибо'));
  },
};
/** A colleague added to a thanks the member received; read (no dot). */
export const ThanksAddition: Story = {
  args: { notification: ofKind('thanks_addition') },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('добавляет к спасибо вам: +4 спасибо'));
    await expect(link).toHaveAttribute('href', '/feed/transaction/475');
    await expect(within(canvasElement).queryByLabelText('Не прочитано')).toBeNull();
  },
};
/** A thanks taken back leads to the history, where it reads 'Отменено'. */
export const ThanksCancelled: Story = {
  args: { notification: ofKind('thanks_cancelled') },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('отменяет спасибо вам: −3 спасибо'));
    await expect(link).toHaveAttribute('href', '/history');
  },
};
export const Comment: Story = { args: { notification: ofKind('thanks_comment') } };
/** Likes grouped on one thanks: the latest liker and how many others. */
export const Likes: Story = {
  args: { notification: ofKind('thanks_like') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('и ещё 4 человека ставят лайк спасибо вам'));
  },
};
export const PeriodStarted: Story = {
  args: { notification: ofKind('period_started') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/new_transfer');
  },
};
export const PeriodEndsSoon: Story = { args: { notification: ofKind('period_ends_soon') } };
export const PeriodEndsSoonEnglish: Story = { args: { notification: ofKind('period_ends_soon') }, globals: { locale: 'en' } };
/** A controller declined the member's thanks with a reason: named, the points back, the reason quoted; leads to the history. */
export const ThanksDeclined: Story = {
  args: { notification: approvalKinds[0]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('отклоняет вашу благодарность — 80 спасибо снова можно подарить. Причина: «Сумма выше лимита отдела, давай обсудим»'));
    await expect(link).toHaveAttribute('href', '/history');
  },
};
/** Declined without a reason. */
export const ThanksDeclinedNoReason: Story = {
  args: { notification: approvalKinds[1]! },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('отклоняет вашу благодарность — 60 спасибо снова можно подарить коллегам'));
  },
};
/** The period ended while the thanks waited: no controller, a calendar for the avatar; read. */
export const ThanksDeclinedPeriodEnded: Story = {
  args: { notification: approvalKinds[2]! },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('не успели проверить до конца периода'));
    await expect(canvasElement.querySelector('[data-avatar="period"]')).not.toBeNull();
  },
};
export const ThanksDeclinedEnglish: Story = {
  args: { notification: approvalKinds[0]! },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('declined your thanks: 80 thank-yous went back to you. Reason:'));
  },
};
/** A manager gave the member points to give: named, leads to the thanks form. */
export const PointsRedistributed: Story = {
  args: { notification: approvalKinds[3]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('передаёт вам 40 спасибо для благодарностей коллегам'));
    await expect(link).toHaveAttribute('href', '/new_transfer');
  },
};
export const PointsRedistributedEnglish: Story = { args: { notification: approvalKinds[3]! }, globals: { locale: 'en' } };
/** A participant sent a report to the member's challenge: named, leads to the challenge. */
export const ChallengeReportSent: Story = {
  args: { notification: challengeKinds[0]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('Иван Смирнов отправляет отчёт в челлендж «Лучшая идея квартала»'));
    await expect(link).toHaveAttribute('href', '/challenge/31');
  },
};
export const ChallengeReportSentEnglish: Story = {
  args: { notification: challengeKinds[0]! },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('sent a report to the challenge “Лучшая идея квартала”'));
  },
};
/** The organizer accepted the member's report: who, the challenge, the prize with the bonus name. */
export const ChallengeReportAccepted: Story = {
  args: { notification: challengeKinds[1]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('принимает ваш отчёт в челлендже «Фото с субботника»: +50 спасибо'));
    await expect(link).toHaveAttribute('href', '/challenge/32');
  },
};
export const ChallengeReportAcceptedEnglish: Story = {
  args: { notification: challengeKinds[1]! },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('accepted your report in the challenge “Фото с субботника”: +50 thank-yous'));
  },
};
/** The vote chose the member's report: nobody named, a cup for the avatar. */
export const ChallengeReportWonVote: Story = {
  args: { notification: challengeKinds[2]! },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('Ваш отчёт побеждает в голосовании челленджа «Самый полезный совет»: +20 спасибо'));
    await expect(canvasElement.querySelector('[data-avatar="challenge"]')).not.toBeNull();
  },
};
/** The organizer rejected the member's report: who, the challenge and the reason quoted. */
export const ChallengeReportRejected: Story = {
  args: { notification: challengeKinds[3]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('отклоняет ваш отчёт в челлендже «Фото с субботника». Причина: «На фото не видно результата»'));
    await expect(link).toHaveAttribute('href', '/challenge/32');
  },
};
export const ChallengeReportRejectedEnglish: Story = {
  args: { notification: challengeKinds[3]! },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('rejected your report in the challenge “Фото с субботника”. Reason: “На фото не видно результата”'));
  },
};
/** A challenge the member takes part in ends within a day; read (no dot), a cup for the avatar. */
export const ChallengeEndsSoon: Story = {
  args: { notification: challengeKinds[4]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('Челлендж «10 000 шагов» завершится меньше чем через сутки'));
    await expect(link).toHaveAttribute('href', '/challenge/34');
    await expect(within(canvasElement).queryByLabelText('Не прочитано')).toBeNull();
  },
};
export const ChallengeEndsSoonEnglish: Story = {
  args: { notification: challengeKinds[4]! },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('The challenge “10 000 шагов” ends in less than a day'));
  },
};
/** A new community challenge: its name and prize fund, a cup for the avatar. */
export const ChallengePublished: Story = {
  args: { notification: challengeKinds[5]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('Новый челлендж сообщества «Идея для корпоратива»: призовой фонд 300 спасибо'));
    await expect(link).toHaveAttribute('href', '/challenge/35');
    await expect(canvasElement.querySelector('[data-avatar="challenge"]')).not.toBeNull();
  },
};
export const ChallengePublishedEnglish: Story = {
  args: { notification: challengeKinds[5]! },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('A new community challenge “Идея для корпоратива”: a prize fund of 300 thank-yous'));
  },
};
/** An order a market administrator paid (docs/decisions/0046): who, the order, the offer, its total and the new status; it leads to the order history. */
export const OrderStatus: Story = {
  args: { notification: orderKinds[0]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('Мария Кузнецова меняет статус заказа №105 «Капучино в кофейне на первом этаже» (100 спасибо): оплачено'));
    await expect(link).toHaveAttribute('href', '/market_orders');
  },
};
export const OrderStatusEnglish: Story = {
  args: { notification: orderKinds[1]! },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('Иван Смирнов moved your order #102 “Худи с логотипом” (800 thank-yous) to: rejected'));
  },
};
/** An order moved by nobody named (an immediate delivery after payment): no name, a bag for the avatar. */
export const OrderStatusNoActor: Story = {
  args: { notification: orderKinds[2]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link).toHaveTextContent('Статус заказа №99 «Бизнес-ланч в столовой» (450 спасибо): выдано или отправлено'));
    await expect(canvasElement.querySelector('[data-avatar="order"]')).not.toBeNull();
  },
};
/** A status this app does not know yet (a newer server): the sentence says the status changed. */
export const OrderStatusUnknown: Story = {
  args: { notification: orderKinds[3]! },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('link')).toHaveTextContent('Мария Кузнецова меняет статус заказа №98 «Кружка» (300 спасибо): изменён'));
  },
};
/** A very long name and a million points: the sentence wraps inside the row. */
export const LongText: Story = {
  args: { notification: longText[0]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
  },
};
