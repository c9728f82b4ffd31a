import type { login, SessionBody } from '@aspirant/contract/session.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { withAuthContract } from './auth-contract.ts';

export type LoginInput = z.input<NonNullable<typeof login.body>>;

/** POST /api/auth/login. */
export function loginWithPassword(input: LoginInput): Promise<ApiResult<SessionBody>> {
  return withAuthContract((contract) => callEndpoint(contract.login, { body: input }));
}

/** Signs in with email and password; on success the session (with the role) is stored. */
export function useLogin() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: loginWithPassword,
    onSuccess: (result) => {
      if (result.success) signIn(result.data, { storeRole: true });
    },
  });
}
