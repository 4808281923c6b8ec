import type { PersonProfile } from '@gratia/contracts';
import { errorReply, type MockRequest } from './mockFetch.ts';
import { photos } from './media.ts';

/** Demo profiles of members (stories and tests of the profile, thanks and people areas): the signed-in member (id 1, fixtures' `meUser`) and colleagues. */

const received = { periodPoints: 35, periodCount: 7, totalPoints: 1_250, totalCount: 214 };

/** The member's own profile: every field, with the phone and the birth year hidden from others. */
export const ownProfile: PersonProfile = {
  id: 1,
  isSelf: true,
  firstName: 'Анна',
  surname: 'Петрова',
  middleName: 'Сергеевна',
  nickname: 'anna',
  tgName: 'anna_p',
  tgId: '123456789',
  email: 'anna.petrova@romashka.ru',
  phone: '+7 912 345-67-89',
  photo: null,
  gender: 'female',
  status: 'office',
  state: 'active',
  jobTitle: 'HR-директор',
  divisionPath: [{ id: 1, name: 'HR' }],
  location: 'Москва, офис на Тверской',
  hiredOn: '2019-03-11',
  birthday: { day: 3, month: 11, year: 1990 },
  firedOn: null,
  language: 'ru',
  involvementIndex: 85,
  received,
  hiddenFields: ['phone', 'birthYear'],
};

/** A colleague as others see them: a photo, a nested division, the birth year hidden (day and month shown). */
export const otherProfile: PersonProfile = {
  id: 3,
  isSelf: false,
  firstName: 'Мария',
  surname: 'Кузнецова',
  middleName: null,
  nickname: 'masha',
  tgName: 'masha_k',
  tgId: null,
  email: 'maria.kuznetsova@romashka.ru',
  phone: '+7 (921) 000-11-22',
  photo: photos[2]!.url,
  gender: 'female',
  status: 'remotely',
  state: 'active',
  jobTitle: 'Продуктовый дизайнер',
  divisionPath: [
    { id: 10, name: 'Продукт' },
    { id: 3, name: 'Продукт и дизайн' },
  ],
  location: 'Санкт-Петербург',
  hiredOn: '2022-09-01',
  birthday: { day: 14, month: 2, year: null },
  firedOn: null,
  language: 'ru',
  involvementIndex: 46,
  received: { periodPoints: 12, periodCount: 3, totalPoints: 410, totalCount: 51 },
  hiddenFields: [],
};

/** A colleague who hides every field they may: named by the nickname, no contacts, no dates. */
export const hiddenProfile: PersonProfile = {
  ...otherProfile,
  id: 5,
  firstName: null,
  surname: null,
  middleName: null,
  nickname: 'lena_design',
  tgName: null,
  tgId: null,
  email: null,
  phone: null,
  photo: null,
  hiredOn: null,
  birthday: null,
  status: 'none',
  jobTitle: null,
  divisionPath: [],
  location: null,
  involvementIndex: 0,
  received: { periodPoints: 0, periodCount: 0, totalPoints: 0, totalCount: 0 },
};

/** A colleague fired as of last month. */
export const firedProfile: PersonProfile = { ...otherProfile, id: 21, firstName: 'Ольга', surname: 'Белова', nickname: 'olga', photo: null, state: 'fired', firedOn: '2025-10-15', status: 'none' };

/** A colleague blocked by an admin. */
export const blockedProfile: PersonProfile = { ...otherProfile, id: 22, firstName: 'Сергей', surname: 'Волков', nickname: null, tgName: 'volkov', photo: null, gender: 'male', state: 'blocked' };

/** Everything as long as the contracts allow: names, job title, a deep division path, e-mail, location. */
export const longProfile: PersonProfile = {
  ...otherProfile,
  id: 4,
  firstName: 'Александра-Валентина',
  surname: 'Константинопольская-Преображенская',
  middleName: 'Вячеславовна-Святополковна',
  nickname: 'aleksandra_valentina_konstantinopolskaya_preobr',
  tgName: 'aleksandra_konstantinopolskaya',
  tgId: '98765432101234567890',
  email: 'aleksandra-valentina.konstantinopolskaya-preobrazhenskaya@korporativnyi-portal.romashka-holding.ru',
  jobTitle: 'Ведущий менеджер по работе с ключевыми клиентами и стратегическими партнёрами',
  divisionPath: [
    { id: 40, name: 'Коммерческая дирекция' },
    { id: 41, name: 'Департамент продаж' },
    { id: 4, name: 'Продажи Северо-Запад и Калининградская область' },
  ],
  location: 'Калининград, бизнес-центр «Балтийская жемчужина», пятый этаж, переговорная у окна',
  involvementIndex: 100,
  received: { periodPoints: 987_654, periodCount: 1_234, totalPoints: 12_345_678, totalCount: 45_678 },
};

export const profiles: PersonProfile[] = [ownProfile, otherProfile, hiddenProfile, firedProfile, blockedProfile, longProfile];

/** A mock GET /api/employees/profile?id= over `list`: 404 NOT_FOUND for anyone else. */
export function profileHandler(list: readonly PersonProfile[] = profiles) {
  return (req: MockRequest) => list.find((p) => p.id === Number(req.query.get('id'))) ?? errorReply('NOT_FOUND', 404);
}

/** The profile after a PATCH /api/profile body, as the server answers it (photo ids become image URLs). */
export function applyPatch(profile: PersonProfile, body: Record<string, unknown>): PersonProfile {
  const next: PersonProfile = { ...profile };
  for (const key of ['firstName', 'surname', 'middleName', 'nickname', 'gender', 'status', 'phone', 'location', 'hiddenFields'] as const) {
    if (key in body) (next as Record<string, unknown>)[key] = body[key];
  }
  if ('birthDate' in body) {
    const m = typeof body.birthDate === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(body.birthDate) : null;
    next.birthday = m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
  }
  if ('photoId' in body) next.photo = body.photoId ? photos[1]!.url : null;
  return next;
}

/** A mock PATCH /api/profile over a copy of `start` that keeps each change; `log` receives every body. */
export function ownProfileHandlers(start: PersonProfile = ownProfile, log?: Record<string, unknown>[]) {
  let current = start;
  return {
    'GET /api/employees/profile': (req: MockRequest) => (Number(req.query.get('id')) === current.id ? current : errorReply('NOT_FOUND', 404)),
    'PATCH /api/profile': (req: MockRequest) => {
      const body = req.body as Record<string, unknown>;
      log?.push(body);
      current = applyPatch(current, body);
      return current;
    },
  };
}
