import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { LockError } from './db/lock.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedIfEmpty } from './db/seed.ts';
import { seedContentIfEmpty } from './db/seed-content.ts';
import { seedLecturesIfEmpty } from './db/seed-lectures.ts';
import { seedDemoHistory } from './demo/seed-demo-history.ts';
import { issueSetupToken } from './modules/setup/service.ts';
import { secretsRepository } from './repositories/secrets.ts';
import { usersRepository } from './repositories/users.ts';

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
  // Request lines leave through libuv's thread pool, several to a write when busy, not one blocking write each
  // on the event loop: at an exam's end that write was 7 % of the process's time (bench/README.md, exam day).
  const logStream = pino.destination({ dest: 1, sync: false });
  process.on('exit', () => logStream.flushSync());
  const app = await buildApp({ config, database, logger: { stream: logStream } });
  // The bank is global and always there; everything else of the demo only in demo mode (decision 0009).
  if (await seedContentIfEmpty(database.db)) app.log.info('Seeded the question bank, exams and tests');
  if (config.demo) {
    if (await seedIfEmpty(database.db, { demo: true })) {
      app.log.info('Seeded the demo coaching centre and demo accounts');
      // Only the process that made the demo accounts gives the demo student a history.
      const history = await seedDemoHistory(database.db, config);
      app.log.info(
        `Seeded the demo history: ${history.results} results of the demo student and ${history.peers} other students, ${history.practiceSets} practice sets, a study plan`,
      );
    }
    if (await seedLecturesIfEmpty(database.db, config.lecturesDir)) app.log.info('Seeded the sample lecture');
  }

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
  app.log.info(
    `Aspirant is ready at ${config.publicUrl} (database: ${database.kind}${config.demo ? ', demo mode' : ''})`,
  );
  try {
    const setupToken = await issueSetupToken({
      users: usersRepository(database.db),
      secrets: secretsRepository(database.db),
    });
    if (setupToken) {
      app.log.warn(
        `Open ${config.publicUrl}/setup/${setupToken} to create the first super admin (valid until one exists)`,
      );
    }
  } catch (error) {
    // A SIGTERM as soon as the server listens closes the database under this last step; the stop then decides
    // how the process ends (0), not this step's failure (it made the process end with 1 on a busy machine).
    if (!stopping) throw error;
  }
}

await main();
