import { describe, expect, it } from 'vitest';
import { directoryPageKey } from './hooks.ts';

describe('directoryPageKey', () => {
  it('sends the statuses as one comma-separated value in a fixed order, as GET /api/employees reads them', () => {
    const key = directoryPageKey({ q: ' Ива ', statuses: ['vacation', 'office'] })(0, null);
    const query = new URLSearchParams(key!.split('?')[1]);
    expect(query.getAll('status')).toEqual([query.get('status')]);
    expect(query.get('status')?.split(',').sort()).toEqual(['office', 'vacation']);
    expect(query.get('q')).toBe('Ива');
    expect(new URLSearchParams(directoryPageKey({ q: '', statuses: [] })(0, null)!.split('?')[1]).has('status')).toBe(false);
  });
});
