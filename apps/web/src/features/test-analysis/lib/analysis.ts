import type { ItemFlag, ItemStat, RegradeLog } from '@aspirant/contract/insights.ts';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';

/** 0 → 'A', 1 → 'B', … */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** A share of 1 as a whole percent: 0.654 → '65%'. */
export const sharePercent = (share: number) => formatPercent(Math.round(share * 100), 0);

/** A statistic with two decimals, or a dash. */
export const statOrDash = (value: number | null) => (value === null ? '—' : formatNumber(value, 2));

/** A list of option letters: [0, 2] → 'A, C'. */
export const lettersOf = (options: readonly number[]) => options.map(optionLetter).join(', ');

/** A flag's reason in the interface language, from its kind and figures (the server's `reason` is English). */
export function flagText(t: Translate, flag: ItemFlag, item: ItemStat): string {
  switch (flag.kind) {
    case 'possible_wrong_key':
      return t('testAnalysis.flagWrongKey', {
        option: flag.option === null ? '—' : optionLetter(flag.option),
        key: lettersOf(item.accepted),
      });
    case 'too_easy':
      return t('testAnalysis.flagTooEasy', { share: sharePercent(item.facility ?? 0) });
    case 'too_hard':
      return t('testAnalysis.flagTooHard', { share: sharePercent(item.facility ?? 0) });
    case 'does_not_discriminate':
      return t('testAnalysis.flagNoDiscrimination', { value: statOrDash(item.discrimination) });
  }
}

/** The option shares as words, the key marked: 'A 20%, B 65% (key), C 10%, D 0%, blank 5%'. */
export function sharesText(t: Translate, item: ItemStat): string {
  const parts = item.optionShares.map((share, i) => {
    const text = `${optionLetter(i)} ${sharePercent(share)}`;
    return item.accepted.includes(i) ? `${text} (${t('testAnalysis.keyMarked')})` : text;
  });
  parts.push(t('testAnalysis.blankShare', { share: sharePercent(item.blankShare) }));
  return parts.join(', ');
}

export type SortColumn = 'position' | 'facility' | 'discrimination' | 'pointBiserial' | 'flags';
export type SortDirection = 'asc' | 'desc';

const figureOf = (item: ItemStat, column: SortColumn): number | null => {
  if (column === 'flags') return item.flags.length;
  return item[column];
};

/** The questions in the order asked; a missing figure goes last either way, ties keep paper order. */
export function sortItems(
  items: readonly ItemStat[],
  column: SortColumn,
  direction: SortDirection,
): ItemStat[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = figureOf(a, column);
    const y = figureOf(b, column);
    if (x === null || y === null) {
      if (x === y) return a.position - b.position;
      return x === null ? 1 : -1;
    }
    return x === y ? a.position - b.position : (x - y) * sign;
  });
}

/** What a regrade did, in words: 'Question 3: key A → B'. */
export function regradeText(t: Translate, log: RegradeLog): string {
  const n = log.position;
  if (log.action === 'change_key')
    return t('testAnalysis.logChangeKey', {
      n,
      from: lettersOf(log.previous.accepted),
      to: lettersOf(log.accepted ?? []),
    });
  if (log.action === 'accept_options')
    return t('testAnalysis.logAccept', { n, keys: lettersOf(log.accepted ?? []) });
  return t(log.dropped === 'full' ? 'testAnalysis.logDropFull' : 'testAnalysis.logDropUnattempted', { n });
}

/** Does this 409 ask for a confirmation (students are writing the test), rather than refuse outright? */
export const IN_PROGRESS_TEXT = /writing this test now/;
