import { defineEnglish } from '../define.ts';

/**
 * The name of each route, for the drawer and the document title ('Dashboard · Aspirant'). A new drawer item
 * or route adds its key here.
 */
export const routesMessages = defineEnglish({
  titleFormat: '{page} · Aspirant',
  dashboard: 'Dashboard',
  tests: 'Tests',
  availableTests: 'Available Tests',
  performance: 'Performance',
  lectures: 'Lectures',
  aiAssistant: 'AI Assistant',
  profile: 'Profile',
  settings: 'Settings',
  superAdminUsers: 'Super Admin Users',
  coachingAdminUsers: 'Coaching Admin Users',
  batchManagement: 'Batch Management',
  questionBank: 'Question Bank',
  newQuestion: 'New question',
  editQuestion: 'Edit question',
  testStudio: 'Test Studio',
  newTest: 'New test',
  editTest: 'Edit test',
  staffHome: 'Staff home',
  practice: 'Practice',
  studyPlan: 'Study Plan',
  progress: 'Progress',
  progressTracker: 'Progress Tracker',
  savedQuestions: 'Saved questions',
  takeTest: 'Take Test',
  result: 'Result Analysis',
  subject: 'Subject',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  loginOtp: 'Login via OTP',
  forgotPassword: 'Forgot Password',
  setup: 'Set up Aspirant',
  notFound: 'Page not found',
  scorecard: 'Scorecard',
  questionImport: 'Import questions',
});
