import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client.ts';
import { exams, questions, subjects, testQuestions, tests, topics } from './schema.ts';
import { contentDir } from './seed.ts';

const SubjectFileSchema = z.object({
  code: z.string(),
  name: z.string(),
  topics: z.array(z.object({ code: z.string(), name: z.string() })),
  questions: z.array(
    z.object({
      id: z.string(),
      topic: z.string(),
      difficulty: z.enum(['easy', 'medium', 'hard']),
      practice: z.boolean().optional(),
      question: z.string(),
      image: z.string().optional(),
      options: z.array(z.string()).length(4),
      answer: z.number().int().min(0).max(3),
      explanation: z.string(),
      hi: z
        .object({ question: z.string(), options: z.array(z.string()).length(4), explanation: z.string() })
        .optional(),
    }),
  ),
});

const ExamsFileSchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    marking_scheme: z.object({ corr: z.number(), incorr: z.number(), unatt: z.number() }),
  }),
);

const TestsFileSchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    type: z.enum(['Full Syllabus', 'Subject Wise', 'Topic Wise']),
    exam: z.string(),
    subject: z.string().optional(),
    topic: z.string().optional(),
    duration: z.number().int().positive(),
    bilingual: z.boolean().optional(),
    description: z.string(),
    questions: z.array(z.string()).min(1),
  }),
);

/** Several processes may start at once on one PostgreSQL: one of them loads the bank. */
const CONTENT_SEED_LOCK = 7215034;

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

/** Loads the question bank, exams and tests of content/ into an empty catalogue, in one transaction. */
export async function seedContentIfEmpty(db: Db, dir = contentDir()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(exams);
  if (Number(row?.n ?? 0) > 0) return false;

  const subjectFiles = readdirSync(path.join(dir, 'subjects'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => SubjectFileSchema.parse(readJson(path.join(dir, 'subjects', f))));
  const examDefs = ExamsFileSchema.parse(readJson(path.join(dir, 'exams.json')));
  const testDefs = TestsFileSchema.parse(readJson(path.join(dir, 'tests.json')));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_SEED_LOCK})`);
    const [again] = await tx.select({ n: count() }).from(exams);
    if (Number(again?.n ?? 0) > 0) return false;
    const examIds = new Map<string, number>();
    for (const exam of examDefs) {
      const [inserted] = await tx
        .insert(exams)
        .values({
          code: exam.code,
          name: exam.name,
          markCorrect: exam.marking_scheme.corr,
          markIncorrect: exam.marking_scheme.incorr,
          markUnattempted: exam.marking_scheme.unatt,
        })
        .returning({ id: exams.id });
      examIds.set(exam.code, inserted!.id);
    }

    const subjectIds = new Map<string, { id: number; name: string }>();
    const topicIds = new Map<string, number>();
    const questionIds = new Map<string, { id: number; subject: string }>();
    for (const file of subjectFiles) {
      const [subject] = await tx
        .insert(subjects)
        .values({ code: file.code, name: file.name })
        .returning({ id: subjects.id });
      subjectIds.set(file.code, { id: subject!.id, name: file.name });
      const insertedTopics = await tx
        .insert(topics)
        .values(file.topics.map((t) => ({ code: t.code, name: t.name, subjectId: subject!.id })))
        .returning({ id: topics.id, code: topics.code });
      for (const t of insertedTopics) topicIds.set(t.code, t.id);
      const insertedQuestions = await tx
        .insert(questions)
        .values(
          file.questions.map((q) => ({
            code: q.id,
            subjectId: subject!.id,
            topicId: topicIds.get(q.topic)!,
            difficulty: q.difficulty,
            text: q.question,
            image: q.image ?? null,
            options: q.options,
            correctIndex: q.answer,
            explanation: q.explanation,
            textHi: q.hi?.question ?? null,
            optionsHi: q.hi?.options ?? null,
            explanationHi: q.hi?.explanation ?? null,
            isPractice: q.practice === true,
          })),
        )
        .returning({ id: questions.id, code: questions.code });
      for (const q of insertedQuestions) questionIds.set(q.code, { id: q.id, subject: file.name });
    }

    for (const def of testDefs) {
      const subjectNames = [...new Set(def.questions.map((code) => questionIds.get(code)!.subject))];
      const [test] = await tx
        .insert(tests)
        .values({
          code: def.code,
          name: def.name,
          description: def.description,
          type: def.type,
          examId: examIds.get(def.exam)!,
          subjectId: def.subject ? subjectIds.get(def.subject)!.id : null,
          topicId: def.topic ? topicIds.get(def.topic)! : null,
          durationMinutes: def.duration,
          isBilingual: def.bilingual ?? false,
          questionCount: def.questions.length,
          subjectNames,
          subjectText: subjectNames.join(' '),
        })
        .returning({ id: tests.id });
      await tx.insert(testQuestions).values(
        def.questions.map((code, position) => ({
          testId: test!.id,
          position,
          questionId: questionIds.get(code)!.id,
        })),
      );
    }
    return true;
  });
}
