import { QUESTION_BANK_ROLES, ROLE, type RoleId } from '@aspirant/contract/roles.ts';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { paths } from '../config/paths.ts';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { UiLanguageSync } from '../lib/i18n/ui-language-sync.tsx';
import { useSession } from '../lib/session.ts';
import { PublicOnly } from './guards/public-only.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireRole } from './guards/require-role.tsx';
import { lazyPage, withPagesEnglish, withShellEnglish, withStaffEnglish } from './lazy-page.ts';
import { useRouteTitle } from './navigation-a11y.ts';
import { RouteError } from './route-error.tsx';

// Every page and the shell load with their route, so /login downloads only what it shows; the pages behind
// sign-in but the dashboard bring the English of the pages with them (lib/i18n/catalogue.ts).
const ThemedRoot = lazyPage(() => import('./themed-root.tsx'), 'ThemedRoot');
const AppShell = lazyPage(() => withShellEnglish(import('./shell/app-shell.tsx')), 'AppShell');
const NotFoundPage = lazyPage(() => import('./not-found-page.tsx'), 'NotFoundPage');
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page.tsx'), 'RegisterPage');
const LoginOtpPage = lazyPage(() => import('../features/auth/pages/login-otp-page.tsx'), 'LoginOtpPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/pages/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const SetupPage = lazyPage(() => import('../features/setup/pages/setup-page.tsx'), 'SetupPage');
const DashboardPage = lazyPage(
  () => import('../features/dashboard/pages/dashboard-page.tsx'),
  'DashboardPage',
);
const TestsPage = lazyPage(
  () => withPagesEnglish(import('../features/catalogue/pages/tests-page.tsx')),
  'TestsPage',
);
const PerformancePage = lazyPage(
  () => withPagesEnglish(import('../features/performance/pages/performance-page.tsx')),
  'PerformancePage',
);
const TakeTestPage = lazyPage(
  () => withPagesEnglish(import('../features/test-taking/pages/take-test-page.tsx')),
  'TakeTestPage',
);
const ResultPage = lazyPage(
  () => withPagesEnglish(import('../features/results/pages/result-page.tsx')),
  'ResultPage',
);
const AiAssistantPage = lazyPage(
  () => withPagesEnglish(import('../features/ai-assistant/pages/ai-assistant-page.tsx')),
  'AiAssistantPage',
);
const SettingsPage = lazyPage(
  () => withPagesEnglish(import('../features/profile/pages/settings-page.tsx')),
  'SettingsPage',
);
const LecturesPage = lazyPage(
  () => withPagesEnglish(import('../features/lectures/pages/lectures-page.tsx')),
  'LecturesPage',
);
const ProfilePage = lazyPage(
  () => withPagesEnglish(import('../features/profile/pages/profile-page.tsx')),
  'ProfilePage',
);
const StudyPlanPage = lazyPage(
  () => withPagesEnglish(import('../features/study-plan/pages/study-plan-page.tsx')),
  'StudyPlanPage',
);
const ProgressPage = lazyPage(
  () => withPagesEnglish(import('../features/progress/pages/progress-page.tsx')),
  'ProgressPage',
);
const SubjectPage = lazyPage(
  () => withPagesEnglish(import('../features/subjects/pages/subject-page.tsx')),
  'SubjectPage',
);
const PracticePage = lazyPage(
  () => withPagesEnglish(import('../features/practice/pages/practice-page.tsx')),
  'PracticePage',
);
const PracticeSetPage = lazyPage(
  () => withPagesEnglish(import('../features/practice/pages/practice-set-page.tsx')),
  'PracticeSetPage',
);
const SavedQuestionsPage = lazyPage(
  () => withPagesEnglish(import('../features/saved-questions/pages/saved-questions-page.tsx')),
  'SavedQuestionsPage',
);
const ScorecardPage = lazyPage(
  () => withPagesEnglish(import('../features/scorecard/pages/scorecard-page.tsx')),
  'ScorecardPage',
);
const AdminUsersPage = lazyPage(
  () => withPagesEnglish(import('../features/users/pages/admin-users-page.tsx')),
  'AdminUsersPage',
);
const CoachingUsersPage = lazyPage(
  () => withPagesEnglish(import('../features/users/pages/coaching-users-page.tsx')),
  'CoachingUsersPage',
);
const BatchManagementPage = lazyPage(
  () => withPagesEnglish(import('../features/batches/pages/batch-management-page.tsx')),
  'BatchManagementPage',
);
const BatchPage = lazyPage(
  () => withPagesEnglish(import('../features/batches/pages/batch-page.tsx')),
  'BatchPage',
);
const StudentPage = lazyPage(
  () => withPagesEnglish(import('../features/students/pages/student-page.tsx')),
  'StudentPage',
);
const StudentResultPage = lazyPage(
  () => withPagesEnglish(import('../features/results/pages/student-result-page.tsx')),
  'StudentResultPage',
);
const StaffHomePage = lazyPage(
  () => withStaffEnglish(import('../features/staff-home/pages/staff-home-page.tsx')),
  'StaffHomePage',
);
const QuestionBankPage = lazyPage(
  () => withStaffEnglish(import('../features/question-bank/pages/question-bank-page.tsx')),
  'QuestionBankPage',
);
const QuestionEditPage = lazyPage(
  () => withStaffEnglish(import('../features/question-bank/pages/question-edit-page.tsx')),
  'QuestionEditPage',
);
const TestStudioPage = lazyPage(
  () => withStaffEnglish(import('../features/test-studio/pages/test-studio-page.tsx')),
  'TestStudioPage',
);
const TestComposerPage = lazyPage(
  () => withStaffEnglish(import('../features/test-studio/pages/test-composer-page.tsx')),
  'TestComposerPage',
);

const LiveRoomPage = lazyPage(
  () => withStaffEnglish(import('../features/live-room/pages/live-room-page.tsx')),
  'LiveRoomPage',
);

const TestAnalysisPage = lazyPage(
  () => withStaffEnglish(import('../features/test-analysis/pages/test-analysis-page.tsx')),
  'TestAnalysisPage',
);

/**
 * /dashboard (where sign-in lands): a student's dashboard, or the staff's own home (issue 16). Two chunks, so
 * neither downloads the other.
 */
function HomeRoute() {
  const { roleId } = useSession();
  return roleId !== null && QUESTION_BANK_ROLES.includes(roleId as RoleId) ? (
    <StaffHomePage />
  ) : (
    <DashboardPage />
  );
}

const QuestionImportPage = lazyPage(
  () => withPagesEnglish(import('../features/question-bank/import/pages/question-import-page.tsx')),
  'QuestionImportPage',
);

/** The session lives inside the router so that it can navigate; pages outside the shell suspend here. */
function SessionRoot() {
  useRouteTitle();
  return (
    <AuthProvider>
      <UiLanguageSync />
      <Suspense fallback={<LoadingScreen fullPage />}>
        <Outlet />
      </Suspense>
    </AuthProvider>
  );
}

/** SPEC §2 route table. */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
      // Sign-in is drawn without MUI (issue 15 point 11); every other route sits in MUI's theme.
      { element: <PublicOnly />, children: [{ path: paths.login, element: <LoginPage /> }] },
      {
        element: <ThemedRoot />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { path: paths.register, element: <RegisterPage /> },
              { path: paths.loginOtp, element: <LoginOtpPage /> },
            ],
          },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.setup.pattern, element: <SetupPage /> },
          // Issue 15: a public scorecard opens for anyone with its link, signed in or not.
          { path: paths.scorecard.pattern, element: <ScorecardPage /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <AppShell />,
                children: [
                  { path: paths.dashboard, element: <HomeRoute /> },
                  { path: paths.tests, element: <TestsPage /> },
                  { path: paths.performance, element: <PerformancePage /> },
                  { path: paths.takeTest.pattern, element: <TakeTestPage /> },
                  { path: paths.aiAssistant, element: <AiAssistantPage /> },
                  { path: paths.settings, element: <SettingsPage /> },
                  { path: paths.lectures, element: <LecturesPage /> },
                  { path: paths.result.pattern, element: <ResultPage /> },
                  { path: paths.profile, element: <ProfilePage /> },
                  { path: paths.studyPlan, element: <StudyPlanPage /> },
                  { path: paths.progress, element: <ProgressPage /> },
                  { path: paths.subject.pattern, element: <SubjectPage /> },
                  { path: paths.practice, element: <PracticePage /> },
                  { path: paths.practiceSet.pattern, element: <PracticeSetPage /> },
                  { path: paths.savedQuestions, element: <SavedQuestionsPage /> },
                  {
                    element: <RequireRole roles={[ROLE.SUPER_ADMIN]} />,
                    children: [{ path: paths.adminUsers, element: <AdminUsersPage /> }],
                  },
                  {
                    element: <RequireRole roles={[ROLE.COACHING_ADMIN]} />,
                    children: [{ path: paths.coachingUsers, element: <CoachingUsersPage /> }],
                  },
                  {
                    element: <RequireRole roles={[ROLE.COACHING_ADMIN, ROLE.SUPER_ADMIN]} />,
                    children: [{ path: paths.batchManagement, element: <BatchManagementPage /> }],
                  },
                  {
                    element: <RequireRole roles={[ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN]} />,
                    children: [
                      { path: paths.batch.pattern, element: <BatchPage /> },
                      // Issue 18 point 3: a student of the centre, read-only (the server checks whose).
                      { path: paths.student.pattern, element: <StudentPage /> },
                      { path: paths.studentResult.pattern, element: <StudentResultPage /> },
                    ],
                  },
                  {
                    element: <RequireRole roles={QUESTION_BANK_ROLES} />,
                    children: [
                      { path: paths.questionBank, element: <QuestionBankPage /> },
                      { path: paths.questionBankNew, element: <QuestionEditPage /> },
                      { path: paths.questionBankImport, element: <QuestionImportPage /> },
                      { path: paths.questionBankEdit.pattern, element: <QuestionEditPage /> },
                      { path: paths.liveRoom.pattern, element: <LiveRoomPage /> },
                      { path: paths.testAnalysis.pattern, element: <TestAnalysisPage /> },
                      { path: paths.testStudio, element: <TestStudioPage /> },
                      { path: paths.testStudioNew, element: <TestComposerPage /> },
                      { path: paths.testStudioEdit.pattern, element: <TestComposerPage /> },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
