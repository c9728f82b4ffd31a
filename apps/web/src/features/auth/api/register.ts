import { register, type SessionBody } from '@aspirant/contract/auth.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

export type RegisterInput = z.input<NonNullable<typeof register.body>>;

/** POST /api/auth/register. */
export function registerAccount(input: RegisterInput): Promise<ApiResult<SessionBody>> {
  return callEndpoint(register, { body: input });
}

/** Creates an account; on success the user is signed in (SPEC §4: registration stores the token, not the role). */
export function useRegister() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (result) => {
      if (result.success) signIn(result.data, { storeRole: false });
    },
  });
}
