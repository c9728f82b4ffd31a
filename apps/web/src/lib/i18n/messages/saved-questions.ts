import { defineEnglish } from '../define.ts';

/** /saved-questions (issue 15). The questions, options and explanations are data and stay as sent. */
export const savedQuestionsMessages = defineEnglish({
  heading: 'Saved questions',
  retry: 'Retry',
  loadFailed: 'Your saved questions could not be loaded.',
  emptyTitle: 'No saved questions yet',
  emptyText:
    "Save a question from a test's solutions with its bookmark button, and it appears here to revise and practise.",
  seeResults: 'See your results',
  count: { one: '{count} saved question', other: '{count} saved questions' },
  practise: 'Practice these',
  practiceFailed: 'The practice set could not be started. Please try again.',
  removeFailed: 'The question could not be removed. Please try again.',
  cardHeading: 'Saved question {number}',
  remove: 'Remove',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  correctAnswer: 'Correct answer',
  explanation: 'Explanation',
  hiddenWhileTaking: 'Hidden until you submit the test you are taking that holds this question.',
  noExplanation: 'No explanation is available for this question.',
});
