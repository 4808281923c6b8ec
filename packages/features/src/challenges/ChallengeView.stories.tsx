import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChallengeView } from './ChallengeView.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { users } from '../testing/fixtures.ts';
import { challenge, challengesServer, demoChallenges, demoComments, demoParticipants, memberAbilities, organizerAbilities, report } from './fixtures.ts';

/** The demo server with challenge 1 as `changes` make it. */
function serverWith(changes: Parameters<typeof challenge>[0], options: Parameters<typeof challengesServer>[1] = {}) {
  return challengesServer([challenge(changes), ...demoChallenges.slice(1)], options);
}

const comments = { 'GET /api/feed/comments': { items: demoComments, nextCursor: null } };

const member = serverWith({});
const meta = {
  title: 'Features/Challenges/ChallengeView',
  component: ChallengeView,
  decorators: [withFeatures],
  args: { id: '1' },
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...member.handlers }, route: '/challenge/1' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof ChallengeView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The loaded page. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByTestId('challenge-page', {}, { timeout: 10_000 });
  return canvas;
}

/** A member's view of an active challenge: the counters, the conditions tab, "Take part". */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Лучшая идея для офиса');
    await expect(canvas.getByRole('tab', { name: 'Условия' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('tab', { name: 'Кандидаты' })).toBeNull();
    await expect(canvas.getByTestId('conditions')).toHaveTextContent('Победителей выбирает организатор');
    await expect(canvas.getByRole('button', { name: 'Участвовать' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Изменить' })).toBeNull();
    await expect(canvas.queryByRole('tab', { name: 'Предложения' })).toBeNull();
  },
};

/** The description keeps its line breaks, and its links are clickable. */
export const DescriptionWithLinks: Story = {
  parameters: {
    features: {
      handlers: { ...defaultHandlers, ...comments, ...serverWith({ description: 'Условия — в вики: https://wiki.example.com/office-ideas\nВопросы пишите на office@example.com' }).handlers },
      route: '/challenge/1',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('link', { name: 'https://wiki.example.com/office-ideas' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'office@example.com' })).toHaveAttribute('href', 'mailto:office@example.com');
  },
};

const liking = serverWith({});
/** The challenge's own like: a toggle with the count, and the grades tab lists who liked it, searchable. */
export const LikeAndGrades: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...liking.handlers }, route: '/challenge/1' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const like = await canvas.findByRole('button', { name: 'Нравится: 4' });
    await userEvent.click(like);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Нравится: 5' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Оценки' }));
    await expect(await canvas.findByRole('link', { name: 'Мария Кузнецова' })).toHaveAttribute('href', '/other_profile/3');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск по имени' }), 'смир');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Мария Кузнецова' })).toBeNull());
    await expect(within(canvas.getByRole('tabpanel')).getByRole('link', { name: 'Иван Смирнов' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск по имени' }), 'zzz');
    await expect(await canvas.findByText('Среди оценивших никого не нашли')).toBeInTheDocument();
  },
};

const offering = serverWith({ me: organizerAbilities, participantsCount: 3 });
/** The organizer's offers: every report with its state, filtered by state; a rejection shows up under "Rejected". */
export const Offers: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...offering.handlers }, route: '/challenge/1?tab=offers' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Отклонить отчёт: Анна Петрова' }));
    const reject = within(await body().findByTestId('reject-dialog'));
    await userEvent.type(reject.getByRole('textbox', { name: /Причина/ }), 'Повтор идеи');
    await userEvent.click(reject.getByRole('button', { name: 'Отклонить' }));
    await expect(await body().findByText('Отчёт отклонён')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Отклонённые' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByText('Причина: Повтор идеи')).toBeInTheDocument();
    clearToasts();
  },
};

const sending = serverWith({});
/** Taking part: an empty report is refused on the field; a text report is sent, the 'my result' tab opens with it. */
export const SendReport: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...sending.handlers }, route: '/challenge/1' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Участвовать' }));
    const dialog = within(await body().findByTestId('report-dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить отчёт' }));
    await expect(await dialog.findByText('Добавьте текст или фото')).toBeInTheDocument();
    await expect(sending.log).toEqual([]);
    await userEvent.type(dialog.getByRole('textbox', { name: /Текст отчёта/ }), 'Повесили доску в переговорной');
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить отчёт' }));
    await expect(await body().findByText('Отчёт отправлен')).toBeInTheDocument();
    await expect(sending.log).toEqual([{ route: 'report', body: { challengeId: 1, text: 'Повесили доску в переговорной', photoId: null, nickname: null } }]);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Мой результат' })).toHaveAttribute('aria-selected', 'true'));
    await expect(await canvas.findByText('На проверке')).toBeInTheDocument();
    clearToasts();
  },
};

/** An anonymous challenge asks for a nickname with the first report. */
export const AnonymousReport: Story = {
  parameters: {
    features: { handlers: { ...defaultHandlers, ...comments, ...serverWith({ settings: { showParticipants: false, multipleReports: false, anonymous: true, invitedOnly: false } }).handlers }, route: '/challenge/1?openReport=true' },
  },
  play: async () => {
    const dialog = within(await body().findByTestId('report-dialog', {}, { timeout: 10_000 }));
    await expect(dialog.getByRole('textbox', { name: /Никнейм/ })).toBeInTheDocument();
  },
};

const judging = serverWith({ me: organizerAbilities, participantsCount: 3 });
/**
 * The organizer lands on the candidates: accepts one (a confirmation naming the prize), rejects
 * another — the reason is required, then sent.
 */
export const OrganizerJudges: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...judging.handlers }, route: '/challenge/1' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Кандидаты' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Принять отчёт: Мария Кузнецова' }));
    const accept = within(await body().findByRole('alertdialog'));
    await expect(accept.getByText(/сразу получит 100/)).toBeInTheDocument();
    await userEvent.click(accept.getByRole('button', { name: 'Принять' }));
    await expect(await body().findByText('Мария Кузнецова — победитель')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Принять отчёт: Мария Кузнецова' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Отклонить отчёт: Анна Петрова' }));
    const reject = within(await body().findByTestId('reject-dialog'));
    await userEvent.click(reject.getByRole('button', { name: 'Отклонить' }));
    await expect(await reject.findByText('Это поле обязательно')).toBeInTheDocument();
    await userEvent.type(reject.getByRole('textbox', { name: /Причина/ }), 'Нет фото результата');
    await userEvent.click(reject.getByRole('button', { name: 'Отклонить' }));
    await expect(await body().findByText('Отчёт отклонён')).toBeInTheDocument();
    await expect(judging.log).toEqual([
      { route: 'decide', body: { reportId: 1, decision: 'accept' } },
      { route: 'decide', body: { reportId: 2, decision: 'reject', reason: 'Нет фото результата' } },
    ]);
    clearToasts();
  },
};

/** A report's comments open under it (the feed's thread on the report); a plain challenge's reports take likes too. */
export const ReportComments: Story = {
  parameters: {
    features: {
      handlers: { ...defaultHandlers, ...comments, ...serverWith({ me: organizerAbilities }, { candidates: [report({ commentsCount: 2, likes: { count: 3, likedByMe: false } })] }).handlers },
      route: '/challenge/1?tab=candidates',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const open = await canvas.findByRole('button', { name: '2 комментария' });
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('heading', { level: 2, name: /Комментарии/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Нравится отчёт Мария Кузнецова: 3 отметки' })).toHaveAttribute('aria-pressed', 'false');
  },
};

const crowd = Array.from({ length: 200 }, (_, i) => report({ id: 1000 + i, author: users[i % users.length]!, text: `Отчёт №${i + 1}` }));
/** 200 reports waiting: pages of 20, "Show more" brings the next page (no screenshot: 40 reports make a picture taller than the capture; the others show a report). */
export const TwoHundredReports: Story = {
  parameters: { screenshot: false, features: { handlers: { ...defaultHandlers, ...comments, ...serverWith({ me: organizerAbilities, participantsCount: 200 }, { candidates: crowd }).handlers }, route: '/challenge/1?tab=candidates' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(40));
    await expect(canvas.getByText('Отчёт №40')).toBeInTheDocument();
  },
};

const managing = serverWith({ me: { ...organizerAbilities, canDelete: false, edit: 'basic' }, participantsCount: 3 });
/** The organizer pauses reports in the offers tab (a badge says so), then ends the challenge after a confirmation naming what returns. */
export const OrganizerCloses: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...managing.handlers }, route: '/challenge/1?tab=offers' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Удалить' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Остановить приём отчётов' }));
    await expect(await canvas.findByText('Приём отчётов приостановлен')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Возобновить приём отчётов' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Завершить челлендж' }));
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByText(/нераспределённые 300/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Завершить челлендж' }));
    await expect(await canvas.findByText('Закрыт организатором')).toBeInTheDocument();
    await expect(managing.log.map((call) => call.route)).toEqual(['reception', 'close']);
    clearToasts();
  },
};

/** Deleting a challenge that has participants: the server refuses and says why; nothing changes. */
export const DeleteRefused: Story = {
  parameters: {
    features: { handlers: { ...defaultHandlers, ...comments, ...serverWith({ me: organizerAbilities, participantsCount: 2 }).handlers }, route: '/challenge/1?tab=conditions' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить' }));
    const dialog = within(await body().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await expect(await body().findByText('Нельзя удалить челлендж, в котором есть участники')).toBeInTheDocument();
    clearToasts();
  },
};

const voting = challengesServer(demoChallenges, { candidates: [report({ challengeId: 2 }), report({ id: 2, challengeId: 2, author: users[3]!, likes: { count: 4, likedByMe: false } })] });
/** A voting challenge: members see the candidates and vote with likes; the count follows. */
export const Voting: Story = {
  args: { id: '2' },
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...voting.handlers }, route: '/challenge/2?tab=candidates' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const vote = await canvas.findByRole('button', { name: /Голос за отчёт Александра-Валентина Константинопольская-Преображенская: 4 голоса/ });
    await userEvent.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'true'));
    await expect(vote).toHaveTextContent('♥ 5');
    await expect(voting.log).toEqual([{ route: 'like', body: { reportId: 2 } }]);
  },
};

/** Winners by deep link (`?showWinners=1`) on a community challenge: each with the prize paid. */
export const Winners: Story = {
  args: { id: '3' },
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...challengesServer().handlers }, route: '/challenge/3?showWinners=1' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(/От сообщества/)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Победители' })).toHaveAttribute('aria-selected', 'true'));
    await expect(await canvas.findAllByText(/^Ваша награда: \+300/)).toHaveLength(2);
  },
};

/** My result: one report rejected with its reason, one accepted with the reward. */
export const MyResult: Story = {
  parameters: {
    features: {
      handlers: {
        ...defaultHandlers,
        ...comments,
        ...serverWith({ me: { ...memberAbilities, canReport: false, myReports: ['rejected', 'accepted'] }, settings: { showParticipants: false, multipleReports: true, anonymous: false, invitedOnly: false } }).handlers,
        'GET /api/challenges/result': {
          reports: [
            report({ id: 7, author: users[0]!, state: 'rejected', reason: 'Нужна фотография доски', decidedAt: '2026-03-09T10:00:00.000Z' }),
            report({ id: 8, author: users[0]!, state: 'accepted', prize: 100, text: 'Вот фото доски', decidedAt: '2026-03-10T09:00:00.000Z' }),
          ],
        },
      },
      route: '/challenge/1?tab=result',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByText('Причина: Нужна фотография доски')).toBeInTheDocument();
    await expect(canvas.getByText(/^Ваша награда: \+100/)).toBeInTheDocument();
    await expect(canvas.getByTestId('why-no-report')).toHaveTextContent('Ваш отчёт уже у организатора');
  },
};

/** Participants of an anonymous challenge under their nicknames. */
export const Participants: Story = {
  parameters: {
    features: {
      handlers: {
        ...defaultHandlers,
        ...comments,
        ...serverWith(
          { me: { ...memberAbilities, canSeeParticipants: true }, settings: { showParticipants: true, multipleReports: false, anonymous: true, invitedOnly: false } },
          { participants: [{ user: null, nickname: 'Синий кит', reports: 1, joinedAt: '2026-03-09T10:00:00.000Z' }, ...demoParticipants.slice(0, 1)] },
        ).handlers,
      },
      route: '/challenge/1?tab=participants',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByText('Синий кит')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Анна Петрова' })).toHaveAttribute('href', '/other_profile/1');
  },
};

/** The comments of a published challenge. */
export const Comments: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...member.handlers }, route: '/challenge/1?tab=comments' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findAllByRole('article')).not.toHaveLength(0);
  },
};

/** An upcoming challenge: no comments yet (not published), no "Take part". */
export const Upcoming: Story = {
  args: { id: '4' },
  parameters: { features: { handlers: { ...defaultHandlers, ...challengesServer().handlers }, route: '/challenge/4' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Скоро')).toBeInTheDocument();
    await expect(canvas.queryByRole('tab', { name: 'Комментарии' })).toBeNull();
    await expect(canvas.getByText(/начнётся/)).toBeInTheDocument();
  },
};

/** A completed challenge: its state, why it ended, no actions. */
export const Completed: Story = {
  args: { id: '5' },
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...challengesServer().handlers }, route: '/challenge/5' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Все призовые места заняты')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Участвовать' })).toBeNull();
  },
};

/** Waiting for the challenge: skeletons, busy. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/challenges/one': pending }, route: '/challenge/1' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="loading"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A challenge that does not exist (or is another community's): 'Челлендж не найден' with a way out. */
export const NotFound: Story = {
  args: { id: '999' },
  parameters: { features: { handlers: { ...defaultHandlers, ...member.handlers }, route: '/challenge/999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Челлендж не найден')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'К моим челленджам' })).toHaveAttribute('href', '/challenges?my=true');
  },
};

let reads = 0;
/** A failed load with a retry that loads it. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: {
      handlers: { ...defaultHandlers, ...comments, 'GET /api/challenges/one': () => (++reads === 1 ? errorReply('INTERNAL', 500) : challenge()) },
      route: '/challenge/1',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Повторить' }));
    await loaded(canvasElement);
  },
};

/** A step-2 challenge of a chain the member has not finished step 1 of: the chain link, «Закрыт», the dependencies tab first, no "Take part". */
const lockedStep = () =>
  serverWith({
    chain: { id: 7, name: 'Адаптация новичка', step: 2, steps: 2 },
    available: false,
    dependencies: [
      { id: 21, name: 'Познакомьтесь с командой', step: 1 },
      { id: 22, name: 'Обед с наставником', step: 1 },
    ],
    me: { ...memberAbilities, canReport: false },
  });

export const LockedByChain: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...lockedStep().handlers }, route: '/challenge/1' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('challenge-chain')).toHaveTextContent('Цепочка «Адаптация новичка» · шаг 2 из 2');
    await expect(canvas.getByTestId('challenge-chain')).toHaveAttribute('href', '/challenge_chain/7');
    await expect(canvas.getByText('Закрыт до прохождения предыдущих шагов')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Зависимости' })).toHaveAttribute('aria-selected', 'true');
    const blockers = within(canvas.getByRole('list', { name: 'Зависимости' }));
    await expect(blockers.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/challenge/21', '/challenge/22']);
    await expect(canvas.queryByRole('button', { name: 'Участвовать' })).toBeNull();
    await expect(canvas.getByTestId('why-no-report')).toHaveTextContent('Сначала пройдите предыдущие шаги цепочки');
  },
};

/** The locked step in English. */
export const LockedByChainEnglish: Story = {
  globals: { locale: 'en' },
  parameters: LockedByChain.parameters,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByTestId('challenge-chain')).toHaveTextContent('Chain “Адаптация новичка” · step 2 of 2');
    await expect(canvas.getByRole('tab', { name: 'Dependencies' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Locked until the earlier steps are done')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Take part' })).toBeNull();
  },
};

/** The locked step on a phone: nothing wider than the screen. */
export const LockedByChainPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: LockedByChain.parameters,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await canvas.findByTestId('dependencies');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A long name and huge numbers on a phone. */
export const PhoneLong: Story = {
  args: { id: '6' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...challengesServer().handlers }, route: '/challenge/6' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In English: the organizer's candidates. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: { ...defaultHandlers, ...comments, ...serverWith({ me: organizerAbilities }).handlers }, route: '/challenge/1' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Accept the report by Мария Кузнецова' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-selected', 'true');
  },
};
