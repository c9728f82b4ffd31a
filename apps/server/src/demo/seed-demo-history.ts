import { randomBytes } from 'node:crypto';
import type { User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  attemptAnswers,
  exams,
  questions,
  results,
  subjects,
  testQuestions,
  tests,
  users,
} from '../db/schema.ts';
import { loadDemoAccounts } from '../db/seed.ts';
import { AI_LIMITS } from '../lib/ai-provider.ts';
import type { Clock } from '../lib/clock.ts';
import { hashPassword } from '../lib/crypto.ts';
import { addDays, istDay, istDayStart } from '../lib/days.ts';
import { MemoryRateLimiter } from '../lib/rate-limit.ts';
import { attemptsService } from '../modules/attempts/service.ts';
import { catalogueService } from '../modules/catalogue/service.ts';
import { practiceService } from '../modules/practice/service.ts';
import { questionBankService, questionImageLinks } from '../modules/question-bank/service.ts';
import { studyPlanService } from '../modules/study-plan/service.ts';
import { testStudioService } from '../modules/test-studio/service.ts';
import { attemptsRepository } from '../repositories/attempts.ts';
import { catalogueRepository } from '../repositories/catalogue.ts';
import { mediaRepository } from '../repositories/media.ts';
import { plansRepository } from '../repositories/plans.ts';
import { practiceRepository } from '../repositories/practice.ts';
import { questionBankRepository } from '../repositories/question-bank.ts';
import { resultsRepository } from '../repositories/results.ts';
import { secretsRepository } from '../repositories/secrets.ts';
import { testStudioRepository } from '../repositories/test-studio.ts';
import { inTransaction } from '../repositories/transaction.ts';
import { publicUser, usersRepository } from '../repositories/users.ts';

/**
 * The demo student's tests, oldest first: days before today, the test's code, and how well they know the
 * material then (the chance of a right answer on a medium question). Three retakes; scores climb with noise.
 */
const DEMO_STUDENT_TESTS: { daysAgo: number; code: string; skill: number }[] = [
  { daysAgo: 26, code: 'UPSC-TW-POL-FR', skill: 0.55 },
  { daysAgo: 25, code: 'UPSC-SW-HIS', skill: 0.52 },
  { daysAgo: 23, code: 'UPSC-TW-GEO-CLIM', skill: 0.58 },
  { daysAgo: 21, code: 'UPSC-FS-01', skill: 0.56 },
  { daysAgo: 19, code: 'UPSC-SW-POL', skill: 0.62 },
  { daysAgo: 18, code: 'UPSC-TW-POL-FR', skill: 0.7 },
  { daysAgo: 16, code: 'UPSC-SW-ECO', skill: 0.6 },
  { daysAgo: 14, code: 'UPSC-TW-ECO-MON', skill: 0.66 },
  { daysAgo: 12, code: 'UPSC-SW-GEO', skill: 0.67 },
  { daysAgo: 11, code: 'UPSC-FS-02', skill: 0.65 },
  { daysAgo: 9, code: 'UPSC-SW-ENV', skill: 0.7 },
  { daysAgo: 7, code: 'UPSC-SW-HIS', skill: 0.74 },
  { daysAgo: 5, code: 'UPSC-SW-SCI', skill: 0.72 },
  { daysAgo: 4, code: 'UPSC-TW-SCI-SPACE', skill: 0.78 },
  { daysAgo: 3, code: 'UPSC-SW-ART', skill: 0.75 },
  { daysAgo: 2, code: 'UPSC-FS-01', skill: 0.8 },
  { daysAgo: 1, code: 'UPSC-SW-IRS', skill: 0.82 },
];

/** Practice sets: days before today, a subject code (or the student's wrong answers), and how many they answer. */
const DEMO_STUDENT_PRACTICE: { daysAgo: number; subject: string | null; answered: number }[] = [
  { daysAgo: 20, subject: 'POL', answered: 10 },
  { daysAgo: 13, subject: null, answered: 10 },
  { daysAgo: 6, subject: 'HIS', answered: 10 },
  { daysAgo: 1, subject: 'SCI', answered: 6 },
];

/** Other students of the demo, so ranks read 'n of N' (they cannot sign in: their password is unknown). */
const PEER_NAMES = [
  'Aarav Sharma',
  'Ananya Iyer',
  'Rohan Verma',
  'Priya Nair',
  'Kabir Singh',
  'Meera Pillai',
  'Arjun Reddy',
  'Ishita Das',
  'Vikram Joshi',
  'Sneha Kulkarni',
  'Aditya Menon',
  'Kavya Rao',
  'Siddharth Gupta',
  'Pooja Mishra',
  'Rahul Chatterjee',
  'Nandini Bose',
  'Harsh Patel',
  'Divya Krishnan',
  'Manish Yadav',
  'Tanvi Deshpande',
];

/**
 * Issue 18: the demo centre's own test with a bad key, so the item analysis has something to show. Its question
 * 'untouchability' is keyed A (Article 14) although the answer is B (Article 17); the centre's strongest students
 * choose B, so the analysis flags 'possible wrong key'. The first CENTRE_PEERS peers are the centre's students
 * and its audience (the demo student is not: their catalogue and dashboard stay as they were).
 */
export const CENTRE_TEST = {
  code: 'DEMO-POL-CHECK',
  name: 'Polity check (Demo Coaching Centre)',
  /** The bad question's place in the paper (1-based), its key as seeded and its true answer. */
  badPosition: 7,
  seededKey: 0,
  trueAnswer: 1,
  questions: 20,
} as const;
const CENTRE_PEERS = 8;
/**
 * The centre peers by their average so far, best first: how many of the 19 other questions each gets right and
 * wrong (the rest left blank), and the option chosen on the bad question. The top three never answer another
 * question wrongly, so the only question their choices flag is the bad one.
 */
const CENTRE_SHEETS: { right: number; wrong: number; bad: number }[] = [
  { right: 17, wrong: 0, bad: 1 },
  { right: 16, wrong: 0, bad: 1 },
  { right: 15, wrong: 0, bad: 1 },
  { right: 13, wrong: 3, bad: 0 },
  { right: 12, wrong: 3, bad: 0 },
  { right: 10, wrong: 4, bad: 2 },
  { right: 9, wrong: 4, bad: 0 },
  { right: 7, wrong: 5, bad: 0 },
];

/** Seconds a student takes on a question, before noise (ARCHITECTURE.md targets: 30, 60, 90 s). */
const BASE_SECONDS = { easy: 35, medium: 60, hard: 85 } as const;
/** Easier questions are the ones a student gets right first. */
const DIFFICULTY_RANK = { easy: 0, medium: 1, hard: 2 } as const;

/** mulberry32: a small seeded generator, so every demo database gets the same history. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoHistory {
  results: number;
  practiceSets: number;
  peers: number;
  /** The centre's test with the bad key (issue 18), and its takers. */
  centreTestId: number;
  centreTakers: number;
}

/**
 * Gives the demo student a realistic few weeks (tests with retakes, per-question answers and times, practice
 * sets, a study plan part done) and a class of peers who took the same tests, through the services a student's
 * requests go through, with a clock set in the past: results, histograms, running totals and ranks agree as if
 * it had all happened. Deterministic apart from the dates, which end yesterday. Needs the demo accounts and the
 * question bank; runs once, right after the demo accounts are made.
 */
export async function seedDemoHistory(db: Db, config: Config, now = new Date()): Promise<DemoHistory> {
  const random = seededRandom(20_260_113);
  // The services' clock, set to each moment of the story in turn.
  let current = now.getTime();
  const clock: Clock & { set(d: Date): void; advance(ms: number): void } = {
    now: () => new Date(current),
    set: (d) => {
      current = d.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
  const today = istDay(now);
  /** An instant on the IST day `daysAgo` before today, at `hour` (fractional) India time. */
  const at = (daysAgo: number, hour: number) =>
    new Date(istDayStart(addDays(today, -daysAgo)).getTime() + Math.round(hour * 3_600_000));

  const transaction = inTransaction(db);
  const usersRepo = usersRepository(db);
  const catalogueRepo = catalogueRepository(db);
  const attemptsRepo = attemptsRepository(db);
  const catalogue = catalogueService({
    catalogue: catalogueRepo,
    hasAttempt: attemptsRepo.hasAny,
    clock,
    // The demo's history answers seed questions, which have no bank images.
    bankImageUrl: async () => null,
  });
  // The history is written through the real start path, quota included (a few starts a day: never met).
  const attempts = attemptsService({
    attempts: attemptsRepo,
    tests: catalogue,
    clock,
    limiter: new MemoryRateLimiter(clock),
  });

  // The student account of content/demo-accounts.json.
  const demoEmail = loadDemoAccounts().accounts.find((a) => a.role_id === ROLE.STUDENT)!.email;
  const [student] = await db
    .select({ id: users.id, name: users.name, email: users.email, customerId: users.customerId })
    .from(users)
    .where(and(eq(users.email, demoEmail), isNull(users.deletedAt)));
  if (!student) throw new Error(`The demo student ${demoEmail} is missing.`);
  const studentUser: User = {
    id: student.id,
    name: student.name,
    email: student.email,
    role_id: ROLE.STUDENT,
    customer_id: student.customerId,
  };

  const testRows = await db
    .select({ id: tests.id, code: tests.code, durationMinutes: tests.durationMinutes })
    .from(tests);
  const testByCode = new Map(testRows.map((t) => [t.code, t]));
  const paperRows = await db
    .select({
      testId: testQuestions.testId,
      questionId: questions.id,
      correctIndex: questions.correctIndex,
      difficulty: questions.difficulty,
    })
    .from(testQuestions)
    .innerJoin(questions, eq(questions.id, testQuestions.questionId))
    .orderBy(asc(testQuestions.testId), asc(testQuestions.position));
  const papers = new Map<number, typeof paperRows>();
  for (const row of paperRows) {
    const paper = papers.get(row.testId);
    if (paper) paper.push(row);
    else papers.set(row.testId, [row]);
  }
  const testOf = (code: string) => {
    const test = testByCode.get(code);
    if (!test) throw new Error(`The demo history needs test ${code} of content/tests.json.`);
    return { ...test, paper: papers.get(test.id) ?? [] };
  };

  /**
   * The choices of one sitting: the share the skill gives (with a little noise) right, mostly the easier
   * questions; of the rest about a third left blank (negative marking), mostly the harder ones; the others wrong.
   */
  const answerSheet = (paper: (typeof paperRows)[number][], skill: number): Map<number, number | null> => {
    const share = Math.min(0.95, Math.max(0.2, skill + (random() - 0.5) * 0.08));
    const right = Math.round(paper.length * share);
    const blank = Math.round((paper.length - right) * 0.35);
    const ordered = paper
      .map((q) => ({ q, k: DIFFICULTY_RANK[q.difficulty] + random() * 1.5 }))
      .sort((a, b) => a.k - b.k)
      .map(({ q }) => q);
    return new Map(
      ordered.map((q, i) => {
        if (i < right) return [q.questionId, q.correctIndex];
        if (i >= paper.length - blank) return [q.questionId, null];
        return [q.questionId, (q.correctIndex + 1 + Math.floor(random() * 3)) % 4];
      }),
    );
  };

  let resultCount = 0;

  // The demo student: every answer saved with its time, as the exam screen does, then submitted.
  for (const plan of DEMO_STUDENT_TESTS) {
    const test = testOf(plan.code);
    clock.set(at(plan.daysAgo, 17 + random() * 4));
    const started = await attempts.start(studentUser, test.id);
    const pace = 1.15 - plan.skill * 0.4;
    let seconds = 0;
    const sheet = answerSheet(test.paper, plan.skill);
    await Promise.all(
      test.paper.map((q, i) => {
        const time = Math.max(8, Math.round(BASE_SECONDS[q.difficulty] * pace * (0.55 + random())));
        seconds += time;
        return attempts.save(studentUser, {
          sessionUuid: started.sessionUuid,
          questionId: q.questionId,
          selectedAnswer: sheet.get(q.questionId)!,
          timeSpentSeconds: time,
          isMarkedForReview: random() < 0.06,
          seq: i + 1,
        });
      }),
    );
    // A minute or two to review, within the time allowed.
    const elapsed = Math.min(test.durationMinutes * 60 - 20, seconds + 45 + Math.round(random() * 120));
    clock.advance(elapsed * 1000);
    await attempts.submit(studentUser, { testId: test.id, sessionUuid: started.sessionUuid, answers: [] });
    resultCount++;
  }

  // Peers: each takes some of the same tests once, on their own days, at their own level.
  const takenCodes = [...new Set(DEMO_STUDENT_TESTS.map((t) => t.code))];
  const peerHash = await hashPassword(randomBytes(32).toString('hex'));
  const peerRows: User[] = [];
  for (const [i, name] of PEER_NAMES.entries()) {
    const peer = await usersRepo.insert({
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@aspirant.test`,
      passwordHash: peerHash,
      roleId: ROLE.STUDENT,
      customerId: i < CENTRE_PEERS ? student.customerId : null,
      emailVerifiedAt: now,
    });
    if (!peer) throw new Error(`The demo peer ${name} exists already.`);
    peerRows.push(publicUser(peer));
  }
  for (const peerUser of peerRows) {
    const skill = 0.4 + random() * 0.45;
    const codes = takenCodes.filter(() => random() < 0.3).slice(0, 4);
    if (codes.length === 0) codes.push(takenCodes[Math.floor(random() * takenCodes.length)]!);
    for (const code of codes) {
      const test = testOf(code);
      clock.set(at(1 + Math.floor(random() * 26), 8 + random() * 13));
      const started = await attempts.start(peerUser, test.id);
      const sheet = answerSheet(test.paper, skill);
      const answers = test.paper.map((q) => ({
        questionId: q.questionId,
        selectedAnswer: sheet.get(q.questionId)!,
      }));
      clock.advance(Math.round(test.durationMinutes * 60 * (0.55 + random() * 0.4)) * 1000);
      await attempts.submit(peerUser, { testId: test.id, sessionUuid: started.sessionUuid, answers });
      resultCount++;
    }
  }

  const centre = await seedCentreTest();
  resultCount += centre.takers;

  /**
   * Issue 18: the centre's teacher writes the bad question into the centre's bank and a Polity test around it
   * six days ago, for the centre's peers, who take it over the next days (through the same services).
   */
  async function seedCentreTest(): Promise<{ testId: number; takers: number }> {
    const staffEmail = loadDemoAccounts().accounts.find((a) => a.role_id === ROLE.TEACHER)!.email;
    const [teacherRow] = await db
      .select({ id: users.id, name: users.name, email: users.email, customerId: users.customerId })
      .from(users)
      .where(and(eq(users.email, staffEmail), isNull(users.deletedAt)));
    if (!teacherRow) throw new Error(`The demo teacher ${staffEmail} is missing.`);
    const teacher: User = {
      id: teacherRow.id,
      name: teacherRow.name,
      email: teacherRow.email,
      role_id: ROLE.TEACHER,
      customer_id: teacherRow.customerId,
    };
    const images = questionImageLinks({ secrets: secretsRepository(db), clock });
    const bank = questionBankService({ bank: questionBankRepository(db), transaction, images, clock });
    const studio = testStudioService({
      studio: testStudioRepository(db),
      bank: questionBankRepository(db),
      transaction,
      images,
      clock,
    });
    const [polity] = await db.select().from(subjects).where(eq(subjects.code, 'POL'));
    const [exam] = await db.select().from(exams).where(eq(exams.code, 'UPSC-CSE'));
    if (!polity || !exam)
      throw new Error('The demo centre test needs the Polity subject and the UPSC-CSE exam.');
    const others = await db
      .select({ id: questions.id, topicId: questions.topicId, difficulty: questions.difficulty })
      .from(questions)
      .where(
        and(
          eq(questions.subjectId, polity.id),
          eq(questions.isPractice, false),
          isNull(questions.ownerCustomerId),
          isNull(questions.supersededBy),
          eq(questions.status, 'active'),
        ),
      )
      .orderBy(asc(questions.id))
      .limit(CENTRE_TEST.questions - 1);

    clock.set(at(6, 10));
    const bad = await bank.create(teacher, {
      text: 'Which Article of the Constitution of India abolishes untouchability?',
      options: ['Article 14', 'Article 17', 'Article 21', 'Article 32'],
      // The slip this demo is about: the key should be B (Article 17).
      correctIndex: CENTRE_TEST.seededKey,
      explanation: 'Article 17 abolishes untouchability and forbids its practice in any form.',
      difficulty: 'medium',
      subjectId: polity.id,
      topicId: others[0]!.topicId,
      tags: [],
      textHi: null,
      optionsHi: null,
      explanationHi: null,
      image: null,
      isPractice: false,
    });
    const created = await studio.create(teacher, {
      name: CENTRE_TEST.name,
      code: CENTRE_TEST.code,
      description: 'A short check on the Constitution, written by the centre.',
      examId: exam.id,
      type: 'Subject Wise',
      subjectId: polity.id,
      topicId: null,
      durationMinutes: 20,
      instructions: null,
      bilingual: false,
    });
    const paper = others.map((q) => q.id);
    paper.splice(CENTRE_TEST.badPosition - 1, 0, bad.id);
    await studio.setPaper(teacher, created.id, paper);
    const centrePeers = peerRows.slice(0, CENTRE_PEERS);
    await studio.schedule(teacher, created.id, {
      audience: 'students',
      batchIds: [],
      studentIds: centrePeers.map((p) => p.id),
      opensAt: null,
      closesAt: null,
      attemptsAllowed: null,
    });
    await studio.publish(teacher, created.id);

    // The peers best first by their average so far, so the sheets above give the strongest the best scores.
    const averages = await db
      .select({ userId: results.userId, avg: sql<number>`avg(${results.percScore})::float` })
      .from(results)
      .where(
        inArray(
          results.userId,
          centrePeers.map((p) => p.id),
        ),
      )
      .groupBy(results.userId);
    const averageOf = new Map(averages.map((a) => [a.userId, a.avg]));
    const ordered = [...centrePeers].sort((a, b) => (averageOf.get(b.id) ?? 0) - (averageOf.get(a.id) ?? 0));
    const otherPaper = others.map((q) => ({ ...q, correctIndex: 0 }));
    const keyOf = new Map(
      (
        await db
          .select({ id: questions.id, correctIndex: questions.correctIndex })
          .from(questions)
          .where(inArray(questions.id, paper))
      ).map((q) => [q.id, q.correctIndex]),
    );
    for (const q of otherPaper) q.correctIndex = keyOf.get(q.id)!;
    for (const [i, peerUser] of ordered.entries()) {
      const sheet = CENTRE_SHEETS[i]!;
      clock.set(at(5 - (i % 4), 9 + i));
      const started = await attempts.start(peerUser, created.id);
      // Easier questions first, as answerSheet does.
      const order = otherPaper
        .map((q) => ({ q, k: DIFFICULTY_RANK[q.difficulty] + random() * 1.5 }))
        .sort((a, b) => a.k - b.k)
        .map(({ q }) => q);
      const answers = order.map((q, j) => ({
        questionId: q.id,
        selectedAnswer:
          j < sheet.right
            ? q.correctIndex
            : j < sheet.right + sheet.wrong
              ? (q.correctIndex + 1 + Math.floor(random() * 3)) % 4
              : null,
      }));
      answers.push({ questionId: bad.id, selectedAnswer: sheet.bad });
      clock.advance((10 + i) * 60_000);
      await attempts.submit(peerUser, { testId: created.id, sessionUuid: started.sessionUuid, answers });
    }
    return { testId: created.id, takers: ordered.length };
  }

  // Practice: sets the practice page would make (questions reserved for practice or of tests the student
  // has submitted by then), answered through the practice service.
  const practice = practiceRepository(db);
  const practiceSvc = practiceService({
    practice,
    catalogue: catalogueRepo,
    transaction,
    clock,
    // The demo practises seed questions, which have no bank images.
    imageSigner: async () => () => null,
  });
  let practiceSets = 0;
  for (const plan of DEMO_STUDENT_PRACTICE) {
    const when = at(plan.daysAgo, 7 + random() * 2);
    const submitted = DEMO_STUDENT_TESTS.filter((t) => t.daysAgo > plan.daysAgo).map(
      (t) => testOf(t.code).id,
    );
    let picked: { id: number; correctIndex: number; difficulty: 'easy' | 'medium' | 'hard' }[];
    let title: string;
    let subjectId: number | null = null;
    if (plan.subject === null) {
      title = 'Practice: your incorrect answers';
      const answered = await db
        .select({
          id: questions.id,
          correctIndex: questions.correctIndex,
          difficulty: questions.difficulty,
          chosen: attemptAnswers.selectedAnswer,
        })
        .from(attemptAnswers)
        .innerJoin(results, eq(results.attemptId, attemptAnswers.attemptId))
        .innerJoin(questions, eq(questions.id, attemptAnswers.questionId))
        .where(and(eq(results.userId, student.id), lt(results.createdAt, when)))
        .orderBy(asc(questions.id));
      const wrong = new Map(
        answered.filter((r) => r.chosen !== null && r.chosen !== r.correctIndex).map((r) => [r.id, r]),
      );
      picked = [...wrong.values()];
    } else {
      const [subject] = await db.select().from(subjects).where(eq(subjects.code, plan.subject));
      if (!subject) continue;
      subjectId = subject.id;
      title = `Practice: ${subject.name}`;
      const inSubmitted = db
        .select({ id: testQuestions.questionId })
        .from(testQuestions)
        .where(inArray(testQuestions.testId, submitted.length > 0 ? submitted : [-1]));
      picked = await db
        .select({ id: questions.id, correctIndex: questions.correctIndex, difficulty: questions.difficulty })
        .from(questions)
        .where(
          and(
            eq(questions.subjectId, subject.id),
            or(eq(questions.isPractice, true), inArray(questions.id, inSubmitted)),
          ),
        )
        .orderBy(asc(questions.id));
    }
    // A seeded shuffle, then the set's usual size.
    const shuffled = picked
      .map((q) => ({ q, k: random() }))
      .sort((a, b) => a.k - b.k)
      .map(({ q }) => q)
      .slice(0, 10);
    if (shuffled.length === 0) continue;
    const id = await transaction((tx) =>
      practice.insert(tx, {
        userId: student.id,
        source: plan.subject === null ? 'incorrect' : 'subject',
        subjectId,
        topicId: null,
        title,
        questionIds: shuffled.map((q) => q.id),
        now: when,
      }),
    );
    clock.set(when);
    for (const [i, q] of shuffled.slice(0, plan.answered).entries()) {
      clock.advance(Math.round(40 + random() * 50) * 1000);
      const isRight = random() < 0.62 + (26 - plan.daysAgo) * 0.01;
      await practiceSvc.answer(student.id, id, i + 1, isRight ? q.correctIndex : (q.correctIndex + 1) % 4);
    }
    practiceSets++;
  }

  // The study plan, made two days ago by the built-in rules (never the AI provider: no network at start),
  // with those two days' tasks done.
  const plans = studyPlanService({
    plans: plansRepository(db),
    results: resultsRepository(db),
    catalogue: catalogueRepo,
    media: mediaRepository(db),
    users: usersRepo,
    config: { ...config, ai: { baseUrl: undefined, apiKey: undefined, model: undefined } },
    clock,
    limiter: new MemoryRateLimiter(clock),
    aiLimits: AI_LIMITS,
    log: SILENT_LOG,
  });
  clock.set(at(2, 7.5));
  const plan = await plans.generate(studentUser, undefined);
  for (const day of plan.days.slice(0, 2)) {
    for (const item of day.items) {
      clock.set(new Date(istDayStart(day.date).getTime() + 20 * 3_600_000));
      await plans.setDone(studentUser, item.id, true);
    }
  }

  return {
    results: resultCount,
    practiceSets,
    peers: peerRows.length,
    centreTestId: centre.testId,
    centreTakers: centre.takers,
  };
}

/** The plan service logs only when the AI provider misbehaves, which it cannot here. */
const SILENT_LOG = new Proxy({}, { get: () => () => undefined }) as FastifyBaseLogger;
