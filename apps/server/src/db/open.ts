import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { acquireDataDirLock } from './lock.ts';

/** Opens the configured database (taking DATA_DIR's lock for PGlite), migrates it and seeds it when empty. */
export async function openConfiguredDatabase(
  config: Config,
): Promise<{ database: Database; release(): void }> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await database.migrate();
    return { database, release: () => {} };
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await openPglite(`${config.dataDir}/pgdata`);
    await database.migrate();
    return { database, release: lock.release };
  } catch (error) {
    lock.release();
    throw error;
  }
}
