import { defineEnglish } from '../define.ts';

/** The app shell: top bar, drawer, account menu, sign-out, guards and the pages outside any feature. */
export const shellMessages = defineEnglish({
  appName: 'Aspirant',
  skipLink: 'Skip to main content',
  toggleNavigation: 'Toggle navigation',
  mainNavigation: 'Main navigation',
  notifications: 'Notifications',
  /** The bell's name holds the number it shows (WCAG 2.5.3, axe label-content-name-mismatch). */
  notificationsWithCount: { one: '{count} Notifications', other: '{count} Notifications' },
  switchToLight: 'Switch to light mode',
  switchToDark: 'Switch to dark mode',
  toggleTheme: 'Toggle theme',
  interfaceLanguage: 'Interface language',
  accountMenu: 'Account menu',
  user: 'User',
  profile: 'Profile',
  settings: 'Settings',
  logout: 'Logout',
  signOutTitle: 'Sign out?',
  waitingAnswers: {
    one: '{count} answer is still waiting to be sent. They stay on this device and will be sent when you sign in again here.',
    other:
      '{count} answers are still waiting to be sent. They stay on this device and will be sent when you sign in again here.',
  },
  staySignedIn: 'Stay signed in',
  signOut: 'Sign out',
  unauthorized: 'Unauthorized access',
  loading: 'Loading...',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is nothing at this address.',
  goToDashboard: 'Go to Dashboard',
  errorTitle: 'Something went wrong',
  errorText: 'Please reload the page to try again.',
  reload: 'Reload',
  demoChipName: 'Demo mode: sample accounts and data',
  demo: 'Demo',
  roleCoachingAdmin: 'Coaching Admin',
  roleTeacher: 'Teacher',
  roleStudent: 'Student',
  roleSuperAdmin: 'Super Admin',
});
