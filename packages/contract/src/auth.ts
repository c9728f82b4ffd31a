import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EmailSchema, MessageBodySchema, NameSchema, OtpSchema } from './fields.ts';
import { PasswordSchema } from './password.ts';
import { SessionBodySchema } from './session.ts';

// Signing in, the session check and signing out live in session.ts (without the common-password list, which
// only the endpoints that set a password need); they are part of this contract too.
export * from './session.ts';

export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  body: z.strictObject({ name: NameSchema, email: EmailSchema, password: PasswordSchema }),
  response: SessionBodySchema,
});

export const sendOtp = endpoint({
  method: 'POST',
  path: '/api/auth/send-otp',
  body: z.strictObject({ email: EmailSchema }),
  response: MessageBodySchema,
});

export const verifyOtp = endpoint({
  method: 'POST',
  path: '/api/auth/verify-otp',
  body: z.strictObject({ email: EmailSchema, otp: OtpSchema }),
  response: SessionBodySchema,
});

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  body: z.strictObject({ email: EmailSchema }),
  response: MessageBodySchema,
});

export const verifyResetOtp = endpoint({
  method: 'POST',
  path: '/api/auth/verify-reset-otp',
  body: z.strictObject({ email: EmailSchema, otp: OtpSchema }),
  response: MessageBodySchema,
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  body: z.strictObject({ email: EmailSchema, otp: OtpSchema, newPassword: PasswordSchema }),
  response: MessageBodySchema,
});
