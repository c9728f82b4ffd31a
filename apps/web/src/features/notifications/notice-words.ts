import type { Notification } from '@aspirant/contract/notifications.ts';
import { paths } from '../../config/paths.ts';
import { indiaTime } from '../../lib/format.ts';
import type { Translate } from '../../lib/i18n/translate.ts';

/** A notice's words, made in the reader's language from its kind and data (the server stores no words). */
export function noticeWords(notice: Notification, t: Translate): string {
  const test = notice.data.testName;
  switch (notice.kind) {
    case 'test_assigned':
      return t('shell.noticeTestAssigned', { test });
    case 'test_opening':
      return notice.data.opensAt
        ? t('shell.noticeTestOpening', { test, time: indiaTime(notice.data.opensAt) })
        : t('shell.noticeTestAssigned', { test });
    case 'result_ready':
      return t('shell.noticeResultReady', { test });
    case 'time_extended':
      return t('shell.noticeTimeExtended', { test, count: notice.data.minutes ?? 0 });
    case 'regraded':
      return t('shell.noticeRegraded', { test });
  }
}

/** Where a notice leads: a result to its page, a test to its intro page, else the tests' list. */
export function noticeLink(notice: Notification): string {
  if ((notice.kind === 'result_ready' || notice.kind === 'regraded') && notice.resultId !== null) {
    return paths.result.href(notice.resultId);
  }
  return notice.testId !== null ? paths.takeTest.href(notice.testId) : paths.tests;
}
