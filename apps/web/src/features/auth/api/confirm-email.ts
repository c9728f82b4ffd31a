import type { User } from '@aspirant/contract/fields.ts';
import { confirmEmail, resendConfirmation } from '@aspirant/contract/session.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from './get-current-user.ts';

type MessageResponse = z.output<typeof confirmEmail.response>;

/** POST /api/auth/confirm-email: proves the address with the code mailed at registration. */
export function confirmEmailAddress(input: { otp: string }): Promise<ApiResult<MessageResponse>> {
  return callEndpoint(confirmEmail, { body: input });
}

/** POST /api/auth/resend-confirmation: mails a new confirmation code. */
export function resendConfirmationCode(): Promise<ApiResult<MessageResponse>> {
  return callEndpoint(resendConfirmation);
}

/** Confirms the address; on success the current user is marked confirmed, so the notice goes away. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailAddress,
    onSuccess: async (result) => {
      if (!result.success) return;
      const { queryKey } = currentUserQueryOptions();
      // A read of the user still in flight (started before the code was confirmed) would land after this and
      // bring the notice back with email_verified: false: it is cancelled first.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<User>(queryKey, (user) => (user ? { ...user, email_verified: true } : user));
    },
  });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmationCode });
}
