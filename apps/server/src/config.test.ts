import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyOption } from './config.ts';

describe('loadConfig', () => {
  it('reads LECTURE_QUOTA_BYTES as bytes or whole KiB to TiB, 20 GiB by default', () => {
    expect(loadConfig({}).lectureQuotaBytes).toBe(21_474_836_480);
    expect(loadConfig({ LECTURE_QUOTA_BYTES: '1000' }).lectureQuotaBytes).toBe(1000);
    expect(loadConfig({ LECTURE_QUOTA_BYTES: '50GiB' }).lectureQuotaBytes).toBe(53_687_091_200);
    expect(loadConfig({ LECTURE_QUOTA_BYTES: '' }).lectureQuotaBytes).toBe(21_474_836_480);
    for (const bad of ['0', '20 GB', '-5', '1.5GiB'])
      expect(() => loadConfig({ LECTURE_QUOTA_BYTES: bad })).toThrow(
        `Invalid LECTURE_QUOTA_BYTES=${JSON.stringify(bad)}: expected a positive number of bytes, or of KiB, MiB, GiB or TiB such as 20GiB.`,
      );
  });

  it('has working defaults for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Aspirant <no-reply@aspirant.local>',
      redisUrl: undefined,
      lecturesDir: path.resolve('./data/lectures'),
      logLevel: 'info',
      trustProxy: false,
      demo: true,
    });
  });

  it.each([
    [{ PORT: '70000' }, 'Invalid PORT="70000": expected an integer port from 0 to 65535.'],
    [{ PORT: '3.5' }, 'Invalid PORT="3.5": expected an integer port from 0 to 65535.'],
    [
      { DATABASE_URL: 'mysql://db' },
      'Invalid DATABASE_URL="mysql://db": expected a postgres:// or postgresql:// URL.',
    ],
    [
      { SMTP_URL: 'mail.example.com' },
      'Invalid SMTP_URL="mail.example.com": expected an smtp:// or smtps:// URL such as smtp://user:pass@host:587.',
    ],
    [{ REDIS_URL: 'http://x' }, 'Invalid REDIS_URL="http://x": expected a redis:// or rediss:// URL.'],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid LOG_LEVEL="loud": expected one of fatal, error, warn, info, debug, trace, silent.',
    ],
    [
      { AI_BASE_URL: 'ftp://x' },
      'Invalid AI_BASE_URL="ftp://x": expected an http:// or https:// URL of an OpenAI-compatible API.',
    ],
    [{ DEMO: 'yes' }, 'Invalid DEMO="yes": expected true or false.'],
    [{ DEMO: 'TRUE' }, 'Invalid DEMO="TRUE": expected true or false.'],
    [
      { TRUST_PROXY: 'yes please' },
      'Invalid TRUST_PROXY="yes please": expected a number of proxy hops (1 for one nginx in front) or comma-separated proxy addresses or CIDRs, never true (it would believe any client\'s X-Forwarded-For).',
    ],
    [
      { TRUST_PROXY: 'true' },
      'Invalid TRUST_PROXY="true": expected a number of proxy hops (1 for one nginx in front) or comma-separated proxy addresses or CIDRs, never true (it would believe any client\'s X-Forwarded-For).',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'Invalid TRUST_PROXY="10.0.0.0/33": expected a number of proxy hops (1 for one nginx in front) or comma-separated proxy addresses or CIDRs, never true (it would believe any client\'s X-Forwarded-For).',
    ],
  ])('names the variable and what it expects: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxies (never "trust all")', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('hands Fastify a hop count as a function, since Fastify 5.12 reads a plain number as "trust nobody"', () => {
    const option = trustProxyOption(1);
    expect(typeof option).toBe('function');
    const trusts = option as (address: string, hop: number) => boolean;
    expect([trusts('127.0.0.1', 0), trusts('203.0.113.9', 1)]).toEqual([true, false]);
    expect(trustProxyOption(false)).toBe(false);
  });

  it('puts lectures inside DATA_DIR unless LECTURES_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/aspirant' }).lecturesDir).toBe('/srv/aspirant/lectures');
    expect(loadConfig({ LECTURES_DIR: '/media/lectures' }).lecturesDir).toBe('/media/lectures');
  });

  it('turns demo mode on for the embedded database and off for DATABASE_URL; DEMO overrides both', () => {
    const pg = 'postgres://aspirant@db/aspirant';
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DEMO: '' }).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, DEMO: '' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
    expect(loadConfig({ DEMO: 'true' }).demo).toBe(true);
  });
});
