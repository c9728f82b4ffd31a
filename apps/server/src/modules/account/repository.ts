import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { revokeUserSessions } from '../auth/repository.ts';

/** SQL of the signed-in user's own account (Settings). */
export function accountRepository(db: Db) {
  return {
    /** Sets a new password and ends every other session of the user, in one transaction. */
    async changePassword(input: {
      userId: number;
      passwordHash: string;
      keepSessionId: number;
      now: Date;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: input.passwordHash, updatedAt: input.now })
          .where(eq(users.id, input.userId));
        return revokeUserSessions(tx, input.userId, input.now, input.keepSessionId);
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
