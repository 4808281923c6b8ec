import { describe, expect, it } from 'vitest';
import { ANON_BINDING, createCsrf } from './csrf.ts';

describe('csrf tokens', () => {
  const csrf = createCsrf('s'.repeat(32));
  it('verify only for the binding they were issued for and with the same secret', () => {
    const token = csrf.issue('17');
    expect(csrf.verify(token, '17')).toBe(true);
    expect(csrf.verify(token, '18')).toBe(false);
    expect(csrf.verify(token, ANON_BINDING)).toBe(false);
    expect(createCsrf('t'.repeat(32)).verify(token, '17')).toBe(false);
    expect(csrf.verify(`${token}x`, '17')).toBe(false);
    expect(csrf.verify(undefined, '17')).toBe(false);
    expect(csrf.issue('17')).not.toBe(token);
  });
});
