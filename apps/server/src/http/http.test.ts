import { describe, expect, it } from 'vitest';
import { ANON_BINDING, createCsrf } from './csrf.ts';
import { normalizeLogin } from '../modules/auth/service.ts';
import { escapeLike } from '../modules/users/service.ts';
import { decodeCursor, encodeCursor } from '../modules/feed/service.ts';
import { loadConfig, ConfigError } from '../config.ts';

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

describe('helpers', () => {
  it('normalizes logins', () => {
    expect(normalizeLogin(' @Ivan_Petrov ')).toEqual({ value: 'ivan_petrov', isEmail: false });
    expect(normalizeLogin('Anna@Example.COM')).toEqual({ value: 'anna@example.com', isEmail: true });
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\')).toBe('50\\%\\_a\\\\');
  });
  it('round-trips feed cursors and rejects garbage', () => {
    const d = new Date('2026-01-02T03:04:05.678Z');
    expect(decodeCursor(encodeCursor(d, 42))).toEqual({ createdAt: d, id: 42 });
    expect(() => decodeCursor('garbage')).toThrow();
  });
  it('config: defaults, DATA_DIR relative to INIT_CWD, production guards', () => {
    const c = loadConfig({ INIT_CWD: '/srv/gratia', DATA_DIR: 'var' });
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toBe('/srv/gratia/var');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
  });
});
