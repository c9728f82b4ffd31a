import { serverErrorText } from '../../../lib/api-client.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';

/** SPEC §8 texts of the Take Test screen, as catalogue keys (the §5 corrupted-resume text is corruptedResume). */
export const TEST_ERRORS = {
  loadFailed: 'testTaking.loadFailed',
  startFailed: 'testTaking.startFailed',
  resumeFailed: 'testTaking.resumeFailed',
  noQuestionsResume: 'testTaking.noQuestionsResume',
  questionsFailedResume: 'testTaking.questionsFailedResume',
  submitResultsFailed: 'testTaking.submitResultsFailed',
  submitFailed: 'testTaking.submitFailed',
  corrupted: 'testTaking.corrupted',
  corruptedResume: 'testTaking.corruptedResume',
  noQuestions: 'testTaking.noQuestions',
  questionUnavailable: 'testTaking.questionUnavailable',
} as const satisfies Record<string, MessageKey>;

export type TestErrorKey = (typeof TEST_ERRORS)[keyof typeof TEST_ERRORS];

/**
 * An error the screen shows: one of its own (a catalogue key, read in the interface language when shown) or the
 * server's own words, which stay as the server wrote them (decision 0018).
 */
export type TestError = { key: TestErrorKey } | { server: string };

/** The server's message of a refusal, or the screen's own text when the server gave none. */
export function serverError(failure: unknown, fallback: TestErrorKey): TestError {
  const server = serverErrorText(failure, null);
  return server === null ? { key: fallback } : { server };
}

/** The text of an error in the interface language. */
export const errorText = (t: Translate, error: TestError): string =>
  'key' in error ? t(error.key) : error.server;

/** SPEC §6: the name sent with a submission when no user is known (data for the server, not interface text). */
export const GUEST_NAME = 'Guest User';
