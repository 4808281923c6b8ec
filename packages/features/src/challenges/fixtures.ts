import type {
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

/** A report: Мария's text report, waiting for a decision, unless `changes` say otherwise. */
export function report(changes: Partial<ChallengeReport> = {}): ChallengeReport {
  return {
    id: 1,
    challengeId: 1,
    author: users[2]!,
    nickname: null,
    text: 'Поставить в переговорных доски для рисования и маркеры, а на кухне — вторую кофемашину.',
    photo: null,
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
 * A small challenges server over `initial` (stories and tests): lists by filter with cursor pages
 * of `limit`, one challenge, create (from the sponsor's balance: INSUFFICIENT_FUNDS above it),
 * update, delete, close, reception, reports (the candidates grow; a decision moves a report to the
 * winners and pays it), likes. `log` records every write.
 */
export function challengesServer(initial: Challenge[] = demoChallenges, options: { candidates?: ChallengeReport[]; winners?: ChallengeReport[]; participants?: ChallengeParticipant[]; createOptions?: ChallengeCreateOptions } = {}) {
  let items = initial.map((c) => ({ ...c }));
  let candidates = [...(options.candidates ?? demoCandidates)];
  let winners = [...(options.winners ?? demoWinners)];
  const participants = options.participants ?? demoParticipants;
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
      return update(id, { status: 'completed', completedAt: new Date(Date.now()).toISOString(), completionReason: 'closed', me: { ...find(id)!.me, canClose: false, canDecide: false, canReport: false, canDelete: false, edit: null } });
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
