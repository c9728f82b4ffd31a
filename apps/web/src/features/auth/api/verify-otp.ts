import { type SessionBody, verifyOtp } from '@aspirant/contract/auth.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

export type VerifyOtpInput = z.input<NonNullable<typeof verifyOtp.body>>;

/** POST /api/auth/verify-otp. */
export function verifyLoginOtp(input: VerifyOtpInput): Promise<ApiResult<SessionBody>> {
  return callEndpoint(verifyOtp, { body: input });
}

/** Signs in with a one-time password; on success the session (with the role) is stored. */
export function useVerifyOtp() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: verifyLoginOtp,
    onSuccess: (result) => {
      if (result.success) signIn(result.data, { storeRole: true });
    },
  });
}
