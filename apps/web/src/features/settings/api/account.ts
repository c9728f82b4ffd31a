import { changePassword, updateProfile } from '@aspirant/contract/account.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';

/** The session's current-user query (see features/auth): refreshed after the name changes. */
const CURRENT_USER_KEY = ['auth', 'current-user'] as const;

/** PUT /api/users/me: Settings › My Profile › Save Changes. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => unwrap(await callEndpoint(updateProfile, { body: { name } })).user,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}

/** POST /api/auth/change-password: the server checks the current password and signs other devices out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) =>
      unwrap(await callEndpoint(changePassword, { body: input })).message,
  });
}
