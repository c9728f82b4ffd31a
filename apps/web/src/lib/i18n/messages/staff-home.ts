import { defineEnglish } from '../define.ts';

/** The staff's home at /dashboard (issue 16): roles 1, 2 and 4. */
export const staffHomeMessages = defineEnglish({
  title: 'Welcome, {name}',
  subtitle: 'Your staff home: the question bank and the places your work is.',
  centreQuestions: "Your centre's questions: {count}",
  globalQuestions: 'Questions in the global bank: {count}',
  openReports: 'Open student reports: {count}',
  openBank: 'Open the question bank',
  newQuestion: 'New question',
  reportsInbox: 'Reported questions',
  batchesText: 'Batches of your centre and their students.',
  openBatches: 'Manage batches',
  centreUsersText: 'Teachers and students of your centre.',
  allUsersText: 'Every user and their role.',
  openUsers: 'Manage users',
  testsText: 'The tests students can take.',
  openTests: 'See the tests',
  lecturesText: 'Recorded lectures for your students.',
  openLectures: 'Open lectures',
  testStudioText: 'Compose tests from the bank, publish them and schedule them for your batches.',
  openTestStudio: 'Open the Test Studio',
  newTest: 'New test',
});
