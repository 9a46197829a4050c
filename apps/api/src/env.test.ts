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
    expect(loadConfig({}, '1').rateLimitFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_FACTOR: '50' }, '1').rateLimitFactor).toBe(50);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0.5' }, '1')).toThrow(/RATE_LIMIT_FACTOR/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' }, '1')).toThrow(/DATABASE_URL/);
  });

  it('runs several server processes only on PostgreSQL', () => {
    expect(loadConfig({}, '1').webConcurrency).toBe(1);
    expect(
      loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/x' }, '1').webConcurrency,
    ).toBe(4);
    // PGlite is one process's memory and files: a second process would open a copy.
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' }, '1')).toThrow(
      /WEB_CONCURRENCY=2 needs DATABASE_URL/,
    );
    expect(loadConfig({ WEB_CONCURRENCY: '1' }, '1').webConcurrency).toBe(1);
    expect(() =>
      loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/x' }, '1'),
    ).toThrow(/WEB_CONCURRENCY must be at least 1/);
    expect(() => loadConfig({ WEB_CONCURRENCY: 'all' }, '1')).toThrow(/WEB_CONCURRENCY/);
  });

  it('sweeps for due challenges every minute unless told otherwise', () => {
    expect(loadConfig({}, '1').settleSweepMs).toBe(60_000);
    expect(loadConfig({ SETTLE_SWEEP_MS: '200' }, '1').settleSweepMs).toBe(200);
    expect(loadConfig({}, '1').keepAliveTimeoutMs).toBe(5000);
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '65000' }, '1').keepAliveTimeoutMs).toBe(65_000);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '10' }, '1')).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => loadConfig({ SETTLE_SWEEP_MS: '0' }, '1')).toThrow(/SETTLE_SWEEP_MS/);
  });

  it('keeps mail in the outbox unless SMTP_URL names a server, with links to the site', () => {
    expect(loadConfig({}, '1').mail).toEqual({
      smtpUrl: undefined,
      from: 'Nervus <no-reply@localhost>',
      publicUrl: 'http://localhost:3000',
      unsubscribeMailto: undefined,
    });
    expect(
      loadConfig({ BASE_DOMAIN: 'Nervus.Example', SMTP_URL: 'smtps://u:p@mail.example:465' }, '1')
        .mail,
    ).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example:465',
      from: 'Nervus <no-reply@nervus.example>',
      publicUrl: 'https://nervus.example',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://play.example/' }, '1').mail.publicUrl).toBe(
      'https://play.example',
    );
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example' }, '1')).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_UNSUBSCRIBE_MAILTO: 'nobody' }, '1')).toThrow(
      /MAIL_UNSUBSCRIBE_MAILTO/,
    );
  });

  it('keeps uploads on disk unless a complete S3 bucket is configured', () => {
    expect(loadConfig({}, '1').s3).toBeUndefined();
    expect(
      loadConfig(
        {
          S3_BUCKET: 'b',
          S3_ACCESS_KEY_ID: 'k',
          S3_SECRET_ACCESS_KEY: 's',
          S3_REGION: 'eu-west-1',
        },
        '1',
      ).s3,
    ).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'b',
      region: 'eu-west-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      prefix: '',
    });
    expect(() => loadConfig({ S3_BUCKET: 'b' }, '1')).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() =>
      loadConfig(
        { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'x' },
        '1',
      ),
    ).toThrow(/S3_ENDPOINT/);
  });
});
