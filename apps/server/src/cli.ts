import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EmailSchema, NameSchema } from '@aspirant/contract/fields.ts';
import { PasswordSchema } from '@aspirant/contract/password.ts';
import {
  CategoryMappingSchema,
  IMPORT_FORMATS,
  IMPORT_MESSAGES,
  type ImportFormat,
  type ImportResponse,
  MAX_IMPORT_FILE_BYTES,
} from '@aspirant/contract/question-bank.ts';
import { ROLE_IDS, type RoleId } from '@aspirant/contract/roles.ts';
import { z } from 'zod';
import { ConfigError, loadConfig } from './config.ts';
import { LockError } from './db/lock.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedContentIfEmpty } from './db/seed-content.ts';
import { hashPassword } from './lib/crypto.ts';
import { AppError } from './lib/errors.ts';
import { importService } from './modules/question-bank/import-service.ts';
import { customersRepository } from './repositories/customers.ts';
import { questionImportRepository } from './repositories/question-import.ts';
import { inTransaction } from './repositories/transaction.ts';
import { publicUser, usersRepository } from './repositories/users.ts';

const HELP = `Aspirant command line

Usage: npm run cli -- <command> [options]

Commands:
  user add --name N --email E --password P --role R [--customer ID]
      Creates a user and prints it as JSON. R is a role id: 1 Coaching Admin, 2 Teacher,
      3 Student, 4 Super Admin. ID is a coaching centre id (customers table). The address counts
      as confirmed. Without demo mode, this is one way to make the first super admin.
  questions import FILE [--format F] [--customer ID] [--dry-run] [--json] [--mapping JSON]
      Imports the questions of FILE (Moodle XML, GIFT, Aiken, CSV or XLSX; the format is taken from
      the name unless --format moodle-xml|gift|aiken|csv|xlsx says) into the bank of coaching centre
      ID, or the global bank without --customer. Prints every item of the file as import, duplicate
      or skipped (with the reason) and the file's categories with the subject and topic each maps to.
      --dry-run imports nothing. --json prints exactly the API's JSON answer. --mapping is the API's
      mapping field: a JSON list of {"category", "subjectId", "topicId", "topicName"}.
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

const FORMAT_NAMES: Record<ImportFormat, string> = {
  'moodle-xml': 'Moodle XML',
  gift: 'GIFT',
  aiken: 'Aiken',
  csv: 'CSV',
  xlsx: 'XLSX',
};

/** The import's answer as a table for a terminal. */
function importTable(fileName: string, result: ImportResponse): string {
  const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
  const lineWidth = Math.max(4, ...result.items.map((i) => i.line.length));
  const lines = [
    `${FORMAT_NAMES[result.format]} file ${fileName}${result.dryRun ? ' (dry run: nothing was imported)' : ''}`,
    '',
    `${'Item'.padEnd(lineWidth)}  ${'Status'.padEnd(9)}  ${'Question'.padEnd(40)}  Reason`,
  ];
  for (const item of result.items) {
    const notes = [item.reason, ...(item.warnings ?? [])].filter(Boolean).join(' ');
    lines.push(
      `${item.line.padEnd(lineWidth)}  ${item.status.padEnd(9)}  ${cut(item.name, 40).padEnd(40)}  ${notes}`.trimEnd(),
    );
  }
  lines.push(
    '',
    `${result.dryRun ? 'To import' : 'Imported'}: ${result.imported}, duplicates: ${result.duplicates}, skipped: ${result.skipped} (${result.items.length} items).`,
  );
  if (result.categories.length > 0) {
    lines.push('', 'Categories:');
    for (const c of result.categories) {
      const target =
        c.subjectId === null
          ? 'no subject: give one with --mapping'
          : `subject ${c.subjectId}, ${c.topicId !== null ? `topic ${c.topicId}` : c.topicName !== undefined ? `new topic "${c.topicName}"` : 'no topic: give one with --mapping'}`;
      lines.push(`  ${c.category === '' ? '(no category)' : c.category} (${c.count}): ${target}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function questionsImport(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      format: { type: 'string' },
      customer: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      mapping: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new UsageError('Name one file to import. See: npm run cli -- help');
  const file = positionals[0]!;
  const format = values.format;
  if (format !== undefined && !(IMPORT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of: ${IMPORT_FORMATS.join(', ')}.`);
  const customerId = values.customer === undefined ? null : Number(values.customer);
  if (customerId !== null && !(Number.isInteger(customerId) && customerId > 0))
    throw new UsageError('--customer must be a positive integer id.');
  let mapping: z.infer<typeof CategoryMappingSchema>[] | undefined;
  if (values.mapping !== undefined) {
    try {
      mapping = z.array(CategoryMappingSchema).parse(JSON.parse(values.mapping));
    } catch {
      throw new UsageError(
        '--mapping must be a JSON list of {"category", "subjectId", "topicId", "topicName"}.',
      );
    }
  }
  let bytes: Buffer;
  try {
    const size = statSync(file).size;
    if (size > MAX_IMPORT_FILE_BYTES) throw new UsageError(IMPORT_MESSAGES.fileTooLarge(size));
    bytes = readFileSync(file);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }

  const config = loadConfig(process.env);
  const { database, release } = await openConfiguredDatabase(config);
  try {
    // As the server does on start: the global bank's subjects and topics, which the import maps onto.
    if (await seedContentIfEmpty(database.db))
      process.stderr.write('aspirant: seeded the question bank, exams and tests\n');
    const imports = importService({
      repo: questionImportRepository(database.db),
      transaction: inTransaction(database.db),
      customerExists: customersRepository(database.db).customerExists,
    });
    const result = await imports.run(await imports.targetForOperator(customerId), {
      fileName: path.basename(file),
      bytes,
      format: format as ImportFormat | undefined,
      dryRun: values['dry-run'],
      mapping,
    });
    process.stdout.write(
      values.json ? `${JSON.stringify(result)}\n` : importTable(path.basename(file), result),
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      process.stderr.write(`aspirant: ${error.message}\n`);
      return 1;
    }
    throw error;
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
    if (command === 'questions' && sub === 'import') return await questionsImport(rest);
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
