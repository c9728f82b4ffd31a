import {
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_LIMIT,
  type NoticeInput,
} from '@aspirant/contract/notifications.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { concurrencyLimit } from '../../lib/concurrency.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { NoticeRecipient, NotificationsRepository } from '../../repositories/notifications.ts';

/** 'Opening in 1 hour': a test whose window opens within this time tells its audience. */
export const OPENING_NOTICE_MS = 60 * 60_000;
/** How often each server looks for tests opening soon; 0 turns it off (tests call the job). */
export const OPENING_NOTICE_INTERVAL_MS = 60_000;
/** Mails of one assignment leaving at once: an audience of 2,000 never opens 2,000 SMTP connections. */
const CONCURRENT_MAILS = 4;

/** The mail of 'test assigned' (English: the mail path has one language, as the codes' mails). */
export function testAssignedMail(
  recipient: Pick<NoticeRecipient, 'name'>,
  testName: string,
  link: string,
): { subject: string; text: string } {
  return {
    subject: `New test assigned: ${testName}`,
    text: [
      `Hello ${recipient.name},`,
      '',
      `A new test has been assigned to you on Aspirant: ${testName}.`,
      `Open it here: ${link}`,
      '',
      "To stop these emails, turn off 'Email me when a test is assigned' in Settings.",
    ].join('\n'),
  };
}

/**
 * Issue 17 point 6: the bell's notices. `notify` is the one entry point of the other modules (injected by app.ts
 * as a `Notify`); the words are made in the browser from the kind and its data.
 */
export function notificationsService(deps: {
  notifications: NotificationsRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: the links in mails. */
  publicUrl: string;
}) {
  const { notifications, mailer, clock, log } = deps;
  const mailing = concurrencyLimit(CONCURRENT_MAILS);
  const pendingMail = new Set<Promise<void>>();
  /** Tests this server has already announced (the dedupe key keeps other servers and restarts at one notice). */
  const announced = new Set<string>();

  /** Mail leaves in the background, a few at a time; a failure is logged, never thrown at the caller. */
  function mailLater(to: string, mail: { subject: string; text: string }): void {
    const sending = mailing(() => mailer.send({ to, ...mail }))
      .catch((error: unknown) => log.error({ err: error, mailTo: to }, 'Sending mail failed'))
      .finally(() => pendingMail.delete(sending));
    pendingMail.add(sending);
  }

  async function notify(notice: NoticeInput): Promise<void> {
    const made = await notifications.insert(notice, clock.now());
    if (notice.kind !== 'test_assigned') return;
    // Only the rows made now: a retried assignment mails nobody twice.
    const link = `${deps.publicUrl}/take-test/${notice.testId ?? ''}`;
    for (const recipient of made) {
      if (recipient.wantsMail)
        mailLater(recipient.email, testAssignedMail(recipient, notice.data.testName, link));
    }
  }

  async function listOf(userId: number) {
    const [list, unreadCount] = await Promise.all([
      notifications.list(userId, NOTIFICATIONS_LIMIT),
      notifications.unreadCount(userId),
    ]);
    return { success: true as const, notifications: list, unreadCount };
  }

  return {
    notify,

    list: listOf,

    async readAll(userId: number) {
      await notifications.markAllRead(userId, clock.now());
      return listOf(userId);
    },

    /** Another user's notice answers as an unknown one. */
    async read(userId: number, id: number) {
      if (!(await notifications.markRead(userId, id, clock.now()))) {
        throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
      }
      return listOf(userId);
    },

    /**
     * The periodic job: every published test whose window opens within the hour tells its audience, once
     * (dedupe key `opening:<testId>`), so it is safe on several servers at once. Answers the notices made.
     */
    async announceOpenings(): Promise<number> {
      const now = clock.now();
      const soon = await notifications.openingBetween(now, new Date(now.getTime() + OPENING_NOTICE_MS));
      let made = 0;
      for (const test of soon) {
        const key = `${test.id}@${test.opensAt.getTime()}`;
        if (announced.has(key)) continue;
        made += await notifications.insertForAudience(
          test.id,
          {
            kind: 'test_opening',
            data: { testName: test.name, opensAt: test.opensAt.toISOString() },
            dedupeKey: `opening:${test.id}`,
          },
          now,
        );
        if (announced.size > 10_000) announced.clear();
        announced.add(key);
      }
      return made;
    },

    /** Waits for mail still being sent: part of a clean shutdown. */
    async drain(): Promise<void> {
      await Promise.allSettled([...pendingMail]);
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
