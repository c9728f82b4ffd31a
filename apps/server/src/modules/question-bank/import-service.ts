import { createHash } from 'node:crypto';
import type { User } from '@aspirant/contract/fields.ts';
import {
  BANK_MESSAGES,
  CATEGORY_NAME_MAX_LENGTH,
  type ImportFormat,
  type ImportReportItem,
  type ImportResponse,
  QuestionDraftSchema,
} from '@aspirant/contract/question-bank.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { AppError } from '../../lib/errors.ts';
import { collectGarbage } from '../../lib/memory.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type {
  NewQuestion,
  QuestionImportRepository,
  VisibleTopic,
} from '../../repositories/question-import.ts';
import type { BankScope } from '../../repositories/question-scope.ts';
import type { InTransaction } from '../../repositories/transaction.ts';
import { firstWords, type ImportImage } from './import/common.ts';
import { ImportFileError, type ImportItem, parseImport } from './import/index.ts';

const B = BANK_MESSAGES;

/** The bank an import writes to, and who is recorded as its author (null on the command line). */
export interface ImportTarget {
  ownerCustomerId: number | null;
  createdBy: number | null;
}

/** One entry of the `mapping` field: the subject and topic the items of a file's category go to. */
export interface CategoryChoice {
  category: string;
  subjectId: number | null;
  topicId: number | null;
  topicName?: string | undefined;
}

export interface ImportRequest {
  fileName: string;
  bytes: Buffer;
  format?: ImportFormat | undefined;
  dryRun: boolean;
  mapping?: CategoryChoice[] | undefined;
}

/** Where a category's items go: a subject and an existing topic, or a topic to create, or nothing yet. */
interface Resolved {
  subjectId: number | null;
  topicId: number | null;
  topicName?: string;
}

/** What the parser's ready item becomes once the sanitiser has seen it. */
interface Prepared {
  index: number;
  category: string;
  row: Omit<NewQuestion, 'subjectId' | 'topicId' | 'ownerCustomerId' | 'createdBy'>;
  image?: ImportImage & { sha256: string };
}

/** Files from this size (about 2,500 questions) have their phases' garbage collected between them. */
const SETTLE_FROM_BYTES = 1024 * 1024;

/** Collects the garbage of a large import's finished phase (see `run`); a small file's is not worth a pause. */
function settle(request: ImportRequest): void {
  if (request.bytes.length >= SETTLE_FROM_BYTES) collectGarbage();
}

const fold = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The category of an item as the report names it: the file's path, or the CSV's Subject/Topic; '' for none. */
function categoryOf(item: ImportItem): string {
  if (item.category) return item.category;
  const { subject, topic } = item.draft ?? {};
  return [subject, topic].filter((part): part is string => !!part).join('/');
}

/** The subject and topic names a category suggests: the CSV's columns, or a path's parts. */
function namesOf(item: ImportItem): { subjects: string[]; topic: string | undefined } {
  if (item.category) {
    const parts = item.category.split('/');
    return { subjects: parts, topic: parts.length > 1 ? parts.at(-1) : parts[0] };
  }
  return {
    subjects: item.draft?.subject ? [item.draft.subject] : [],
    topic: item.draft?.topic,
  };
}

/** A sanitised copy of the draft's texts; null when the sanitiser leaves a question that is no longer valid. */
function sanitised(item: ImportItem): { row: Prepared['row'] } | { reason: string } {
  const draft = item.draft!;
  const clean = {
    text: sanitizeRichText(draft.text),
    options: draft.options.map(sanitizeRichText),
    correctIndex: draft.correctIndex,
    explanation: sanitizeRichText(draft.explanation),
    tags: draft.tags,
    ...(draft.textHi !== undefined ? { textHi: sanitizeRichText(draft.textHi) } : {}),
    ...(draft.optionsHi !== undefined ? { optionsHi: draft.optionsHi.map(sanitizeRichText) } : {}),
    ...(draft.explanationHi !== undefined ? { explanationHi: sanitizeRichText(draft.explanationHi) } : {}),
  };
  const changed =
    clean.text !== draft.text ||
    clean.explanation !== draft.explanation ||
    clean.options.some((o, i) => o !== draft.options[i]) ||
    clean.textHi !== draft.textHi ||
    clean.explanationHi !== draft.explanationHi ||
    (clean.optionsHi ?? []).some((o, i) => o !== draft.optionsHi?.[i]);
  if (changed) {
    const check = QuestionDraftSchema.safeParse(clean);
    if (!check.success)
      return { reason: [...new Set(check.error.issues.map((issue) => issue.message))].join(' ') };
  }
  return {
    row: {
      difficulty: draft.difficulty ?? 'medium',
      text: clean.text,
      options: clean.options,
      correctIndex: clean.correctIndex,
      explanation: clean.explanation,
      textHi: clean.textHi ?? null,
      optionsHi: clean.optionsHi ?? null,
      explanationHi: clean.explanationHi ?? null,
      image: null,
      tags: clean.tags,
    },
  };
}

export function importService(deps: {
  repo: QuestionImportRepository;
  transaction: InTransaction;
  customerExists(id: number): Promise<boolean>;
}) {
  const { repo, transaction } = deps;

  /**
   * The bank a caller imports into: the super admin's choice (`customerId`, null or absent for the global bank);
   * a centre's staff, their own centre's (another centre's id is refused; staff of no centre have no bank).
   */
  async function targetOf(user: User, customerId: number | null | undefined): Promise<ImportTarget> {
    if (user.role_id === ROLE.SUPER_ADMIN) {
      if (customerId !== undefined && customerId !== null && !(await deps.customerExists(customerId)))
        throw new AppError('NOT_FOUND', B.customerNotFound);
      return { ownerCustomerId: customerId ?? null, createdBy: user.id };
    }
    if (user.role_id !== ROLE.COACHING_ADMIN && user.role_id !== ROLE.TEACHER)
      throw new AppError('FORBIDDEN', B.notAStudent);
    if (user.customer_id === null) throw new AppError('FORBIDDEN', B.noCentre);
    if (customerId !== undefined && customerId !== null && customerId !== user.customer_id)
      throw new AppError('FORBIDDEN', B.otherBank);
    return { ownerCustomerId: user.customer_id, createdBy: user.id };
  }

  /** The command line's bank: a centre by id (which must exist) or the global bank. */
  async function targetForOperator(customerId: number | null): Promise<ImportTarget> {
    if (customerId !== null && !(await deps.customerExists(customerId)))
      throw new AppError('NOT_FOUND', B.customerNotFound);
    return { ownerCustomerId: customerId, createdBy: null };
  }

  /**
   * The one import (issue 16 point 5), for the route and the command line: reads the file, accounts for every
   * item as 'import', 'duplicate' or 'skipped', maps the file's categories to subjects and topics, and, unless
   * it is a dry run, inserts what can be imported in one transaction. A file that cannot be read is a 400 with
   * the parser's message.
   */
  async function run(target: ImportTarget, request: ImportRequest): Promise<ImportResponse> {
    // The plan in a function of its own: the parsed file and the intermediate lists are garbage before the
    // transaction starts. Each phase's garbage is collected before the next begins (what earlier requests left,
    // the parse's, the plan's), so a 20,000-question file's peak is its live set, not the sum of its phases'
    // garbage: 276 MB instead of 342 on PostgreSQL at the same load (bench/README.md, issue 16 point 9).
    settle(request);
    const { response, toImport, categories } = await plan(target, request);
    settle(request);
    if (!request.dryRun) {
      if (toImport.length === 0) throw new AppError('VALIDATION', B.nothingToImport);
      await commit(target, toImport, categories);
    }
    return response;
  }

  async function plan(
    target: ImportTarget,
    request: ImportRequest,
  ): Promise<{
    response: ImportResponse;
    toImport: Prepared[];
    categories: Map<string, Resolved & { count: number }>;
  }> {
    let parsed: Awaited<ReturnType<typeof parseImport>>;
    try {
      parsed = await parseImport(request.fileName, request.bytes, request.format);
    } catch (error) {
      if (error instanceof ImportFileError) throw new AppError('VALIDATION', error.message);
      throw error;
    }
    settle(request);
    const { format, items } = parsed;
    const owner = target.ownerCustomerId;
    const scope: BankScope = { kind: 'centre', customerId: owner };

    const [subjectRows, topicRows] = await Promise.all([repo.subjects(), repo.topics(owner)]);
    const subjectByName = new Map<string, number>();
    for (const s of subjectRows) if (!subjectByName.has(fold(s.name))) subjectByName.set(fold(s.name), s.id);
    const topicsBySubject = new Map<number, VisibleTopic[]>();
    for (const topic of topicRows) {
      const list = topicsBySubject.get(topic.subjectId) ?? [];
      list.push(topic);
      topicsBySubject.set(topic.subjectId, list);
    }
    /** A visible topic of the subject by name; the bank's own before the global syllabus's. */
    const topicNamed = (subjectId: number, name: string): VisibleTopic | undefined => {
      const matches = (topicsBySubject.get(subjectId) ?? []).filter((t) => fold(t.name) === fold(name));
      return matches.find((t) => t.ownerCustomerId !== null) ?? matches[0];
    };

    // The mapping the caller chose, checked against the visible subjects and topics.
    const chosen = new Map<string, Resolved>();
    for (const choice of request.mapping ?? []) {
      const resolved: Resolved = { subjectId: choice.subjectId, topicId: null };
      if (choice.subjectId !== null) {
        if (!subjectRows.some((s) => s.id === choice.subjectId))
          throw new AppError('VALIDATION', B.subjectNotFound);
        if (choice.topicId !== null) {
          const topic = topicRows.find((t) => t.id === choice.topicId);
          if (!topic) throw new AppError('VALIDATION', B.topicNotFound);
          if (topic.subjectId !== choice.subjectId) throw new AppError('VALIDATION', B.topicNotOfSubject);
          resolved.topicId = topic.id;
        } else if (choice.topicName !== undefined) {
          const name = choice.topicName.trim().replace(/\s+/g, ' ');
          if (name === '' || name.length > CATEGORY_NAME_MAX_LENGTH)
            throw new AppError('VALIDATION', B.topicNameInvalid);
          const existing = topicNamed(choice.subjectId, name);
          if (existing) resolved.topicId = existing.id;
          else resolved.topicName = name;
        }
      }
      chosen.set(choice.category, resolved);
    }

    // The categories of the file, in order of first appearance, matched by name unless the mapping chose.
    const categories = new Map<string, Resolved & { count: number }>();
    const categoryOfItem: (string | undefined)[] = items.map((item) => {
      if (item.status !== 'ready') return undefined;
      const category = categoryOf(item);
      const known = categories.get(category);
      if (known) {
        known.count += 1;
        return category;
      }
      let resolved = chosen.get(category);
      if (!resolved) {
        const names = namesOf(item);
        let subjectId =
          names.subjects.map((name) => subjectByName.get(fold(name))).find((id) => id !== undefined) ?? null;
        let topic: VisibleTopic | undefined;
        const topicName = names.topic;
        if (subjectId === null && topicName) {
          const candidates = topicRows.filter((t) => fold(t.name) === fold(topicName));
          if (new Set(candidates.map((t) => t.subjectId)).size === 1) {
            topic = candidates.find((t) => t.ownerCustomerId !== null) ?? candidates[0];
            subjectId = topic?.subjectId ?? null;
          }
        }
        const subjectName = subjectRows.find((s) => s.id === subjectId)?.name;
        if (subjectId !== null && !topic && topicName && fold(topicName) !== fold(subjectName ?? ''))
          topic = topicNamed(subjectId, topicName);
        resolved = { subjectId, topicId: topic?.id ?? null };
        if (
          subjectId !== null &&
          !topic &&
          topicName &&
          fold(topicName) !== fold(subjectName ?? '') &&
          topicName.length <= CATEGORY_NAME_MAX_LENGTH
        )
          resolved.topicName = topicName;
      }
      categories.set(category, { ...resolved, count: 1 });
      return category;
    });

    // Sanitise, then decide each ready item: category, duplicate in the bank, duplicate in the file.
    const prepared: (Prepared | { reason: string } | undefined)[] = items.map((item, index) => {
      if (item.status !== 'ready' || !item.draft) return undefined;
      const result = sanitised(item);
      if ('reason' in result) return result;
      const image = item.image
        ? { ...item.image, sha256: createHash('sha256').update(item.image.data).digest('hex') }
        : undefined;
      if (image) result.row.image = `bank:${image.sha256}`;
      return { index, category: categoryOfItem[index] ?? '', row: result.row, ...(image ? { image } : {}) };
    });
    const candidates = prepared.filter((p): p is Prepared => p !== undefined && 'row' in p);
    const keys = await repo.textKeys(candidates.map((p) => p.row.text));
    const inBank = await repo.existingKeys(scope, keys);
    const firstAt = new Map<string, string>();
    const keyOf = new Map<number, string>();
    for (const [i, p] of candidates.entries()) keyOf.set(p.index, keys[i]!);

    const report: ImportReportItem[] = [];
    const toImport: Prepared[] = [];
    let imported = 0;
    let duplicates = 0;
    let skippedCount = 0;
    for (const [index, item] of items.entries()) {
      const base = {
        line: item.position,
        name: item.name ?? firstWords(item.draft?.text) ?? item.position,
      };
      const category = categoryOfItem[index];
      const withCategory = category ? { category } : {};
      const warnings = item.warnings && item.warnings.length > 0 ? { warnings: item.warnings } : {};
      const skip = (reason: string) => {
        skippedCount += 1;
        report.push({ ...base, status: 'skipped', reason, ...withCategory });
      };
      const p = prepared[index];
      if (item.status !== 'ready' || !p) {
        skip(item.reason ?? 'Not a question.');
        continue;
      }
      if ('reason' in p) {
        skip(p.reason);
        continue;
      }
      const resolved = categories.get(p.category)!;
      if (resolved.subjectId === null) {
        skip(
          p.category === '' ? B.mappingSubjectRequiredUncategorised : B.mappingSubjectRequired(p.category),
        );
        continue;
      }
      if (resolved.topicId === null && resolved.topicName === undefined) {
        skip(B.mappingTopicRequired(p.category));
        continue;
      }
      const key = keyOf.get(index)!;
      if (inBank.has(key)) {
        duplicates += 1;
        report.push({
          ...base,
          status: 'duplicate',
          reason: B.duplicateInBank,
          ...withCategory,
          ...warnings,
        });
        continue;
      }
      const earlier = firstAt.get(key);
      if (earlier !== undefined) {
        duplicates += 1;
        report.push({
          ...base,
          status: 'duplicate',
          reason: B.duplicateInFile(earlier),
          ...withCategory,
          ...warnings,
        });
        continue;
      }
      firstAt.set(key, item.position);
      imported += 1;
      toImport.push(p);
      report.push({ ...base, status: 'import', ...withCategory, ...warnings });
    }

    const response: ImportResponse = {
      success: true,
      dryRun: request.dryRun,
      format,
      imported,
      duplicates,
      skipped: skippedCount,
      items: report,
      categories: [...categories].map(([category, resolved]) => ({
        category,
        subjectId: resolved.subjectId,
        topicId: resolved.topicId,
        ...(resolved.topicName !== undefined ? { topicName: resolved.topicName } : {}),
        count: resolved.count,
      })),
    };
    return { response, toImport, categories };
  }

  /** Inserts the plan's questions in one transaction: new topics, then images, then the questions. */
  async function commit(
    target: ImportTarget,
    toImport: Prepared[],
    categories: Map<string, Resolved & { count: number }>,
  ): Promise<void> {
    const owner = target.ownerCustomerId;
    await transaction(async (tx) => {
      // New topics first (only those an imported item uses), then the images, then the questions.
      const topicIds = new Map<string, number>();
      for (const [category, resolved] of categories) {
        if (resolved.subjectId === null) continue;
        if (resolved.topicId !== null) topicIds.set(category, resolved.topicId);
        else if (resolved.topicName !== undefined && toImport.some((p) => p.category === category))
          topicIds.set(category, await repo.ensureTopic(tx, resolved.subjectId, resolved.topicName, owner));
      }
      const images = new Map<string, Prepared['image'] & {}>();
      for (const p of toImport) if (p.image) images.set(p.image.sha256, p.image);
      await repo.storeImages(
        tx,
        owner,
        [...images.values()].map((image) => ({
          sha256: image.sha256,
          mimeType: image.mimeType,
          data: image.data,
        })),
      );
      await repo.insertQuestions(tx, toImport, (p) => ({
        ...p.row,
        subjectId: categories.get(p.category)!.subjectId!,
        topicId: topicIds.get(p.category)!,
        ownerCustomerId: owner,
        createdBy: target.createdBy,
      }));
    });
  }

  return { targetOf, targetForOperator, run };
}

export type ImportService = ReturnType<typeof importService>;
