import { describe, expect, it } from 'vitest';
import {
  AdminTransferBody,
  Amount,
  CalendarDate,
  CommentIdQuery,
  CommentsQuery,
  CreatePeriodBody,
  CreateTransferBody,
  Cursor,
  HistoryQuery,
  Id,
  IdParam,
  LikeBody,
  MAX_ID,
  MAX_POINTS,
  PageQuery,
  Points,
  RequestCodeBody,
  SafeText,
  UpdateEconomySettingsBody,
  UserSearchQuery,
  VALIDATION_MESSAGES,
} from './index.ts';

type Parsed = { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } };
const messages = (r: Parsed) => r.error?.issues.map((i) => i.message) ?? [];

describe('Id (JSON ids)', () => {
  it('accepts integers 1 … 2^31 − 1', () => {
    expect(Id.parse(1)).toBe(1);
    expect(Id.parse(MAX_ID)).toBe(2 ** 31 - 1);
  });
  it('calls a missing id required', () => {
    expect(messages(Id.safeParse(undefined))).toEqual(['validation.required']);
  });
  it.each([0, -1, 1.5, 2 ** 31, 2 ** 53, Number.NaN, true, '7', '0xC8', null, [1]])('rejects %j without coercing it', (value) => {
    const r = Id.safeParse(value);
    expect(r.success).toBe(false);
    expect(messages(r)).toContain('validation.id');
  });
});

describe('IdParam (ids in query and path parameters)', () => {
  it('reads strict decimal digits', () => {
    expect(IdParam.parse('7')).toBe(7);
    expect(IdParam.parse('2147483647')).toBe(MAX_ID);
  });
  it.each(['', '0', '01', '+1', '-1', ' 1', '1 ', '1.0', '1e3', '0x10', '0b1', 'NaN', 'Infinity', '٣', '2147483648', '99999999999999999999'])(
    'rejects %j with validation.id',
    (value) => {
      const r = IdParam.safeParse(value);
      expect(r.success).toBe(false);
      expect(messages(r)).toEqual(['validation.id']);
    },
  );
  it('is what every id of a query takes', () => {
    for (const schema of [CommentIdQuery, HistoryQuery.pick({ periodId: true, counterpartId: true })]) {
      expect(schema.safeParse({ id: '0x10', periodId: '0x10', counterpartId: '0x10' }).success).toBe(false);
    }
    expect(CommentsQuery.safeParse({ eventType: 'transaction', eventId: '2147483648' }).success).toBe(false);
  });
});

describe('points', () => {
  it(`bound every amount to ${MAX_POINTS}`, () => {
    expect(Amount.parse(MAX_POINTS)).toBe(MAX_POINTS);
    expect(messages(Amount.safeParse(MAX_POINTS + 1))).toEqual(['validation.amountMax']);
    expect(messages(Amount.safeParse(2 ** 53 - 1))).toEqual(['validation.amountMax']);
    expect(messages(Points.safeParse(-1))).toEqual(['validation.tooSmall']);
    expect(Points.parse(0)).toBe(0);
  });
  it('in thanks, admin transfers, periods and the max transfer setting', () => {
    const thanks = { recipientId: 2, amount: MAX_POINTS + 1, message: 'x' };
    expect(messages(CreateTransferBody.safeParse(thanks))).toEqual(['validation.amountMax']);
    const admin = { userId: 2, direction: 'credit', amount: 2 ** 53 - 1, reason: 'x' };
    expect(messages(AdminTransferBody.safeParse(admin))).toEqual(['validation.amountMax']);
    const period = { startDate: '2026-04-01', endDate: '2026-04-30', accrualAmount: 2 ** 31 };
    expect(messages(CreatePeriodBody.safeParse(period))).toEqual(['validation.amountMax']);
    expect(messages(UpdateEconomySettingsBody.safeParse({ maxTransfer: MAX_POINTS + 1 }))).toEqual(['validation.amountMax']);
    expect(UpdateEconomySettingsBody.parse({ maxTransfer: null })).toEqual({ maxTransfer: null });
  });
});

describe('SafeText', () => {
  it('trims, requires, bounds and refuses NUL', () => {
    const text = SafeText(5);
    expect(text.parse('  ab  ')).toBe('ab');
    expect(messages(text.safeParse('   '))).toEqual(['validation.required']);
    expect(messages(text.safeParse('abcdef'))).toEqual(['validation.tooLong']);
    expect(messages(text.safeParse('a\u0000b'))).toEqual(['validation.forbiddenCharacter']);
    expect(messages(text.safeParse(5))).toEqual(['validation.invalid']);
    expect(messages(text.safeParse(undefined))).toEqual(['validation.required']);
  });
  it('guards every text of a request', () => {
    expect(messages(RequestCodeBody.safeParse({ login: 'a\u0000@x.ru' }))).toEqual(['validation.forbiddenCharacter']);
    expect(messages(CreateTransferBody.safeParse({ recipientId: 2, amount: 1, message: 'hi\u0000' }))).toEqual(['validation.forbiddenCharacter']);
    expect(UserSearchQuery.parse({})).toEqual({ q: '', limit: 10 });
    expect(UserSearchQuery.safeParse({ q: '\u0000' }).success).toBe(false);
  });
});

describe('CalendarDate', () => {
  it.each(['2026-02-28', '2024-02-29', '1900-01-01', '9999-12-31'])('accepts %s', (date) => {
    expect(CalendarDate.parse(date)).toBe(date);
  });
  it.each(['2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '0000-01-01', '1899-12-31', '+275760-09-13', '2026-1-1', '2026-01-01T00:00:00Z', ''])(
    'rejects %s with validation.date',
    (date) => {
      expect(messages(CalendarDate.safeParse(date))).toEqual(['validation.date']);
    },
  );
});

describe('paging', () => {
  it('takes base64url cursors and a strict limit', () => {
    expect(PageQuery.parse({ cursor: 'MjAyNi0wMS0wMVQ', limit: '50' })).toEqual({ cursor: 'MjAyNi0wMS0wMVQ', limit: 50 });
    for (const cursor of ['a b', 'a+b/c=', 'x'.repeat(201), '\u0000']) expect(messages(Cursor.safeParse(cursor))).toEqual(['validation.cursor']);
    expect(messages(PageQuery.safeParse({ limit: '1e2' }))).toEqual(['validation.integer']);
    expect(messages(PageQuery.safeParse({ limit: '101' }))).toEqual(['validation.tooBig']);
  });
});

describe('VALIDATION_MESSAGES', () => {
  it('lists every key the schemas use', () => {
    const used = [
      ...messages(LikeBody.safeParse({ eventType: 'nope', eventId: true })),
      ...messages(CreateTransferBody.safeParse({ recipientId: 0, amount: 0.5, message: '' })),
    ];
    for (const key of used.filter((m) => m.startsWith('validation.'))) expect(VALIDATION_MESSAGES).toContain(key);
  });
});
