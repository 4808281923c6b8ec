import type { BirthdayEntry, BirthdaysResponse, UserSummary } from '@gratia/contracts';
import { users } from '../testing/fixtures.ts';
import type { MockRequest } from '../testing/mockFetch.ts';
import { addDays, daysBetween } from './dates.ts';

/** A person's birthday as the fixtures keep it: month and day, and the year when shown. */
interface FixtureBirthday {
  person: UserSummary;
  month: number;
  day: number;
  year: number | null;
  jobTitle: string | null;
}

const [anna, ivan, maria, longName] = users as [UserSummary, UserSummary, UserSummary, UserSummary];

/**
 * Birthdays around the fixtures' today (10 March 2026): Анна today (turns 36), Иван tomorrow (year
 * hidden), Мария in a week, the long-named colleague on 24 March and Иван's namesake on 29 February.
 */
export const fixtureBirthdays: FixtureBirthday[] = [
  { person: anna, month: 3, day: 10, year: 1990, jobTitle: 'HR-директор' },
  { person: ivan, month: 3, day: 11, year: null, jobTitle: 'Backend-разработчик' },
  { person: maria, month: 3, day: 17, year: 1995, jobTitle: 'Продуктовый дизайнер' },
  { person: longName, month: 3, day: 24, year: 1988, jobTitle: null },
  { person: { ...ivan, id: 5, firstName: 'Пётр', surname: 'Зимин', tgName: null }, month: 2, day: 29, year: 1992, jobTitle: null },
];

/** The birthdays of `list` on `from` … `to`, as GET /api/employees/birthdays answers (29 February on the 28th in other years). */
export function birthdaysIn(list: readonly FixtureBirthday[], from: string, to: string): BirthdaysResponse {
  const items: BirthdayEntry[] = [];
  for (let i = 0; i <= daysBetween(from, to); i++) {
    const date = addDays(from, i);
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const leap = new Date(Date.UTC(year, 1, 29)).getUTCDate() === 29;
    for (const b of list) {
      const falls = b.month === month && (b.day === day || (!leap && b.month === 2 && b.day === 29 && day === 28));
      if (falls) items.push({ person: b.person, date, year: b.year, jobTitle: b.jobTitle });
    }
  }
  return { items };
}

/** A mock handler of GET /api/employees/birthdays over `list`. */
export const birthdaysHandler =
  (list: readonly FixtureBirthday[] = fixtureBirthdays) =>
  (req: MockRequest): BirthdaysResponse =>
    birthdaysIn(list, req.query.get('from') ?? '', req.query.get('to') ?? '');
