import {
  AI_MESSAGES,
  type AiInsight,
  type ChatMessage,
  CONVERSATION_KEPT,
  type StoredChatMessage,
} from '@aspirant/contract/ai.ts';
import { STARTER_MESSAGES, type Starter } from '@aspirant/contract/assistant-messages.ts';
import type { User } from '@aspirant/contract/fields.ts';
import { MESSAGES, QUOTA_MESSAGES } from '@aspirant/contract/fields.ts';
import { fillMessage } from '@aspirant/contract/message-codes.ts';
import { type Insight, InsightSchema } from '@aspirant/contract/results.ts';
import { MAX_INSIGHTS } from '@aspirant/domain/constants.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import {
  type AiLimits,
  extractJsonObject,
  hitAiQuota,
  languageInstruction,
  openAiComplete,
  openAiProviderConfig,
  type ProviderMessage,
} from '../../lib/ai-provider.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type Limit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { AssistantRepository } from '../../repositories/assistant.ts';
import type { Grounding, GroundingReport } from '../../repositories/reports/grounding.ts';
import type { InsightProvider, ResultsRepository } from '../../repositories/results.ts';
import type { UsersRepository } from '../../repositories/users.ts';
import type { ResultsService } from '../results/service.ts';
import {
  builtinInsight,
  insightPrompt,
  normaliseInsight,
  type ResultFacts,
  runningTestRefusal,
  systemPrompt,
  touchesRunningTest,
} from './assistant.ts';
import { bankIndex } from './bank-index.ts';
import { builtinReply } from './builtin-replies.ts';
import { type AssistantContext, gatherContext } from './context.ts';
import { INSIGHTS_QUOTA } from './limits.ts';

/** An insight in words only: the model neither reads nor writes the rule insights' codes (issue 15 point 9). */
const WrittenInsightSchema = InsightSchema.omit({ code: true, params: true });

/** Who answered: the built-in rules or the configured model. */
export type ProviderName = InsightProvider;

export interface PreparedChat {
  user: User;
  last: ChatMessage;
  grounding: Grounding;
  context: AssistantContext;
}

export interface ChatOptions {
  onDelta?: (delta: string) => void;
  signal?: AbortSignal;
}

export function aiService(deps: {
  config: Config;
  grounding: GroundingReport;
  /** The conversation kept per student (issue 15). */
  conversation: AssistantRepository;
  /** Messages kept per student (CONVERSATION_KEPT unless a test passes a small one). */
  conversationKept?: number;
  /** The stored insights of results and dashboards. */
  insights: ResultsRepository;
  results: ResultsService;
  limiter: RateLimiter;
  limits: AiLimits;
  /** Regenerated insights per student (INSIGHTS_QUOTA unless a test passes a small one). */
  insightsQuota?: Limit;
  /** The interface language a model writes in (issue 15 point 9). */
  users: Pick<UsersRepository, 'uiLanguage'>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { config, limits } = deps;
  const uiLanguage = (user: User) => deps.users.uiLanguage(user.id);
  /** A prompt with the interface language's instruction (none for English: the prompt stays as it was). */
  const withLanguage = (prompt: string, language: 'en' | 'hi' | null) => {
    const instruction = languageInstruction(language);
    return instruction ? `${prompt}\n${instruction}` : prompt;
  };
  const insightsQuota = deps.insightsQuota ?? INSIGHTS_QUOTA;
  const provider: ProviderName = config.ai.baseUrl ? 'openai' : 'builtin';
  const openAi = openAiProviderConfig(config, limits.timeoutMs);
  const index = bankIndex({ grounding: deps.grounding, clock: deps.clock });
  const kept = deps.conversationKept ?? CONVERSATION_KEPT;

  /** Stores one message of the student's conversation (the oldest beyond the limit go). */
  function remember(user: User, role: 'user' | 'assistant', content: string): Promise<number> {
    return deps.conversation.append(user.id, role, content, deps.clock.now(), kept);
  }

  async function enforce(user: User): Promise<void> {
    const over = await hitAiQuota(deps.limiter, limits, user.id);
    if (over) {
      const message =
        over.quota === 'minute'
          ? MESSAGES.tooManyRequests(over.retryAfterSeconds)
          : AI_MESSAGES.dailyQuota(limits.perDay.max);
      throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: over.retryAfterSeconds });
    }
  }

  /** Counts one regeneration of insights (dashboard or result) against the student's quota (decision 0011). */
  function enforceInsightsQuota(user: User): Promise<void> {
    return enforceLimit(deps.limiter, `quota:insights:${user.id}`, insightsQuota, (retryAfterSeconds) =>
      QUOTA_MESSAGES.insights({ ...insightsQuota, retryAfterSeconds }),
    );
  }

  /** The built-in reply "streams" in small pieces too, so the browser has one code path. */
  function emitInPieces(text: string, onDelta: (d: string) => void): void {
    for (const piece of text.match(/\S+\s*|\s+/g) ?? []) onDelta(piece);
  }

  return {
    provider,
    /** The retrieval index of the bank (decision 0016); a writer of questions may `invalidate()` it. */
    bankIndex: index,

    /**
     * Checks the request, gathers the grounding and what the message names, and stores the question (issue
     * 15); throws (before anything is streamed or stored) when refused.
     */
    async prepareChat(user: User, messages: ChatMessage[]): Promise<PreparedChat> {
      const last = messages.at(-1)!;
      if (last.role !== 'user') throw new AppError('VALIDATION', AI_MESSAGES.lastNotUser);
      if (!last.content.trim()) throw new AppError('VALIDATION', AI_MESSAGES.empty);
      await enforce(user);
      const grounding = await deps.grounding.load(user.id);
      const context = await gatherContext(
        { grounding: deps.grounding, index },
        user.id,
        last.content,
        grounding,
      );
      await remember(user, 'user', last.content);
      return { user, last, grounding, context };
    },

    /**
     * The answer, from the built-in rules or the model; its text is stored with the conversation when it ends,
     * and what arrived is stored when the student stops a model's reply part-way.
     */
    async chat(
      prepared: PreparedChat,
      messages: ChatMessage[],
      options: ChatOptions = {},
    ): Promise<{ content: string; provider: ProviderName }> {
      const { user, last, grounding, context } = prepared;
      const runningTest = touchesRunningTest(last.content, grounding);
      if (runningTest || !openAi) {
        const content = runningTest
          ? runningTestRefusal(runningTest)
          : builtinReply(last.content, grounding, context, await uiLanguage(user));
        await remember(user, 'assistant', content);
        if (options.onDelta) emitInPieces(content, options.onDelta);
        return { content, provider: runningTest ? provider : 'builtin' };
      }
      // The student's own system messages are dropped: the rules are ours.
      const conversation: ProviderMessage[] = [
        { role: 'system', content: withLanguage(systemPrompt(grounding, context), await uiLanguage(user)) },
        ...messages.filter((m) => m.role !== 'system'),
      ];
      let arrived = '';
      const onDelta = options.onDelta;
      try {
        const content = await openAiComplete(openAi, conversation, {
          ...options,
          onDelta: onDelta
            ? (delta) => {
                arrived += delta;
                onDelta(delta);
              }
            : undefined,
        });
        await remember(user, 'assistant', content);
        return { content, provider: 'openai' };
      } catch (error) {
        if (options.signal?.aborted && arrived.trim()) await remember(user, 'assistant', arrived);
        throw error;
      }
    },

    /** A page of the student's conversation (issue 15), oldest of the page first. */
    async conversation(
      user: User,
      before: number | null,
      limit: number,
    ): Promise<{ messages: StoredChatMessage[]; hasMore: boolean }> {
      const rows = await deps.conversation.page(user.id, before, limit + 1);
      const page = rows.slice(0, limit).reverse();
      return {
        messages: page.map((r) => ({
          id: r.id,
          role: r.role,
          content: r.content,
          createdAt: r.createdAt.toISOString(),
        })),
        hasMore: rows.length > limit,
      };
    },

    /** 'Clear conversation': every stored message of the student goes. */
    clearConversation(user: User): Promise<number> {
      return deps.conversation.clear(user.id);
    },

    /** A result's AI insights: stored after the first generation; `regenerate` asks again. */
    async resultInsights(user: User, resultId: number, regenerate: boolean) {
      const { result } = await deps.results.result(user, resultId);
      // The first generation happens once per result; asking again is what a loop could repeat.
      if (regenerate) await enforceInsightsQuota(user);
      else {
        const stored = await deps.insights.storedResultInsights(resultId);
        if (stored) {
          return {
            success: true as const,
            insights: normaliseInsight(
              stored.insights as Record<string, unknown>,
              stored.provider === 'builtin',
            ),
            provider: stored.provider,
            generatedAt: stored.createdAt.toISOString(),
          };
        }
      }
      await enforce(user);
      const facts: ResultFacts = {
        testName: result.TestMaster.name,
        percent: result.perc_score,
        score: result.score,
        totalScore: result.total_score,
        correct: result.correct,
        wrong: result.wrong,
        unattempted: result.unattempted,
        accuracy: result.accuracy_rate,
        timeSpentSeconds: result.timeAnalysis.totalTime,
        questions: result.total_questions,
        difficulty: result.test_difficulty_level,
        subjects: result.subjectWisePerformance,
        topics: result.topicWisePerformance,
      };
      let insights: AiInsight;
      let used: ProviderName = 'builtin';
      if (openAi) {
        const reply = await openAiComplete(
          openAi,
          [
            { role: 'system', content: 'You are an exam coach. Reply with one JSON object only.' },
            { role: 'user', content: withLanguage(insightPrompt(facts), await uiLanguage(user)) },
          ],
          { json: true },
        );
        insights = normaliseInsight(extractJsonObject(reply));
        used = 'openai';
      } else {
        insights = builtinInsight(facts);
      }
      const now = deps.clock.now();
      await deps.insights.saveResultInsights(resultId, used, insights, now);
      return { success: true as const, insights, provider: used, generatedAt: now.toISOString() };
    },

    /**
     * 'Generate New Insights': fresh rule insights, rewritten by the model when one is configured (only
     * well-formed insights are kept; none means the rules stand), stored until the next result.
     */
    async regenerateDashboardInsights(user: User) {
      await enforceInsightsQuota(user);
      const { data } = await deps.results.dashboard(user, { rulesOnly: true });
      const dashboard = data.data;
      let insights: Insight[] = dashboard.insights;
      let used: ProviderName = 'builtin';
      if (openAi && dashboard.overview.totalTests > 0) {
        await enforce(user);
        const o = dashboard.overview;
        const reply = await openAiComplete(
          openAi,
          [
            {
              role: 'system',
              content: 'You are an exam coach for UPSC prelims aspirants. Reply with one JSON object only.',
            },
            {
              role: 'user',
              content: [
                `Student analytics: ${o.totalTests} tests, average ${o.averageScore}%, best ${o.bestScore}%, accuracy ${o.averageAccuracy}%, ${o.averageSpeed} questions a minute, time efficiency ${o.averageTimeEfficiency}%, All India Rank ${o.allIndiaRank ?? 'n/a'} of ${o.totalTestTakers}.`,
                `Subject accuracy: ${dashboard.subjectPerformance.map((s) => `${s.name} ${s.accuracy}%`).join(', ') || 'none'}.`,
                `Recent scores: ${dashboard.recentPerformance.map((r) => `${r.testName} ${r.score}%`).join(', ')}.`,
                `Rule-based findings: ${JSON.stringify(dashboard.insights.map((i) => WrittenInsightSchema.parse(i)))}`,
                'Rewrite these into at most 6 specific, encouraging insights. Reply as {"insights":[{"type":"strength"|"weakness"|"improvement"|"info","title":string,"description":string,"confidence":number from 0 to 100}]}.',
                languageInstruction(await uiLanguage(user)),
              ]
                .filter((line) => line !== null)
                .join('\n'),
            },
          ],
          { json: true },
        );
        const raw = extractJsonObject(reply)?.insights;
        const parsed = (Array.isArray(raw) ? raw : [])
          .map((item) => WrittenInsightSchema.safeParse({ confidence: null, ...(item as object) }))
          .filter((r) => r.success)
          .map((r) => r.data)
          .slice(0, MAX_INSIGHTS);
        if (parsed.length > 0) {
          insights = parsed;
          used = 'openai';
        }
      }
      const basedOn = dashboard.recentPerformance[0]?.id ?? null;
      const now = deps.clock.now();
      await deps.insights.saveDashboardInsights(user.id, used, insights, basedOn, now);
      return { success: true as const, insights, provider: used };
    },

    /**
     * Starter prompts from the student's weak topics: in English, and as codes for the web to write in the
     * interface language (issue 15 point 9).
     */
    async starters(user: User): Promise<{ prompts: string[]; starters: Starter[] }> {
      const g = await deps.grounding.load(user.id);
      const weak = g.topics.filter((t) => t.attempted >= 2 && t.accuracy < 70).slice(0, 2);
      const starters = (
        [
          { code: 'plan', params: {} },
          ...weak.map((t): Starter => ({ code: 'explain', params: { topic: t.name } })),
          { code: 'trend', params: {} },
          { code: 'pacing', params: {} },
        ] satisfies Starter[]
      ).slice(0, 5);
      return {
        prompts: starters.map((s) => fillMessage(STARTER_MESSAGES[s.code], s.params)),
        starters,
      };
    },
  };
}

export type AiService = ReturnType<typeof aiService>;
