import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSecrets } from './schema.ts';

/**
 * A secret shared by every server process: the first process to ask stores the value it generated, every other
 * one reads that same row.
 */
export async function sharedSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row!.value;
}
