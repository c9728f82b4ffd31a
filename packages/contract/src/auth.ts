import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  EmailSchema,
  LoginPasswordSchema,
  MessageBodySchema,
  NameSchema,
  OtpSchema,
  PasswordSchema,
  UserSchema,
} from './fields.ts';

const SessionBodySchema = z.object({
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

export const currentUser = endpoint({
  method: 'GET',
  path: '/api/auth/user',
  response: z.object({ success: z.literal(true), user: UserSchema }),
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

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  response: MessageBodySchema,
});
