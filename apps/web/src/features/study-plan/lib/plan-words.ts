import type { MessageParams } from '@aspirant/contract/message-codes.ts';
import type { StudyPlan, StudyPlanItem } from '@aspirant/contract/study-plan.ts';
import {
  PLAN_DATE_PARAMS,
  type PlanMessage,
  type PlanMessageCode,
} from '@aspirant/contract/study-plan-messages.ts';
import { dayMonthYear } from '../../../lib/format.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';

/** The catalogue's message of each code of the rule plan. */
const PLAN_KEYS = {
  testTitle: 'studyPlan.planTestTitle',
  mockTitle: 'studyPlan.planMockTitle',
  diagnosticTitle: 'studyPlan.planDiagnosticTitle',
  practiseTitle: 'studyPlan.planPractiseTitle',
  watchTitle: 'studyPlan.planWatchTitle',
  reviewTitle: 'studyPlan.planReviewTitle',
  mockDetail: 'studyPlan.planMockDetail',
  testDetail: 'studyPlan.planTestDetail',
  diagnosticDetail: 'studyPlan.planDiagnosticDetail',
  subjectPracticeDetail: 'studyPlan.planSubjectPracticeDetail',
  topicPracticeDetail: 'studyPlan.planTopicPracticeDetail',
  lectureDetail: 'studyPlan.planLectureDetail',
  reviewDetail: 'studyPlan.planReviewDetail',
  span: 'studyPlan.planSpan',
  spanToExam: 'studyPlan.planSpanToExam',
  starterSummary: 'studyPlan.planStarterSummary',
  weakSummary: 'studyPlan.planWeakSummary',
} as const satisfies Record<PlanMessageCode, MessageKey>;

/** Count parameters, written with their noun through the catalogue's plural messages. */
const COUNT_KEYS = {
  questions: 'studyPlan.countQuestions',
  minutes: 'studyPlan.countMinutes',
  days: 'studyPlan.countDays',
} as const satisfies Record<string, MessageKey>;

/** One coded text in the language of `t`: counts with their noun, days in the Indian order ('23 Nov 2026'). */
export function planText({ code, params }: PlanMessage, t: Translate): string {
  const words: MessageParams = { ...params };
  for (const [name, key] of Object.entries(COUNT_KEYS)) {
    const count = params[name];
    if (typeof count === 'number') words[name] = t(key, { count });
  }
  for (const name of PLAN_DATE_PARAMS) {
    const day = params[name];
    if (typeof day === 'string') words[name] = dayMonthYear(day);
  }
  // The key is chosen at run time; every placeholder of its message is a parameter the server sends.
  const say = t as unknown as (key: MessageKey, params: MessageParams) => string;
  return say(PLAN_KEYS[code], words);
}

/** An item's title and detail in the interface language (issue 15 point 9); an AI-written item as written. */
export function planItemWords(item: StudyPlanItem, t: Translate): { title: string; detail: string } {
  if (!item.message) return { title: item.title, detail: item.detail };
  return { title: planText(item.message.title, t), detail: planText(item.message.detail, t) };
}

/** The plan's summary in the interface language; an AI-written summary as written. */
export function planSummary(plan: StudyPlan, t: Translate): string {
  if (!plan.summaryMessage) return plan.summary;
  return plan.summaryMessage.map((part) => planText(part, t)).join(' ');
}
