import type { Result } from '@aspirant/contract/results.ts';
import { resultLevel } from '@aspirant/domain/scores.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';
import { STATUS_KEY } from './labels.ts';
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
 * Headers and fixed words are the catalogue's in the language of `t` (issue 15 point 9); numbers stay plain
 * (1234.5, no Indian grouping), so a spreadsheet reads them as numbers in either language.
 */
export function buildReportCsv(result: Result, t: Translate): string {
  const scheme = result.TestMaster.ExamMaster.marking_scheme;
  const mark = (value: number | undefined, withPlus = false) => {
    const text = markText(value, withPlus);
    return text === 'N/A' ? t('results.notApplicable') : text;
  };
  const lines: string[] = [
    row(t('results.csvTitle')),
    row(t('results.csvTest'), result.TestMaster.name),
    row(t('results.csvExam'), result.TestMaster.ExamMaster.name),
    row(t('results.csvCompletedOn'), result.completed_at),
    row(t('results.csvScore'), result.score),
    row(t('results.csvTotalScore'), result.total_score),
    row(t('results.csvPercent'), result.perc_score),
    row(t('results.csvLevel'), t(`results.level${resultLevel(result.perc_score)}`)),
    row(t('results.csvQuestions'), result.total_questions),
    row(t('results.csvAttempted'), result.attempted),
    row(t('results.csvCorrect'), result.correct),
    row(t('results.csvIncorrect'), result.wrong),
    row(t('results.csvUnattempted'), result.unattempted),
    row(t('results.csvAccuracy'), result.accuracy_rate),
    row(t('results.csvTimeSpent'), result.time_spent),
    row(t('results.csvQuestionsPerMinute'), result.speed_score),
    row(t('results.csvTimeEfficiency'), result.time_efficiency),
    // Strings, so the numbers are not written with Indian grouping inside the cell.
    row(
      t('results.csvRank'),
      t('results.csvRankOf', { rank: String(result.rank.rank), takers: String(result.rank.takers) }),
    ),
    row(
      t('results.csvMarkingScheme'),
      t('results.csvMarkingSchemeValue', {
        correct: mark(scheme.corr, true),
        incorrect: mark(scheme.incorr),
        unattempted: mark(scheme.unatt),
      }),
    ),
    '',
    row(t('results.csvSubject'), t('results.csvPercent')),
    ...Object.entries(result.subjectWisePerformance).map(([name, percent]) => row(name, percent)),
    '',
    row(t('results.csvTopic'), t('results.csvPercent')),
    ...Object.entries(result.topicWisePerformance).map(([name, percent]) => row(name, percent)),
    '',
    row(
      t('results.csvQuestionNumber'),
      t('results.csvQuestion'),
      t('results.csvYourAnswer'),
      t('results.csvCorrectAnswer'),
      t('results.csvStatus'),
      t('results.csvTimeSpentSeconds'),
      t('results.csvSubject'),
      t('results.csvTopic'),
      t('results.csvDifficulty'),
    ),
    ...result.questionBreakdown.map((q) =>
      row(
        q.questionNumber,
        q.question,
        q.userAnswer,
        q.hiddenUntilSubmit === null
          ? q.correctAnswer
          : t('results.hiddenUntilSubmit', { test: q.hiddenUntilSubmit }),
        t(STATUS_KEY[q.status]),
        q.timeSpent,
        q.subject,
        q.topic,
        t(CSV_DIFFICULTY_KEY[q.difficulty]),
      ),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The difficulty as the file has always written it ('medium'), or its Hindi. */
const CSV_DIFFICULTY_KEY = {
  easy: 'results.csvDifficultyEasy',
  medium: 'results.csvDifficultyMedium',
  hard: 'results.csvDifficultyHard',
} as const satisfies Record<string, MessageKey>;

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
