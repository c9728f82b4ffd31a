import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Notify } from '@aspirant/contract/notifications.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp, type Quotas } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { seedContentIfEmpty } from '../db/seed-content.ts';
import { seedLecturesIfEmpty } from '../db/seed-lectures.ts';
import { AI_LIMITS, type AiLimits } from '../lib/ai-provider.ts';
import { type Clock, ManualClock } from '../lib/clock.ts';
import { MemoryRateLimiter } from '../lib/rate-limit.ts';
import { AUTH_LIMITS, type AuthLimits } from '../modules/auth/limits.ts';
import { freshDatabase } from './database.ts';
import { startMailbox } from './mailbox.ts';

/** Limits high enough that ordinary tests never meet them; the rate-limit tests pass their own. */
export const GENEROUS_LIMITS: AuthLimits = Object.fromEntries(
  Object.entries(AUTH_LIMITS).map(([key, limit]) => [key, { ...limit, max: 10_000 }]),
) as AuthLimits;

export const GENEROUS_AI_LIMITS: AiLimits = {
  ...AI_LIMITS,
  perMinute: { max: 10_000, windowSeconds: 60 },
  perDay: { max: 10_000, windowSeconds: 86_400 },
};

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  /** LECTURES_DIR of this app: a temporary folder, removed by close(). */
  lecturesDir: string;
  mailbox: Awaited<ReturnType<typeof startMailbox>>;
  close(): Promise<void>;
}

export const DEMO_PASSWORD = 'Aspirant@2026';

/** An app on a fresh database with the demo accounts, a real SMTP inbox and a clock the test moves. */
export async function createTestContext(
  options: {
    authLimits?: AuthLimits;
    aiLimits?: AiLimits;
    clock?: Clock;
    seed?: boolean;
    lectureMaxBytes?: number;
    /** Small quotas for the quota tests (decision 0011); the others run with the real ones. */
    quotas?: Partial<Quotas>;
    /** Extra environment for the configuration (AI_BASE_URL, ...). */
    env?: Record<string, string>;
    /** Issue 17: the notification entry point handed to the app (a recorder in tests). */
    notify?: Notify;
    /** Issue 18: results per regrade batch (small ones make a test walk several batches). */
    regradeBatchSize?: number;
  } = {},
): Promise<TestContext> {
  const database = await freshDatabase();
  const lecturesDir = mkdtempSync(path.join(tmpdir(), 'aspirant-lectures-'));
  if (options.seed !== false) {
    await seedIfEmpty(database.db, { demo: true });
    await seedContentIfEmpty(database.db);
    await seedLecturesIfEmpty(database.db, lecturesDir);
  }
  const mailbox = await startMailbox();
  const clock = (options.clock as ManualClock | undefined) ?? new ManualClock(Date.now());
  const config = loadConfig({
    SMTP_URL: mailbox.url,
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    LECTURES_DIR: lecturesDir,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    webDir: null,
    authLimits: options.authLimits ?? GENEROUS_LIMITS,
    aiLimits: options.aiLimits ?? GENEROUS_AI_LIMITS,
    limiter: new MemoryRateLimiter(clock),
    sweepIntervalMs: 0,
    regradeResumeIntervalMs: 0,
    regradeBatchSize: options.regradeBatchSize,
    openingNoticeIntervalMs: 0,
    lectureMaxBytes: options.lectureMaxBytes,
    quotas: options.quotas,
    notify: options.notify,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    lecturesDir,
    mailbox,
    async close() {
      await app.close();
      await mailbox.close();
      await database.close();
      rmSync(lecturesDir, { recursive: true, force: true });
    },
  };
}
