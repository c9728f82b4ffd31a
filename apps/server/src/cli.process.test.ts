import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/client.ts';
import { users } from './db/schema.ts';
import { issueSetupToken } from './modules/setup/service.ts';
import { secretsRepository } from './repositories/secrets.ts';
import { usersRepository } from './repositories/users.ts';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'aspirant-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(...args: string[]) {
  return cliIn(dataDir, ...args);
}

function cliIn(dir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', DATABASE_URL: '' },
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
    ).toBe(
      'aspirant: --password: Password must be at least 8 characters long and not a commonly used password.\n',
    );
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

  it('makes the first super admin of an empty database, with a confirmed address, so no setup link is issued', async () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'aspirant-cli-empty-'));
    try {
      const added = cliIn(
        emptyDir,
        'user',
        'add',
        '--name',
        'Owner',
        '--email',
        'owner@centre.example',
        '--password',
        'a long first secret',
        '--role',
        '4',
      );
      expect(added.stderr).toBe('');
      expect(added.code).toBe(0);
      expect(JSON.parse(added.stdout)).toMatchObject({ email: 'owner@centre.example', role_id: 4 });
      const database = await openPglite(path.join(emptyDir, 'pgdata'));
      try {
        const rows = await database.db
          .select({ role: users.roleId, verified: users.emailVerifiedAt })
          .from(users);
        expect(rows).toEqual([{ role: 4, verified: expect.any(Date) }]);
        expect(
          await issueSetupToken({
            users: usersRepository(database.db),
            secrets: secretsRepository(database.db),
          }),
        ).toBeNull();
        expect(await database.db.select().from(users).where(eq(users.roleId, 3))).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
