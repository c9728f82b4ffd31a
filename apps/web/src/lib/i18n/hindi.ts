import type { HindiCatalogue } from './catalogue.ts';
import { aiAssistantHindi } from './hindi/ai-assistant.ts';
import { authHindi } from './hindi/auth.ts';
import { batchesHindi } from './hindi/batches.ts';
import { catalogueHindi } from './hindi/catalogue.ts';
import { commonHindi } from './hindi/common.ts';
import { dashboardHindi } from './hindi/dashboard.ts';
import { figuresHindi } from './hindi/figures.ts';
import { lecturesHindi } from './hindi/lectures.ts';
import { liveRoomHindi } from './hindi/live-room.ts';
import { performanceHindi } from './hindi/performance.ts';
import { practiceHindi } from './hindi/practice.ts';
import { profileHindi } from './hindi/profile.ts';
import { progressHindi } from './hindi/progress.ts';
import { questionBankHindi } from './hindi/question-bank.ts';
import { questionImportHindi } from './hindi/question-import.ts';
import { resultsHindi } from './hindi/results.ts';
import { routesHindi } from './hindi/routes.ts';
import { savedQuestionsHindi } from './hindi/saved-questions.ts';
import { scorecardHindi } from './hindi/scorecard.ts';
import { serverMessagesHindi } from './hindi/server-messages.ts';
import { serverPagesHindi } from './hindi/server-pages.ts';
import { setupHindi } from './hindi/setup.ts';
import { shellHindi } from './hindi/shell.ts';
import { staffHomeHindi } from './hindi/staff-home.ts';
import { studentsHindi } from './hindi/students.ts';
import { studyPlanHindi } from './hindi/study-plan.ts';
import { subjectsHindi } from './hindi/subjects.ts';
import { testAnalysisHindi } from './hindi/test-analysis.ts';
import { testStudioHindi } from './hindi/test-studio.ts';
import { testTakingHindi } from './hindi/test-taking.ts';
import { usersHindi } from './hindi/users.ts';

/** Every area's Hindi: its own chunk, loaded by `loadHindi()` only when the interface turns Hindi. */
export const HINDI: HindiCatalogue = {
  aiAssistant: aiAssistantHindi,
  auth: authHindi,
  batches: batchesHindi,
  catalogue: catalogueHindi,
  common: commonHindi,
  dashboard: dashboardHindi,
  figures: figuresHindi,
  lectures: lecturesHindi,
  liveRoom: liveRoomHindi,
  performance: performanceHindi,
  practice: practiceHindi,
  profile: profileHindi,
  progress: progressHindi,
  questionImport: questionImportHindi,
  questionBank: questionBankHindi,
  testAnalysis: testAnalysisHindi,
  testStudio: testStudioHindi,
  results: resultsHindi,
  savedQuestions: savedQuestionsHindi,
  scorecard: scorecardHindi,
  routes: routesHindi,
  serverMessages: serverMessagesHindi,
  serverPages: serverPagesHindi,
  setup: setupHindi,
  shell: shellHindi,
  staffHome: staffHomeHindi,
  students: studentsHindi,
  studyPlan: studyPlanHindi,
  subjects: subjectsHindi,
  testTaking: testTakingHindi,
  users: usersHindi,
};
