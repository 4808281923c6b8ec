import { describe, expect, it } from 'vitest';
import { challengeFailureRule, loginRedirectFor, publicChallengeRedirect } from './redirectRules.ts';

const page = (pathname: string, search = '') => ({ pathname, search });

describe('loginRedirectFor (SPEC §8)', () => {
  it('sends 401 and 403 to /login keeping the query', () => {
    expect(loginRedirectFor({ status: 401 }, { apiPath: '/api/feed', page: page('/feed', '?filter=thanks') })).toBe(
      `/login?filter=thanks&next=${encodeURIComponent('/feed?filter=thanks')}`,
    );
    expect(loginRedirectFor({ status: 403 }, { apiPath: '/api/balance', page: page('/main') })).toBe('/login');
  });
  it('ignores other statuses', () => {
    for (const status of [0, 400, 404, 409, 500]) expect(loginRedirectFor({ status }, { apiPath: '/api/feed', page: page('/feed') })).toBeNull();
  });
  it.each([
    ['public market page', '/api/feed', page('/market/3/offers')],
    ['market page', '/api/feed', page('/market')],
    ['market orders page', '/api/markets/orders', page('/market_orders')],
    ['market administration: offers', '/api/markets/admin/offers', page('/admin_market_goods', '?market=1')],
    ['market administration: purchases', '/api/markets/admin/orders', page('/admin_market_purchases')],
    ['global admin page', '/api/feed', page('/global_admin')],
    ['change-organization verify', '/api/organizations/change/verify', page('/main')],
    ['challenge page with uuid', '/api/feed', page('/challenge/5', '?uuid=abc')],
    ['challenge page with id', '/api/feed', page('/challenge/5', '?id=5')],
    ['challenge contenders call', '/api/challenges/5/contenders?limit=3', page('/challenges')],
  ])('makes an exception on the %s', (_name, apiPath, p) => {
    expect(loginRedirectFor({ status: 401 }, { apiPath, page: p })).toBeNull();
    expect(loginRedirectFor({ status: 403 }, { apiPath, page: p })).toBeNull();
  });
  it('still redirects on a challenge page without an id query and for change-organization itself', () => {
    expect(loginRedirectFor({ status: 401 }, { apiPath: '/api/feed', page: page('/challenge/5') })).toBe('/login?next=%2Fchallenge%2F5');
    expect(loginRedirectFor({ status: 403 }, { apiPath: '/api/organizations/change', page: page('/main') })).toBe('/login');
    expect(loginRedirectFor({ status: 401 }, { apiPath: '/api/feed', page: page('/marketing') })).toBe('/login?next=%2Fmarketing');
  });
});

describe('challengeFailureRule (SPEC §8)', () => {
  it('404 on a challenge call not ending with invites → Challenge not found', () => {
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/12/comments').messageKey).toBe('challengeNotFound');
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/12/invites').messageKey).toBeUndefined();
    expect(challengeFailureRule({ status: 500 }, '/api/challenges/12/comments').messageKey).toBeUndefined();
    expect(challengeFailureRule({ status: 404 }, '/api/feed').messageKey).toBeUndefined();
    // Templates and their categories say 'Template not found' / 'Category not found' themselves (docs/decisions/0044).
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/templates/one?id=3')).toEqual({});
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/template-categories?id=3')).toEqual({});
  });
  it('a failed single challenge by numeric id → /challenges?my=true', () => {
    expect(challengeFailureRule({ status: 500 }, '/api/challenges/12').redirectTo).toBe('/challenges?my=true');
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/12?x=1').redirectTo).toBe('/challenges?my=true');
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/abc').redirectTo).toBeUndefined();
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/one?id=12').redirectTo).toBe('/challenges?my=true');
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/one?id=12').messageKey).toBe('challengeNotFound');
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/one?id=abc').redirectTo).toBeUndefined();
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/winners?id=12').redirectTo).toBeUndefined();
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/12/winners').redirectTo).toBeUndefined();
  });
});

describe('publicChallengeRedirect (SPEC §2 challenge layout, §8; docs/decisions/0043)', () => {
  const uuid = '6f1c2b9e-4d3a-4e5f-9a8b-7c6d5e4f3a2b';
  it('a share link /challenge/{id}?uuid= → its public page, keeping only the uuid', () => {
    expect(publicChallengeRedirect('/challenge/5', `?uuid=${uuid}`)).toBe(`/challenge/5/public?uuid=${uuid}`);
    expect(publicChallengeRedirect('/challenge/5/', `?tab=winners&uuid=${uuid}`)).toBe(`/challenge/5/public?uuid=${uuid}`);
    expect(publicChallengeRedirect('/challenge/5', '?uuid=a%26b')).toBe('/challenge/5/public?uuid=a%26b');
  });
  it('nothing for other pages: no or empty uuid, a non-numeric id, sub-pages, other paths', () => {
    expect(publicChallengeRedirect('/challenge/5', '')).toBeNull();
    expect(publicChallengeRedirect('/challenge/5', '?uuid=')).toBeNull();
    expect(publicChallengeRedirect('/challenge/5', '?id=5')).toBeNull();
    expect(publicChallengeRedirect('/challenge/abc', `?uuid=${uuid}`)).toBeNull();
    expect(publicChallengeRedirect('/challenge/5/edit', `?uuid=${uuid}`)).toBeNull();
    expect(publicChallengeRedirect('/challenge/5/public', `?uuid=${uuid}`)).toBeNull();
    expect(publicChallengeRedirect('/challenges', `?uuid=${uuid}`)).toBeNull();
  });
  it('a failed single challenge on a share link goes to the public page instead of /challenges?my=true', () => {
    const page = { pathname: '/challenge/5', search: `?uuid=${uuid}` };
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/one?id=5', page).redirectTo).toBe(`/challenge/5/public?uuid=${uuid}`);
    expect(challengeFailureRule({ status: 404 }, '/api/challenges/one?id=5', { pathname: '/challenge/5', search: '' }).redirectTo).toBe('/challenges?my=true');
    // The public call itself never redirects: its page shows 'Челлендж не найден'.
    expect(challengeFailureRule({ status: 404 }, `/api/challenges/public?id=5&uuid=${uuid}`, { pathname: '/challenge/5/public', search: `?uuid=${uuid}` })).toEqual({ messageKey: 'challengeNotFound' });
  });
});
