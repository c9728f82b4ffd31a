import type { ItemSums, TestSums } from '@aspirant/domain/item-analysis.ts';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { acceptedSql, isCorrectSql } from './test-key.ts';

/** The test behind an analysis, with what the access check and the header need. */
export interface AnalysisTestRow {
  id: number;
  name: string;
  code: string;
  ownerCustomerId: number | null;
  bilingual: boolean;
  markCorrect: number;
}

/** A question of the paper as staff see it in the analysis, with its key as marked now. */
export interface AnalysisPaperRow {
  /** 1-based. */
  position: number;
  questionId: number;
  text: string;
  options: string[];
  textHi: string | null;
  optionsHi: string[] | null;
  subjectName: string;
  topicName: string;
  difficulty: 'easy' | 'medium' | 'hard';
  accepted: number[];
  dropped: 'unattempted' | 'full' | null;
}

/** The sufficient statistics of a test's first attempts (packages/domain/src/item-analysis.ts). */
export interface AnalysisSums {
  test: TestSums;
  paper: AnalysisPaperRow[];
  /** By question id, in paper order. */
  items: Map<number, ItemSums>;
  reports: Map<number, { wrong_key: number; typo: number; translation: number }>;
}

export interface RegradeLogRow {
  id: number;
  position: number;
  questionId: number;
  action: 'change_key' | 'accept_options' | 'drop';
  accepted: number[] | null;
  dropped: 'unattempted' | 'full' | null;
  previous: { accepted: number[]; dropped: 'unattempted' | 'full' | null };
  byId: number | null;
  byName: string | null;
  createdAt: Date;
  inProgress: number;
  resultsSeen: number;
  resultsChanged: number;
  finishedAt: Date | null;
}

const date = (v: string | Date | null): Date | null => (v === null ? null : new Date(v));

type Cell = [
  questionId: number,
  option: number | null,
  chosen: number,
  upper: number,
  lower: number,
  score: number,
  seconds: number,
];

/**
 * Item analysis (issue 18 point 1). The statistics of a test's first attempts are one statement that aggregates
 * in the database and returns a few hundred numbers, never the answer rows: at 100,000 first attempts of a
 * 100-question test there are 10 million of those. The one writer of `item_analysis_cache`; reads results,
 * attempt answers, the paper and its key (test-key.ts, so a regrade's key is the one counted), question reports
 * and the regrade log.
 */
export function itemAnalysisRepository(db: Db) {
  return {
    async test(id: number): Promise<AnalysisTestRow | null> {
      const [row] = rowsOf<{
        id: number;
        name: string;
        code: string;
        owner_customer_id: number | null;
        is_bilingual: boolean;
        mark_correct: number;
      }>(
        await db.execute(sql`
          select t.id, t.name, t.code, t.owner_customer_id, t.is_bilingual, e.mark_correct
            from tests t join exams e on e.id = t.exam_id
           where t.id = ${id}`),
      );
      if (!row) return null;
      return {
        id: Number(row.id),
        name: row.name,
        code: row.code,
        ownerCustomerId: row.owner_customer_id === null ? null : Number(row.owner_customer_id),
        bilingual: row.is_bilingual,
        markCorrect: Number(row.mark_correct),
      };
    },

    /**
     * What the analysis was computed from, and the cached analysis: the test's results (count and latest id:
     * any new or removed result changes it), the latest regrade and how far it has gone, the paper and its key
     * (a regrade sets `accepted` / `dropped`), and the reports made from the test. Index reads only.
     */
    async basisAndCache(
      testId: number,
    ): Promise<{ basis: string; cached: { basis: string; analysis: unknown; computedAt: Date } | null }> {
      const [row] = rowsOf<{
        basis: string;
        cached_basis: string | null;
        analysis: unknown;
        computed_at: string | Date | null;
      }>(
        await db.execute(sql`
          select concat_ws('|',
                   (select count(*) || ':' || coalesce(max(id), 0) from results where test_id = ${testId}),
                   (select id || ':' || results_seen || ':' || coalesce(finished_at::text, 'running')
                      from regrades where test_id = ${testId} order by id desc limit 1),
                   (select md5(string_agg(tq.position || ':' || tq.question_id || ':' || coalesce(tq.accepted::text, '')
                                          || ':' || coalesce(tq.dropped, '') || ':' || q.updated_at::text,
                                          ',' order by tq.position))
                      from test_questions tq join questions q on q.id = tq.question_id where tq.test_id = ${testId}),
                   (select count(*) || ':' || coalesce(max(r.id), 0) from question_reports r
                     where r.test_id = ${testId}
                       and r.question_id in (select question_id from test_questions where test_id = ${testId}))
                 ) as basis,
                 c.basis as cached_basis, c.analysis, c.computed_at
            from (select 1) one
            left join item_analysis_cache c on c.test_id = ${testId}`),
      );
      const r = row!;
      return {
        basis: r.basis,
        cached:
          r.cached_basis === null
            ? null
            : { basis: r.cached_basis, analysis: r.analysis, computedAt: date(r.computed_at)! },
      };
    },

    async saveCache(testId: number, basis: string, analysis: unknown, computedAt: Date): Promise<void> {
      await db.execute(sql`
        insert into item_analysis_cache (test_id, basis, analysis, computed_at)
        values (${testId}, ${basis}, ${JSON.stringify(analysis)}::jsonb, ${computedAt.toISOString()}::timestamptz)
        on conflict (test_id) do update
           set basis = excluded.basis, analysis = excluded.analysis, computed_at = excluded.computed_at`);
    },

    /**
     * The sufficient statistics in one statement. Takers are the first attempts' results, ranked by score
     * (ties: the earlier result id first); the upper and lower groups are the first and last round(share · n)
     * (the domain's `groupSize`). Each answer row is counted in its cell (question, option chosen or null),
     * with its group, the taker's score and the seconds: at most 7 cells a question reach Node. The key of each
     * option is `isCorrectSql`, the one rule of what counts as correct after a regrade.
     */
    async sums(testId: number, rules: { groupShare: number; binPercent: number }): Promise<AnalysisSums> {
      const lastBin = Math.ceil(100 / rules.binPercent) - 1;
      const [row] = rowsOf<{
        test: {
          n: number;
          g: number;
          sum: number;
          sum2: number;
          sumc: number;
          sumc2: number;
          median: number | null;
        };
        bins: { bin: number; count: number }[] | null;
        paper: {
          position: number;
          id: number;
          text: string;
          options: string[];
          text_hi: string | null;
          options_hi: string[] | null;
          subject: string;
          topic: string;
          difficulty: AnalysisPaperRow['difficulty'];
          accepted: number[];
          dropped: AnalysisPaperRow['dropped'];
          correct: boolean[];
          blank_correct: boolean;
        }[];
        cells: Cell[] | null;
        reports: [number, 'wrong_key' | 'typo' | 'translation', number][] | null;
      }>(
        // The hash of the attempts (and the ranking's sort) in memory: at PostgreSQL's default 4 MB it spilled
        // to disk in batches and wrote every one of the 10 million answer rows to disk on the way (bench/README.md,
        // item analysis). `set local` ends with the transaction.
        await db.transaction(async (tx) => {
          await tx.execute(sql`set local work_mem = '64MB'`);
          return tx.execute(sql`
          with takers as (
            select r.id, r.attempt_id, r.score, r.correct, r.perc_score,
                   row_number() over (order by r.score desc, r.id) as rk,
                   count(*) over () as n
              from results r
             where r.test_id = ${testId} and r.is_first_attempt
          ), cut as materialized (
            select max(score) filter (where rk = g) as upper_score, max(id) filter (where rk = g) as upper_id,
                   max(score) filter (where rk = n - g + 1) as lower_score,
                   max(id) filter (where rk = n - g + 1) as lower_id
              from (select id, score, rk, n, round(${rules.groupShare}::numeric * n) as g from takers) t
          ), cells as (
            select a.question_id, a.selected_answer as opt, count(*)::int as chosen,
                   (count(*) filter (where g.grp = 1))::int as upper,
                   (count(*) filter (where g.grp = -1))::int as lower,
                   sum(g.score)::float8 as score, sum(a.time_spent_seconds)::float8 as seconds
              from (
                -- Each first attempt's group, from the boundary rows of the ranking (score desc, then id). Read
                -- from the results table itself, not from the ranking's CTE: the planner then knows its size and
                -- hashes these 100,000 rows, not the 10 million answers (a CTE's row it cannot size), and the
                -- boundaries come in as parameters, so the join and the counting may run in parallel workers.
                select r.attempt_id, r.score,
                       case when r.score > (select upper_score from cut)
                                 or (r.score = (select upper_score from cut) and r.id <= (select upper_id from cut))
                              then 1
                            when r.score < (select lower_score from cut)
                                 or (r.score = (select lower_score from cut) and r.id >= (select lower_id from cut))
                              then -1
                            else 0 end as grp
                  from results r
                 where r.test_id = ${testId} and r.is_first_attempt
              ) g
              join attempt_answers a on a.attempt_id = g.attempt_id
             group by a.question_id, a.selected_answer
          )
          select
            (select json_build_object(
                      'n', count(*), 'g', coalesce(round(${rules.groupShare}::numeric * count(*)), 0),
                      'sum', coalesce(sum(score), 0), 'sum2', coalesce(sum(score * score), 0),
                      'sumc', coalesce(sum(correct), 0), 'sumc2', coalesce(sum(correct::float8 * correct), 0),
                      'median', percentile_cont(0.5) within group (order by score))
               from takers) as test,
            (select json_agg(json_build_object('bin', bin, 'count', n))
               from (select least(floor(perc_score / ${rules.binPercent}), ${lastBin})::int as bin, count(*)::int as n
                       from takers group by 1) b) as bins,
            (select json_agg(json_build_object(
                      'position', tq.position + 1, 'id', q.id, 'text', q.text, 'options', q.options,
                      'text_hi', q.text_hi, 'options_hi', q.options_hi, 'subject', s.name, 'topic', tp.name,
                      'difficulty', q.difficulty, 'accepted', ${acceptedSql()},
                      'dropped', tq.dropped,
                      'correct', (select json_agg(${isCorrectSql(sql`o.i::smallint`)} order by o.i)
                                    from generate_series(0, jsonb_array_length(q.options) - 1) as o(i)),
                      'blank_correct', ${isCorrectSql(sql`null::smallint`)})
                    order by tq.position)
               from test_questions tq
               join questions q on q.id = tq.question_id
               join subjects s on s.id = q.subject_id
               join topics tp on tp.id = q.topic_id
              where tq.test_id = ${testId}) as paper,
            (select json_agg(json_build_array(question_id, opt, chosen, upper, lower, score, seconds)) from cells)
              as cells,
            (select json_agg(json_build_array(question_id, kind, n))
               from (select r.question_id, r.kind, count(*)::int as n from question_reports r
                      where r.test_id = ${testId}
                        and r.question_id in (select question_id from test_questions where test_id = ${testId})
                      group by r.question_id, r.kind) k) as reports`);
        }),
      );
      const r = row!;
      const paper: AnalysisPaperRow[] = (r.paper ?? []).map((p) => ({
        position: Number(p.position),
        questionId: Number(p.id),
        text: p.text,
        options: p.options,
        textHi: p.text_hi,
        optionsHi: p.options_hi,
        subjectName: p.subject,
        topicName: p.topic,
        difficulty: p.difficulty,
        accepted: p.accepted.map(Number),
        dropped: p.dropped,
      }));
      const items = new Map<number, ItemSums>();
      for (const p of r.paper ?? []) {
        const zeros = () => new Array<number>(p.options.length).fill(0);
        items.set(Number(p.id), {
          chosen: zeros(),
          upperChosen: zeros(),
          lowerChosen: zeros(),
          chosenScore: zeros(),
          correctOption: p.correct ?? [],
          blankCorrect: p.blank_correct,
          dropped: p.dropped,
          seconds: 0,
        });
      }
      for (const [questionId, opt, chosen, upper, lower, score, seconds] of r.cells ?? []) {
        const item = items.get(Number(questionId));
        if (!item) continue; // an answer to a question no longer in the paper (a draft's paper changed)
        item.seconds += Number(seconds);
        if (opt === null || opt >= item.chosen.length) continue;
        item.chosen[opt] = Number(chosen);
        item.upperChosen[opt] = Number(upper);
        item.lowerChosen[opt] = Number(lower);
        item.chosenScore[opt] = Number(score);
      }
      const reports = new Map<number, { wrong_key: number; typo: number; translation: number }>();
      for (const [questionId, kind, n] of r.reports ?? []) {
        const id = Number(questionId);
        const counts = reports.get(id) ?? { wrong_key: 0, typo: 0, translation: 0 };
        counts[kind] = Number(n);
        reports.set(id, counts);
      }
      const t = r.test;
      return {
        test: {
          takers: Number(t.n),
          groupSize: Number(t.g),
          sumScore: Number(t.sum),
          sumScoreSquares: Number(t.sum2),
          sumCorrect: Number(t.sumc),
          sumCorrectSquares: Number(t.sumc2),
          median: t.median === null ? null : Number(t.median),
          bins: (r.bins ?? []).map((b) => ({ bin: Number(b.bin), count: Number(b.count) })),
        },
        paper,
        items,
        reports,
      };
    },

    /** Attempts of the test in progress now. */
    async inProgress(testId: number): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from attempts where test_id = ${testId} and status = 'in_progress'`,
        ),
      );
      return Number(row?.n ?? 0);
    },

    /** The test's regrade log, newest first (written by the regrades module). */
    async regrades(testId: number): Promise<RegradeLogRow[]> {
      const rows = rowsOf<{
        id: number | string;
        position: number;
        question_id: number;
        action: RegradeLogRow['action'];
        accepted: number[] | null;
        dropped: RegradeLogRow['dropped'];
        previous: { accepted: number[]; dropped: RegradeLogRow['dropped'] };
        created_by: number | null;
        by_name: string | null;
        created_at: string | Date;
        in_progress: number;
        results_seen: number;
        results_changed: number;
        finished_at: string | Date | null;
      }>(
        await db.execute(sql`
          select g.id, g.position, g.question_id, g.action, g.accepted, g.dropped, g.previous, g.created_by,
                 u.name as by_name, g.created_at, g.in_progress, g.results_seen, g.results_changed, g.finished_at
            from regrades g left join users u on u.id = g.created_by
           where g.test_id = ${testId}
           order by g.id desc`),
      );
      return rows.map((g) => ({
        id: Number(g.id),
        position: Number(g.position),
        questionId: Number(g.question_id),
        action: g.action,
        accepted: g.accepted === null ? null : g.accepted.map(Number),
        dropped: g.dropped,
        previous: { accepted: (g.previous.accepted ?? []).map(Number), dropped: g.previous.dropped ?? null },
        byId: g.created_by === null ? null : Number(g.created_by),
        byName: g.by_name,
        createdAt: date(g.created_at)!,
        inProgress: Number(g.in_progress),
        resultsSeen: Number(g.results_seen),
        resultsChanged: Number(g.results_changed),
        finishedAt: date(g.finished_at),
      }));
    },
  };
}

export type ItemAnalysisRepository = ReturnType<typeof itemAnalysisRepository>;
