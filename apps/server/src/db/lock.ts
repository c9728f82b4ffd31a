import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class LockError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has one writer: a lock file in DATA_DIR keeps a second process out.
 * A lock left by a process that is gone (a crash, SIGKILL) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'aspirant.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release: () => {
          try {
            if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new LockError(
          `DATA_DIR ${dataDir} is in use by another Aspirant process (pid ${pid}). ` +
            'Stop it first, or set DATA_DIR to another directory, or use DATABASE_URL for several processes.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new LockError(`Could not lock DATA_DIR ${dataDir}.`);
}
