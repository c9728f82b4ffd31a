import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test-support/database.ts';
import { type Database, pgArray, rowsOf } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('pgArray', () => {
  it('sends text with quotes, backslashes, commas and braces, and nulls, as they are', async () => {
    const values = ['plain', 'say "hi"', 'back\\slash', 'a,b', '{x}', 'NULL', null, 'हिन्दी'];
    const result = await database.db.execute(
      sql`select v from unnest(${pgArray(values)}::text[]) with ordinality as u(v, n) order by n`,
    );
    expect(rowsOf<{ v: string | null }>(result).map((r) => r.v)).toEqual(values);
  });

  it('sends numbers and booleans, and an empty array', async () => {
    const result = await database.db.execute(
      sql`select ${pgArray([1, -2, 2147483647])}::int[] as i, ${pgArray([true, false])}::boolean[] as b,
                 cardinality(${pgArray([])}::int[]) as n`,
    );
    expect(rowsOf(result)[0]).toEqual({ i: [1, -2, 2147483647], b: [true, false], n: 0 });
  });
});
