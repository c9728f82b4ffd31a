import { QUESTION_BANK_MESSAGES as M, OPTIONS_MAX, optionLetter } from '@aspirant/contract/question-bank.ts';
import { serverText } from '../../../lib/i18n/server-text.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';

/**
 * A problem of the form in the interface language. The contract's templates with an option's letter or a count
 * (which the app-wide server messages do not hold) are matched here; every fixed message goes through serverText.
 */
export function formErrorText(message: string, t: Translate): string {
  for (let i = 0; i < OPTIONS_MAX + 1; i += 1) {
    const letter = optionLetter(i);
    if (message === M.optionEmpty(i)) return t('questionBank.errOptionEmpty', { letter });
    if (message === M.optionTooLong(i)) return t('questionBank.errOptionTooLong', { letter });
    if (message === M.optionHiEmpty(i)) return t('questionBank.errOptionHiEmpty', { letter });
    if (message === M.optionHiTooLong(i)) return t('questionBank.errOptionTooLong', { letter });
    for (let j = 0; j < i; j += 1) {
      if (message === M.optionsSame(j, i))
        return t('questionBank.errOptionsSame', { first: optionLetter(j), second: letter });
    }
  }
  for (let count = 0; count <= 50; count += 1) {
    if (message === M.tooFewOptions(count) || message === M.tooManyOptions(count))
      return t('questionBank.errOptionCount');
    if (message === M.tooManyTags(count)) return t('questionBank.errTooManyTags');
  }
  return serverText(message, null, t);
}
