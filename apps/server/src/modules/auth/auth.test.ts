import { describe, expect, it } from 'vitest';
import { normalizeLogin } from './service.ts';

describe('logins', () => {
  it('are normalized', () => {
    expect(normalizeLogin(' @Ivan_Petrov ')).toEqual({ value: 'ivan_petrov', isEmail: false });
    expect(normalizeLogin('Anna@Example.COM')).toEqual({ value: 'anna@example.com', isEmail: true });
  });
});
