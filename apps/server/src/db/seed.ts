import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
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

/** Seeds an empty database with the demo coaching centre and one account per role. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) return false;
  const demo = loadDemoAccounts();
  const passwordHash = await hashPassword(demo.password);
  await db.transaction(async (tx) => {
    const [customer] = await tx.insert(customers).values({ name: demo.customer.name }).returning();
    await tx.insert(users).values(
      demo.accounts.map((account) => ({
        name: account.name,
        email: account.email,
        passwordHash,
        roleId: account.role_id,
        customerId: account.inCustomer ? customer!.id : null,
      })),
    );
  });
  return true;
}
