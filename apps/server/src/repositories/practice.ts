import type { PracticeItem, PracticeSummary } from '@aspirant/contract/practice.ts';
import { practiceTitleName } from '@aspirant/contract/practice-titles.ts';
import { and, asc, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../db/client.ts';
import { practiceItems, practiceSessions, questions, subjects, topics } from '../db/schema.ts';
import { isKeyVisible } from './key-visibility.ts';
import { isDrawable, ownerReachedBy } from './question-scope.ts';

/**
 * As a SQL boolean: may a new practice set draw the question `q` (an alias of `questions`) for the student? Only
 * a current, active question (decision 0020) of a bank the student reaches.
 */
const drawableFor = (userId: number, q: string): SQL =>
  sql`(${isDrawable(q)} and ${ownerReachedBy(userId, sql.raw(`${q}.owner_customer_id`))})`;

export type PracticeSource = PracticeSummary['source'];

/**
 * The student's final answer to each question they answered in a submitted (scored) attempt: the one from the
 * most recent such attempt that has a choice for it. An unanswered question in a later attempt does not clear
 * an earlier answer.
 */
const finalAnswers = (userId: number) => sql`
  select question_id, selected_answer, submitted_at, attempt_id, position from (
    select aa.question_id, aa.selected_answer, a.submitted_at, a.id as attempt_id, tq.position,
           row_number() over (partition by aa.question_id order by a.submitted_at desc, a.id desc) as rn
      from attempt_answers aa
      join attempts a on a.id = aa.attempt_id
      join results r on r.attempt_id = a.id
      left join test_questions tq on tq.test_id = a.test_id and tq.question_id = aa.question_id
     where a.user_id = ${userId} and a.status = 'submitted' and aa.selected_answer is not null
  ) ranked where rn = 1`;

const summaryColumns = {
  id: practiceSessions.id,
  title: practiceSessions.title,
  source: practiceSessions.source,
  questionCount: sql<number>`(select count(*)::int from practice_items i where i.session_id = ${practiceSessions.id})`,
  answered: sql<number>`(select count(*)::int from practice_items i where i.session_id = ${practiceSessions.id} and i.answered_at is not null)`,
  correct: sql<number>`(select count(*)::int from practice_items i where i.session_id = ${practiceSessions.id} and i.is_correct)`,
  createdAt: practiceSessions.createdAt,
  completedAt: practiceSessions.completedAt,
};

type SummaryRow = {
  id: number;
  title: string;
  source: PracticeSource;
  questionCount: number;
  answered: number;
  correct: number;
  createdAt: Date;
  completedAt: Date | null;
};

function toSummary(row: SummaryRow): PracticeSummary {
  return {
    id: Number(row.id),
    title: row.title,
    titleName: practiceTitleName(row.source, row.title),
    source: row.source,
    questionCount: Number(row.questionCount),
    answered: Number(row.answered),
    correct: Number(row.correct),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** An item as stored: `image` is the question's own (`bank:<sha256>`, a seed path or null), of `imageOwner`'s bank. */
export type PracticeItemRow = PracticeItem & { imageOwner: number | null };

export interface NewPractice {
  userId: number;
  source: PracticeSource;
  subjectId: number | null;
  topicId: number | null;
  title: string;
  questionIds: number[];
  now: Date;
}

/**
 * The one writer of practice_sessions and practice_items. It reads attempts and results to choose questions, and
 * only questions whose key the student may see (decision 0008).
 */
export function practiceRepository(db: Db) {
  async function summaryIn(h: Db | Tx, userId: number, id: number): Promise<PracticeSummary | null> {
    const [row] = await h
      .select(summaryColumns)
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)))
      .limit(1);
    return row ? toSummary(row as SummaryRow) : null;
  }

  return {
    /** Sets the student started since `since` (the hourly limit). */
    async countSince(h: Tx, userId: number, since: Date): Promise<number> {
      const [row] = await h
        .select({ n: sql<number>`count(*)::int` })
        .from(practiceSessions)
        .where(and(eq(practiceSessions.userId, userId), gte(practiceSessions.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    /**
     * Questions whose final answer was wrong, most recently answered first (in paper order within a test),
     * only those whose key the student may see (decision 0008: none of a test in progress).
     */
    async pickIncorrect(h: Tx, userId: number, limit: number): Promise<number[]> {
      const result = await h.execute(sql`
        select f.question_id as id
          from (${finalAnswers(userId)}) f
          join questions q on q.id = f.question_id
         where f.selected_answer <> q.correct_index
           and ${drawableFor(userId, 'q')}
           and ${isKeyVisible(userId, sql`f.question_id`)}
         order by f.submitted_at desc, f.attempt_id desc, f.position asc nulls last, f.question_id asc
         limit ${limit}`);
      return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
    },

    /**
     * Questions of a topic or subject: first those the student got wrong or never answered, then those they
     * got right, at random within each group. Only questions whose key the student may see (decision 0008):
     * those reserved for practice and those of tests they have submitted, none of a test in progress.
     */
    async pickFrom(
      h: Tx,
      userId: number,
      scope: { topicId: number } | { subjectId: number },
      limit: number,
    ): Promise<number[]> {
      const inScope: SQL =
        'topicId' in scope ? sql`q.topic_id = ${scope.topicId}` : sql`q.subject_id = ${scope.subjectId}`;
      const result = await h.execute(sql`
        select q.id
          from questions q
          left join (${finalAnswers(userId)}) f on f.question_id = q.id
         where ${inScope}
           and ${drawableFor(userId, 'q')}
           and ${isKeyVisible(userId, sql`q.id`)}
         order by (case when f.selected_answer = q.correct_index then 1 else 0 end) asc, random()
         limit ${limit}`);
      return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
    },

    /**
     * The student's saved questions (issue 15), most recently saved first, only those whose key the student
     * may see now (decision 0008).
     */
    async pickSaved(h: Tx, userId: number, limit: number): Promise<number[]> {
      const result = await h.execute(sql`
        select b.question_id as id from bookmarks b join questions q on q.id = b.question_id
         where b.user_id = ${userId} and ${drawableFor(userId, 'q')}
           and ${isKeyVisible(userId, sql`b.question_id`)}
         order by b.created_at desc, b.question_id desc
         limit ${limit}`);
      return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
    },

    async insert(h: Tx, p: NewPractice): Promise<number> {
      const [row] = await h
        .insert(practiceSessions)
        .values({
          userId: p.userId,
          source: p.source,
          subjectId: p.subjectId,
          topicId: p.topicId,
          title: p.title,
          createdAt: p.now,
        })
        .returning({ id: practiceSessions.id });
      const id = Number(row!.id);
      await h
        .insert(practiceItems)
        .values(p.questionIds.map((questionId, i) => ({ sessionId: id, position: i + 1, questionId })));
      return id;
    },

    summary: (userId: number, id: number) => summaryIn(db, userId, id),
    summaryIn,

    /** The student's most recent sets. */
    async recent(userId: number, limit: number): Promise<PracticeSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, userId))
        .orderBy(desc(practiceSessions.createdAt), desc(practiceSessions.id))
        .limit(limit);
      return (rows as SummaryRow[]).map(toSummary);
    },

    /**
     * The items of a set, in order; the key and explanation only for answered ones, and nothing of a question
     * whose key the student may not see now (decision 0008: a set made earlier withholds a question that a
     * test started since has hidden).
     */
    async items(userId: number, sessionId: number): Promise<PracticeItemRow[]> {
      const rows = await db
        .select({
          position: practiceItems.position,
          questionId: practiceItems.questionId,
          selectedAnswer: practiceItems.selectedAnswer,
          isCorrect: practiceItems.isCorrect,
          answeredAt: practiceItems.answeredAt,
          text: questions.text,
          options: questions.options,
          image: questions.image,
          imageOwner: questions.ownerCustomerId,
          textHi: questions.textHi,
          optionsHi: questions.optionsHi,
          difficulty: questions.difficulty,
          correctIndex: questions.correctIndex,
          explanation: questions.explanation,
          explanationHi: questions.explanationHi,
          subject: subjects.name,
          topic: topics.name,
          withheld: sql<boolean>`not ${isKeyVisible(userId, practiceItems.questionId)}`,
          isBookmarked: sql<boolean>`exists (select 1 from bookmarks b
            where b.user_id = ${userId} and b.question_id = ${practiceItems.questionId})`,
        })
        .from(practiceItems)
        .innerJoin(questions, eq(questions.id, practiceItems.questionId))
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .innerJoin(topics, eq(topics.id, questions.topicId))
        .where(eq(practiceItems.sessionId, sessionId))
        .orderBy(asc(practiceItems.position));
      return rows.map((r) => {
        if (r.withheld) {
          return {
            position: r.position,
            questionId: r.questionId,
            text: '',
            options: [],
            image: null,
            imageOwner: null,
            textHi: null,
            optionsHi: null,
            subject: r.subject,
            topic: r.topic,
            difficulty: r.difficulty,
            selectedAnswer: null,
            isCorrect: null,
            correctIndex: null,
            explanation: null,
            explanationHi: null,
            withheld: true,
            isBookmarked: r.isBookmarked,
          };
        }
        const answered = r.answeredAt !== null;
        return {
          position: r.position,
          questionId: r.questionId,
          text: r.text,
          options: r.options,
          image: r.image,
          imageOwner: r.imageOwner,
          textHi: r.textHi,
          optionsHi: r.optionsHi,
          subject: r.subject,
          topic: r.topic,
          difficulty: r.difficulty,
          selectedAnswer: answered ? r.selectedAnswer : null,
          isCorrect: answered ? r.isCorrect : null,
          correctIndex: answered ? r.correctIndex : null,
          explanation: answered ? r.explanation : null,
          explanationHi: answered ? r.explanationHi : null,
          withheld: false,
          isBookmarked: r.isBookmarked,
        };
      });
    },

    /** Locks the student's set (null when it is not theirs or does not exist). */
    async lockSession(h: Tx, userId: number, id: number) {
      const [row] = await h
        .select({ id: practiceSessions.id })
        .from(practiceSessions)
        .where(and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)))
        .for('update');
      return row ?? null;
    },

    /** The item at a position with its question's key, locked. */
    async lockItem(h: Tx, userId: number, sessionId: number, position: number) {
      const [row] = await h
        .select({
          answeredAt: practiceItems.answeredAt,
          withheld: sql<boolean>`not ${isKeyVisible(userId, practiceItems.questionId)}`,
          options: questions.options,
          correctIndex: questions.correctIndex,
          explanation: questions.explanation,
          explanationHi: questions.explanationHi,
        })
        .from(practiceItems)
        .innerJoin(questions, eq(questions.id, practiceItems.questionId))
        .where(and(eq(practiceItems.sessionId, sessionId), eq(practiceItems.position, position)))
        .for('update', { of: practiceItems });
      return row ?? null;
    },

    /** Records an answer once: false when the item was answered already. */
    async answer(
      h: Tx,
      sessionId: number,
      position: number,
      selectedAnswer: number,
      isCorrect: boolean,
      now: Date,
    ): Promise<boolean> {
      const rows = await h
        .update(practiceItems)
        .set({ selectedAnswer, isCorrect, answeredAt: now })
        .where(
          and(
            eq(practiceItems.sessionId, sessionId),
            eq(practiceItems.position, position),
            isNull(practiceItems.answeredAt),
          ),
        )
        .returning({ position: practiceItems.position });
      return rows.length === 1;
    },

    /** Marks the set complete when no item is left unanswered. */
    async completeIfDone(h: Tx, sessionId: number, now: Date): Promise<void> {
      await h
        .update(practiceSessions)
        .set({ completedAt: now })
        .where(
          and(
            eq(practiceSessions.id, sessionId),
            isNull(practiceSessions.completedAt),
            sql`not exists (select 1 from practice_items i where i.session_id = ${sessionId} and i.answered_at is null)`,
          ),
        );
    },
  };
}

export type PracticeRepository = ReturnType<typeof practiceRepository>;
