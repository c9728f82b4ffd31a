import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../lib/crypto.ts';
import type { Db } from './client.ts';
import { customers, users } from './schema.ts';

const DemoAccountsSchema = z.object({
  customer: z.object({ name: z.string().min(1) }),
  password: z.string().min(8),
  accounts: z
    .array(
      z.object({
        name: z.string().min(1),
        email: z.email(),
        role_id: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
        inCustomer: z.boolean(),
      }),
    )
    .min(4),
});
export type DemoAccounts = z.infer<typeof DemoAccountsSchema>;

/** The repository's `content/` folder, found from here whether running from src/ or the bundle. */
export function contentDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ['../../../../content', '../../../content']) {
    const dir = path.resolve(here, up);
    try {
      readFileSync(path.join(dir, 'demo-accounts.json'));
      return dir;
    } catch {
      // try the next candidate
    }
  }
  throw new Error('Cannot find the content/ folder.');
}

export function loadDemoAccounts(dir = contentDir()): DemoAccounts {
  return DemoAccountsSchema.parse(JSON.parse(readFileSync(path.join(dir, 'demo-accounts.json'), 'utf8')));
}

/** Several processes may start at once on one PostgreSQL: one of them seeds the demo accounts. */
const DEMO_SEED_LOCK = 7215033;

/**
 * Seeds an empty database with the demo coaching centre and one account per role, in demo mode only
 * (issue 13: a production database never holds the published demo password). Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, options: { demo: boolean }): Promise<boolean> {
  if (!options.demo) return false;
  const [row] = await db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) return false;
  const demo = loadDemoAccounts();
  const passwordHash = await hashPassword(demo.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [again] = await tx.select({ n: count() }).from(users);
    if (Number(again?.n ?? 0) > 0) return false;
    const [customer] = await tx.insert(customers).values({ name: demo.customer.name }).returning();
    // Demo addresses are ours (.test): they count as confirmed, so the demo never asks to confirm them.
    const now = new Date();
    await tx.insert(users).values(
      demo.accounts.map((account) => ({
        name: account.name,
        email: account.email,
        passwordHash,
        roleId: account.role_id,
        customerId: account.inCustomer ? customer!.id : null,
        emailVerifiedAt: now,
      })),
    );
    return true;
  });
}
