import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './fields.ts';

// A module of its own: the common-password list (13 KB brotli) loads only with the screens and endpoints that set
// a password, not with every page that parses a reply (issue 15 point 11).

/**
 * A password being set (registration, reset, change, first admin, added user): the one rule, at least 8
 * characters and not on the common-password list (decision 0017), with one message for both. Taken exactly as
 * typed: no trimming, no normalisation, no demand for digits, capitals or symbols.
 */
export const PasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordRule)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
  .refine((password) => !isCommonPassword(password), MESSAGES.passwordRule);

/** The first problem of a password being set, or null when it keeps the rule (for the forms, before any call). */
export function passwordProblem(password: string): string | null {
  const result = PasswordSchema.safeParse(password);
  return result.success ? null : result.error.issues[0]!.message;
}
