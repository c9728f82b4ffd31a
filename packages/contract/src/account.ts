import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { endpoint } from './endpoint.ts';
import { MESSAGES, MessageBodySchema, PASSWORD_MAX_LENGTH } from './fields.ts';
import { PasswordSchema } from './password.ts';

/**
 * Settings › Change Password's help text: the one password rule (decision 0017 replaces SPEC §2's "one number,
 * one uppercase letter and one special character", which NIST SP 800-63B advises against).
 */
export const PASSWORD_HELP_TEXT = MESSAGES.passwordRule;

export { ACCOUNT_MESSAGES } from './account-messages.ts';

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/auth/change-password',
  body: z.strictObject({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.currentPasswordWrong),
    newPassword: PasswordSchema,
  }),
  response: MessageBodySchema,
});
