import { verifyResetOtp } from '@aspirant/contract/auth.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';

export type VerifyResetOtpInput = z.input<NonNullable<typeof verifyResetOtp.body>>;
export type VerifyResetOtpResponse = z.output<typeof verifyResetOtp.response>;

/** POST /api/auth/verify-reset-otp: checks the reset code before the new password is asked for. */
export function checkResetOtp(input: VerifyResetOtpInput): Promise<ApiResult<VerifyResetOtpResponse>> {
  return callEndpoint(verifyResetOtp, { body: input });
}

export function useVerifyResetOtp() {
  return useMutation({ mutationFn: checkResetOtp });
}
