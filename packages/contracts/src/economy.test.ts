import { describe, expect, it } from 'vitest';
import { AdminTransferBody, CreatePeriodBody, ErrorCode, HistoryQuery, routes, UpdateEconomySettingsBody } from './index.ts';

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

  it('new error codes and routes exist; admin routes are marked', () => {
    for (const code of ['PERIOD_START_IN_PAST', 'PERIOD_END_BEFORE_START', 'PERIOD_SAME_END_DATE', 'ACTIVE_PERIOD_LOCKED', 'TRANSFER_NOT_CANCELLABLE', 'ADMIN_TRANSFER_IMMUTABLE']) {
      expect(ErrorCode.options).toContain(code);
    }
    expect(routes.createAdminTransfer).toMatchObject({ method: 'POST', path: '/admin/transfers', admin: true });
    expect(routes.deletePeriod).toMatchObject({ method: 'DELETE', path: '/periods', admin: true });
    expect('admin' in routes.history).toBe(false);
  });
});
