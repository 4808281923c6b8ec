import { describe, expect, it } from 'vitest';
import { safeNextPath, signInSearch } from './nextPath.ts';

describe('safeNextPath', () => {
  it('keeps a path of the app with its query and hash', () => {
    expect(safeNextPath('/history?filter=sent')).toBe('/history?filter=sent');
    expect(safeNextPath('/feed/transaction/12#comments')).toBe('/feed/transaction/12#comments');
  });
  it('refuses other sites, schemes, odd paths and the sign-in pages', () => {
    for (const bad of [null, '', 'history', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\u0000x', '/login?x=1', '/']) {
      expect(safeNextPath(bad)).toBe('/main');
    }
  });
});

describe('signInSearch', () => {
  it('keeps the query of the page and adds where to go back', () => {
    const search = signInSearch('/history', '?filter=sent');
    const params = new URLSearchParams(search);
    expect(params.get('filter')).toBe('sent');
    expect(params.get('next')).toBe('/history?filter=sent');
  });
  it('adds nothing for /main, and never nests an earlier next', () => {
    expect(signInSearch('/main', '')).toBe('');
    expect(new URLSearchParams(signInSearch('/feed', '?next=%2Fhistory')).getAll('next')).toEqual(['/feed?next=%2Fhistory']);
  });
});
