import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseXlsx, templateXlsx } from './xlsx.ts';

async function workbook(rows: ExcelJS.CellValue[][], creator?: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  if (creator) book.creator = creator;
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('parseXlsx', () => {
  it('reads a workbook with English headers, rich text, numbers and formulas as text, by Excel row', async () => {
    const file = await workbook([
      [
        'Question',
        'Option A',
        'Option B',
        'Option C',
        'Correct',
        'Difficulty',
        'Tags',
        'Question (Hindi)',
        'Option A (Hindi)',
        'Option B (Hindi)',
        'Option C (Hindi)',
      ],
      [
        {
          richText: [
            { text: 'What is ' },
            { text: '\\(6 \\times 7\\)', font: { bold: true } },
            { text: '?' },
          ],
        },
        42,
        { formula: '40+3', result: 43 },
        44,
        'a',
        'HARD',
        'arithmetic',
        '\\(6 \\times 7\\) क्या है?',
        '४२',
        '४३',
        '४४',
      ],
      [],
      ['Essay-like', 'only', '', '', 'A'],
      ['Hindi missing one', 'x', 'y', 'z', 'B', '', '', 'प्रश्न', 'क', 'ख'],
    ]);
    expect(await parseXlsx(file)).toEqual([
      {
        position: 'row 2',
        name: 'What is \\(6 \\times 7\\)?',
        status: 'ready',
        draft: {
          text: 'What is \\(6 \\times 7\\)?',
          options: ['42', '43', '44'],
          correctIndex: 0,
          explanation: '',
          difficulty: 'hard',
          tags: ['arithmetic'],
          textHi: '\\(6 \\times 7\\) क्या है?',
          optionsHi: ['४२', '४३', '४४'],
        },
      },
      {
        position: 'row 4',
        name: 'Essay-like',
        status: 'invalid',
        reason: 'A question needs at least 2 options; this one has 1.',
      },
      {
        position: 'row 5',
        name: 'Hindi missing one',
        status: 'invalid',
        reason: 'The Hindi options must match the English ones: 3 English options, 2 Hindi.',
      },
    ]);
  });

  it('refuses unknown columns and a file that is not a workbook', async () => {
    await expect(
      parseXlsx(await workbook([['Question', 'Option A', 'Option B', 'Correct', 'Marks']])),
    ).rejects.toThrow('Unknown column: "Marks". See the template for the columns that can be used.');
    await expect(parseXlsx(Buffer.from('not a zip'))).rejects.toThrow(
      'The file cannot be read as an Excel workbook (.xlsx).',
    );
  });

  it('has templates in English and Hindi that parse back to their example row', async () => {
    for (const language of ['en', 'hi'] as const) {
      const items = await parseXlsx(await templateXlsx(language));
      expect(items).toHaveLength(1);
      expect(items[0]?.position).toBe('row 2');
      expect(items[0]?.status).toBe('ready');
      expect(items[0]?.draft).toEqual({
        text: 'If \\(x^2 = 49\\) and \\(x > 0\\), what is \\(x\\)?',
        options: ['5', '6', '7', '8'],
        correctIndex: 2,
        explanation: '\\(7 \\times 7 = 49\\), and 7 is the positive root.',
        difficulty: 'easy',
        subject: 'Mathematics',
        topic: 'Algebra',
        tags: ['squares', 'roots'],
        textHi: 'यदि \\(x^2 = 49\\) और \\(x > 0\\) है, तो \\(x\\) क्या है?',
        optionsHi: ['५', '६', '७', '८'],
        explanationHi: '\\(7 \\times 7 = 49\\), और 7 धनात्मक मूल है।',
      });
    }
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await templateXlsx('hi')) as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0]?.name).toBe('Questions');
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe('प्रश्न');
  });
});
