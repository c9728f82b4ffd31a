// The profile of the signed-in user: /profile and Settings › My Profile read and save it through these hooks,
// and a new test opens in its preferred language. Shared here so no feature imports another.
import type { User } from '@aspirant/contract/fields.ts';
import {
  confirmEmailChange,
  deleteProfilePhoto,
  getProfile,
  type Language,
  type Profile,
  requestEmailChange,
  updateMyProfile,
  uploadProfilePhoto,
} from '@aspirant/contract/profile.ts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from './api-client.ts';

/** The session's current-user query (features/auth): the top bar's name and email. */
const CURRENT_USER_KEY = ['auth', 'current-user'] as const;

/** Uploads may take longer than the API's usual 10 s on a slow line. */
const UPLOAD_TIMEOUT_MS = 60_000;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: ['profile'],
    queryFn: async ({ signal }) => unwrap(await callEndpoint(getProfile, { signal })).profile,
    staleTime: 60_000,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** Keeps the profile query and the session's user (the top bar) in step with what the server answered. */
function remember(queryClient: QueryClient, profile: Profile): Profile {
  queryClient.setQueryData(profileQueryOptions().queryKey, profile);
  queryClient.setQueryData<User>(CURRENT_USER_KEY, (user) =>
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

/** The language a new bilingual test opens in; English when the profile cannot be read. */
export async function preferredLanguage(queryClient: QueryClient): Promise<Language> {
  try {
    // Never paused for the network, never retried: the test must not wait on this.
    const options = { ...profileQueryOptions(), networkMode: 'always' as const, retry: false };
    return (await queryClient.fetchQuery(options)).preferredLanguage;
  } catch {
    return 'en';
  }
}
