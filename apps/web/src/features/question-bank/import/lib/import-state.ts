import {
  IMPORT_MESSAGES,
  type ImportReportItem,
  type ImportResponse,
  MAX_IMPORT_FILE_BYTES,
} from '@aspirant/contract/question-bank.ts';

// The import screen's logic, kept out of React so it is unit-tested: which files the screen sends, the category
// mapping (the server's matches plus the user's choices), the counts and the paging of a 20,000-item report.

export type ItemStatus = ImportReportItem['status'];
export type StatusFilter = 'all' | ItemStatus;
export type ReportCategory = ImportResponse['categories'][number];

/** A subject of GET /api/questions/meta with its visible topics. */
export interface MetaSubject {
  id: number;
  name: string;
  topics: readonly { id: number; name: string; subjectId: number; ownerCustomerId: number | null }[];
}

/** Where a category of the file goes: an existing topic (topicId), or a new one of that name (topicName). */
export interface CategoryChoice {
  subjectId: number | null;
  topicId: number | null;
  topicName?: string;
}

/** One entry of the `mapping` field the import sends (contract CategoryMappingSchema). */
export interface CategoryMapping extends CategoryChoice {
  category: string;
}

/** The extensions the server reads (IMPORT_MESSAGES.unknownFormat names the same). */
export const IMPORT_EXTENSIONS = ['.xml', '.gift', '.txt', '.aiken', '.csv', '.xlsx'] as const;

/**
 * The server's refusal of a file the screen can tell at once (too large, not a format it reads), in the
 * server's exact words; null for a file worth sending.
 */
export function fileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xls')) return IMPORT_MESSAGES.oldExcel;
  if (!IMPORT_EXTENSIONS.some((ext) => name.endsWith(ext))) return IMPORT_MESSAGES.unknownFormat(file.name);
  if (file.size > MAX_IMPORT_FILE_BYTES) return IMPORT_MESSAGES.fileTooLarge(file.size);
  if (file.size === 0) return IMPORT_MESSAGES.empty;
  return null;
}

/** The choice of a category as the server answered it. */
export function serverChoice(category: ReportCategory): CategoryChoice {
  return {
    subjectId: category.subjectId,
    topicId: category.topicId,
    ...(category.topicId === null && category.topicName ? { topicName: category.topicName } : {}),
  };
}

/**
 * The mapping to send: every category of the report with the user's choice where they made one, else the
 * server's match, so the import stores exactly what the last dry run showed.
 */
export function effectiveMapping(
  categories: readonly ReportCategory[],
  choices: ReadonlyMap<string, CategoryChoice>,
): CategoryMapping[] {
  return categories.map((c) => ({ category: c.category, ...(choices.get(c.category) ?? serverChoice(c)) }));
}

/** Every category has a subject and a topic (an existing one or a new one's name). */
export function isMappingComplete(mapping: readonly CategoryChoice[]): boolean {
  return mapping.every(
    (m) => m.subjectId !== null && (m.topicId !== null || (m.topicName ?? '').trim() !== ''),
  );
}

/** A category's last part, the topic it names: '$course$/Polity/Constitution' → 'Constitution'. */
export function categoryLeaf(category: string): string {
  const parts = category
    .split('/')
    .map((p) => p.trim())
    .filter((p) => p !== '' && !/^\$\w+\$$/.test(p) && p.toLowerCase() !== 'top');
  return parts.at(-1) ?? '';
}

const fold = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The topics a question of `bankCustomerId`'s bank may take: the global syllabus's and that centre's own. */
export function topicsFor(
  subject: MetaSubject | undefined,
  bankCustomerId: number | null,
): MetaSubject['topics'] {
  return (subject?.topics ?? []).filter(
    (t) => t.ownerCustomerId === null || t.ownerCustomerId === bankCustomerId,
  );
}

/**
 * The name a new topic for the category would take: the server's proposal, else the category's last part,
 * unless a topic of the subject already has that name (then that topic is the choice, not a new one).
 */
export function newTopicName(
  category: ReportCategory,
  topics: MetaSubject['topics'],
  choice: CategoryChoice,
): string | null {
  const name = (choice.topicName ?? category.topicName ?? categoryLeaf(category.category)).trim();
  if (name === '' || topics.some((t) => fold(t.name) === fold(name))) return null;
  return name;
}

/** The value of a topic select: '' (none chosen), 'id:12' or 'new:<name>'. */
export function topicValue(choice: CategoryChoice): string {
  if (choice.topicId !== null) return `id:${choice.topicId}`;
  if (choice.topicName) return `new:${choice.topicName}`;
  return '';
}

/** The choice after picking `value` in a category's topic select. */
export function withTopic(choice: CategoryChoice, value: string): CategoryChoice {
  if (value.startsWith('id:')) return { subjectId: choice.subjectId, topicId: Number(value.slice(3)) };
  if (value.startsWith('new:'))
    return { subjectId: choice.subjectId, topicId: null, topicName: value.slice(4) };
  return { subjectId: choice.subjectId, topicId: null };
}

/**
 * The choice after picking a subject: the subject's topic named like the category's last part when there is
 * one, else a new topic of that name, else no topic yet.
 */
export function withSubject(
  category: ReportCategory,
  subjectId: number | null,
  subjects: readonly MetaSubject[],
  bankCustomerId: number | null,
): CategoryChoice {
  if (subjectId === null) return { subjectId: null, topicId: null };
  const topics = topicsFor(
    subjects.find((s) => s.id === subjectId),
    bankCustomerId,
  );
  const leaf = (category.topicName ?? categoryLeaf(category.category)).trim();
  const match = leaf === '' ? undefined : topics.find((t) => fold(t.name) === fold(leaf));
  if (match) return { subjectId, topicId: match.id };
  return leaf === '' ? { subjectId, topicId: null } : { subjectId, topicId: null, topicName: leaf };
}

export interface StatusCounts {
  import: number;
  duplicate: number;
  skipped: number;
  total: number;
}

/** The items of each status, counted from the report itself. */
export function statusCounts(items: readonly ImportReportItem[]): StatusCounts {
  const counts = { import: 0, duplicate: 0, skipped: 0, total: items.length };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

/** The report's own figures agree with its items (they add up to the file's items). */
export function countsAgree(report: ImportResponse): boolean {
  const counts = statusCounts(report.items);
  return (
    counts.import === report.imported &&
    counts.duplicate === report.duplicates &&
    counts.skipped === report.skipped
  );
}

export function filterItems(
  items: readonly ImportReportItem[],
  filter: StatusFilter,
): readonly ImportReportItem[] {
  return filter === 'all' ? items : items.filter((item) => item.status === filter);
}

export interface ItemPage {
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  items: readonly ImportReportItem[];
  /** 1-based positions of the first and last item shown (0 and 0 when there are none). */
  from: number;
  to: number;
  total: number;
}

/** One page of the items: the screen renders 50 rows at a time, never 20,000. */
export function pageOf(items: readonly ImportReportItem[], page: number, pageSize: number): ItemPage {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const shown = items.slice(start, start + pageSize);
  return {
    page: current,
    pageCount,
    items: shown,
    from: shown.length === 0 ? 0 : start + 1,
    to: start + shown.length,
    total,
  };
}

/** A file's size for people: '812 KB', '3.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
