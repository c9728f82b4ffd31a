import type { Difficulty, QuestionFilters } from '@aspirant/contract/question-bank.ts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, pgArray, rowsOf, type Tx } from '../db/client.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { type BankScope, isUsed, ownerInScope } from './question-scope.ts';

/**
 * The question bank's reads and writes (issue 16, decision 0020). Every read takes the caller's BankScope from
 * question-scope.ts and embeds it in its own statement; the service decides who may change what.
 */

/** What an author writes (sanitised by the service). */
export interface QuestionFields {
  subjectId: number;
  topicId: number;
  difficulty: Difficulty;
  text: string;
  options: string[];
  correctIndex: number;
  explanation: string;
  textHi: string | null;
  optionsHi: string[] | null;
  explanationHi: string | null;
  image: string | null;
  tags: string[];
  isPractice: boolean;
}

/** A question as the bank's statements read it: one shape for the list, one question, the inbox. */
export type BankRow = QuestionFields & {
  id: number;
  familyId: number;
  version: number;
  supersededBy: number | null;
  ownerCustomerId: number | null;
  ownerName: string | null;
  status: 'active' | 'retired';
  subjectName: string;
  topicName: string;
  used: boolean;
  openReports: number;
  createdAt: Date;
  updatedAt: Date;
};

/** A question as an edit or a bulk action locks it. */
export interface LockedQuestion {
  id: number;
  familyId: number;
  version: number;
  ownerCustomerId: number | null;
  supersededBy: number | null;
  status: 'active' | 'retired';
  tags: string[];
  used: boolean;
  fields: QuestionFields;
}

export interface BankTopic {
  id: number;
  name: string;
  subjectId: number;
  ownerCustomerId: number | null;
}

export interface ReportRow {
  id: number;
  questionId: number;
  currentId: number;
  kind: 'wrong_key' | 'typo' | 'translation';
  comment: string;
  status: 'open' | 'resolved';
  createdAt: Date;
  studentName: string;
  testName: string | null;
}

type Handle = Db | Tx;

/** jsonb and text[] come back parsed from node-postgres and PGlite alike; a string is parsed to be safe. */
export function parsed<T>(value: T | string | null): T | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** A question's content as a raw row holds it (the lock, the export): numbers, parsed lists, nulls kept. */
export function questionContentOf(r: Record<string, unknown>) {
  return {
    difficulty: r.difficulty as Difficulty,
    text: r.text as string,
    options: parsed<string[]>(r.options as string[]) ?? [],
    correctIndex: Number(r.correctIndex),
    explanation: r.explanation as string,
    textHi: (r.textHi as string | null) ?? null,
    optionsHi: parsed<string[]>(r.optionsHi as string[] | null),
    explanationHi: (r.explanationHi as string | null) ?? null,
    image: (r.image as string | null) ?? null,
    tags: parsed<string[]>(r.tags as string[]) ?? [],
  };
}

const familyOf = (q: string) => sql.raw(`coalesce(${q}.family_id, ${q}.id)`);

/** The columns of BankRow, read from `questions q` (joined in `fromBank`). Per-row subqueries: only for the rows asked. */
const BANK_COLUMNS = sql`
  q.id, ${familyOf('q')} as "familyId", q.version, q.superseded_by as "supersededBy",
  q.owner_customer_id as "ownerCustomerId", oc.name as "ownerName", q.status,
  q.subject_id as "subjectId", s.name as "subjectName", q.topic_id as "topicId", tp.name as "topicName",
  q.difficulty, q.text, q.options, q.correct_index as "correctIndex", q.explanation, q.text_hi as "textHi",
  q.options_hi as "optionsHi", q.explanation_hi as "explanationHi", q.image, q.tags,
  q.is_practice as "isPractice", ${isUsed(sql`q.id`)} as used,
  (select count(*)::int from question_reports orp
    where orp.status = 'open' and orp.question_id in (select orq.id from questions orq
      where orq.id = ${familyOf('q')} or orq.family_id = ${familyOf('q')})) as "openReports",
  q.created_at as "createdAt", q.updated_at as "updatedAt"`;

const FROM_BANK = sql`questions q
  join subjects s on s.id = q.subject_id
  join topics tp on tp.id = q.topic_id
  left join customers oc on oc.id = q.owner_customer_id`;

function toBankRow(r: Record<string, unknown>): BankRow {
  return {
    ...(r as unknown as BankRow),
    id: Number(r.id),
    familyId: Number(r.familyId),
    version: Number(r.version),
    supersededBy: r.supersededBy === null ? null : Number(r.supersededBy),
    ownerCustomerId: r.ownerCustomerId === null ? null : Number(r.ownerCustomerId),
    subjectId: Number(r.subjectId),
    topicId: Number(r.topicId),
    correctIndex: Number(r.correctIndex),
    options: parsed<string[]>(r.options as string[]) ?? [],
    optionsHi: parsed<string[]>(r.optionsHi as string[] | null),
    tags: parsed<string[]>(r.tags as string[]) ?? [],
    openReports: Number(r.openReports),
    used: Boolean(r.used),
    createdAt: new Date(r.createdAt as string),
    updatedAt: new Date(r.updatedAt as string),
  };
}

/** Words of a search for the prefix fallback ('photosyn' finds 'photosynthesis'): letters and digits only. */
function prefixQuery(q: string): string | null {
  const words = q.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const last = words.at(-1);
  if (!last || last.length < 3 || words.length > 8) return null;
  return [...words.slice(0, -1), `${last}:*`].join(' & ');
}

/** The search as one tsquery: its words in English (stemmed) or as they are (Hindi, names, codes). */
function searchQuery(q: string): SQL {
  return sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;
}

/**
 * The tsqueries of a search `q`, in the order they are tried: its whole words, then (only when those find no
 * question under the filters) its last word as the start of one ('photosyn'). The list and the export both
 * take the first that finds something, so they select the same questions.
 */
export function bankSearches(q: string): SQL[] {
  const prefix = prefixQuery(q);
  return prefix === null ? [searchQuery(q)] : [searchQuery(q), sql`to_tsquery('simple', ${prefix})`];
}

/** As a SQL boolean over `questions q`: does the question match `search` (one of bankSearches(q)), or is its code `q`? */
export function bankSearchCondition(search: SQL, q: string): SQL {
  return sql`(q.search_vector @@ ${search} or q.code = ${q})`;
}

/**
 * The owner filter as the service resolves it from `filters.owner` and the caller (bankOwnerOf in
 * modules/question-bank/service.ts): any bank, the global one, one centre's, or every centre's ('centres').
 */
export type BankOwner =
  | { kind: 'any' }
  | { kind: 'global' }
  | { kind: 'centre'; id: number }
  | { kind: 'centres' };

/**
 * As a SQL boolean over `questions q`: is the question a current version in `scope` that the filters select
 * (all of them but the search: see bankSearches)? The one definition of the filters for the list and the export.
 */
export function bankFilterCondition(scope: BankScope, owner: BankOwner, f: QuestionFilters): SQL {
  const where: SQL[] = [sql`q.superseded_by is null`, ownerInScope(scope, sql`q.owner_customer_id`)];
  if (owner.kind === 'global') where.push(sql`q.owner_customer_id is null`);
  if (owner.kind === 'centre') where.push(sql`q.owner_customer_id = ${owner.id}`);
  if (owner.kind === 'centres') where.push(sql`q.owner_customer_id is not null`);
  if (f.status !== 'all') where.push(sql`q.status = ${f.status}`);
  if (f.subjectId !== undefined) where.push(sql`q.subject_id = ${f.subjectId}`);
  if (f.topicId !== undefined) where.push(sql`q.topic_id = ${f.topicId}`);
  if (f.difficulty !== undefined) where.push(sql`q.difficulty = ${f.difficulty}`);
  if (f.tag !== undefined) where.push(sql`q.tags @> array[${f.tag}]::text[]`);
  if (f.used !== undefined) {
    // Hashed sets over the (small) used tables, not a probe per question.
    const used = sql`(q.id in (select uq_tq.question_id from test_questions uq_tq
                               where exists (select 1 from attempts uq_a where uq_a.test_id = uq_tq.test_id))
                   or q.id in (select uq_p.question_id from practice_items uq_p))`;
    where.push(f.used === 'used' ? used : sql`not ${used}`);
  }
  if (f.reported !== undefined) {
    // A report on any version of the family counts.
    const reported = sql`${familyOf('q')} in (select ${familyOf('rq')} from question_reports rr
                           join questions rq on rq.id = rr.question_id where rr.status = 'open')`;
    where.push(f.reported ? reported : sql`not ${reported}`);
  }
  return sql.join(where, sql` and `);
}

export interface ListOptions {
  scope: BankScope;
  filters: QuestionFilters;
  owner: BankOwner;
  page: number;
  pageSize: number;
}

const QUESTION_CODE = sql`'QB-' || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 12))`;

/** The one reader and writer of the question bank's tables (questions by staff, topics of centres, images, reports). */
export function questionBankRepository(db: Db) {
  async function bankRows(h: Handle, where: SQL): Promise<BankRow[]> {
    const result = await h.execute(sql`select ${BANK_COLUMNS} from ${FROM_BANK} where ${where}`);
    return rowsOf<Record<string, unknown>>(result).map(toBankRow);
  }

  async function byIds(h: Handle, ids: number[], scope: BankScope): Promise<BankRow[]> {
    if (ids.length === 0) return [];
    const rows = await bankRows(
      h,
      sql`q.id = any(${pgArray(ids)}::int[]) and ${ownerInScope(scope, sql`q.owner_customer_id`)}`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    /**
     * One page of current questions of the scope, with the filters, newest first (best match first when
     * searching), and the total. The page's ids are chosen first; the per-row figures (used, open reports) are
     * read for those rows only.
     */
    async list(o: ListOptions): Promise<{ rows: BankRow[]; total: number }> {
      const f = o.filters;
      const filters = bankFilterCondition(o.scope, o.owner, f);
      const offset = (o.page - 1) * o.pageSize;
      const count = async (condition: SQL) =>
        Number(
          rowsOf<{ n: number }>(
            await db.execute(sql`select count(*)::int as n from questions q where ${condition}`),
          )[0]?.n ?? 0,
        );
      /** One page of the matches of `search`: ranked, counted and paged in one pass over the matches. */
      const searchPage = async (search: SQL, q: string) => {
        const condition = sql`${filters} and ${bankSearchCondition(search, q)}`;
        const page = rowsOf<{ id: number; n: number }>(
          await db.execute(sql`select q.id, count(*) over () as n from questions q where ${condition}
                                order by ts_rank(q.search_vector, ${search}) desc, q.id desc
                                limit ${o.pageSize} offset ${offset}`),
        );
        // A page past the end has no row to carry the count.
        const total = page.length > 0 ? Number(page[0]!.n) : await count(condition);
        return { ids: page.map((r) => Number(r.id)), total };
      };
      let found: { ids: number[]; total: number } = { ids: [], total: 0 };
      if (f.q) {
        // Whole words first; when they find nothing, the last word may be the start of one ('photosyn').
        for (const search of bankSearches(f.q)) {
          found = await searchPage(search, f.q);
          if (found.total > 0) break;
        }
      } else {
        // Newest first walks the primary key backwards; the count reads the owner index only.
        const [page, total] = await Promise.all([
          db.execute(sql`select q.id from questions q where ${filters} order by q.id desc
                          limit ${o.pageSize} offset ${offset}`),
          count(filters),
        ]);
        found = { ids: rowsOf<{ id: number }>(page).map((r) => Number(r.id)), total };
      }
      const { ids, total } = found;
      return { rows: await byIds(db, ids, o.scope), total };
    },

    /** One question of the scope (any version), or null. */
    async find(id: number, scope: BankScope): Promise<BankRow | null> {
      return (await byIds(db, [id], scope))[0] ?? null;
    },

    byIds: (ids: number[], scope: BankScope, h: Handle = db) => byIds(h, ids, scope),

    /** Every version of a family, newest first. */
    async versions(familyId: number) {
      const result = await db.execute(sql`
        select q.id, q.version, q.status, q.created_at as "createdAt", q.text from questions q
         where ${familyOf('q')} = ${familyId} order by q.version desc, q.id desc`);
      return rowsOf<{
        id: number;
        version: number;
        status: 'active' | 'retired';
        createdAt: string;
        text: string;
      }>(result).map((r) => ({
        id: Number(r.id),
        version: Number(r.version),
        status: r.status,
        createdAt: new Date(r.createdAt).toISOString(),
        text: r.text,
      }));
    },

    /** Locks the questions `ids` of the scope for a change (in the transaction `tx`); missing ids are left out. */
    async lock(tx: Tx, ids: number[], scope: BankScope): Promise<LockedQuestion[]> {
      const result = await tx.execute(sql`
        select q.id, ${familyOf('q')} as "familyId", q.version, q.owner_customer_id as "ownerCustomerId",
               q.superseded_by as "supersededBy", q.status, q.subject_id as "subjectId", q.topic_id as "topicId",
               q.difficulty, q.text, q.options, q.correct_index as "correctIndex", q.explanation,
               q.text_hi as "textHi", q.options_hi as "optionsHi", q.explanation_hi as "explanationHi", q.image,
               q.tags, q.is_practice as "isPractice", ${isUsed(sql`q.id`)} as used
          from questions q
         where q.id = any(${pgArray(ids)}::int[]) and ${ownerInScope(scope, sql`q.owner_customer_id`)}
         order by q.id for update`);
      return rowsOf<Record<string, unknown>>(result).map((r) => {
        const tags = parsed<string[]>(r.tags as string[]) ?? [];
        return {
          id: Number(r.id),
          familyId: Number(r.familyId),
          version: Number(r.version),
          ownerCustomerId: r.ownerCustomerId === null ? null : Number(r.ownerCustomerId),
          supersededBy: r.supersededBy === null ? null : Number(r.supersededBy),
          status: r.status as 'active' | 'retired',
          tags,
          used: Boolean(r.used),
          fields: {
            ...questionContentOf(r),
            subjectId: Number(r.subjectId),
            topicId: Number(r.topicId),
            isPractice: Boolean(r.isPractice),
          },
        };
      });
    },

    /** Adds a question to a bank (owner null: the global one); its id. */
    async insert(
      h: Handle,
      owner: number | null,
      fields: QuestionFields,
      by: number,
      now: Date,
      family?: { familyId: number; version: number; status: 'active' | 'retired' },
    ): Promise<number> {
      const result = await h.execute(sql`
        insert into questions (code, subject_id, topic_id, difficulty, text, image, options, correct_index,
                               explanation, text_hi, options_hi, explanation_hi, is_practice, owner_customer_id,
                               status, tags, created_by, created_at, updated_at, family_id, version)
        values (${QUESTION_CODE}, ${fields.subjectId}, ${fields.topicId}, ${fields.difficulty}, ${fields.text},
                ${fields.image}, ${JSON.stringify(fields.options)}::jsonb, ${fields.correctIndex},
                ${fields.explanation}, ${fields.textHi},
                ${fields.optionsHi === null ? null : JSON.stringify(fields.optionsHi)}::jsonb,
                ${fields.explanationHi}, ${fields.isPractice}, ${owner}, ${family?.status ?? 'active'},
                ${pgArray(fields.tags)}::text[], ${by}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${family?.familyId ?? null},
                ${family?.version ?? 1})
        returning id`);
      return Number(rowsOf<{ id: number }>(result)[0]!.id);
    },

    /** Changes an unused question in place. */
    async update(tx: Tx, id: number, fields: QuestionFields, now: Date): Promise<void> {
      await tx.execute(sql`
        update questions set subject_id = ${fields.subjectId}, topic_id = ${fields.topicId},
               difficulty = ${fields.difficulty}, text = ${fields.text}, image = ${fields.image},
               options = ${JSON.stringify(fields.options)}::jsonb, correct_index = ${fields.correctIndex},
               explanation = ${fields.explanation}, text_hi = ${fields.textHi},
               options_hi = ${fields.optionsHi === null ? null : JSON.stringify(fields.optionsHi)}::jsonb,
               explanation_hi = ${fields.explanationHi}, is_practice = ${fields.isPractice},
               tags = ${pgArray(fields.tags)}::text[], updated_at = ${now.toISOString()}::timestamptz
         where id = ${id}`);
    },

    /** Points the old version at its successor. */
    async supersede(tx: Tx, oldId: number, newId: number, now: Date): Promise<void> {
      await tx.execute(
        sql`update questions set superseded_by = ${newId}, updated_at = ${now.toISOString()}::timestamptz where id = ${oldId}`,
      );
    },

    async setStatus(tx: Tx, ids: number[], status: 'active' | 'retired', now: Date): Promise<number> {
      const result = await tx.execute(sql`
        update questions set status = ${status}, updated_at = ${now.toISOString()}::timestamptz
         where id = any(${pgArray(ids)}::int[]) and status <> ${status} returning id`);
      return rowsOf(result).length;
    },

    /** Sets each question's tags (one statement for the whole selection). */
    async setTags(tx: Tx, tags: { id: number; tags: string[] }[], now: Date): Promise<void> {
      if (tags.length === 0) return;
      await tx.execute(sql`
        update questions q set tags = array(select jsonb_array_elements_text(v.value -> 'tags')), updated_at = ${now.toISOString()}::timestamptz
          from jsonb_array_elements(${JSON.stringify(tags)}::jsonb) v
         where q.id = (v.value ->> 'id')::int`);
    },

    /** Moves unused questions to a topic (and its subject) in place. */
    async setTopic(tx: Tx, ids: number[], topic: BankTopic, now: Date): Promise<void> {
      if (ids.length === 0) return;
      await tx.execute(sql`
        update questions set topic_id = ${topic.id}, subject_id = ${topic.subjectId}, updated_at = ${now.toISOString()}::timestamptz
         where id = any(${pgArray(ids)}::int[])`);
    },

    async topic(id: number, h: Handle = db): Promise<BankTopic | null> {
      const result = await h.execute(sql`
        select id, name, subject_id as "subjectId", owner_customer_id as "ownerCustomerId" from topics where id = ${id}`);
      const r = rowsOf<BankTopic>(result)[0];
      return r
        ? {
            ...r,
            id: Number(r.id),
            subjectId: Number(r.subjectId),
            ownerCustomerId: r.ownerCustomerId === null ? null : Number(r.ownerCustomerId),
          }
        : null;
    },

    async subjectExists(id: number, h: Handle = db): Promise<boolean> {
      return rowsOf(await h.execute(sql`select 1 from subjects where id = ${id}`)).length > 0;
    },

    async customerExists(id: number): Promise<boolean> {
      return rowsOf(await db.execute(sql`select 1 from customers where id = ${id}`)).length > 0;
    },

    /** Adds a topic to a subject for a centre (or the global syllabus); null when the name is taken. */
    async insertTopic(subjectId: number, name: string, owner: number | null): Promise<BankTopic | null> {
      try {
        const result = await db.execute(sql`
          insert into topics (code, name, subject_id, owner_customer_id)
          select ${`T-${owner ?? 'G'}-`} || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10)),
                 ${name}, ${subjectId}, ${owner}
           where not exists (select 1 from topics t where t.subject_id = ${subjectId}
                               and t.owner_customer_id is not distinct from ${owner}
                               and lower(t.name) = lower(${name}))
          returning id, name, subject_id as "subjectId", owner_customer_id as "ownerCustomerId"`);
        const r = rowsOf<BankTopic>(result)[0];
        return r ? { ...r, id: Number(r.id), subjectId: Number(r.subjectId), ownerCustomerId: owner } : null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Subjects with the topics of the scope, tags in use (most used first), and the centres of the scope. */
    async meta(scope: BankScope) {
      const [subjects, topics, tags, centres] = await Promise.all([
        db.execute(sql`select id, name from subjects order by name, id`),
        db.execute(sql`
          select id, name, subject_id as "subjectId", owner_customer_id as "ownerCustomerId" from topics t
           where ${ownerInScope(scope, sql`t.owner_customer_id`)} order by name, id`),
        db.execute(sql`
          select tag from questions q, unnest(q.tags) tag
           where q.superseded_by is null and ${ownerInScope(scope, sql`q.owner_customer_id`)}
           group by tag order by count(*) desc, tag limit 200`),
        scope.kind === 'all'
          ? db.execute(sql`select id, name from customers order by name, id`)
          : db.execute(sql`select id, name from customers where id = ${scope.customerId ?? -1}`),
      ]);
      const topicRows = rowsOf<BankTopic>(topics).map((t) => ({
        id: Number(t.id),
        name: t.name,
        subjectId: Number(t.subjectId),
        ownerCustomerId: t.ownerCustomerId === null ? null : Number(t.ownerCustomerId),
      }));
      return {
        subjects: rowsOf<{ id: number; name: string }>(subjects).map((s) => ({
          id: Number(s.id),
          name: s.name,
          topics: topicRows.filter((t) => t.subjectId === Number(s.id)),
        })),
        tags: rowsOf<{ tag: string }>(tags).map((r) => r.tag),
        centres: rowsOf<{ id: number; name: string }>(centres).map((c) => ({
          id: Number(c.id),
          name: c.name,
        })),
      };
    },

    /** Current questions of the scope whose text has the same key as `text`, apart from the family of `excludeId`. */
    async duplicates(scope: BankScope, text: string, excludeId: number | undefined) {
      const result = await db.execute(sql`
        select q.id, q.text, oc.name as "ownerName", q.owner_customer_id as "ownerCustomerId", q.status
          from questions q left join customers oc on oc.id = q.owner_customer_id
         where q.text_key = question_text_key(${text}) and q.superseded_by is null
           and ${ownerInScope(scope, sql`q.owner_customer_id`)}
           ${
             excludeId === undefined
               ? sql``
               : sql`and ${familyOf('q')} <> coalesce((select ${familyOf('x')} from questions x where x.id = ${excludeId}), 0)`
           }
         order by q.id desc limit 10`);
      return rowsOf<{
        id: number;
        text: string;
        ownerName: string | null;
        ownerCustomerId: number | null;
        status: 'active' | 'retired';
      }>(result).map((r) => ({ ...r, id: Number(r.id) }));
    },

    /**
     * A page of students' reports on questions of the banks `editable` (every bank, or one centre's), with the
     * current version of each reported question's family.
     */
    async reports(
      editable: { kind: 'all' } | { kind: 'centre'; customerId: number },
      status: 'open' | 'resolved',
      page: number,
      pageSize: number,
    ): Promise<{ rows: ReportRow[]; total: number }> {
      const inBank = editable.kind === 'all' ? sql`true` : sql`rq.owner_customer_id = ${editable.customerId}`;
      const where = sql`r.status = ${status} and ${inBank}`;
      const order =
        status === 'open'
          ? sql`order by r.created_at asc, r.id asc`
          : sql`order by r.resolved_at desc, r.id desc`;
      const [rows, count] = await Promise.all([
        db.execute(sql`
          select r.id, r.question_id as "questionId", r.kind, r.comment, r.status, r.created_at as "createdAt",
                 u.name as "studentName", t.name as "testName",
                 coalesce((select cq.id from questions cq
                            where ${familyOf('cq')} = ${familyOf('rq')} and cq.superseded_by is null
                            order by cq.version desc limit 1), rq.id) as "currentId"
            from question_reports r
            join questions rq on rq.id = r.question_id
            join users u on u.id = r.user_id
            left join tests t on t.id = r.test_id
           where ${where} ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`),
        db.execute(sql`select count(*)::int as n from question_reports r join questions rq on rq.id = r.question_id
                        where ${where}`),
      ]);
      return {
        rows: rowsOf<ReportRow>(rows).map((r) => ({
          ...r,
          id: Number(r.id),
          questionId: Number(r.questionId),
          currentId: Number(r.currentId),
          createdAt: new Date(r.createdAt),
        })),
        total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
      };
    },

    /** The bank (owner) of the question a report is about, or undefined for an unknown report. */
    async reportOwner(id: number): Promise<{ ownerCustomerId: number | null } | undefined> {
      const result = await db.execute(sql`
        select rq.owner_customer_id as "ownerCustomerId" from question_reports r
          join questions rq on rq.id = r.question_id where r.id = ${id}`);
      const r = rowsOf<{ ownerCustomerId: number | null }>(result)[0];
      return r && { ownerCustomerId: r.ownerCustomerId === null ? null : Number(r.ownerCustomerId) };
    },

    async resolveReport(id: number, by: number, now: Date): Promise<void> {
      await db.execute(sql`
        update question_reports set status = 'resolved', resolved_at = ${now.toISOString()}::timestamptz, resolved_by = ${by}
         where id = ${id} and status = 'open'`);
    },

    /** Stores an image once per bank and content (ownerKey 0: the global bank). */
    async saveImage(ownerKey: number, sha256: string, mimeType: string, data: Buffer): Promise<void> {
      await db.execute(sql`
        insert into question_images (owner_key, sha256, mime_type, data) values (${ownerKey}, ${sha256}, ${mimeType}, ${data})
        on conflict do nothing`);
    },

    async imageExists(ownerKey: number, sha256: string, h: Handle = db): Promise<boolean> {
      const result = await h.execute(
        sql`select 1 from question_images where owner_key = ${ownerKey} and sha256 = ${sha256}`,
      );
      return rowsOf(result).length > 0;
    },

    async image(ownerKey: number, sha256: string): Promise<{ mimeType: string; data: Buffer } | null> {
      const result = await db.execute(sql`
        select mime_type as "mimeType", data from question_images where owner_key = ${ownerKey} and sha256 = ${sha256}`);
      const r = rowsOf<{ mimeType: string; data: Buffer | Uint8Array }>(result)[0];
      return r ? { mimeType: r.mimeType, data: Buffer.from(r.data) } : null;
    },
  };
}

export type QuestionBankRepository = ReturnType<typeof questionBankRepository>;
