import type {
  Chain,
  ChainDetail,
  ChainParticipant,
  CreateChainBody,
  CreateChainWithChallengesBody,
  UpdateChainBody,
  Challenge,
  ChallengeEvent,
  Comment,
  ChallengeAbilities,
  ChallengeCreateOptions,
  ChallengeFilter,
  ChallengeParticipant,
  ChallengeReport,
  CreateChallengeBody,
  CreateReportBody,
  DecideReportBody,
  ReferralInviteBody,
  ReferralLink,
  ReferralParticipant,
  UpdateChallengeBody,
} from '@gratia/contracts';
import { FIXTURE_NOW, minutesAgo } from '../testing/clock.ts';
import { users } from '../testing/fixtures.ts';
import { photos } from '../testing/media.ts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';

/** Demo challenges of the community «Ромашка» and a small in-memory challenges server (stories and tests). */

const DAY = 24 * 60;
/** An ISO timestamp `minutes` after the fixtures' now. */
export const minutesAhead = (minutes: number) => new Date(FIXTURE_NOW + minutes * 60_000).toISOString();

/** What a plain member may do with a challenge they did not organize and have not taken part in. */
export const memberAbilities: ChallengeAbilities = {
  isOrganizer: false,
  edit: null,
  canDelete: false,
  canClose: false,
  canDecide: false,
  canReport: true,
  canRefer: false,
  canSeeCandidates: false,
  canSeeParticipants: false,
  myReports: [],
};

/** What the organizer may do before anyone took part. */
export const organizerAbilities: ChallengeAbilities = {
  isOrganizer: true,
  edit: 'full',
  canDelete: true,
  canClose: true,
  canDecide: true,
  canReport: false,
  canRefer: false,
  canSeeCandidates: true,
  canSeeParticipants: true,
  myReports: [],
};

/** A challenge: an active one by Иван Смирнов (fund 300 in 3 places) unless `changes` say otherwise; `fund`/`places` recompute the prize. */
export function challenge(changes: Partial<Challenge> = {}): Challenge {
  const fund = changes.fund ?? 300;
  const places = changes.places ?? 3;
  const winnersCount = changes.winnersCount ?? 0;
  return {
    id: 1,
    name: 'Лучшая идея для офиса',
    description: 'Предложите, как сделать наш офис удобнее: фото, эскиз или пара абзацев текста. Три лучшие идеи получат призы.',
    covers: [photos[0]!],
    thumbnail: null,
    organizer: users[1]!,
    fromOrganization: false,
    fund,
    places,
    prize: Math.floor(fund / places),
    winnersCount,
    remainingPlaces: Math.max(0, places - winnersCount),
    participantsCount: 4,
    winnerRule: 'organizer',
    referralMinimum: null,
    settings: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: false },
    startAt: minutesAgo(3 * DAY),
    endAt: minutesAhead(7 * DAY),
    status: 'active',
    receptionOpen: true,
    completedAt: null,
    completionReason: null,
    sponsor: 'income',
    createdAt: minutesAgo(3 * DAY),
    updatedAt: minutesAgo(3 * DAY),
    chain: null,
    available: true,
    dependencies: [],
    shareUuid: '6f1c2b9e-4d3a-4e5f-9a8b-7c6d5e4f3a2b',
    me: memberAbilities,
    ...changes,
  };
}

/** The demo list: active, voting, community, upcoming, ended, and a long-named one without covers. */
export const demoChallenges: Challenge[] = [
  challenge(),
  challenge({
    id: 2,
    name: 'Фото недели: весна в городе',
    description: 'Присылайте весенние фотографии. Победителей выберут лайки коллег.',
    covers: [photos[1]!, photos[2]!],
    winnerRule: 'voting',
    settings: { showParticipants: true, multipleReports: true, anonymous: false, invitedOnly: false },
    fund: 500,
    places: 5,
    participantsCount: 12,
    organizer: users[2]!,
    endAt: minutesAhead(2 * 60),
    me: { ...memberAbilities, canSeeCandidates: true, canSeeParticipants: true },
  }),
  challenge({
    id: 3,
    name: '10 000 шагов каждый день',
    description: 'Месяц здоровых привычек от компании.',
    covers: [photos[2]!],
    fromOrganization: true,
    sponsor: 'community',
    fund: 3000,
    places: 10,
    winnersCount: 4,
    participantsCount: 31,
    winnerRule: 'admins',
    organizer: users[0]!,
  }),
  challenge({ id: 4, name: 'Квиз по продукту', status: 'deferred', startAt: minutesAhead(2 * DAY), endAt: minutesAhead(9 * DAY), participantsCount: 0, covers: [] }),
  challenge({
    id: 5,
    name: 'Новогодний корпоратив: лучший костюм',
    status: 'completed',
    startAt: minutesAgo(90 * DAY),
    endAt: minutesAgo(80 * DAY),
    completedAt: minutesAgo(80 * DAY),
    completionReason: 'places_filled',
    winnersCount: 3,
    participantsCount: 9,
    me: { ...memberAbilities, canReport: false },
  }),
  challenge({
    id: 6,
    name: 'Самое длинное название челленджа, которое только можно придумать, чтобы проверить, как карточка переносит строки и не ломает сетку',
    description: 'Описание '.repeat(60).trim(),
    covers: [],
    fund: 1_250_000,
    places: 999,
    participantsCount: 1234,
    organizer: users[3]!,
  }),
];

/**
 * A referral challenge (SPEC §1 'referral'; docs/decisions/0045): «Приведи коллегу» by Иван, running,
 * 600 points in 3 places for at least 2 counted referrals each; the member may get their link
 * (`canRefer`), unless `changes` say otherwise.
 */
export function referralChallenge(changes: Partial<Challenge> = {}): Challenge {
  return challenge({
    id: 7,
    name: 'Приведи коллегу в «Ромашку»',
    description: 'Получите личную ссылку-приглашение и позовите в сообщество коллег, которых здесь ещё нет. Призы — трём участникам, которые приведут больше всех, но не меньше двух человек.',
    covers: [photos[2]!],
    fund: 600,
    places: 3,
    participantsCount: 5,
    winnerRule: 'referrals',
    referralMinimum: 2,
    me: { ...memberAbilities, canReport: false, canRefer: true },
    ...changes,
  });
}

/** The referral challenge of the demo list (id 7; SPEC §1 'referral', docs/decisions/0045), which {@link challengesServer} serves besides {@link demoChallenges}. */
export const demoReferralChallenge: Challenge = referralChallenge();

/** The caller's invite link of referral challenge `challengeId` (docs/decisions/0045): 3 counted of 4 who joined, unless `changes` say otherwise. */
export function referralLink(changes: Partial<ReferralLink> = {}): ReferralLink {
  const challengeId = changes.challengeId ?? demoReferralChallenge.id;
  const token = changes.token ?? `r7-${challengeId}-Xq3vK9pLm2`;
  return { challengeId, token, path: `/community/invite?invite=${encodeURIComponent(token)}`, expiresAt: demoReferralChallenge.endAt, counted: 3, joined: 4, ...changes };
}

/** The leaderboard of the demo referral challenge (docs/decisions/0045): three ranked (ties to who got there first), one below the minimum of 2, one with none yet. */
export const demoReferralParticipants: ReferralParticipant[] = [
  { user: users[2]!, counted: 5, joined: 6, lastAt: minutesAgo(3 * 60), rank: 1 },
  { user: users[0]!, counted: 3, joined: 4, lastAt: minutesAgo(DAY), rank: 2 },
  { user: users[3]!, counted: 3, joined: 3, lastAt: minutesAgo(5 * 60), rank: 3 },
  { user: { id: 6, firstName: 'Дмитрий', surname: 'Орлов', nickname: null, tgName: null, photo: null }, counted: 1, joined: 2, lastAt: minutesAgo(2 * DAY), rank: null },
  { user: { id: 5, firstName: 'Олег', surname: 'Соколов', nickname: null, tgName: null, photo: null }, counted: 0, joined: 0, lastAt: null, rank: null },
];

/** A report: Мария's text report, waiting for a decision, unless `changes` say otherwise. */
export function report(changes: Partial<ChallengeReport> = {}): ChallengeReport {
  return {
    id: 1,
    challengeId: 1,
    author: users[2]!,
    nickname: null,
    text: 'Поставить в переговорных доски для рисования и маркеры, а на кухне — вторую кофемашину.',
    photo: null,
    referrals: null,
    state: 'sent',
    reason: null,
    prize: null,
    likes: { count: 0, likedByMe: false },
    commentsCount: 0,
    createdAt: minutesAgo(2 * 60),
    decidedAt: null,
    ...changes,
  };
}

/** Candidates of challenge 1: a text, a photo, a long one. */
export const demoCandidates: ChallengeReport[] = [
  report(),
  report({ id: 2, author: users[0]!, text: 'Живые растения у окон и пара пуфов в зоне отдыха.', photo: photos[0]!, createdAt: minutesAgo(90) }),
  report({ id: 3, author: users[3]!, text: 'Очень подробное предложение. '.repeat(40).trim(), createdAt: minutesAgo(30) }),
];

/** Winners of challenge 3 with their prizes. */
export const demoWinners: ChallengeReport[] = [
  report({ id: 10, challengeId: 3, author: users[1]!, state: 'accepted', prize: 300, decidedAt: minutesAgo(DAY), text: '12 400 шагов в среднем за неделю' }),
  report({ id: 11, challengeId: 3, author: users[2]!, state: 'accepted', prize: 300, decidedAt: minutesAgo(2 * DAY), photo: photos[1]!, text: null }),
];

/** The winners of a completed referral challenge: a report each with the referrals counted for them and the prize (docs/decisions/0045). */
export const demoReferralWinners: ChallengeReport[] = [
  report({ id: 30, challengeId: 7, author: users[2]!, text: null, referrals: 5, state: 'accepted', prize: 200, createdAt: minutesAgo(60), decidedAt: minutesAgo(60) }),
  report({ id: 31, challengeId: 7, author: users[0]!, text: null, referrals: 3, state: 'accepted', prize: 200, createdAt: minutesAgo(60), decidedAt: minutesAgo(60) }),
];

/** Participants of challenge 1. */
export const demoParticipants: ChallengeParticipant[] = users.map((user, i) => ({ user, nickname: null, reports: i === 0 ? 2 : 1, joinedAt: minutesAgo((i + 1) * 60) }));

/** The accounts a member may pay a fund from (an admin also gets the community's). */
export const createOptions: ChallengeCreateOptions = {
  activePeriod: true,
  sponsors: [
    { sponsor: 'distribution', balance: 80 },
    { sponsor: 'income', balance: 35 },
  ],
  defaults: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: false },
};
export const createOptionsAdmin: ChallengeCreateOptions = { ...createOptions, sponsors: [...createOptions.sponsors, { sponsor: 'community', balance: null }] };

/** The feed event of challenge `id` (its likes and comments live there). */
function challengeFeedEvent(id: number, likes: ChallengeEvent['likes']): ChallengeEvent {
  const c = demoChallenges.find((x) => x.id === id) ?? challenge({ id });
  return { id, type: 'challenge', createdAt: c.startAt, likes, commentsCount: 2, challenge: { id, title: c.name, photo: c.covers[0]?.thumbUrl ?? null }, organizer: c.organizer };
}

/** Comments of a challenge or a report: a colleague's and an own edited one. */
export const demoComments: Comment[] = [
  { id: 1, eventType: 'challenge', eventId: 1, author: users[2]!, text: 'Отличная идея, участвую!', isDeleted: false, canEdit: false, canDelete: false, createdAt: minutesAgo(30), updatedAt: minutesAgo(30) },
  { id: 2, eventType: 'challenge', eventId: 1, author: users[0]!, text: 'Можно прикладывать эскизы от руки?', isDeleted: false, canEdit: true, canDelete: true, createdAt: minutesAgo(10), updatedAt: minutesAgo(5) },
];

/** A call the challenges server received. */
export interface ChallengeCall {
  route: string;
  body: unknown;
}

const FILTERS: Record<ChallengeFilter, (c: Challenge) => boolean> = {
  all: () => true,
  active: (c) => c.status === 'active',
  upcoming: (c) => c.status === 'deferred',
  ended: (c) => c.status === 'completed',
  my: (c) => c.me.isOrganizer || c.me.myReports.length > 0,
};

/**
 * A small challenges server over `initial` (stories and tests; by default {@link demoChallenges}
 * and {@link demoReferralChallenge}): lists by filter with cursor pages of `limit`, one challenge,
 * create (from the sponsor's balance: INSUFFICIENT_FUNDS above it), update, delete, close,
 * reception, reports (the candidates grow; a decision moves a report to the winners and pays it),
 * likes; and the referral routes of docs/decisions/0045 — invite (a link per challenge, the same on
 * a repeat; refused when `me.canRefer` is off), mine (`referralLinks` to start with), participants
 * (`referrals`). `log` records every write.
 */
export function challengesServer(
  initial: Challenge[] = [...demoChallenges, demoReferralChallenge],
  options: {
    candidates?: ChallengeReport[];
    winners?: ChallengeReport[];
    participants?: ChallengeParticipant[];
    createOptions?: ChallengeCreateOptions;
    referrals?: ReferralParticipant[];
    referralLinks?: ReferralLink[];
  } = {},
) {
  let items = initial.map((c) => ({ ...c }));
  let candidates = [...(options.candidates ?? demoCandidates)];
  let winners = [...(options.winners ?? demoWinners)];
  const participants = options.participants ?? demoParticipants;
  const referrals = options.referrals ?? demoReferralParticipants;
  const links = new Map((options.referralLinks ?? []).map((l) => [l.challengeId, l]));
  const mine: ChallengeReport[] = [];
  let rejected: ChallengeReport[] = [];
  let eventLikes = { count: 4, likedByMe: false };
  const log: ChallengeCall[] = [];
  const opts = options.createOptions ?? createOptions;
  let nextId = 100;
  const find = (id: number) => items.find((c) => c.id === id);
  const idOf = (req: MockRequest) => Number(req.query.get('id'));
  const paged = <T>(list: T[], req: MockRequest) => {
    const limit = Number(req.query.get('limit') ?? 20);
    const start = Number(req.query.get('cursor') ?? 0);
    const end = start + limit;
    return { items: list.slice(start, end), nextCursor: end < list.length ? String(end) : null };
  };
  const update = (id: number, changes: Partial<Challenge>) => {
    items = items.map((c) => (c.id === id ? { ...c, ...changes, updatedAt: new Date(Date.now()).toISOString() } : c));
    return find(id)!;
  };
  const handlers = {
    'GET /api/challenges': (req: MockRequest) => paged(items.filter(FILTERS[(req.query.get('filter') ?? 'all') as ChallengeFilter] ?? FILTERS.all), req),
    'GET /api/challenges/one': (req: MockRequest) => find(idOf(req)) ?? errorReply('CHALLENGE_NOT_FOUND', 404),
    'GET /api/challenges/create-options': opts,
    'GET /api/challenges/contenders': (req: MockRequest) => paged(candidates.filter((r) => r.challengeId === idOf(req)), req),
    'GET /api/challenges/winners': (req: MockRequest) => paged(winners.filter((r) => r.challengeId === idOf(req)), req),
    'GET /api/challenges/participants': (req: MockRequest) => paged(participants, req),
    'GET /api/challenges/reports': (req: MockRequest) => {
      const state = req.query.get('state');
      const all = [...winners, ...candidates, ...rejected].filter((r) => r.challengeId === idOf(req) && (!state || r.state === state));
      return paged(all.sort((a, b) => a.createdAt.localeCompare(b.createdAt)), req);
    },
    // The challenge's feed event (its like) and who liked it.
    'GET /api/feed/event': (req: MockRequest) => challengeFeedEvent(Number(req.query.get('eventId')), eventLikes),
    'POST /api/feed/likes': () => {
      eventLikes = { count: eventLikes.count + (eventLikes.likedByMe ? 0 : 1), likedByMe: true };
      return eventLikes;
    },
    'DELETE /api/feed/likes': () => {
      eventLikes = { count: eventLikes.count - (eventLikes.likedByMe ? 1 : 0), likedByMe: false };
      return eventLikes;
    },
    'GET /api/feed/likes': (req: MockRequest) => {
      const words = (req.query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const likers = users.map((user, i) => ({ user, likedAt: minutesAgo((i + 1) * 45) })).filter(({ user }) => words.every((w) => `${user.firstName} ${user.surname} ${user.nickname ?? ''}`.toLowerCase().includes(w)));
      return paged(likers, req);
    },
    'GET /api/challenges/result': (req: MockRequest) => ({ reports: mine.filter((r) => r.challengeId === idOf(req)) }),
    'POST /api/challenges': (req: MockRequest) => {
      const body = req.body as CreateChallengeBody;
      log.push({ route: 'create', body });
      const balance = opts.sponsors.find((s) => s.sponsor === body.sponsor)?.balance;
      if (balance != null && body.fund > balance) return errorReply('INSUFFICIENT_FUNDS', 409);
      const made = challenge({
        id: nextId++,
        name: body.name,
        description: body.description,
        fund: body.fund,
        places: Math.min(body.places, body.fund),
        sponsor: body.sponsor,
        winnerRule: body.winnerRule,
        referralMinimum: body.referralMinimum,
        settings: body.settings,
        covers: body.coverIds.map((id, i) => ({ ...photos[i % photos.length]!, id })),
        organizer: users[0]!,
        fromOrganization: body.sponsor === 'community',
        participantsCount: 0,
        startAt: body.startAt ?? new Date(Date.now()).toISOString(),
        endAt: body.endAt,
        status: body.startAt && Date.parse(body.startAt) > Date.now() ? 'deferred' : 'active',
        me: organizerAbilities,
      });
      items = [made, ...items];
      return reply(201, made);
    },
    'PATCH /api/challenges': (req: MockRequest) => {
      const body = req.body as UpdateChallengeBody;
      log.push({ route: 'update', body });
      const current = find(body.id);
      if (!current) return errorReply('CHALLENGE_NOT_FOUND', 404);
      const { id, coverIds: _covers, thumbnailId: _thumb, invitedUserIds: _invited, settings, ...rest } = body;
      return update(id, { ...rest, settings: { ...current.settings, ...settings } } as Partial<Challenge>);
    },
    'DELETE /api/challenges': (req: MockRequest) => {
      log.push({ route: 'delete', body: { id: idOf(req) } });
      const current = find(idOf(req));
      if (current && current.participantsCount > 0) return errorReply('CHALLENGE_HAS_PARTICIPANTS', 409);
      items = items.filter((c) => c.id !== idOf(req));
      return { ok: true };
    },
    'POST /api/challenges/close': (req: MockRequest) => {
      const { id } = req.body as { id: number };
      log.push({ route: 'close', body: req.body });
      return update(id, { status: 'completed', completedAt: new Date(Date.now()).toISOString(), completionReason: 'closed', me: { ...find(id)!.me, canClose: false, canDecide: false, canReport: false, canRefer: false, canDelete: false, edit: null } });
    },
    'POST /api/challenges/reception': (req: MockRequest) => {
      const { id, open } = req.body as { id: number; open: boolean };
      log.push({ route: 'reception', body: req.body });
      return update(id, { receptionOpen: open });
    },
    'POST /api/challenges/reports': (req: MockRequest) => {
      const body = req.body as CreateReportBody;
      log.push({ route: 'report', body });
      const current = find(body.challengeId);
      if (!current) return errorReply('CHALLENGE_NOT_FOUND', 404);
      if (!current.me.canReport) return errorReply('CHALLENGE_REPORT_LIMIT', 409);
      const sent = report({ id: nextId++, challengeId: body.challengeId, author: users[0]!, nickname: body.nickname ?? null, text: body.text ?? null, photo: body.photoId ? { ...photos[0]!, id: body.photoId } : null, createdAt: new Date(Date.now()).toISOString() });
      mine.push(sent);
      candidates = [...candidates, sent];
      update(body.challengeId, {
        participantsCount: current.participantsCount + (current.me.myReports.length === 0 ? 1 : 0),
        me: { ...current.me, myReports: [...current.me.myReports, 'sent'], canReport: current.settings.multipleReports, edit: current.me.edit ? 'basic' : null, canDelete: false },
      });
      return reply(201, sent);
    },
    'POST /api/challenges/reports/decide': (req: MockRequest) => {
      const body = req.body as DecideReportBody;
      log.push({ route: 'decide', body });
      const target = candidates.find((r) => r.id === body.reportId);
      if (!target) return errorReply('REPORT_NOT_FOUND', 404);
      if (target.state !== 'sent') return errorReply('REPORT_ALREADY_DECIDED', 409);
      const current = find(target.challengeId)!;
      const decided: ChallengeReport =
        body.decision === 'accept'
          ? { ...target, state: 'accepted', prize: current.prize, decidedAt: new Date(Date.now()).toISOString() }
          : { ...target, state: 'rejected', reason: body.reason ?? null, decidedAt: new Date(Date.now()).toISOString() };
      candidates = candidates.filter((r) => r.id !== target.id);
      if (decided.state === 'rejected') rejected = [...rejected, decided];
      if (decided.state === 'accepted') {
        winners = [...winners, decided];
        const winnersCount = current.winnersCount + 1;
        const full = winnersCount >= current.places;
        update(current.id, {
          winnersCount,
          remainingPlaces: Math.max(0, current.places - winnersCount),
          ...(full ? { status: 'completed' as const, completedAt: new Date(Date.now()).toISOString(), completionReason: 'places_filled' as const } : {}),
        });
      }
      return decided;
    },
    'GET /api/challenges/referrals/mine': (req: MockRequest) => (find(idOf(req)) ? { link: links.get(idOf(req)) ?? null } : errorReply('CHALLENGE_NOT_FOUND', 404)),
    'GET /api/challenges/referrals/participants': (req: MockRequest) => (find(idOf(req))?.winnerRule === 'referrals' ? paged(referrals, req) : errorReply('CHALLENGE_NOT_FOUND', 404)),
    'POST /api/challenges/referrals/invite': (req: MockRequest) => {
      const { challengeId } = req.body as ReferralInviteBody;
      log.push({ route: 'invite', body: req.body });
      const current = find(challengeId);
      if (!current || current.winnerRule !== 'referrals') return errorReply('CHALLENGE_NOT_FOUND', 404);
      const existing = links.get(challengeId);
      if (existing) return existing;
      if (current.status === 'completed') return errorReply('CHALLENGE_COMPLETED', 409);
      if (!current.me.canRefer) return current.receptionOpen ? errorReply('CHALLENGE_NOT_INVITED', 403) : errorReply('CHALLENGE_RECEPTION_CLOSED', 409);
      const link = referralLink({ challengeId, expiresAt: current.endAt, counted: 0, joined: 0 });
      links.set(challengeId, link);
      update(challengeId, { participantsCount: current.participantsCount + 1 });
      return link;
    },
    'POST /api/challenges/reports/likes': (req: MockRequest) => {
      const { reportId } = req.body as { reportId: number };
      log.push({ route: 'like', body: req.body });
      const target = candidates.find((r) => r.id === reportId);
      const likes = { count: (target?.likes.count ?? 0) + 1, likedByMe: true };
      candidates = candidates.map((r) => (r.id === reportId ? { ...r, likes } : r));
      return likes;
    },
    'DELETE /api/challenges/reports/likes': (req: MockRequest) => {
      const reportId = Number(req.query.get('reportId'));
      log.push({ route: 'unlike', body: { reportId } });
      const target = candidates.find((r) => r.id === reportId);
      const likes = { count: Math.max(0, (target?.likes.count ?? 1) - 1), likedByMe: false };
      candidates = candidates.map((r) => (r.id === reportId ? { ...r, likes } : r));
      return likes;
    },
  };
  return { handlers, log, get items() { return items; } };
}

/** A chain (docs/decisions/0043): «Адаптация новичка» by Анна, running, 3 tasks in 2 steps, one finished by the caller, unless `changes` say otherwise. */
export function chain(changes: Partial<ChainDetail> = {}): ChainDetail {
  const steps = changes.steps ?? demoChainSteps;
  const total = steps.reduce((n, s) => n + s.challenges.length, 0);
  return {
    id: 7,
    name: 'Адаптация новичка',
    description: 'Три задания первой недели: познакомьтесь с командой, найдите свой ритм и сделайте первый вклад. Подробнее о первых днях: https://wiki.example.com/onboarding',
    covers: [photos[1]!],
    thumbnail: null,
    author: users[0]!,
    startAt: minutesAgo(2 * DAY),
    endAt: minutesAhead(12 * DAY),
    state: 'active',
    stepsCount: steps.length,
    challengesTotal: total,
    challengesFinished: 1,
    participantsCount: 5,
    createdAt: minutesAgo(2 * DAY),
    me: { edit: null, canDelete: false },
    steps,
    ...changes,
  };
}

/** The steps of the demo chain: step 1 finished by the caller, step 2 locked behind it. */
export const demoChainSteps: ChainDetail['steps'] = [
  {
    step: 1,
    challenges: [
      challenge({ id: 21, name: 'Познакомьтесь с командой', chain: { id: 7, name: 'Адаптация новичка', step: 1, steps: 2 }, me: { ...memberAbilities, myReports: ['sent'], canReport: false } }),
      challenge({ id: 22, name: 'Обед с наставником', covers: [], chain: { id: 7, name: 'Адаптация новичка', step: 1, steps: 2 } }),
    ],
  },
  {
    step: 2,
    challenges: [
      challenge({
        id: 23,
        name: 'Первый вклад в проект',
        covers: [photos[2]!],
        chain: { id: 7, name: 'Адаптация новичка', step: 2, steps: 2 },
        available: false,
        dependencies: [{ id: 22, name: 'Обед с наставником', step: 1 }],
        me: { ...memberAbilities, canReport: false },
      }),
    ],
  },
];

/** The demo list of chains: running, upcoming, ended and one with a long name and no cover. */
export const demoChains: Chain[] = [
  (({ steps: _s, ...c }) => c)(chain()),
  (({ steps: _s, ...c }) => c)(chain({ id: 8, name: 'Здоровая неделя', covers: [photos[0]!], state: 'upcoming', startAt: minutesAhead(3 * DAY), challengesFinished: 0, participantsCount: 0, author: users[2]! })),
  (({ steps: _s, ...c }) => c)(chain({ id: 9, name: 'Осенний марафон идей', state: 'ended', endAt: minutesAgo(DAY), challengesFinished: 3, participantsCount: 14 })),
  (({ steps: _s, ...c }) => c)(
    chain({
      id: 10,
      name: 'Очень длинное название цепочки, которое не помещается в одну строку карточки и переносится на несколько строк без расширения страницы',
      covers: [],
      participantsCount: 1,
    }),
  ),
];

/** The chain participants of the demo chain. */
export const demoChainParticipants: ChainParticipant[] = users.slice(1, 6).map((user, i) => ({ user, challengesFinished: (i % 3) + 1, joinedAt: minutesAgo((i + 1) * 180) }));

/** A call the chains mock server received. */
export interface ChainCall {
  route: 'create' | 'createWithChallenges' | 'update' | 'delete';
  body: unknown;
}

/**
 * An in-memory chains server for stories (docs/decisions/0043): the list, one chain, its
 * participants, the candidates (the challenges of {@link demoChallenges} in no chain), create,
 * create with new challenges, update and delete (refused with participants).
 */
export function chainsServer(options: { chains?: ChainDetail[]; participants?: ChainParticipant[]; candidates?: Challenge[] } = {}) {
  let chains = options.chains ?? [chain()];
  const list = options.chains ? chains.map(({ steps: _s, ...c }) => c) : demoChains;
  const candidates = options.candidates ?? demoChallenges.filter((c) => c.status !== 'completed');
  const log: ChainCall[] = [];
  let nextId = 300;
  const paged = <T>(items: T[], req: MockRequest) => {
    const limit = Number(req.query.get('limit') ?? 20);
    const start = Number(req.query.get('cursor') ?? 0);
    return { items: items.slice(start, start + limit), nextCursor: start + limit < items.length ? String(start + limit) : null };
  };
  const nameOf = (id: number) => candidates.find((c) => c.id === id)?.name ?? `#${id}`;
  const stepsOf = (items: { challengeId: number; step: number }[]): ChainDetail['steps'] => {
    const byStep = new Map<number, Challenge[]>();
    for (const item of items) byStep.set(item.step, [...(byStep.get(item.step) ?? []), challenge({ id: item.challengeId, name: nameOf(item.challengeId) })]);
    return [...byStep.entries()].sort((a, b) => a[0] - b[0]).map(([step, list]) => ({ step, challenges: list }));
  };
  const handlers = {
    'GET /api/challenges/chains': (req: MockRequest) => paged(req.query.get('filter') === 'my' ? list.slice(0, 1) : list, req),
    'GET /api/challenges/chains/one': (req: MockRequest) => chains.find((c) => c.id === Number(req.query.get('id'))) ?? errorReply('CHAIN_NOT_FOUND', 404),
    'GET /api/challenges/chains/participants': (req: MockRequest) => paged(options.participants ?? demoChainParticipants, req),
    'GET /api/challenges/chains/candidates': (req: MockRequest) => {
      const q = (req.query.get('q') ?? '').toLowerCase();
      return paged(candidates.filter((c) => c.name.toLowerCase().includes(q)), req);
    },
    'POST /api/challenges/chains': (req: MockRequest) => {
      const body = req.body as CreateChainBody;
      log.push({ route: 'create', body });
      if (body.steps.length === 0) return errorReply('CHAIN_EMPTY', 422);
      const made = chain({ id: nextId++, name: body.name, description: body.description, covers: [], me: { edit: 'full', canDelete: true }, steps: stepsOf(body.steps) });
      chains = [made, ...chains];
      return made;
    },
    'POST /api/challenges/chains/new-challenges': (req: MockRequest) => {
      const body = req.body as CreateChainWithChallengesBody;
      log.push({ route: 'createWithChallenges', body });
      const made = chain({
        id: nextId++,
        name: body.name,
        description: body.description,
        covers: [],
        me: { edit: 'full', canDelete: true },
        steps: body.challenges.map((c, i) => ({ step: c.step, challenges: [challenge({ id: 400 + i, name: c.name, fund: c.fund, places: c.places })] })),
      });
      chains = [made, ...chains];
      return made;
    },
    'PATCH /api/challenges/chains': (req: MockRequest) => {
      const body = req.body as UpdateChainBody;
      log.push({ route: 'update', body });
      const current = chains.find((c) => c.id === body.id);
      if (!current) return errorReply('CHAIN_NOT_FOUND', 404);
      const { steps, coverIds: _c, thumbnailId: _t, id: _id, ...rest } = body;
      const saved = { ...current, ...rest, ...(steps ? { steps: stepsOf(steps) } : {}) };
      chains = chains.map((c) => (c.id === body.id ? saved : c));
      return saved;
    },
    'DELETE /api/challenges/chains': (req: MockRequest) => {
      const id = Number(req.query.get('id'));
      log.push({ route: 'delete', body: { id } });
      const current = chains.find((c) => c.id === id);
      if (current && current.participantsCount > 0 && !current.me.canDelete) return errorReply('CHAIN_HAS_PARTICIPANTS', 409);
      chains = chains.filter((c) => c.id !== id);
      return { ok: true };
    },
  };
  return { handlers, log };
}
