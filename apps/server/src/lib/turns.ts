/** Lets the event loop answer what is waiting (an exam's saves) before the caller goes on. */
export function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Long work in turns: a loop over 100,000 items calls `await turnEvery(i, n)` and lets the event loop answer other
 * requests after every n-th item, instead of holding it for seconds.
 */
export function turnEvery(index: number, every: number): Promise<void> | undefined {
  return (index + 1) % every === 0 ? nextTurn() : undefined;
}
