import { completeAttempt } from '@aspirant/contract/attempts.ts';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';

/** POST /api/test-attempts/complete: submits an unfinished attempt as it stands ('Start Afresh'). */
export function completeTestAttempt(
  attemptId: number,
): Promise<ApiResult<z.output<typeof completeAttempt.response>>> {
  return callEndpoint(completeAttempt, { body: { attemptId } });
}
