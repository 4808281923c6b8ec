import { describe, expect, it } from 'vitest';
import {
  FEED_FILTER_TYPES,
  FeedEvent,
  FeedEventType,
  FeedFilter,
  feedEventKey,
  IDEMPOTENCY_HEADER,
  IdempotencyHeaders,
  AdditionsSummary,
  CreateAdditionBody,
  CreateTransferBody,
  MESSAGE_MAX_LENGTH,
  OneTimeCode,
  RequestCodeBody,
  UserSearchQuery,
  routes,
  shownRole,
} from './index.ts';

const firstIssue = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  r.error?.issues[0];

describe('CreateAdditionBody', () => {
  it('takes the thanks, whole points and an optional message (trimmed, default none)', () => {
    expect(CreateAdditionBody.parse({ transferId: 3, amount: 5 })).toEqual({ transferId: 3, amount: 5, message: '' });
    expect(CreateAdditionBody.parse({ transferId: 3, amount: 5, message: '  Присоединяюсь!  ' }).message).toBe('Присоединяюсь!');
    expect(CreateAdditionBody.parse({ transferId: 3, amount: 5, message: '   ' }).message).toBe('');
  });
  it.each([
    [{ transferId: 3, amount: 0 }, 'validation.amountMin', 'amount'],
    [{ transferId: 3, amount: 2.5 }, 'validation.amountInteger', 'amount'],
    [{ transferId: '3', amount: 1 }, 'validation.id', 'transferId'],
    [{ amount: 1 }, 'validation.required', 'transferId'],
    [{ transferId: 3, amount: 1, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, 'validation.tooLong', 'message'],
    [{ transferId: 3, amount: 1, message: 'a\u0000b' }, 'validation.forbiddenCharacter', 'message'],
  ])('refuses %j with %s at %s', (body, message, path) => {
    expect(firstIssue(CreateAdditionBody.safeParse(body))).toMatchObject({ message, path: [path] });
  });
  it('names at most three adders in a summary', () => {
    const person = (id: number) => ({ id, firstName: 'А', surname: 'Б', nickname: null, tgName: null, photo: null });
    expect(AdditionsSummary.safeParse({ total: 9, count: 4, adders: [1, 2, 3].map(person), byMe: 0 }).success).toBe(true);
    expect(AdditionsSummary.safeParse({ total: 9, count: 4, adders: [1, 2, 3, 4].map(person), byMe: 0 }).success).toBe(false);
  });
});

describe('CreateTransferBody', () => {
  const valid = { recipientId: 2, amount: 5, message: 'Спасибо за помощь!' };

  it('accepts a minimal thanks and fills defaults', () => {
    expect(CreateTransferBody.parse(valid)).toEqual({ ...valid, valueId: null, isAnonymous: false, photoIds: [], stickerId: null });
  });
  it.each([
    [{ amount: 0 }, 'validation.amountMin', 'amount'],
    [{ amount: -3 }, 'validation.amountMin', 'amount'],
    [{ amount: 1.5 }, 'validation.amountInteger', 'amount'],
    [{ message: '   ' }, 'validation.required', 'message'],
    [{ message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, 'validation.tooLong', 'message'],
    [{ photoIds: Array.from({ length: 6 }, () => '0b1c8a2e-5f43-4c1e-9d7a-3f2b1a0c9e8d') }, 'validation.tooManyPhotos', 'photoIds'],
  ])('rejects %j with the translated key %s', (patch, key, path) => {
    const issue = firstIssue(CreateTransferBody.safeParse({ ...valid, ...patch }));
    expect(issue?.message).toBe(key);
    expect(issue?.path).toEqual([path]);
  });
  it('trims the message', () => {
    expect(CreateTransferBody.parse({ ...valid, message: '  hi  ' }).message).toBe('hi');
  });
  it('rejects a non-positive recipient id', () => {
    expect(CreateTransferBody.safeParse({ ...valid, recipientId: 0 }).success).toBe(false);
  });
});

describe('auth schemas', () => {
  it('requires a login and accepts an optional shared key', () => {
    expect(firstIssue(RequestCodeBody.safeParse({ login: '  ' }))?.message).toBe('validation.required');
    expect(RequestCodeBody.parse({ login: ' anna@example.com ', sharedKey: 'DEMO-2026' })).toEqual({
      login: 'anna@example.com',
      sharedKey: 'DEMO-2026',
    });
  });
  it.each(['12345', '1234567', 'abcdef', '12 456'])('rejects the code %s', (code) => {
    expect(OneTimeCode.safeParse(code).success).toBe(false);
  });
  it('accepts six digits', () => {
    expect(OneTimeCode.parse('012345')).toBe('012345');
  });
});

describe('UserSearchQuery', () => {
  it('coerces limit from the query string and bounds it', () => {
    expect(UserSearchQuery.parse({ q: 'ан', limit: '5' })).toEqual({ q: 'ан', limit: 5 });
    expect(UserSearchQuery.safeParse({ limit: '500' }).success).toBe(false);
  });
});

describe('shownRole (SPEC §6)', () => {
  it('is superuser when the flag is set, admin with any role A entry, user otherwise', () => {
    expect(shownRole({ superuser: true, privileged: [] })).toBe('superuser');
    expect(shownRole({ superuser: false, privileged: [{ role: 'M', roleName: 'm' }, { role: 'A', roleName: 'a' }] })).toBe('admin');
    expect(shownRole({ superuser: false, privileged: [{ role: 'M', roleName: 'm' }] })).toBe('user');
  });
});

describe('route table', () => {
  it('has unique method+path pairs, all relative and starting with a slash', () => {
    const keys = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of Object.values(routes)) expect(r.path.startsWith('/')).toBe(true);
  });
});

describe('IdempotencyHeaders', () => {
  it('are required by exactly the calls that create a movement', () => {
    const withHeaders = Object.entries(routes)
      .filter(([, r]) => 'headers' in r)
      .map(([name]) => name)
      .sort();
    expect(withHeaders).toEqual(['checkout', 'createAddition', 'createAdminBatch', 'createAdminMove', 'createAdminTransfer', 'createChainWithChallenges', 'createChallenge', 'createEmission', 'createRedistribution', 'createTransfer']);
    expect(routes.createChallenge.headers).toBe(IdempotencyHeaders);
    expect(routes.createTransfer.headers).toBe(IdempotencyHeaders);
    expect(routes.checkout.headers).toBe(IdempotencyHeaders);
    expect(routes.createAddition.headers).toBe(IdempotencyHeaders);
    expect(routes.createRedistribution.headers).toBe(IdempotencyHeaders);
    expect(routes.createAdminMove.headers).toBe(IdempotencyHeaders);
    expect(routes.createAdminBatch.headers).toBe(IdempotencyHeaders);
  });
  it('want a UUID key in any case and keep the other headers', () => {
    const key = '0b1c8a2e-5f43-4c1e-9d7a-3f2b1a0c9e8d';
    expect(IdempotencyHeaders.parse({ [IDEMPOTENCY_HEADER]: key.toUpperCase(), accept: '*/*' })).toEqual({
      [IDEMPOTENCY_HEADER]: key.toUpperCase(),
      accept: '*/*',
    });
    for (const bad of [{}, { [IDEMPOTENCY_HEADER]: 'not-a-uuid' }, { [IDEMPOTENCY_HEADER]: '' }]) {
      expect(firstIssue(IdempotencyHeaders.safeParse(bad))).toMatchObject({ message: 'validation.idempotencyKey', path: [IDEMPOTENCY_HEADER] });
    }
  });
});

describe('FeedEvent', () => {
  const base = { id: 7, createdAt: '2026-01-01T00:00:00.000Z', likes: { count: 0, likedByMe: false }, commentsCount: 0 };
  const user = { id: 3, firstName: 'Анна', surname: 'Смирнова', nickname: null, tgName: null, photo: null };
  it('tells the event kinds apart by type', () => {
    const winner = FeedEvent.parse({ ...base, type: 'winner', challenge: { id: 1, title: 'Марафон', photo: null }, winner: user, amount: 50 });
    expect(winner.type).toBe('winner');
    expect(FeedEvent.safeParse({ ...base, type: 'winner', buyer: user, offer: { id: 1, name: 'Кофе', photo: null } }).success).toBe(false);
  });
  it('maps every filter to the kinds it shows, and "all" to every kind', () => {
    expect(FEED_FILTER_TYPES.all).toEqual(FeedEventType.options);
    const single = FeedFilter.options.filter((f) => f !== 'all').flatMap((f) => FEED_FILTER_TYPES[f]);
    expect([...single].sort()).toEqual([...FeedEventType.options].sort());
  });
  it('keys events by type and id', () => {
    expect(feedEventKey({ type: 'purchase', id: 4 })).toBe('purchase:4');
  });
});
