import { readFileSync } from 'node:fs';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ITEMS } from '@aspirant/contract/question-bank.ts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { detectTextFormat, ImportFileError, parseImport, templateCsv, templateXlsx } from './index.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

function counts(items: { status: string }[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const item of items) result[item.status] = (result[item.status] ?? 0) + 1;
  return result;
}

describe('parseImport', () => {
  it('picks the format by extension and accounts for every item of each fixture', async () => {
    const xml = await parseImport('export.XML', fixture('moodle-all-types.xml'));
    expect([xml.format, counts(xml.items)]).toEqual(['moodle-xml', { skipped: 10, ready: 4, invalid: 2 }]);
    const gift = await parseImport('quiz.gift', fixture('all-constructs.gift'));
    expect([gift.format, counts(gift.items)]).toEqual(['gift', { skipped: 7, ready: 7, invalid: 2 }]);
    const giftTxt = await parseImport('quiz.txt', fixture('all-constructs.gift'));
    expect(giftTxt.format).toBe('gift');
    const aiken = await parseImport('questions.txt', fixture('malformed.aiken.txt'));
    expect([aiken.format, counts(aiken.items)]).toEqual(['aiken', { ready: 3, invalid: 5 }]);
    const csv = await parseImport('bank.csv', fixture('hindi-headers.csv'));
    expect([csv.format, counts(csv.items)]).toEqual(['csv', { ready: 2, invalid: 3 }]);
    const xlsx = await parseImport('bank.xlsx', await templateXlsx('en'));
    expect([xlsx.format, counts(xlsx.items)]).toEqual(['xlsx', { ready: 1 }]);
  });

  it('tells GIFT from Aiken in a .txt file without mistaking LaTeX braces for answers', () => {
    expect(detectTextFormat('Q {=a ~b}')).toBe('gift');
    expect(detectTextFormat('Q {T}')).toBe('gift');
    expect(detectTextFormat('Essay {}')).toBe('gift');
    expect(detectTextFormat('Q {\n  =a\n  ~b\n}')).toBe('gift');
    expect(detectTextFormat('What is \\(\\frac{a}{b}\\) or \\(\\mathbf{F}\\)?\nA) 1\nB) 2\nANSWER: A')).toBe(
      'aiken',
    );
    expect(detectTextFormat('Escaped \\{=a\\}\nA) 1\nB) 2\nANSWER: A')).toBe('aiken');
  });

  it('refuses other files with a clear message', async () => {
    await expect(parseImport('old.xls', Buffer.from('x'))).rejects.toThrow(
      'Old Excel files (.xls) cannot be read: save the file as .xlsx (Excel Workbook) and import that.',
    );
    await expect(parseImport('notes.docx', Buffer.from('x'))).rejects.toThrow(
      '"notes.docx" is not a file that can be imported: use Moodle XML (.xml), GIFT (.gift or .txt), Aiken (.aiken or .txt), CSV (.csv) or Excel (.xlsx).',
    );
    await expect(parseImport('empty.csv', Buffer.alloc(0))).rejects.toThrow('The file is empty.');
    await expect(
      parseImport('header-only.csv', Buffer.from(templateCsv('en').split('\r\n')[0] ?? '')),
    ).rejects.toThrow('The file holds no questions.');
  });

  it('refuses a file over 20 MB before reading it', async () => {
    const big = Buffer.alloc(MAX_IMPORT_FILE_BYTES + 1, 0x20);
    await expect(parseImport('big.csv', big)).rejects.toThrow(ImportFileError);
    await expect(parseImport('big.csv', big)).rejects.toThrow(
      'The file is 20.0 MB; files up to 20 MB can be imported.',
    );
    await expect(parseImport('big.xml', Buffer.alloc(21 * 1024 * 1024, 0x20))).rejects.toThrow(
      'The file is 21.0 MB; files up to 20 MB can be imported.',
    );
    // Exactly 20 MB is allowed (and then read).
    const atLimit = Buffer.alloc(MAX_IMPORT_FILE_BYTES, 0x20);
    Buffer.from('Q {T}').copy(atLimit);
    expect((await parseImport('edge.gift', atLimit)).items).toHaveLength(1);
  });

  it('refuses more than 20,000 items in every format, and accepts exactly 20,000', async () => {
    const gift = (n: number) => Array.from({ length: n }, (_, i) => `Q${i} {T}`).join('\n\n');
    expect((await parseImport('ok.gift', Buffer.from(gift(MAX_IMPORT_ITEMS)))).items).toHaveLength(20_000);
    await expect(parseImport('many.gift', Buffer.from(gift(MAX_IMPORT_ITEMS + 1)))).rejects.toThrow(
      'The file has 20,001 questions; at most 20,000 can be imported at once. Split it into smaller files.',
    );
    const aiken = Array.from({ length: 25_000 }, (_, i) => `Q${i}?\nA) x\nB) y\nANSWER: A`).join('\n');
    await expect(parseImport('many.aiken', Buffer.from(aiken))).rejects.toThrow(
      'The file has 25,000 questions; at most 20,000 can be imported at once. Split it into smaller files.',
    );
    const csv = `Question,Option A,Option B,Correct\n${Array.from({ length: 20_001 }, (_, i) => `Q${i},x,y,A`).join('\n')}`;
    await expect(parseImport('many.csv', Buffer.from(csv))).rejects.toThrow('The file has 20,001 questions;');
    const xml = `<quiz>${'<question type="essay"><name><text>e</text></name></question>'.repeat(20_001)}</quiz>`;
    await expect(parseImport('many.xml', Buffer.from(xml))).rejects.toThrow('The file has 20,001 questions;');
  });

  it('refuses an XLSX sheet with more than 20,000 rows of questions', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Questions');
    sheet.addRow(['Question', 'Option A', 'Option B', 'Correct']);
    for (let i = 0; i < 20_001; i += 1) sheet.addRow([`Q${i}`, 'x', 'y', 'A']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    await expect(parseImport('many.xlsx', file)).rejects.toThrow(
      'The file has 20,001 questions; at most 20,000 can be imported at once. Split it into smaller files.',
    );
  });

  it('neither reads external entities nor expands entity bombs in XML', async () => {
    const external =
      '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]><quiz><question type="essay"><name><text>&x;</text></name></question></quiz>';
    await expect(parseImport('x.xml', Buffer.from(external))).rejects.toThrow(
      'The XML file cannot be read: External entities are not supported',
    );
    const levels =
      '<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">';
    const bomb = `<?xml version="1.0"?><!DOCTYPE quiz [${levels}]><quiz><question type="essay"><name><text>${'&c;'.repeat(500)}</text></name></question></quiz>`;
    const { items } = await parseImport('bomb.xml', Buffer.from(bomb));
    expect(items.map((i) => [i.position, i.status, i.reason])).toEqual([
      ['question 1', 'skipped', 'Essay questions are not imported.'],
    ]);
    expect(JSON.stringify(items).length).toBeLessThan(1000);
  });
});
