import { z } from 'zod';

import { EMAIL_MAX_LENGTH, MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './auth-messages.ts';

export {
  EMAIL_MAX_LENGTH,
  FORM_MESSAGES,
  MESSAGES,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  QUOTA_MESSAGES,
  type QuotaWait,
  waitText,
} from './auth-messages.ts';

/** Emails are compared case-insensitively: trimmed and lower-cased on the way in. */
export const EmailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** A password offered at sign-in: only presence and the upper bound are checked. */
export const LoginPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.invalidCredentials);

export const NameSchema = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, MESSAGES.nameRequired)
  .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong);

export const OtpSchema = z
  .string({ error: MESSAGES.otpInvalidFormat })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.otpInvalidFormat);

/** The largest id a database row can have (PostgreSQL int4); a larger one would overflow the column (500). */
export const ID_MAX = 2_147_483_647;

/** A database id (a positive int4) from a path, query or body; anything else is refused with `message`. */
export const positiveIdSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

/** A database id in a JSON body: a number only (no "5" or true coerced), a positive int4, else `message`. */
export const idSchema = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

/** A calendar date written YYYY-MM-DD, as a date input gives it; 2026-02-30 is refused with `message`. */
export const calendarDateSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, message);

export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  customer_id: z.number().int().nullable(),
  /** Whether the address has proved itself with a mailed code (decision 0007); the auth endpoints send it. */
  email_verified: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** Body of every error response. */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const MessageBodySchema = z.object({ success: z.literal(true), message: z.string() });
