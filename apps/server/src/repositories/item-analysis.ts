import type { ItemSums, TestSums } from '@aspirant/domain/item-analysis.ts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, pgArray, rowsOf } from '../db/client.ts';
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
  /** What the sums were counted from, kept with the cached analysis so new submissions are added to it. */
  raw: RawSums;
}

/** One cell of the answer counts: (question, option chosen or null) with its counts and sums. */
export type Cell = [
  questionId: number,
  option: number | null,
  chosen: number,
  upper: number,
  lower: number,
  score: number,
  seconds: number,
];

/** The ranking's group boundaries: the last row of the upper group and the first of the lower (score desc, id). */
export interface GroupCut {
  upperScore: number | null;
  upperId: number | null;
  lowerScore: number | null;
  lowerId: number | null;
}

/**
 * The raw sums behind an analysis: the answer cells, the group boundaries they were counted with, and which
 * results (all of the test's, first attempts or not) they saw: `resultCount` rows, none above `maxResultId`,
 * their ids summing to `resultIdSum`.
 */
export interface RawSums {
  resultCount: number;
  maxResultId: number;
  /** The sum of their ids (as text: a bigint sum): a result removed and a late one committed below the latest id
   * would leave the count as it was, not this. */
  resultIdSum: string;
  cut: GroupCut;
  cells: Cell[];
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

type Rules = { groupShare: number; binPercent: number };

/**
 * The common table expressions of a count: `takers` (the first attempts' results ranked by score, ties: the
 * earlier result id first), `cut` (the ranking's group boundaries) and `seen` (the test's results, first attempts
 * or not: how many, the latest id, and how many are at or below `keptUpTo`).
 */
function rankingSql(testId: number, rules: Rules, keptUpTo: number): SQL {
  return sql`takers as (
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
          ), seen as (
            select count(*)::int as n, coalesce(max(id), 0) as max_id, coalesce(sum(id), 0)::text as id_sum,
                   (count(*) filter (where id <= ${keptUpTo}))::int as kept,
                   coalesce(sum(id) filter (where id <= ${keptUpTo}), 0)::text as kept_id_sum
              from results where test_id = ${testId}
          )`;
}

/** The boundaries of the ranking being counted (the `cut` expression). */
const CUT_NOW = {
  upperScore: sql`(select upper_score from cut)`,
  upperId: sql`(select upper_id from cut)`,
  lowerScore: sql`(select lower_score from cut)`,
  lowerId: sql`(select lower_id from cut)`,
};

/** A result `r`'s group by the given boundaries: 1 upper, -1 lower, 0 neither (no boundary: 0). */
function groupSql(c: { upperScore: SQL; upperId: SQL; lowerScore: SQL; lowerId: SQL }): SQL {
  return sql`case when r.score > ${c.upperScore} or (r.score = ${c.upperScore} and r.id <= ${c.upperId}) then 1
                  when r.score < ${c.lowerScore} or (r.score = ${c.lowerScore} and r.id >= ${c.lowerId}) then -1
                  else 0 end`;
}

interface SummaryRow {
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
  reports: [number, 'wrong_key' | 'typo' | 'translation', number][] | null;
  cut: {
    upper_score: number | null;
    upper_id: number | null;
    lower_score: number | null;
    lower_id: number | null;
  };
  seen: { n: number; max_id: number; id_sum: string; kept: number; kept_id_sum: string };
}

/** The columns of a count made from the results alone (after `rankingSql`), the paper with its key, and reports. */
function summarySql(testId: number, rules: Rules): SQL {
  const lastBin = Math.ceil(100 / rules.binPercent) - 1;
  return sql`
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
            (select json_agg(json_build_array(question_id, kind, n))
               from (select r.question_id, r.kind, count(*)::int as n from question_reports r
                      where r.test_id = ${testId}
                        and r.question_id in (select question_id from test_questions where test_id = ${testId})
                      group by r.question_id, r.kind) k) as reports,
            (select row_to_json(cut) from cut) as cut,
            (select row_to_json(seen) from seen) as seen`;
}

const numberOrNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

function cellOf(c: Cell): Cell {
  return [
    Number(c[0]),
    c[1] === null ? null : Number(c[1]),
    Number(c[2]),
    Number(c[3]),
    Number(c[4]),
    Number(c[5]),
    Number(c[6]),
  ];
}

function cutOf(c: SummaryRow['cut']): GroupCut {
  return {
    upperScore: numberOrNull(c.upper_score),
    upperId: numberOrNull(c.upper_id),
    lowerScore: numberOrNull(c.lower_score),
    lowerId: numberOrNull(c.lower_id),
  };
}

/** The domain's sums from a count's summary row and its answer cells. */
function sumsOf(r: SummaryRow, raw: RawSums): AnalysisSums {
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
  for (const [questionId, opt, chosen, upper, lower, score, seconds] of raw.cells) {
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
    raw,
  };
}

/**
 * Item analysis (issue 18 point 1). The statistics of a test's first attempts are one statement that aggregates
 * in the database and returns a few hundred numbers, never the answer rows: at 100,000 first attempts of a
 * 100-question test there are 10 million of those. After new submissions only, `sumsAfter` adds the new
 * attempts' answers to the cached raw sums instead of counting all of them again. The one writer of `item_analysis_cache`; reads results,
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
    async basisAndCache(testId: number): Promise<{
      basis: string;
      /** The part of the basis that new submissions leave as it is: the latest regrade, the paper and its key. */
      keyBasis: string;
      cached: { basis: string; analysis: unknown; computedAt: Date } | null;
    }> {
      const [row] = rowsOf<{
        basis: string;
        key_basis: string;
        cached_basis: string | null;
        analysis: unknown;
        computed_at: string | Date | null;
      }>(
        await db.execute(sql`
          select concat_ws('|', k.results, k.key, k.reports) as basis, k.key as key_basis,
                 c.basis as cached_basis, c.analysis, c.computed_at
            from (select
                   (select count(*) || ':' || coalesce(max(id), 0) from results where test_id = ${testId}) as results,
                   concat_ws('|',
                     (select id || ':' || results_seen || ':' || coalesce(finished_at::text, 'running')
                        from regrades where test_id = ${testId} order by id desc limit 1),
                     (select md5(string_agg(tq.position || ':' || tq.question_id || ':' || coalesce(tq.accepted::text, '')
                                            || ':' || coalesce(tq.dropped, '') || ':' || q.updated_at::text,
                                            ',' order by tq.position))
                        from test_questions tq join questions q on q.id = tq.question_id where tq.test_id = ${testId})
                   ) as key,
                   (select count(*) || ':' || coalesce(max(r.id), 0) from question_reports r
                     where r.test_id = ${testId}
                       and r.question_id in (select question_id from test_questions where test_id = ${testId})
                   ) as reports) k
            left join item_analysis_cache c on c.test_id = ${testId}`),
      );
      const r = row!;
      return {
        basis: r.basis,
        keyBasis: r.key_basis,
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
    async sums(testId: number, rules: Rules): Promise<AnalysisSums> {
      const row = await db.transaction(async (tx) => {
        // The hash of the attempts (and the ranking's sort) in memory: at PostgreSQL's default 4 MB it spilled
        // to disk in batches and wrote every one of the 10 million answer rows to disk on the way (bench/README.md,
        // item analysis). `set local` ends with the transaction.
        await tx.execute(sql`set local work_mem = '64MB'`);
        const [r] = rowsOf<SummaryRow & { cells: Cell[] | null }>(
          await tx.execute(sql`
          with ${rankingSql(testId, rules, 0)}, cells as (
            select a.question_id, a.selected_answer as opt, count(*)::int as chosen,
                   (count(*) filter (where g.grp = 1))::int as upper,
                   (count(*) filter (where g.grp = -1))::int as lower,
                   sum(g.score)::float8 as score, sum(a.time_spent_seconds)::float8 as seconds
              from (
                -- Each first attempt's group, from the boundary rows of the ranking (score desc, then id). Read
                -- from the results table itself, not from the ranking's CTE: the planner then knows its size and
                -- hashes these 100,000 rows, not the 10 million answers (a CTE's row it cannot size), and the
                -- boundaries come in as parameters, so the join and the counting may run in parallel workers.
                select r.attempt_id, r.score, ${groupSql(CUT_NOW)} as grp
                  from results r
                 where r.test_id = ${testId} and r.is_first_attempt
              ) g
              join attempt_answers a on a.attempt_id = g.attempt_id
             group by a.question_id, a.selected_answer
          )
          select ${summarySql(testId, rules)},
            (select json_agg(json_build_array(question_id, opt, chosen, upper, lower, score, seconds)) from cells)
              as cells`),
        );
        return r!;
      });
      const cells = (row.cells ?? []).map(cellOf);
      return sumsOf(row, {
        resultCount: Number(row.seen.n),
        maxResultId: Number(row.seen.max_id),
        resultIdSum: row.seen.id_sum,
        cut: cutOf(row.cut),
        cells,
      });
    },

    /**
     * The sums after new submissions (issue 18 point 1: within 2 s at 100,000 first attempts), from the raw sums
     * of an earlier count whose key and regrades are unchanged: the test-level sums and the group boundaries are
     * counted again from the results alone (100,000 rows, no answers); only the answers of the new first attempts
     * and of those whose group moved between the old and the new boundaries are read, and added to the old
     * cells. Null when the results are not the old ones plus new ones (a result removed, or one committed below
     * the latest id seen): the caller counts everything again.
     */
    async sumsAfter(testId: number, rules: Rules, before: RawSums): Promise<AnalysisSums | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '64MB'`); // the ranking's sort of 100,000 rows in memory
        const old = before.cut;
        const [row] = rowsOf<
          SummaryRow & {
            changed: [attemptId: number, score: number, isNew: boolean, grp: number, oldGrp: number][] | null;
          }
        >(
          await tx.execute(sql`
          with ${rankingSql(testId, rules, before.maxResultId)}, changed as (
            select r.attempt_id, r.score, r.id > ${before.maxResultId} as is_new, ${groupSql(CUT_NOW)} as grp,
                   case when r.id > ${before.maxResultId} then 0
                        else ${groupSql({
                          upperScore: sql`${old.upperScore}::float8`,
                          upperId: sql`${old.upperId}::bigint`,
                          lowerScore: sql`${old.lowerScore}::float8`,
                          lowerId: sql`${old.lowerId}::bigint`,
                        })} end as old_grp
              from results r
             where r.test_id = ${testId} and r.is_first_attempt
          )
          select ${summarySql(testId, rules)},
            (select json_agg(json_build_array(attempt_id, score, is_new, grp, old_grp))
               from changed where is_new or grp <> old_grp) as changed`),
        );
        const r = row!;
        if (Number(r.seen.kept) !== before.resultCount || r.seen.kept_id_sum !== before.resultIdSum)
          return null;
        const changed = r.changed ?? [];
        const cells = new Map<string, Cell>();
        for (const c of before.cells) cells.set(`${c[0]}:${c[1]}`, [...c]);
        if (changed.length > 0) {
          // Only these attempts' answers, by the attempt_answers key: arrays, so the planner sees how few.
          const deltas = rowsOf<{
            question_id: number;
            opt: number | null;
            chosen: number;
            upper: number;
            lower: number;
            score: number;
            seconds: number;
          }>(
            await tx.execute(sql`
              select a.question_id, a.selected_answer as opt,
                     (count(*) filter (where m.is_new))::int as chosen,
                     ((count(*) filter (where m.grp = 1)) - (count(*) filter (where m.old_grp = 1)))::int as upper,
                     ((count(*) filter (where m.grp = -1)) - (count(*) filter (where m.old_grp = -1)))::int as lower,
                     coalesce(sum(m.score) filter (where m.is_new), 0)::float8 as score,
                     coalesce(sum(a.time_spent_seconds) filter (where m.is_new), 0)::float8 as seconds
                from unnest(${pgArray(changed.map((c) => c[0]))}::bigint[], ${pgArray(changed.map((c) => c[1]))}::float8[],
                            ${pgArray(changed.map((c) => c[2]))}::boolean[], ${pgArray(changed.map((c) => c[3]))}::int[],
                            ${pgArray(changed.map((c) => c[4]))}::int[]) as m(attempt_id, score, is_new, grp, old_grp)
                join attempt_answers a on a.attempt_id = m.attempt_id
               group by a.question_id, a.selected_answer`),
          );
          for (const d of deltas) {
            const key = `${Number(d.question_id)}:${d.opt === null ? null : Number(d.opt)}`;
            const cell = cells.get(key) ?? [
              Number(d.question_id),
              d.opt === null ? null : Number(d.opt),
              0,
              0,
              0,
              0,
              0,
            ];
            cell[2] += Number(d.chosen);
            cell[3] += Number(d.upper);
            cell[4] += Number(d.lower);
            cell[5] += Number(d.score);
            cell[6] += Number(d.seconds);
            cells.set(key, cell);
          }
        }
        return sumsOf(r, {
          resultCount: Number(r.seen.n),
          maxResultId: Number(r.seen.max_id),
          resultIdSum: r.seen.id_sum,
          cut: cutOf(r.cut),
          cells: [...cells.values()],
        });
      });
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
