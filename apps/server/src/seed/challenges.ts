/**
 * The demo's challenges (docs/decisions/0039), made through the challenges' own service functions
 * with back-dated clocks, so the ledger stays balanced: one deferred (starts in three days, paid by
 * the community), one active with reports (one accepted, one rejected with its reason, two waiting),
 * one voting challenge with liked reports, one completed with its winners, one closed early by its
 * organizer, an anonymous one the admins judge, run with the community's points, and — so the
 * analytics report shows every state (docs/decisions/0041) — one just published that nobody has
 * joined yet, one whose reception of reports is closed while the admins choose the winners, and a
 * deleted draft; a chain of three steps (docs/decisions/0043) that members are partway through; and a
 * referral challenge (docs/decisions/0045) whose three participants brought colleagues in, one of
 * them since blocked (not counted).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CreateChallengeBody } from '@gratia/contracts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { closeChallenge, createChainWithChallenges, createChallenge, createReport, decideReport, deleteChallenge, joinReferral, likeReport, recordReferral, requireVisibleReport, setReception } from '../modules/challenges/index.ts';
import { createComment } from '../modules/social/index.ts';

const DAY = 86_400_000;

const settings = (s: Partial<CreateChallengeBody['settings']> = {}): CreateChallengeBody['settings'] => ({
  showParticipants: false,
  multipleReports: false,
  anonymous: false,
  invitedOnly: false,
  ...s,
});

/**
 * Writes the demo challenges of `organizationId`: `adminId` runs the community's, the members of
 * `memberIds` (at least eight) with the most points to give run their own and report. Returns how
 * many challenges were made.
 */
export async function seedChallenges(db: Db, input: { organizationId: number; adminId: number; memberIds: number[]; now: Date }): Promise<number> {
  const { organizationId, adminId, now } = input;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  // Only members still working here (the demo fires and blocks a few).
  const active = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from memberships where organization_id = ${organizationId} and fired_on is null and blocked_at is null
          and user_id in (${sql.join(input.memberIds.map((id) => sql`${id}::int`), sql`, `)}) order by user_id`,
  );
  const memberIds = input.memberIds.filter((id) => active.some((a) => Number(a.user_id) === id));
  if (memberIds.length < 8) return 0;
  const ids = sql.join(memberIds.map((id) => sql`${id}::int`), sql`, `);
  const rich = await queryRows<{ user_id: number }>(
    db,
    sql`select a.user_id from accounts a join periods p on p.id = a.period_id and p.status = 'active'
        where p.organization_id = ${organizationId} and a.kind = 'distribution' and a.user_id in (${ids}) and a.user_id <> ${adminId}
        order by a.balance desc, a.user_id limit 3`,
  );
  const [o1, o2, o3] = rich.map((r) => Number(r.user_id));
  if (o1 === undefined || o2 === undefined || o3 === undefined) return 0;
  const others = memberIds.filter((id) => id !== o1 && id !== o2 && id !== o3 && id !== adminId);
  const p = (i: number) => others[i % others.length] ?? adminId;
  const v = (userId: number) => ({ organizationId, userId });
  const base = { coverIds: [], thumbnailId: null, invitedUserIds: [] };
  let made = 0;

  // Completed with winners: every place filled a few days ago.
  const books = await createChallenge(
    db,
    v(o1),
    {
      ...base,
      name: 'Поделись книгой, которая изменила твой подход к работе',
      description: 'Напишите пару абзацев о книге и о том, что вы после неё стали делать иначе. Три самых полезных отзыва получат призы.',
      fund: 30,
      places: 3,
      sponsor: 'distribution',
      winnerRule: 'organizer',
      settings: settings({ showParticipants: true }),
      startAt: null,
      endAt: ago(2).toISOString(),
    },
    randomUUID(),
    ago(9),
  );
  made++;
  const bookTexts = [
    '«Чистая архитектура» Мартина: перестал тянуть зависимости от фреймворка в доменный код.',
    '«Цель» Голдратта: теперь ищу узкое место процесса, прежде чем ускорять всё подряд.',
    '«Думай медленно… решай быстро»: на ретро мы разбираем решения, а не только результаты.',
    '«Ускоряйся» Форсгрен: начали мерить время от коммита до продакшена.',
  ];
  const bookReports = [];
  for (const [i, text] of bookTexts.entries()) bookReports.push(await createReport(db, v(p(i)), { challengeId: books.id, text }, ago(8 - i * 0.5)));
  await decideReport(db, v(o1), { reportId: bookReports[3]!.id, decision: 'reject', reason: 'Отзыв хороший, но эту книгу уже разобрали на прошлой неделе' }, ago(5));
  for (const r of bookReports.slice(0, 3)) await decideReport(db, v(o1), { reportId: r.id, decision: 'accept' }, ago(4.5));

  // Closed early by its organizer: one winner, the rest returned.
  const quiz = await createChallenge(
    db,
    v(o2),
    {
      ...base,
      name: 'Угадай офис по фотографии',
      description: 'Пришлите фото уголка офиса без подсказок. Самые загадочные кадры получат баллы.',
      fund: 20,
      places: 2,
      sponsor: 'distribution',
      winnerRule: 'organizer',
      settings: settings(),
      startAt: null,
      endAt: at(5),
    },
    randomUUID(),
    ago(7),
  );
  made++;
  const quizReport = await createReport(db, v(p(4)), { challengeId: quiz.id, text: 'Переговорка «Байкал», вид из-под стола с кабелями' }, ago(6));
  await decideReport(db, v(o2), { reportId: quizReport.id, decision: 'accept' }, ago(5));
  await closeChallenge(db, v(o2), quiz.id, ago(4));

  // Active with reports: one accepted, one rejected with a reason, two waiting.
  const desks = await createChallenge(
    db,
    v(o3),
    {
      ...base,
      name: 'Самое уютное рабочее место',
      description: 'Покажите своё рабочее место — дома или в офисе — и расскажите, что в нём помогает сосредоточиться.\nПобедителей выбираю я до конца месяца.',
      fund: 45,
      places: 3,
      sponsor: 'distribution',
      winnerRule: 'organizer',
      settings: settings(),
      startAt: null,
      endAt: at(10),
    },
    randomUUID(),
    ago(4),
  );
  made++;
  const deskTexts = [
    'Стол у окна, монстера и лампа с тёплым светом — работается как в кофейне.',
    'Два монитора, один вертикальный для кода, и никаких лишних проводов.',
    'Рабочее место на балконе: летом лучшее в квартире.',
    'Стоячий стол и коврик — спина говорит спасибо.',
  ];
  const deskReports = [];
  for (const [i, text] of deskTexts.entries()) deskReports.push(await createReport(db, v(p(i + 5)), { challengeId: desks.id, text }, ago(3 - i * 0.5)));
  await decideReport(db, v(o3), { reportId: deskReports[0]!.id, decision: 'accept' }, ago(1));
  await decideReport(db, v(o3), { reportId: deskReports[2]!.id, decision: 'reject', reason: 'Нужна фотография рабочего места, а не описание' }, ago(1));
  // Colleagues talk about the winning desk under the report.
  const deskTalk: [number, string][] = [
    [p(1), 'Где брали такую лампу? Хочу такую же'],
    [o3, 'Заслуженная победа — порядок идеальный'],
    [p(2), 'Кактус на месте, значит, всё по правилам 🌵'],
  ];
  for (const [author, text] of deskTalk) await createComment(db, v(author), { eventType: 'report', eventId: deskReports[0]!.id, text }, { report: requireVisibleReport });

  // Voting: the most-liked tips win at the end.
  const tips = await createChallenge(
    db,
    v(o1),
    {
      ...base,
      name: 'Лучший лайфхак для удалённой работы',
      description: 'Поделитесь приёмом, который экономит вам время на удалёнке. Победителей выберут лайки коллег.',
      fund: 40,
      places: 2,
      sponsor: 'distribution',
      winnerRule: 'voting',
      settings: settings({ showParticipants: true }),
      startAt: null,
      endAt: at(5),
    },
    randomUUID(),
    ago(3),
  );
  made++;
  const tipTexts = [
    'Ставлю статус «в фокусе» и выключаю уведомления на два часа каждое утро.',
    'Созвоны по 25 минут вместо 30 — успеваю выпить чай между встречами.',
    'Пишу план дня в общий канал команды — меньше вопросов «ты где?».',
  ];
  const tipReports = [];
  for (const [i, text] of tipTexts.entries()) tipReports.push(await createReport(db, v(p(i + 9)), { challengeId: tips.id, text }, ago(2.5 - i * 0.3)));
  for (let i = 0; i < Math.min(others.length, 8); i++) {
    const r = tipReports[i % 3 === 0 ? 0 : i % 2];
    if (r && others[i] !== undefined && others[i] !== p(9 + tipReports.indexOf(r))) await likeReport(db, v(others[i]!), r.id, true);
  }

  // Community-sponsored, anonymous, judged by the admins.
  const mentor = await createChallenge(
    db,
    v(adminId),
    {
      ...base,
      name: 'Наставник месяца',
      description: 'Расскажите, кто из коллег помог вам разобраться в новой задаче. Истории публикуются под псевдонимами, победителей выбирают администраторы.',
      fund: 300,
      places: 3,
      sponsor: 'community',
      winnerRule: 'admins',
      settings: settings({ anonymous: true }),
      startAt: null,
      endAt: at(14),
    },
    randomUUID(),
    ago(2),
  );
  made++;
  await createReport(db, v(p(12)), { challengeId: mentor.id, text: 'Мой наставник за вечер объяснил, как устроен биллинг, и нарисовал схему, которой пользуется весь отдел.', nickname: 'Северный ветер' }, ago(1));

  // Deferred: starts in three days, paid by the community.
  await createChallenge(
    db,
    v(adminId),
    {
      ...base,
      name: 'Осенний марафон идей',
      description: 'Две недели — одна идея в день: как сделать наш продукт удобнее. Старт в понедельник.',
      fund: 500,
      places: 5,
      sponsor: 'community',
      winnerRule: 'organizer',
      settings: settings({ multipleReports: true, showParticipants: true }),
      startAt: at(3),
      endAt: at(17),
    },
    randomUUID(),
    now,
  );
  made++;

  // Deleted before anyone took part: its fund went back (the analytics list it as deleted).
  const draft = await createChallenge(
    db,
    v(o1),
    {
      ...base,
      name: 'Субботник во дворе офиса',
      description: 'Приходите в субботу сажать деревья у офиса. Черновик: перенесли на осень.',
      fund: 10,
      places: 1,
      sponsor: 'distribution',
      winnerRule: 'organizer',
      settings: settings(),
      startAt: null,
      endAt: at(20),
    },
    randomUUID(),
    ago(6),
  );
  await deleteChallenge(db, v(o1), draft.id, ago(5.5));
  made++;

  // The reception of talks is over; the admins choose the winners (results being finalized).
  const talks = await createChallenge(
    db,
    v(adminId),
    {
      ...base,
      name: 'Лучший доклад внутреннего митапа',
      description: 'Выступите на митапе и пришлите тезисы доклада. Приём закрыт после митапа, победителей выбирают администраторы.',
      fund: 60,
      places: 2,
      sponsor: 'community',
      winnerRule: 'admins',
      settings: settings({ showParticipants: true }),
      startAt: null,
      endAt: at(6),
    },
    randomUUID(),
    ago(5),
  );
  made++;
  await createReport(db, v(p(13)), { challengeId: talks.id, text: 'Как мы ускорили сборку фронтенда в три раза: кеш, параллельные шаги и меньше зависимостей.' }, ago(3));
  await createReport(db, v(p(14)), { challengeId: talks.id, text: 'Что мы узнали из ста интервью с пользователями и как это поменяло план.' }, ago(2.5));
  await setReception(db, v(adminId), talks.id, false, ago(1));

  // Just published: nobody has taken part yet.
  await createChallenge(
    db,
    v(o2),
    {
      ...base,
      name: 'Идея для пятничного созвона',
      description: 'Предложите формат, с которым пятничный созвон команды станет самым ожидаемым часом недели.',
      fund: 15,
      places: 1,
      sponsor: 'distribution',
      winnerRule: 'organizer',
      settings: settings(),
      startAt: null,
      endAt: at(9),
    },
    randomUUID(),
    ago(0.2),
  );
  made++;

  // A chain of three steps run with the community's points (docs/decisions/0043): two members
  // finished step 1 (one also step 2), so the chain page shows progress, open and locked steps.
  const step = (n: number, sort: number, name: string, description: string, fund: number, winnerRule: 'organizer' | 'voting' = 'organizer') => ({
    ...base,
    name,
    description,
    fund,
    places: 3,
    sponsor: 'community' as const,
    winnerRule,
    settings: settings({ multipleReports: true, showParticipants: true }),
    startAt: null,
    endAt: at(12),
    step: n,
    sort,
  });
  const onboarding = await createChainWithChallenges(
    db,
    v(adminId),
    {
      name: 'Адаптация новичка: первые две недели',
      description: 'Три шага, чтобы быстро освоиться: познакомьтесь с командой, разберитесь в процессах и сделайте первый вклад. Каждый следующий шаг откроется, когда вы отправите отчёт в предыдущем.',
      coverIds: [],
      thumbnailId: null,
      startAt: ago(3).toISOString(),
      endAt: at(14),
      challenges: [
        step(1, 0, 'Знакомство: кофе с тремя коллегами', 'Выпейте кофе с тремя коллегами из других отделов и расскажите, что нового узнали о компании.', 30),
        step(1, 1, 'Экскурсия по офису', 'Найдите переговорные, кухню и тихую комнату. Пришлите фото любимого места.', 15, 'voting'),
        step(2, 0, 'Разберитесь в процессах', 'Опишите, как у нас устроены релизы, отпуск и командировки — коротко, своими словами.', 30),
        step(3, 0, 'Первый вклад', 'Сделайте первую задачу или предложите улучшение и расскажите о результате.', 45),
      ],
    },
    randomUUID(),
    ago(3),
  );
  made += 4;
  const [coffee, tour, processes] = onboarding.steps.flatMap((s) => s.challenges);
  if (coffee && tour && processes) {
    for (const [who, days] of [
      [p(15), 2.5],
      [p(16), 2],
    ] as const) {
      await createReport(db, v(who), { challengeId: coffee.id, text: 'Выпил кофе с дизайнерами, аналитиками и поддержкой — теперь знаю, кого спросить про макеты и метрики.' }, ago(days));
      await createReport(db, v(who), { challengeId: tour.id, text: 'Моё любимое место — тихая комната на седьмом этаже: там отлично думается.' }, ago(days - 0.2));
    }
    await createReport(db, v(p(15)), { challengeId: processes.id, text: 'Релизы — по вторникам, отпуск согласуем в календаре команды, командировки оформляем через портал.' }, ago(1));
    await createReport(db, v(p(17)), { challengeId: coffee.id, text: 'Познакомилась с бухгалтерией и юристами — очень приветливые люди!' }, ago(0.5));
  }

  // A referral challenge (docs/decisions/0045): three colleagues took part with their personal links.
  const referral = await createChallenge(
    db,
    v(adminId),
    {
      ...base,
      name: 'Приведи друга: ищем сильных инженеров',
      description:
        'Знаете сильного инженера или аналитика? Получите свою ссылку-приглашение и поделитесь ею. Кто приведёт в сообщество больше всех, получит приз. Засчитываются только те, кто остаётся в команде.',
      fund: 90,
      places: 3,
      sponsor: 'community',
      winnerRule: 'referrals',
      referralMinimum: 1,
      settings: settings({ showParticipants: true }),
      startAt: null,
      endAt: at(20),
    },
    randomUUID(),
    ago(4),
  );
  made++;
  // The colleagues who joined through the links: five who are active members, and one who has
  // since been blocked (so not counted).
  const referrers = [p(18), p(19), p(20)];
  const invitees = others.filter((id) => !referrers.includes(id)).slice(-5);
  const [blocked] = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from memberships where organization_id = ${organizationId} and blocked_at is not null order by user_id limit 1`,
  );
  if (blocked) invitees.push(Number(blocked.user_id));
  const plan = [0, 0, 0, 1, 2, 1];
  const links = new Map<number, number>();
  for (const [i, who] of referrers.entries()) {
    await joinReferral(db, v(who), referral.id, ago(3.5 - i * 0.2));
    const [row] = await queryRows<{ invite_link_id: number }>(db, sql`select invite_link_id from challenge_referral_links where challenge_id = ${referral.id} and user_id = ${who}`);
    if (row) links.set(who, Number(row.invite_link_id));
  }
  for (const [i, invitee] of invitees.entries()) {
    const link = links.get(referrers[plan[i] ?? 0]!);
    if (link !== undefined) await recordReferral(db, link, invitee, ago(3 - i * 0.4));
  }
  return made;
}
