import { saveAnswer } from '@aspirant/contract/attempts.ts';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';

export type SaveAnswerBody = z.input<NonNullable<typeof saveAnswer.body>>;
export type SaveAnswerResponse = z.output<typeof saveAnswer.response>;

/**
 * POST /api/v2/tests/save-answer. Only the durable save queue calls it (lib/save-queues.ts), never a
 * component: an answer goes to the queue first, so a failed call loses nothing.
 */
export function postAnswer(body: SaveAnswerBody): Promise<ApiResult<SaveAnswerResponse>> {
  return callEndpoint(saveAnswer, { body });
}
