import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import type { Notify } from '@aspirant/contract/notifications.ts';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { type Config, trustProxyOption } from './config.ts';
import type { Database } from './db/client.ts';
import { guards } from './http/guards.ts';
import { refuseUnstorableInput } from './http/input-guard.ts';
import { AI_LIMITS, type AiLimits } from './lib/ai-provider.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { AppError } from './lib/errors.ts';
import { lectureStorage } from './lib/lecture-storage.ts';
import { logMailer, type Mailer, smtpMailer } from './lib/mail.ts';
import { type Limit, MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './lib/rate-limit.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { accountService } from './modules/account/service.ts';
import { aiRoutes } from './modules/ai/routes.ts';
import { aiService } from './modules/ai/service.ts';
import { attemptsRoutes } from './modules/attempts/routes.ts';
import { attemptsService } from './modules/attempts/service.ts';
import { AUTH_LIMITS, type AuthLimits } from './modules/auth/limits.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authService } from './modules/auth/service.ts';
import { rosterRoutes } from './modules/batches/roster-routes.ts';
import { rosterService } from './modules/batches/roster-service.ts';
import { batchesRoutes } from './modules/batches/routes.ts';
import { batchesService } from './modules/batches/service.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { catalogueService } from './modules/catalogue/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { insightsRoutes } from './modules/insights/routes.ts';
import { insightsService } from './modules/insights/service.ts';
import { lecturesRoutes } from './modules/lectures/routes.ts';
import { lecturesService } from './modules/lectures/service.ts';
import { liveHub } from './modules/live-room/hub.ts';
import { liveRoomRoutes } from './modules/live-room/routes.ts';
import { liveLoader, liveRoomService } from './modules/live-room/service.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import {
  type NotificationsService,
  notificationsService,
  OPENING_NOTICE_INTERVAL_MS,
} from './modules/notifications/service.ts';
import { performanceRoutes } from './modules/performance/routes.ts';
import { performanceService } from './modules/performance/service.ts';
import { practiceRoutes } from './modules/practice/routes.ts';
import { practiceService } from './modules/practice/service.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { profileService } from './modules/profile/service.ts';
import { progressRoutes } from './modules/progress/routes.ts';
import { progressService } from './modules/progress/service.ts';
import { exportService } from './modules/question-bank/export/index.ts';
import { questionImportRoutes } from './modules/question-bank/import-routes.ts';
import { importService } from './modules/question-bank/import-service.ts';
import { questionBankRoutes } from './modules/question-bank/routes.ts';
import { questionBankService, questionImageLinks } from './modules/question-bank/service.ts';
import { regradesRoutes } from './modules/regrades/routes.ts';
import { REGRADE_RESUME_INTERVAL_MS, regradesService } from './modules/regrades/service.ts';
import { resultsRoutes, solutionsRoutes } from './modules/results/routes.ts';
import { scorecardsService } from './modules/results/scorecards.ts';
import { resultsService } from './modules/results/service.ts';
import { solutionsService } from './modules/results/solutions.ts';
import { savedQuestionsRoutes } from './modules/saved-questions/routes.ts';
import { savedQuestionsService } from './modules/saved-questions/service.ts';
import { setupRoutes } from './modules/setup/routes.ts';
import { setupService } from './modules/setup/service.ts';
import { studentsRoutes } from './modules/students/routes.ts';
import { studentsService } from './modules/students/service.ts';
import { studyPlanRoutes } from './modules/study-plan/routes.ts';
import { studyPlanService } from './modules/study-plan/service.ts';
import { subjectsRoutes } from './modules/subjects/routes.ts';
import { subjectsService } from './modules/subjects/service.ts';
import { testReportsRoutes } from './modules/test-reports/routes.ts';
import { testReportsService } from './modules/test-reports/service.ts';
import { testStudioRoutes } from './modules/test-studio/routes.ts';
import { testStudioService } from './modules/test-studio/service.ts';
import { userAdminService } from './modules/users/admin-service.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { assistantRepository } from './repositories/assistant.ts';
import { attemptsRepository } from './repositories/attempts.ts';
import { batchRosterRepository } from './repositories/batch-roster.ts';
import { catalogueRepository } from './repositories/catalogue.ts';
import { customersRepository } from './repositories/customers.ts';
import { itemAnalysisRepository } from './repositories/item-analysis.ts';
import { pgLiveBus } from './repositories/live-bus.ts';
import { liveRoomRepository } from './repositories/live-room.ts';
import { mediaRepository } from './repositories/media.ts';
import { notificationsRepository } from './repositories/notifications.ts';
import { plansRepository } from './repositories/plans.ts';
import { practiceRepository } from './repositories/practice.ts';
import { questionBankRepository } from './repositories/question-bank.ts';
import { questionImportRepository } from './repositories/question-import.ts';
import { regradesRepository } from './repositories/regrades.ts';
import { groundingReport } from './repositories/reports/grounding.ts';
import { performanceReport } from './repositories/reports/performance.ts';
import { progressReport } from './repositories/reports/progress.ts';
import { solutionsReport } from './repositories/reports/solutions.ts';
import { studentDrilldownReport } from './repositories/reports/student-drilldown.ts';
import { subjectPageReport } from './repositories/reports/subject-page.ts';
import { testResultsReport } from './repositories/reports/test-results.ts';
import { resultsRepository } from './repositories/results.ts';
import { savedQuestionsRepository } from './repositories/saved-questions.ts';
import { scorecardsRepository } from './repositories/scorecards.ts';
import { secretsRepository } from './repositories/secrets.ts';
import { testStudioRepository } from './repositories/test-studio.ts';
import { inTransaction } from './repositories/transaction.ts';
import { usersRepository } from './repositories/users.ts';

/** Per-user quotas of costly or storing actions (decision 0011); each module's limits.ts has the real ones. */
export interface Quotas {
  insights: Limit;
  studyPlan: Limit;
  photo: Limit;
  attemptStarts: Limit;
}

/** Request bodies larger than this are refused with 413 (uploads get their own limit). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  limiter?: RateLimiter;
  authLimits?: AuthLimits;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** The built web app; null to serve the API only. Defaults to apps/web/dist when it exists. */
  webDir?: string | null;
  aiLimits?: AiLimits;
  /** How often expired attempts are submitted by the server; 0 turns the sweep off (tests call it). */
  sweepIntervalMs?: number;
  /** How often tests opening within the hour are announced; 0 turns the job off (tests call it). */
  openingNoticeIntervalMs?: number;
  /** Largest lecture upload in bytes (LECTURE_MAX_BYTES unless a test passes a small one). */
  lectureMaxBytes?: number;
  /** The modules' quotas unless a test passes small ones. */
  quotas?: Partial<Quotas>;
  /** Issue 17: notices go here instead of the notification service (tests that read what was sent). */
  notify?: Notify;
  /** Issue 18: how often unfinished regrades are resumed; 0 turns the job off (tests drive the engine). */
  regradeResumeIntervalMs?: number;
  /** Issue 18: results per regrade batch (REGRADE_BATCH_SIZE unless a test passes a small one). */
  regradeBatchSize?: number;
}

/** DESIGN.md: an expired attempt is submitted within 60 s; deadline + 30 s grace + this interval stays inside. */
export const SWEEP_INTERVAL_MS = 10_000;

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // MUI (emotion) injects its styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The API's answers are JSON, streams and files: nothing in them may load or be framed. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Where the build's fingerprinted files are served (Vite's `assets/`). */
const ASSETS_PREFIX = '/assets/';

function defaultWebDir(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = path.resolve(here, '..', '..', 'web', 'dist');
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

/** Messages for the errors Fastify raises itself before a handler runs. */
function frameworkErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (at most ${BODY_LIMIT_BYTES / 1024} KB).`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.statusCode === 400 && error.message ? `Bad request: ${error.message}` : 'Bad request.';
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const quotas: Partial<Quotas> = deps.quotas ?? {};

  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'password', 'newPassword', 'otp'],
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    // A client's request id is not trusted; each request gets our own.
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  // Answers of 1 KB and more go compressed to a browser that asks (phones on metered, patchy networks): brotli
  // at a low quality (4 costs about as much CPU as gzip's 6; 11, the default, would cost a busy server dearly),
  // else gzip. Smaller answers, among them every save of an answer, go as they are. Request bodies are never
  // decompressed (a small compressed body could unpack past the body limit). The hashed assets are compressed
  // at build time and sent as they are; the live room's stream bypasses this (it writes its own headers).
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const mailer =
    deps.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : logMailer(app.log));
  const limiter =
    deps.limiter ??
    (config.redisUrl
      ? new RedisRateLimiter(config.redisUrl, clock, (error) =>
          app.log.error({ err: error }, 'Redis rate limiter'),
        )
      : new MemoryRateLimiter(clock));

  // Every repository once, over the one database; each service gets the ones it needs (ARCHITECTURE.md).
  const { db } = database;
  const transaction = inTransaction(db);
  const users = usersRepository(db);
  const customers = customersRepository(db);
  const catalogueRepo = catalogueRepository(db);
  const attemptsRepo = attemptsRepository(db);
  const resultsRepo = resultsRepository(db);
  const practiceRepo = practiceRepository(db);
  const plans = plansRepository(db);
  const media = mediaRepository(db);
  const secrets = secretsRepository(db);

  const auth = authService({
    users,
    secrets,
    clock,
    mailer,
    limiter,
    limits: deps.authLimits ?? AUTH_LIMITS,
    log: app.log,
  });
  const guard = guards(auth);
  const notifications = notificationsService({
    notifications: notificationsRepository(db),
    mailer,
    clock,
    log: app.log,
    publicUrl: config.publicUrl,
  });
  app.decorate('notifications', notifications);
  /** What the other modules are handed: a notice's failure is logged, never a reason for their work to fail. */
  const notify: Notify =
    deps.notify ??
    ((notice) =>
      notifications
        .notify(notice)
        .catch((error: unknown) =>
          app.log.error({ err: error, kind: notice.kind }, 'Making a notification failed'),
        ));
  // Issue 17 point 5: the live exam room's hub; on PostgreSQL the processes share changes by NOTIFY (0021).
  const liveRepo = liveRoomRepository(db);
  const live = liveHub({
    load: liveLoader(liveRepo, clock),
    now: () => clock.now(),
    bus:
      database.kind === 'postgres' && config.databaseUrl
        ? pgLiveBus(config.databaseUrl, db, app.log)
        : undefined,
    log: app.log,
  });
  const questionImages = questionImageLinks({ secrets, clock });
  const catalogue = catalogueService({
    catalogue: catalogueRepo,
    hasAttempt: attemptsRepo.hasAny,
    clock,
    bankImageUrl: questionImages.questionImageUrl,
  });
  const attempts = attemptsService({
    attempts: attemptsRepo,
    tests: catalogue,
    clock,
    limiter,
    startQuota: quotas.attemptStarts,
    notify,
    onChange: live.signal,
  });
  app.decorate('attempts', attempts);
  app.decorate('liveHub', live);

  app.decorateRequest('authContext', undefined);
  refuseUnstorableInput(app);

  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (req.url.startsWith('/api/')) {
      // An answer of the API is data, never a page to draw or frame: it may load nothing (OWASP's REST advice).
      // API answers are personal too: never kept by a browser or a proxy.
      reply.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cache-Control', 'no-store');
      return;
    }
    // A built script, style sheet or font is never a document: the policies that govern a document (what it may
    // load, frame, refer and open) mean nothing on it, and on a phone's network they were about 500 bytes on
    // each of a cold dashboard's dozen files (issue 15 point 11). Pages and the service worker keep them.
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (req.url.startsWith(ASSETS_PREFIX) && !isPage) return;
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  });

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.status).send({ success: false, message: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        success: false,
        message: frameworkErrorMessage(error),
        code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION',
      });
    }
    req.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
  });

  healthRoutes(app, () => database.ping());
  authRoutes(app, auth, guard);
  setupRoutes(app, setupService({ users, secrets, transaction, auth, clock, demo: config.demo }));
  catalogueRoutes(app, catalogue, guard);
  notificationsRoutes(app, notifications, guard);
  attemptsRoutes(app, attempts, guard);
  usersRoutes(app, userAdminService({ users, customers, clock }), guard);
  accountRoutes(app, accountService({ users, clock, limiter }), guard);
  batchesRoutes(app, batchesService({ customers, clock }), guard);
  liveRoomRoutes(
    app,
    liveRoomService({ repo: liveRepo, attempts: attemptsRepo, clock, hub: live, notify }),
    guard,
  );
  const roster = rosterService({
    roster: batchRosterRepository(db),
    customers,
    transaction,
    clock,
    mailer,
    log: app.log,
    publicUrl: config.publicUrl,
  });
  rosterRoutes(app, roster, guard);
  practiceRoutes(
    app,
    practiceService({
      practice: practiceRepo,
      catalogue: catalogueRepo,
      transaction,
      clock,
      imageSigner: questionImages.signer,
    }),
    guard,
  );
  lecturesRoutes(
    app,
    lecturesService({
      media,
      customers,
      secrets,
      storage: lectureStorage(config.lecturesDir),
      clock,
      maxUploadBytes: deps.lectureMaxBytes,
      quotaBytes: config.lectureQuotaBytes,
    }),
    guard,
  );
  const results = resultsService({ results: resultsRepo, clock, imageSigner: questionImages.signer });
  resultsRoutes(app, results, guard);
  const solutions = solutionsService({
    results,
    report: solutionsReport(db),
    clock,
    imageSigner: questionImages.signer,
  });
  solutionsRoutes(
    app,
    {
      solutions,
      scorecards: scorecardsService({ results, scorecards: scorecardsRepository(db), limiter, clock }),
    },
    guard,
  );
  savedQuestionsRoutes(
    app,
    savedQuestionsService({
      saved: savedQuestionsRepository(db),
      limiter,
      clock,
      imageSigner: questionImages.signer,
    }),
    guard,
  );
  const questionImport = questionImportRepository(db);
  questionImportRoutes(
    app,
    {
      imports: importService({ repo: questionImport, transaction, customerExists: customers.customerExists }),
      exports: exportService({ repo: questionImport, now: () => clock.now() }),
    },
    guard,
  );
  const performance = performanceService({ performance: performanceReport(db) });
  performanceRoutes(app, performance, guard);
  // Issue 18 point 3: the staff's read-only drill-down into one student, through the student's own services.
  const students = studentsService({
    report: studentDrilldownReport(db),
    results,
    performance,
    solutions,
    clock,
  });
  studentsRoutes(app, students, guard);
  subjectsRoutes(app, subjectsService({ catalogue: catalogueRepo, subjects: subjectPageReport(db) }), guard);
  progressRoutes(app, progressService({ progress: progressReport(db), users, clock }), guard);
  profileRoutes(
    app,
    profileService({
      users,
      catalogue: catalogueRepo,
      media,
      secrets,
      clock,
      mailer,
      limiter,
      log: app.log,
      photoQuota: quotas.photo,
    }),
    guard,
  );
  studyPlanRoutes(
    app,
    studyPlanService({
      plans,
      results: resultsRepo,
      catalogue: catalogueRepo,
      media,
      users,
      config,
      clock,
      limiter,
      aiLimits: deps.aiLimits ?? AI_LIMITS,
      quota: quotas.studyPlan,
      log: app.log,
    }),
    guard,
  );
  const ai = aiService({
    config,
    grounding: groundingReport(db),
    conversation: assistantRepository(db),
    insights: resultsRepo,
    results,
    limiter,
    limits: deps.aiLimits ?? AI_LIMITS,
    insightsQuota: quotas.insights,
    users,
    clock,
    log: app.log,
  });
  aiRoutes(app, ai, guard);
  questionBankRoutes(
    app,
    questionBankService({
      bank: questionBankRepository(db),
      transaction,
      images: questionImages,
      clock,
      onBankChanged: () => ai.bankIndex.invalidate(),
    }),
    guard,
  );
  testStudioRoutes(
    app,
    testStudioService({
      studio: testStudioRepository(db),
      bank: questionBankRepository(db),
      transaction,
      images: questionImages,
      clock,
      notify,
      changed: catalogue.forget,
      onNotifyError: (error: unknown) => app.log.error({ err: error }, 'Notifying a test assigned failed'),
    }),
    guard,
  );

  // Issue 18: a test's item analysis (teaching insights).
  insightsRoutes(app, insightsService({ analysis: itemAnalysisRepository(db), clock }), guard);
  // Issue 18 point 4: a test's results as CSV or XLSX, and a result's one-page PDF card.
  testReportsRoutes(
    app,
    testReportsService({ reports: testResultsReport(db), results, students, clock }),
    guard,
  );
  // Issue 18 point 2: key fixes. ASPIRANT_FAULT_REGRADE_KILL_AFTER_BATCHES (the fault test only) makes the
  // process kill itself inside the batch after that many, before it commits.
  const killAfter = Number(process.env.ASPIRANT_FAULT_REGRADE_KILL_AFTER_BATCHES ?? 0);
  const regrades = regradesService({
    regrades: regradesRepository(db),
    transaction,
    clock,
    batchSize: deps.regradeBatchSize,
    afterBatch:
      killAfter > 0
        ? (n) => {
            if (n > killAfter) process.kill(process.pid, 'SIGKILL');
          }
        : undefined,
    onError: (error, regradeId) =>
      app.log.error({ err: error, regradeId }, 'A regrade stopped (resumed later)'),
  });
  regradesRoutes(app, regrades, guard);
  app.decorate('regrades', regrades);
  const resumeEvery = deps.regradeResumeIntervalMs ?? REGRADE_RESUME_INTERVAL_MS;
  let resumer: NodeJS.Timeout | undefined;
  if (resumeEvery > 0) {
    app.addHook('onReady', async () => {
      const resume = () =>
        regrades
          .resumeAll()
          .catch((error: unknown) => app.log.error({ err: error }, 'Resuming regrades failed'));
      void resume();
      resumer = setInterval(resume, resumeEvery);
      resumer.unref();
    });
  }

  const sweepEvery = deps.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
  let sweeper: NodeJS.Timeout | undefined;
  if (sweepEvery > 0) {
    app.addHook('onReady', async () => {
      let isSweeping = false;
      sweeper = setInterval(() => {
        if (isSweeping) return;
        isSweeping = true;
        attempts
          .sweep()
          .then((n) => n > 0 && app.log.info({ submitted: n }, 'Submitted expired attempts'))
          .catch((error: unknown) => app.log.error({ err: error }, 'Sweeping expired attempts failed'))
          .finally(() => {
            isSweeping = false;
          });
      }, sweepEvery);
      sweeper.unref();
    });
  }

  // 'Opening in 1 hour' (issue 17 point 6): every server runs it; the dedupe key makes each notice once.
  const openingEvery = deps.openingNoticeIntervalMs ?? OPENING_NOTICE_INTERVAL_MS;
  let openings: NodeJS.Timeout | undefined;
  if (openingEvery > 0) {
    app.addHook('onReady', async () => {
      let isRunning = false;
      openings = setInterval(() => {
        if (isRunning) return;
        isRunning = true;
        notifications
          .announceOpenings()
          .then((n) => n > 0 && app.log.info({ notices: n }, 'Announced tests opening within the hour'))
          .catch((error: unknown) => app.log.error({ err: error }, 'Announcing tests opening soon failed'))
          .finally(() => {
            isRunning = false;
          });
      }, openingEvery);
      openings.unref();
    });
  }

  const webDir = deps.webDir === undefined ? defaultWebDir() : deps.webDir;
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders: (reply, file) => {
        // Vite fingerprints everything under assets/: those never change.
        reply.header(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/');
    if (webDir && isPage) {
      // History fallback: the SPA's router handles the path.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDir);
    }
    return reply.code(404).send({ success: false, message: 'Not found.', code: 'NOT_FOUND' });
  });

  // Open live streams would hold the server's close: they end first (browsers reconnect to another process).
  app.addHook('preClose', async () => {
    await live.close();
  });

  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    clearInterval(openings);
    clearInterval(resumer);
    await regrades.close();
    await auth.drain();
    await notifications.drain();
    await roster.drain();
    await mailer.close();
    await limiter.close();
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The attempts service, for tests that drive the sweep. */
    attempts: import('./modules/attempts/service.ts').AttemptsService;
    /** The notifications service, for tests that drive its job or make notices. */
    notifications: NotificationsService;
    /** The live exam room's hub, for tests that check its rooms. */
    liveHub: import('./modules/live-room/hub.ts').LiveHub;
    /** Issue 18: the regrade engine, for tests and the bench that run it to its end. */
    regrades: import('./modules/regrades/service.ts').RegradesService;
  }
}
