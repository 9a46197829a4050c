import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('loadConfig', () => {
  it('has defaults for the embedded product', () => {
    const config = loadConfig({}, '1.2.3');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './.data',
      databaseUrl: undefined,
      seedDemo: true,
      corsOrigins: [],
      version: '1.2.3',
    });
  });

  it('never seeds demo data on PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }, '1').seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', SEED_DEMO: '1' }, '1').seedDemo).toBe(
      true,
    );
  });

  it('reads lists and refuses nonsense', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://a.test, https://b.test,' }, '1').corsOrigins,
    ).toEqual(['https://a.test', 'https://b.test']);
    expect(() => loadConfig({ PORT: 'eighty' }, '1')).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' }, '1')).toThrow(/DATABASE_URL/);
  });
});
