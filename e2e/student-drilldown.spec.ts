import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, QUICK_TEST, takeTestViaApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, DEMO_PASSWORD, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 18 point 3: a coaching admin opens a student from the batch page, sees the student's figures, test in
 * progress and results, and opens a result read-only, on a phone in both themes.
 */
const PHONE = { width: 390, height: 844 };
const SPACE_TEST = 'Space Technology: Topic Test';

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

async function signedIn(email: string, theme: 'light' | 'dark'): Promise<Page> {
  // bypassCSP: the app's CSP allows no inline script; axe is injected past it, the app is unchanged.
  const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await login(page, server.url, email);
  return page;
}

/** The cells of a table's body rows, as text lines. */
async function rows(page: Page, table: string): Promise<string[][]> {
  const body = page.getByRole('table', { name: table }).locator('tbody tr');
  const out: string[][] = [];
  for (const row of await body.all()) {
    out.push((await row.locator('td').allInnerTexts()).map((cell) => cell.replace(/\s+/g, ' ').trim()));
  }
  return out;
}

describe("a student's pages for the staff of the centre (issue 18 point 3)", () => {
  it('a coaching admin opens a student from the batch page and reads a result read-only', async () => {
    const page = await signedIn(DEMO.coachingAdmin.email, 'light');
    const admin = apiClient(server.url, await page.evaluate(() => localStorage.getItem('token')));

    // A student of the centre in a batch, with one result and one test in progress.
    const email = `meera.iyer-${Date.now()}@drill.test`;
    const { user } = await admin.post<{ user: { id: number } }>(
      '/api/users',
      { name: 'Meera Iyer', email, password: DEMO_PASSWORD, role_id: 3 },
      201,
    );
    const { batch } = await admin.post<{ batch: { id: number } }>('/api/batches', {
      name: 'Prelims Morning',
      startDate: '2026-07-01',
    });
    await admin.post(`/api/batches/${batch.id}/students`, { user_ids: [user.id] });
    const { token } = await apiClient(server.url).post<{ token: string }>('/api/auth/login', {
      email,
      password: DEMO_PASSWORD,
    });
    const taken = await takeTestViaApi(server.url, token, {
      testName: QUICK_TEST,
      plan: ['right', 'right', 'wrong'],
      seconds: 20,
    });
    const student = apiClient(server.url, token);
    const { tests } = await student.get<{ tests: { id: number; name: string }[] }>(
      `/api/tests?search=${encodeURIComponent('Space Technology')}`,
    );
    const space = tests.find((t) => t.name === SPACE_TEST)!;
    const { sessionUuid } = await student.post<{ sessionUuid: string }>(
      `/api/v2/tests/${space.id}/start-enhanced`,
      {},
    );
    const { questionIds } = await student.get<{ questionIds: number[] }>(
      `/api/tests/${space.id}/question-ids`,
    );
    await student.post('/api/v2/tests/save-answer', {
      sessionUuid,
      questionId: questionIds[0],
      selectedAnswer: 1,
      seq: 1,
    });

    // From the batch page's student row to the student's page.
    await page.goto(`${server.url}/batch-management/${batch.id}`);
    await page.getByRole('heading', { level: 1, name: 'Prelims Morning' }).waitFor();
    await page.getByRole('link', { name: "Open Meera Iyer's pages" }).click();
    await page.waitForURL(`${server.url}/coaching/students/${user.id}`);
    await page.getByRole('heading', { level: 1, name: 'Meera Iyer' }).waitFor();
    expect(await page.getByText(email).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Prelims Morning' }).isVisible()).toBe(true);
    const progress = page.getByRole('region', { name: 'Tests in progress' });
    expect(await progress.getByRole('heading', { name: SPACE_TEST }).isVisible()).toBe(true);
    expect(await progress.getByText('Answered 1 of 8').isVisible()).toBe(true);
    // The rank among the test's first attempts (the demo history's takers included), as the server gives it.
    const listed = await admin.get<{ rows: { rank: number; takers: number }[] }>(
      `/api/students/${user.id}/results`,
    );
    const { rank, takers } = listed.rows[0]!;
    const results = await rows(page, "Meera Iyer's results");
    expect(results.map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      [QUICK_TEST, '3.34 / 10', '33.4%', `${rank} of ${takers}`],
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    // The result, as Meera sees it, read-only.
    await page.getByRole('link', { name: new RegExp(`^Open the result of ${QUICK_TEST}`) }).click();
    await page.waitForURL(`${server.url}/coaching/students/${user.id}/results/${taken.resultId}`);
    await page.getByText("Viewing Meera Iyer's result (read-only)").waitFor();
    await page.getByRole('heading', { level: 1, name: QUICK_TEST }).waitFor();
    expect(await page.getByRole('button', { name: 'Share Results' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Compare Tests' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Meera Iyer' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // Her solutions, without the actions that write (report, save).
    await page.getByRole('tab', { name: 'Question Breakdown' }).click();
    await page.getByRole('button', { name: 'View All Questions' }).click();
    const third = page.getByRole('article', { name: 'Question 3', exact: true });
    await third.waitFor();
    expect(await third.getByText('Incorrect', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Report a question' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Save question/ }).count()).toBe(0);
    await page.context().close();

    // The same two pages in the dark theme.
    const dark = await signedIn(DEMO.coachingAdmin.email, 'dark');
    await dark.goto(`${server.url}/coaching/students/${user.id}`);
    await dark.getByRole('heading', { level: 1, name: 'Meera Iyer' }).waitFor();
    await dark.getByRole('table', { name: "Meera Iyer's results" }).waitFor();
    expect(await seriousViolations(dark)).toEqual([]);
    await dark.goto(`${server.url}/coaching/students/${user.id}/results/${taken.resultId}`);
    await dark.getByText("Viewing Meera Iyer's result (read-only)").waitFor();
    await dark.getByRole('heading', { level: 1, name: QUICK_TEST }).waitFor();
    expect(await seriousViolations(dark)).toEqual([]);
    await dark.context().close();

    // At 320 px nothing scrolls sideways (the results table scrolls inside its own region).
    const narrow = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const small = await narrow.newPage();
    await login(small, server.url, DEMO.coachingAdmin.email);
    for (const path of [
      `/coaching/students/${user.id}`,
      `/coaching/students/${user.id}/results/${taken.resultId}`,
    ]) {
      await small.goto(`${server.url}${path}`);
      await small.getByRole('heading', { level: 1 }).first().waitFor();
      await small.waitForLoadState('networkidle');
      const overflow = await small.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
    await narrow.close();
  });
});
