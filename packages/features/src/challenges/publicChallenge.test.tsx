import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookHarness, json } from '../testing/hookHarness.tsx';
import { challengeShareLink, challengeSharePath, parseChallengeId, publicChallengeKey, publicChallengeSignInHref, usePublicChallenge } from './publicChallenge.ts';

const UUID = '6f1c2b9e-4d3a-4e5f-9a8b-7c6d5e4f3a2b';

describe('public challenge links (docs/decisions/0043)', () => {
  it('the share link and the API key', () => {
    expect(challengeSharePath(5, UUID)).toBe(`/challenge/5?uuid=${UUID}`);
    expect(challengeShareLink('https://gratia.example', 5, UUID)).toBe(`https://gratia.example/challenge/5?uuid=${UUID}`);
    expect(publicChallengeKey(5, UUID)).toBe(`/api/challenges/public?id=5&uuid=${UUID}`);
  });
  it('sign-in comes back to the share link; "Take part" opens the report dialog there', () => {
    const signIn = new URL(publicChallengeSignInHref(5, UUID), 'http://app.invalid');
    expect(signIn.pathname).toBe('/login');
    expect(signIn.searchParams.get('next')).toBe(`/challenge/5?uuid=${UUID}`);
    const takePart = new URL(publicChallengeSignInHref(5, UUID, { takePart: true }), 'http://app.invalid');
    expect(takePart.pathname).toBe('/login');
    expect(takePart.searchParams.get('next')).toBe(`/challenge/5?uuid=${UUID}&openReport=true`);
  });
  it('route ids: positive integers in digits only', () => {
    expect(parseChallengeId('12')).toBe(12);
    expect(parseChallengeId(12)).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', undefined, null, '99999999999999999999']) expect(parseChallengeId(bad)).toBeNull();
  });
});

describe('usePublicChallenge (SPEC §7 from-uuid; docs/decisions/0043)', () => {
  it('reads GET /api/challenges/public without a CSRF header and is ready', async () => {
    const { calls, wrapper } = hookHarness(() => json(200, { id: 5, name: 'Квиз' }));
    const { result } = renderHook(() => usePublicChallenge('5', UUID), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.challenge?.name).toBe('Квиз');
    expect(calls.map((c) => c.url)).toEqual([`/api/challenges/public?id=5&uuid=${UUID}`]);
    expect(new Headers(calls[0]!.init.headers).has('x-csrf-token')).toBe(false);
  });
  it('404 CHALLENGE_NOT_FOUND and a malformed uuid are not-found; a malformed one is never asked', async () => {
    const missing = hookHarness(() => json(404, { error: { code: 'CHALLENGE_NOT_FOUND', message: 'x' } }));
    const notFound = renderHook(() => usePublicChallenge('5', UUID), { wrapper: missing.wrapper });
    await waitFor(() => expect(notFound.result.current.status).toBe('not-found'));
    const bad = hookHarness(() => json(200, {}));
    const malformed = renderHook(() => usePublicChallenge('5', 'nope'), { wrapper: bad.wrapper });
    expect(malformed.result.current.status).toBe('not-found');
    const noId = renderHook(() => usePublicChallenge('abc', UUID), { wrapper: bad.wrapper });
    expect(noId.result.current.status).toBe('not-found');
    expect(bad.calls).toEqual([]);
  });
  it('a server failure is an error with a reload', async () => {
    let answers = 0;
    const { wrapper } = hookHarness(() => (++answers === 1 ? json(500, { error: { code: 'INTERNAL', message: 'x' } }) : json(200, { id: 5, name: 'Квиз' })));
    const { result } = renderHook(() => usePublicChallenge('5', UUID), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.code).toBe('INTERNAL');
    await result.current.reload();
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});
