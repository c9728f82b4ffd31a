import { BLANK } from '@aspirant/domain/answer-sheet.ts';
import type { ItemSums, TestSums } from '@aspirant/domain/item-analysis.ts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../db/client.ts';
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

/** A count's statements see one snapshot (the sheets read are those of the results summed); they write nothing. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** Answer sheets read per statement: a count holds a few MB of them at a time, whatever the number of takers. */
const SHEET_CHUNK = 8192;

/** The test-level sums, the paper, the reports, the ranking's boundaries and the results seen: one statement. */
async function summary(tx: Tx, testId: number, rules: Rules, keptUpTo: number): Promise<SummaryRow> {
  // The ranking's sort of 100,000 rows in memory; `set local` ends with the transaction.
  await tx.execute(sql`set local work_mem = '64MB'`);
  const [row] = rowsOf<SummaryRow>(
    await tx.execute(sql`with ${rankingSql(testId, rules, keptUpTo)} select ${summarySql(testId, rules)}`),
  );
  return row!;
}

const paperLength = (r: SummaryRow) => (r.paper ?? []).length;
/** The question ids by 0-based paper position. */
const questionIdsOf = (r: SummaryRow) =>
  [...(r.paper ?? [])].sort((a, b) => a.position - b.position).map((p) => Number(p.id));

/** A group boundary as a statement's parameter. */
const cutParams = (c: GroupCut) => ({
  upperScore: sql`${c.upperScore}::float8`,
  upperId: sql`${c.upperId}::bigint`,
  lowerScore: sql`${c.lowerScore}::float8`,
  lowerId: sql`${c.lowerId}::bigint`,
});

/**
 * Counts answer sheets (`@aspirant/domain/answer-sheet.ts`) by paper position and sheet byte: how many chose it,
 * within the upper and the lower group, the sum of their scores and of their seconds. A sheet is added as a new
 * taker (its choices, score and seconds count, and its group) or as one counted before whose group moved (only
 * the group counts change: minus the old group, plus the new).
 */
class SheetTally {
  private readonly chosen: Float64Array;
  private readonly upper: Float64Array;
  private readonly lower: Float64Array;
  private readonly score: Float64Array;
  private readonly seconds: Float64Array;

  constructor(private readonly positions: number) {
    const size = positions * 256;
    this.chosen = new Float64Array(size);
    this.upper = new Float64Array(size);
    this.lower = new Float64Array(size);
    this.score = new Float64Array(size);
    this.seconds = new Float64Array(size);
  }

  add(t: {
    sheet: Uint8Array;
    seconds: Uint8Array;
    score: number;
    isNew: boolean;
    group: number;
    oldGroup: number;
  }): void {
    const n = Math.min(t.sheet.length, this.positions, t.seconds.length >> 1);
    const moved = t.group !== t.oldGroup;
    for (let p = 0; p < n; p++) {
      const i = p * 256 + t.sheet[p]!;
      if (t.isNew) {
        this.chosen[i]! += 1;
        this.score[i]! += t.score;
        this.seconds[i]! += t.seconds[2 * p]! * 256 + t.seconds[2 * p + 1]!;
      }
      if (moved) {
        if (t.group === 1) this.upper[i]! += 1;
        else if (t.group === -1) this.lower[i]! += 1;
        if (t.oldGroup === 1) this.upper[i]! -= 1;
        else if (t.oldGroup === -1) this.lower[i]! -= 1;
      }
    }
  }

  /** The counts as cells of the analysis (question id, option or null for blank), non-zero ones only. */
  cells(questionIds: readonly number[]): Cell[] {
    const out: Cell[] = [];
    const n = Math.min(this.positions, questionIds.length);
    for (let p = 0; p < n; p++) {
      for (let b = 0; b < 256; b++) {
        const i = p * 256 + b;
        const c = this.chosen[i]!;
        const u = this.upper[i]!;
        const l = this.lower[i]!;
        const sc = this.score[i]!;
        const se = this.seconds[i]!;
        if (c === 0 && u === 0 && l === 0 && sc === 0 && se === 0) continue;
        out.push([questionIds[p]!, b === BLANK ? null : b, c, u, l, sc, se]);
      }
    }
    return out;
  }
}

/**
 * Tallies the answer sheets of the test's first attempts that count: with `oldCut` null every one of them
 * (their group by `cut`); else those committed after `newAfter` (new takers) and those whose group moved from
 * `oldCut` to `cut`. Read by result id in chunks of `SHEET_CHUNK`, each one row: the chunk's sheets end to end
 * and its scores and groups as JSON (node-postgres parses a hundred thousand small rows slower than the bytes).
 */
async function tallySheets(
  tx: Tx,
  testId: number,
  cut: GroupCut,
  oldCut: GroupCut | null,
  newAfter: number,
  positions: number,
): Promise<SheetTally> {
  const tally = new SheetTally(positions);
  const group = groupSql(cutParams(cut));
  const oldGroup = oldCut
    ? sql`case when r.id > ${newAfter} then 0 else ${groupSql(cutParams(oldCut))} end`
    : sql`0`;
  for (let after = 0; ; ) {
    const [chunk] = rowsOf<{
      n: number;
      last_id: string | number | null;
      scores: number[] | null;
      groups: [group: number, oldGroup: number, isNew: boolean][] | null;
      lengths: number[] | null;
      sheets: Uint8Array | null;
      seconds: Uint8Array | null;
    }>(
      await tx.execute(sql`
        select count(*)::int as n, max(s.id) as last_id, array_to_json(array_agg(s.score)) as scores,
               array_to_json(array_agg(json_build_array(s.grp, s.old_grp, s.id > ${newAfter}))) as groups,
               array_to_json(array_agg(length(s.answer_sheet))) as lengths,
               string_agg(s.answer_sheet, ''::bytea) as sheets, string_agg(s.answer_seconds, ''::bytea) as seconds
          from (select r.id, r.score, r.answer_sheet, r.answer_seconds, t.grp, t.old_grp
                  from results r
                  cross join lateral (select ${group} as grp, ${oldGroup} as old_grp) t
                 where r.test_id = ${testId} and r.is_first_attempt and r.id > ${after}
                   and (r.id > ${newAfter} or t.grp <> t.old_grp)
                 order by r.id
                 limit ${SHEET_CHUNK}) s`),
    );
    const n = Number(chunk?.n ?? 0);
    if (n === 0 || !chunk) break;
    const sheets = chunk.sheets ?? new Uint8Array(0);
    const seconds = chunk.seconds ?? new Uint8Array(0);
    let at = 0;
    for (let k = 0; k < n; k++) {
      const length = Number(chunk.lengths![k]);
      const [group, oldGroup, isNew] = chunk.groups![k]!;
      tally.add({
        sheet: sheets.subarray(at, at + length),
        seconds: seconds.subarray(at * 2, (at + length) * 2),
        score: Number(chunk.scores![k]),
        isNew,
        group: Number(group),
        oldGroup: Number(oldGroup),
      });
      at += length;
    }
    if (n < SHEET_CHUNK) break;
    after = Number(chunk.last_id);
  }
  return tally;
}

/**
 * Item analysis (issue 18 point 1). The test-level statistics of a test's first attempts are aggregated in the
 * database; the answers are counted from the results' answer sheets, one row per taker, never from the answer
 * rows (at 100,000 first attempts of a 100-question test there are 10 million of those). After new submissions
 * only, `sumsAfter` adds the new takers' sheets to the cached raw sums instead of counting all of them again.
 * The one writer of `item_analysis_cache`; reads results and their sheets, the paper and its key (test-key.ts, so
 * a regrade's key is the one counted), question reports and the regrade log.
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
     * The sufficient statistics of every first attempt. Takers are the first attempts' results, ranked by score
     * (ties: the earlier result id first); the upper and lower groups are the first and last round(share · n)
     * (the domain's `groupSize`). The test-level sums come from the results in one statement; the answers come
     * from the results' answer sheets (one row per taker, `tallySheets`), never from the 10 million answer rows
     * of 100,000 takers. The key of each option is `isCorrectSql`, the one rule of what counts as correct after
     * a regrade. One snapshot: the sheets counted are the results summed.
     */
    async sums(testId: number, rules: Rules): Promise<AnalysisSums> {
      return db.transaction(async (tx) => {
        const r = await summary(tx, testId, rules, 0);
        const cut = cutOf(r.cut);
        const tally = await tallySheets(tx, testId, cut, null, 0, paperLength(r));
        return sumsOf(r, {
          resultCount: Number(r.seen.n),
          maxResultId: Number(r.seen.max_id),
          resultIdSum: r.seen.id_sum,
          cut,
          cells: tally.cells(questionIdsOf(r)),
        });
      }, SNAPSHOT);
    },

    /**
     * The sums after new submissions (issue 18 point 1: within 2 s at 100,000 first attempts), from the raw sums
     * of an earlier count whose key and regrades are unchanged: the test-level sums and the group boundaries are
     * counted again from the results alone; only the sheets of the new first attempts and of those whose group
     * moved between the old and the new boundaries are read, and added to the old cells. Null when the results
     * are not the old ones plus new ones (a result removed, or one committed below the latest id seen): the
     * caller counts everything again.
     */
    async sumsAfter(testId: number, rules: Rules, before: RawSums): Promise<AnalysisSums | null> {
      return db.transaction(async (tx) => {
        const r = await summary(tx, testId, rules, before.maxResultId);
        if (Number(r.seen.kept) !== before.resultCount || r.seen.kept_id_sum !== before.resultIdSum)
          return null;
        const cut = cutOf(r.cut);
        const tally = await tallySheets(tx, testId, cut, before.cut, before.maxResultId, paperLength(r));
        const cells = new Map<string, Cell>();
        for (const c of before.cells) cells.set(`${c[0]}:${c[1]}`, [...c]);
        for (const d of tally.cells(questionIdsOf(r))) {
          const key = `${d[0]}:${d[1]}`;
          const cell = cells.get(key);
          if (!cell) {
            cells.set(key, d);
            continue;
          }
          for (let i = 2; i < 7; i++) (cell[i] as number) += d[i] as number;
        }
        return sumsOf(r, {
          resultCount: Number(r.seen.n),
          maxResultId: Number(r.seen.max_id),
          resultIdSum: r.seen.id_sum,
          cut,
          cells: [...cells.values()],
        });
      }, SNAPSHOT);
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
