import { type ApiFailure, serverErrorText } from '../../lib/api-client.ts';
import { localServerText } from '../../lib/i18n/server-text.ts';

// SPEC §8's texts of the sign-in, sign-up, OTP and reset screens live in the catalogue (lib/i18n/messages/auth.ts).

/**
 * SPEC §8: the server's message when it sent one. Otherwise `invalidResponse` when the server answered
 * success but not with what was expected (no token, say), and `fallback` when the call failed outright.
 */
export function failureMessage(
  failure: ApiFailure,
  fallback: string,
  invalidResponse: string = fallback,
): string {
  const answeredSuccess = failure.status >= 200 && failure.status < 300;
  return serverErrorText(failure, answeredSuccess ? invalidResponse : fallback);
}

/** SPEC §8: a thrown error shows its own message, else the given fallback. */
export function thrownMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? localServerText(error.message) : fallback;
}
