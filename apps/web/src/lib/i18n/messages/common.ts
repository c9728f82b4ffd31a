import { defineEnglish } from '../define.ts';

/** The shared components of components/ (chart frame, question language switch, retake chip, alerts). */
export const commonMessages = defineEnglish({
  close: 'Close',
  loadingChart: 'Loading chart',
  questionLanguage: 'Question language',
  retake: 'Retake',
  retakeHint: 'A retake of a test you took before: it never moves your rank',
});
