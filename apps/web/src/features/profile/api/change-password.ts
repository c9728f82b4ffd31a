import { changePassword } from '@aspirant/contract/account.ts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';

/** POST /api/auth/change-password: the server checks the current password and signs other devices out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) =>
      unwrap(await callEndpoint(changePassword, { body: input })).message,
  });
}
