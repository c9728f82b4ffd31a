import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { buildReportCsv, reportFileName } from './report.ts';
import { resultFixture } from './result-fixture.ts';

const en = createTranslate('en');
const hi = createTranslate('hi');

describe('buildReportCsv', () => {
  const csv = buildReportCsv(resultFixture(), en);
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('opens with the summary block', () => {
    expect(lines.slice(0, 19)).toEqual([
      'Aspirant Result Report',
      'Test,Quick Practice: 5 Questions',
      'Exam,UPSC',
      'Completed On,2026-03-11T04:01:30.000Z',
      'Score,1.34',
      'Total Score,6',
      'Percent,22.33',
      'Performance Level,Novice',
      'Questions,3',
      'Attempted,2',
      'Correct,1',
      'Incorrect,1',
      'Unattempted,1',
      'Accuracy (%),50',
      'Time Spent,00:01:30',
      'Questions per Minute,1.33',
      'Time Efficiency (%),100',
      'Rank,2 of 4',
      'Marking Scheme,correct +2; incorrect -0.66; unattempted 0',
    ]);
  });

  it('lists subjects and topics, then one row per question, quoted and formula-safe', () => {
    expect(lines.slice(19)).toEqual([
      '',
      'Subject,Percent',
      'Polity,33.33',
      '',
      'Topic,Percent',
      'Parliament,33.33',
      '',
      'Q#,Question,Your Answer,Correct Answer,Status,Time Spent (s),Subject,Topic,Difficulty',
      '1,"Which ""article"", if any, covers it?",Alpha,Alpha,Correct,20,Polity,Parliament,medium',
      `2,"'=HYPERLINK(""x"")",Beta,Alpha,Incorrect,45.5,Polity,Parliament,hard`,
      '3,Question 3,,Alpha,Unattempted,24.5,Polity,Parliament,medium',
      '',
    ]);
  });
});

describe('buildReportCsv while a test sharing a question runs (decision 0008)', () => {
  it('writes "Hidden until you submit <test>" in place of the withheld key', () => {
    const base = resultFixture();
    const [first, ...rest] = base.questionBreakdown;
    const result = resultFixture({
      questionBreakdown: [
        {
          ...first!,
          correctAnswer: null,
          correctAnswerIndex: null,
          explanation: null,
          status: 'Hidden',
          hiddenUntilSubmit: 'Polity Subject Test',
        },
        ...rest,
      ],
    });
    const rows = buildReportCsv(result, en).split('\r\n');
    expect(rows.find((row) => row.startsWith('1,'))).toBe(
      '1,"Which ""article"", if any, covers it?",Alpha,Hidden until you submit Polity Subject Test,Hidden,20,Polity,Parliament,medium',
    );
  });
});

describe('buildReportCsv in Hindi (issue 15 point 9)', () => {
  it('writes the headers and fixed words in Hindi and keeps the numbers plain', () => {
    const result = resultFixture();
    result.rank = { ...result.rank, rank: 1520, takers: 125000 };
    result.score = 1234.5;
    const lines = buildReportCsv(result, hi)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines).toEqual([
      'Aspirant परिणाम रिपोर्ट',
      'टेस्ट,Quick Practice: 5 Questions',
      'परीक्षा,UPSC',
      'पूरा होने का समय,2026-03-11T04:01:30.000Z',
      'स्कोर,1234.5',
      'कुल स्कोर,6',
      'प्रतिशत,22.33',
      'प्रदर्शन स्तर,नौसिखिया',
      'प्रश्न,3',
      'प्रयास किए,2',
      'सही,1',
      'गलत,1',
      'अनुत्तरित,1',
      'सटीकता (%),50',
      'लगा समय,00:01:30',
      'प्रति मिनट प्रश्न,1.33',
      'समय दक्षता (%),100',
      'रैंक,125000 में से 1520',
      'अंकन योजना,सही +2; गलत -0.66; अनुत्तरित 0',
      '',
      'विषय,प्रतिशत',
      'Polity,33.33',
      '',
      'टॉपिक,प्रतिशत',
      'Parliament,33.33',
      '',
      'प्रश्न सं.,प्रश्न,आपका उत्तर,सही उत्तर,स्थिति,लगा समय (सेकंड),विषय,टॉपिक,कठिनाई',
      '1,"Which ""article"", if any, covers it?",Alpha,Alpha,सही,20,Polity,Parliament,मध्यम',
      `2,"'=HYPERLINK(""x"")",Beta,Alpha,गलत,45.5,Polity,Parliament,कठिन`,
      '3,Question 3,,Alpha,अनुत्तरित,24.5,Polity,Parliament,मध्यम',
      '',
    ]);
  });

  it('writes the withheld key and a missing mark in Hindi', () => {
    const base = resultFixture();
    const [first, ...rest] = base.questionBreakdown;
    const result = resultFixture({
      questionBreakdown: [
        { ...first!, correctAnswer: null, status: 'Hidden', hiddenUntilSubmit: 'Polity Subject Test' },
        ...rest,
      ],
    });
    result.TestMaster.ExamMaster.marking_scheme = { corr: 1, incorr: Number.NaN, unatt: 0 };
    const rows = buildReportCsv(result, hi).split('\r\n');
    expect(rows.find((row) => row.startsWith('1,'))).toBe(
      '1,"Which ""article"", if any, covers it?",Alpha,Polity Subject Test सबमिट करने तक छिपा है,छिपा हुआ,20,Polity,Parliament,मध्यम',
    );
    expect(rows.find((row) => row.startsWith('अंकन योजना'))).toBe('अंकन योजना,सही +1; गलत लागू नहीं; अनुत्तरित 0');
    expect(
      buildReportCsv(result, en)
        .split('\r\n')
        .find((row) => row.startsWith('Marking')),
    ).toBe('Marking Scheme,correct +1; incorrect N/A; unattempted 0');
  });
});

describe('reportFileName', () => {
  it('names the file after the result and the test', () => {
    expect(reportFileName(resultFixture())).toBe('aspirant-result-12-quick-practice-5-questions.csv');
  });

  it('keeps the id when the name has no latin letters', () => {
    const result = resultFixture();
    result.TestMaster.name = 'भूगोल';
    expect(reportFileName(result)).toBe('aspirant-result-12.csv');
  });
});
