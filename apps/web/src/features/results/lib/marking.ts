import type { Result } from '@aspirant/contract/results.ts';

export interface MarkingLine {
  label: 'Correct' | 'Incorrect' | 'Unattempted';
  count: number;
  /** Marks per question; null when the scheme does not give it. */
  mark: number | null;
  /** count x mark; null without a mark. */
  subtotal: number | null;
}

const markOf = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The result's marks line by line under its exam's scheme (ARCHITECTURE.md "Metrics": correct x corr +
 * incorrect x incorr + unattempted x unatt), for the worked example; the score itself is the server's.
 */
export function markingLines(result: Result): MarkingLine[] {
  const scheme = result.TestMaster.ExamMaster.marking_scheme;
  const line = (label: MarkingLine['label'], count: number, raw: number | undefined): MarkingLine => {
    const mark = markOf(raw);
    return { label, count, mark, subtotal: mark === null ? null : count * mark };
  };
  return [
    line('Correct', result.correct, scheme.corr),
    line('Incorrect', result.wrong, scheme.incorr),
    line('Unattempted', result.unattempted, scheme.unatt),
  ];
}

/** A mark as the Marking Scheme card shows it: '+2', '-0.66', '0', or 'N/A' when missing. */
export function markText(mark: number | null | undefined, withPlus = false): string {
  const value = markOf(mark);
  if (value === null) return 'N/A';
  const text = String(Math.round(value * 100) / 100);
  return withPlus && value > 0 ? `+${text}` : text;
}
