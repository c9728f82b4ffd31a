import { ACCOUNT_MESSAGES } from '@aspirant/contract/account.ts';
import { MESSAGES } from '@aspirant/contract/fields.ts';
import type { AuthContext } from '../../http/guards.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type Limit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { UsersRepository } from '../../repositories/users.ts';

/** Checks of the current password per account: a stolen session must not become a password oracle. */
export const CHANGE_PASSWORD_LIMIT: Limit = { max: 10, windowSeconds: 15 * 60 };

/** Settings: the signed-in user's own name and password. */
export function accountService(deps: {
  users: UsersRepository;
  clock: Clock;
  limiter: RateLimiter;
  changePasswordLimit?: Limit;
}) {
  const { users, clock, limiter } = deps;
  const limit = deps.changePasswordLimit ?? CHANGE_PASSWORD_LIMIT;

  return {
    /**
     * Settings › Change Password: the current password is checked, the new one keeps the help text's rules
     * (the contract's schema), and every other session of the user ends; the caller's stays.
     */
    async changePassword(
      context: AuthContext,
      input: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      await enforceLimit(limiter, `change-password:user:${context.user.id}`, limit);
      const user = await users.findById(context.user.id);
      if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
      // Not 401: the client reads 401 as "signed out" and would drop the session.
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('VALIDATION', ACCOUNT_MESSAGES.currentPasswordWrong);
      }
      if (input.newPassword === input.currentPassword) {
        throw new AppError('VALIDATION', ACCOUNT_MESSAGES.newPasswordSameAsCurrent);
      }
      await users.changePassword({
        userId: user.id,
        passwordHash: await hashPassword(input.newPassword),
        keepSessionId: context.sessionId,
        now: clock.now(),
      });
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
