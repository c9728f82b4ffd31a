import type { User } from '@aspirant/contract/fields.ts';
import {
  DISCRIMINATES_FROM,
  DISTRIBUTION_BIN_PERCENT,
  GROUP_SHARE,
  INSIGHT_MESSAGES,
  type ItemStat,
  type RegradeLog,
  type TestAnalysis,
  TOO_EASY_ABOVE,
  TOO_HARD_BELOW,
} from '@aspirant/contract/insights.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { type ItemRules, itemFigures, testFigures } from '@aspirant/domain/item-analysis.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type {
  AnalysisSums,
  AnalysisTestRow,
  ItemAnalysisRepository,
  RawSums,
  RegradeLogRow,
} from '../../repositories/item-analysis.ts';

const M = INSIGHT_MESSAGES;

export const ITEM_RULES: ItemRules = {
  groupShare: GROUP_SHARE,
  tooEasyAbove: TOO_EASY_ABOVE,
  tooHardBelow: TOO_HARD_BELOW,
  discriminatesFrom: DISCRIMINATES_FROM,
  binPercent: DISTRIBUTION_BIN_PERCENT,
};

/** Bumped when the cached analysis changes shape, so a cache row of an older build is never served. */
const CACHE_VERSION = 'v3';

/** What the cache keeps: everything computed from the results (the header, log and in-progress count are read fresh). */
type Computed = Pick<
  TestAnalysis,
  'takers' | 'mean' | 'median' | 'standardDeviation' | 'kr20' | 'distribution' | 'items'
> & { questionCount: number; maxScore: number };

/**
 * The cache row's analysis: the figures, and the raw sums they were made from with the key they were counted
 * against, so that new submissions are added to them rather than everything counted again.
 */
type Cached = Computed & { raw: RawSums; keyBasis: string };

export function regradeLogOf(g: RegradeLogRow): RegradeLog {
  return {
    id: g.id,
    position: g.position,
    questionId: g.questionId,
    action: g.action,
    accepted: g.accepted,
    dropped: g.dropped,
    previous: g.previous,
    by: g.byId === null ? null : { id: g.byId, name: g.byName ?? '' },
    createdAt: g.createdAt.toISOString(),
    inProgress: g.inProgress,
    resultsSeen: g.resultsSeen,
    resultsChanged: g.resultsChanged,
    finishedAt: g.finishedAt ? g.finishedAt.toISOString() : null,
  };
}

/**
 * Who reads a test's results (its analysis, its reports): staff of the owning centre (the routes' guard checks
 * the role), and the super admin without a centre for a global test.
 */
export function mayReadTestResults(user: User, ownerCustomerId: number | null): boolean {
  if (user.customer_id !== null) return ownerCustomerId === user.customer_id;
  return user.role_id === ROLE.SUPER_ADMIN && ownerCustomerId === null;
}

/**
 * Teaching insights (issue 18 points 1 and 5): a test's item analysis over first attempts. A centre's staff
 * (roles 1, 2, 4 with a centre; the routes' guard) read their own centre's tests; the super admin without a
 * centre reads the global tests. Any other test answers 404 exactly like an unknown one.
 *
 * The statistics are recomputed only when what they are made of changed (the repository's basis: results,
 * regrades, the paper's key, reports); otherwise they are answered from `item_analysis_cache`.
 */
export function insightsService(deps: { analysis: ItemAnalysisRepository; clock: Clock }) {
  const { analysis, clock } = deps;

  /** The test, when the caller may read its results; 404 otherwise. */
  async function reach(user: User, id: number): Promise<AnalysisTestRow> {
    const test = await analysis.test(id);
    if (!test || !mayReadTestResults(user, test.ownerCustomerId))
      throw new AppError('NOT_FOUND', M.testNotFound);
    return test;
  }

  /**
   * The sums: after new submissions only (the cached count's key and regrades unchanged), the cached raw sums
   * with the new ones added (issue 18 point 1: within 2 s at 100,000 first attempts); otherwise all counted again.
   */
  async function sumsFor(
    test: AnalysisTestRow,
    keyBasis: string,
    prior: Cached | null,
  ): Promise<AnalysisSums> {
    const added =
      prior && prior.keyBasis === keyBasis ? await analysis.sumsAfter(test.id, ITEM_RULES, prior.raw) : null;
    return added ?? (await analysis.sums(test.id, ITEM_RULES));
  }

  function compute(test: AnalysisTestRow, sums: AnalysisSums): Computed {
    const items: ItemStat[] = sums.paper.map((p) => {
      const itemSums = sums.items.get(p.questionId)!;
      const figures = itemFigures(itemSums, sums.test, ITEM_RULES);
      return {
        position: p.position,
        questionId: p.questionId,
        text: p.text,
        options: p.options,
        textHi: test.bilingual ? p.textHi : null,
        optionsHi: test.bilingual ? p.optionsHi : null,
        subjectName: p.subjectName,
        topicName: p.topicName,
        difficulty: p.difficulty,
        accepted: p.accepted,
        dropped: p.dropped,
        ...figures,
        reports: sums.reports.get(p.questionId) ?? { wrong_key: 0, typo: 0, translation: 0 },
      };
    });
    const counted = sums.paper.filter((p) => p.dropped !== 'unattempted').length;
    return {
      ...testFigures(sums.test, [...sums.items.values()], ITEM_RULES),
      items,
      questionCount: sums.paper.length,
      maxScore: counted * test.markCorrect,
    };
  }

  return {
    async getItemAnalysis(user: User, id: number): Promise<TestAnalysis> {
      const test = await reach(user, id);
      const [{ basis: current, keyBasis, cached }, inProgress, regrades] = await Promise.all([
        analysis.basisAndCache(test.id),
        analysis.inProgress(test.id),
        analysis.regrades(test.id),
      ]);
      const basis = `${CACHE_VERSION}|${current}`;
      // A cache row of another build's shape is never read, not even for its raw sums.
      const prior = cached?.basis.startsWith(`${CACHE_VERSION}|`) ? (cached.analysis as Cached) : null;
      let computed: Cached;
      let computedAt: Date;
      if (cached && prior && cached.basis === basis) {
        computed = prior;
        computedAt = cached.computedAt;
      } else {
        const sums = await sumsFor(test, keyBasis, prior);
        computed = { ...compute(test, sums), raw: sums.raw, keyBasis };
        computedAt = clock.now();
        await analysis.saveCache(test.id, basis, computed, computedAt);
      }
      const { questionCount, maxScore, raw: _raw, keyBasis: _keyBasis, ...figures } = computed;
      return {
        test: {
          id: test.id,
          name: test.name,
          code: test.code,
          questionCount,
          maxScore,
          ownerCustomerId: test.ownerCustomerId,
        },
        ...figures,
        inProgress,
        regrades: regrades.map(regradeLogOf),
        computedAt: computedAt.toISOString(),
      };
    },
  };
}

export type InsightsService = ReturnType<typeof insightsService>;
