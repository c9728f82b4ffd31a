import { randomUUID } from 'node:crypto';
import type { QuestionFilters } from '@aspirant/contract/question-bank.ts';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { pgArray, rowsOf } from '../db/client.ts';
import { questionImages, subjects, topics } from '../db/schema.ts';
import {
  type BankOwner,
  bankFilterCondition,
  bankSearchCondition,
  bankSearches,
  type QuestionFields,
  questionContentOf,
} from './question-bank.ts';
import { type BankScope, ownerInScope } from './question-scope.ts';

/** Rows per insert statement (one JSON parameter each). */
export const INSERT_BATCH = 500;
/** Texts per key lookup: one array parameter each. */
const KEY_BATCH = 5000;

type Handle = Db | Tx;

/** A question of the file, ready to insert: what an author writes (never reserved for practice), its bank and importer. */
export type NewQuestion = Omit<QuestionFields, 'isPractice'> & {
  ownerCustomerId: number | null;
  createdBy: number | null;
};

export interface VisibleTopic {
  id: number;
  name: string;
  subjectId: number;
  ownerCustomerId: number | null;
}

/** A current question as the export writers need it, with its subject's and topic's names. */
export type ExportQuestion = Omit<QuestionFields, 'subjectId' | 'topicId' | 'isPractice'> & {
  id: number;
  subjectName: string;
  topicName: string;
  /** The image's bytes and type when the question has one in question_images (Moodle XML embeds them). */
  imageData?: { mimeType: string; data: Buffer } | undefined;
};

/** The bank key of question_images: the centre's id, 0 for the global bank. */
export const ownerKeyOf = (ownerCustomerId: number | null) => ownerCustomerId ?? 0;

/**
 * Import and export's own reads and writes of the bank (issue 16 points 5 and 7): the duplicate keys, the
 * visible subjects and topics, the batched insert, the images, and the export's selection. Every reader takes
 * its scope from question-scope.ts.
 */
export function questionImportRepository(db: Db) {
  /**
   * The search condition the bank's list uses under the filters `where`: the first of bankSearches(q) that
   * finds a question (the list takes the first with a total above 0), else the last. Decided before `ids`
   * narrow the selection, as the list knows no ids.
   */
  async function listSearch(where: SQL, q: string): Promise<SQL> {
    const searches = bankSearches(q).map((search) => bankSearchCondition(search, q));
    for (const condition of searches.slice(0, -1)) {
      const found = await db.execute(sql`select 1 from questions q where ${where} and ${condition} limit 1`);
      if (rowsOf(found).length > 0) return condition;
    }
    return searches.at(-1)!;
  }

  return {
    /**
     * The duplicate key of each text, in order, computed by the database's own `question_text_key` (migration
     * 0011), so a file's keys and the bank's generated column share one definition.
     */
    async textKeys(texts: string[], handle: Handle = db): Promise<string[]> {
      const keys: string[] = [];
      for (let start = 0; start < texts.length; start += KEY_BATCH) {
        const chunk = texts.slice(start, start + KEY_BATCH);
        const result = await handle.execute(
          sql`select question_text_key(t.x) as k from unnest(${pgArray(chunk)}::text[]) with ordinality as t(x, n) order by t.n`,
        );
        for (const row of rowsOf<{ k: string }>(result)) keys.push(row.k);
      }
      return keys;
    },

    /** Which of `keys` a current question of the banks in `scope` already has (any status). */
    async existingKeys(scope: BankScope, keys: string[], handle: Handle = db): Promise<Set<string>> {
      const found = new Set<string>();
      const unique = [...new Set(keys)];
      for (let start = 0; start < unique.length; start += KEY_BATCH) {
        const chunk = unique.slice(start, start + KEY_BATCH);
        const result = await handle.execute(sql`
          select distinct q.text_key as k from questions q
          where q.text_key = any(${pgArray(chunk)}::text[]) and q.superseded_by is null
            and ${ownerInScope(scope, sql`q.owner_customer_id`)}`);
        for (const row of rowsOf<{ k: string }>(result)) found.add(row.k);
      }
      return found;
    },

    async subjects(): Promise<{ id: number; name: string }[]> {
      return db.select({ id: subjects.id, name: subjects.name }).from(subjects).orderBy(asc(subjects.id));
    },

    /** The topics a bank's questions may use: the global syllabus's and the bank's centre's own. */
    async topics(ownerCustomerId: number | null, handle: Handle = db): Promise<VisibleTopic[]> {
      return handle
        .select({
          id: topics.id,
          name: topics.name,
          subjectId: topics.subjectId,
          ownerCustomerId: topics.ownerCustomerId,
        })
        .from(topics)
        .where(
          ownerCustomerId === null
            ? isNull(topics.ownerCustomerId)
            : or(isNull(topics.ownerCustomerId), eq(topics.ownerCustomerId, ownerCustomerId)),
        )
        .orderBy(asc(topics.id));
    },

    /**
     * A topic of the bank's centre (or of the global syllabus for the global bank) named `name` under the
     * subject: the existing one of that name (case folded), or a new one. Inside the import's transaction.
     */
    async ensureTopic(
      tx: Tx,
      subjectId: number,
      name: string,
      ownerCustomerId: number | null,
    ): Promise<number> {
      const ownerMatch =
        ownerCustomerId === null
          ? isNull(topics.ownerCustomerId)
          : eq(topics.ownerCustomerId, ownerCustomerId);
      const [existing] = await tx
        .select({ id: topics.id })
        .from(topics)
        .where(and(eq(topics.subjectId, subjectId), ownerMatch, sql`lower(${topics.name}) = lower(${name})`))
        .limit(1);
      if (existing) return existing.id;
      const [row] = await tx
        .insert(topics)
        .values({ code: `topic-${randomUUID()}`, name, subjectId, ownerCustomerId })
        .returning({ id: topics.id });
      return row!.id;
    },

    /** Stores images once per bank (the same bytes in a bank are one row). */
    async storeImages(
      tx: Tx,
      ownerCustomerId: number | null,
      images: {
        sha256: string;
        mimeType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
        data: Buffer;
      }[],
    ): Promise<void> {
      const ownerKey = ownerKeyOf(ownerCustomerId);
      for (let start = 0; start < images.length; start += 50) {
        const chunk = images.slice(start, start + 50);
        await tx
          .insert(questionImages)
          .values(chunk.map((image) => ({ ...image, ownerKey })))
          .onConflictDoNothing();
      }
    },

    /**
     * Inserts the questions, INSERT_BATCH rows a statement: each batch is one JSON parameter read by
     * json_to_recordset, which keeps a 20,000-question import's memory and time low (a query builder's
     * 20-parameter rows made ten times the garbage). Answers how many were inserted.
     */
    async insertQuestions<T>(tx: Tx, items: readonly T[], rowOf: (item: T) => NewQuestion): Promise<number> {
      let inserted = 0;
      for (let start = 0; start < items.length; start += INSERT_BATCH) {
        // Each chunk's rows are made as it goes in: 20,000 rows are never held twice (issue 16 point 9).
        const chunk = items.slice(start, start + INSERT_BATCH).map(rowOf);
        const json = JSON.stringify(
          chunk.map((row) => ({
            subject_id: row.subjectId,
            topic_id: row.topicId,
            difficulty: row.difficulty,
            text: row.text,
            options: row.options,
            correct_index: row.correctIndex,
            explanation: row.explanation,
            text_hi: row.textHi,
            options_hi: row.optionsHi,
            explanation_hi: row.explanationHi,
            image: row.image,
            tags: row.tags,
            owner_customer_id: row.ownerCustomerId,
            created_by: row.createdBy,
          })),
        );
        await tx.execute(sql`
          insert into questions (code, subject_id, topic_id, difficulty, text, options, correct_index, explanation,
                                 text_hi, options_hi, explanation_hi, image, tags, owner_customer_id, created_by,
                                 is_practice, status)
          select 'bank-' || gen_random_uuid(), r.subject_id, r.topic_id, r.difficulty, r.text, r.options,
                 r.correct_index, r.explanation, r.text_hi, r.options_hi, r.explanation_hi, r.image, r.tags,
                 r.owner_customer_id, r.created_by, false, 'active'
          from json_to_recordset(${json}::json) as r(subject_id int, topic_id int, difficulty text, text text,
                 options jsonb, correct_index smallint, explanation text, text_hi text, options_hi jsonb,
                 explanation_hi text, image text, tags text[], owner_customer_id int, created_by int)`);
        inserted += chunk.length;
      }
      return inserted;
    },

    /**
     * The current versions of the banks in `scope` that the filters (and `ids`, when given) select, in id order,
     * with the subject's and topic's names: exactly the questions the bank's list shows for the same filters, on
     * all its pages (the one condition of question-bank.ts, the owner resolved by the service's bankOwnerOf).
     */
    async exportSelection(
      scope: BankScope,
      owner: BankOwner,
      filters: QuestionFilters,
      ids: number[] | undefined,
    ): Promise<ExportQuestion[]> {
      const where = bankFilterCondition(scope, owner, filters);
      const search = filters.q ? await listSearch(where, filters.q) : sql`true`;
      const chosen = ids ? sql`q.id = any(${pgArray(ids)}::int[])` : sql`true`;
      const result = await db.execute(sql`
        select q.id, s.name as "subjectName", tp.name as "topicName", q.difficulty, q.text, q.options,
               q.correct_index as "correctIndex", q.explanation, q.text_hi as "textHi", q.options_hi as "optionsHi",
               q.explanation_hi as "explanationHi", q.image, q.tags
          from questions q
          join subjects s on s.id = q.subject_id
          join topics tp on tp.id = q.topic_id
         where ${where} and ${search} and ${chosen}
         order by q.id`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        id: Number(r.id),
        subjectName: r.subjectName as string,
        topicName: r.topicName as string,
        ...questionContentOf(r),
      }));
    },

    /** The stored images of `tokens` ('bank:<sha256>') reachable in `scope`, by sha256. */
    async imagesOf(
      scope: BankScope,
      shas: string[],
    ): Promise<Map<string, { mimeType: string; data: Buffer }>> {
      const found = new Map<string, { mimeType: string; data: Buffer }>();
      const unique = [...new Set(shas)];
      for (let start = 0; start < unique.length; start += 200) {
        const chunk = unique.slice(start, start + 200);
        const rows = await db
          .select({
            sha256: questionImages.sha256,
            mimeType: questionImages.mimeType,
            data: questionImages.data,
          })
          .from(questionImages)
          .where(
            and(
              inArray(questionImages.sha256, chunk),
              scope.kind === 'all'
                ? sql`true`
                : scope.customerId === null
                  ? eq(questionImages.ownerKey, 0)
                  : inArray(questionImages.ownerKey, [0, scope.customerId]),
            ),
          );
        for (const row of rows)
          found.set(row.sha256, { mimeType: row.mimeType, data: Buffer.from(row.data) });
      }
      return found;
    },
  };
}

export type QuestionImportRepository = ReturnType<typeof questionImportRepository>;
