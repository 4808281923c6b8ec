import {
  type Balance,
  type Colleague,
  type CommunityStats,
  type CompanyValue,
  type EconomySettings,
  DEFAULT_BONUS_NAME,
  type FeedPage,
  type OrganizationSettings,
  type ProfileInfo,
  type TransactionEvent,
  type UserSummary,
} from '@gratia/contracts';
import { minutesAgo } from './clock.ts';

/** Demo data for stories and tests. */

export const users: UserSummary[] = [
  { id: 1, firstName: 'Анна', surname: 'Петрова', nickname: 'anna', tgName: 'anna_p', photo: null },
  { id: 2, firstName: 'Иван', surname: 'Смирнов', nickname: null, tgName: 'ivan_s', photo: null },
  { id: 3, firstName: 'Мария', surname: 'Кузнецова', nickname: 'masha', tgName: null, photo: null },
  {
    id: 4,
    firstName: 'Александра-Валентина',
    surname: 'Константинопольская-Преображенская',
    nickname: null,
    tgName: null,
    photo: null,
  },
];

/**
 * {@link users} as the people pickers get them, with where each works (SPEC §3 Employee): Анна
 * in HR, Иван a backend developer, Мария a product designer, and the long-named colleague with a
 * long job title in a long-named regional division.
 */
export const colleagues: Colleague[] = [
  { ...users[0]!, jobTitle: 'HR-директор', division: { id: 1, name: 'HR' } },
  { ...users[1]!, jobTitle: 'Backend-разработчик', division: { id: 2, name: 'Backend' } },
  { ...users[2]!, jobTitle: 'Продуктовый дизайнер', division: { id: 3, name: 'Продукт и дизайн' } },
  {
    ...users[3]!,
    jobTitle: 'Ведущий менеджер по работе с ключевыми клиентами и стратегическими партнёрами',
    division: { id: 4, name: 'Продажи Северо-Запад и Калининградская область' },
  },
];

const baseProfile = {
  firstName: 'Анна',
  surname: 'Петрова',
  nickname: 'anna',
  tgName: 'anna_p',
  tgId: null,
  photo: null,
  organizationId: 1,
};

export const meUser: ProfileInfo = { id: 1, superuser: false, privileged: [], communities: 2, profile: baseProfile };
export const meAdmin: ProfileInfo = { id: 1, superuser: false, privileged: [{ role: 'A', roleName: 'Администратор' }], communities: 2, profile: baseProfile };
export const meSuperuser: ProfileInfo = { id: 1, superuser: true, privileged: [], communities: 2, profile: baseProfile };
/** A controller (SPEC §6, role 'C'): decides thanks above the approval threshold (docs/decisions/0023). */
export const meController: ProfileInfo = { ...meUser, privileged: [{ role: 'C', roleName: 'Контролёр' }] };
/** A manager (SPEC §6, role 'M'): gives their points to give to colleagues (docs/decisions/0023). */
export const meManager: ProfileInfo = { ...meUser, privileged: [{ role: 'M', roleName: 'Менеджер' }] };
export const meLongName: ProfileInfo = {
  ...meUser,
  profile: { ...baseProfile, firstName: users[3]!.firstName, surname: users[3]!.surname },
};

export const settings: OrganizationSettings = {
  id: 1,
  name: 'Ромашка',
  photo2: null,
  colorsJson: {},
  bonusName: DEFAULT_BONUS_NAME,
  maxTransfer: 100,
  transactionCancelTime: 300,
  hideBalances: false,
  anonymityAllowed: true,
  marketsExist: false,
  isActivePeriod: true,
  period: { startDate: '2025-11-01', endDate: '2025-11-30' },
};
export const settingsNoAnonymity: OrganizationSettings = { ...settings, anonymityAllowed: false };
export const settingsNoPeriod: OrganizationSettings = { ...settings, isActivePeriod: false, period: null };
export const settingsHidden: OrganizationSettings = { ...settings, hideBalances: true };
export const settingsPluralBonus: OrganizationSettings = {
  ...settings,
  bonusName: { ru: { one: 'балл', few: 'балла', many: 'баллов' }, en: { one: 'point', other: 'points' } },
};
/** A 166×35 logo as an inline SVG data URL. */
export const settingsWithLogo: OrganizationSettings = {
  ...settings,
  photo2:
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="166" height="35"><rect width="166" height="35" rx="6" fill="teal"/><text x="12" y="24" font-size="18" fill="white">Ромашка</text></svg>',
    ),
};

const period = { id: 7, startDate: '2025-11-01', endDate: '2025-11-30' };
export const balance: Balance = { period, distribute: 80, received: 35, hidden: false };
export const balanceBig: Balance = { period, distribute: 1_250_000, received: 987_654, hidden: false };
export const balanceHidden: Balance = { period, distribute: null, received: null, hidden: true };
export const balanceNoPeriod: Balance = { period: null, distribute: 0, received: 0, hidden: false };
/** Points of the member's thanks waiting for a controller's approval (docs/decisions/0023): 60 on hold. */
export const balanceWaiting: Balance = { ...balance, distribute: 20, waiting: 60 };

/** The economy settings (GET /api/organization/economy) matching {@link settings}: thanks of more than 50 points wait for a controller. */
export const economy: EconomySettings = {
  name: settings.name,
  bonusName: DEFAULT_BONUS_NAME,
  maxTransfer: 100,
  transactionCancelTime: 300,
  anonymityAllowed: true,
  hideBalances: false,
  approvalThreshold: 50,
  botCommandLifetime: 300,
  messageLifetime: 86_400,
  hideMarket: false,
  disbursedAmount: 125_000,
};
/** {@link economy} without an approval threshold: no thanks waits. */
export const economyNoThreshold: EconomySettings = { ...economy, approvalThreshold: null };

export const values: CompanyValue[] = [
  { id: 1, name: 'Забота о клиенте', description: 'Мы делаем больше, чем от нас ждут.' },
  { id: 2, name: 'Командная работа', description: 'Вместе мы сильнее: помогаем друг другу.' },
  { id: 3, name: 'Смелость', description: 'Пробуем новое и не боимся ошибаться.' },
];
/** The demo community's statistics since the project start (SPEC §2 Main page). */
export const communityStats: CommunityStats = {
  since: '2025-09-01',
  thanksSent: 1284,
  pointsMoved: 18_450,
  peopleThanked: 47,
  topValue: { id: 2, name: 'Командная работа', thanks: 412 },
};

export const longValue: CompanyValue = {
  id: 4,
  name: 'Постоянное стремление к совершенству во всём, что мы делаем каждый день',
  description:
    'Мы постоянно учимся, делимся знаниями, пересматриваем привычные процессы и ищем способы сделать работу лучше для клиентов, коллег и партнёров. '.repeat(
      3,
    ),
};


/**
 * A feed event of a thanks from `sender` (null: anonymous) to `recipient`. `likes` and
 * `commentsCount` default to none.
 */
export function feedEvent(
  id: number,
  opts: Partial<TransactionEvent['transaction']> & { minutesAgo?: number; likes?: TransactionEvent['likes']; commentsCount?: number } = {},
): TransactionEvent {
  const { likes = { count: 0, likedByMe: false }, commentsCount = 0, minutesAgo: age, ...tx } = opts;
  const createdAt = minutesAgo(age ?? id * 37);
  return {
    id,
    type: 'transaction',
    createdAt,
    likes,
    commentsCount,
    transaction: {
      id,
      type: 'between_users',
      status: 'completed',
      amount: 5,
      message: 'Спасибо за помощь с релизом!',
      value: { id: 2, name: 'Командная работа' },
      isAnonymous: false,
      sender: users[1]!,
      recipient: users[0]!,
      photos: [],
      sticker: null,
      // Nobody added to it (docs/decisions/0014).
      additions: { total: 0, count: 0, adders: [], byMe: 0 },
      createdAt,
      ...tx,
    },
  };
}

export const feedPage: FeedPage = {
  items: [
    feedEvent(1, { minutesAgo: 3 }),
    feedEvent(2, { amount: 1, sender: null, isAnonymous: true, value: null, message: 'Ты лучшая!', minutesAgo: 90 }),
    feedEvent(3, { amount: 22, sender: users[2]!, recipient: users[1]!, minutesAgo: 60 * 30 }),
    feedEvent(4, { amount: 10, minutesAgo: 60 * 24 * 4 }),
  ],
  nextCursor: null,
};
export const longFeedPage: FeedPage = {
  items: [
    feedEvent(11, {
      sender: users[3]!,
      recipient: users[3]!,
      amount: 1_000,
      value: { id: 4, name: longValue.name },
      message: 'Огромное спасибо за то, что задержалась вечером и помогла разобраться с отчётом для клиента. '.repeat(8),
    }),
  ],
  nextCursor: null,
};
