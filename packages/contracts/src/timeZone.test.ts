import { describe, expect, it } from 'vitest';
import { isTimeZone } from './timeZone.ts';

describe('isTimeZone', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('Asia/Yekaterinburg')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Europe/Moscow; path=/')).toBe(false);
  });
});
