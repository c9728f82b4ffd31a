import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { MessageBodySchema, PASSWORD_MAX_LENGTH } from './fields.ts';

/** Settings › Change Password: the rules of the screen's help text (SPEC §2), enforced on both sides. */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/** SPEC §2 Settings: the help text under the new-password field. */
export const PASSWORD_HELP_TEXT =
  'Password must be at least 8 characters long and contain at least one number, one uppercase letter and one special character.';

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Current password is incorrect.',
  newPasswordRequired: 'New password is required.',
  newPasswordTooShort: `New password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters.`,
  newPasswordTooLong: `New password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  newPasswordNeedsNumber: 'New password must contain at least one number.',
  newPasswordNeedsUppercase: 'New password must contain at least one uppercase letter.',
  newPasswordNeedsSpecial: 'New password must contain at least one special character.',
  newPasswordSameAsCurrent: 'New password must be different from the current password.',
  passwordChanged: 'Your password has been changed. You have been signed out on your other devices.',
} as const;

/**
 * A new password under the help text's rules. Each rule has its own message and they are checked in the
 * order the help text names them, so the first message says exactly which rule failed.
 */
export const NewPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.newPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.newPasswordRequired)
  .min(NEW_PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.newPasswordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.newPasswordTooLong)
  .regex(/\p{Nd}/u, ACCOUNT_MESSAGES.newPasswordNeedsNumber)
  .regex(/\p{Lu}/u, ACCOUNT_MESSAGES.newPasswordNeedsUppercase)
  // Anything that is neither a letter nor a digit: punctuation, symbols, spaces.
  .regex(/[^\p{L}\p{N}]/u, ACCOUNT_MESSAGES.newPasswordNeedsSpecial);

/** The first rule a new password breaks, or null when it keeps them all (for the form, before any call). */
export function newPasswordProblem(password: string): string | null {
  const result = NewPasswordSchema.safeParse(password);
  return result.success ? null : result.error.issues[0]!.message;
}

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/auth/change-password',
  body: z.strictObject({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.currentPasswordWrong),
    newPassword: NewPasswordSchema,
  }),
  response: MessageBodySchema,
});
