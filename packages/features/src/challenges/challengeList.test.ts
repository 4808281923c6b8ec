import { describe, expect, it } from 'vitest';
import { challengeFilterSearch, challengePath, countGridTracks, parseChallengeFilter } from './challengeList.ts';

const q = (search: string) => new URLSearchParams(search);

describe('parseChallengeFilter (SPEC §2 /challenges filters, §8 ?my=true)', () => {
  it('reads each known filter', () => {
    for (const filter of ['all', 'active', 'upcoming', 'ended', 'my'] as const) expect(parseChallengeFilter(q(`filter=${filter}`))).toBe(filter);
  });
  it('falls back to all for a missing or unknown filter', () => {
    expect(parseChallengeFilter(q(''))).toBe('all');
    expect(parseChallengeFilter(q('filter=bogus'))).toBe('all');
    expect(parseChallengeFilter(q('filter=ACTIVE'))).toBe('all');
  });
  it('honours ?my=true (the redirect after a failed single-challenge request)', () => {
    expect(parseChallengeFilter(q('my=true'))).toBe('my');
    expect(parseChallengeFilter(q('my=false'))).toBe('all');
    expect(parseChallengeFilter(q('filter=bogus&my=true'))).toBe('my');
  });
  it('lets a known ?filter= win over ?my=true', () => {
    expect(parseChallengeFilter(q('my=true&filter=ended'))).toBe('ended');
  });
});

describe('challengeFilterSearch', () => {
  it('sets the filter, drops it for all, and always drops my', () => {
    expect(challengeFilterSearch(q('my=true'), 'active').toString()).toBe('filter=active');
    expect(challengeFilterSearch(q('filter=ended&x=1'), 'all').toString()).toBe('x=1');
    expect(challengeFilterSearch(q('my=true'), 'my').toString()).toBe('filter=my');
  });
});

describe('countGridTracks', () => {
  it('counts the used tracks of a computed template', () => {
    expect(countGridTracks('320px 320px 320px')).toBe(3);
    expect(countGridTracks('412.5px 412.5px')).toBe(2);
    expect(countGridTracks('366px')).toBe(1);
    expect(countGridTracks('[start] 100px [mid] 100px [end]')).toBe(2);
  });
  it('is 1 when the element is not a rendered grid', () => {
    expect(countGridTracks('none')).toBe(1);
    expect(countGridTracks('')).toBe(1);
  });
});

describe('challengePath', () => {
  it('is the page of one challenge', () => {
    expect(challengePath(42)).toBe('/challenge/42');
  });
});
