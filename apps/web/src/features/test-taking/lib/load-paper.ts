import type { Question } from '@aspirant/contract/tests.ts';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { questionQueryOptions } from '../api/get-question.ts';
import { questionIdsQueryOptions } from '../api/get-question-ids.ts';

/** Questions are fetched a few at a time: the whole paper is kept on the device for offline use. */
const PARALLEL_QUESTION_FETCHES = 6;

export type PaperOutcome =
  | { kind: 'loaded'; questionIds: number[]; questions: Question[] }
  | { kind: 'ids-failed'; error: unknown }
  | { kind: 'empty' }
  | { kind: 'questions-failed'; error: unknown };

/** Loads a started test's question ids, then every question, in paper order. */
export async function loadPaper(queryClient: QueryClient, testId: number): Promise<PaperOutcome> {
  let questionIds: number[];
  try {
    questionIds = await queryClient.fetchQuery(questionIdsQueryOptions(testId));
  } catch (error) {
    return { kind: 'ids-failed', error };
  }
  if (questionIds.length === 0) return { kind: 'empty' };
  try {
    const questions = await mapLimited(questionIds, PARALLEL_QUESTION_FETCHES, (questionId) =>
      queryClient.fetchQuery(questionQueryOptions(testId, questionId)),
    );
    return { kind: 'loaded', questionIds, questions };
  } catch (error) {
    return { kind: 'questions-failed', error };
  }
}

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** True when a failure never reached the server (no network, time-out). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The server's clock minus this device's, from a reply's serverTime and when the request went and came back. */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? Math.round(server - (sentAt + receivedAt) / 2) : 0;
}
