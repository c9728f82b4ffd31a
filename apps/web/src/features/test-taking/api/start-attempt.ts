import { startAttempt } from '@aspirant/contract/attempts.ts';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';

export type StartedAttempt = z.output<typeof startAttempt.response>;

/** POST /api/v2/tests/{id}/start-enhanced: a new attempt, or the running one (`resumed`). */
export function startTestAttempt(testId: number): Promise<ApiResult<StartedAttempt>> {
  return callEndpoint(startAttempt, { params: { id: testId }, body: {} });
}
