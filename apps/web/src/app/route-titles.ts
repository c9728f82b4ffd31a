import { matchPath } from 'react-router';
import { paths } from '../config/paths.ts';
import type { routesMessages } from '../lib/i18n/messages/routes.ts';

/** A route's name in the catalogue (every key of routes.ts but the title's format). */
export type RouteNameKey = `routes.${Exclude<keyof typeof routesMessages, 'titleFormat'>}`;

/**
 * Issue 15 point 10: every route's document title ('Dashboard · Aspirant'), by the route's name in the
 * catalogue. A new route adds a line here; a path not listed is the not-found page's.
 */
const ROUTE_TITLES: ReadonlyArray<readonly [pattern: string, key: RouteNameKey]> = [
  [paths.login, 'routes.signIn'],
  [paths.register, 'routes.signUp'],
  [paths.loginOtp, 'routes.loginOtp'],
  [paths.forgotPassword, 'routes.forgotPassword'],
  [paths.setup.pattern, 'routes.setup'],
  [paths.dashboard, 'routes.dashboard'],
  [paths.tests, 'routes.availableTests'],
  [paths.performance, 'routes.performance'],
  [paths.takeTest.pattern, 'routes.takeTest'],
  [paths.result.pattern, 'routes.result'],
  [paths.aiAssistant, 'routes.aiAssistant'],
  [paths.settings, 'routes.settings'],
  [paths.lectures, 'routes.lectures'],
  [paths.profile, 'routes.profile'],
  [paths.studyPlan, 'routes.studyPlan'],
  [paths.progress, 'routes.progressTracker'],
  [paths.subject.pattern, 'routes.subject'],
  [paths.practice, 'routes.practice'],
  [paths.practiceSet.pattern, 'routes.practice'],
  [paths.savedQuestions, 'routes.savedQuestions'],
  [paths.scorecard.pattern, 'routes.scorecard'],
  [paths.adminUsers, 'routes.superAdminUsers'],
  [paths.coachingUsers, 'routes.coachingAdminUsers'],
  [paths.batchManagement, 'routes.batchManagement'],
  [paths.batch.pattern, 'routes.batch'],
  [paths.student.pattern, 'routes.student'],
  [paths.studentResult.pattern, 'routes.studentResult'],
  [paths.questionBank, 'routes.questionBank'],
  [paths.questionBankNew, 'routes.newQuestion'],
  [paths.questionBankImport, 'routes.questionImport'],
  [paths.questionBankEdit.pattern, 'routes.editQuestion'],
  [paths.liveRoom.pattern, 'routes.liveRoom'],
  [paths.testAnalysis.pattern, 'routes.testAnalysis'],
  [paths.testStudio, 'routes.testStudio'],
  [paths.testStudioNew, 'routes.newTest'],
  [paths.testStudioEdit.pattern, 'routes.editTest'],
];

/** The catalogue key of the page at `pathname`: 'Page not found' for a path the app does not have. */
export function routeTitleKey(pathname: string): RouteNameKey | null {
  for (const [pattern, key] of ROUTE_TITLES) if (matchPath(pattern, pathname)) return key;
  // '/' only redirects to the dashboard; every other unknown path is the not-found page.
  return pathname === paths.home ? null : 'routes.notFound';
}
