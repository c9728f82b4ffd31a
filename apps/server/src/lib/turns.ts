/**
 * Long work in turns: a loop over 100,000 items calls `await turnEvery(i, n)` and lets the event loop answer other
 * requests (an exam's saves) after every n-th item, instead of holding it for seconds.
 */
export function turnEvery(index: number, every: number): Promise<void> | undefined {
  return (index + 1) % every === 0 ? new Promise<void>((resolve) => setImmediate(resolve)) : undefined;
}
