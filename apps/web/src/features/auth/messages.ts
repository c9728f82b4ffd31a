import { type ApiFailure, serverErrorText } from '../../lib/api-client.ts';

/** SPEC §8: error texts of the sign-in, sign-up, OTP and reset screens (the §5 texts live in the contract). */
export const AUTH_ERRORS = {
  loginCheckCredentials: 'Login failed. Please check your credentials.',
  loginFallback: 'Login failed. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  otpSendFailed: 'Failed to send OTP.',
  otpSendFailedBrief: 'Failed to send OTP',
  otpVerifyFailed: 'Failed to verify OTP. Please try again.',
  otpInvalid: 'Invalid OTP',
  resetSendFailed: 'Error sending OTP',
  resetVerifyFailed: 'Error verifying OTP',
  resetFailed: 'Error resetting password',
  confirmFailed: 'Could not confirm your email. Please try again.',
  resendFailed: 'Could not send a new code. Please try again.',
} as const;

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
  return error instanceof Error && error.message ? error.message : fallback;
}
