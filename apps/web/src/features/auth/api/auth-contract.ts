import type * as SessionContract from '@aspirant/contract/session.ts';
import { type ApiResult, NETWORK_CODE, REQUEST_FAILED } from '../../../lib/api-client.ts';

/**
 * Calls a session endpoint (sign-in, the session check, sign-out) whose contract (and with it zod, about 26 kB
 * gzip) loads on first use: the sign-in screen and the session check live in the entry chunk, which issue 15
 * keeps within 150 kB gzip for /login; every page after sign-in parses its responses with zod anyway, so
 * nothing is fetched twice. The session's contract leaves out the common-password list.
 */
export async function withAuthContract<T>(
  call: (contract: typeof SessionContract) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  let contract: typeof SessionContract;
  try {
    contract = await import('@aspirant/contract/session.ts');
  } catch (error) {
    // The chunk did not arrive: for the caller this is a network failure like any other.
    console.error('Could not load the session contract', error);
    return { success: false, error: REQUEST_FAILED, status: 0, code: NETWORK_CODE };
  }
  return call(contract);
}
