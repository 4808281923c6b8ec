import { describe, expect, it } from 'vitest';
import { CreateInviteLinkBody, InviteLookupQuery, isInstant, MAX_INVITE_USES, RequestCodeBody, routes, VALIDATION_MESSAGES, VerifyCodeBody } from './index.ts';

const issues = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('isInstant', () => {
  it.each(['2026-12-01T00:00:00Z', '2026-12-01T00:00:00.000+03:00', '2026-12-01T23:59:59.123456-05:30', '2028-02-29T12:00:00Z'])('takes %s', (text) => {
    expect(isInstant(text)).toBe(true);
  });
  it.each(['2026-02-29T00:00:00Z', '2026-13-01T00:00:00Z', '2026-12-01T24:00:00Z', '2026-12-01T00:00:00', '2026-12-01', '2026-12-01T00:00:00+15:00', '1899-12-31T00:00:00Z', 'tomorrow', ''])(
    'refuses %j',
    (text) => {
      expect(isInstant(text)).toBe(false);
    },
  );
});

describe('CreateInviteLinkBody', () => {
  it('takes nothing, or an expiry, a number of uses and a division, each nullable', () => {
    expect(CreateInviteLinkBody.parse({})).toEqual({});
    expect(CreateInviteLinkBody.parse({ expiresAt: null, maxUses: null, divisionId: null })).toEqual({ expiresAt: null, maxUses: null, divisionId: null });
    expect(CreateInviteLinkBody.parse({ expiresAt: '2026-12-01T00:00:00.000+03:00', maxUses: MAX_INVITE_USES, divisionId: 4 })).toMatchObject({ maxUses: MAX_INVITE_USES });
  });
  it.each([
    [{ expiresAt: '2026-02-30T00:00:00Z' }, 'expiresAt', 'validation.date'],
    [{ expiresAt: 5 }, 'expiresAt', 'validation.date'],
    [{ maxUses: 0 }, 'maxUses', 'validation.tooSmall'],
    [{ maxUses: MAX_INVITE_USES + 1 }, 'maxUses', 'validation.tooBig'],
    [{ maxUses: 2.5 }, 'maxUses', 'validation.integer'],
    [{ maxUses: '3' }, 'maxUses', 'validation.integer'],
    [{ divisionId: 0 }, 'divisionId', 'validation.id'],
  ])('refuses %j on %s with %s', (body, field, message) => {
    expect(issues(CreateInviteLinkBody.safeParse(body))).toEqual([[field, message]]);
    expect(VALIDATION_MESSAGES).toContain(message);
  });
});

describe('invite tokens', () => {
  it('takes 16 … 64 base64url characters in the lookup and the sign-in calls', () => {
    const token = 'aB3_-'.repeat(8).slice(0, 43);
    expect(InviteLookupQuery.parse({ token })).toEqual({ token });
    expect(RequestCodeBody.parse({ login: 'a@b.ru', inviteToken: token })).toEqual({ login: 'a@b.ru', inviteToken: token });
    expect(VerifyCodeBody.parse({ login: 'a@b.ru', code: '123456', inviteToken: token }).inviteToken).toBe(token);
    for (const bad of ['short', 'x'.repeat(65), 'a'.repeat(20) + '=', 'a'.repeat(20) + ' ']) {
      expect(issues(InviteLookupQuery.safeParse({ token: bad }))).toEqual([['token', 'validation.invalid']]);
    }
    expect(issues(InviteLookupQuery.safeParse({}))).toEqual([['token', 'validation.required']]);
  });
  it('has admin routes and a public lookup', () => {
    expect(routes.inviteLinks).toMatchObject({ method: 'GET', auth: true, admin: true });
    expect(routes.createInviteLink).toMatchObject({ method: 'POST', auth: true, admin: true });
    expect(routes.revokeInviteLink).toMatchObject({ method: 'POST', auth: true, admin: true });
    expect(routes.inviteLookup).toMatchObject({ method: 'GET', auth: false });
  });
});
