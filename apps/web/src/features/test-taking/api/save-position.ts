import { savePosition } from '@aspirant/contract/attempts.ts';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';

/** POST /api/v2/tests/save-position: the question the student has open (issue 15, resume where they were). */
export function postPosition(
  sessionUuid: string,
  questionIndex: number,
  language: 'en' | 'hi',
): Promise<ApiResult<z.output<typeof savePosition.response>>> {
  return callEndpoint(savePosition, { body: { sessionUuid, questionIndex, language } });
}
