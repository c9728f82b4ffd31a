import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { LockError } from './db/lock.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedIfEmpty } from './db/seed.ts';
import { seedContentIfEmpty } from './db/seed-content.ts';
import { seedLecturesIfEmpty } from './db/seed-lectures.ts';

/** How long requests in flight get to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 20_000;

function fail(message: string): never {
  process.stderr.write(`aspirant: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let opened: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    opened = await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof LockError) fail(error.message);
    fail(`cannot open the database: ${(error as Error).message}`);
  }
  const { database, release } = opened;
  const app = await buildApp({ config, database });
  if (await seedIfEmpty(database.db)) app.log.info('Seeded the demo coaching centre and demo accounts');
  if (await seedContentIfEmpty(database.db)) app.log.info('Seeded the question bank, exams and tests');
  if (await seedLecturesIfEmpty(database.db, config.lecturesDir)) app.log.info('Seeded the sample lecture');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'Stopping: finishing requests in flight');
    // Keep-alive connections that finish their last request after close() began would hold it open:
    // close them as they go idle, and force the rest after a grace period.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    try {
      await app.close();
      await database.close();
    } finally {
      clearInterval(sweeper);
      clearTimeout(deadline);
      release();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    release();
    fail(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  app.log.info(`Aspirant is ready at ${config.publicUrl} (database: ${database.kind})`);
}

await main();
