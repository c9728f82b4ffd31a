import type { PlanMessage } from '@aspirant/contract/study-plan-messages.ts';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A coaching centre (SPEC "customer"). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  roleName: text('role_name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    customerId: integer('customer_id').references(() => customers.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete (issue 6): the user cannot sign in, but their results keep counting in ranks. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Profile (issue 7): what /profile and Settings › My Profile show and edit. */
    phone: text('phone'),
    bio: text('bio'),
    targetExamId: integer('target_exam_id').references(() => exams.id),
    targetYear: integer('target_year'),
    /** The language bilingual tests open in. */
    preferredLanguage: text('preferred_language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /** The Progress Tracker's target: a percentage score (0–100) the student aims for. */
    targetScore: doublePrecision('target_score'),
    /**
     * When the address first proved itself with a mailed code (issue 13). Until then the account works but asks
     * to confirm; the first proof by code voids every password and session set before it (decision 0007).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The interface language (issue 15), kept per user; null until the user picks one. */
    uiLanguage: text('ui_language', { enum: ['en', 'hi'] }),
    /** Issue 17: mail me when a test is assigned to me (Settings); the bell shows it either way. */
    emailTestAssigned: boolean('email_test_assigned').notNull().default(true),
  },
  (t) => [
    // A deleted user's address may be used again by a new account.
    uniqueIndex('users_email_key').on(t.email).where(sql`deleted_at is null`),
    index('users_customer_idx').on(t.customerId),
  ],
);

/** Server-side sessions: only the SHA-256 of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time codes, keyed by address rather than by user, so that known and unknown addresses
 * take the same path (no enumeration).
 */
export const otps = pgTable(
  'otps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['login', 'reset', 'confirm'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otps_lookup_idx').on(t.email, t.purpose, t.createdAt)],
);

export const exams = pgTable('exams', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Marking scheme: marks for a correct, an incorrect and an unattempted question. */
  markCorrect: doublePrecision('mark_correct').notNull(),
  markIncorrect: doublePrecision('mark_incorrect').notNull(),
  markUnattempted: doublePrecision('mark_unattempted').notNull().default(0),
});

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    /** The centre that added the topic (issue 16); null: a topic of the global syllabus, seen by everyone. */
    ownerCustomerId: integer('owner_customer_id').references(() => customers.id),
  },
  (t) => [
    index('topics_subject_idx').on(t.subjectId),
    // One name per subject within a centre's own topics (the global ones are unique by code).
    uniqueIndex('topics_owner_name_key')
      .on(t.ownerCustomerId, t.subjectId, sql`lower(${t.name})`)
      .where(sql`owner_customer_id is not null`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    text: text('text').notNull(),
    image: text('image'),
    options: jsonb('options').$type<string[]>().notNull(),
    /** 0-based index into options. Never leaves the server before the attempt is submitted. */
    correctIndex: smallint('correct_index').notNull(),
    explanation: text('explanation').notNull(),
    textHi: text('text_hi'),
    optionsHi: jsonb('options_hi').$type<string[]>(),
    explanationHi: text('explanation_hi'),
    /**
     * Reserved for practice (issue 13): such a question is in no test, so practice may reveal its key to anyone.
     * Every other question's key is shown only to students who have submitted a test holding it.
     */
    isPractice: boolean('is_practice').notNull().default(false),
    /**
     * The question bank (issue 16). The bank a question belongs to: null is the global bank (the seed content,
     * kept by the super admin), otherwise one coaching centre's, seen by its staff and its students' tests only.
     */
    ownerCustomerId: integer('owner_customer_id').references(() => customers.id),
    /** A retired question is in no new test or practice set; results that hold it keep showing it. */
    status: text('status', { enum: ['active', 'retired'] })
      .notNull()
      .default('active'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Versions (issue 16 point 3): a question any attempt or practice set has used is never changed in place.
     * Editing it inserts a new row with the same family (the first version's id; null on the first version
     * itself), the next version number, and points the old row's `superseded_by` at it. The bank lists only
     * rows that are not superseded; results keep the ids they were written with.
     */
    familyId: integer('family_id'),
    version: integer('version').notNull().default(1),
    supersededBy: integer('superseded_by'),
    /** The duplicate key: `question_text_key(text)` (migration 0011), one definition for every comparison. */
    textKey: text('text_key').generatedAlwaysAs((): SQL => sql`question_text_key(${questions.text})`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${questions.text}), 'A') || setweight(to_tsvector('simple', coalesce(${questions.textHi}, '')), 'A') || setweight(to_tsvector('english', ${questions.explanation}), 'B') || setweight(to_tsvector('simple', coalesce(${questions.explanationHi}, '')), 'B')`,
    ),
  },
  (t) => [
    index('questions_topic_idx').on(t.topicId),
    index('questions_search_idx').using('gin', t.searchVector),
    // The bank's list. Migration 0011 adds INCLUDE (id, subject_id, topic_id, difficulty), which drizzle cannot
    // write, so a filtered total reads the index alone.
    index('questions_owner_idx').on(t.ownerCustomerId, t.status).where(sql`superseded_by is null`),
    index('questions_text_key_idx').on(t.textKey),
    index('questions_family_idx').on(t.familyId),
    index('questions_tags_idx').using('gin', t.tags),
  ],
);

export const tests = pgTable(
  'tests',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: ['Full Syllabus', 'Subject Wise', 'Topic Wise'] }).notNull(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    subjectId: integer('subject_id').references(() => subjects.id),
    topicId: integer('topic_id').references(() => topics.id),
    durationMinutes: integer('duration_minutes').notNull(),
    isBilingual: boolean('is_bilingual').notNull().default(false),
    questionCount: integer('question_count').notNull(),
    /** Names of the subjects its questions come from, in paper order; searched with the rest. */
    subjectNames: text('subject_names').array().notNull(),
    /** The same names as one string: generated columns may only use immutable functions. */
    subjectText: text('subject_text').notNull(),
    /**
     * The centre that set the test (issue 16's ownership model, used by the composer of issue 17): null is a
     * global test of the super admin, seen by every student.
     */
    ownerCustomerId: integer('owner_customer_id').references(() => customers.id),
    /**
     * Issue 17: a composed test is a draft until published; only published tests reach students, and a published
     * test whose paper any attempt has seen never changes its questions (clone it to edit). Archived tests keep
     * their results and leave the students' list. The seed's tests are published.
     */
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('published'),
    instructions: text('instructions'),
    createdBy: integer('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The blueprint and seed a paper was drawn with (null: hand-picked), so the draw can be shown again. */
    blueprint: jsonb('blueprint'),
    clonedFrom: integer('cloned_from'),
    /**
     * Who may see and take it (issue 17): `everyone` (a global test), `centre` (every student of the owning
     * centre), `batches` (test_audience_batches) or `students` (test_audience_students).
     */
    audience: text('audience', { enum: ['everyone', 'centre', 'batches', 'students'] })
      .notNull()
      .default('everyone'),
    /** The window, as instants (entered and shown in India time); null ends are open. */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** Attempts per student; null is the default: unlimited without a window, one with a window. */
    attemptsAllowed: integer('attempts_allowed'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${tests.name} || ' ' || ${tests.code}), 'A') || setweight(to_tsvector('english', coalesce(${tests.description}, '')), 'C') || setweight(to_tsvector('english', ${tests.subjectText}), 'B')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('tests_search_idx').using('gin', t.searchVector),
    index('tests_exam_idx').on(t.examId),
    index('tests_subject_idx').on(t.subjectId),
    index('tests_topic_idx').on(t.topicId),
    index('tests_owner_idx').on(t.ownerCustomerId, t.status),
  ],
);

/** A test's audience when it is `batches` (issue 17). */
export const testAudienceBatches = pgTable(
  'test_audience_batches',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.batchId] }),
    index('test_audience_batches_batch_idx').on(t.batchId),
  ],
);

/** A test's audience when it is `students` (issue 17). */
export const testAudienceStudents = pgTable(
  'test_audience_students',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.userId] }),
    index('test_audience_students_user_idx').on(t.userId),
  ],
);

/** One more attempt of a test for one student, granted by centre staff (issue 17); each row is one attempt. */
export const attemptGrants = pgTable(
  'attempt_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by').references(() => users.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('attempt_grants_test_user_idx').on(t.testId, t.userId)],
);

/**
 * A student's accommodation (issue 17): extra time in percent, applied by the server to the deadline at start.
 * The reason is private: centre staff see it, the student and other centres never do.
 */
export const accommodations = pgTable('accommodations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  extraTimePercent: integer('extra_time_percent').notNull(),
  reason: text('reason'),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A deadline moved by staff for one attempt (a power cut), with who and why (issue 17). */
export const deadlineExtensions = pgTable(
  'deadline_extensions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    reason: text('reason').notNull(),
    extendedBy: integer('extended_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('deadline_extensions_attempt_idx').on(t.attemptId)],
);

/**
 * What the bell counts (issue 17): a test assigned, a test opening within the hour, a result ready, time
 * extended, a result regraded (issue 18). `dedupeKey` makes a notice idempotent per user (a retried job or a
 * second server sends it once). `data` holds the words' parameters (test name, minutes); the text is made in
 * the browser in the user's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['test_assigned', 'test_opening', 'result_ready', 'time_extended', 'regraded'],
    }).notNull(),
    testId: integer('test_id').references(() => tests.id, { onDelete: 'cascade' }),
    resultId: bigint('result_id', { mode: 'number' }),
    data: jsonb('data').notNull().default({}),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);

export const testQuestions = pgTable(
  'test_questions',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /**
     * Issue 18, a regrade: the options that count as correct in this test (null: the question's own key). A
     * changed key is one option, 'accept two options' is two. The question itself is never changed.
     */
    accepted: smallint('accepted').array(),
    /** Issue 18, a dropped question: everyone gets the unattempted marks (and it leaves the maximum), or full marks. */
    dropped: text('dropped', { enum: ['unattempted', 'full'] }),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.position] }),
    uniqueIndex('test_questions_unique').on(t.testId, t.questionId),
    // Is a question used (question-scope.ts isUsed)? Which tests hold it?
    index('test_questions_question_idx').on(t.questionId),
  ],
);

export const attempts = pgTable(
  'attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionUuid: uuid('session_uuid').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id),
    status: text('status', { enum: ['in_progress', 'submitted'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** start + duration, fixed at start by the server's clock. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Who closed it: the student, the server at the deadline, or a restart ('Start Afresh'). */
    submittedBy: text('submitted_by', { enum: ['student', 'server', 'restart'] }),
    /** The question (0-based paper position) the student last had open: a resume returns there (issue 15). */
    lastQuestionIndex: integer('last_question_index').notNull().default(0),
    /**
     * The language the student last had the questions in (issue 15): the solutions open in it. Null until the
     * browser says, and then the profile's language (which a new attempt opens in) stands for it.
     */
    language: text('language', { enum: ['en', 'hi'] }),
    /** The student's accommodation when the attempt started (issue 17): the deadline includes it. */
    extraTimePercent: integer('extra_time_percent').notNull().default(0),
    /** Minutes staff added to this attempt's deadline (issue 17; each in deadline_extensions). */
    extendedMinutes: integer('extended_minutes').notNull().default(0),
  },
  (t) => [
    // The live exam room reads a test's attempts (issue 17).
    index('attempts_test_idx').on(t.testId, t.status),
    uniqueIndex('attempts_one_in_progress').on(t.userId, t.testId).where(sql`status = 'in_progress'`),
    index('attempts_due_idx').on(t.deadlineAt).where(sql`status = 'in_progress'`),
    index('attempts_user_idx').on(t.userId, t.testId),
  ],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    selectedAnswer: smallint('selected_answer'),
    isMarked: boolean('is_marked').notNull().default(false),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    /** The browser's change counter: only a newer seq overwrites (no stale or replayed save wins). */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

export const results = pgTable(
  'results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => attempts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id),
    score: doublePrecision('score').notNull(),
    totalScore: doublePrecision('total_score').notNull(),
    percScore: doublePrecision('perc_score').notNull(),
    correct: integer('correct').notNull(),
    wrong: integer('wrong').notNull(),
    unattempted: integer('unattempted').notNull(),
    attempted: integer('attempted').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    timeSpentSeconds: integer('time_spent_seconds').notNull(),
    /** Derived once at submission (ARCHITECTURE.md "Metrics"), so analytics never recompute them. */
    accuracyRate: doublePrecision('accuracy_rate').notNull().default(0),
    speedScore: doublePrecision('speed_score').notNull().default(0),
    timeEfficiency: doublePrecision('time_efficiency').notNull().default(0),
    /** Ranks count each student's first attempt of a test only. */
    isFirstAttempt: boolean('is_first_attempt').notNull(),
    /**
     * The attempt's answers as submitted, one byte per paper position: the option chosen, 255 when blank
     * (`packages/domain/answer-sheet.ts`). Written with the result; what the item analysis counts (issue 18: the
     * test's 100,000 sheets instead of its 10 million answer rows).
     */
    answerSheet: bytea('answer_sheet').notNull(),
    /** The seconds spent on each paper position, two bytes each (big-endian, at most 65,535). */
    answerSeconds: bytea('answer_seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('results_user_idx').on(t.userId, t.createdAt),
    index('results_test_idx').on(t.testId, t.percScore),
    // A regrade walks a test's results in id order, a batch at a time (issue 18).
    index('results_test_id_idx').on(t.testId, t.id),
  ],
);

/**
 * Maintained score histograms for ranks without sorting (issue 4): for each scope, how many scores fall in
 * each bucket. Scopes: `test:<id>` (first attempts of a test, bucket = percent x 100), `test:<id>:pct` (the same
 * in whole percents), `avg` (each student's average, percent x 100) and `avg:pct` (whole percents). A rank is
 * 1 + the count above: the whole-percent rows above, plus the fine rows above within the same percent.
 */
export const scoreHistogram = pgTable(
  'score_histogram',
  {
    scope: text('scope').notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.bucket] })],
);

/** Each student's running totals, kept with every result: the All India Rank ranks `avgBucket`. */
export const studentStats = pgTable('student_stats', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  totalTests: integer('total_tests').notNull(),
  sumPerc: doublePrecision('sum_perc').notNull(),
  /** round(average percent x 100). */
  avgBucket: integer('avg_bucket').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Secrets every server process shares, generated once on first use (the media URL signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Recorded lectures: metadata here, the file in LECTURES_DIR under a server-generated name. */
export const lectures = pgTable(
  'lectures',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mimeType: text('mime_type', { enum: ['video/mp4', 'video/webm'] }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    /** Random hex and the type's extension; the only path the media route ever opens. */
    fileName: text('file_name').notNull().unique(),
    uploaderId: integer('uploader_id').references(() => users.id),
    /** null: shared with every coaching centre. */
    customerId: integer('customer_id').references(() => customers.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('lectures_customer_idx').on(t.customerId)],
);

export const lectureProgress = pgTable(
  'lecture_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lectureId] })],
);

/** Batches of a coaching centre (SPEC §2 Batch Management). */
export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['Active', 'Completed'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('batches_customer_name_key').on(t.customerId, sql`lower(${t.name})`)],
);

export const batchStudents = pgTable(
  'batch_students',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), index('batch_students_user_idx').on(t.userId)],
);

/** AI insights of a result (issue 5), kept so a revisit does not ask the provider again. */
export const resultInsights = pgTable('result_insights', {
  resultId: bigint('result_id', { mode: 'number' })
    .primaryKey()
    .references(() => results.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['builtin', 'openai'] }).notNull(),
  insights: jsonb('insights').notNull(),
  createdAt: createdAt(),
});

/**
 * Dashboard insights rewritten by the AI provider ('Generate New Insights', issue 5), kept per student with the
 * latest result they were made from; a newer result makes the dashboard fall back to fresh rule insights.
 */
export const dashboardInsights = pgTable('dashboard_insights', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  provider: text('provider', { enum: ['builtin', 'openai'] }).notNull(),
  insights: jsonb('insights').notNull(),
  basedOnResultId: bigint('based_on_result_id', { mode: 'number' }),
  createdAt: createdAt(),
});

/** The profile photo (issue 7): one small image per user, served only to signed-in users. */
export const userPhotos = pgTable('user_photos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Question images (issue 16): uploaded with the authoring form or taken from an import file (Moodle's base64
 * `<file>`). Stored once per content (the SHA-256 is the key) and per bank, so one centre's image is never
 * served to another centre's users; `questions.image` holds `bank:<sha256>`.
 */
export const questionImages = pgTable(
  'question_images',
  {
    sha256: text('sha256').notNull(),
    /** The bank the image was added to: 0 for the global bank (a primary key cannot hold null). */
    ownerKey: integer('owner_key').notNull(),
    mimeType: text('mime_type', { enum: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] }).notNull(),
    data: customType<{ data: Buffer }>({ dataType: () => 'bytea' })('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerKey, t.sha256] })],
);

/** A pending change of sign-in address (issue 7): the code goes to the new address; only its hash is kept. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Practice mode (issue 7): an untimed set of questions. It lives apart from attempts and results, so it can
 * never count in results, ranks or the dashboard.
 */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['incorrect', 'topic', 'subject', 'saved'] }).notNull(),
    subjectId: integer('subject_id').references(() => subjects.id),
    topicId: integer('topic_id').references(() => topics.id),
    title: text('title').notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('practice_sessions_user_idx').on(t.userId, t.createdAt)],
);

export const practiceItems = pgTable(
  'practice_items',
  {
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    selectedAnswer: smallint('selected_answer'),
    isCorrect: boolean('is_correct'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    index('practice_items_question_idx').on(t.questionId),
  ],
);

/** The study plan (issue 7): one current plan per student, its items checked off day by day. */
export const studyPlans = pgTable('study_plans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  /** The exam date the student entered, when the plan runs up to it. */
  examDate: date('exam_date', { mode: 'string' }),
  provider: text('provider', { enum: ['builtin', 'openai'] }).notNull(),
  summary: text('summary').notNull(),
  /** The rule summary's codes (issue 15 point 9); null when the AI provider wrote it. */
  summaryMessage: jsonb('summary_message').$type<PlanMessage[]>(),
  createdAt: createdAt(),
});

export const studyPlanItems = pgTable(
  'study_plan_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['practice', 'test', 'lecture', 'review'] }).notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    /** The rule title's and detail's codes (issue 15 point 9); null when the AI provider wrote them. */
    message: jsonb('message').$type<{ title: PlanMessage; detail: PlanMessage }>(),
    topicId: integer('topic_id').references(() => topics.id),
    subjectId: integer('subject_id').references(() => subjects.id),
    testId: integer('test_id').references(() => tests.id),
    lectureId: integer('lecture_id').references(() => lectures.id),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('study_plan_items_day_idx').on(t.planId, t.day, t.position)],
);

/** Saved questions (issue 15): a student's bookmarks, from a result's solutions or practice. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('bookmarks_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * 'Report a question' (issue 15): what a student saw wrong, kept for the staff who own the question (the
 * question bank's inbox, issue 16). One open report per student, question and kind.
 */
export const questionReports = pgTable(
  'question_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    testId: integer('test_id').references(() => tests.id),
    kind: text('kind', { enum: ['wrong_key', 'typo', 'translation'] }).notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The staff member who closed the report (issue 16's inbox). */
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('question_reports_open_key').on(t.userId, t.questionId, t.kind).where(sql`status = 'open'`),
    index('question_reports_question_idx').on(t.questionId, t.status),
  ],
);

/**
 * A public scorecard link (issue 15): anyone with the link sees the result's scorecard (never its answers or
 * questions) until the student revokes it. The token is random; one live link per result.
 */
export const scorecards = pgTable(
  'scorecards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token').notNull().unique(),
    resultId: bigint('result_id', { mode: 'number' })
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('scorecards_live_key').on(t.resultId).where(sql`revoked_at is null`)],
);

/** The assistant's conversation (issue 15), kept on the server per student until they clear it. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_messages_user_idx').on(t.userId, t.id)],
);

/**
 * Each student's running answer counts per topic (issue 15), kept with every result so the dashboard, progress
 * and study plan read a few rows instead of aggregating every answer the student ever gave. `questions` counts
 * every question of the topic in the papers sat (answered or not), `attempted` those with an option chosen.
 */
export const studentTopicStats = pgTable(
  'student_topic_stats',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    questions: integer('questions').notNull().default(0),
    attempted: integer('attempted').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] })],
);

/** Per student and subject (issue 15): how many results held the subject, beside the topic counts. */
export const studentSubjectStats = pgTable(
  'student_subject_stats',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    tests: integer('tests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
);

/**
 * A regrade of one question of a test (issue 18): who, when, what (the fix and what it replaced) and how many
 * results changed. The results are rescored in batches, each in its own transaction with `cursor` (the last
 * result id done), so a process that dies mid-way resumes where it stopped; `finishedAt` is set by the last batch.
 */
export const regrades = pgTable(
  'regrades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id),
    /** 1-based question number in the paper, as students and staff see it. */
    position: integer('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    action: text('action', { enum: ['change_key', 'accept_options', 'drop'] }).notNull(),
    /** The options that count as correct after the fix (change_key, accept_options). */
    accepted: smallint('accepted').array(),
    dropped: text('dropped', { enum: ['unattempted', 'full'] }),
    /** What the fix replaced: `{ accepted: number[], dropped: string | null }`. */
    previous: jsonb('previous').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    /** Attempts of the test in progress when it was asked for: they are marked with the fix when submitted. */
    inProgress: integer('in_progress').notNull().default(0),
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    resultsSeen: integer('results_seen').notNull().default(0),
    resultsChanged: integer('results_changed').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('regrades_test_idx').on(t.testId, t.id),
    index('regrades_unfinished_idx').on(t.id).where(sql`finished_at is null`),
  ],
);

/** What a regrade changed on one result (issue 18): 'Regraded on <date>: question N' on the student's result. */
export const resultRegrades = pgTable(
  'result_regrades',
  {
    resultId: bigint('result_id', { mode: 'number' })
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    regradeId: bigint('regrade_id', { mode: 'number' })
      .notNull()
      .references(() => regrades.id, { onDelete: 'cascade' }),
    oldScore: doublePrecision('old_score').notNull(),
    newScore: doublePrecision('new_score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.regradeId] })],
);

/**
 * A test's item analysis as last computed (issue 18), with the basis it was computed from (first attempts'
 * count and latest result id, and the latest regrade): a request whose basis is unchanged is answered from here.
 * `analysis` also holds the raw sums it was made from, to which new submissions are added.
 */
export const itemAnalysisCache = pgTable('item_analysis_cache', {
  testId: integer('test_id')
    .primaryKey()
    .references(() => tests.id, { onDelete: 'cascade' }),
  basis: text('basis').notNull(),
  analysis: jsonb('analysis').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
