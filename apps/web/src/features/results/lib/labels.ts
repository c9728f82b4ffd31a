import type { MessageKey } from '../../../lib/i18n/catalogue.ts';

/** The message of a question's status ('Correct', 'Incorrect', 'Unattempted', 'Hidden'). */
export const STATUS_KEY = {
  Correct: 'results.statusCorrect',
  Incorrect: 'results.statusIncorrect',
  Unattempted: 'results.statusUnattempted',
  Hidden: 'results.statusHidden',
} as const satisfies Record<string, MessageKey>;

/** The message of a question's difficulty. */
export const DIFFICULTY_KEY = {
  easy: 'results.difficultyEasy',
  medium: 'results.difficultyMedium',
  hard: 'results.difficultyHard',
} as const satisfies Record<string, MessageKey>;

/** The message of a question report's kind. */
export const REPORT_KIND_KEY = {
  wrong_key: 'results.reportWrongKey',
  typo: 'results.reportTypo',
  translation: 'results.reportTranslation',
} as const satisfies Record<string, MessageKey>;
