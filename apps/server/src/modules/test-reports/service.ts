import type { User } from '@aspirant/contract/fields.ts';
import type { Result } from '@aspirant/contract/results.ts';
import { type ResultsReportFormat, TEST_REPORT_MESSAGES } from '@aspirant/contract/test-reports.ts';
import type { Language } from '@aspirant/contract/ui-language.ts';
import { markSheetBy, round2 } from '@aspirant/domain/marking.ts';
import { resultLevel } from '@aspirant/domain/scores.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { turnEvery } from '../../lib/turns.ts';
import type {
  ReportGroup,
  ReportPaper,
  ReportTestRow,
  TestResultsReport,
} from '../../repositories/reports/test-results.ts';
import type { ResultRecord } from '../../repositories/results.ts';
import { mayReadTestResults } from '../insights/service.ts';
import type { ResultsService } from '../results/service.ts';
import type { StudentsService } from '../students/service.ts';
import { type ResultCard, resultCardPdf } from './result-card.ts';
import { type ReportLine, resultsCsv, resultsXlsx } from './results-file.ts';

const M = TEST_REPORT_MESSAGES;

/** Results marked by subject per turn of the event loop (about a millisecond of work). */
const SHEETS_PER_TURN = 500;

/** A result's marks per subject of the paper, in `paper.subjects` order, under the key as fixed now. */
const subjectMarks = (paper: ReportPaper, sheet: Uint8Array) =>
  markSheetBy(paper.key, sheet, paper.marks, paper.groupOf, paper.subjects.length);

/** A file to send: its bytes, type and the name it is saved under. */
export interface ReportFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<ResultsReportFormat | 'pdf', string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** A file name of ASCII letters, digits, dots and dashes only (a test's code may hold anything). */
export function safeFileName(...parts: (string | number)[]): string {
  return parts
    .map((p) =>
      String(p)
        .replace(/[^A-Za-z0-9.]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-')
    .slice(0, 120);
}

/**
 * Reports to take away (issue 18 point 4): a test's results as CSV or XLSX for its centre or one batch, and a
 * result's one-page PDF card, for staff (the item analysis's access rule: `mayReadTestResults`) and for the
 * student who owns the result (the result page's rule). Anything the caller may not read answers 404.
 */
export function testReportsService(deps: {
  reports: TestResultsReport;
  results: Pick<ResultsService, 'find' | 'build' | 'result'>;
  /** The drill-down's rule of who reads a student's pages (issue 18 point 3). */
  students: Pick<StudentsService, 'asStudent'>;
  clock: Clock;
}) {
  const { reports, results, clock } = deps;

  /** The card of a result the caller may read on the result page (its owner); 404 otherwise. */
  async function ownCard(viewer: User, resultId: number, language: Language = 'en'): Promise<ReportFile> {
    const { result } = await results.result(viewer, resultId);
    const record = await results.find(resultId);
    if (!record) throw new AppError('NOT_FOUND', M.resultNotFound);
    return card(record, result, language);
  }

  async function reach(user: User, testId: number): Promise<ReportTestRow> {
    const test = await reports.test(testId);
    if (!test || !mayReadTestResults(user, test.ownerCustomerId))
      throw new AppError('NOT_FOUND', M.testNotFound);
    return test;
  }

  /** The caller's centre's students, or one of its batches (the super admin: everyone, or any batch). */
  async function groupOf(
    user: User,
    batchId: number | undefined,
  ): Promise<{ group: ReportGroup; label: string }> {
    if (batchId !== undefined) {
      const batch = await reports.batch(batchId);
      if (!batch || (user.customer_id !== null && batch.customerId !== user.customer_id)) {
        throw new AppError('NOT_FOUND', M.batchNotFound);
      }
      return { group: { kind: 'batch', batchId }, label: `batch-${batchId}` };
    }
    if (user.customer_id !== null)
      return { group: { kind: 'centre', customerId: user.customer_id }, label: 'centre' };
    return { group: { kind: 'everyone' }, label: 'all' };
  }

  async function card(record: ResultRecord, result: Result, language: Language): Promise<ReportFile> {
    const [student, standing, paper, sheet] = await Promise.all([
      reports.student(record.userId),
      reports.standing(record.testId),
      reports.paper(record.testId),
      reports.sheet(record.id),
    ]);
    const marks = subjectMarks(paper, sheet ?? new Uint8Array());
    const marksOf = new Map(paper.subjects.map((subject, i) => [subject, marks[i]!]));
    const content: ResultCard = {
      language,
      studentName: student?.name ?? '',
      studentEmail: student?.email ?? '',
      testName: record.testName,
      examName: record.examName,
      completedAt: record.createdAt,
      isRetake: !record.isFirstAttempt,
      score: record.score,
      totalScore: record.totalScore,
      percent: record.percScore,
      level: resultLevel(record.percScore),
      correct: record.correct,
      wrong: record.wrong,
      unattempted: record.unattempted,
      totalQuestions: record.totalQuestions,
      timeSpentSeconds: record.timeSpentSeconds,
      rank: { rank: result.rank.rank, takers: result.rank.takers },
      groupRank: result.groupRank ?? null,
      topper:
        standing.topScore === null ? null : { score: standing.topScore, percent: standing.topPercent ?? 0 },
      average:
        standing.meanScore === null
          ? null
          : { score: round2(standing.meanScore), percent: round2(standing.meanPercent ?? 0) },
      // The result page's subjects, in paper order, with the marks under the key as fixed now.
      subjects: Object.entries(result.subjectWisePerformance).map(([name, percent]) => ({
        name,
        percent,
        marks: round2(marksOf.get(name) ?? 0),
      })),
      regrades: result.regrades.map((g) => ({ date: new Date(g.date), position: g.position })),
      generatedAt: clock.now(),
    };
    return {
      body: await resultCardPdf(content),
      contentType: CONTENT_TYPES.pdf,
      fileName: `${safeFileName('result-card', record.id)}.pdf`,
    };
  }

  return {
    /** The results of a test for the caller's centre (or everyone, for the super admin) or one batch. */
    async resultsReport(
      user: User,
      testId: number,
      format: ResultsReportFormat,
      batchId: number | undefined,
      language: Language = 'en',
    ): Promise<ReportFile> {
      const test = await reach(user, testId);
      const { group, label } = await groupOf(user, batchId);
      const [paper, rows] = await Promise.all([reports.paper(test.id), reports.results(test.id, group)]);
      const lines: ReportLine[] = [];
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i]!;
        lines.push({
          rank: r.rank,
          name: r.name,
          email: r.email,
          score: r.score,
          percent: r.percScore,
          correct: r.correct,
          wrong: r.wrong,
          unattempted: r.unattempted,
          timeSpentSeconds: r.timeSpentSeconds,
          subjectMarks: subjectMarks(paper, r.sheet),
        });
        // 100,000 sheets are 10 million questions marked: in turns, so the saves of a test being written go on.
        await turnEvery(i, SHEETS_PER_TURN);
      }
      const table = { language, testName: test.name, subjects: paper.subjects, lines };
      return {
        body: format === 'csv' ? await resultsCsv(table) : await resultsXlsx(table),
        contentType: CONTENT_TYPES[format],
        fileName: `${safeFileName('results', test.code, label)}.${format}`,
      };
    },

    ownCard,

    /**
     * The card of a student's result for the staff who read the student's pages (the drill-down's rule), as the
     * student would download it; 404 for anyone else's student or result.
     */
    async studentCard(
      viewer: User,
      studentId: number,
      resultId: number,
      language: Language = 'en',
    ): Promise<ReportFile> {
      return ownCard(await deps.students.asStudent(viewer, studentId), resultId, language);
    },

    /** The card of a result of the test, for its centre's staff (a student of the caller's centre only). */
    async staffCard(
      user: User,
      testId: number,
      resultId: number,
      language: Language = 'en',
    ): Promise<ReportFile> {
      const test = await reach(user, testId);
      const record = await results.find(resultId);
      if (
        !record ||
        record.testId !== test.id ||
        (user.customer_id !== null && record.ownerCustomerId !== user.customer_id)
      ) {
        throw new AppError('NOT_FOUND', M.resultNotFound);
      }
      return card(record, await results.build(record), language);
    },
  };
}

export type TestReportsService = ReturnType<typeof testReportsService>;
