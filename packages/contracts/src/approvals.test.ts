import { describe, expect, it } from 'vitest';
import { ApproveThanksBody, CreateRedistributionBody, DeclineThanksBody, MAX_DECISION_IDS, PERMISSION_MATRIX, routes } from './index.ts';

describe('approvals and redistribution contracts (docs/decisions/0023)', () => {
  it('a decision names 1 … MAX_DECISION_IDS ids; a decline may carry a trimmed reason', () => {
    expect(ApproveThanksBody.parse({ ids: [3, 1] })).toEqual({ ids: [3, 1] });
    expect(DeclineThanksBody.parse({ ids: [3] })).toEqual({ ids: [3], reason: '' });
    expect(DeclineThanksBody.parse({ ids: [3], reason: '  Слишком щедро  ' })).toEqual({ ids: [3], reason: 'Слишком щедро' });
    const issues = (body: unknown) => ApproveThanksBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ids: [] })).toEqual([['ids', 'validation.required']]);
    expect(issues({ ids: Array.from({ length: MAX_DECISION_IDS + 1 }, (_, i) => i + 1) })).toEqual([['ids', 'validation.tooMany']]);
    expect(issues({ ids: [1, 0] })).toEqual([['ids.1', 'validation.id']]);
    expect(issues({ ids: '1' })).toEqual([['ids', 'validation.invalid']]);
    expect(DeclineThanksBody.safeParse({ ids: [1], reason: 'x'.repeat(501) }).error?.issues.map((i) => i.message)).toEqual(['validation.tooLong']);
  });

  it('a redistribution names a colleague and whole points; the note is optional', () => {
    expect(CreateRedistributionBody.parse({ recipientId: 7, amount: 20 })).toEqual({ recipientId: 7, amount: 20, message: '' });
    expect(CreateRedistributionBody.safeParse({ recipientId: 7, amount: 0 }).error?.issues.map((i) => i.message)).toEqual(['validation.amountMin']);
  });

  it('marks the calls with the roles that may make them, as the permission matrix lists them', () => {
    const marked = Object.fromEntries(Object.entries(routes).flatMap(([name, r]) => ('roles' in r ? [[name, [...r.roles]]] : [])));
    expect(marked).toEqual({
      waitingThanks: ['C', 'A'],
      approveThanks: ['C', 'A'],
      declineThanks: ['C', 'A'],
      redistributionScope: ['M'],
      createRedistribution: ['M'],
    });
    const holders = Object.fromEntries(PERMISSION_MATRIX.map((row) => [row.capability, [...row.holders]]));
    expect(holders.approvals).toEqual(['C', 'A']);
    expect(holders.redistribution).toEqual(['M']);
  });
});
