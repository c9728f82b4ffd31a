import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EmailSchema, LoginPasswordSchema, MessageBodySchema, OtpSchema, UserSchema } from './fields.ts';

// The session's own endpoints (sign-in, the session check, the address's confirmation, sign-out): every signed-in page load checks the
// session, so this module keeps clear of password.ts and its common-password list (issue 15 point 11).

export const SessionBodySchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: UserSchema,
});
export type SessionBody = z.infer<typeof SessionBodySchema>;

export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  body: z.strictObject({ email: EmailSchema, password: LoginPasswordSchema }),
  response: SessionBodySchema,
});

export const currentUser = endpoint({
  method: 'GET',
  path: '/api/auth/user',
  response: z.object({ success: z.literal(true), user: UserSchema }),
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  response: MessageBodySchema,
});

/** Confirms the signed-in user's address with the code mailed at registration. */
export const confirmEmail = endpoint({
  method: 'POST',
  path: '/api/auth/confirm-email',
  body: z.strictObject({ otp: OtpSchema }),
  response: MessageBodySchema,
});

/** Mails the signed-in user a new confirmation code. */
export const resendConfirmation = endpoint({
  method: 'POST',
  path: '/api/auth/resend-confirmation',
  response: MessageBodySchema,
});
