import { parseArgs } from 'node:util';
import { EmailSchema, NameSchema } from '@aspirant/contract/fields.ts';
import { PasswordSchema } from '@aspirant/contract/password.ts';
import { ROLE_IDS, type RoleId } from '@aspirant/contract/roles.ts';
import type { z } from 'zod';
import { ConfigError, loadConfig } from './config.ts';
import { LockError } from './db/lock.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { hashPassword } from './lib/crypto.ts';
import { customersRepository } from './repositories/customers.ts';
import { publicUser, usersRepository } from './repositories/users.ts';

const HELP = `Aspirant command line

Usage: npm run cli -- <command> [options]

Commands:
  user add --name N --email E --password P --role R [--customer ID]
      Creates a user and prints it as JSON. R is a role id: 1 Coaching Admin, 2 Teacher,
      3 Student, 4 Super Admin. ID is a coaching centre id (customers table). The address counts
      as confirmed. Without demo mode, this is one way to make the first super admin.
  help
      Shows this text.

The CLI opens the same database as the server (DATA_DIR or DATABASE_URL). With the embedded
database, stop the server first: only one process may open a DATA_DIR.`;

class UsageError extends Error {}

function parse<S extends z.ZodType>(schema: S, value: unknown, flag: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`--${flag}: ${result.error.issues[0]!.message}`);
  return result.data;
}

async function userAdd(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      customer: { type: 'string' },
    },
    strict: true,
  });
  for (const flag of ['name', 'email', 'password', 'role'] as const) {
    if (values[flag] === undefined) throw new UsageError(`--${flag} is required. See: npm run cli -- help`);
  }
  const name = parse(NameSchema, values.name, 'name');
  const email = parse(EmailSchema, values.email, 'email');
  const password = parse(PasswordSchema, values.password, 'password');
  const roleId = Number(values.role);
  if (!ROLE_IDS.includes(roleId as RoleId)) throw new UsageError('--role must be 1, 2, 3 or 4.');
  const customerId = values.customer === undefined ? null : Number(values.customer);
  if (customerId !== null && !(Number.isInteger(customerId) && customerId > 0)) {
    throw new UsageError('--customer must be a positive integer id.');
  }

  const config = loadConfig(process.env);
  const { database, release } = await openConfiguredDatabase(config);
  try {
    if (customerId !== null && !(await customersRepository(database.db).customerExists(customerId))) {
      throw new UsageError(`No coaching centre with id ${customerId}.`);
    }
    const user = await usersRepository(database.db).insert({
      name,
      email,
      passwordHash: await hashPassword(password),
      roleId,
      customerId,
      // The operator vouches for the address: it counts as confirmed (no 'Confirm your email' for it).
      emailVerifiedAt: new Date(),
    });
    if (!user) throw new UsageError(`A user with email ${email} already exists.`);
    process.stdout.write(`${JSON.stringify(publicUser(user), null, 2)}\n`);
  } finally {
    await database.close();
    release();
  }
}

async function run(argv: string[]): Promise<number> {
  const [command, sub, ...rest] = argv;
  try {
    if (command === undefined || command === 'help' || command === '--help') {
      process.stdout.write(`${HELP}\n`);
      return 0;
    }
    if (command === 'user' && sub === 'add') {
      await userAdd(rest);
      return 0;
    }
    throw new UsageError(`Unknown command: ${argv.join(' ')}. See: npm run cli -- help`);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof LockError) {
      process.stderr.write(`aspirant: ${error.message}\n`);
      return 2;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`aspirant: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await run(process.argv.slice(2));
