import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has defaults, resolves DATA_DIR relative to INIT_CWD and guards production', () => {
    const c = loadConfig({ INIT_CWD: '/srv/gratia', DATA_DIR: 'var' });
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toBe('/srv/gratia/var');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
  });
});
