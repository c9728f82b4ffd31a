import {
  IMPORT_MESSAGES,
  type ImportReportItem,
  type ImportResponse,
  MAX_IMPORT_FILE_BYTES,
} from '@aspirant/contract/question-bank.ts';
import { describe, expect, it } from 'vitest';
import { importForm } from '../api/import-questions.ts';
import {
  type CategoryChoice,
  categoryLeaf,
  countsAgree,
  effectiveMapping,
  fileProblem,
  fileSize,
  filterItems,
  isMappingComplete,
  type MetaSubject,
  newTopicName,
  pageOf,
  type ReportCategory,
  statusCounts,
  topicsFor,
  topicValue,
  withSubject,
  withTopic,
} from './import-state.ts';

const POLITY: MetaSubject = {
  id: 1,
  name: 'Polity',
  topics: [
    { id: 11, name: 'Constitutional Framework & Preamble', subjectId: 1, ownerCustomerId: null },
    { id: 12, name: 'Constitution', subjectId: 1, ownerCustomerId: 7 },
    { id: 13, name: 'Panchayati Raj', subjectId: 1, ownerCustomerId: 8 },
  ],
};
const HISTORY: MetaSubject = {
  id: 2,
  name: 'History',
  topics: [{ id: 21, name: 'Modern India', subjectId: 2, ownerCustomerId: null }],
};
const SUBJECTS = [POLITY, HISTORY];

const category = (name: string, fields: Partial<ReportCategory> = {}): ReportCategory => ({
  category: name,
  subjectId: null,
  topicId: null,
  count: 1,
  ...fields,
});

function item(status: ImportReportItem['status'], n: number): ImportReportItem {
  return { line: `line ${n}`, name: `Question ${n}`, status };
}

describe('the file the screen sends', () => {
  it('refuses a file over 20 MB with the server’s own message', () => {
    const size = MAX_IMPORT_FILE_BYTES + 1;
    expect(fileProblem({ name: 'bank.csv', size })).toBe(IMPORT_MESSAGES.fileTooLarge(size));
    expect(fileProblem({ name: 'bank.csv', size })).toBe(
      'The file is 20.0 MB; files up to 20 MB can be imported.',
    );
    expect(fileProblem({ name: 'big.xml', size: 25 * 1024 * 1024 })).toBe(
      'The file is 25.0 MB; files up to 20 MB can be imported.',
    );
  });

  it('takes exactly 20 MB, every format the server reads, in any case', () => {
    for (const name of ['a.xml', 'a.gift', 'a.txt', 'a.aiken', 'a.csv', 'a.xlsx', 'BANK.XML', 'प्रश्न.csv']) {
      expect(fileProblem({ name, size: MAX_IMPORT_FILE_BYTES }), name).toBeNull();
    }
  });

  it('refuses other files, an old Excel file and an empty one as the server words it', () => {
    expect(fileProblem({ name: 'notes.docx', size: 10 })).toBe(IMPORT_MESSAGES.unknownFormat('notes.docx'));
    expect(fileProblem({ name: 'old.xls', size: 10 })).toBe(IMPORT_MESSAGES.oldExcel);
    expect(fileProblem({ name: 'empty.gift', size: 0 })).toBe(IMPORT_MESSAGES.empty);
  });

  it('builds the multipart body of the contract: dryRun, format, customerId, mapping as JSON, the file', async () => {
    const file = new File(['<quiz></quiz>'], 'bank.xml', { type: 'text/xml' });
    const mapping = [{ category: '$course$/Polity', subjectId: 1, topicId: null, topicName: 'Polity' }];
    const form = importForm({ file, format: 'moodle-xml', dryRun: false, customerId: 7, mapping });
    expect([...form.keys()]).toEqual(['format', 'dryRun', 'customerId', 'mapping', 'file']);
    expect(form.get('dryRun')).toBe('false');
    expect(form.get('customerId')).toBe('7');
    expect(JSON.parse(form.get('mapping') as string)).toEqual(mapping);
    const sent = form.get('file') as File;
    expect(sent.name).toBe('bank.xml');
    expect(await sent.text()).toBe('<quiz></quiz>');

    const first = importForm({ file, format: null, dryRun: true, customerId: null, mapping: null });
    expect([...first.keys()]).toEqual(['dryRun', 'file']);
    expect(first.get('dryRun')).toBe('true');
  });
});

describe('the category mapping', () => {
  it('reads the topic a category names', () => {
    expect(categoryLeaf('$course$/Polity/Constitution')).toBe('Constitution');
    expect(categoryLeaf('$course$/top/Default for UPSC')).toBe('Default for UPSC');
    expect(categoryLeaf('$system$/')).toBe('');
    expect(categoryLeaf('इतिहास / आधुनिक भारत')).toBe('आधुनिक भारत');
    expect(categoryLeaf('')).toBe('');
  });

  it('offers the global topics and the bank’s own centre’s, never another centre’s', () => {
    expect(topicsFor(POLITY, 7).map((t) => t.id)).toEqual([11, 12]);
    expect(topicsFor(POLITY, null).map((t) => t.id)).toEqual([11]);
    expect(topicsFor(undefined, 7)).toEqual([]);
  });

  it('sends the server’s matches where the user chose nothing, the user’s choice elsewhere', () => {
    const categories = [
      category('$course$/Polity/Constitution', { subjectId: 1, topicId: 11, count: 3 }),
      category('$course$/History/Modern', { subjectId: 2, topicId: null, topicName: 'Modern', count: 2 }),
      category('$course$/Misc', { count: 1 }),
    ];
    const choices = new Map<string, CategoryChoice>([
      ['$course$/Polity/Constitution', { subjectId: 1, topicId: 12 }],
    ]);
    expect(effectiveMapping(categories, choices)).toEqual([
      { category: '$course$/Polity/Constitution', subjectId: 1, topicId: 12 },
      { category: '$course$/History/Modern', subjectId: 2, topicId: null, topicName: 'Modern' },
      { category: '$course$/Misc', subjectId: null, topicId: null },
    ]);
  });

  it('is complete only when every category has a subject and an existing or new topic', () => {
    expect(isMappingComplete([])).toBe(true);
    expect(isMappingComplete([{ subjectId: 1, topicId: 11 }])).toBe(true);
    expect(isMappingComplete([{ subjectId: 1, topicId: null, topicName: 'New one' }])).toBe(true);
    expect(isMappingComplete([{ subjectId: 1, topicId: null }])).toBe(false);
    expect(isMappingComplete([{ subjectId: 1, topicId: null, topicName: '  ' }])).toBe(false);
    expect(isMappingComplete([{ subjectId: null, topicId: 11 }])).toBe(false);
    expect(
      isMappingComplete([
        { subjectId: 1, topicId: 11 },
        { subjectId: null, topicId: null },
      ]),
    ).toBe(false);
  });

  it('picking a subject picks its topic of the same name, else a new topic named after the category', () => {
    const constitution = category('$course$/Polity/Constitution');
    // Centre 7 has its own 'Constitution' topic; the global bank does not.
    expect(withSubject(constitution, 1, SUBJECTS, 7)).toEqual({ subjectId: 1, topicId: 12 });
    expect(withSubject(constitution, 1, SUBJECTS, null)).toEqual({
      subjectId: 1,
      topicId: null,
      topicName: 'Constitution',
    });
    // Names match folded (case, spaces).
    expect(withSubject(category('x/  modern   INDIA '), 2, SUBJECTS, null)).toEqual({
      subjectId: 2,
      topicId: 21,
    });
    expect(withSubject(category(''), 2, SUBJECTS, null)).toEqual({ subjectId: 2, topicId: null });
    expect(withSubject(constitution, null, SUBJECTS, 7)).toEqual({ subjectId: null, topicId: null });
  });

  it('encodes the topic select and reads it back', () => {
    const choice: CategoryChoice = { subjectId: 1, topicId: null, topicName: 'Constitution' };
    expect(topicValue(choice)).toBe('new:Constitution');
    expect(topicValue({ subjectId: 1, topicId: 11 })).toBe('id:11');
    expect(topicValue({ subjectId: 1, topicId: null })).toBe('');
    expect(withTopic(choice, 'id:11')).toEqual({ subjectId: 1, topicId: 11 });
    expect(withTopic({ subjectId: 1, topicId: 11 }, 'new:Preamble: a/b')).toEqual({
      subjectId: 1,
      topicId: null,
      topicName: 'Preamble: a/b',
    });
    expect(withTopic({ subjectId: 1, topicId: 11 }, '')).toEqual({ subjectId: 1, topicId: null });
  });

  it('offers a new topic only when no topic of the subject has its name', () => {
    const topics = topicsFor(POLITY, 7);
    expect(newTopicName(category('a/Constitution'), topics, { subjectId: 1, topicId: 12 })).toBeNull();
    expect(newTopicName(category('a/Emergency'), topics, { subjectId: 1, topicId: 12 })).toBe('Emergency');
    expect(
      newTopicName(category('a/Emergency', { topicName: 'Emergency Provisions' }), topics, {
        subjectId: 1,
        topicId: null,
      }),
    ).toBe('Emergency Provisions');
    expect(newTopicName(category(''), topics, { subjectId: 1, topicId: null })).toBeNull();
  });
});

describe('the counts and the pages of the report', () => {
  const items = [
    ...Array.from({ length: 12_000 }, (_, i) => item('import', i + 1)),
    ...Array.from({ length: 5_000 }, (_, i) => item('duplicate', 12_001 + i)),
    ...Array.from({ length: 3_000 }, (_, i) => item('skipped', 17_001 + i)),
  ];

  it('counts each status and the total they add up to', () => {
    expect(statusCounts(items)).toEqual({ import: 12_000, duplicate: 5_000, skipped: 3_000, total: 20_000 });
    expect(statusCounts([])).toEqual({ import: 0, duplicate: 0, skipped: 0, total: 0 });
  });

  it('checks the server’s figures against its items', () => {
    const report: ImportResponse = {
      success: true,
      dryRun: true,
      format: 'csv',
      imported: 12_000,
      duplicates: 5_000,
      skipped: 3_000,
      items,
      categories: [],
    };
    expect(countsAgree(report)).toBe(true);
    expect(countsAgree({ ...report, skipped: 2_999 })).toBe(false);
  });

  it('filters by status', () => {
    expect(filterItems(items, 'all')).toHaveLength(20_000);
    expect(filterItems(items, 'skipped')).toHaveLength(3_000);
    expect(filterItems(items, 'skipped')[0]).toEqual(item('skipped', 17_001));
  });

  it('shows 50 rows of 20,000 at a time, the page clamped to those there are', () => {
    const first = pageOf(items, 1, 50);
    expect([first.page, first.pageCount, first.from, first.to, first.total]).toEqual([1, 400, 1, 50, 20_000]);
    expect(first.items).toHaveLength(50);
    const last = pageOf(items, 400, 50);
    expect([last.from, last.to, last.items.at(-1)?.line]).toEqual([19_951, 20_000, 'line 20000']);
    expect(pageOf(items, 999, 50).page).toBe(400);
    expect(pageOf(items, 0, 50).page).toBe(1);
    const partial = pageOf(items.slice(0, 120), 3, 50);
    expect([partial.from, partial.to, partial.items.length]).toEqual([101, 120, 20]);
    const none = pageOf([], 1, 50);
    expect([none.page, none.pageCount, none.from, none.to, none.total]).toEqual([1, 1, 0, 0, 0]);
  });

  it('writes a file size for people', () => {
    expect(fileSize(300)).toBe('1 KB');
    expect(fileSize(812 * 1024)).toBe('812 KB');
    expect(fileSize(3.42 * 1024 * 1024)).toBe('3.4 MB');
  });
});
