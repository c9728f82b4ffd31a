import { sendOtp } from '@aspirant/contract/auth.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';

export type SendOtpInput = z.input<NonNullable<typeof sendOtp.body>>;
export type SendOtpResponse = z.output<typeof sendOtp.response>;

/** POST /api/auth/send-otp: mails a one-time password for signing in. */
export function sendLoginOtp(input: SendOtpInput): Promise<ApiResult<SendOtpResponse>> {
  return callEndpoint(sendOtp, { body: input });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendLoginOtp });
}
