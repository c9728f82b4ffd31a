import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    [DEMO.teacher, 'Teacher', []],
    [DEMO.coachingAdmin, 'Coaching Admin', ['Coaching Admin Users', 'Batch Management']],
    [DEMO.superAdmin, 'Super Admin', ['Super Admin Users', 'Batch Management']],
  ])('shows the drawer items and role chip of %o', async (account, chip, extra) => {
    const page = await signedIn(account.email);
    const items = await navItems(page);
    expect(items.slice(0, COMMON.length)).toEqual(COMMON);
    for (const item of extra) expect(items).toContain(item);
    for (const item of ['Super Admin Users', 'Coaching Admin Users', 'Batch Management']) {
      if (!extra.includes(item)) expect(items).not.toContain(item);
    }
    expect(await page.getByText(chip, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: 'Aspirant' }).getAttribute('href')).toBe('/dashboard');
    expect(await page.getByRole('button', { name: 'Notifications' }).textContent()).toContain('3');
    await page.context().close();
  });

  it('reaches Practice, Saved questions, Progress and Study Plan from the drawer', async () => {
    const page = await signedIn(DEMO.student.email);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, path] of [
      ['Practice', '/practice'],
      ['Saved questions', '/saved-questions'],
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
