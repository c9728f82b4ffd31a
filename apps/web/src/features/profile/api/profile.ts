// Writes of the signed-in user's profile: /profile and Settings › My Profile save through these hooks.
import type { User } from '@aspirant/contract/fields.ts';
import {
  confirmEmailChange,
  deleteProfilePhoto,
  type Language,
  type Profile,
  requestEmailChange,
  updateMyProfile,
  uploadProfilePhoto,
} from '@aspirant/contract/profile.ts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Uploads may take longer than the API's usual 10 s on a slow line. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** Keeps the profile query and the session's user (the top bar) in step with what the server answered. */
function remember(queryClient: QueryClient, profile: Profile): Profile {
  queryClient.setQueryData(queryKeys.profile, profile);
  queryClient.setQueryData<User>(queryKeys.currentUser, (user) =>
    user ? { ...user, name: profile.name, email: profile.email } : user,
  );
  return profile;
}

export interface ProfileInput {
  name: string;
  phone?: string;
  bio?: string;
  targetExamId?: number | null;
  targetYear?: number | null;
  preferredLanguage?: Language;
  emailTestAssigned?: boolean;
}

/** PUT /api/profile: fields left out keep their value. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileInput) =>
      unwrap(await callEndpoint(updateMyProfile, { body: input })).profile,
    onSuccess: (profile) => remember(queryClient, profile),
  });
}

/** PUT /api/profile/photo with the file itself as the body. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) =>
      unwrap(await callEndpoint(uploadProfilePhoto, { rawBody: file, timeoutMs: UPLOAD_TIMEOUT_MS })).profile,
    onSuccess: (profile) => remember(queryClient, profile),
  });
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await callEndpoint(deleteProfilePhoto)).profile,
    onSuccess: (profile) => remember(queryClient, profile),
  });
}

/** Step 1: sends a code to the new address; answers the message to show. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: async (input: { newEmail: string; currentPassword: string }) =>
      unwrap(await callEndpoint(requestEmailChange, { body: input })).message,
  });
}

/** Step 2: the code from the mail; the address changes. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => unwrap(await callEndpoint(confirmEmailChange, { body: { code } })),
    onSuccess: (data) => remember(queryClient, data.profile),
  });
}
