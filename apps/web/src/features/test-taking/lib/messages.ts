/** SPEC §8 texts of the Take Test screen (the §5 corrupted-resume text lives in answer-model.ts). */
export const TEST_ERRORS = {
  loadFailed: 'Failed to load test. Please try again later.',
  startFailed: 'Failed to start test. Please try again.',
  resumeFailed: 'Failed to resume test. Please start fresh.',
  noQuestionsResume: 'No questions found for this test. Please start fresh.',
  questionsFailedResume: 'Failed to load questions. Please start fresh.',
  submitResultsFailed: 'Failed to submit test results. Please try again later.',
  submitFailed: 'Failed to submit test. Please try again.',
  corrupted: 'Test data is corrupted',
  noQuestions: 'No questions found for this test.',
  questionUnavailable: 'Question data is not available. Please try again later.',
} as const;

/** SPEC §2 'Test Not Found' page. */
export const TEST_NOT_FOUND = {
  title: 'Test Not Found',
  text: "The test you're looking for doesn't exist or has been removed.",
} as const;

/** SPEC §6: the name sent with a submission when no user is known. */
export const GUEST_NAME = 'Guest User';
