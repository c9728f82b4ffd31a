import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// V8 installs `gc` on contexts made after the flag is set: one such context hands the function out.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * A full, synchronous garbage collection. For the one rare request that makes tens of megabytes of garbage in
 * distinct phases (a 20,000-question import: issue 16 point 9, decision 0023): V8 lets the old generation grow
 * to several times its live size before it collects, so without a collection between the phases each one's
 * garbage adds to the server's peak memory. It pauses the process for tens of milliseconds: never on a hot path.
 */
export function collectGarbage(): void {
  gc();
}
