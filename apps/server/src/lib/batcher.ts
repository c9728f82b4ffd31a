/**
 * Gathers calls made in the same turn of the event loop and runs them as one batch (one database round trip
 * for many requests). `run` gets the inputs in arrival order and returns one output per input, in order.
 */
export function batcher<I, O>(run: (inputs: I[]) => Promise<O[]>, maxBatch = 500): (input: I) => Promise<O> {
  let pending: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  let isScheduled = false;

  function flush(): void {
    isScheduled = false;
    const batch = pending;
    pending = [];
    run(batch.map((p) => p.input)).then(
      (outputs) => {
        for (const [i, p] of batch.entries()) p.resolve(outputs[i]!);
      },
      (error: unknown) => {
        for (const p of batch) p.reject(error);
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
