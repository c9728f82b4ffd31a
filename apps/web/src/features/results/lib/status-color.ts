/** The chip colour of a breakdown row's status, in the table and its dialog alike. */
export const STATUS_COLOR = {
  Correct: 'success',
  Incorrect: 'error',
  Unattempted: 'default',
  Hidden: 'default',
} as const;
