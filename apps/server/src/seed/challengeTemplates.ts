/**
 * The demo's challenge templates (docs/decisions/0044), made through the templates' own service
 * functions: a common category tree (Здоровье → Спорт, Питание; Команда; Обучение; Идеи;
 * Волонтёрство) with twelve common templates and a three-step onboarding chain, made by the
 * superuser; two community categories of the demo community with three templates of its admin; and
 * two 'my' templates of the admin in a category of her own.
 *
 * A template is content in one language, as a challenge is: the common set is written in Russian
 * and in English ({@link COMMON_SETS}), and a seeded installation gets one of them — the demo
 * communities are Russian, so the demo takes `ru` unless SEED_TEMPLATES_LANGUAGE says `en`. Both sets in one installation would show every
 * common card twice, once in a language the member did not choose.
 */
import type { CreateTemplateBody, TemplateStepBody, WinnerRule } from '@gratia/contracts';
import { DEFAULT_TEMPLATE_SETTINGS } from '@gratia/contracts';
import type { Db } from '../db/client.ts';
import { createCategory, createTemplate } from '../modules/challengeTemplates/index.ts';

/** The languages a common set is written in. */
export type TemplateSetLanguage = 'ru' | 'en';

/** One seeded template: its fields and the names of its categories. */
interface SeedTemplate {
  name: string;
  description: string;
  categories: string[];
  winnerRule?: WinnerRule;
  settings?: Partial<CreateTemplateBody['settings']>;
  steps?: { step: number; name: string; description: string; winnerRule?: WinnerRule }[];
}

/** A category tree by name: each root with its children's names. */
type SeedTree = [string, string[]][];

/** A common set: its category tree and templates. */
interface CommonSet {
  tree: SeedTree;
  templates: SeedTemplate[];
}

/** The common templates in each language (the same templates, the same tree). */
export const COMMON_SETS: Record<TemplateSetLanguage, CommonSet> = {
  ru: {
    tree: [
      ['Здоровье', ['Спорт', 'Питание']],
      ['Команда', []],
      ['Обучение', []],
      ['Идеи', []],
      ['Волонтёрство', []],
    ],
    templates: [
      { name: 'Зарядка каждое утро', description: 'Две недели делайте зарядку по 10 минут каждое утро и присылайте короткий отчёт или фото. Приз — каждому, кто не пропустил ни дня.', categories: ['Спорт'] },
      { name: '10 000 шагов', description: 'Пройдите 10 000 шагов за день и пришлите скриншот шагомера. Победителей выберут лайками коллег.', categories: ['Спорт'], winnerRule: 'voting', settings: { showParticipants: true } },
      { name: 'Неделя без сахара', description: 'Семь дней без сладкого и сладких напитков. Расскажите, что было труднее всего и что помогло.', categories: ['Питание'] },
      { name: 'Полезный обед', description: 'Сфотографируйте свой самый полезный и красивый обед за неделю. Лучшие выберем голосованием.', categories: ['Питание'], winnerRule: 'voting', settings: { showParticipants: true } },
      { name: 'Лучшая идея квартала', description: 'Предложите, что улучшить в наших процессах, продукте или офисе. Идеи оценят администраторы, лучшие возьмём в работу.', categories: ['Идеи'], winnerRule: 'admins', settings: { multipleReports: false } },
      { name: 'Что мешает работать', description: 'Анонимно расскажите, что тормозит вашу работу и как это исправить. Имена увидит только организатор.', categories: ['Идеи'], settings: { anonymous: true } },
      { name: 'Поделись книгой', description: 'Напишите пару абзацев о книге, которая изменила ваш подход к работе, и что вы после неё стали делать иначе.', categories: ['Обучение'], settings: { showParticipants: true } },
      { name: 'Научи коллегу', description: 'Проведите для коллег короткий урок (15–20 минут) о том, что умеете лучше всех. В отчёте — тема, слайды или запись.', categories: ['Обучение'] },
      { name: 'Фото нашей команды', description: 'Пришлите самое живое фото вашей команды за работой или на отдыхе. Победителей выберут лайками.', categories: ['Команда'], winnerRule: 'voting', settings: { showParticipants: true, multipleReports: false } },
      { name: 'Спасибо наставнику', description: 'Расскажите о коллеге, который помог вам вырасти: что он сделал и чему вы научились.', categories: ['Команда'] },
      { name: 'Субботник', description: 'Приходите на городской субботник или организуйте свой. В отчёте — фото до и после.', categories: ['Волонтёрство'] },
      { name: 'День донора', description: 'Сдайте кровь в день донора и пришлите справку или фото значка. Каждый участник получит приз.', categories: ['Волонтёрство', 'Здоровье'], settings: { multipleReports: false } },
      {
        name: 'Адаптация новичка',
        description: 'Цепочка первого месяца: знакомство с командой, первая задача и обед с наставником, отзыв о первом месяце.',
        categories: ['Команда', 'Обучение'],
        steps: [
          { step: 1, name: 'Познакомься с командой', description: 'Расскажите о себе в общем чате и пришлите фото своего рабочего места.' },
          { step: 2, name: 'Первая задача', description: 'Закройте первую задачу и опишите, что было непонятно и кто помог.' },
          { step: 2, name: 'Обед с наставником', description: 'Сходите на обед с наставником и расскажите, о чём говорили.' },
          { step: 3, name: 'Отзыв о первом месяце', description: 'Что понравилось, что удивило и что стоит улучшить для следующих новичков.' },
        ],
      },
    ],
  },
  en: {
    tree: [
      ['Health', ['Sport', 'Food']],
      ['Team', []],
      ['Learning', []],
      ['Ideas', []],
      ['Volunteering', []],
    ],
    templates: [
      { name: 'Morning exercise', description: 'Exercise for 10 minutes every morning for two weeks and send a short report or a photo. Everyone who misses no day wins.', categories: ['Sport'] },
      { name: '10,000 steps', description: 'Walk 10,000 steps in a day and send a screenshot of your step counter. Colleagues choose the winners with likes.', categories: ['Sport'], winnerRule: 'voting', settings: { showParticipants: true } },
      { name: 'A week without sugar', description: 'Seven days without sweets and sugary drinks. Tell us what was hardest and what helped.', categories: ['Food'] },
      { name: 'Healthy lunch', description: 'Take a photo of your healthiest and best-looking lunch of the week. The best ones win by vote.', categories: ['Food'], winnerRule: 'voting', settings: { showParticipants: true } },
      { name: 'Best idea of the quarter', description: 'Suggest what to improve in our processes, product or office. The admins judge; the best ideas get done.', categories: ['Ideas'], winnerRule: 'admins', settings: { multipleReports: false } },
      { name: 'What slows you down', description: 'Tell us anonymously what slows your work down and how to fix it. Only the organizer sees names.', categories: ['Ideas'], settings: { anonymous: true } },
      { name: 'Share a book', description: 'Write a couple of paragraphs about a book that changed how you work, and what you do differently since.', categories: ['Learning'], settings: { showParticipants: true } },
      { name: 'Teach a colleague', description: 'Give colleagues a short lesson (15–20 minutes) on what you do best. Report the topic with slides or a recording.', categories: ['Learning'] },
      { name: 'Our team photo', description: 'Send the liveliest photo of your team at work or at play. Likes choose the winners.', categories: ['Team'], winnerRule: 'voting', settings: { showParticipants: true, multipleReports: false } },
      { name: 'Thank your mentor', description: 'Tell us about a colleague who helped you grow: what they did and what you learned.', categories: ['Team'] },
      { name: 'Clean-up day', description: 'Join a city clean-up day or organize your own. Report with photos before and after.', categories: ['Volunteering'] },
      { name: 'Blood donor day', description: 'Give blood on donor day and send the certificate or a photo of the badge. Every participant wins.', categories: ['Volunteering', 'Health'], settings: { multipleReports: false } },
      {
        name: 'Newcomer onboarding',
        description: 'The first month as a chain: meet the team, a first task and lunch with a mentor, feedback on the first month.',
        categories: ['Team', 'Learning'],
        steps: [
          { step: 1, name: 'Meet the team', description: 'Introduce yourself in the team chat and send a photo of your desk.' },
          { step: 2, name: 'First task', description: 'Close your first task and describe what was unclear and who helped.' },
          { step: 2, name: 'Lunch with a mentor', description: 'Have lunch with your mentor and tell us what you talked about.' },
          { step: 3, name: 'First month feedback', description: 'What you liked, what surprised you and what to improve for the next newcomers.' },
        ],
      },
    ],
  },
};

/** The demo community's own categories and templates (its admin's). */
const COMMUNITY: CommonSet = {
  tree: [
    ['Продукт', []],
    ['Корпоративная жизнь', []],
  ],
  templates: [
    { name: 'Баг-хант перед релизом', description: 'За неделю до релиза найдите как можно больше ошибок в новой версии. Каждый подтверждённый баг — отдельный отчёт.', categories: ['Продукт'], winnerRule: 'admins' },
    { name: 'Лучший доклад демо-дня', description: 'Покажите на демо-дне, что сделала ваша команда за спринт. Лучший доклад выберут лайками.', categories: ['Продукт'], winnerRule: 'voting', settings: { showParticipants: true, multipleReports: false } },
    { name: 'Костюм на Хэллоуин', description: 'Придите в офис в костюме и пришлите фото. Самый яркий образ выберут коллеги.', categories: ['Корпоративная жизнь'], winnerRule: 'voting', settings: { showParticipants: true } },
  ],
};

/** The admin's own ('my') category and templates. */
const ADMIN_OWN: CommonSet = {
  tree: [['Для HR', []]],
  templates: [
    { name: 'Приветствие новичков месяца', description: 'Напишите приветствие новым коллегам месяца: кто они, чем займутся и как их найти.', categories: ['Для HR'] },
    { name: 'Лучший отзыв о тимбилдинге', description: 'Расскажите, что запомнилось на выездном тимбилдинге и что повторить в следующий раз.', categories: ['Для HR'], settings: { showParticipants: true } },
  ],
};

/** Writes the categories of `tree` in `scope` as `userId` of `organizationId`; returns their ids by name. */
async function seedTree(db: Db, viewer: { organizationId: number; userId: number }, scope: CreateTemplateBody['scope'], tree: SeedTree, at: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [root, children] of tree) {
    const parent = await createCategory(db, viewer, { name: root, scope, parentId: null }, at);
    ids.set(root, parent.id);
    for (const child of children) ids.set(child, (await createCategory(db, viewer, { name: child, scope, parentId: parent.id }, at)).id);
  }
  return ids;
}

/** Writes `set`'s categories and templates in `scope`, the templates one minute apart from `daysAgo` days before `now` (the first is the oldest). Returns how many templates. */
async function seedSet(db: Db, viewer: { organizationId: number; userId: number }, scope: CreateTemplateBody['scope'], set: CommonSet, now: Date, daysAgo: number): Promise<number> {
  const start = new Date(now.getTime() - daysAgo * 86_400_000);
  const categories = await seedTree(db, viewer, scope, set.tree, start);
  let made = 0;
  for (const t of set.templates) {
    const steps: TemplateStepBody[] = (t.steps ?? []).map((s, i, all) => ({
      step: s.step,
      sort: all.slice(0, i).filter((o) => o.step === s.step).length,
      name: s.name,
      description: s.description,
      winnerRule: s.winnerRule ?? 'organizer',
      settings: DEFAULT_TEMPLATE_SETTINGS,
      coverIds: [],
    }));
    await createTemplate(
      db,
      viewer,
      {
        kind: steps.length > 0 ? 'chain' : 'challenge',
        scope,
        name: t.name,
        description: t.description,
        coverIds: [],
        thumbnailId: null,
        winnerRule: t.winnerRule ?? 'organizer',
        settings: { ...DEFAULT_TEMPLATE_SETTINGS, ...t.settings },
        categoryIds: t.categories.map((name) => {
          const id = categories.get(name);
          if (id === undefined) throw new Error(`no seed category ${name}`);
          return id;
        }),
        steps,
      },
      new Date(start.getTime() + (made + 1) * 60_000),
    );
    made++;
  }
  return made;
}

/**
 * Writes the demo's templates: the common set in `language` by `superuserId` (a superuser, member of
 * `organizationId`), the community's and the admin's own by `adminId` (an admin 'A' of
 * `organizationId`). Returns how many templates were made.
 */
export async function seedChallengeTemplates(
  db: Db,
  input: { organizationId: number; adminId: number; superuserId: number; language?: TemplateSetLanguage; now: Date },
): Promise<number> {
  const { organizationId, now } = input;
  const superuser = { organizationId, userId: input.superuserId };
  const admin = { organizationId, userId: input.adminId };
  let made = await seedSet(db, superuser, 'common', COMMON_SETS[input.language ?? 'ru'], now, 30);
  made += await seedSet(db, admin, 'community', COMMUNITY, now, 20);
  made += await seedSet(db, admin, 'my', ADMIN_OWN, now, 10);
  return made;
}
