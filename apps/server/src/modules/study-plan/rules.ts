import { fillMessage, type MessageParams } from '@aspirant/contract/message-codes.ts';
import {
  PLAN_COUNT_PARAMS,
  PLAN_DATE_PARAMS,
  PLAN_MESSAGES,
  type PlanMessage,
  type PlanMessageCode,
  STUDY_PLAN_REVIEW_EVERY,
} from '@aspirant/contract/study-plan.ts';
import { nounFor } from '@aspirant/domain/words.ts';
import { addDays } from '../../lib/days.ts';
import type { PlanTest } from '../../repositories/catalogue.ts';
import type { NewPlanItem } from '../../repositories/plans.ts';
import type { TopicAccuracyRow } from '../../repositories/results.ts';

/** One topic the student has answered questions of, from their submitted attempts. */
export type TopicStat = TopicAccuracyRow;

export interface PlanInput {
  /** The first day (IST), YYYY-MM-DD. */
  start: string;
  days: number;
  examDate: string | null;
  topics: TopicStat[];
  /** Every test of the catalogue. */
  tests: PlanTest[];
  /** Tests the student already has a result of. */
  takenTestIds: ReadonlySet<number>;
  /** Lectures the student may watch. */
  lectures: { id: number; name: string }[];
  subjects: { id: number; name: string }[];
  /** The student's target exam: its tests come first. */
  targetExamId: number | null;
}

/** One task of a plan, as the rules make it and plans.ts stores it. */
export type RuleItem = NewPlanItem;

export interface RulePlan {
  summary: string;
  /** The summary's codes (issue 15 point 9); null for a summary the AI provider wrote. */
  summaryMessage: PlanMessage[] | null;
  days: { date: string; items: RuleItem[] }[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "23 Nov 2026". */
export function longDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
}

/** A whole percent, as the student reads it. */
export const percentOf = (correct: number, attempted: number) => Math.round((correct / attempted) * 100);

/**
 * Weakest first: lower accuracy (compared exactly, as fractions), then more attempted questions (the
 * weakness is surer), then the topic id, so equal inputs always give the same order.
 */
export function rankWeakTopics(topics: TopicStat[]): TopicStat[] {
  return topics
    .filter((t) => t.attempted > 0)
    .sort(
      (a, b) =>
        a.correct * b.attempted - b.correct * a.attempted ||
        b.attempted - a.attempted ||
        a.topicId - b.topicId,
    );
}

/** '1 question', '50 questions': the words of domain/words.ts (issue 15, one plural rule). */
const plural = (n: number, word: string) => `${n} ${nounFor(n, word)}`;

/** A coded text (issue 15 point 9). */
const coded = (code: PlanMessageCode, params: MessageParams = {}): PlanMessage => ({ code, params });

/** A coded text's English: counts with their noun, days as '23 Nov 2026' (the English of the plan as before). */
export function planEnglish({ code, params }: PlanMessage): string {
  const words: MessageParams = { ...params };
  for (const [name, noun] of Object.entries(PLAN_COUNT_PARAMS))
    if (typeof params[name] === 'number') words[name] = plural(params[name], noun);
  for (const name of PLAN_DATE_PARAMS)
    if (typeof params[name] === 'string') words[name] = longDay(params[name]);
  return fillMessage(PLAN_MESSAGES[code], words);
}

/** An item's title and detail from their codes, in English, with the codes kept. */
function words(title: PlanMessage, detail: PlanMessage) {
  return { title: planEnglish(title), detail: planEnglish(detail), message: { title, detail } };
}

/** The rule plan: deterministic for the same inputs. */
export function buildRulePlan(input: PlanInput): RulePlan {
  const weak = rankWeakTopics(input.topics);
  const lectures = [...input.lectures].sort((a, b) => a.id - b.id);
  // The student's target exam first, then catalogue order.
  const tests = [...input.tests].sort(
    (a, b) =>
      Number(a.examId !== input.targetExamId) - Number(b.examId !== input.targetExamId) || a.id - b.id,
  );
  const fullMocks = tests.filter((t) => t.type === 'Full Syllabus');
  const planned = new Set<number>();
  const fresh = (t: PlanTest) => !input.takenTestIds.has(t.id) && !planned.has(t.id);
  const pick = (candidates: PlanTest[]): PlanTest | undefined => {
    const test = candidates.find(fresh);
    if (test) planned.add(test.id);
    return test;
  };
  /** A full mock not taken yet; when all are taken, the mocks in turn (a retake still trains the exam). */
  const pickMock = (week: number): PlanTest | undefined =>
    pick(fullMocks) ?? (fullMocks.length ? fullMocks[(week - 1) % fullMocks.length] : undefined);

  const testItem = (test: PlanTest, detail: PlanMessage): RuleItem => ({
    kind: 'test',
    ...words(coded(test.type === 'Full Syllabus' ? 'mockTitle' : 'testTitle', { test: test.name }), detail),
    topicId: test.topicId,
    subjectId: test.subjectId,
    testId: test.id,
    lectureId: null,
  });
  const counts = (test: PlanTest) => ({ questions: test.questionCount, minutes: test.durationMinutes });
  const mockItem = (test: PlanTest): RuleItem => testItem(test, coded('mockDetail', counts(test)));
  const focusedTestItem = (test: PlanTest): RuleItem => testItem(test, coded('testDetail', counts(test)));

  const isStarter = weak.length === 0;
  const subjects = [...input.subjects].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
  const days: RulePlan['days'] = [];
  for (let i = 1; i <= input.days; i++) {
    const items: RuleItem[] = [];
    const isSeventh = i % STUDY_PLAN_REVIEW_EVERY === 0;
    const week = Math.ceil(i / STUDY_PLAN_REVIEW_EVERY);
    if (isStarter) {
      if (i === 1) {
        const mock = pickMock(1);
        if (mock) {
          items.push({
            ...mockItem(mock),
            ...words(coded('diagnosticTitle', { test: mock.name }), coded('diagnosticDetail', counts(mock))),
          });
        }
      } else if (subjects.length) {
        const subject = subjects[(i - 2) % subjects.length]!;
        items.push({
          kind: 'practice',
          ...words(
            coded('practiseTitle', { name: subject.name }),
            coded('subjectPracticeDetail', { subject: subject.name }),
          ),
          topicId: null,
          subjectId: subject.id,
          testId: null,
          lectureId: null,
        });
        const test = pick(tests.filter((t) => t.type === 'Subject Wise' && t.subjectId === subject.id));
        const mock = test ? undefined : isSeventh ? pickMock(week) : undefined;
        if (test) items.push(focusedTestItem(test));
        else if (mock) items.push(mockItem(mock));
      }
    } else {
      const topic = weak[(i - 1) % weak.length]!;
      items.push({
        kind: 'practice',
        ...words(
          coded('practiseTitle', { name: topic.topicName }),
          coded('topicPracticeDetail', {
            accuracy: percentOf(topic.correct, topic.attempted),
            correct: topic.correct,
            attempted: topic.attempted,
          }),
        ),
        topicId: topic.topicId,
        subjectId: topic.subjectId,
        testId: null,
        lectureId: null,
      });
      const test =
        pick(tests.filter((t) => t.type === 'Topic Wise' && t.topicId === topic.topicId)) ??
        pick(tests.filter((t) => t.type === 'Subject Wise' && t.subjectId === topic.subjectId));
      const mock = test ? undefined : isSeventh ? pickMock(week) : undefined;
      if (test) items.push(focusedTestItem(test));
      else if (mock) items.push(mockItem(mock));
    }
    if (lectures.length) {
      const lecture = lectures[(i - 1) % lectures.length]!;
      items.push({
        kind: 'lecture',
        ...words(coded('watchTitle', { lecture: lecture.name }), coded('lectureDetail')),
        topicId: null,
        subjectId: null,
        testId: null,
        lectureId: lecture.id,
      });
    }
    if (isSeventh) {
      items.push({
        kind: 'review',
        ...words(coded('reviewTitle'), coded('reviewDetail')),
        topicId: null,
        subjectId: null,
        testId: null,
        lectureId: null,
      });
    }
    days.push({ date: addDays(input.start, i - 1), items });
  }

  const end = addDays(input.start, input.days - 1);
  const span = input.examDate
    ? coded('spanToExam', { days: input.days, start: input.start, end, exam: input.examDate })
    : coded('span', { days: input.days, start: input.start, end });
  const summaryMessage = [
    span,
    isStarter
      ? coded('starterSummary')
      : coded('weakSummary', {
          topics: weak
            .slice(0, 3)
            .map((t) => `${t.topicName} (${percentOf(t.correct, t.attempted)}%)`)
            .join(', '),
        }),
  ];
  const summary = summaryMessage.map(planEnglish).join(' ');
  return { summary, summaryMessage, days };
}
