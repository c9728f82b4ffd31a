import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 17 point 6: the bell counts a student's unread notices, lists them with their words and links, and
// 'Mark all as read' clears the badge. The notices are put into a stopped server's database (the composer and
// the live room, which make them, are other parts of the issue).

const TEST_CODE = 'UPSC-QUICK-05';
let server: RunningServer;
let browser: Browser;
let testId: number;
let testName: string;

async function addNotices(dataDir: string): Promise<void> {
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    const test = await db.query<{ id: number; name: string }>('select id, name from tests where code = $1', [
      TEST_CODE,
    ]);
    testId = test.rows[0]!.id;
    testName = test.rows[0]!.name;
    const student = await db.query<{ id: number }>('select id from users where email = $1', [
      DEMO.student.email,
    ]);
    const userId = student.rows[0]!.id;
    // The older first: the menu lists the newest on top.
    await db.query(
      `insert into notifications (user_id, kind, test_id, data, dedupe_key, created_at)
       values ($1, 'time_extended', $2, $3::jsonb, 'e2e-extended', now() - interval '2 hours'),
              ($1, 'test_assigned', $2, $4::jsonb, 'e2e-assigned', now() - interval '5 minutes')`,
      [userId, testId, JSON.stringify({ testName, minutes: 10 }), JSON.stringify({ testName })],
    );
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  const first = await startServer();
  await first.stop({ keepData: true });
  await addNotices(first.dataDir);
  server = await startServer({}, { dataDir: first.dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the bell (issue 17)', () => {
  let page: Page;

  it('shows the unread count, lists the notices with links, and clears the badge with Mark all as read', async () => {
    // bypassCSP: axe is injected past the app's policy, the app is unchanged.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    page = await context.newPage();
    await login(page, server.url, DEMO.student.email);

    const bell = page.getByRole('button', { name: 'Notifications, 2 unread', exact: true });
    await bell.waitFor();
    expect(await bell.textContent()).toContain('2');

    await bell.click();
    const menu = page.getByRole('menu');
    const assigned = menu.getByRole('menuitem', {
      name: new RegExp(`^Unread: Test assigned: ${literal(testName)}`),
    });
    await assigned.waitFor();
    expect(await assigned.textContent()).toContain('5 minutes ago');
    const extended = menu.getByRole('menuitem', {
      name: new RegExp(`^Unread: Your time for ${literal(testName)} was extended by 10 minutes`),
    });
    expect(await extended.textContent()).toContain('2 hours ago');
    // Newest first.
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items[0]).toContain('Test assigned');
    expect(items[1]).toContain('was extended by 10 minutes');
    expect(items[2]).toBe('Mark all as read');
    expect(await seriousViolations(page, '.MuiPopover-paper')).toEqual([]);

    // Following a notice opens its test and marks it read.
    expect(await assigned.getAttribute('href')).toBe(`/take-test/${testId}`);
    await assigned.click();
    await page.waitForURL(`${server.url}/take-test/${testId}`);
    await page.getByRole('button', { name: 'Notifications, 1 unread', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Notifications, 1 unread', exact: true }).click();
    await menu.getByRole('menuitem', { name: /^Test assigned:/ }).waitFor();
    await menu.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await menu.getByRole('menuitem', { name: /^Your time for/ }).waitFor();
    await page.keyboard.press('Escape');
    const quiet = page.getByRole('button', { name: 'Notifications', exact: true });
    await quiet.waitFor();
    // No badge, and no number left in the button.
    expect(await quiet.textContent()).toBe('');
    await context.close();
  });

  it('fits a 320 px screen in the dark theme, by keyboard', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, bypassCSP: true });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    page = await context.newPage();
    await login(page, server.url, DEMO.student.email);
    // The page moves the focus to its heading once loaded: only then is the bell reached.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await bell.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: /Test assigned:/ }).waitFor();
    // The first notice has the focus; the arrows move through the menu.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('menuitem');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'was extended by 10 minutes',
    );
    const box = await page.locator('.MuiPopover-paper').boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    expect(await seriousViolations(page, '.MuiPopover-paper')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Notifications');
    await context.close();
  });

  it("turns off 'Email me when a test is assigned' in Settings", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    await login(page, server.url, DEMO.student.email);
    await page.goto(`${server.url}/settings`);
    const toggle = page.getByRole('switch', { name: 'Email me when a test is assigned' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await context.close();
  });
});

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
