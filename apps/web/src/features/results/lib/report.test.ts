import { describe, expect, it } from 'vitest';
import { buildReportCsv, reportFileName } from './report.ts';
import { resultFixture } from './result-fixture.ts';

describe('buildReportCsv', () => {
  const csv = buildReportCsv(resultFixture());
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
    const rows = buildReportCsv(result).split('\r\n');
    expect(rows.find((row) => row.startsWith('1,'))).toBe(
      '1,"Which ""article"", if any, covers it?",Alpha,Hidden until you submit Polity Subject Test,Hidden,20,Polity,Parliament,medium',
    );
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
