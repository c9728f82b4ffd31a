import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'aspirant-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run cli', () => {
  it('lists its commands', () => {
    const help = cli('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('user add --name N --email E --password P --role R [--customer ID]');
  });

  it('adds a user and prints it as JSON; refuses bad input with a clear message', () => {
    const added = cli(
      'user',
      'add',
      '--name',
      'Asha Rao',
      '--email',
      'Asha@Example.com',
      '--password',
      'a long secret',
      '--role',
      '2',
    );
    expect(added.code).toBe(0);
    expect(JSON.parse(added.stdout)).toEqual({
      id: expect.any(Number),
      name: 'Asha Rao',
      email: 'asha@example.com',
      role_id: 2,
      customer_id: null,
    });
    const again = cli(
      'user',
      'add',
      '--name',
      'A',
      '--email',
      'asha@example.com',
      '--password',
      'a long secret',
      '--role',
      '3',
    );
    expect(again.code).toBe(2);
    expect(again.stderr).toBe('aspirant: A user with email asha@example.com already exists.\n');
    expect(
      cli('user', 'add', '--name', 'B', '--email', 'b@example.com', '--password', 'short', '--role', '3')
        .stderr,
    ).toBe('aspirant: --password: Password must be at least 8 characters.\n');
    expect(
      cli(
        'user',
        'add',
        '--name',
        'B',
        '--email',
        'b@example.com',
        '--password',
        'long enough',
        '--role',
        '7',
      ).stderr,
    ).toBe('aspirant: --role must be 1, 2, 3 or 4.\n');
    expect(
      cli(
        'user',
        'add',
        '--name',
        'B',
        '--email',
        'b@example.com',
        '--password',
        'long enough',
        '--role',
        '3',
        '--customer',
        '99',
      ).stderr,
    ).toBe('aspirant: No coaching centre with id 99.\n');
    expect(cli('frobnicate').code).toBe(2);
  });
});
