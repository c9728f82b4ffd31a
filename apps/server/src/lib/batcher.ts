/**
 * Gathers calls made in the same turn of the event loop and runs them as one batch (one database round trip
 * for many requests). `run` gets the inputs in arrival order and returns one output per input, in order.
 *
 * When a batch of several fails, each of its inputs is run again alone and settles with its own outcome: one
 * bad input (a value the database refuses) fails only its own caller, never the other students of its batch
 * (issue 13).
 */
export function batcher<I, O>(run: (inputs: I[]) => Promise<O[]>, maxBatch = 500): (input: I) => Promise<O> {
  type Pending = { input: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  let pending: Pending[] = [];
  let isScheduled = false;

  function runAlone(p: Pending): void {
    run([p.input]).then((outputs) => p.resolve(outputs[0]!), p.reject);
  }

  function flush(): void {
    isScheduled = false;
    const batch = pending;
    pending = [];
    run(batch.map((p) => p.input)).then(
      (outputs) => {
        for (const [i, p] of batch.entries()) p.resolve(outputs[i]!);
      },
      (error: unknown) => {
        if (batch.length === 1) batch[0]!.reject(error);
        else for (const p of batch) runAlone(p);
      },
    );
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      if (pending.length >= maxBatch) flush();
      else if (!isScheduled) {
        isScheduled = true;
        setImmediate(flush);
      }
    });
}
