import { QUOTA_MESSAGES, type User } from '@aspirant/contract/fields.ts';
import {
  STUDY_PLAN_MAX_DAYS,
  STUDY_PLAN_MAX_EXAM_DAYS,
  STUDY_PLAN_MESSAGES,
  STUDY_PLAN_WEEK_DAYS,
  type StudyPlan,
  type StudyPlanItem,
} from '@aspirant/contract/study-plan.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { type AiLimits, hitAiQuota, openAiProviderConfig } from '../../lib/ai-provider.ts';
import type { Clock } from '../../lib/clock.ts';
import { addDays, daysBetween, istDay } from '../../lib/days.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type Limit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { CatalogueRepository } from '../../repositories/catalogue.ts';
import type { MediaRepository } from '../../repositories/media.ts';
import type { PlansRepository } from '../../repositories/plans.ts';
import type { ResultsRepository } from '../../repositories/results.ts';
import type { UsersRepository } from '../../repositories/users.ts';
import { STUDY_PLAN_QUOTA } from './limits.ts';
import { rewritePlan } from './rewrite.ts';
import { buildRulePlan, type RulePlan } from './rules.ts';

export function studyPlanService(deps: {
  plans: PlansRepository;
  results: ResultsRepository;
  catalogue: CatalogueRepository;
  media: MediaRepository;
  users: UsersRepository;
  config: Config;
  clock: Clock;
  limiter: RateLimiter;
  aiLimits: AiLimits;
  /** New plans per student (STUDY_PLAN_QUOTA unless a test passes a small one). */
  quota?: Limit;
  log: FastifyBaseLogger;
}) {
  const { plans, config } = deps;
  const quota = deps.quota ?? STUDY_PLAN_QUOTA;
  const openAi = openAiProviderConfig(config, deps.aiLimits.timeoutMs);

  async function read(userId: number): Promise<StudyPlan | null> {
    const stored = await plans.plan(userId);
    if (!stored) return null;
    const days = new Map<string, StudyPlanItem[]>();
    for (let day = stored.plan.startDate; day <= stored.plan.endDate; day = addDays(day, 1))
      days.set(day, []);
    for (const { day, ...item } of stored.items) days.get(day)?.push(item);
    return {
      ...stored.plan,
      createdAt: stored.plan.createdAt.toISOString(),
      days: [...days].map(([date, items]) => ({ date, items })),
    };
  }

  return {
    async get(user: User): Promise<StudyPlan | null> {
      return read(user.id);
    },

    async generate(user: User, examDate: string | undefined): Promise<StudyPlan> {
      const now = deps.clock.now();
      const today = istDay(now);
      let days = STUDY_PLAN_WEEK_DAYS;
      if (examDate !== undefined) {
        const until = daysBetween(today, examDate);
        if (until < 1) throw new AppError('VALIDATION', STUDY_PLAN_MESSAGES.examNotAfterToday);
        if (until > STUDY_PLAN_MAX_EXAM_DAYS)
          throw new AppError('VALIDATION', STUDY_PLAN_MESSAGES.examTooFar);
        // From today up to the day before the exam.
        days = Math.min(until, STUDY_PLAN_MAX_DAYS);
      }
      // Counted once the request is valid: a mistyped exam date costs nothing (decision 0011).
      await enforceLimit(deps.limiter, `quota:study-plan:${user.id}`, quota, (retryAfterSeconds) =>
        QUOTA_MESSAGES.studyPlan({ ...quota, retryAfterSeconds }),
      );
      const [topics, takenTestIds, tests, lectures, subjects, targetExamId] = await Promise.all([
        deps.results.topicAccuracy(user.id),
        deps.results.takenTestIds(user.id),
        deps.catalogue.planTests(user, now),
        deps.media.watchableLectures(user.customer_id),
        deps.catalogue.subjects(),
        deps.users.targetExamId(user.id),
      ]);
      const rules = buildRulePlan({
        start: today,
        days,
        examDate: examDate ?? null,
        topics,
        tests,
        takenTestIds,
        lectures,
        subjects,
        targetExamId,
      });
      let plan: RulePlan = rules;
      let provider: 'builtin' | 'openai' = 'builtin';
      // The rewrite counts against the student's AI quota (the assistant's); over it, the rules stand.
      if (openAi && (await hitAiQuota(deps.limiter, deps.aiLimits, user.id)) === null) {
        try {
          const rewritten = await rewritePlan(openAi, rules, await deps.users.uiLanguage(user.id));
          if (rewritten) {
            plan = rewritten;
            provider = 'openai';
          } else {
            deps.log.warn('The AI provider answered the study plan with something other than a rewrite');
          }
        } catch (error) {
          deps.log.warn({ err: error }, 'The AI provider failed to rewrite the study plan');
        }
      }
      await plans.replace(
        user.id,
        {
          ...plan,
          startDate: today,
          endDate: addDays(today, days - 1),
          examDate: examDate ?? null,
          provider,
        },
        now,
      );
      return (await read(user.id))!;
    },

    async setDone(user: User, itemId: number, done: boolean): Promise<StudyPlanItem> {
      const item = await plans.setDone(user.id, itemId, done, deps.clock.now());
      if (!item) throw new AppError('NOT_FOUND', STUDY_PLAN_MESSAGES.itemNotFound);
      const { day: _day, ...rest } = item;
      return rest;
    },
  };
}

export type StudyPlanService = ReturnType<typeof studyPlanService>;
