/** Static data of the demo communities (SPEC §3 Colour keys, Employee division and job title; §1 company values). */
import type { BonusName } from '@gratia/contracts';
import type { DivisionTree } from '../modules/people/index.ts';

/** The 17 colour keys of `colors_json` (SPEC §3) with the demo brand palette. */
export const DEMO_COLORS: Record<string, string> = {
  extra1: '#7c4dff',
  extra2: '#00bfa5',
  'general-brand': '#4f46e5',
  'general-brand-secondary': '#e0e7ff',
  'general-negative': '#ffffff',
  'minor-negative-secondary': '#f5f5f7',
  'general-contrast': '#111827',
  'general-contrast-secondary': '#6b7280',
  'general-midpoint': '#d1d5db',
  'minor-success': '#16a34a',
  'minor-success-secondary': '#dcfce7',
  'minor-error': '#dc2626',
  'minor-error-secondary': '#fee2e2',
  'minor-warning': '#d97706',
  'minor-warning-secondary': '#fef3c7',
  'minor-info': '#2563eb',
  'minor-info-secondary': '#dbeafe',
};

/** Palette of the second, smaller community. */
export const SECOND_COLORS: Record<string, string> = {
  ...DEMO_COLORS,
  'general-brand': '#0f766e',
  'general-brand-secondary': '#ccfbf1',
  extra1: '#f97316',
};

/** Company values of the demo community (ru). */
export const DEMO_VALUES: { name: string; description: string }[] = [
  { name: 'Клиент в центре', description: 'Думаем о том, что действительно нужно клиенту, и доводим дело до результата.' },
  { name: 'Командная игра', description: 'Помогаем коллегам, делимся знаниями и вместе отвечаем за итог.' },
  { name: 'Смелость', description: 'Берём на себя сложные задачи и открыто говорим о проблемах.' },
  { name: 'Развитие', description: 'Учимся каждый день, пробуем новое и помогаем расти другим.' },
  { name: 'Честность', description: 'Держим слово, признаём ошибки и говорим прямо.' },
  { name: 'Забота', description: 'Внимательны к людям вокруг: к клиентам, коллегам и себе.' },
];

/** Company values of the second community (ru). */
export const SECOND_VALUES: { name: string; description: string }[] = [
  { name: 'Скорость', description: 'Доставляем вовремя, даже когда сложно.' },
  { name: 'Надёжность', description: 'На нас можно положиться.' },
];

/** Thanks messages (ru). */
export const MESSAGES: string[] = [
  'Спасибо за помощь с релизом, без тебя бы не успели!',
  'Огромное спасибо за подробное ревью — многому научился.',
  'Спасибо, что подменил на встрече с клиентом.',
  'Благодарю за терпение и отличную презентацию для партнёров.',
  'Спасибо за быстрый разбор инцидента ночью.',
  'Ты очень выручила с отчётом, спасибо!',
  'Спасибо за идею с автоматизацией — экономит нам часы каждую неделю.',
  'Благодарю за наставничество новичков в команде.',
  'Спасибо за тёплую атмосферу на планировании.',
  'Спасибо, что нашёл ошибку до того, как её увидели клиенты.',
  'Отличная работа над новым онбордингом, спасибо!',
  'Спасибо за помощь с переездом офиса.',
  'Благодарю за чёткую коммуникацию в сложном проекте.',
  'Спасибо за вкусный пирог и хорошее настроение!',
  'Спасибо за поддержку на конференции.',
];

/** Comments on thanks (ru). */
export const COMMENTS: string[] = [
  'Присоединяюсь, это было круто!',
  'Полностью заслуженно 👏',
  'Подтверждаю, без этого бы не справились.',
  'Спасибо, очень приятно!',
  'Ура! Так держать.',
  'И от меня спасибо!',
];

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Latin transliteration of a Russian name for e-mails and nicknames: 'Пётр' → 'petr'. */
export function translit(s: string): string {
  return [...s.toLowerCase()].map((c) => TRANSLIT[c] ?? (/[a-z0-9]/.test(c) ? c : '')).join('');
}

/** The second community calls points 'баллы' / 'points', declined by number. */
export const POINTS_BONUS_NAME: BonusName = {
  ru: { one: 'балл', few: 'балла', many: 'баллов' },
  en: { one: 'point', other: 'points' },
};

/** Where a demo member works: the path of their division ('Продажи/Северо-Запад', see `createDivisions`) and their job title. */
export interface DemoPosition {
  division: string;
  jobTitle: string;
}

/** The divisions of "Gratia Demo" (SPEC §3 Employee 'division'): development with its teams, product, sales with a region, marketing, HR, finance. */
export const DEMO_DIVISIONS: DivisionTree[] = [
  { name: 'Разработка', children: [{ name: 'Backend' }, { name: 'Frontend' }, { name: 'QA' }] },
  { name: 'Продукт и дизайн' },
  { name: 'Продажи', children: [{ name: 'Продажи Северо-Запад' }] },
  { name: 'Маркетинг' },
  { name: 'HR' },
  { name: 'Финансы' },
];

const at = (division: string, ...jobTitles: string[]): DemoPosition[] => jobTitles.map((jobTitle) => ({ division, jobTitle }));

/** The demo admin's place: she runs HR. */
export const DEMO_ADMIN_POSITION: DemoPosition = { division: 'HR', jobTitle: 'HR-директор' };
/** The demo superuser's place in "Gratia Demo". */
export const DEMO_SUPERUSER_POSITION: DemoPosition = { division: 'Разработка', jobTitle: 'Технический директор' };

/** The jobs of the other 49 members of "Gratia Demo", by division (dealt out with {@link dealPositions}). */
export const DEMO_POSITIONS: DemoPosition[][] = [
  at('Разработка', 'Архитектор решений', 'Системный аналитик', 'Scrum-мастер'),
  at('Разработка/Backend', 'Ведущий backend-разработчик', 'Backend-разработчик', 'Backend-разработчик', 'Backend-разработчик', 'Backend-разработчик', 'DevOps-инженер'),
  at('Разработка/Frontend', 'Ведущий frontend-разработчик', 'Frontend-разработчик', 'Frontend-разработчик', 'Frontend-разработчик', 'Мобильный разработчик', 'Верстальщик'),
  at('Разработка/QA', 'Руководитель тестирования', 'Инженер по тестированию', 'Инженер по тестированию', 'QA-автоматизатор'),
  at(
    'Продукт и дизайн',
    'Директор по продукту',
    'Продакт-менеджер',
    'Продакт-менеджер',
    'Продуктовый дизайнер',
    'Продуктовый дизайнер',
    'UX-исследователь',
    'Дизайнер интерфейсов',
    'Аналитик данных',
  ),
  at('Продажи', 'Коммерческий директор', 'Менеджер по работе с ключевыми клиентами', 'Менеджер по работе с ключевыми клиентами', 'Менеджер по продажам', 'Менеджер по продажам', 'Пресейл-инженер'),
  at('Продажи/Продажи Северо-Запад', 'Руководитель регионального отдела продаж', 'Менеджер по продажам', 'Менеджер по продажам'),
  at('Маркетинг', 'Руководитель маркетинга', 'Маркетолог', 'Контент-менеджер', 'SMM-менеджер', 'PR-менеджер'),
  at('HR', 'HR-бизнес-партнёр', 'Рекрутер', 'Специалист по обучению', 'Офис-менеджер'),
  at('Финансы', 'Финансовый директор', 'Главный бухгалтер', 'Бухгалтер', 'Финансовый аналитик'),
];

/** The divisions of the second, smaller community "Вектор Логистик". */
export const SECOND_DIVISIONS: DivisionTree[] = [
  { name: 'Офис' },
  { name: 'Склад' },
  { name: 'Транспорт', children: [{ name: 'Городская доставка' }] },
];

/** The jobs of its 8 members, in member order (the first is its admin). */
export const SECOND_POSITIONS: DemoPosition[] = [
  { division: 'Офис', jobTitle: 'Генеральный директор' },
  { division: 'Склад', jobTitle: 'Начальник склада' },
  { division: 'Транспорт', jobTitle: 'Логист' },
  { division: 'Транспорт/Городская доставка', jobTitle: 'Водитель-экспедитор' },
  { division: 'Склад', jobTitle: 'Кладовщик' },
  { division: 'Транспорт/Городская доставка', jobTitle: 'Курьер' },
  { division: 'Транспорт', jobTitle: 'Диспетчер' },
  { division: 'Офис', jobTitle: 'Бухгалтер' },
];
/** The demo superuser's place in "Вектор Логистик". */
export const SECOND_SUPERUSER_POSITION: DemoPosition = { division: 'Офис', jobTitle: 'Консультант по автоматизации' };

/**
 * The positions of `groups` dealt out in turn like cards — the first of each group, then the
 * second of each, … — so that neighbouring members (and the demo sign-ins) work in different
 * divisions. Deterministic; uses no random numbers, so the seeded faker sequence is unchanged.
 */
export function dealPositions(groups: readonly DemoPosition[][]): DemoPosition[] {
  const dealt: DemoPosition[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) {
    for (const g of groups) {
      const position = g[i];
      if (position) dealt.push(position);
    }
  }
  return dealt;
}
