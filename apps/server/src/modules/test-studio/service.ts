import type { User } from '@aspirant/contract/fields.ts';
import type { Notify } from '@aspirant/contract/notifications.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import {
  type Blueprint,
  DURATION_MAX,
  DURATION_MIN,
  PAPER_MAX_QUESTIONS,
  type PreviewQuestion,
  type Schedule,
  type StudioTest,
  type StudioTestSummary,
  TEST_CODE_MAX_LENGTH,
  TEST_NAME_MAX_LENGTH,
  TEST_STUDIO_MESSAGES,
  type TestDetails,
  type TestStatus,
  type Totals,
} from '@aspirant/contract/test-studio.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { QuestionBankRepository } from '../../repositories/question-bank.ts';
import type {
  PaperRow,
  StudioOwner,
  StudioRow,
  TestStudioRepository,
} from '../../repositories/test-studio.ts';
import type { InTransaction, Tx } from '../../repositories/transaction.ts';
import type { QuestionImageLinks } from '../question-bank/service.ts';

const M = TEST_STUDIO_MESSAGES;
const notFound = () => new AppError('NOT_FOUND', M.testNotFound);

/** The totals bar: questions, marks, time per question, difficulty and subject mix. */
export function totalsOf(
  paper: PaperRow[],
  t: Pick<StudioRow, 'markCorrect' | 'markIncorrect' | 'durationMinutes'>,
): Totals {
  const difficulty = { easy: 0, medium: 0, hard: 0 };
  const subjects = new Map<string, number>();
  for (const q of paper) {
    difficulty[q.difficulty] += 1;
    subjects.set(q.subjectName, (subjects.get(q.subjectName) ?? 0) + 1);
  }
  const n = paper.length;
  return {
    questions: n,
    totalMarks: n * t.markCorrect,
    markCorrect: t.markCorrect,
    markIncorrect: t.markIncorrect,
    secondsPerQuestion: n === 0 ? 0 : Math.round((t.durationMinutes * 60) / n),
    difficulty,
    subjects: [...subjects].map(([name, count]) => ({ name, count })),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(r: StudioRow): StudioTestSummary {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    status: r.status,
    type: r.type,
    examName: r.examName,
    questionCount: r.questionCount,
    durationMinutes: r.durationMinutes,
    audience: r.audience,
    opensAt: iso(r.opensAt),
    closesAt: iso(r.closesAt),
    ownerCustomerId: r.ownerCustomerId,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * The test composer (issue 17 points 1 to 3). A centre's staff (roles 1, 2, 4: the routes' guards) list, view
 * and change their own centre's tests only; another centre's test, and a global one, answers 404. The super
 * admin's tests are global; the super admin views every test and changes the global ones. A published test whose paper any attempt has
 * seen never changes its paper. After a publish or an audience change, the new members of the audience are
 * notified through the injected `notify` (global tests notify no one).
 */
export function testStudioService(deps: {
  studio: TestStudioRepository;
  bank: QuestionBankRepository;
  transaction: InTransaction;
  images: QuestionImageLinks;
  clock: Clock;
  notify?: Notify;
  /** Where a failed notice is reported (the publish itself has happened). */
  onNotifyError?: (error: unknown) => void;
  /** Told after a test's details, paper, status or schedule changed: the catalogue drops its cached copy. */
  changed?: (testId: number) => void;
}) {
  const { studio, transaction, clock } = deps;
  const isSuperAdmin = (user: User) => user.role_id === ROLE.SUPER_ADMIN;

  function reaches(user: User, row: StudioRow): boolean {
    if (isSuperAdmin(user)) return true;
    return user.customer_id !== null && row.ownerCustomerId === user.customer_id;
  }

  async function reach(user: User, id: number, tx?: Tx): Promise<StudioRow> {
    const row = tx ? await studio.lock(tx, id) : await studio.find(id);
    if (!row || !reaches(user, row)) throw notFound();
    return row;
  }

  /** A test the caller may change: the super admin views every test but changes the global ones only. */
  async function reachToChange(user: User, id: number, tx: Tx): Promise<StudioRow> {
    const row = await reach(user, id, tx);
    if (isSuperAdmin(user) && row.ownerCustomerId !== null)
      throw new AppError('FORBIDDEN', M.centreTestOnlyItsStaff);
    return row;
  }

  async function view(row: StudioRow, tx?: Tx): Promise<StudioTest> {
    const [paper, members, locked] = await Promise.all([
      studio.paper(row.id, tx),
      studio.audienceMembers(row.id, tx),
      studio.attempted(row.id, tx),
    ]);
    return {
      ...summaryOf(row),
      description: row.description,
      examId: row.examId,
      subjectId: row.subjectId,
      topicId: row.topicId,
      instructions: row.instructions,
      bilingual: row.bilingual,
      publishedAt: iso(row.publishedAt),
      clonedFrom: row.clonedFrom,
      blueprint: row.blueprint,
      batchIds: members.batchIds,
      studentIds: members.studentIds,
      attemptsAllowed: row.attemptsAllowed,
      paperLocked: locked,
      paper: paper.map((q) => ({
        position: q.position,
        questionId: q.questionId,
        subjectId: q.subjectId,
        subjectName: q.subjectName,
        topicName: q.topicName,
        difficulty: q.difficulty,
        text: q.text,
        drawable: q.drawable,
      })),
      totals: totalsOf(paper, row),
    };
  }

  async function load(id: number): Promise<StudioTest> {
    const row = await studio.find(id);
    if (!row) throw notFound();
    return view(row);
  }

  /** Checks what the details refer to; a Full Syllabus test has no subject, a Subject Wise one no topic. */
  async function checkDetails(tx: Tx, d: TestDetails, owner: number | null): Promise<TestDetails> {
    if (!(await studio.examExists(d.examId, tx))) throw new AppError('NOT_FOUND', M.examNotFound);
    const subjectId = d.type === 'Full Syllabus' ? null : d.subjectId;
    const topicId = d.type === 'Topic Wise' ? d.topicId : null;
    if (subjectId !== null && (await studio.subjectName(subjectId, tx)) === null)
      throw new AppError('NOT_FOUND', M.subjectNotFound);
    if (topicId !== null) {
      const topic = await studio.topic(topicId, tx);
      if (!topic || (topic.owner !== null && topic.owner !== owner))
        throw new AppError('NOT_FOUND', M.topicNotFound);
      if (topic.subjectId !== subjectId) throw new AppError('VALIDATION', M.topicNotOfSubject);
    }
    return { ...d, subjectId, topicId };
  }

  /** Runs `work`, answering a taken code with a clear 409. */
  async function withCode<T>(code: string | (() => string), work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('CONFLICT', M.codeTaken(typeof code === 'string' ? code : code()));
      throw error;
    }
  }

  async function assertPaperChangeable(tx: Tx, row: StudioRow): Promise<void> {
    if (await studio.attempted(row.id, tx)) throw new AppError('CONFLICT', M.paperLocked);
  }

  async function notifyNew(row: StudioRow, before: number[]): Promise<void> {
    if (!deps.notify || row.ownerCustomerId === null) return;
    const now = await studio.audienceIds(row.id);
    const known = new Set(before);
    const userIds = now.filter((id) => !known.has(id));
    if (userIds.length === 0) return;
    try {
      await deps.notify({
        userIds,
        kind: 'test_assigned',
        testId: row.id,
        data: { testName: row.name },
        dedupeKey: `assigned:${row.id}`,
      });
    } catch (error) {
      deps.onNotifyError?.(error);
    }
  }

  return {
    async list(
      user: User,
      o: { q?: string; status?: TestStatus; owner?: 'global' | 'all'; page: number; pageSize: number },
    ) {
      let owner: StudioOwner;
      if (isSuperAdmin(user)) owner = o.owner === 'all' ? { kind: 'all' } : { kind: 'global' };
      else if (user.customer_id === null) return { tests: [], total: 0, page: o.page, pageSize: o.pageSize };
      else owner = { kind: 'centre', id: user.customer_id };
      const { rows, total } = await studio.list({ ...o, owner });
      return { tests: rows.map(summaryOf), total, page: o.page, pageSize: o.pageSize };
    },

    async meta(user: User) {
      const m = await studio.meta(isSuperAdmin(user) ? null : user.customer_id);
      return {
        exams: m.exams.map((e) => ({
          id: Number(e.id),
          name: String(e.name),
          markCorrect: Number(e.markCorrect),
          markIncorrect: Number(e.markIncorrect),
          markUnattempted: Number(e.markUnattempted),
        })),
        batches: m.batches.map((b) => ({
          id: Number(b.id),
          name: String(b.name),
          students: Number(b.students),
        })),
        students: m.students.map((s) => ({ id: Number(s.id), name: String(s.name), email: String(s.email) })),
      };
    },

    async get(user: User, id: number): Promise<StudioTest> {
      return view(await reach(user, id));
    },

    /** A new draft: the staff's centre's (audience: the centre), or a global one of the super admin. */
    async create(user: User, input: TestDetails): Promise<StudioTest> {
      const owner = isSuperAdmin(user) ? null : user.customer_id;
      if (!isSuperAdmin(user) && owner === null) throw new AppError('FORBIDDEN', M.noCentre);
      const id = await withCode(input.code, () =>
        transaction(async (tx) => {
          const d = await checkDetails(tx, input, owner);
          return studio.insert(tx, {
            ...d,
            owner,
            audience: owner === null ? 'everyone' : 'centre',
            createdBy: user.id,
            now: clock.now(),
          });
        }),
      );
      return load(id);
    },

    /** The details may change in any status (the paper is another call). */
    async update(user: User, id: number, input: TestDetails): Promise<StudioTest> {
      await withCode(input.code, () =>
        transaction(async (tx) => {
          const row = await reachToChange(user, id, tx);
          const d = await checkDetails(tx, input, row.ownerCustomerId);
          await studio.updateDetails(tx, id, d, clock.now());
        }),
      );
      deps.changed?.(id);
      return load(id);
    },

    /**
     * The whole paper in order. Questions already on it may stay; a question added must be a current, active
     * question of a bank the test's students reach.
     */
    async setPaper(user: User, id: number, questionIds: number[]): Promise<StudioTest> {
      await transaction(async (tx) => {
        const row = await reachToChange(user, id, tx);
        await assertPaperChangeable(tx, row);
        const seen = new Set<number>();
        for (const q of questionIds) {
          if (seen.has(q)) throw new AppError('VALIDATION', M.duplicateQuestion(q));
          seen.add(q);
        }
        const onPaper = new Set((await studio.paper(id, tx)).map((q) => q.questionId));
        const added = questionIds.filter((q) => !onPaper.has(q));
        const found = await studio.questionsOf(added, row.ownerCustomerId, tx);
        for (const q of added) {
          const drawable = found.get(q);
          if (drawable === undefined) throw new AppError('NOT_FOUND', M.questionNotFound(q));
          if (!drawable) throw new AppError('VALIDATION', M.questionNotDrawable(q));
        }
        await studio.replacePaper(tx, id, questionIds, null, clock.now());
      });
      deps.changed?.(id);
      return load(id);
    },

    /** Draws the paper by the blueprint (rows in order, none twice), replacing it. */
    async draw(user: User, id: number, blueprint: Blueprint): Promise<StudioTest> {
      await transaction(async (tx) => {
        const row = await reachToChange(user, id, tx);
        await assertPaperChangeable(tx, row);
        let avoided: number[] = [];
        if (blueprint.avoid) {
          const centre = await studio.batchOf(tx, blueprint.avoid.batchId);
          const ownBatch =
            centre !== null && (row.ownerCustomerId === null || centre === row.ownerCustomerId);
          if (!ownBatch) throw new AppError('NOT_FOUND', M.batchNotFound);
          avoided = await studio.seenByBatch(tx, blueprint.avoid.batchId, blueprint.avoid.lastTests);
        }
        const chosen: number[] = [];
        for (const r of blueprint.rows) {
          const subject = await studio.subjectName(r.subjectId, tx);
          if (subject === null) throw new AppError('NOT_FOUND', M.subjectNotFound);
          let what = subject;
          if (r.topicId !== null) {
            const topic = await studio.topic(r.topicId, tx);
            if (!topic || (topic.owner !== null && topic.owner !== row.ownerCustomerId))
              throw new AppError('NOT_FOUND', M.topicNotFound);
            if (topic.subjectId !== r.subjectId) throw new AppError('VALIDATION', M.topicNotOfSubject);
            what = `${subject} (${topic.name})`;
          }
          const drawn = await studio.draw(tx, row.ownerCustomerId, r, blueprint.seed, [
            ...chosen,
            ...avoided,
          ]);
          if (drawn.ids.length < r.count)
            throw new AppError(
              'VALIDATION',
              M.notEnoughQuestions(drawn.available, what, r.difficulty, r.count),
            );
          chosen.push(...drawn.ids);
        }
        await studio.replacePaper(tx, id, chosen, blueprint, clock.now());
      });
      deps.changed?.(id);
      return load(id);
    },

    /** The paper as a student sees it, with the key and explanations. */
    async preview(user: User, id: number): Promise<{ test: StudioTest; questions: PreviewQuestion[] }> {
      const test = await view(await reach(user, id));
      const rows = await deps.bank.byIds(
        test.paper.map((q) => q.questionId),
        { kind: 'all' },
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const sign = await deps.images.signer();
      const questions = test.paper.flatMap((p) => {
        const q = byId.get(p.questionId);
        if (!q) return [];
        return [
          {
            position: p.position,
            questionId: q.id,
            subjectName: q.subjectName,
            topicName: q.topicName,
            difficulty: q.difficulty,
            text: q.text,
            options: q.options,
            textHi: test.bilingual ? q.textHi : null,
            optionsHi: test.bilingual ? q.optionsHi : null,
            imageUrl: sign(q.image, q.ownerCustomerId),
            correctIndex: q.correctIndex,
            explanation: q.explanation,
            explanationHi: test.bilingual ? q.explanationHi : null,
          },
        ];
      });
      return { test, questions };
    },

    /** Draft or archived → published, after the checks; the audience is told. */
    async publish(user: User, id: number): Promise<StudioTest> {
      const { row, before } = await transaction(async (tx) => {
        const row = await reachToChange(user, id, tx);
        if (row.status === 'published') throw new AppError('CONFLICT', M.alreadyPublished);
        if (row.durationMinutes < DURATION_MIN || row.durationMinutes > DURATION_MAX)
          throw new AppError('VALIDATION', M.duration);
        if (row.type === 'Subject Wise' && row.subjectId === null)
          throw new AppError('VALIDATION', M.subjectRequired);
        if (row.type === 'Topic Wise' && row.topicId === null)
          throw new AppError('VALIDATION', M.topicRequired);
        const paper = await studio.paper(id, tx);
        if (paper.length === 0) throw new AppError('VALIDATION', M.emptyPaper);
        if (paper.length > PAPER_MAX_QUESTIONS) throw new AppError('VALIDATION', M.paperTooLong);
        const families = new Set<number>();
        for (const [i, q] of paper.entries()) {
          if (families.has(q.familyId)) throw new AppError('VALIDATION', M.duplicateQuestion(q.questionId));
          families.add(q.familyId);
          if (!(q.correctIndex >= 0 && q.correctIndex < q.optionCount))
            throw new AppError('VALIDATION', M.noCorrectOption(i + 1));
          if (!q.drawable) throw new AppError('VALIDATION', M.retiredOnPaper(i + 1));
        }
        // Those already told (a test archived and published again) are not told twice (the dedupe key too).
        const before = row.status === 'archived' ? await studio.audienceIds(id, tx) : [];
        await studio.setStatus(tx, id, 'published', clock.now());
        return { row, before };
      });
      await notifyNew(row, before);
      deps.changed?.(id);
      return load(id);
    },

    async archive(user: User, id: number): Promise<StudioTest> {
      await transaction(async (tx) => {
        const row = await reachToChange(user, id, tx);
        if (row.status === 'archived') throw new AppError('CONFLICT', M.alreadyArchived);
        if (row.status === 'draft') throw new AppError('CONFLICT', M.draftNotArchived);
        await studio.setStatus(tx, id, 'archived', clock.now());
      });
      deps.changed?.(id);
      return load(id);
    },

    /** A new draft with the same paper and settings: "… (copy)", a new code, cloned_from set. */
    async clone(user: User, id: number): Promise<StudioTest> {
      let code = '';
      // Two clones at once may pick the same free code: the second answers 409 (the unique index decides).
      const newId = await withCode(
        () => code,
        () =>
          transaction(async (tx) => {
            const row = await reachToChange(user, id, tx);
            code = await studio.freeCode(tx, `${row.code.slice(0, TEST_CODE_MAX_LENGTH - 8)}-COPY`);
            const name = M.copyName(row.name.slice(0, TEST_NAME_MAX_LENGTH - 7));
            return studio.clone(tx, row, { code, name, createdBy: user.id, now: clock.now() });
          }),
      );
      return load(newId);
    },

    /** Audience, window and attempts allowed; the new members of a published test's audience are told. */
    async schedule(user: User, id: number, s: Schedule): Promise<StudioTest> {
      const { row, before } = await transaction(async (tx) => {
        const row = await reachToChange(user, id, tx);
        const owner = row.ownerCustomerId;
        if (owner === null && s.audience !== 'everyone') throw new AppError('VALIDATION', M.globalAudience);
        if (owner !== null && s.audience === 'everyone')
          throw new AppError('VALIDATION', M.centreAudienceOnly);
        const batchIds = s.audience === 'batches' ? [...new Set(s.batchIds)] : [];
        const studentIds = s.audience === 'students' ? [...new Set(s.studentIds)] : [];
        if (
          owner !== null &&
          batchIds.length > 0 &&
          (await studio.countBatches(tx, batchIds, owner)) !== batchIds.length
        )
          throw new AppError('NOT_FOUND', M.batchNotFound);
        if (
          owner !== null &&
          studentIds.length > 0 &&
          (await studio.countStudents(tx, studentIds, owner)) !== studentIds.length
        )
          throw new AppError('NOT_FOUND', M.studentNotFound);
        const before = row.status === 'published' ? await studio.audienceIds(id, tx) : [];
        await studio.setSchedule(
          tx,
          id,
          {
            audience: s.audience,
            batchIds,
            studentIds,
            opensAt: s.opensAt ? new Date(s.opensAt) : null,
            closesAt: s.closesAt ? new Date(s.closesAt) : null,
            attemptsAllowed: s.attemptsAllowed,
          },
          clock.now(),
        );
        return { row, before };
      });
      if (row.status === 'published') await notifyNew(row, before);
      deps.changed?.(id);
      return load(id);
    },
  };
}

export type TestStudioService = ReturnType<typeof testStudioService>;
