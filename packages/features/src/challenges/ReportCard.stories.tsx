import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReportCard } from './ReportCard.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { photos } from '../testing/media.ts';
import { users } from '../testing/fixtures.ts';
import { challengesServer, demoComments, report } from './fixtures.ts';

const server = challengesServer();
const handlers = { ...defaultHandlers, ...server.handlers, 'GET /api/feed/comments': { items: demoComments, nextCursor: null } };
const running = { winnerRule: 'organizer', status: 'active' } as const;

const meta = {
  title: 'Features/Challenges/ReportCard',
  component: ReportCard,
  decorators: [withFeatures],
  args: { report: report({ author: users[2]! }), challenge: running },
  parameters: { features: { handlers, route: '/challenge/1' } },
} satisfies Meta<typeof ReportCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A waiting report for whoever decides: its author links to their profile, Accept and Reject name the author. */
export const Candidate: Story = {
  args: { showState: false, onDecide: () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Мария Кузнецова' })).toHaveAttribute('href', '/other_profile/3');
    await expect(canvas.getByRole('button', { name: 'Принять отчёт: Мария Кузнецова' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Отклонить отчёт: Мария Кузнецова' })).toBeInTheDocument();
  },
};

/** A winner: the prize paid. */
export const Accepted: Story = {
  args: { report: report({ state: 'accepted', prize: 100, photo: photos[0]!, author: users[1]! }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Победа')).toBeInTheDocument();
    await expect(canvas.getByText(/^Ваша награда: \+100/)).toBeInTheDocument();
  },
};

/** Rejected: the reason its author reads. */
export const Rejected: Story = {
  args: { report: report({ state: 'rejected', reason: 'Нужна фотография результата', author: users[1]! }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Причина: Нужна фотография результата')).toBeInTheDocument();
  },
};

/** On an anonymous challenge others see the nickname and a silhouette, no profile link. */
export const Anonymous: Story = {
  args: { report: report({ author: null, nickname: 'Синий кит' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Синий кит')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Синий кит' })).toBeNull();
  },
};

/** A running voting challenge: the like is a vote, pressed and counted. */
export const Vote: Story = {
  args: { report: report({ id: 1, author: users[3]!, likes: { count: 2, likedByMe: false } }), challenge: { winnerRule: 'voting', status: 'active' }, showState: false },
  parameters: { features: { handlers: { ...handlers, 'POST /api/challenges/reports/likes': { count: 3, likedByMe: true } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vote = canvas.getByRole('button', { name: /^Голос за отчёт .*: 2 голоса$/ });
    await userEvent.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'true'));
    await expect(vote).toHaveTextContent('♥ 3');
  },
};

/** An ended vote: the count stays, there is nothing to press. */
export const VoteEnded: Story = {
  args: { report: report({ author: users[3]!, likes: { count: 7, likedByMe: false } }), challenge: { winnerRule: 'voting', status: 'completed' }, showState: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7 голосов')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Голос за отчёт/ })).toBeNull();
  },
};

/** Its comments open under it. */
export const CommentsOpen: Story = {
  args: { report: report({ author: users[1]!, commentsCount: 2 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '2 комментария' }));
    await expect(await canvas.findByText('Отличная идея, участвую!')).toBeInTheDocument();
  },
};

/** A long text on a phone wraps inside the card. */
export const LongTextPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { report: report({ author: users[3]!, text: 'Очень подробное предложение. '.repeat(30).trim() }) },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A referral challenge's winner (SPEC §1 'referral'; docs/decisions/0045): how many people its
 * author brought into the community and the prize — no text, photo or likes; comments stay.
 */
export const Referrals: Story = {
  args: { report: report({ author: users[2]!, text: null, referrals: 5, state: 'accepted', prize: 200 }), challenge: { winnerRule: 'referrals', status: 'completed' }, showState: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('report-referrals')).toHaveTextContent('Пригласил(а) в сообщество: 5');
    await expect(canvas.getByText(/^Ваша награда: \+200/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Нравится/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Комментировать' })).toBeInTheDocument();
  },
};

/** A referral winner in English (no play: the English project renders it too). */
export const ReferralsEnglish: Story = {
  globals: { locale: 'en' },
  args: { report: report({ author: users[2]!, text: null, referrals: 1, state: 'accepted', prize: 200 }), challenge: { winnerRule: 'referrals', status: 'completed' } },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { report: report({ state: 'rejected', reason: 'A photo is needed', author: users[1]! }) },
};
