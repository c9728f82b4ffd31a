import { RESULT_MESSAGES, type Result } from '@aspirant/contract/results.ts';
import { resultLevel } from '@aspirant/domain/scores.ts';
import { markText } from './marking.ts';

type Cell = string | number | null;

/** A text cell: quoted when needed, and never read as a formula by a spreadsheet (CSV injection). */
function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '';
  return textCell(value);
}

const row = (...cells: Cell[]) => cells.map(cell).join(',');

/**
 * The Download Report file: a summary block, the subject and topic percentages, then one row per question of
 * the breakdown. CRLF line ends and a byte-order mark, so spreadsheet programs read Hindi text as UTF-8.
 */
export function buildReportCsv(result: Result): string {
  const scheme = result.TestMaster.ExamMaster.marking_scheme;
  const lines: string[] = [
    row('Aspirant Result Report'),
    row('Test', result.TestMaster.name),
    row('Exam', result.TestMaster.ExamMaster.name),
    row('Completed On', result.completed_at),
    row('Score', result.score),
    row('Total Score', result.total_score),
    row('Percent', result.perc_score),
    row('Performance Level', resultLevel(result.perc_score)),
    row('Questions', result.total_questions),
    row('Attempted', result.attempted),
    row('Correct', result.correct),
    row('Incorrect', result.wrong),
    row('Unattempted', result.unattempted),
    row('Accuracy (%)', result.accuracy_rate),
    row('Time Spent', result.time_spent),
    row('Questions per Minute', result.speed_score),
    row('Time Efficiency (%)', result.time_efficiency),
    row('Rank', `${result.rank.rank} of ${result.rank.takers}`),
    row(
      'Marking Scheme',
      `correct ${markText(scheme.corr, true)}; incorrect ${markText(scheme.incorr)}; unattempted ${markText(scheme.unatt)}`,
    ),
    '',
    row('Subject', 'Percent'),
    ...Object.entries(result.subjectWisePerformance).map(([name, percent]) => row(name, percent)),
    '',
    row('Topic', 'Percent'),
    ...Object.entries(result.topicWisePerformance).map(([name, percent]) => row(name, percent)),
    '',
    row(
      'Q#',
      'Question',
      'Your Answer',
      'Correct Answer',
      'Status',
      'Time Spent (s)',
      'Subject',
      'Topic',
      'Difficulty',
    ),
    ...result.questionBreakdown.map((q) =>
      row(
        q.questionNumber,
        q.question,
        q.userAnswer,
        q.hiddenUntilSubmit === null
          ? q.correctAnswer
          : RESULT_MESSAGES.hiddenUntilSubmit(q.hiddenUntilSubmit),
        q.status,
        q.timeSpent,
        q.subject,
        q.topic,
        q.difficulty,
      ),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** 'aspirant-result-12-quick-practice-5-questions-in-5-minutes.csv' */
export function reportFileName(result: Result): string {
  const slug = result.TestMaster.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `aspirant-result-${result.id}${slug ? `-${slug}` : ''}.csv`;
}

/** Saves text as a file through a temporary object URL and link. */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is released once the browser has taken it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
