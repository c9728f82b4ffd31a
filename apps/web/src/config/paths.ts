/** Every path of the app (SPEC §2), so links and routes never spell a URL twice. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  loginOtp: '/login-otp',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  tests: '/tests',
  performance: '/performance',
  aiAssistant: '/ai-assistant',
  settings: '/settings',
  lectures: '/lectures',
  profile: '/profile',
  studyPlan: '/study-plan',
  progress: '/progress',
  adminUsers: '/admin/users',
  coachingUsers: '/coaching/users',
  batchManagement: '/batch-management',
  /** One batch (issue 17 point 7): its students and tests; the centre's staff. */
  batch: {
    pattern: '/batch-management/:id',
    href: (id: string | number) => `/batch-management/${encodeURIComponent(String(id))}`,
  },
  /** A student as their centre's staff see them, read-only (issue 18 point 3): roles 1, 2, 4. */
  student: {
    pattern: '/coaching/students/:id',
    href: (id: string | number) => `/coaching/students/${encodeURIComponent(String(id))}`,
  },
  /** One of that student's results, as the student sees it, read-only. */
  studentResult: {
    pattern: '/coaching/students/:id/results/:resultId',
    href: (id: string | number, resultId: string | number) =>
      `/coaching/students/${encodeURIComponent(String(id))}/results/${encodeURIComponent(String(resultId))}`,
  },
  /** The question bank's authoring screens (issue 16): staff only (roles 1, 2, 4). */
  questionBank: '/question-bank',
  questionBankNew: '/question-bank/new',
  questionBankImport: '/question-bank/import',
  questionBankEdit: {
    pattern: '/question-bank/:id',
    href: (id: string | number) => `/question-bank/${encodeURIComponent(String(id))}`,
  },
  /** The test composer (issue 17): staff only (roles 1, 2, 4). */
  testStudio: '/test-studio',
  testStudioNew: '/test-studio/new',
  testStudioEdit: {
    pattern: '/test-studio/:id',
    href: (id: string | number) => `/test-studio/${encodeURIComponent(String(id))}`,
  },
  /** The live exam room of a test (issue 17 point 5): centre staff (roles 1, 2, 4). */
  liveRoom: {
    pattern: '/test-studio/:id/live',
    href: (id: string | number) => `/test-studio/${encodeURIComponent(String(id))}/live`,
  },
  /** A test's item analysis and its fixes (issue 18 point 5): centre staff (roles 1, 2, 4). */
  testAnalysis: {
    pattern: '/test-studio/:id/analysis',
    href: (id: string | number) => `/test-studio/${encodeURIComponent(String(id))}/analysis`,
  },
  takeTest: {
    pattern: '/take-test/:id',
    href: (id: string | number) => `/take-test/${encodeURIComponent(String(id))}`,
  },
  result: {
    pattern: '/results/:id',
    href: (id: string | number) => `/results/${encodeURIComponent(String(id))}`,
  },
  practice: '/practice',
  practiceSet: {
    pattern: '/practice/:id',
    href: (id: string | number) => `/practice/${encodeURIComponent(String(id))}`,
  },
  /** The one-time link to create the first super admin (decision 0009). */
  setup: {
    pattern: '/setup/:token',
    href: (token: string) => `/setup/${encodeURIComponent(token)}`,
  },
  /** Saved questions (issue 15): the student's bookmarks. */
  savedQuestions: '/saved-questions',
  /** A public, revocable scorecard (issue 15): opens without signing in. */
  scorecard: {
    pattern: '/scorecard/:token',
    href: (token: string) => `/scorecard/${encodeURIComponent(token)}`,
  },
  subject: {
    pattern: '/subjects/:subjectName',
    // SPEC §2: the subject name travels URL-encoded.
    href: (subjectName: string) => `/subjects/${encodeURIComponent(subjectName)}`,
  },
} as const;
