import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../test-support/database.ts';
import type { Database } from './client.ts';
import { lectures } from './schema.ts';
import { SAMPLE_LECTURE, seedLecturesIfEmpty } from './seed-lectures.ts';

let database: Database;
let dir: string;

beforeAll(async () => {
  database = await freshDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'aspirant-seed-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

it('seeds the sample lecture once, even when two processes start together', async () => {
  const outcomes = await Promise.all([
    seedLecturesIfEmpty(database.db, dir),
    seedLecturesIfEmpty(database.db, dir),
  ]);
  expect(outcomes.filter(Boolean)).toHaveLength(1);
  const rows = await database.db.select().from(lectures);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: SAMPLE_LECTURE.name,
    mimeType: 'video/mp4',
    durationSeconds: 24,
    customerId: null,
    uploaderId: null,
  });
  expect(readdirSync(dir)).toEqual([rows[0]!.fileName]);
  expect(await seedLecturesIfEmpty(database.db, dir)).toBe(false);
});

it('starts with no lecture when the sample file is not there', async () => {
  const empty = await freshDatabase();
  try {
    expect(await seedLecturesIfEmpty(empty.db, dir, path.join(dir, 'no-content'))).toBe(false);
    expect(await empty.db.select().from(lectures)).toEqual([]);
  } finally {
    await empty.close();
  }
});
