/**
 * Deterministic demo data (faker seeded, ru names): the "Gratia Demo" community with ~50 members,
 * an admin, a superuser, values, an active period with an accrual through the ledger and ~200
 * back-dated thanks through the same transfer service; plus a small second community so that
 * cross-organization isolation is visible. Each community has its divisions (a tree: development
 * with its teams, sales with a region …) and every member a job title and a division there (the
 * positions are dealt out, no random numbers, so the rest of the data is as before). With a
 * storage, also the default sticker pack of each community, photos on some thanks and stickers
 * on others (media.ts). The demo sign-ins find their
 * notifications bell alive: fresh thanks, likes and comments unread, older ones read (notifications.ts);
 * colleagues have added to some recent thanks (additions.ts); members have birthdays, statuses and
 * hidden fields, and a few have left or are blocked (people.ts); a manager of the development
 * division has redistributed points, and a controller has thanks above the approval threshold to
 * decide (approvals.ts); it has two subsidiaries, one of them busy (subsidiaries.ts), two
 * Telegram groups (telegramGroups.ts) and three invite links: one that admits into a division, one
 * expired, one revoked (inviteLinks.ts).
 */
import { randomUUID } from 'node:crypto';
import { fakerRU } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { type BonusName, DEFAULT_BONUS_NAME, type Gender } from '@gratia/contracts';
import type { Db } from '../db/client.ts';
import { companyValues, memberships, organizations, periods, privilegedRoles, profiles, users } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { accrue } from '../modules/ledger/index.ts';
import type { ObjectStorage } from '../modules/media/index.ts';
import { createDivisions, setMemberPosition, type DivisionTree } from '../modules/people/index.ts';
import { createTransfer } from '../modules/transfers/index.ts';
import { seedAdditions } from './additions.ts';
import { seedRolesAndApprovals } from './approvals.ts';
import { renderSeedPictures, seedOrgMedia } from './media.ts';
import { seedNotifications } from './notifications.ts';
import { seedPeopleDetails } from './people.ts';
import { seedSubsidiaries } from './subsidiaries.ts';
import { seedTelegramGroups } from './telegramGroups.ts';
import { seedInviteLinks } from './inviteLinks.ts';
import { seedGlobalAdmin } from './globalAdmin.ts';
import { seedAdminTransfers } from './adminTransfers.ts';
import { seedChallenges } from './challenges.ts';
import { seedMarket } from './market.ts';
import { seedChallengeTemplates } from './challengeTemplates.ts';
import {
  DEMO_ADMIN_POSITION,
  DEMO_COLORS,
  DEMO_DIVISIONS,
  DEMO_POSITIONS,
  DEMO_SUPERUSER_POSITION,
  DEMO_VALUES,
  dealPositions,
  MESSAGES,
  POINTS_BONUS_NAME,
  SECOND_COLORS,
  SECOND_DIVISIONS,
  SECOND_POSITIONS,
  SECOND_SUPERUSER_POSITION,
  SECOND_VALUES,
  translit,
  type DemoPosition,
} from './data.ts';

/** Sizes of the generated data. */
export interface SeedOptions {
  members?: number;
  thanks?: number;
  /** Faker seed (default 42). */
  seed?: number;
  /** "Today" (default now); the active period covers it. */
  now?: Date;
  /** Where seeded pictures go; without it no stickers or photos are seeded. */
  storage?: ObjectStorage;
  /** Thanks of "Gratia Demo" with 1–3 photos (default 25) and with a sticker (default 40). */
  photoThanks?: number;
  stickerThanks?: number;
  /** The language of the common challenge templates (default ru; {@link seedChallengeTemplates}). */
  templatesLanguage?: 'ru' | 'en';
}

/** Sign-ins printed at start: label, e-mail and Telegram nickname. */
export interface DemoLogin {
  label: string;
  email: string;
  tgName: string | null;
}

/** What {@link seedDemo} created. */
export interface SeedResult {
  organizationId: number;
  secondOrganizationId: number;
  sharedKey: string;
  logins: DemoLogin[];
  thanks: number;
  /** Photos attached and thanks given a sticker, over both communities (0 without a storage). */
  photos: number;
  stickered: number;
  /** Notifications of "Gratia Demo". */
  notifications: number;
  /** Additions to thanks of "Gratia Demo" (docs/decisions/0014). */
  additions: number;
  /** Members of "Gratia Demo" fired (one from a date ahead) and blocked (docs/decisions/0020). */
  fired: number;
  blocked: number;
  /** Thanks of "Gratia Demo" waiting for its controller, and its manager's redistributions (docs/decisions/0023). */
  waitingThanks: number;
  redistributions: number;
  /** Subsidiaries of "Gratia Demo" (docs/decisions/0027). */
  subsidiaries: number;
  /** Telegram groups of "Gratia Demo" (SPEC §3 Telegram group). */
  telegramGroups: number;
  /** Admin transfer batches of the transactions tab: moves and transfers to many, one of them scheduled (docs/decisions/0033). */
  adminTransferBatches: number;
  /** Challenges in every state (deferred, active with reports, voting, completed, community-sponsored; docs/decisions/0039). */
  challenges: number;
  /** Challenge templates (docs/decisions/0044): the common set with its category tree and an onboarding chain, the community's, the admin's own. */
  challengeTemplates: number;
  /** Invite links of "Gratia Demo" (docs/decisions/0032): one active with a division, one expired, one revoked. */
  inviteLinks: number;
  /** The superuser's audit log lines (a Telegram group assigned, an emission; docs/decisions/0034). */
  globalAdminActions: number;
  /** The benefit market of "Gratia Demo" (docs/decisions/0046): its offers and the members' orders in every status. */
  market: { marketId: number; offers: number; orders: number };
}

/** True when the database has no organization yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(organizations);
  return (row?.n ?? 0) === 0;
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

interface Person {
  firstName: string;
  surname: string;
  middleName: string;
  email: string;
  tgName: string;
  nickname: string | null;
  gender: Gender;
}

function makePeople(count: number, domain: string, taken: Set<string>): Person[] {
  const people: Person[] = [];
  while (people.length < count) {
    const sex = fakerRU.person.sexType();
    const firstName = fakerRU.person.firstName(sex);
    const surname = fakerRU.person.lastName(sex);
    const middleName = fakerRU.person.middleName(sex);
    let base = `${translit(firstName)}.${translit(surname)}`;
    for (let i = 2; taken.has(base); i++) base = `${translit(firstName)}.${translit(surname)}${i}`;
    taken.add(base);
    people.push({
      firstName,
      surname,
      middleName,
      email: `${base}@${domain}`,
      tgName: base.replace('.', '_'),
      nickname: fakerRU.datatype.boolean(0.3) ? firstName : null,
      gender: sex === 'male' ? 'male' : 'female',
    });
  }
  return people;
}

async function insertPerson(db: Db, p: Person, organizationId: number, superuser = false): Promise<number> {
  const [u] = await db
    .insert(users)
    .values({ email: p.email, superuser, currentOrganizationId: organizationId })
    .returning({ id: users.id });
  if (!u) throw new Error('user insert failed');
  await db.insert(profiles).values({
    userId: u.id,
    firstName: p.firstName,
    surname: p.surname,
    middleName: p.middleName,
    nickname: p.nickname,
    tgName: p.tgName,
    tgId: String(fakerRU.number.int({ min: 100_000_000, max: 999_999_999 })),
  });
  await db.insert(memberships).values({ organizationId, userId: u.id });
  return u.id;
}

/** Places `userId` in `organizationId` at `position`, its division found by path in `divisionIds`. */
async function placeMember(db: Db, organizationId: number, userId: number, position: DemoPosition, divisionIds: Map<string, number>): Promise<void> {
  const divisionId = divisionIds.get(position.division);
  if (divisionId === undefined) throw new Error(`no demo division ${position.division}`);
  await setMemberPosition(db, { organizationId, userId, divisionId, jobTitle: position.jobTitle });
}

async function seedOrg(
  db: Db,
  org: {
    name: string;
    bonusName: BonusName;
    colors: Record<string, string>;
    sharedKey: string;
    values: { name: string; description: string }[];
    maxTransfer: number | null;
    /** Its divisions, and the position of each of `people`, in order (repeated when `people` are more). */
    divisions: DivisionTree[];
    positions: DemoPosition[];
  },
  people: Person[],
  opts: { now: Date; accrual: number; thanks: number },
): Promise<{
  organizationId: number;
  periodId: number;
  period: { startDate: string; endDate: string; startedAt: Date; accrualAmount: number };
  userIds: number[];
  divisionIds: Map<string, number>;
  thanks: number;
}> {
  const [o] = await db
    .insert(organizations)
    .values({
      name: org.name,
      bonusName: org.bonusName,
      colorsJson: org.colors,
      sharedKey: org.sharedKey,
      maxTransfer: org.maxTransfer,
      transactionCancelTime: 3600,
      botCommandLifetime: 300,
      messageLifetime: 86_400,
      anonymityAllowed: true,
    })
    .returning({ id: organizations.id });
  if (!o) throw new Error('organization insert failed');
  const valueRows = await db
    .insert(companyValues)
    .values(org.values.map((v) => ({ ...v, organizationId: o.id })))
    .returning({ id: companyValues.id });
  const userIds: number[] = [];
  for (const p of people) userIds.push(await insertPerson(db, p, o.id));
  const divisionIds = await createDivisions(db, o.id, org.divisions);
  for (const [i, userId] of userIds.entries()) {
    // With more members than positions (SeedOptions.members) the positions repeat.
    const position = org.positions[i % org.positions.length];
    if (!position) throw new Error(`no demo positions for ${org.name}`);
    await placeMember(db, o.id, userId, position, divisionIds);
  }

  const start = new Date(opts.now.getTime() - 20 * 86_400_000);
  const end = new Date(opts.now.getTime() + 10 * 86_400_000);
  await db.insert(periods).values({
    organizationId: o.id,
    startDate: isoDate(new Date(start.getTime() - 31 * 86_400_000)),
    endDate: isoDate(new Date(start.getTime() - 86_400_000)),
    status: 'completed',
    accrualAmount: opts.accrual,
  });
  const [period] = await db
    .insert(periods)
    .values({ organizationId: o.id, startDate: isoDate(start), endDate: isoDate(end), status: 'active', accrualAmount: opts.accrual })
    .returning({ id: periods.id });
  if (!period) throw new Error('period insert failed');
  await accrue(db, { organizationId: o.id, periodId: period.id, amount: opts.accrual, userIds, createdAt: start });

  // Back-dated thanks spread over the period so far, oldest first.
  const span = opts.now.getTime() - start.getTime() - 3_600_000;
  const times = Array.from({ length: opts.thanks }, () => start.getTime() + fakerRU.number.int({ min: 0, max: span })).sort((a, b) => a - b);
  let sent = 0;
  for (const t of times) {
    const sender = fakerRU.helpers.arrayElement(userIds);
    let recipient = fakerRU.helpers.arrayElement(userIds);
    if (recipient === sender) recipient = userIds[(userIds.indexOf(sender) + 1) % userIds.length] ?? recipient;
    const amount = fakerRU.helpers.weightedArrayElement([
      { weight: 5, value: fakerRU.number.int({ min: 1, max: 10 }) },
      { weight: 3, value: fakerRU.number.int({ min: 10, max: 30 }) },
      { weight: 1, value: fakerRU.number.int({ min: 30, max: 50 }) },
    ]);
    const value = fakerRU.datatype.boolean(0.7) ? fakerRU.helpers.arrayElement(valueRows).id : null;
    try {
      await createTransfer(
        db,
        { userId: sender, organizationId: o.id },
        {
          recipientId: recipient,
          amount,
          message: fakerRU.helpers.arrayElement(MESSAGES),
          valueId: value,
          isAnonymous: fakerRU.datatype.boolean(0.12),
        },
        randomUUID(),
        { createdAt: new Date(t) },
      );
      sent++;
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')) throw err;
    }
  }
  return {
    organizationId: o.id,
    periodId: period.id,
    period: { startDate: isoDate(start), endDate: isoDate(end), startedAt: start, accrualAmount: opts.accrual },
    userIds,
    divisionIds,
    thanks: sent,
  };
}

/**
 * Seeds both demo communities into an empty, migrated database. Deterministic for a given
 * `seed` and `now` (idempotency keys aside). Throws if the database already has organizations.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  if (!(await isEmpty(db))) throw new Error('the database is not empty; seed only a fresh database');
  fakerRU.seed(options.seed ?? 42);
  const now = options.now ?? new Date();
  // The pictures render in libvips' threads while the communities are written.
  const pictures = options.storage ? renderSeedPictures() : null;
  pictures?.catch(() => undefined);
  const members = options.members ?? 50;
  const taken = new Set<string>();

  const admin: Person = {
    firstName: 'Анна',
    surname: 'Смирнова',
    middleName: 'Сергеевна',
    email: 'anna.smirnova@gratia-demo.ru',
    tgName: 'anna_smirnova',
    nickname: 'Аня',
    gender: 'female',
  };
  const superuser: Person = {
    firstName: 'Игорь',
    surname: 'Волков',
    middleName: 'Павлович',
    email: 'root@gratia-demo.ru',
    tgName: 'igor_volkov',
    nickname: null,
    gender: 'male',
  };
  taken.add('anna.smirnova').add('igor.volkov');
  const people = [admin, ...makePeople(members - 1, 'gratia-demo.ru', taken)];
  const secondPeople = makePeople(8, 'vector-log.ru', taken);
  const demo = await seedOrg(
    db,
    {
      name: 'Gratia Demo',
      bonusName: DEFAULT_BONUS_NAME,
      colors: DEMO_COLORS,
      sharedKey: 'gratia-demo',
      values: DEMO_VALUES,
      maxTransfer: 100,
      divisions: DEMO_DIVISIONS,
      positions: [DEMO_ADMIN_POSITION, ...dealPositions(DEMO_POSITIONS)],
    },
    people,
    { now, accrual: 500, thanks: options.thanks ?? 200 },
  );
  const adminId = demo.userIds[0];
  if (adminId === undefined) throw new Error('no admin');
  await db.insert(privilegedRoles).values({ organizationId: demo.organizationId, userId: adminId, role: 'A', roleName: 'Администратор' });

  const suId = await insertPerson(db, superuser, demo.organizationId, true);
  const second = await seedOrg(
    db,
    {
      name: 'Вектор Логистик',
      bonusName: POINTS_BONUS_NAME,
      colors: SECOND_COLORS,
      sharedKey: 'vector-logistic',
      values: SECOND_VALUES,
      maxTransfer: null,
      divisions: SECOND_DIVISIONS,
      positions: SECOND_POSITIONS,
    },
    secondPeople,
    { now, accrual: 200, thanks: 12 },
  );
  await db.insert(memberships).values({ organizationId: second.organizationId, userId: suId });
  // The superuser has a place in each community of their own.
  await placeMember(db, demo.organizationId, suId, DEMO_SUPERUSER_POSITION, demo.divisionIds);
  await placeMember(db, second.organizationId, suId, SECOND_SUPERUSER_POSITION, second.divisionIds);
  // The superuser joined after the accruals: credit them like everyone else.
  await accrue(db, { organizationId: demo.organizationId, periodId: demo.periodId, amount: 500, userIds: [suId] });
  await accrue(db, { organizationId: second.organizationId, periodId: second.periodId, amount: 200, userIds: [suId] });
  await db
    .insert(privilegedRoles)
    .values({ organizationId: second.organizationId, userId: second.userIds[0] ?? adminId, role: 'A', roleName: 'Администратор' });

  const media = { photos: 0, stickered: 0 };
  if (options.storage && pictures) {
    const rendered = await pictures;
    const packDate = new Date(now.getTime() - 30 * 86_400_000);
    for (const org of [
      { organizationId: demo.organizationId, adminId, photoThanks: options.photoThanks ?? 25, stickerThanks: options.stickerThanks ?? 40 },
      { organizationId: second.organizationId, adminId: second.userIds[0] ?? adminId, photoThanks: 2, stickerThanks: 3 },
    ]) {
      const done = await seedOrgMedia(db, options.storage, rendered, { ...org, createdAt: packDate });
      media.photos += done.photos;
      media.stickered += done.stickered;
    }
  }

  const notifications = await seedNotifications(db, {
    organizationId: demo.organizationId,
    period: { id: demo.periodId, ...demo.period },
    userIds: [...demo.userIds, suId],
    focus: [adminId, demo.userIds[1] ?? adminId, demo.userIds[2] ?? adminId],
    now,
  });
  // Colleagues add to recent thanks, so the feed shows additions on first start.
  const additions = await seedAdditions(db, { organizationId: demo.organizationId, userIds: [...demo.userIds, suId], focus: adminId, now });

  // Birthdays, statuses, hidden fields, leavers: after the thanks, so the leavers' history stays.
  const withGender = (ids: number[], ps: Person[]) => ids.map((userId, i) => ({ userId, gender: ps[i]?.gender ?? 'female' }));
  const staff = await seedPeopleDetails(db, {
    organizationId: demo.organizationId,
    people: [...withGender(demo.userIds, people), { userId: suId, gender: superuser.gender }],
    keep: [adminId, demo.userIds[1] ?? adminId, demo.userIds[2] ?? adminId, demo.userIds[3] ?? adminId, suId],
    now,
  });
  await seedPeopleDetails(db, {
    organizationId: second.organizationId,
    people: withGender(second.userIds, secondPeople),
    keep: [second.userIds[0] ?? adminId, suId],
    now,
  });
  // Member 1 (in «Разработка») manages the development division with its teams; member 2 controls.
  const managerDivisionId = demo.divisionIds.get('Разработка');
  if (managerDivisionId === undefined) throw new Error('no demo division Разработка');
  const approvals = await seedRolesAndApprovals(db, {
    organizationId: demo.organizationId,
    adminId,
    managerId: demo.userIds[1] ?? adminId,
    managerDivisionId,
    controllerId: demo.userIds[2] ?? adminId,
    now,
  });

  const subsidiaries = await seedSubsidiaries(db, {
    rootId: demo.organizationId,
    adminId,
    exclude: [adminId, suId, demo.userIds[1] ?? adminId, demo.userIds[2] ?? adminId],
    now,
  });
  const telegramGroups = await seedTelegramGroups(db, demo.organizationId, adminId);
  const salesDivisionId = demo.divisionIds.get('Продажи');
  if (salesDivisionId === undefined) throw new Error('no demo division Продажи');
  const inviteLinks = await seedInviteLinks(db, { organizationId: demo.organizationId, adminId, divisionId: salesDivisionId, now });
  const adminTransferBatches = await seedAdminTransfers(db, { organizationId: demo.organizationId, adminId, memberIds: demo.userIds.slice(10, 20), now });
  const challenges = await seedChallenges(db, { organizationId: demo.organizationId, adminId, memberIds: demo.userIds.slice(3, 25), now });
  const challengeTemplates = await seedChallengeTemplates(db, { organizationId: demo.organizationId, adminId, superuserId: suId, language: options.templatesLanguage ?? 'ru', now });
  // The office manager (member 3) keeps the market with the admin; colleagues who were thanked shop in it.
  const market = await seedMarket(db, { organizationId: demo.organizationId, adminId, keeperId: demo.userIds[3] ?? adminId, buyerIds: demo.userIds.slice(4, 45), now, storage: options.storage });
  const globalAdminActions = await seedGlobalAdmin(db, { superuserId: suId, organizationId: second.organizationId, memberId: second.userIds[1] ?? suId, now });

  const member = (i: number, role = 'member'): DemoLogin => {
    const p = people[i];
    if (!p) throw new Error(`no member ${i}`);
    return { label: `${role} ${p.firstName} ${p.surname}`, email: p.email, tgName: p.tgName };
  };
  return {
    organizationId: demo.organizationId,
    secondOrganizationId: second.organizationId,
    sharedKey: 'gratia-demo',
    thanks: demo.thanks + second.thanks,
    ...media,
    notifications,
    additions,
    fired: staff.fired,
    blocked: staff.blocked,
    waitingThanks: approvals.waiting,
    redistributions: approvals.redistributions,
    subsidiaries: subsidiaries.subsidiaries,
    telegramGroups,
    adminTransferBatches,
    challenges,
    challengeTemplates,
    inviteLinks,
    globalAdminActions,
    market,
    logins: [
      { label: 'admin Анна Смирнова', email: admin.email, tgName: admin.tgName },
      { label: 'superuser Игорь Волков', email: superuser.email, tgName: superuser.tgName },
      member(1, 'manager'),
      member(2, 'controller'),
      member(3, 'market admin'),
    ],
  };
}

/** The demo sign-ins of an already seeded database (admin, superuser, two members of "Gratia Demo", labelled with their role). */
export async function findDemoLogins(db: Db): Promise<DemoLogin[]> {
  const rows = await db.execute(sql`
    select u.email, p.tg_name, p.first_name, p.surname, u.superuser,
           exists(select 1 from privileged_roles r where r.user_id = u.id and r.role = 'A' and r.organization_id = o.id) as admin,
           (select min(r.role) from privileged_roles r where r.user_id = u.id and r.role in ('M', 'C') and r.organization_id = o.id) as role
    from organizations o
    join memberships m on m.organization_id = o.id
    join users u on u.id = m.user_id
    join profiles p on p.user_id = u.id
    where o.shared_key = 'gratia-demo'
    order by u.id`);
  const list = (rows as unknown as { rows: { email: string; tg_name: string | null; first_name: string; surname: string; superuser: boolean; admin: boolean; role: 'M' | 'C' | null }[] }).rows;
  const kind = (r: (typeof list)[number]) => (r.superuser ? 'superuser' : r.admin ? 'admin' : r.role === 'M' ? 'manager' : r.role === 'C' ? 'controller' : 'member');
  const label = (r: (typeof list)[number]) => `${kind(r)} ${r.first_name} ${r.surname}`;
  const picked = [...list.filter((r) => r.admin).slice(0, 1), ...list.filter((r) => r.superuser).slice(0, 1), ...list.filter((r) => !r.admin && !r.superuser).slice(0, 2)];
  return picked.map((r) => ({ label: label(r), email: r.email, tgName: r.tg_name }));
}
