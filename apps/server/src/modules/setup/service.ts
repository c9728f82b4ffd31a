import { MESSAGES } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { type InstanceMeta, SETUP_MESSAGES } from '@aspirant/contract/setup.ts';
import type { RequestMeta } from '../../http/guards.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, newSessionToken, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { SecretsRepository } from '../../repositories/secrets.ts';
import type { InTransaction } from '../../repositories/transaction.ts';
import type { UsersRepository } from '../../repositories/users.ts';
import type { AuthService, SignedIn } from '../auth/service.ts';

type CreateOutcome = 'created' | 'invalid' | 'emailTaken';

/**
 * At start: when no super admin exists, a new one-time setup link's token (decision 0009), else null. Only the
 * token's hash is stored; every start adds its own link, and all of them die with the first super admin.
 */
export async function issueSetupToken(deps: {
  users: UsersRepository;
  secrets: SecretsRepository;
}): Promise<string | null> {
  if (await deps.users.hasSuperAdmin()) {
    await deps.secrets.dropSetupTokens();
    return null;
  }
  const token = newSessionToken();
  await deps.secrets.addSetupToken(sha256(token));
  return token;
}

/** The first super admin of a server without demo mode, and what the browser may know about the server. */
export function setupService(deps: {
  users: UsersRepository;
  secrets: SecretsRepository;
  transaction: InTransaction;
  auth: AuthService;
  clock: Clock;
  demo: boolean;
}) {
  const { users, secrets, auth, clock } = deps;

  /**
   * Creates the first super admin when the token is one of ours and no super admin exists, and voids every
   * setup link, all in one transaction under an advisory lock: two processes (or two tabs) with the same or
   * different links make exactly one super admin.
   */
  function create(
    tokenHash: string,
    input: { name: string; email: string; passwordHash: string },
  ): Promise<CreateOutcome> {
    const now = clock.now();
    return deps.transaction(async (tx) => {
      await secrets.lockSetup(tx);
      if (!(await secrets.hasSetupToken(tokenHash, tx)) || (await users.hasSuperAdmin(tx))) return 'invalid';
      const user = await users.insert(
        {
          ...input,
          roleId: ROLE.SUPER_ADMIN,
          customerId: null,
          // The operator who holds the server's log vouches for the address.
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      // A taken address changes nothing: the links stay.
      if (!user) return 'emailTaken';
      await secrets.dropSetupTokens(tx);
      return 'created';
    });
  }

  return {
    meta: (): InstanceMeta => ({ demo: deps.demo }),

    async createFirstSuperAdmin(
      input: { token: string; name: string; email: string; password: string },
      meta: RequestMeta,
    ): Promise<SignedIn> {
      const tokenHash = sha256(input.token);
      const invalid = new AppError('NOT_FOUND', SETUP_MESSAGES.linkInvalid);
      // The cheap check first: a stranger's guesses never cost the server a password hash.
      if (!(await secrets.hasSetupToken(tokenHash))) throw invalid;
      const outcome = await create(tokenHash, {
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
      });
      // A wrong token, a used one and a server with a super admin answer alike.
      if (outcome === 'invalid') throw invalid;
      if (outcome === 'emailTaken') throw new AppError('CONFLICT', MESSAGES.emailTaken);
      // Signed in the ordinary way, so the session is like any other.
      return auth.login({ email: input.email, password: input.password }, meta);
    },
  };
}

export type SetupService = ReturnType<typeof setupService>;
