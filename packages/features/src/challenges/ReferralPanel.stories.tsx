import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Challenge, ReferralParticipant } from '@gratia/contracts';
import { ChallengeView } from './ChallengeView.tsx';
import { ReferralOriginContext } from './ReferralPanel.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { minutesAgo } from '../testing/clock.ts';
import { meAdmin, users } from '../testing/fixtures.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { challengesServer, demoReferralWinners, memberAbilities, organizerAbilities, referralChallenge, referralLink } from './fixtures.ts';

/**
 * A referral challenge's page (SPEC §1 'referral'; docs/decisions/0045): a member before and after
 * getting their invite link, copying it, the organizer's leaderboard with its exports, and the
 * winners once it ended. The plain challenge's page: ChallengeView stories.
 */

/**
 * Replaces the browser's clipboard for one story: every text written goes to `writes`, or each
 * write is refused (`fail`) as a browser without the permission does. Returns the undo.
 */
function stubClipboard(writes: string[], fail = false): () => void {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (fail) return Promise.reject(new DOMException('Write permission denied', 'NotAllowedError'));
        writes.push(text);
        return Promise.resolve();
      },
    },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** The challenges server with the referral challenge (id 7) as `changes` make it. */
function serverWith(changes: Partial<Challenge> = {}, options: Parameters<typeof challengesServer>[1] = {}) {
  return challengesServer([referralChallenge(changes)], options);
}
const comments = { 'GET /api/feed/comments': { items: [], nextCursor: null } };
const featuresOf = (server: ReturnType<typeof challengesServer>, route = '/challenge/7', extra: Record<string, unknown> = {}) => ({
  features: { handlers: { ...defaultHandlers, ...comments, ...server.handlers, ...extra }, route },
});

const withLink = serverWith({}, { referralLinks: [referralLink()] });

/** The origin the stories' links are shown with (the test server's port would change the pictures). */
const ORIGIN = 'https://gratia.example';
const LINK = `${ORIGIN}/community/invite?invite=r7-7-Xq3vK9pLm2`;

const meta = {
  title: 'Features/Challenges/ReferralChallenge',
  component: ChallengeView,
  decorators: [
    (Story) => (
      <ReferralOriginContext.Provider value={ORIGIN}>
        <Story />
      </ReferralOriginContext.Provider>
    ),
    withFeatures,
  ],
  args: { id: '7' },
  parameters: featuresOf(withLink),
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

/** The organizer's abilities on a running referral challenge someone took part in. */
const organizer = { ...organizerAbilities, canDecide: false, canDelete: false, edit: 'basic' as const };

const before = serverWith();
/**
 * A member before taking part: "Получить ссылку для приглашения" instead of "Участвовать"; the
 * conditions name the rule and the minimum; no candidates, offers, participants or referrals tabs.
 */
export const MemberBeforeLink: Story = {
  parameters: featuresOf(before),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Получить ссылку для приглашения' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Участвовать' })).toBeNull();
    await expect(canvas.queryByTestId('referral-panel')).toBeNull();
    const conditions = canvas.getByTestId('conditions');
    await expect(conditions).toHaveTextContent('Больше всех приглашений');
    await expect(conditions).toHaveTextContent('Для приза нужно привести не меньше 2 человек');
    await expect(conditions).not.toHaveTextContent('Один отчёт от участника');
    for (const name of ['Кандидаты', 'Предложения', 'Участники', 'Приглашения']) await expect(canvas.queryByRole('tab', { name })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Победители' })).toBeInTheDocument();
    await expect(canvas.queryByTestId('why-no-report')).toBeNull();
    await imagesDecoded(canvasElement);
  },
};

const getting = serverWith();
/** Getting the link: one press, a toast, then the panel with the whole link, its counts and until when it works; the button is gone. */
export const MemberGetsLink: Story = {
  parameters: featuresOf(getting),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Получить ссылку для приглашения' }));
    await expect(await body().findByText('Ссылка готова — поделитесь ею с коллегами')).toBeInTheDocument();
    const panel = within(await canvas.findByTestId('referral-panel'));
    await expect(panel.getByRole('textbox', { name: 'Ваша ссылка-приглашение' })).toHaveValue(LINK);
    await expect(panel.getByTestId('referral-counts')).toHaveTextContent('Засчитано: 0 · Присоединились: 0');
    await expect(panel.getByTestId('referral-expires')).toHaveTextContent(/^Ссылка действует до /);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Получить ссылку для приглашения' })).toBeNull());
    await expect(getting.log).toEqual([{ route: 'invite', body: { challengeId: 7 } }]);
    clearToasts();
  },
};

/**
 * A later visit with the link (GET /api/challenges/referrals/mine): the link, "Засчитано: 3 ·
 * Присоединились: 4" — one of the four was fired or blocked, which the line under it explains.
 */
export const MemberWithLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const panel = within(await canvas.findByTestId('referral-panel'));
    await expect(panel.getByRole('heading', { level: 2, name: 'Ваша ссылка-приглашение' })).toBeInTheDocument();
    await expect(panel.getByTestId('referral-counts')).toHaveTextContent('Засчитано: 3 · Присоединились: 4');
    await expect(panel.getByText('Засчитываются только те, кто сейчас в сообществе: уволенные и заблокированные не считаются.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Получить ссылку для приглашения' })).toBeNull();
    await imagesDecoded(canvasElement);
  },
};

const copied: string[] = [];
/** Copying the link: the whole address goes to the clipboard, and a toast says so. */
export const CopySuccess: Story = {
  beforeEach: () => {
    copied.length = 0;
    return stubClipboard(copied);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Скопировать ссылку' }));
    await expect(await body().findByText('Ссылка скопирована')).toBeInTheDocument();
    await expect(copied).toEqual([LINK]);
    clearToasts();
  },
};

/** The browser refuses the clipboard: 'Не удалось скопировать ссылку' (SPEC §8); the link stays in its field to copy by hand. */
export const CopyFailure: Story = {
  beforeEach: () => stubClipboard([], true),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Скопировать ссылку' }));
    await expect(await body().findByText('Не удалось скопировать ссылку')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Ваша ссылка-приглашение' })).toHaveValue(LINK);
    clearToasts();
  },
};

/** In English: the copy failure's message. */
export const CopyFailureEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: () => stubClipboard([], true),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }));
    await expect(await body().findByText("Couldn't copy the link")).toBeInTheDocument();
    clearToasts();
  },
};

/** The organizer paused taking part: the member's link says joins do not count meanwhile, and no link is given to others. */
export const ParticipationPaused: Story = {
  parameters: featuresOf(serverWith({ receptionOpen: false, me: { ...memberAbilities, canReport: false, canRefer: false } }, { referralLinks: [referralLink()] })),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByTestId('referral-paused')).toHaveTextContent('присоединившиеся по ссылке не засчитываются');
    await expect(canvas.getByText('Участие приостановлено')).toBeInTheDocument();
    await expect(canvas.queryByTestId('why-no-report')).toBeNull();
  },
};

/** Invited-only, and the member is not invited: no button, and why. */
export const NotInvited: Story = {
  parameters: featuresOf(serverWith({ settings: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: true }, me: { ...memberAbilities, canReport: false, canRefer: false } })),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByTestId('why-no-report')).toHaveTextContent('Участвовать могут только приглашённые');
    await expect(canvas.queryByRole('button', { name: 'Получить ссылку для приглашения' })).toBeNull();
    await expect(canvas.getByTestId('conditions')).toHaveTextContent('Участвуют только выбранные организатором коллеги');
  },
};

const leading = serverWith({ me: organizer });
/**
 * The organizer's referrals tab: places 1–3 and "—" below the minimum, each name a profile link
 * with counted and joined referrals and the last one; the stats export (no winners yet, so no
 * winners' export), and pausing taking part. The organizer gets no link.
 */
export const OrganizerLeaderboard: Story = {
  parameters: featuresOf(leading, '/challenge/7?tab=referrals'),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Участники по числу приглашённых' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent(/^1/);
    await expect(rows[0]).toHaveTextContent('Место 1:');
    await expect(rows[0]).toHaveTextContent('Засчитано: 5 · Присоединились: 6');
    await expect(rows[2]).toHaveTextContent(/^3/);
    await expect(rows[3]).toHaveTextContent(/^—/);
    await expect(rows[3]).toHaveTextContent('Без места, меньше минимума:');
    await expect(rows[3]).toHaveTextContent('Дмитрий Орлов');
    await expect(rows[4]).toHaveTextContent('Засчитано: 0 · Присоединились: 0');
    await expect(within(list).getByRole('link', { name: 'Мария Кузнецова' })).toHaveAttribute('href', '/other_profile/3');
    await expect(canvas.getByRole('link', { name: 'Статистика приглашений (.xlsx)' })).toHaveAttribute('href', '/api/challenges/referrals/stats.xlsx?id=7&lang=ru');
    await expect(canvas.queryByRole('link', { name: 'Победители (.xlsx)' })).toBeNull();
    await expect(canvas.queryByTestId('referral-panel')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Получить ссылку для приглашения' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Приостановить участие' }));
    await expect(await canvas.findByRole('button', { name: 'Возобновить участие' })).toBeInTheDocument();
    await expect(leading.log).toEqual([{ route: 'reception', body: { id: 7, open: false } }]);
    clearToasts();
  },
};

/** The organizer's view in English (no play: the English project renders it too). */
export const OrganizerEnglish: Story = {
  globals: { locale: 'en' },
  parameters: featuresOf(serverWith({ me: organizer }), '/challenge/7?tab=referrals'),
};

const crowd: ReferralParticipant[] = Array.from({ length: 45 }, (_, i) => ({
  user: { id: 100 + i, firstName: 'Участник', surname: String(i + 1), nickname: null, tgName: null, photo: null },
  counted: Math.max(0, 45 - i),
  joined: 46 - i,
  lastAt: minutesAgo(i * 30),
  rank: i < 44 ? i + 1 : null,
}));
/** 45 participants: pages of 20, "Show more" follows the server's cursor (no screenshot: the page is taller than the capture). */
export const LeaderboardShowMore: Story = {
  parameters: { ...featuresOf(serverWith({ me: organizer }, { referrals: crowd }), '/challenge/7?tab=referrals'), screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Участники по числу приглашённых' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  },
};

/** The challenge shows its participants: a member sees the leaderboard too, without the exports. */
export const MemberSeesLeaderboard: Story = {
  parameters: featuresOf(
    serverWith({ settings: { showParticipants: true, multipleReports: false, anonymous: false, invitedOnly: false }, me: { ...memberAbilities, canReport: false, canRefer: true, canSeeCandidates: true, canSeeParticipants: true } }, { referralLinks: [referralLink()] }),
    '/challenge/7?tab=referrals',
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Участники по числу приглашённых' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /\.xlsx/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Приостановить участие' })).toBeNull();
    await expect(canvas.queryByRole('tab', { name: 'Кандидаты' })).toBeNull();
  },
};

const ended = {
  status: 'completed' as const,
  completedAt: minutesAgo(60),
  completionReason: 'ended' as const,
  endAt: minutesAgo(60),
  winnersCount: 2,
  remainingPlaces: 0,
};
/**
 * Ended with two winners (`?showWinners=1`): each winner's report says how many people they
 * brought in, with the prize — no text, photo or likes; the member's link no longer works.
 */
export const CompletedWinners: Story = {
  parameters: featuresOf(
    serverWith({ ...ended, me: { ...memberAbilities, canReport: false, canRefer: false, myReports: ['accepted'] } }, { winners: demoReferralWinners, referralLinks: [referralLink({ expiresAt: minutesAgo(60) })] }),
    '/challenge/7?showWinners=1',
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Победители' })).toHaveAttribute('aria-selected', 'true'));
    const reports = await canvas.findAllByRole('article');
    await expect(reports).toHaveLength(2);
    await expect(reports[0]).toHaveTextContent('Пригласил(а) в сообщество: 5');
    await expect(reports[0]).toHaveTextContent('Ваша награда: +200');
    await expect(within(reports[0]!).queryByRole('button', { name: /Нравится/ })).toBeNull();
    await expect(canvas.getByTestId('referral-expires')).toHaveTextContent('Ссылка больше не действует: челлендж завершён');
    await expect(canvas.queryByRole('button', { name: 'Скопировать ссылку' })).toBeNull();
    await expect(canvas.getByTestId('referral-counts')).toHaveTextContent('Засчитано: 3 · Присоединились: 4');
    await expect(canvas.queryByTestId('why-no-report')).toBeNull();
  },
};

/** An admin after the end (who may no longer close it): the stats and the winners' exports. */
export const AdminExportsAfterEnd: Story = {
  parameters: featuresOf(
    serverWith({ ...ended, me: { ...memberAbilities, canReport: false, canRefer: false, canSeeCandidates: true, canSeeParticipants: true } }, { winners: demoReferralWinners }),
    '/challenge/7?tab=referrals',
    { 'GET /api/profile/me': meAdmin },
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Победители (.xlsx)' })).toHaveAttribute('href', '/api/challenges/referrals/winners.xlsx?id=7&lang=ru');
    await expect(canvas.getByRole('link', { name: 'Статистика приглашений (.xlsx)' })).toHaveAttribute('download');
    await expect(canvas.queryByRole('button', { name: 'Приостановить участие' })).toBeNull();
  },
};

/** The member's link on a phone: the link field and the copy button stack; nothing widens the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await canvas.findByTestId('referral-panel');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await imagesDecoded(canvasElement);
  },
};

/** In English: the member's link and its counts (no play: the English project renders it too). */
export const English: Story = { globals: { locale: 'en' } };

/** In English before taking part: "Get my invite link". */
export const EnglishBeforeLink: Story = {
  globals: { locale: 'en' },
  parameters: featuresOf(serverWith()),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Get my invite link' })).toBeInTheDocument();
    await expect(canvas.getByTestId('conditions')).toHaveTextContent('A prize needs at least 2 referrals');
  },
};

/** The winners' referral reports carry the author's name; the organizer's view of the same, with Иван's profile link. */
export const OrganizerWinners: Story = {
  parameters: featuresOf(
    serverWith({ ...ended, me: { ...organizer, canClose: false, edit: null } }, { winners: [demoReferralWinners[0]!, { ...demoReferralWinners[1]!, author: users[1]! }] }),
    '/challenge/7?tab=referrals',
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Победители (.xlsx)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Победители' }));
    await expect(await within(canvas.getByRole('tabpanel')).findByRole('link', { name: 'Иван Смирнов' })).toHaveAttribute('href', '/other_profile/2');
  },
};
