import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 15, point 10: axe-core on every screen of the app, whole page (shell included), in both themes, at a
 * phone's width and a desktop's: 0 serious and 0 critical violations; at 320 px nothing scrolls sideways; every
 * route has its own title. The states inside screens (dialogs, drawers, the running exam) are covered by the
 * specs of their features.
 */
const THEMES = ['light', 'dark'] as const;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(size: { width: number; height: number }, theme: (typeof THEMES)[number]): Promise<Page> {
  // The app's CSP allows no inline script: the test injects axe past it, the app is unchanged.
  const context = await browser.newContext({ viewport: size, bypassCSP: true });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  return context.newPage();
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

interface Screen {
  path: string;
  /** How to know the screen has drawn: its level-1 heading. */
  heading: string | RegExp;
}

const PUBLIC_SCREENS: Screen[] = [
  { path: '/login', heading: 'Sign In' },
  { path: '/register', heading: 'Sign Up' },
  { path: '/login-otp', heading: 'Login via OTP' },
  { path: '/forgot-password', heading: /Forgot|Reset/ },
  { path: '/no-such-page', heading: /not found|404/i },
];

const STUDENT_SCREENS: Screen[] = [
  { path: '/dashboard', heading: 'Performance Analytics Hub' },
  { path: '/tests', heading: 'Available Tests' },
  { path: '/performance', heading: 'Detailed Analytics' },
  { path: '/progress', heading: 'Progress Tracker' },
  { path: '/study-plan', heading: /Study Plan/ },
  { path: '/practice', heading: /Practice/ },
  { path: '/saved-questions', heading: /Saved questions/i },
  { path: '/ai-assistant', heading: /AI Study Assistant|Assistant/ },
  { path: '/lectures', heading: /Lectures/ },
  { path: '/profile', heading: 'Profile' },
  { path: '/settings', heading: 'Settings' },
];

const STAFF_SCREENS: { who: string; screens: Screen[] }[] = [
  {
    who: DEMO.coachingAdmin.email,
    screens: [
      { path: '/coaching/users', heading: 'Manage Coaching Users' },
      { path: '/batch-management', heading: /Batch Management/ },
    ],
  },
  { who: DEMO.superAdmin.email, screens: [{ path: '/admin/users', heading: 'Super Admin User Management' }] },
];

async function check(page: Page, screen: Screen, titles: Map<string, string>): Promise<void> {
  await page.goto(`${server.url}${screen.path}`);
  await page.getByRole('heading', { name: screen.heading, level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), screen.path).toEqual([]);
  titles.set(screen.path, await page.title());
}

describe('every screen under axe-core, both themes, phone and desktop', () => {
  for (const size of SIZES) {
    for (const theme of THEMES) {
      it(`public, student and staff screens at ${size.width} px, ${theme}`, async () => {
        const titles = new Map<string, string>();
        const anonymous = await open(size, theme);
        for (const screen of PUBLIC_SCREENS) await check(anonymous, screen, titles);
        await anonymous.context().close();

        const page = await open(size, theme);
        await login(page, server.url, DEMO.student.email);
        for (const screen of STUDENT_SCREENS) await check(page, screen, titles);
        // Screens reached from data: a result, its subject, a test's intro.
        await page.goto(`${server.url}/performance`);
        const resultHref = await page.locator('a[href^="/results/"]').first().getAttribute('href');
        await check(page, { path: resultHref!, heading: /./ }, titles);
        await page.goto(`${server.url}/dashboard`);
        const subjectHref = await page.locator('a[href^="/subjects/"]').first().getAttribute('href');
        await check(page, { path: subjectHref!, heading: /./ }, titles);
        await page.goto(`${server.url}/tests`);
        const testHref = await page.locator('a[href^="/take-test/"]').first().getAttribute('href');
        await check(page, { path: testHref!, heading: /./ }, titles);
        await page.context().close();

        for (const staff of STAFF_SCREENS) {
          const staffPage = await open(size, theme);
          await login(staffPage, server.url, staff.who);
          for (const screen of staff.screens) await check(staffPage, screen, titles);
          await staffPage.context().close();
        }

        // A title per route: no two screens share one, and none is the bare product name.
        const values = [...titles.values()];
        expect([...titles].filter(([, title]) => title === 'Aspirant')).toEqual([]);
        expect(new Set(values).size).toBeGreaterThanOrEqual(values.length - 2);
      });
    }
  }
});

describe('reflow at 320 px: nothing scrolls sideways', () => {
  it('every student screen fits 320 px', async () => {
    const page = await open({ width: 320, height: 640 }, 'light');
    await login(page, server.url, DEMO.student.email);
    const wide: string[] = [];
    for (const screen of STUDENT_SCREENS) {
      await page.goto(`${server.url}${screen.path}`);
      await page.getByRole('heading', { name: screen.heading, level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) wide.push(`${screen.path}: ${overflow} px`);
    }
    await page.goto(`${server.url}/performance`);
    const resultHref = await page.locator('a[href^="/results/"]').first().getAttribute('href');
    await page.goto(`${server.url}${resultHref}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) wide.push(`${resultHref}: ${overflow} px`);
    expect(wide).toEqual([]);
    await page.context().close();
  });
});
