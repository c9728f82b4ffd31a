import type { PracticeSummary } from '@aspirant/contract/practice.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';

/** A practice set's title in the interface language (issue 15 point 9); a title of another form as it is. */
export function practiceSetTitle(
  set: Pick<PracticeSummary, 'source' | 'title' | 'titleName'>,
  t: Translate,
): string {
  switch (set.source) {
    case 'saved':
      return t('practice.setTitleSaved');
    case 'incorrect':
      return t('practice.setTitleIncorrect');
    case 'topic':
      return set.titleName === null ? set.title : t('practice.setTitleTopic', { name: set.titleName });
    case 'subject':
      return set.titleName === null ? set.title : t('practice.setTitleSubject', { name: set.titleName });
  }
}
