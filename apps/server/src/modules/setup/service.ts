import { MESSAGES } from '@aspirant/contract/fields.ts';
import { type InstanceMeta, SETUP_MESSAGES } from '@aspirant/contract/setup.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, newSessionToken, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthService, RequestMeta, SignedIn } from '../auth/service.ts';
import type { SetupRepository } from './repository.ts';

/**
 * At start: when no super admin exists, a new one-time setup link's token (decision 0009), else null. Only the
 * token's hash is stored; every start adds its own link, and all of them die with the first super admin.
 */
export async function issueSetupToken(setup: SetupRepository): Promise<string | null> {
  if (await setup.hasSuperAdmin()) {
    await setup.dropTokens();
    return null;
  }
  const token = newSessionToken();
  await setup.addToken(sha256(token));
  return token;
}

/** The first super admin of a server without demo mode, and what the browser may know about the server. */
export function setupService(deps: {
  setup: SetupRepository;
  auth: AuthService;
  clock: Clock;
  demo: boolean;
}) {
  const { setup, auth, clock } = deps;
  return {
    meta: (): InstanceMeta => ({ demo: deps.demo }),

    async createFirstSuperAdmin(
      input: { token: string; name: string; email: string; password: string },
      meta: RequestMeta,
    ): Promise<SignedIn> {
      const tokenHash = sha256(input.token);
      const invalid = new AppError('NOT_FOUND', SETUP_MESSAGES.linkInvalid);
      // The cheap check first: a stranger's guesses never cost the server a password hash.
      if (!(await setup.hasToken(tokenHash))) throw invalid;
      const outcome = await setup.createFirstSuperAdmin(
        tokenHash,
        { name: input.name, email: input.email, passwordHash: await hashPassword(input.password) },
        clock.now(),
      );
      // A wrong token, a used one and a server with a super admin answer alike.
      if (outcome.kind === 'invalid') throw invalid;
      if (outcome.kind === 'emailTaken') throw new AppError('CONFLICT', MESSAGES.emailTaken);
      // Signed in the ordinary way, so the session is like any other.
      return auth.login({ email: input.email, password: input.password }, meta);
    },
  };
}

export type SetupService = ReturnType<typeof setupService>;
