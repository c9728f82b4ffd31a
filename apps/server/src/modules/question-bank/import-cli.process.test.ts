import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImportResponseSchema } from '@aspirant/contract/question-bank.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';

/** Issue 16 point 5: `npm run cli -- questions import FILE ...`, as an operator runs it, on a fresh data directory. */
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cli.ts');
const work = mkdtempSync(path.join(tmpdir(), 'aspirant-import-cli-'));
const dataDir = path.join(work, 'data');
afterAll(() => rmSync(work, { recursive: true, force: true }));

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const file = path.join(work, 'questions.gift');
writeFileSync(
  file,
  [
    '$CATEGORY: $course$/top/Polity/Preamble Basics',
    '',
    '::Q1:: Which words were added to the Preamble in 1976? {=Socialist and secular ~Sovereign ~Republic}',
    '',
    '::Q2:: Describe the Preamble. {}',
    '',
    '::Q3:: which WORDS were added to the preamble in 1976 {=Socialist and secular ~Sovereign ~Republic}',
    '',
  ].join('\n'),
);

describe('npm run cli -- questions import', () => {
  it('dry-runs a file on a fresh data directory, as a table, then as the JSON of the API', () => {
    const table = cli('questions', 'import', file, '--dry-run');
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('GIFT file questions.gift (dry run: nothing was imported)');
    expect(table.stdout).toMatch(/line 3 +import +Q1/);
    expect(table.stdout).toMatch(/line 5 +skipped +Q2 +Essay questions are not imported\./);
    expect(table.stdout).toMatch(/line 7 +duplicate +Q3 +The same question is at line 3 of the file\./);
    expect(table.stdout).toContain('To import: 1, duplicates: 1, skipped: 2 (4 items).');
    expect(table.stdout).toMatch(/Polity\/Preamble Basics \(2\): subject \d+, new topic "Preamble Basics"/);

    const json = cli('questions', 'import', file, '--dry-run', '--json');
    expect(json.code).toBe(0);
    const body = ImportResponseSchema.parse(JSON.parse(json.stdout));
    expect(json.stdout.trim().split('\n')).toHaveLength(1);
    expect([body.dryRun, body.imported, body.duplicates, body.skipped, body.items.length]).toEqual([
      true,
      1,
      1,
      2,
      4,
    ]);
  });

  it('imports for real, after which the same file is all duplicates', async () => {
    const real = cli('questions', 'import', file, '--json');
    expect(real.code).toBe(0);
    expect(JSON.parse(real.stdout)).toMatchObject({ dryRun: false, imported: 1 });
    const again = cli('questions', 'import', file, '--dry-run', '--json');
    expect(JSON.parse(again.stdout)).toMatchObject({ imported: 0, duplicates: 2 });
    const database = await openPglite(`${dataDir}/pgdata`);
    try {
      const result = await database.db.execute(
        "select q.owner_customer_id, t.name from questions q join topics t on t.id = q.topic_id where q.text like 'Which words were added%'",
      );
      expect((result as { rows: unknown[] }).rows).toEqual([
        { owner_customer_id: null, name: 'Preamble Basics' },
      ]);
    } finally {
      await database.close();
    }
  });

  it('exits with a message on stderr for a broken file, a missing file and bad options', () => {
    const broken = path.join(work, 'broken.xml');
    writeFileSync(
      broken,
      '<?xml version="1.0"?>\n<quiz>\n<question type="multichoice">\n<name><text>x</name>\n</quiz>',
    );
    const bad = cli('questions', 'import', broken, '--json');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe(
      "aspirant: The XML file is broken at line 4: Expected closing tag 'text' (opened in line 4, col 7) instead of closing tag 'name'.\n",
    );
    const missing = cli('questions', 'import', path.join(work, 'nope.csv'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^aspirant: Cannot read .*nope\.csv: ENOENT\.\n$/);
    expect(cli('questions', 'import', file, '--format', 'pdf').stderr).toBe(
      'aspirant: --format must be one of: moodle-xml, gift, aiken, csv, xlsx.\n',
    );
    const centre = cli('questions', 'import', file, '--customer', '4242', '--dry-run');
    expect(centre.code).toBe(1);
    expect(centre.stderr).toBe('aspirant: Coaching centre not found.\n');
  });
});
