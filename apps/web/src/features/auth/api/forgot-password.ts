import { forgotPassword } from '@aspirant/contract/auth.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';

export type ForgotPasswordInput = z.input<NonNullable<typeof forgotPassword.body>>;
export type ForgotPasswordResponse = z.output<typeof forgotPassword.response>;

/** POST /api/auth/forgot-password: mails a one-time password for a reset. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<ApiResult<ForgotPasswordResponse>> {
  return callEndpoint(forgotPassword, { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
