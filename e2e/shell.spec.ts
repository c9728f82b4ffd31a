import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

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

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await login(page, server.url, email);
  return page;
}

async function navItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  return (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
}

/** SPEC §2's items in its order, with issue 15's Practice, Saved questions, Progress and Study Plan among them. */
const COMMON = [
  'Dashboard',
  'Tests',
  'Practice',
  'Saved questions',
  'Performance',
  'Progress',
  'Study Plan',
  'Lectures',
  'AI Assistant',
  'Profile',
  'Settings',
];

describe('app shell per role', () => {
  it.each<[{ email: string }, string, string[]]>([
    [DEMO.student, 'Student', []],
    [DEMO.teacher, 'Teacher', ['Question Bank', 'Test Studio']],
    [
      DEMO.coachingAdmin,
      'Coaching Admin',
      ['Question Bank', 'Test Studio', 'Coaching Admin Users', 'Batch Management'],
    ],
    [
      DEMO.superAdmin,
      'Super Admin',
      ['Question Bank', 'Test Studio', 'Super Admin Users', 'Batch Management'],
    ],
  ])('shows the drawer items and role chip of %o', async (account, chip, extra) => {
    const page = await signedIn(account.email);
    const items = await navItems(page);
    expect(items.slice(0, COMMON.length)).toEqual(COMMON);
    for (const item of extra) expect(items).toContain(item);
    for (const item of [
      'Question Bank',
      'Test Studio',
      'Super Admin Users',
      'Coaching Admin Users',
      'Batch Management',
    ]) {
      if (!extra.includes(item)) expect(items).not.toContain(item);
    }
    expect(await page.getByText(chip, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: 'Aspirant' }).getAttribute('href')).toBe('/dashboard');
    // Issue 17: the bell counts real notices; these accounts have none, so it shows no badge.
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.context().close();
  });

  it('reaches Practice, Saved questions, Progress and Study Plan from the drawer', async () => {
    const page = await signedIn(DEMO.student.email);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // The saved questions page is another part of issue 15: here the link is checked, not the page.
    expect(await nav.getByRole('link', { name: 'Saved questions', exact: true }).getAttribute('href')).toBe(
      '/saved-questions',
    );
    for (const [name, path] of [
      ['Practice', '/practice'],
      ['Progress', '/progress'],
      ['Study Plan', '/study-plan'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${server.url}${path}`);
      await expect
        .poll(() => nav.getByRole('link', { name, exact: true }).getAttribute('aria-current'))
        .toBe('page');
    }
    await page.context().close();
  });

  it("guards role routes with 'Unauthorized access'", async () => {
    const student = await signedIn(DEMO.student.email);
    for (const path of ['/admin/users', '/coaching/users', '/batch-management']) {
      await student.goto(`${server.url}${path}`);
      await expect.poll(() => student.getByText('Unauthorized access').isVisible()).toBe(true);
    }
    await student.context().close();

    const admin = await signedIn(DEMO.coachingAdmin.email);
    await admin.goto(`${server.url}/coaching/users`);
    await expect
      .poll(() => admin.getByRole('heading', { name: 'Manage Coaching Users' }).isVisible())
      .toBe(true);
    await admin.goto(`${server.url}/admin/users`);
    await expect.poll(() => admin.getByText('Unauthorized access').isVisible()).toBe(true);
    await admin.context().close();

    const superAdmin = await signedIn(DEMO.superAdmin.email);
    await superAdmin.goto(`${server.url}/admin/users`);
    await expect
      .poll(() => superAdmin.getByRole('heading', { name: 'Super Admin User Management' }).isVisible())
      .toBe(true);
    await superAdmin.goto(`${server.url}/batch-management`);
    await expect
      .poll(() => superAdmin.getByRole('heading', { name: 'Batch Management' }).isVisible())
      .toBe(true);
    await superAdmin.context().close();
  });

  it('keeps the theme choice across a reload', async () => {
    const page = await signedIn(DEMO.student.email);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page
      .getByRole('switch', { name: 'Toggle theme' })
      .or(page.getByRole('checkbox', { name: 'Toggle theme' }))
      .click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await background()).toBe(dark);
    await page.context().close();
  });
});

/** The page's content (`main`, and a tip's popup); the top bar is checked by the shell's own specs. */
const CONTENT = { include: ['main', '[role="tooltip"]'] };

async function themed(width: number, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await login(page, server.url, DEMO.student.email);
  return page;
}

/** How far the page scrolls sideways (0: it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('issue 15: honest numbers, findable screens', () => {
  it.each(['light', 'dark'] as const)('/tests at 320 px never scrolls sideways (%s)', async (theme) => {
    const page = await themed(320, theme);
    await page.goto(`${server.url}/tests`);
    await page.getByRole('list', { name: 'Tests' }).getByRole('article').first().waitFor();
    // The demo student's overview, with its subject cards, is below the tests.
    await page.getByRole('heading', { name: 'Subject-wise Performance' }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    // Every card fits its column (the list's box), not only the screen.
    const overflow = await page
      .getByRole('list', { name: 'Tests' })
      .evaluate((list) =>
        Math.max(
          ...[...list.querySelectorAll('article')].map(
            (card) => card.getBoundingClientRect().right - list.getBoundingClientRect().right,
          ),
        ),
      );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await sidewaysScroll(page)).toBe(0);
    await page.getByRole('button', { name: 'Grid view' }).click();
    await page.context().close();
  });

  it('links subject names to their pages from the test cards and the overview', async () => {
    const page = await signedIn(DEMO.student.email);
    await page.goto(`${server.url}/tests`);
    const overview = page.getByRole('region', { name: 'Performance Overview' });
    const polity = overview.getByRole('link', { name: /^Polity/ });
    await polity.first().click();
    await page.waitForURL(`${server.url}/subjects/Polity`);
    await page.getByRole('heading', { level: 1, name: 'Polity' }).waitFor();
    await page.context().close();
  });

  it('opens a figure’s tip with a tap on a touch screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await login(page, server.url, DEMO.student.email);
    await page.goto(`${server.url}/progress`);
    await page.getByRole('button', { name: 'How is Target Score computed?' }).tap();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toBe(
      'The score you aim for, set on the Progress Tracker; 85% until you set your own (the default for every exam).',
    );
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious axe violation on the dashboard, /tests, /progress, /performance and a subject page (${theme})`, async () => {
      const page = await themed(1280, theme);
      const screens: [string, () => Promise<unknown>][] = [
        ['/dashboard', () => page.getByRole('region', { name: 'Average Score', exact: true }).waitFor()],
        ['/tests', () => page.getByRole('heading', { name: 'Subject-wise Performance' }).waitFor()],
        ['/progress', () => page.getByRole('table', { name: 'Week by week' }).waitFor()],
        [
          '/performance',
          () => page.getByRole('table', { name: 'Your results' }).getByRole('link').first().waitFor(),
        ],
        ['/subjects/Polity', () => page.getByRole('table', { name: 'Topics' }).waitFor()],
      ];
      const found: string[] = [];
      for (const [path, ready] of screens) {
        await page.goto(`${server.url}${path}`);
        await ready();
        found.push(...(await seriousViolations(page, CONTENT)).map((v) => `${path} ${v}`));
      }
      // The tip open by keyboard is checked too.
      await page.goto(`${server.url}/dashboard`);
      const info = page.getByRole('button', { name: 'How is Average Score computed?' });
      await info.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await page.getByRole('tooltip').waitFor();
      found.push(...(await seriousViolations(page, CONTENT)).map((v) => `tip ${v}`));
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
});
