import { defineEnglish } from '../define.ts';

/**
 * Issue 18 point 3: a student's pages as their centre's staff read them (/coaching/students/{id}, and a result
 * of theirs read-only), and the links to them from the batch page and the users list.
 */
export const studentsMessages = defineEnglish({
  readOnlyNote:
    "You see {name}'s figures, results and tests in progress as {name} sees them. Nothing here can be changed.",
  email: 'Email',
  batches: 'Batches',
  noBatch: 'Not in a batch',
  figuresHeading: 'Dashboard figures',
  inProgressHeading: 'Tests in progress',
  noneInProgress: 'No test in progress.',
  startedAt: 'Started {time}',
  answeredOf: 'Answered {answered} of {total}',
  timeLeft: '{time} left',
  timeUp: 'Time is up: it is submitted automatically within a minute.',
  resultsHeading: 'Results',
  noResults: 'No results yet.',
  resultsTable: "{name}'s results",
  test: 'Test',
  completed: 'Completed',
  score: 'Score',
  percent: 'Percent',
  rank: 'Rank',
  rankOf: '{rank} of {takers}',
  notRanked: 'Not ranked',
  openResult: 'Open',
  openResultNamed: 'Open the result of {test}, {date}',
  resultsPages: 'Pages of results',
  notFoundTitle: 'No student found',
  notFoundText: 'This student does not exist or is not a student of your centre.',
  loadFailed: "The student's pages could not be loaded.",
  viewingResult: "Viewing {name}'s result (read-only)",
  backToStudent: 'Back to {name}',
  backToStudentPage: 'Back to the student',
  openStudent: "Open {name}'s pages",
});
