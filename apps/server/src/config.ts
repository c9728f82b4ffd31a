import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Default lecture storage of one coaching centre (LECTURE_QUOTA_BYTES, decision 0011): the total size of its
 * live lectures. 20 GiB holds about 40 full-length uploads at LECTURE_MAX_BYTES (500 MiB), or 100 to 200
 * lectures of an hour at a classroom recording's usual bitrate: a year of a centre's recorded classes, while one
 * centre can never fill a disk the others share.
 */
export const LECTURE_QUOTA_DEFAULT_BYTES = 20 * 1024 ** 3;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** LECTURE_QUOTA_BYTES: bytes, or a whole number of KiB, MiB, GiB or TiB ('20GiB'). */
const BYTE_SIZE = /^(\d{1,15})\s*(KiB|MiB|GiB|TiB)?$/i;
const BYTE_UNITS: Record<string, number> = { kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3, tib: 1024 ** 4 };

function parseByteSize(value: string): number {
  const [, digits, unit] = BYTE_SIZE.exec(value.trim())!;
  return Number(digits) * (unit ? BYTE_UNITS[unit.toLowerCase()]! : 1);
}

const optionalUrl = (protocols: string[], expected: string) =>
  z
    .string()
    .optional()
    .refine((value) => {
      if (value === undefined || value === '') return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, expected)
    .transform((value) => (value === '' ? undefined : value));

/** Every variable of DESIGN.md "Configuration", with what it expects. */
const EnvSchema = z.object({
  PORT: z
    .string()
    .default('3000')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 0 && Number(v) <= 65535, 'an integer port from 0 to 65535')
    .transform(Number),
  HOST: z.string().min(1, 'a host name or address to listen on').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'a directory path').default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL'),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'an http:// or https:// URL'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL such as smtp://user:pass@host:587'),
  MAIL_FROM: z.string().min(3, 'a sender address').default('Aspirant <no-reply@aspirant.local>'),
  AI_BASE_URL: optionalUrl(['http:', 'https:'], 'an http:// or https:// URL of an OpenAI-compatible API'),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'a redis:// or rediss:// URL'),
  LECTURES_DIR: z.string().min(1, 'a directory path').optional(),
  LECTURE_QUOTA_BYTES: z
    .string()
    .optional()
    .refine(
      (v) =>
        v === undefined ||
        v.trim() === '' ||
        (BYTE_SIZE.test(v.trim()) && Number.isSafeInteger(parseByteSize(v)) && parseByteSize(v) > 0),
      'a positive number of bytes, or of KiB, MiB, GiB or TiB such as 20GiB',
    ),
  LOG_LEVEL: z.enum(LOG_LEVELS, `one of ${LOG_LEVELS.join(', ')}`).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || v === 'false' || /^\d+$/.test(v) || isProxyList(v),
      // 'true' would believe the left-most X-Forwarded-For entry, which any client writes (issue 13).
      'a number of proxy hops (1 for one nginx in front) or comma-separated proxy addresses or CIDRs, ' +
        "never true (it would believe any client's X-Forwarded-For)",
    ),
  DEMO: z.enum(['true', 'false', ''], 'true or false').optional(),
});

/** Whom Fastify believes about the client address: nobody (false), the nearest `n` hops, or these proxies. */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  redisUrl: string | undefined;
  lecturesDir: string;
  /** Total bytes of the live lectures of one coaching centre (decision 0011). */
  lectureQuotaBytes: number;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: TrustProxy;
  /** Demo mode (decision 0009): demo accounts and a demo student's history; never a default for DATABASE_URL. */
  demo: boolean;
}

export class ConfigError extends Error {}

/** proxy-addr's names for address ranges, as the README offers them. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A comma-separated list of proxy addresses, CIDRs (a.b.c.d/n, x::/n) or proxy-addr's range names. */
function isProxyList(value: string): boolean {
  return value.split(',').every((entry) => {
    const [address = '', prefix, ...rest] = entry.trim().split('/');
    if (PROXY_RANGE_NAMES.has(address) && prefix === undefined) return true;
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((s) => s.trim());
}

/**
 * Fastify's trustProxy option for TRUST_PROXY. A hop count becomes a function: Fastify 5.12 turns a plain
 * number into "trust nobody" (its hop-count fix fails closed), which is why TRUST_PROXY=1 behind nginx put every
 * client on the proxy's one address. With the function proxy-addr trusts the socket peer and the next n - 1
 * entries of X-Forwarded-For from the right, and takes the one after as the client: an entry a client wrote
 * itself on the left is never believed.
 */
export function trustProxyOption(
  trustProxy: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/** Parses the environment once. A bad value throws one line naming the variable and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? '')}: expected ${issue.message}.`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY || undefined, model: e.AI_MODEL || undefined },
    redisUrl: e.REDIS_URL,
    lecturesDir: path.resolve(e.LECTURES_DIR ?? path.join(dataDir, 'lectures')),
    lectureQuotaBytes: e.LECTURE_QUOTA_BYTES?.trim()
      ? parseByteSize(e.LECTURE_QUOTA_BYTES)
      : LECTURE_QUOTA_DEFAULT_BYTES,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    // Issue 13: a production database (DATABASE_URL) never gets the published demo password unless asked to.
    demo: e.DEMO === 'true' || ((e.DEMO === undefined || e.DEMO === '') && !e.DATABASE_URL),
  };
}
