import type { TestListItem } from '@aspirant/contract/tests.ts';
import { windowState } from '@aspirant/domain/schedule.ts';

/**
 * Issue 17: whether a student may start a test now, as the list and the intro page show it. The server decides
 * (it refuses a start outside the window or past the allowance); this only chooses the words and hides a start
 * that would be refused. The window is half-open: `opensAt` itself is open, `closesAt` itself is closed.
 */
export type StartState = 'open' | 'upcoming' | 'closed' | 'spent';

export function startState(
  test: Pick<TestListItem, 'opensAt' | 'closesAt' | 'attempts'>,
  now: number = Date.now(),
): StartState {
  const window = windowState(
    {
      opensAt: test.opensAt ? new Date(test.opensAt) : null,
      closesAt: test.closesAt ? new Date(test.closesAt) : null,
    },
    new Date(now),
  );
  if (window !== 'open') return window;
  if (test.attempts && test.attempts.used >= test.attempts.allowed) return 'spent';
  return 'open';
}
