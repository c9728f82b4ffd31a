import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { seedContentIfEmpty } from '../db/seed-content.ts';
import { type Clock, ManualClock } from '../lib/clock.ts';
import { MemoryRateLimiter } from '../lib/rate-limit.ts';
import { AUTH_LIMITS, type AuthLimits } from '../modules/auth/limits.ts';
import { freshDatabase } from './database.ts';
import { startMailbox } from './mailbox.ts';

/** Limits high enough that ordinary tests never meet them; the rate-limit tests pass their own. */
export const GENEROUS_LIMITS: AuthLimits = Object.fromEntries(
  Object.entries(AUTH_LIMITS).map(([key, limit]) => [key, { ...limit, max: 10_000 }]),
) as AuthLimits;

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  mailbox: Awaited<ReturnType<typeof startMailbox>>;
  /** JSON request helper; `token` adds the bearer header. */
  request(
    method: InjectOptions['method'],
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: tests read response JSON freely and assert its exact shape.
  ): Promise<LightMyRequestResponse & { body: string; data: any }>;
  close(): Promise<void>;
}

export const DEMO_PASSWORD = 'Aspirant@2026';

/** An app on a fresh database with the demo accounts, a real SMTP inbox and a clock the test moves. */
export async function createTestContext(
  options: { authLimits?: AuthLimits; clock?: Clock; seed?: boolean } = {},
): Promise<TestContext> {
  const database = await freshDatabase();
  if (options.seed !== false) {
    await seedIfEmpty(database.db);
    await seedContentIfEmpty(database.db);
  }
  const mailbox = await startMailbox();
  const clock = (options.clock as ManualClock | undefined) ?? new ManualClock(Date.now());
  const config = loadConfig({ SMTP_URL: mailbox.url, LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' });
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    webDir: null,
    authLimits: options.authLimits ?? GENEROUS_LIMITS,
    limiter: new MemoryRateLimiter(clock),
    sweepIntervalMs: 0,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    mailbox,
    async request(method, url, { body, token, headers = {} } = {}) {
      const response = await app.inject({
        method,
        url,
        payload: body === undefined ? undefined : (body as InjectOptions['payload']),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
      let data: unknown;
      try {
        data = response.json();
      } catch {
        data = undefined;
      }
      return Object.assign(response, { data });
    },
    async close() {
      await app.close();
      await mailbox.close();
      await database.close();
    },
  };
}
