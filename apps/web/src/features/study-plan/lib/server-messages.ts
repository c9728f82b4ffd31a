import { STUDY_PLAN_MESSAGES } from '@aspirant/contract/study-plan-messages.ts';
import type { KnownServerMessages } from '../../../lib/i18n/server-text.ts';

/** The study plan's refusals the interface writes in its own language (lib/i18n/server-text.ts). */
export const STUDY_PLAN_SERVER_MESSAGES: KnownServerMessages = new Map([
  [STUDY_PLAN_MESSAGES.badExamDate, 'studyPlan.errorBadExamDate'],
  [STUDY_PLAN_MESSAGES.examNotAfterToday, 'studyPlan.errorExamNotAfterToday'],
  [STUDY_PLAN_MESSAGES.examTooFar, 'studyPlan.errorExamTooFar'],
  [STUDY_PLAN_MESSAGES.itemNotFound, 'studyPlan.errorItemNotFound'],
]);
