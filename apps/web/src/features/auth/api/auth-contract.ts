import type * as AuthContract from '@aspirant/contract/auth.ts';
import { type ApiResult, NETWORK_CODE, REQUEST_FAILED } from '../../../lib/api-client.ts';

/**
 * Calls an auth endpoint whose contract (and with it zod, about 26 kB gzip) loads on first use. The sign-in
 * screens and the session check live in or next to the entry chunk, and issue 4 keeps /login under 200 kB
 * gzip; every page after sign-in parses its responses with zod anyway, so nothing is fetched twice.
 */
export async function withAuthContract<T>(
  call: (contract: typeof AuthContract) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  let contract: typeof AuthContract;
  try {
    contract = await import('@aspirant/contract/auth.ts');
  } catch (error) {
    // The chunk did not arrive: for the caller this is a network failure like any other.
    console.error('Could not load the auth contract', error);
    return { success: false, error: REQUEST_FAILED, status: 0, code: NETWORK_CODE };
  }
  return call(contract);
}
