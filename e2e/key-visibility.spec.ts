import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, QUICK_TEST, registerStudent, takeTestViaApi, testQuestions } from './support/api.ts';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 13 (decision 0008): while the Polity subject test runs, an earlier result's questions that it shares
// (POL-001, POL-002 and POL-004 of the quick test) show no key; a retake is labelled wherever it is shown.
const RUNNING = 'Indian Polity Subject Test (English / हिन्दी)';
const QUICK = testQuestions(QUICK_TEST);
const HIDDEN = `Hidden until you submit ${RUNNING}`;
const letter = (i: number) => String.fromCharCode(65 + i);

let server: RunningServer;
let browser: Browser;
let page: Page;
const ids = { first: 0, retake: 0 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const student = await registerStudent(server.url, 'Integrity Student');
  // First attempt: right, wrong, right, skipped, right; then a retake, all right.
  ids.first = (
    await takeTestViaApi(server.url, student.token, {
      testName: QUICK_TEST,
      plan: ['right', 'wrong', 'right', null, 'right'],
      seconds: 10,
    })
  ).resultId;
  ids.retake = (
    await takeTestViaApi(server.url, student.token, {
      testName: QUICK_TEST,
      plan: ['right', 'right', 'right', 'right', 'right'],
      seconds: 10,
    })
  ).resultId;
  const api = apiClient(server.url, student.token);
  const { tests } = await api.get<{ tests: { id: number; name: string }[] }>(
    `/api/tests?search=${encodeURIComponent('Indian Polity Subject Test')}`,
  );
  const running = tests.find((t) => t.name === RUNNING)!;
  await api.post(`/api/v2/tests/${running.id}/start-enhanced`, {});
  await login(page, server.url, student.email, student.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function see(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

describe('the paper stays hidden until it is started', () => {
  it('shows the student’s own answer and "Hidden until you submit …" for the questions of the running test', async () => {
    await page.goto(`${server.url}/results/${ids.first}`);
    await see(page.getByRole('heading', { level: 1, name: QUICK_TEST }));
    await page.getByRole('tab', { name: 'Question Breakdown' }).click();
    const panel = page.getByRole('tabpanel');
    const rows = panel.getByRole('table', { name: 'Question breakdown' }).getByRole('row');
    await see(rows.nth(5));
    // Q#, Your Answer, Correct Answer and Status (the times are scaled to the server's, 0 s here).
    const cells = async (row: number) => {
      const [n, yours, key, , status] = await rows.nth(row).locator('th, td').allInnerTexts();
      return [n, yours, key, status];
    };
    const q = (i: number) => QUICK[i]!;
    expect(await cells(1)).toEqual([
      'Q1',
      `${letter(q(0).answer)}. ${q(0).options[q(0).answer]}`,
      HIDDEN,
      'Hidden',
    ]);
    const wrong = (q(1).answer + 1) % 4;
    expect(await cells(2)).toEqual(['Q2', `${letter(wrong)}. ${q(1).options[wrong]}`, HIDDEN, 'Hidden']);
    // POL-003 is not in the running test: its key stands.
    const right3 = `${letter(q(2).answer)}. ${q(2).options[q(2).answer]}`;
    expect(await cells(3)).toEqual(['Q3', right3, right3, 'Correct']);
    expect(await cells(4)).toEqual(['Q4', '—', HIDDEN, 'Unattempted']);

    await panel.getByRole('button', { name: 'Question 1 details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Question 1' });
    await see(dialog);
    expect(await dialog.getByText(HIDDEN, { exact: true }).count()).toBe(2); // the key and the explanation
    expect(await dialog.innerText()).not.toContain(q(0).explanation);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});

describe('a retake is labelled', () => {
  it('on its result page, but not on the first attempt’s', async () => {
    await page.goto(`${server.url}/results/${ids.retake}`);
    await see(page.getByRole('heading', { level: 1, name: QUICK_TEST }));
    expect(await page.getByText('Retake', { exact: true }).count()).toBe(1);
    await page.goto(`${server.url}/results/${ids.first}`);
    await see(page.getByRole('heading', { level: 1, name: QUICK_TEST }));
    expect(await page.getByText('Retake', { exact: true }).count()).toBe(0);
  });

  it('in the dashboard’s Recent Test Performance', async () => {
    await page.goto(`${server.url}/dashboard`);
    const recent = page.getByRole('region', { name: 'Recent Test Performance' });
    const links = recent.getByRole('link');
    await see(links.nth(1));
    expect(await links.nth(0).getAttribute('href')).toBe(`/results/${ids.retake}`);
    expect(await links.nth(0).getByText('Retake', { exact: true }).count()).toBe(1);
    expect(await links.nth(1).getAttribute('href')).toBe(`/results/${ids.first}`);
    expect(await links.nth(1).getByText('Retake', { exact: true }).count()).toBe(0);
  });
});
