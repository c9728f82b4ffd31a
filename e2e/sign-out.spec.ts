import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 13: a shared classroom PC keeps nothing of a student after sign-out, except answers still waiting to be
// sent, which stay (with a warning) and go when that student signs in again.

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

async function see(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());
const conversation = (page: Page) =>
  page.getByRole('log', { name: 'Conversation' }).getByRole('article').allTextContents();

async function logoutFromAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

async function openAssistant(page: Page, messages = 1): Promise<void> {
  await page.getByRole('link', { name: 'AI Assistant', exact: true }).click();
  await page.waitForURL(`${server.url}/ai-assistant`);
  await expect.poll(() => conversation(page).then((m) => m.length)).toBe(messages);
}

describe('sign-out on a shared browser', () => {
  it("forgets the user's data in the browser (the assistant's conversation is the server's), keeping the theme", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await login(page, server.url, DEMO.student.email);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await openAssistant(page);
    await page.getByLabel('Ask the AI study assistant', { exact: true }).fill('How are my scores trending?');
    await page.keyboard.press('Enter');
    await expect.poll(() => conversation(page).then((m) => m.length)).toBe(3);
    // Issue 15: the conversation is kept on the server for the student's own account, not in this browser.
    expect((await storedKeys(page)).filter((key) => key.startsWith('aspirant.chat.'))).toHaveLength(0);

    // No answers wait: the drawer's Logout signs out at once, like the account menu's.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL(`${server.url}/login`);
    expect(await storedKeys(page)).toEqual(['theme']);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    // The next person at this browser sees nothing of the student's conversation; the student, back, has it
    // again from the server.
    await login(page, server.url, DEMO.teacher.email);
    await openAssistant(page);
    expect((await conversation(page)).join('\n')).not.toContain('How are my scores trending?');
    await logoutFromAccountMenu(page);
    await page.waitForURL(`${server.url}/login`);
    await login(page, server.url, DEMO.student.email);
    await openAssistant(page, 3);
    expect((await conversation(page))[1]).toBe('You said: How are my scores trending?');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await context.close();
  });

  it('warns about answers still waiting to be sent, keeps them, and sends them when the student is back', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await login(page, server.url, DEMO.student.email);
    await page.goto(`${server.url}/tests?search=fundamental`);
    await page.getByRole('article').first().getByRole('link', { name: 'Start Test' }).click();
    const testId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: 'Start Test' }).click();
    await see(page.getByRole('heading', { name: /^Question 1 of / }));

    // The network drops every save: two answers wait on this device.
    await page.route('**/api/v2/tests/save-answer', (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('2');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await see(page.getByRole('heading', { name: /^Question 2 of / }));
    await page.keyboard.press('3');
    await see(page.getByText('Offline — 2 answers waiting', { exact: true }));

    await logoutFromAccountMenu(page);
    const dialog = page.getByRole('dialog', { name: 'Sign out?' });
    await see(dialog);
    expect(await dialog.getByRole('paragraph').textContent()).toBe(
      '2 answers are still waiting to be sent. They stay on this device and will be sent when you sign in again here.',
    );
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${server.url}/take-test/${testId}`);

    await logoutFromAccountMenu(page);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/login`);
    const kept = await storedKeys(page);
    expect(kept.filter((key) => !key.startsWith('aspirant.'))).toEqual([]);
    expect(kept.filter((key) => key.startsWith('aspirant.saves.'))).toHaveLength(1);
    expect(kept.filter((key) => key.startsWith('aspirant.attempt.'))).toHaveLength(1);
    expect(kept.filter((key) => key.startsWith('aspirant.paper.'))).toHaveLength(1);

    // The network is back and the student signs in: the two answers reach the server.
    await page.unroute('**/api/v2/tests/save-answer');
    await login(page, server.url, DEMO.student.email);
    await expect
      .poll(() => storedKeys(page).then((keys) => keys.filter((key) => key.startsWith('aspirant.saves.'))))
      .toEqual([]);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const running = await page.request.get(`${server.url}/api/v2/tests/${testId}/in-progress-attempt`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { savedAnswers } = (await running.json()) as { savedAnswers: { selectedAnswer: number | null }[] };
    expect(savedAnswers.map((answer) => answer.selectedAnswer).sort()).toEqual([1, 2]);
    await context.close();
  });
});
