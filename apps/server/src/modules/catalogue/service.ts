import type { User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { ListTestsQuerySchema, Question, TestDetail, TestListItem } from '@aspirant/contract/tests.ts';
import { TEST_MESSAGES } from '@aspirant/contract/tests.ts';
import { allowedAttempts } from '@aspirant/domain/schedule.ts';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { CatalogueRepository, Reader, ReaderTestRow, TestRow } from '../../repositories/catalogue.ts';

/** How long catalogue rows are served from memory. */
export const CATALOGUE_CACHE_MS = 30_000;

/** Issue 17: the window, and a student's attempts used and allowed when they are limited. */
function scheduleOf(row: TestRow | ReaderTestRow, reader: Reader | null) {
  const allowed =
    reader?.role_id === ROLE.STUDENT && 'used' in row ? allowedAttempts(row, row.granted) : null;
  return {
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    attempts: allowed === null || !('used' in row) ? null : { used: row.used, allowed },
  };
}

export function toListItem(row: TestRow | ReaderTestRow, reader: Reader | null = null): TestListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    duration: row.durationMinutes,
    code: row.code,
    type: row.type,
    subjects: row.subjectNames,
    questions: row.questionCount,
    exam_master: { name: row.examName },
    subject_master: row.subjectName ? { name: row.subjectName } : null,
    topic_master: row.topicName ? { name: row.topicName } : null,
    isBilingual: row.isBilingual,
    ...scheduleOf(row, reader),
  };
}

export function toDetail(row: TestRow | ReaderTestRow, reader: Reader | null = null): TestDetail {
  return {
    ...toListItem(row, reader),
    exam_master: {
      name: row.examName,
      marking_scheme: { corr: row.markCorrect, incorr: row.markIncorrect, unatt: row.markUnattempted },
    },
  };
}

/**
 * A published global test for everyone, with no window and no limit: what any reader sees of it is the same, so
 * its row may be shared between readers.
 */
const isOpenToAll = (row: TestRow) =>
  row.status === 'published' &&
  row.audience === 'everyone' &&
  row.ownerCustomerId === null &&
  row.opensAt === null &&
  row.closesAt === null &&
  row.attemptsAllowed === null;

/** Staff may read a paper without sitting it; a student reads questions only inside an attempt. */
const isStaff = (user: User) =>
  user.role_id === ROLE.COACHING_ADMIN || user.role_id === ROLE.TEACHER || user.role_id === ROLE.SUPER_ADMIN;

/** The exam catalogue: published tests, their filters, and a paper's questions for those allowed to read it. */
export function catalogueService(deps: {
  catalogue: CatalogueRepository;
  hasAttempt: (userId: number, testId: number) => Promise<boolean>;
  clock: Clock;
  /** The signed URL of a question bank image (`bank:<sha256>`) of the bank `owner` (issue 16). */
  bankImageUrl: (image: string, owner: number | null) => Promise<string | null>;
}) {
  const { catalogue, clock } = deps;
  const now = () => clock.now().getTime();
  // A test's questions never change once published (a used question is versioned, decision 0020), so their
  // ids and option counts are kept per test for the hot save path.
  // Kept briefly too: a published paper no attempt has seen may still change (issue 17), and the composer's
  // `forget` reaches only this process.
  const questionSets = new Map<number, { set: Promise<Map<number, number>>; at: number }>();
  function questionSet(testId: number): Promise<Map<number, number>> {
    const cached = questionSets.get(testId);
    if (cached && now() - cached.at < CATALOGUE_CACHE_MS) return cached.set;
    const set = catalogue.questionOptionCounts(testId);
    set.catch(() => questionSets.delete(testId));
    if (questionSets.size > 20_000) questionSets.clear();
    questionSets.set(testId, { set, at: now() });
    return set;
  }

  // Published tests and the filter lists change only when content is loaded: kept briefly in memory, so
  // the minute an exam opens does not read the same rows a thousand times.
  const testCache = new Map<number, { row: TestRow; at: number }>();
  let filterCache: {
    key: string;
    value: Awaited<ReturnType<CatalogueRepository['filterOptions']>>;
    at: number;
  }[] = [];

  async function requireTest(id: number): Promise<TestRow> {
    const cached = testCache.get(id);
    if (cached && now() - cached.at < CATALOGUE_CACHE_MS) return cached.row;
    const row = await catalogue.findById(id);
    if (!row) throw new AppError('NOT_FOUND', TEST_MESSAGES.testNotFound);
    if (testCache.size > 20_000) testCache.clear();
    testCache.set(id, { row, at: now() });
    return row;
  }

  /**
   * A test as `reader` may meet it (test-visibility.ts), or 404 exactly like an unknown test (no enumeration).
   * A global test open to everyone with no window and no limit is the same for every reader: served from the
   * cache above. Any other is read with the reader's own visibility and attempts, never from a shared cache.
   */
  async function visibleTest(
    reader: Reader,
    id: number,
    options: { orRunning?: boolean } = {},
  ): Promise<ReaderTestRow> {
    const cached = testCache.get(id);
    if (cached && now() - cached.at < CATALOGUE_CACHE_MS && isOpenToAll(cached.row)) {
      return { ...cached.row, used: 0, granted: 0, visible: true };
    }
    const row = await catalogue.findVisible(reader, id, options.orRunning ?? false);
    if (!row) throw new AppError('NOT_FOUND', TEST_MESSAGES.testNotFound);
    if (row.visible && isOpenToAll(row)) {
      // Shared only without the reader's own figures.
      const { used: _used, granted: _granted, visible: _visible, ...shared } = row;
      if (testCache.size > 20_000) testCache.clear();
      testCache.set(id, { row: shared, at: now() });
    }
    return row;
  }

  async function filterOptions(subjectId: number | undefined) {
    const key = String(subjectId ?? '');
    const hit = filterCache.find((c) => c.key === key && now() - c.at < CATALOGUE_CACHE_MS);
    if (hit) return hit.value;
    const value = await catalogue.filterOptions(subjectId);
    filterCache = [...filterCache.filter((c) => c.key !== key).slice(-50), { key, value, at: now() }];
    return value;
  }

  async function requirePaperAccess(user: User, testId: number): Promise<void> {
    // A student's attempt in progress keeps its paper whatever became of the test since.
    await visibleTest(user, testId, { orRunning: true });
    if (!isStaff(user) && !(await deps.hasAttempt(user.id, testId))) {
      // Answered as if the question did not exist: the paper is hidden until the student starts it.
      throw new AppError('NOT_FOUND', TEST_MESSAGES.questionNotFound);
    }
  }

  return {
    /** The test whatever its status and audience, for the paper's own reads: never to answer a reader with. */
    requireTest,
    visibleTest,

    /** Drops a test's cached row (the composer calls it when it publishes, archives or reschedules a test). */
    forget(testId: number) {
      testCache.delete(testId);
      questionSets.delete(testId);
    },

    isQuestionInTest: async (testId: number, questionId: number) =>
      (await questionSet(testId)).has(questionId),

    /** Which of `ids` are questions of the test, each with its number of options. */
    async questionsInTest(testId: number, ids: number[]): Promise<Map<number, number>> {
      const set = await questionSet(testId);
      return new Map(ids.flatMap((id) => (set.has(id) ? [[id, set.get(id)!] as const] : [])));
    },

    /** The number of options of a question of the test, or null when it is not one of its questions. */
    optionCountIn: async (testId: number, questionId: number) =>
      (await questionSet(testId)).get(questionId) ?? null,

    async list(reader: Reader, query: z.output<typeof ListTestsQuerySchema>) {
      const filters = {
        examId: query.exam,
        subjectId: query.subject,
        topicId: query.topic,
        type: query.type,
        search: query.search,
      };
      const [{ rows, total }, options] = await Promise.all([
        catalogue.list(reader, filters, query.page, query.limit),
        filterOptions(query.subject),
      ]);
      const totalPages = Math.max(1, Math.ceil(total / query.limit));
      return {
        success: true as const,
        tests: rows.map((row) => toListItem(row, reader)),
        filters: options,
        pagination: {
          totalPages,
          total,
          page: query.page,
          limit: query.limit,
          hasMore: query.page < totalPages,
        },
      };
    },

    async get(reader: Reader, id: number) {
      const [row, extraTimePercent] = await Promise.all([
        visibleTest(reader, id, { orRunning: true }),
        reader.role_id === ROLE.STUDENT ? catalogue.extraTimePercent(reader.id) : 0,
      ]);
      return { success: true as const, test: { ...toDetail(row, reader), extraTimePercent } };
    },

    async questionIds(user: User, testId: number) {
      await requirePaperAccess(user, testId);
      return { success: true as const, questionIds: await catalogue.questionIds(testId) };
    },

    async question(
      user: User,
      testId: number,
      questionId: number,
    ): Promise<{ success: true; question: Question }> {
      await requirePaperAccess(user, testId);
      const row = await catalogue.questionForAttempt(testId, questionId);
      if (!row) throw new AppError('NOT_FOUND', TEST_MESSAGES.questionNotFound);
      return {
        success: true,
        question: {
          id: row.id,
          QuestionMaster: {
            question: {
              question: row.text,
              // A bank image is served by a signed link (an <img> sends no bearer token); a seed path as it is.
              image: row.image?.startsWith('bank:')
                ? await deps.bankImageUrl(row.image, row.ownerCustomerId)
                : row.image,
              options: row.options,
            },
          },
          hi: row.textHi && row.optionsHi ? { question: row.textHi, options: row.optionsHi } : null,
          subject: row.subject,
        },
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
