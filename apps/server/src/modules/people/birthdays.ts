/**
 * Birthdays of a community (SPEC §1 main page 'birthdays (calendar and range)'; §7 'employees …
 * birthdays'; docs/decisions/0020): who has a birthday on the days of a range, as others see them.
 */
import { sql } from 'drizzle-orm';
import { BIRTHDAYS_MAX_DAYS, type BirthdayEntry } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { isActive } from './fragments.ts';

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (`YYYY-MM-DD`, UTC), negative when `to` is earlier. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Birthdays of active members of `organizationId` falling on `from` … `to` (`YYYY-MM-DD`,
 * inclusive; a range may cross the new year), by date, surname and first name. A person who hides
 * their birth date is left out; one who hides the year gets `year` null; a 29 February birthday
 * falls on 28 February in years without one. 400 VALIDATION_ERROR when `to` is before `from` or the
 * range is longer than {@link BIRTHDAYS_MAX_DAYS} days. One query: the range's days are generated
 * and joined on month and day, so the year boundary needs no special case.
 */
export async function listBirthdays(db: Executor, q: { organizationId: number; from: string; to: string }): Promise<BirthdayEntry[]> {
  // The route's schema refuses these already (BirthdaysQuery); a direct caller gets the same answer.
  const span = daysBetween(q.from, q.to);
  if (span < 0 || span >= BIRTHDAYS_MAX_DAYS) {
    const message = span < 0 ? 'validation.invalid' : 'validation.tooBig';
    throw new AppError('VALIDATION_ERROR', 'The range is reversed or longer than allowed', {
      details: { issues: ['from', 'to'].map((path) => ({ path, message, location: 'querystring' })) },
    });
  }
  const rows = await queryRows<{
    id: number;
    first_name: string;
    surname: string;
    nickname: string | null;
    tg_name: string | null;
    photo: string | null;
    job_title: string | null;
    on_date: string;
    birth_year: number | null;
  }>(
    db,
    sql`with days as (
          select d::date as on_date from generate_series(${q.from}::date, ${q.to}::date, interval '1 day') d
        )
        select pp.user_id as id, pp.first_name, pp.surname, pp.nickname, pp.tg_name, pp.photo, m.job_title,
               to_char(days.on_date, 'YYYY-MM-DD') as on_date,
               case when 'birthYear' = any(p.hidden_fields) then null else extract(year from p.birth_date)::int end as birth_year
        from memberships m
        join profiles p on p.user_id = m.user_id
        join public_profiles pp on pp.user_id = m.user_id
        join days on extract(month from days.on_date) = extract(month from p.birth_date)
          and (extract(day from days.on_date) = extract(day from p.birth_date)
               -- 29 February in a year without it: on the 28th.
               or (extract(month from p.birth_date) = 2 and extract(day from p.birth_date) = 29
                   and extract(day from days.on_date) = 28
                   and extract(month from (days.on_date + 1)) = 3))
        where m.organization_id = ${q.organizationId} and ${isActive('m')}
          and p.birth_date is not null and not 'birthDate' = any(p.hidden_fields)
        order by days.on_date, pp.surname, pp.first_name, pp.user_id`,
  );
  return rows.map((r) => ({
    person: { id: Number(r.id), firstName: r.first_name, surname: r.surname, nickname: r.nickname, tgName: r.tg_name, photo: r.photo },
    date: r.on_date,
    year: r.birth_year === null ? null : Number(r.birth_year),
    jobTitle: r.job_title,
  }));
}

/** GET /api/employees/birthdays?from=&to= → `{ items: BirthdayEntry[] }` (see {@link listBirthdays}); 403 FORBIDDEN without a current organization. */
export function birthdayHandlers(db: Db): Pick<Handlers, 'birthdays'> {
  return {
    birthdays: async ({ auth, query }) => ({ items: await listBirthdays(db, { organizationId: requireOrg(auth), from: query.from, to: query.to }) }),
  };
}
