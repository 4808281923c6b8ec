import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../i18n/index.ts';
import { dayOf, expiryAfterDay, inviteLinkUrl, inviteSignInPath, lastDayOf, readMaxUses, todayIso } from './links.ts';

afterEach(() => setDisplayTimeZone(undefined));

describe('invite links', () => {
  it('builds the address a link opens and the sign-in it leads to', () => {
    expect(inviteLinkUrl('aB3_-x', 'https://gratia.example')).toBe('https://gratia.example/community/invite?invite=aB3_-x');
    expect(inviteSignInPath('aB3_-x')).toBe('/login?invite=aB3_-x');
  });

  it('turns a chosen last day into the next day’s start, and shows that day back', () => {
    const expiresAt = expiryAfterDay('2026-03-31');
    expect(new Date(expiresAt).getTime()).toBe(new Date(2026, 3, 1).getTime());
    expect(lastDayOf(expiresAt)).toBe('2026-03-31');
    expect(lastDayOf(expiryAfterDay('2026-12-31'))).toBe('2026-12-31');
    expect(lastDayOf(expiryAfterDay('2028-02-29'))).toBe('2028-02-29');
  });

  it('reads days in the display time zone', () => {
    setDisplayTimeZone('Asia/Vladivostok');
    // 20:00 UTC on 9 March is already 10 March in Vladivostok (UTC+10).
    expect(dayOf('2026-03-09T20:00:00.000Z')).toBe('2026-03-10');
    expect(lastDayOf('2026-03-10T14:00:00.000Z')).toBe('2026-03-10');
    expect(todayIso(Date.parse('2026-03-09T20:00:00.000Z'))).toBe('2026-03-10');
  });

  it.each([
    ['', null],
    ['  ', null],
    ['25', 25],
    ['1 000', 1000],
    ['0', 0],
    ['2.5', 'invalid'],
    ['-3', 'invalid'],
    ['десять', 'invalid'],
    ['1234567', 'invalid'],
  ])('reads %j typed as the number of uses as %j', (text, value) => {
    expect(readMaxUses(text)).toBe(value);
  });
});
