import { describe, expect, it } from 'vitest';
import { escapeLike } from './queries.ts';

describe('user search', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\')).toBe('50\\%\\_a\\\\');
  });
});
