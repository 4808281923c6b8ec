import { describe, expect, it } from 'vitest';
import { CreateChallengeBody, CreateReportBody, DecideReportBody, ERROR_CODES, MAX_CHALLENGE_PLACES, routes, UpdateChallengeBody, VALIDATION_MESSAGES } from './index.ts';

const issues = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
const base = { name: 'Идея', description: 'Описание', fund: 10, places: 2, sponsor: 'distribution', endAt: '2030-01-01T00:00:00Z' };

describe('CreateChallengeBody', () => {
  it('fills the defaults: organizer rule, settings off, starts now, no covers or invitees', () => {
    expect(CreateChallengeBody.parse(base)).toEqual({
      ...base,
      coverIds: [],
      thumbnailId: null,
      winnerRule: 'organizer',
      referralMinimum: null,
      settings: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: false },
      startAt: null,
      invitedUserIds: [],
    });
  });
  it.each([
    [{ fund: 0 }, 'fund', 'validation.amountMin'],
    [{ fund: 1.5 }, 'fund', 'validation.amountInteger'],
    [{ places: 0 }, 'places', 'validation.tooSmall'],
    [{ places: MAX_CHALLENGE_PLACES + 1 }, 'places', 'validation.tooBig'],
    [{ winnerRule: 'referrals', referralMinimum: 0 }, 'referralMinimum', 'validation.tooSmall'],
    [{ winnerRule: 'referrals', referralMinimum: 1.5 }, 'referralMinimum', 'validation.integer'],
    [{ name: '  ' }, 'name', 'validation.required'],
    [{ endAt: '2030-02-30T00:00:00Z' }, 'endAt', 'validation.date'],
    [{ startAt: 'tomorrow' }, 'startAt', 'validation.date'],
    [{ sponsor: 'treasury' }, 'sponsor', 'Invalid option: expected one of "distribution"|"income"|"challenge"|"community"'],
    [{ coverIds: ['not-a-uuid'] }, 'coverIds.0', 'validation.invalid'],
  ])('refuses %j', (patch, path, message) => {
    expect(issues(CreateChallengeBody.safeParse({ ...base, ...patch }))).toContainEqual([path, message]);
  });
  it('speaks only in translated validation keys where it names one', () => {
    const r = CreateChallengeBody.safeParse({ ...base, fund: -1, places: 'x', name: '' });
    for (const [, message] of issues(r)) if (message?.startsWith('validation.')) expect(VALIDATION_MESSAGES).toContain(message);
  });
});

describe('reports and decisions', () => {
  it('needs a text or a photo', () => {
    expect(issues(CreateReportBody.safeParse({ challengeId: 1 }))).toEqual([['text', 'validation.required']]);
    expect(CreateReportBody.safeParse({ challengeId: 1, text: 'Готово' }).success).toBe(true);
    expect(CreateReportBody.safeParse({ challengeId: 1, photoId: '0b6f7a0e-2f4e-4c55-9a1a-6a1b2c3d4e5f' }).success).toBe(true);
  });
  it('needs a reason to reject, none to accept', () => {
    expect(issues(DecideReportBody.safeParse({ reportId: 1, decision: 'reject' }))).toEqual([['reason', 'validation.required']]);
    expect(issues(DecideReportBody.safeParse({ reportId: 1, decision: 'reject', reason: '   ' }))).toContainEqual(['reason', 'validation.required']);
    expect(DecideReportBody.safeParse({ reportId: 1, decision: 'accept' }).success).toBe(true);
  });
  it('takes a partial update', () => {
    expect(UpdateChallengeBody.parse({ id: 3, name: 'Новое' })).toEqual({ id: 3, name: 'Новое' });
    // One flag changes alone: the others are not defaulted to off.
    expect(UpdateChallengeBody.parse({ id: 3, settings: { anonymous: true } })).toEqual({ id: 3, settings: { anonymous: true } });
  });
});

describe('challenge routes and codes', () => {
  it('are in the route table under /challenges, for signed-in members, creating with an idempotency key', () => {
    // The templates' routes (challengeTemplates.test.ts) share the prefix.
    const mine = Object.entries(routes).filter(([, r]) => r.path.startsWith('/challenges') && !/^\/challenges\/template(s|-categories)(\/|$)/.test(r.path));
    // 18 of challenges, 8 of chains, 4 of referral challenges (docs/decisions/0043, 0045) and the public page.
    expect(mine.length).toBe(31);
    // Everything needs a session but the public page (docs/decisions/0043).
    for (const [name, r] of mine) expect(r.auth, name).toBe(name !== 'publicChallenge');
    expect('headers' in routes.createChallenge).toBe(true);
  });
  it('name the challenge errors', () => {
    for (const code of ['CHALLENGE_NOT_FOUND', 'REPORT_NOT_FOUND', 'CHALLENGE_FIELDS_LOCKED', 'CHALLENGE_VOTING', 'REPORT_ALREADY_DECIDED']) expect(ERROR_CODES).toContain(code);
  });
});
