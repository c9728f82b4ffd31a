import { defineEnglish } from '../define.ts';

/** The shared components of components/ (chart frame, question language switch, retake chip, alerts). */
export const commonMessages = defineEnglish({
  close: 'Close',
  loadingChart: 'Loading chart',
  questionLanguage: 'Question language',
  retake: 'Retake',
  retakeHint: 'A retake of a test you took before: it never moves your rank',
  // The results report menu (components/results-report-menu.tsx, issue 18 point 4).
  downloadResults: 'Download results',
  resultsCsv: 'CSV file',
  resultsXlsx: 'Excel file (XLSX)',
  resultsOf: 'Results of',
  resultsWholeCentre: 'The whole centre',
  resultsDownloaded: 'Results downloaded: {file}',
  resultsDownloadFailed: 'The results could not be downloaded. Please try again.',
});
