import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseXlsx } from './xlsx.ts';

/**
 * Issue 16 point 8: spreadsheets shaped like the ones teachers save, generated with exceljs. Excel: a styled,
 * frozen, filtered header, a drop-down on Correct, a second sheet of instructions, formatted but empty rows under
 * the data, numbers and a hyperlink. LibreOffice Calc: Hindi headers with odd spacing and case, booleans and a
 * date as options, a formula's string result, an error cell, and rows holding only spaces at the end.
 */
describe('parseXlsx on real-shaped workbooks', () => {
  it('reads a workbook shaped like one saved by Excel', async () => {
    const book = new ExcelJS.Workbook();
    book.creator = 'Microsoft Office User';
    book.lastModifiedBy = 'Asha Rao';
    book.created = new Date('2026-01-05T10:00:00Z');
    const sheet = book.addWorksheet('Questions', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: 'Question', width: 60 },
      { header: 'Option A', width: 20 },
      { header: 'Option B', width: 20 },
      { header: 'Option C', width: 20 },
      { header: 'Option D', width: 20 },
      { header: 'Correct', width: 10 },
      { header: 'Explanation', width: 40 },
      { header: 'Subject', width: 15 },
      { header: 'Topic', width: 25 },
    ];
    sheet.getRow(1).font = { bold: true, color: { argb: 'FFFFFFFF' } };
    sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF305496' } };
    sheet.autoFilter = 'A1:I1';
    sheet.addRow([
      'In which year was the Constitution adopted?',
      1947,
      1949,
      1950,
      1952,
      'B',
      { text: 'See the Constituent Assembly debates', hyperlink: 'https://example.com/debates' },
      'Polity',
      'Constitutional Framework',
    ]);
    sheet.addRow(['What is \\(\\sqrt{144}\\)?', 10, 11, 12, 13, 'c', '', 'Mathematics', 'Roots']);
    for (let row = 2; row <= 200; row++)
      sheet.getCell(`F${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: ['"A,B,C,D"'],
      };
    // Formatted but empty rows under the data, as Excel keeps after a teacher styles a whole block.
    for (let row = 4; row <= 40; row++) sheet.getRow(row).getCell(1).fill = sheet.getRow(1).getCell(1).fill;
    const help = book.addWorksheet('Instructions');
    help.addRow(['Fill one question per row. Correct is the letter of the right option.']);
    const file = Buffer.from(await book.xlsx.writeBuffer());

    const items = await parseXlsx(file);
    expect(items.map((i) => [i.position, i.status, i.reason])).toEqual([
      ['row 2', 'ready', undefined],
      ['row 3', 'ready', undefined],
    ]);
    expect(items[0]!.draft).toMatchObject({
      options: ['1947', '1949', '1950', '1952'],
      correctIndex: 1,
      explanation: 'See the Constituent Assembly debates',
      subject: 'Polity',
      topic: 'Constitutional Framework',
    });
    expect(items[1]!.draft).toMatchObject({ text: 'What is \\(\\sqrt{144}\\)?', correctIndex: 2 });
  });

  it('reads a workbook shaped like one saved by LibreOffice Calc, with Hindi headers', async () => {
    const book = new ExcelJS.Workbook();
    book.creator = 'LibreOffice';
    const sheet = book.addWorksheet('Sheet1');
    sheet.addRow(['  प्रश्न ', 'विकल्प a', 'विकल्प  B', 'सही उत्तर', 'कठिनाई', 'विषय', 'टॉपिक']);
    sheet.addRow(['क्या पृथ्वी गोल है?', true, false, 'A', 'आसान', 'Geography', 'Physical Geography']);
    sheet.addRow([
      'Which date is Republic Day?',
      new Date(Date.UTC(1950, 0, 26)),
      { formula: 'TEXT(DATE(1947,8,15),"yyyy-mm-dd")', result: '1947-08-15' },
      'a',
      'मध्यम',
      'History',
      'Modern India',
    ]);
    sheet.addRow(['Broken cell', { error: '#N/A' }, 'x', 'B', '', '', '']);
    sheet.addRow(['   ', ' ', '', '', '', '', '']);
    sheet.addRow(['', '', '', '', '', '', '']);
    const file = Buffer.from(await book.xlsx.writeBuffer());

    const items = await parseXlsx(file);
    expect(items.map((i) => [i.position, i.status, i.reason])).toEqual([
      ['row 2', 'ready', undefined],
      ['row 3', 'ready', undefined],
      ['row 4', 'invalid', 'Option A is empty.'],
    ]);
    expect(items[0]!.draft).toMatchObject({
      text: 'क्या पृथ्वी गोल है?',
      options: ['true', 'false'],
      difficulty: 'easy',
      subject: 'Geography',
    });
    expect(items[1]!.draft).toMatchObject({ options: ['1950-01-26', '1947-08-15'], difficulty: 'medium' });
  });
});
