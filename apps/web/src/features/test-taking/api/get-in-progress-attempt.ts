import { getInProgressAttempt } from '@aspirant/contract/attempts.ts';
import type { z } from 'zod';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';

export type InProgressAttempt = z.output<typeof getInProgressAttempt.response>;

/**
 * GET /api/v2/tests/{id}/in-progress-attempt: the student's running attempt with its saved answers. Not
 * cached: the server's clock and answers are read afresh each time.
 */
export async function getRunningAttempt(testId: number, signal?: AbortSignal): Promise<InProgressAttempt> {
  return unwrap(await callEndpoint(getInProgressAttempt, { params: { id: testId }, signal }));
}
