import type { SessionBody } from '@aspirant/contract/auth.ts';
import { createFirstSuperAdmin } from '@aspirant/contract/setup.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

export type SetupInput = z.input<NonNullable<typeof createFirstSuperAdmin.body>>;

/** POST /api/setup: the one-time link's form. */
export function createSuperAdmin(input: SetupInput): Promise<ApiResult<SessionBody>> {
  return callEndpoint(createFirstSuperAdmin, { body: input });
}

/** Creates the first super admin; on success they are signed in (with their role, as after a sign-in). */
export function useCreateFirstSuperAdmin() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: createSuperAdmin,
    onSuccess: (result) => {
      if (result.success) signIn(result.data, { storeRole: true });
    },
  });
}
