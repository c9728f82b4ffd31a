import {
  type Accommodation,
  type BatchStudent,
  type BatchTest,
  ROSTER_MESSAGES,
  type RosterReport,
  type RosterRow,
} from '@aspirant/contract/batch-roster.ts';
import { BATCH_MESSAGES, type Batch } from '@aspirant/contract/batches.ts';
import { EmailSchema, type User } from '@aspirant/contract/fields.ts';
import { PhoneSchema } from '@aspirant/contract/profile.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, newOtpCode, newSessionToken } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { BatchRosterRepository, NewStudent } from '../../repositories/batch-roster.ts';
import type { CustomersRepository } from '../../repositories/customers.ts';
import type { InTransaction, Tx } from '../../repositories/transaction.ts';
import { otpHash } from '../auth/service.ts';
import type { RosterLine } from './roster-file.ts';

/** How long a mailed set-password code stays valid: a new student may read the mail days later. */
export const SET_PASSWORD_CODE_VALIDITY_MS = 3 * 24 * 60 * 60 * 1000;

const NAME_MAX_LENGTH = 100;

/**
 * The batch page, the bulk add and accommodations (issue 17 points 7 and 4, staff side). The batch page and
 * accommodations are for the staff of the centre (coaching admin, teachers) and the super admin; the bulk add
 * for coaching admins and the super admin (the routes' guards). Another centre's batch or student answers 404.
 */
export function rosterService(deps: {
  roster: BatchRosterRepository;
  customers: CustomersRepository;
  transaction: InTransaction;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}) {
  const { roster, customers, transaction, clock, mailer, log } = deps;
  const pendingMail = new Set<Promise<void>>();
  // One mail after another: a 2,000-row add must not open 2,000 connections to the mail server at once.
  let mailQueue: Promise<void> = Promise.resolve();

  const reaches = (actor: User, customerId: number | null) =>
    actor.role_id === ROLE.SUPER_ADMIN || (customerId !== null && actor.customer_id === customerId);

  async function reachableBatch(actor: User, id: number): Promise<Batch> {
    const batch = await customers.findBatch(id);
    if (batch && reaches(actor, batch.customer_id)) return batch;
    throw new AppError('NOT_FOUND', BATCH_MESSAGES.batchNotFound);
  }

  async function reachableStudent(actor: User, id: number): Promise<number> {
    const student = await roster.student(id);
    if (student && reaches(actor, student.customerId)) return student.id;
    throw new AppError('NOT_FOUND', ROSTER_MESSAGES.studentNotFound);
  }

  /** The centre a bulk add is for: the coaching admin's own; the super admin names one. */
  async function centreOf(actor: User, customerId: number | undefined): Promise<number> {
    if (actor.role_id === ROLE.SUPER_ADMIN) {
      if (customerId === undefined) throw new AppError('VALIDATION', ROSTER_MESSAGES.centreRequired);
      if (!(await customers.customerExists(customerId)))
        throw new AppError('NOT_FOUND', ROSTER_MESSAGES.customerNotFound);
      return customerId;
    }
    if (actor.customer_id === null || (customerId !== undefined && customerId !== actor.customer_id)) {
      throw new AppError('NOT_FOUND', ROSTER_MESSAGES.customerNotFound);
    }
    return actor.customer_id;
  }

  /**
   * Every line's outcome against the database as `tx` sees it: one reason per skipped line (the first that
   * applies), the accounts to create and the memberships to add.
   */
  async function plan(tx: Tx | undefined, customerId: number, lines: RosterLine[]) {
    const validEmails = new Set(
      lines.filter((l) => EmailSchema.safeParse(l.email).success).map((l) => l.email),
    );
    const existing = await roster.usersByEmail(tx, [...validEmails]);
    const centreBatches = await roster.batchesOf(tx, customerId);
    const byEmail = new Map(existing.map((u) => [u.email, u]));
    const batchByName = new Map(centreBatches.map((b) => [b.name.toLowerCase(), b.id]));
    const inBatch = await roster.memberships(
      tx,
      existing.map((u) => u.id),
    );

    const rows: RosterRow[] = [];
    const create: NewStudent[] = [];
    const creating = new Set<string>();
    const joins: { batchId: number; email: string; userId: number | null; batch: string }[] = [];
    const seen = new Map<string, number>();
    for (const line of lines) {
      const base = { row: line.row, name: line.name, email: line.email, batch: line.batch, sameAs: null };
      const skip = (reason: string, sameAs: number | null = null) =>
        rows.push({ ...base, outcome: 'skipped', reason, sameAs });
      if (line.name === '') {
        skip(ROSTER_MESSAGES.nameMissing);
        continue;
      }
      if (line.name.length > NAME_MAX_LENGTH) {
        skip(ROSTER_MESSAGES.nameTooLong);
        continue;
      }
      if (!validEmails.has(line.email)) {
        skip(ROSTER_MESSAGES.badEmail);
        continue;
      }
      if (line.batch === '') {
        skip(ROSTER_MESSAGES.batchMissing);
        continue;
      }
      const batchId = batchByName.get(line.batch.toLowerCase());
      if (batchId === undefined) {
        skip(ROSTER_MESSAGES.unknownBatch);
        continue;
      }
      const phone = PhoneSchema.safeParse(line.phone);
      if (!phone.success) {
        skip(ROSTER_MESSAGES.badPhone);
        continue;
      }
      const key = `${batchId}:${line.email}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        skip(ROSTER_MESSAGES.duplicateRow, earlier);
        continue;
      }
      const user = byEmail.get(line.email);
      if (user && user.customerId !== customerId) {
        skip(ROSTER_MESSAGES.otherCentre);
        continue;
      }
      if (user && user.roleId !== ROLE.STUDENT) {
        skip(ROSTER_MESSAGES.staffAccount);
        continue;
      }
      seen.set(key, line.row);
      if (user) {
        const already = inBatch.has(`${batchId}:${user.id}`);
        rows.push({ ...base, outcome: already ? 'already' : 'added', reason: null });
        if (!already) joins.push({ batchId, email: line.email, userId: user.id, batch: line.batch });
        continue;
      }
      // A new address: the first row creates the account, a later row (another batch) adds it.
      const isNew = !creating.has(line.email);
      if (isNew) {
        creating.add(line.email);
        create.push({ name: line.name, email: line.email, phone: phone.data === '' ? null : phone.data });
      }
      rows.push({ ...base, outcome: isNew ? 'created' : 'added', reason: null });
      joins.push({ batchId, email: line.email, userId: null, batch: line.batch });
    }
    return { rows, create, joins };
  }

  function report(dryRun: boolean, customerId: number, rows: RosterRow[]): RosterReport {
    const count = (outcome: RosterRow['outcome']) => rows.filter((r) => r.outcome === outcome).length;
    return {
      success: true,
      dryRun,
      customerId,
      summary: {
        rows: rows.length,
        added: count('added'),
        created: count('created'),
        already: count('already'),
        skipped: count('skipped'),
      },
      rows,
    };
  }

  /** Mail leaves after the response and after the commit: a rolled-back add mails nobody. */
  function deliverLater(to: string, subject: string, text: string): void {
    const sending = mailQueue
      .then(() => mailer.send({ to, subject, text }))
      .catch((error: unknown) => log.error({ err: error, mailTo: to }, 'Sending mail failed'))
      .finally(() => pendingMail.delete(sending));
    pendingMail.add(sending);
    mailQueue = sending;
  }

  function welcomeMail(centre: string, email: string, batches: string[], code: string) {
    const link = `${deps.publicUrl}/forgot-password?email=${encodeURIComponent(email)}&code=1`;
    return {
      subject: `${centre} added you to Aspirant`,
      text:
        `${centre} has added you to Aspirant as a student` +
        (batches.length > 0 ? ` (batch: ${batches.join(', ')})` : '') +
        '.\n\n' +
        `Your sign-in email is ${email}. To set your password, open ${link} and enter this code: ${code}\n\n` +
        'The code is valid for 3 days and can be used once. If it has expired, ask for a new one at ' +
        `${deps.publicUrl}/forgot-password with the same email.\n`,
    };
  }

  async function accommodation(actor: User, studentId: number): Promise<Accommodation> {
    const userId = await reachableStudent(actor, studentId);
    const row = await roster.accommodation(userId);
    return {
      userId,
      extraTimePercent: row?.extraTimePercent ?? 0,
      reason: row?.reason ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    async batchPage(
      actor: User,
      id: number,
    ): Promise<{ batch: Batch; students: BatchStudent[]; tests: BatchTest[] }> {
      const batch = await reachableBatch(actor, id);
      const now = clock.now().getTime();
      const [students, tests] = await Promise.all([roster.students(id), roster.tests(id, batch.customer_id)]);
      const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
      return {
        batch,
        students,
        tests: tests.map((t) => ({
          ...t,
          opensAt: t.opensAt?.toISOString() ?? null,
          closesAt: t.closesAt?.toISOString() ?? null,
          phase:
            t.opensAt && t.opensAt.getTime() > now
              ? 'upcoming'
              : t.closesAt && t.closesAt.getTime() <= now
                ? 'closed'
                : 'open',
          batchAverage: round(t.batchAverage),
          allIndiaAverage: round(t.allIndiaAverage),
        })),
      };
    },

    /** Checks who may add to which centre before the file is read. */
    centreOf,

    /**
     * The dry run (nothing changes) or the commit: one transaction creates the new students, adds every
     * membership and stores the set-password codes; any failure leaves nothing behind. Mails go after it.
     */
    async importRoster(
      actor: User,
      input: { customerId: number | undefined; dryRun: boolean; lines: RosterLine[] },
    ): Promise<RosterReport> {
      const customerId = await centreOf(actor, input.customerId);
      if (input.dryRun) {
        const { rows } = await plan(undefined, customerId, input.lines);
        return report(true, customerId, rows);
      }
      // One unusable password for the accounts of this add: the hash of a secret nobody keeps.
      const passwordHash = await hashPassword(newSessionToken());
      const [centre] = await customers.listCustomers(customerId);
      const now = clock.now();
      const codes = new Map<string, string>();
      const commit = transaction(async (tx) => {
        const planned = await plan(tx, customerId, input.lines);
        const ids = await roster.insertStudents(tx, customerId, planned.create, passwordHash, now);
        await roster.addMemberships(
          tx,
          planned.joins.map((j) => ({ batchId: j.batchId, userId: j.userId ?? ids.get(j.email)! })),
          now,
        );
        for (const s of planned.create) codes.set(s.email, newOtpCode());
        await roster.insertResetCodes(
          tx,
          [...codes].map(([email, code]) => ({ email, codeHash: otpHash('reset', email, code) })),
          now,
          new Date(now.getTime() + SET_PASSWORD_CODE_VALIDITY_MS),
        );
        return planned;
      });
      // Another writer took an address between the plan and the insert: nothing was kept; the file is checked again.
      const result = await commit.catch((error: unknown) => {
        throw isUniqueViolation(error) ? new AppError('CONFLICT', ROSTER_MESSAGES.changedMeanwhile) : error;
      });
      for (const [email, code] of codes) {
        const batchNames = [...new Set(result.joins.filter((j) => j.email === email).map((j) => j.batch))];
        const mail = welcomeMail(centre?.name ?? 'Your coaching centre', email, batchNames, code);
        deliverLater(email, mail.subject, mail.text);
      }
      return report(false, customerId, result.rows);
    },

    accommodation,

    async setAccommodation(
      actor: User,
      studentId: number,
      input: { extraTimePercent: number; reason?: string | null },
    ): Promise<Accommodation> {
      const userId = await reachableStudent(actor, studentId);
      const reason = input.reason?.trim() ? input.reason.trim() : null;
      await roster.setAccommodation({
        userId,
        extraTimePercent: input.extraTimePercent,
        reason,
        updatedBy: actor.id,
        now: clock.now(),
      });
      return accommodation(actor, userId);
    },

    /** Waits for mail still being sent: part of a clean shutdown. */
    async drain(): Promise<void> {
      await Promise.allSettled([...pendingMail]);
    },
  };
}

export type RosterService = ReturnType<typeof rosterService>;
