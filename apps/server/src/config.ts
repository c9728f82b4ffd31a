import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  LOG_LEVEL: z.enum(LOG_LEVELS, `one of ${LOG_LEVELS.join(', ')}`).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (v) =>
        v === undefined ||
        v === '' ||
        v === 'true' ||
        v === 'false' ||
        /^\d+$/.test(v) ||
        /^[0-9a-fA-F:./]+(,[0-9a-fA-F:./]+)*$/.test(v.replace(/\s/g, '')),
      'true, false, a number of proxy hops, or a comma-separated list of proxy addresses',
    ),
  DEMO: z.enum(['true', 'false', ''], 'true or false').optional(),
});

export type TrustProxy = boolean | number | string[];

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
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: TrustProxy;
  /** Demo mode (decision 0009): demo accounts and a demo student's history; never a default for DATABASE_URL. */
  demo: boolean;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim());
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
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    // Issue 13: a production database (DATABASE_URL) never gets the published demo password unless asked to.
    demo: e.DEMO === 'true' || ((e.DEMO === undefined || e.DEMO === '') && !e.DATABASE_URL),
  };
}
