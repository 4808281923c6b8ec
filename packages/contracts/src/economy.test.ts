import { describe, expect, it } from 'vitest';
import {
  AdminTransferBody,
  bonusNameFor,
  CreatePeriodBody,
  DEFAULT_BONUS_NAME,
  ErrorCode,
  HistoryQuery,
  pointsWithBonusName,
  routes,
  UpdateEconomySettingsBody,
} from './index.ts';

describe('economy contracts', () => {
  it('history query defaults to all, 20 per page; rejects an unknown filter', () => {
    expect(HistoryQuery.parse({})).toEqual({ filter: 'all', limit: 20 });
    expect(HistoryQuery.parse({ filter: 'sent', limit: '50', counterpartId: '7' })).toEqual({ filter: 'sent', limit: 50, counterpartId: 7 });
    expect(HistoryQuery.safeParse({ filter: 'everything' }).success).toBe(false);
    expect(HistoryQuery.safeParse({ limit: 101 }).success).toBe(false);
  });

  it('admin transfers need a direction, whole positive points and a reason; income by default', () => {
    const ok = AdminTransferBody.parse({ userId: 3, direction: 'debit', amount: 5, reason: '  Ошибка  ' });
    expect(ok).toEqual({ userId: 3, direction: 'debit', account: 'income', amount: 5, reason: 'Ошибка' });
    const bad = AdminTransferBody.safeParse({ userId: 3, direction: 'debit', amount: 0.5, reason: ' ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual(['validation.amountInteger', 'validation.required']);
    expect(AdminTransferBody.safeParse({ userId: 3, direction: 'refund', amount: 5, reason: 'x' }).success).toBe(false);
  });

  it('periods: calendar dates and non-negative accruals', () => {
    expect(CreatePeriodBody.parse({ startDate: '2026-04-01', endDate: '2026-04-30', accrualAmount: 100 })).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      accrualAmount: 100,
      startingCreatorBalance: 0,
      startingUserBalance: 0,
    });
    expect(CreatePeriodBody.safeParse({ startDate: '01-04-2026', endDate: '2026-04-30', accrualAmount: 1 }).success).toBe(false);
    expect(CreatePeriodBody.safeParse({ startDate: '2026-04-01', endDate: '2026-04-30', accrualAmount: -1 }).success).toBe(false);
  });

  it('economy settings: cancel time in whole seconds up to 30 days; disbursed amount is read-only', () => {
    expect(UpdateEconomySettingsBody.parse({ transactionCancelTime: 600 })).toEqual({ transactionCancelTime: 600 });
    expect(UpdateEconomySettingsBody.safeParse({ transactionCancelTime: 30 * 86_400 + 1 }).success).toBe(false);
    expect(UpdateEconomySettingsBody.parse({ disbursedAmount: 5 } as never)).toEqual({});
  });

  it('economy settings: the approval threshold is whole points ≥ 1 or null (off)', () => {
    expect(UpdateEconomySettingsBody.parse({ approvalThreshold: 100 })).toEqual({ approvalThreshold: 100 });
    expect(UpdateEconomySettingsBody.parse({ approvalThreshold: null })).toEqual({ approvalThreshold: null });
    for (const [bad, message] of [
      [0, 'validation.amountMin'],
      [1.5, 'validation.amountInteger'],
      ['100', 'validation.amountInteger'],
      [1_000_001, 'validation.amountMax'],
    ] as const) {
      const res = UpdateEconomySettingsBody.safeParse({ approvalThreshold: bad });
      expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['approvalThreshold', message]]);
    }
  });

  const points = { ru: { one: 'балл', few: 'балла', many: 'баллов' }, en: { one: 'point', other: 'points' } };

  it('the bonus name picks its plural form by the language rules of whole numbers', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111].map((n) => bonusNameFor(points, n, 'ru'))).toEqual([
      'балл', 'балла', 'балла', 'баллов', 'баллов', 'баллов', 'балл', 'балла', 'баллов', 'балл', 'баллов',
    ]);
    expect([0, 1, 2, 21].map((n) => bonusNameFor(points, n, 'en'))).toEqual(['points', 'point', 'points', 'points']);
    // A language without forms of its own reads as English.
    expect(bonusNameFor(points, 1, 'de')).toBe('point');
    expect(pointsWithBonusName(points, 12_500, 'ru')).toBe('12\u00a0500 баллов');
    expect(pointsWithBonusName(points, 12_500, 'en')).toBe('12,500 points');
    expect(pointsWithBonusName(DEFAULT_BONUS_NAME, 5, 'ru')).toBe('5 спасибо');
    expect(pointsWithBonusName(DEFAULT_BONUS_NAME, 1, 'en')).toBe('1 thank-you');
  });

  it('economy settings: a bonus name needs every form of both languages, trimmed, 1 … 50 characters each', () => {
    expect(UpdateEconomySettingsBody.parse({ bonusName: { ru: { one: ' балл ', few: 'балла', many: 'баллов' }, en: { one: 'point', other: 'points' } } })).toEqual({
      bonusName: points,
    });
    const missing = UpdateEconomySettingsBody.safeParse({ bonusName: { ru: { one: 'балл', few: '', many: 'баллов' }, en: { one: 'point' } } });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['bonusName.en.other', 'bonusName.ru.few']);
    expect(UpdateEconomySettingsBody.safeParse({ bonusName: { ...points, en: { one: 'x'.repeat(51), other: 'points' } } }).success).toBe(false);
    expect(UpdateEconomySettingsBody.safeParse({ bonusName: 'спасибо' }).success).toBe(false);
  });

  it('new error codes and routes exist; admin routes are marked', () => {
    for (const code of ['PERIOD_START_IN_PAST', 'PERIOD_END_BEFORE_START', 'PERIOD_SAME_END_DATE', 'ACTIVE_PERIOD_LOCKED', 'TRANSFER_NOT_CANCELLABLE', 'ADMIN_TRANSFER_IMMUTABLE']) {
      expect(ErrorCode.options).toContain(code);
    }
    expect(routes.createAdminTransfer).toMatchObject({ method: 'POST', path: '/admin/transfers', admin: true });
    expect(routes.deletePeriod).toMatchObject({ method: 'DELETE', path: '/periods', admin: true });
    expect('admin' in routes.history).toBe(false);
  });
});
