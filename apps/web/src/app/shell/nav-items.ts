import { ROLE } from '@aspirant/contract/roles.ts';
import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EditNoteIcon from '@mui/icons-material/EditNote';
import GroupsIcon from '@mui/icons-material/Groups';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import PersonIcon from '@mui/icons-material/Person';
import QuizIcon from '@mui/icons-material/Quiz';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { paths } from '../../config/paths.ts';
import type { RouteNameKey } from '../route-titles.ts';

export interface NavItem {
  /** The item's name in the catalogue (lib/i18n/messages/routes.ts); a new item adds its key there. */
  label: RouteNameKey;
  to: string;
  icon: SvgIconComponent;
}

/**
 * SPEC §2's items in SPEC's order, with issue 15's (Practice, Saved questions, Progress, Study Plan) beside
 * their kin: practice after Tests, the progress after Performance, then the plan. Everyone sees them.
 */
const COMMON_ITEMS: readonly NavItem[] = [
  { label: 'routes.dashboard', to: paths.dashboard, icon: DashboardIcon },
  { label: 'routes.tests', to: paths.tests, icon: AssignmentIcon },
  { label: 'routes.practice', to: paths.practice, icon: EditNoteIcon },
  { label: 'routes.savedQuestions', to: paths.savedQuestions, icon: BookmarksIcon },
  { label: 'routes.performance', to: paths.performance, icon: BarChartIcon },
  { label: 'routes.progress', to: paths.progress, icon: ShowChartIcon },
  { label: 'routes.studyPlan', to: paths.studyPlan, icon: CalendarMonthIcon },
  { label: 'routes.lectures', to: paths.lectures, icon: VideoLibraryIcon },
  { label: 'routes.aiAssistant', to: paths.aiAssistant, icon: SmartToyIcon },
  { label: 'routes.profile', to: paths.profile, icon: PersonIcon },
  { label: 'routes.settings', to: paths.settings, icon: SettingsIcon },
];

const BATCH_MANAGEMENT: NavItem = {
  label: 'routes.batchManagement',
  to: paths.batchManagement,
  icon: SchoolIcon,
};

/** Issue 16: the question bank's authoring screens, for the staff (roles 1, 2 and 4). */
const QUESTION_BANK: NavItem = {
  label: 'routes.questionBank',
  to: paths.questionBank,
  icon: LibraryBooksIcon,
};

/** Issue 17: the test composer, for the staff (roles 1, 2 and 4). */
const TEST_STUDIO: NavItem = {
  label: 'routes.testStudio',
  to: paths.testStudio,
  icon: QuizIcon,
};

/** SPEC §2: everyone's items, plus the admin items of role 4 and role 1, and issue 16's Question Bank for staff. */
export function navItemsFor(roleId: number | null): NavItem[] {
  if (roleId === ROLE.SUPER_ADMIN) {
    return [
      ...COMMON_ITEMS,
      QUESTION_BANK,
      TEST_STUDIO,
      { label: 'routes.superAdminUsers', to: paths.adminUsers, icon: AdminPanelSettingsIcon },
      BATCH_MANAGEMENT,
    ];
  }
  if (roleId === ROLE.COACHING_ADMIN) {
    return [
      ...COMMON_ITEMS,
      QUESTION_BANK,
      TEST_STUDIO,
      { label: 'routes.coachingAdminUsers', to: paths.coachingUsers, icon: GroupsIcon },
      BATCH_MANAGEMENT,
    ];
  }
  if (roleId === ROLE.TEACHER) return [...COMMON_ITEMS, QUESTION_BANK, TEST_STUDIO];
  return [...COMMON_ITEMS];
}

/** An item is active on its own path and below it (/tests is not active on /tests-other). */
export function isActivePath(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
