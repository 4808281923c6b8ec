/**
 * Demo details of the people of a community (docs/decisions/0020): gender, birth dates spread over
 * the year (so the birthdays block always has someone), phones, hire dates, work statuses and
 * locations, some fields hidden by their owners, and a few people fired (one of them with a date
 * still ahead) and one blocked — after the thanks were written, so their history stays. The demo
 * sign-ins (`keep`) are never fired or blocked. One statement per table. Deterministic for a faker
 * seed and `now`.
 */
import { fakerRU } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { EmployeeStatus, Gender, VisibilityField } from '@gratia/contracts';
import type { Db } from '../db/client.ts';

const DAY = 86_400_000;

/** Where demo members work. */
const LOCATIONS = ['Москва, офис на Тверской', 'Москва, офис на Тверской', 'Санкт-Петербург', 'Казань', 'Новосибирск', 'Екатеринбург'];

/** What {@link seedPeopleDetails} needs of a seeded community. */
export interface PeopleSeedInput {
  organizationId: number;
  /** Every member with their gender. */
  people: { userId: number; gender: Gender }[];
  /** Members never fired, blocked or hidden from (the demo sign-ins). */
  keep: number[];
  now: Date;
}

/** How many members {@link seedPeopleDetails} fired (`fired`, one of them from a date ahead) and blocked. */
export interface PeopleSeedResult {
  fired: number;
  blocked: number;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Writes the details of {@link PeopleSeedInput.people} and fires and blocks a few of them. */
export async function seedPeopleDetails(db: Db, input: PeopleSeedInput): Promise<PeopleSeedResult> {
  const { now } = input;
  const profileRows = input.people.map(({ userId, gender }, i) => {
    // Birthdays: one every ~week of the year around `now`, so the coming weeks always have some.
    const birthYear = fakerRU.number.int({ min: 1968, max: 2003 });
    const offset = Math.round((i * 365) / Math.max(1, input.people.length)) + fakerRU.number.int({ min: 0, max: 6 }) - 10;
    const around = new Date(now.getTime() + offset * DAY);
    const birth = new Date(Date.UTC(birthYear, around.getUTCMonth(), Math.min(around.getUTCDate(), 28)));
    const hidden: VisibilityField[] = [];
    if (!input.keep.includes(userId)) {
      if (fakerRU.datatype.boolean(0.25)) hidden.push('birthYear');
      if (fakerRU.datatype.boolean(0.2)) hidden.push('phone');
      if (fakerRU.datatype.boolean(0.1)) hidden.push('tgId');
    }
    return {
      user_id: userId,
      gender,
      birth_date: isoDate(birth),
      phone: `+7 9${fakerRU.string.numeric(2)} ${fakerRU.string.numeric(3)}-${fakerRU.string.numeric(2)}-${fakerRU.string.numeric(2)}`,
      hidden_fields: hidden,
    };
  });
  const membershipRows = input.people.map(({ userId }) => ({
    user_id: userId,
    status: fakerRU.helpers.weightedArrayElement<EmployeeStatus>([
      { weight: 45, value: 'office' },
      { weight: 25, value: 'remotely' },
      { weight: 10, value: 'working' },
      { weight: 8, value: 'vacation' },
      { weight: 4, value: 'illness' },
      { weight: 8, value: 'none' },
    ]),
    location: fakerRU.helpers.arrayElement(LOCATIONS),
    hired_on: isoDate(new Date(now.getTime() - fakerRU.number.int({ min: 40, max: 9 * 365 }) * DAY)),
  }));

  await db.execute(sql`
    update profiles p
    set gender = x.gender, birth_date = x.birth_date, phone = x.phone, hidden_fields = x.hidden_fields
    from json_to_recordset(${JSON.stringify(profileRows)}::json) as x(user_id int, gender text, birth_date date, phone text, hidden_fields text[])
    where p.user_id = x.user_id`);
  await db.execute(sql`
    update memberships m
    set status = x.status, location = x.location, hired_on = x.hired_on
    from json_to_recordset(${JSON.stringify(membershipRows)}::json) as x(user_id int, status text, location text, hired_on date)
    where m.organization_id = ${input.organizationId} and m.user_id = x.user_id`);

  // Leavers and a blocked account, from the end of the list (away from the demo sign-ins).
  const candidates = input.people.map((p) => p.userId).filter((id) => !input.keep.includes(id)).reverse();
  const leavers = [
    { userId: candidates[0], firedOn: isoDate(new Date(now.getTime() - 12 * DAY)) },
    { userId: candidates[1], firedOn: isoDate(new Date(now.getTime() - 45 * DAY)) },
    { userId: candidates[2], firedOn: isoDate(new Date(now.getTime() + 14 * DAY)) },
  ].filter((l): l is { userId: number; firedOn: string } => l.userId !== undefined);
  for (const l of leavers) {
    await db.execute(sql`update memberships set fired_on = ${l.firedOn} where organization_id = ${input.organizationId} and user_id = ${l.userId}`);
  }
  const blocked = candidates[3];
  if (blocked !== undefined) {
    await db.execute(sql`update memberships set blocked_at = ${now.toISOString()} where organization_id = ${input.organizationId} and user_id = ${blocked}`);
  }
  return { fired: leavers.length, blocked: blocked === undefined ? 0 : 1 };
}
