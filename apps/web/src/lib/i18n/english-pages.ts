import type { EnglishMore } from './catalogue.ts';
import { aiAssistantMessages } from './messages/ai-assistant.ts';
import { batchesMessages } from './messages/batches.ts';
import { catalogueMessages } from './messages/catalogue.ts';
import { lecturesMessages } from './messages/lectures.ts';
import { performanceMessages } from './messages/performance.ts';
import { practiceMessages } from './messages/practice.ts';
import { profileMessages } from './messages/profile.ts';
import { progressMessages } from './messages/progress.ts';
import { questionImportMessages } from './messages/question-import.ts';
import { resultsMessages } from './messages/results.ts';
import { savedQuestionsMessages } from './messages/saved-questions.ts';
import { scorecardMessages } from './messages/scorecard.ts';
import { studentsMessages } from './messages/students.ts';
import { studyPlanMessages } from './messages/study-plan.ts';
import { testTakingMessages } from './messages/test-taking.ts';
import { usersMessages } from './messages/users.ts';

/**
 * The English of every other page behind sign-in and of the public scorecard: a chunk loaded with those pages
 * (`loadEnglish()`), so the dashboard, where a student lands, does not wait for it.
 */
export const ENGLISH_MORE: EnglishMore = {
  aiAssistant: aiAssistantMessages,
  batches: batchesMessages,
  catalogue: catalogueMessages,
  lectures: lecturesMessages,
  performance: performanceMessages,
  practice: practiceMessages,
  profile: profileMessages,
  progress: progressMessages,
  questionImport: questionImportMessages,
  results: resultsMessages,
  savedQuestions: savedQuestionsMessages,
  scorecard: scorecardMessages,
  students: studentsMessages,
  studyPlan: studyPlanMessages,
  testTaking: testTakingMessages,
  users: usersMessages,
};
