import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_TEST, registerStudent, takeTestViaApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login, signedInPage } from './support/browser.ts';
import { switchToHindi } from './support/hindi.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 18 point 4: the results of a test to take away. The super admin downloads a global test's results as
 * CSV from its composer page: ranked, with the subject's marks, a Devanagari name kept.
 */
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

/**
 * A new student named `name` takes the quick test (three right, one wrong, one left: 5.34 of 10), and the super
 * admin opens its composer.
 */
async function composerAfterATaker(name: string) {
  const student = await registerStudent(server.url, name);
  const taken = await takeTestViaApi(server.url, student.token, {
    testName: QUICK_TEST,
    plan: ['right', 'right', 'wrong', null, 'right'],
  });
  const page = await signedInPage(browser, server.url, DEMO.superAdmin.email);
  await page.goto(`${server.url}/test-studio/${taken.testId}`);
  await page.getByRole('heading', { level: 1, name: QUICK_TEST }).waitFor();
  return { student, page };
}

describe('Download results (issue 18 point 4)', () => {
  it("the super admin saves a global test's results as CSV from the composer", async () => {
    const { student, page } = await composerAfterATaker('Ananya अनन्या');
    await page.getByRole('button', { name: 'Download results' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^results-[A-Za-z0-9.-]+-all\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFRank,Name,Email,Score,Percent,Correct,Wrong,Unattempted,Time (mm:ss),Polity marks',
    );
    // Three right, one wrong, one left: 5.34 of 10 (the results page's worked example).
    expect(lines.find((l) => l.includes(student.email))).toMatch(
      new RegExp(
        `^\\d+,Ananya अनन्या,${student.email.replace(/[.]/g, '\\.')},5\\.34,53\\.4,3,1,1,\\d\\d:\\d\\d,5\\.34$`,
      ),
    );
    // Announced to screen readers (the status region) and shown beside the button.
    await page
      .getByRole('status')
      .filter({ hasText: `Results downloaded: ${file.suggestedFilename()}` })
      .waitFor({ state: 'attached' });
    await page.context().close();
  });
});

describe("the 'Download results' menu on a phone (issue 18 point 4)", () => {
  for (const width of [390, 320]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no serious axe violations, open by keyboard, at ${width} px in the ${theme} theme`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 844 }, bypassCSP: true });
        await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
        const page = await context.newPage();
        await login(page, server.url, DEMO.superAdmin.email);
        const student = await registerStudent(server.url, `Menu ${width} ${theme}`);
        const taken = await takeTestViaApi(server.url, student.token, {
          testName: QUICK_TEST,
          plan: ['right', null, null, null, null],
        });
        await page.goto(`${server.url}/test-studio/${taken.testId}`);
        await page.getByRole('heading', { level: 1, name: QUICK_TEST }).waitFor();
        const button = page.getByRole('button', { name: 'Download results' });
        await button.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menuitem', { name: 'CSV file' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('Download results in Hindi (issue 18 point 4)', () => {
  it("writes the file's header row in the interface language", async () => {
    const { student, page } = await composerAfterATaker('Meera मीरा');
    await switchToHindi(page);
    await page.getByRole('button', { name: 'परिणाम डाउनलोड करें' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV फ़ाइल' }).click();
    const file = await download;
    const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFरैंक,नाम,ईमेल,स्कोर,प्रतिशत,सही,गलत,अनुत्तरित,लगा समय (मि:से),Polity के अंक');
    // The rows are the same as in English.
    expect(lines.find((l) => l.includes(student.email))).toMatch(
      /,Meera मीरा,.*,5\.34,53\.4,3,1,1,\d\d:\d\d,5\.34$/,
    );
    // The super admin's interface back in English (the choice is kept on the server).
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/profile/ui-language') && res.request().method() === 'PUT',
    );
    await page.getByRole('switch', { name: 'हिन्दी' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('button', { name: 'Download results' }).waitFor();
    await page.context().close();
  });
});
