import { describe, expect, it } from 'vitest';
import { resultCardPdf } from './result-card.ts';
import { minutesSeconds, resultsCsv, sheetName, textCell } from './results-file.ts';
import { safeFileName } from './service.ts';

describe('the cells of a results file', () => {
  it('never lets a spreadsheet read a text cell as a formula, and quotes what needs it', () => {
    expect(
      ['=1+1', '+91 98', '-5', '@SUM(A1)', '\tx', 'Plain', ' padded', 'a,b', 'say "hi"'].map(textCell),
    ).toEqual([
      "'=1+1",
      "'+91 98",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      'Plain',
      '" padded"',
      '"a,b"',
      '"say ""hi"""',
    ]);
  });

  it('writes times as mm:ss, past an hour too', () => {
    expect([0, 59, 60, 125, 4530, 59.6].map(minutesSeconds)).toEqual([
      '00:00',
      '00:59',
      '01:00',
      '02:05',
      '75:30',
      '01:00',
    ]);
  });

  it('makes sheet and file names their programs accept', () => {
    expect(sheetName('Mock: [Physics] / Chemistry? * a very long name indeed')).toBe(
      'Mock   Physics    Chemistry',
    );
    expect(sheetName('///')).toBe('Results');
    expect(safeFileName('results', 'UPSC/QUICK 05', 'batch-3')).toBe('results-UPSC-QUICK-05-batch-3');
    expect(safeFileName('results', 'परीक्षा', 'centre')).toBe('results-centre');
  });

  it('writes an empty group as the header alone, in the reader’s language', async () => {
    expect(await resultsCsv({ language: 'en', testName: 'T', subjects: ['Polity'], lines: [] })).toBe(
      '\uFEFFRank,Name,Email,Score,Percent,Correct,Wrong,Unattempted,Time (mm:ss),Polity marks\r\n',
    );
    expect(await resultsCsv({ language: 'hi', testName: 'T', subjects: ['राजव्यवस्था'], lines: [] })).toBe(
      '\uFEFFरैंक,नाम,ईमेल,स्कोर,प्रतिशत,सही,गलत,अनुत्तरित,लगा समय (मि:से),राजव्यवस्था के अंक\r\n',
    );
  });
});

describe('the result card', () => {
  it('stays one page with a long name, many subjects and regrades', async () => {
    const pdf = await resultCardPdf({
      language: 'hi',
      studentName: 'अनन्या शर्मा '.repeat(12),
      studentEmail: 'ananya@example.in',
      testName: 'A very long test name '.repeat(10),
      examName: 'UPSC',
      completedAt: new Date('2026-11-28T06:30:00Z'),
      isRetake: true,
      score: -3.5,
      totalScore: 200,
      percent: -1.75,
      level: 'Novice',
      correct: 1,
      wrong: 9,
      unattempted: 90,
      totalQuestions: 100,
      timeSpentSeconds: 7200,
      rank: { rank: 1, takers: 1 },
      groupRank: null,
      topper: null,
      average: null,
      subjects: Array.from({ length: 30 }, (_, i) => ({
        name: `Subject ${i} विषय`,
        percent: i * 4,
        marks: i,
      })),
      regrades: Array.from({ length: 5 }, (_, i) => ({
        date: new Date('2026-11-28T07:00:00Z'),
        position: i + 1,
      })),
      generatedAt: new Date('2026-11-28T08:00:00Z'),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
