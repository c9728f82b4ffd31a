import { submitResult } from '@aspirant/contract/attempts.ts';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';

export type SubmitResultBody = z.input<NonNullable<typeof submitResult.body>>;

/** POST /api/results: submits the attempt with every answer; idempotent, answers `result.id`. */
export function postResult(
  body: SubmitResultBody,
): Promise<ApiResult<z.output<typeof submitResult.response>>> {
  return callEndpoint(submitResult, { body });
}
