import type { logout } from '@aspirant/contract/session.ts';
import type { z } from 'zod';
import { type ApiResult, callEndpoint } from '../../../lib/api-client.ts';
import { withAuthContract } from './auth-contract.ts';

/** POST /api/auth/logout: revokes the token on the server. */
export function revokeSession(): Promise<ApiResult<z.output<typeof logout.response>>> {
  return withAuthContract((contract) => callEndpoint(contract.logout));
}
