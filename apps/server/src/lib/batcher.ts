export interface BatcherOptions {
  /** The most inputs one run takes (500). */
  maxBatch?: number;
  /**
   * The most runs under way at once (unlimited). While that many are running, new inputs wait and go together
   * in the next run when one finishes: the busier the server, the larger and fewer the statements (group
   * commit), and an idle server still runs a lone input at once.
   */
  maxInFlight?: number;
}

/**
 * Gathers calls made in the same turn of the event loop, or while earlier runs are under way, and runs them as
 * one batch (one database round trip for many requests). `run` gets the inputs in arrival order and returns
 * one output per input, in order.
 *
 * When a batch of several fails, each of its inputs is run again alone and settles with its own outcome: one
 * bad input (a value the database refuses) fails only its own caller, never the other students of its batch
 * (issue 13).
 */
export function batcher<I, O>(
  run: (inputs: I[]) => Promise<O[]>,
  options: BatcherOptions = {},
): (input: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 500;
  const maxInFlight = options.maxInFlight ?? Number.POSITIVE_INFINITY;
  type Pending = { input: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  let pending: Pending[] = [];
  let isScheduled = false;
  let inFlight = 0;

  function runAlone(p: Pending): void {
    run([p.input]).then((outputs) => p.resolve(outputs[0]!), p.reject);
  }

  function flush(): void {
    isScheduled = false;
    while (pending.length > 0 && inFlight < maxInFlight) {
      const batch = pending.slice(0, maxBatch);
      pending = pending.slice(batch.length);
      inFlight++;
      run(batch.map((p) => p.input))
        .then(
          (outputs) => {
            for (const [i, p] of batch.entries()) p.resolve(outputs[i]!);
          },
          (error: unknown) => {
            if (batch.length === 1) batch[0]!.reject(error);
            else for (const p of batch) runAlone(p);
          },
        )
        .finally(() => {
          inFlight--;
          // What arrived while this ran goes now, as one batch.
          if (pending.length > 0) flush();
        });
    }
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      if (inFlight >= maxInFlight) return;
      if (pending.length >= maxBatch) flush();
      else if (!isScheduled) {
        isScheduled = true;
        setImmediate(flush);
      }
    });
}
