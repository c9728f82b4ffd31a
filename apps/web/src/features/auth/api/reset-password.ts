import { resetPassword } from '@aspirant/contract/auth.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';

export type ResetPasswordInput = z.input<NonNullable<typeof resetPassword.body>>;
export type ResetPasswordResponse = z.output<typeof resetPassword.response>;

/** POST /api/auth/reset-password: sets the new password with the verified code. */
export function setNewPassword(input: ResetPasswordInput): Promise<ApiResult<ResetPasswordResponse>> {
  return callEndpoint(resetPassword, { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
