import { describe, expect, it } from 'vitest';
import { escapeLike, jobTitleQuery } from './queries.ts';

describe('user search', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\')).toBe('50\\%\\_a\\\\');
  });

  it('matches a job title by the letters and digits of a word only, each as a prefix', () => {
    expect(jobTitleQuery('дизайнер')).toBe('дизайнер:*');
    expect(jobTitleQuery('frontend-раз')).toBe('frontend:* & раз:*');
    expect(jobTitleQuery('1с-программист')).toBe('1с:* & программист:*');
    // Query syntax never reaches to_tsquery.
    expect(jobTitleQuery("дизайнер:*|!a'(b)&")).toBe('дизайнер:* & a:* & b:*');
    for (const w of ['-', '&', "'", ':*', '%', '\\', '()', '']) expect(jobTitleQuery(w), w).toBeNull();
  });
});
