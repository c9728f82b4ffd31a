import { STUDY_PLAN_MESSAGES } from '@aspirant/contract/study-plan-messages.ts';
import { defineEnglish } from '../define.ts';

/** /study-plan (issue 15). The plan's summary and its items' titles and details come from the server in English. */
export const studyPlanMessages = defineEnglish({
  title: 'Study Plan',
  intro: 'Practice sets on your weakest topics, tests and lectures, day by day. Check items off as you go.',
  tryAgain: 'Try again',
  loadFailed: 'Your study plan could not be loaded. {error}',
  noPlan: 'No study plan yet',
  noPlanMessage:
    'Generate a plan: it starts from the topics where your accuracy is lowest. Add your exam date to plan up to the exam.',
  saveFailed: '“{title}” could not be saved: {error}',
  writtenByAi: STUDY_PLAN_MESSAGES.writtenByAi,
  planProgress: 'Plan progress',
  progress: '{done} of {total} done',
  loading: 'Loading the study plan',
  practice: 'Practice',
  test: 'Test',
  lecture: 'Lecture',
  review: 'Review',
  today: 'Today',
  restDay: 'A rest day.',
  practise: 'Practise',
  startTest: 'Start test',
  watch: 'Watch',
  requestFailed: 'Request failed',
  examDate: 'Exam date',
  examDateHelp: 'Optional. Without it, the plan covers the coming 7 days.',
  generate: 'Generate plan',
  regeneratePlan: 'Regenerate plan',
  regenerateTitle: 'Regenerate the plan?',
  confirmReplace: STUDY_PLAN_MESSAGES.confirmReplace,
  cancel: 'Cancel',
  regenerate: 'Regenerate',
});
