import { afterEach, describe, expect, it } from 'vitest';
import { currentNow, displayTimeZone, pinNow, setDisplayTimeZone } from './clock.ts';
import { formatDateTime, formatDay, formatDayRange, formatNumber, formatRelativeTime } from './format.ts';

const NBSP = '\u00a0';
/** A local time (the formatter counts calendar days in local time). */
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('formatDay and formatDayRange', () => {
  it('write a day as the language does, never breaking inside it', () => {
    expect(formatDay('2026-11-03', 'ru')).toBe(`3${NBSP}нояб.${NBSP}2026${NBSP}г.`);
    expect(formatDay('2026-11-03', 'en')).toBe(`Nov${NBSP}3,${NBSP}2026`);
    expect(formatDay('2026-11-03T23:30:00Z', 'en')).toMatch(/^Nov/);
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });
  it('write a range with what its days share once; a line may break only after the dash', () => {
    const ru = formatDayRange('2026-11-03', '2026-12-03', 'ru');
    expect(ru.replace(/[\u00a0\u202f]/g, ' ')).toBe('3 нояб. – 3 дек. 2026 г.');
    expect(ru.split(' ')).toHaveLength(2);
    expect(ru.split(' ')[0]).toMatch(/–$/);
    const en = formatDayRange('2026-11-03', '2027-01-03', 'en');
    expect(en.replace(/[\u00a0\u202f]/g, ' ')).toBe('Nov 3, 2026 – Jan 3, 2027');
    expect(en.split(' ')).toHaveLength(2);
  });
});

describe('formatRelativeTime', () => {
  const now = at(2026, 11, 24, 10, 0).getTime();
  const rel = (d: Date, lng = 'en') => formatRelativeTime(d.toISOString(), lng, now);

  it('counts minutes, then hours of today, then calendar days', () => {
    expect(rel(at(2026, 11, 24, 9, 59))).toBe('1 minute ago');
    expect(rel(at(2026, 11, 24, 0, 30))).toBe('9 hours ago');
    expect(rel(at(2026, 11, 23, 23, 0))).toMatch(/^yesterday, 11:00\sPM$/);
    expect(rel(at(2026, 11, 23, 9, 0))).toMatch(/^yesterday, 9:00\sAM$/);
    expect(rel(at(2026, 11, 22, 12, 0), 'ru')).toBe('позавчера');
    expect(rel(at(2026, 11, 20, 12, 0))).toBe('4 days ago');
    expect(rel(at(2026, 11, 10, 12, 0))).toMatch(/Nov 10, 2026/);
    expect(rel(at(2026, 11, 24, 10, 5))).toBe('now');
  });

  it('never labels an older event newer than a later one', () => {
    const order = ['now', 'minute', 'hour', 'yesterday', 'day', 'date'];
    const rank = (label: string) =>
      label === 'now' ? 0 : /minute/.test(label) ? 1 : /hour/.test(label) ? 2 : /yesterday/.test(label) ? 3 : /days ago/.test(label) ? 4 : 5;
    let previous = 0;
    for (let minutes = 0; minutes < 60 * 24 * 10; minutes += 17) {
      const r = rank(rel(new Date(now - minutes * 60_000)));
      expect(r, `${minutes} min before: ${order[r]}`).toBeGreaterThanOrEqual(previous);
      previous = r;
    }
  });
});

describe('the display time zone and a pinned clock (server rendering)', () => {
  afterEach(() => {
    setDisplayTimeZone(undefined);
    pinNow(undefined);
  });
  it('shows times in the zone set, and counts calendar days there', () => {
    // 22:30 UTC on 3 Nov is already 4 Nov in Tokyo: "yesterday" there from 4 Nov noon, not hours ago.
    const iso = '2026-11-03T22:30:00Z';
    const now = Date.parse('2026-11-04T12:00:00Z');
    setDisplayTimeZone('UTC');
    expect(formatRelativeTime(iso, 'en', now)).toBe('yesterday, 10:30 PM');
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatRelativeTime(iso, 'en', now)).toBe('13 hours ago');
    expect(formatDateTime(iso, 'ru')).toBe('4 нояб. 2026 г., 07:30');
  });
  it('ignores a zone the runtime does not know', () => {
    setDisplayTimeZone('Mars/Olympus');
    expect(displayTimeZone()).toBeUndefined();
  });
  it('reads "now" from the pinned instant until it is released', () => {
    pinNow(Date.parse('2026-11-04T12:00:00Z'));
    expect(currentNow()).toBe(Date.parse('2026-11-04T12:00:00Z'));
    expect(formatRelativeTime('2026-11-04T11:55:00Z', 'en')).toBe('5 minutes ago');
    pinNow(undefined);
    expect(Math.abs(currentNow() - Date.now())).toBeLessThan(1000);
  });
  it('writes no thin or narrow no-break spaces, whose placement differs between ICU versions', () => {
    setDisplayTimeZone('Europe/Moscow');
    const texts = [formatDateTime('2026-11-04T12:00:00Z', 'ru'), formatDateTime('2026-11-04T12:00:00Z', 'en'), formatDayRange('2026-11-04', '2026-12-04', 'ru'), formatDay('2026-11-04', 'ru'), formatNumber(12500, 'ru')];
    for (const text of texts) expect(text).not.toMatch(/[\u2009\u202f]/);
  });
});
