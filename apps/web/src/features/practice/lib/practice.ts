import type { PracticeItem } from '@aspirant/contract/practice.ts';
import { optionLetter } from '../../../lib/format.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';

/**
 * Where a resumed set continues: its first unanswered question that is not withheld (in a test being taken),
 * or past the end when none is left.
 */
export function firstUnanswered(items: readonly Pick<PracticeItem, 'selectedAnswer' | 'withheld'>[]): number {
  const index = items.findIndex((item) => item.selectedAnswer === null && !item.withheld);
  return index === -1 ? items.length : index;
}

/** What the student reads after checking an answer. */
export function verdictText(t: Translate, isCorrect: boolean, correctIndex: number): string {
  return isCorrect
    ? t('practice.verdictCorrect')
    : t('practice.verdictIncorrect', { letter: optionLetter(correctIndex) });
}

/** "2 correct of 3 answered". */
export function tallyText(t: Translate, correct: number, answered: number): string {
  return t('practice.tally', { correct, count: answered });
}
