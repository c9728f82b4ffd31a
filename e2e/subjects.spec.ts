import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  type Choice,
  QUICK_TEST,
  registerStudent,
  takeTestViaApi,
  testQuestions,
} from './support/api.ts';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const TOPIC = 'Constitutional Framework & Preamble';

// The quick practice test's five questions (content/tests.json: POL-001 to POL-005, all of TOPIC), read from the
// seed bank so the answers are known here without asking the app.
const QUESTIONS = testQuestions(QUICK_TEST);

/** Per question: the answer and seconds. POL-001..005 are easy, easy, medium, hard, easy. */
const PLAN: { choice: Choice; seconds: number }[] = [
  { choice: 'right', seconds: 20 },
  { choice: 'wrong', seconds: 40 },
  { choice: null, seconds: 5 },
  { choice: 'right', seconds: 100 },
  { choice: 'right', seconds: 30 },
];

let server: RunningServer;
let browser: Browser;
let page: Page;
/** When the test was submitted (ISO), shown as the topic's last practice date. */
let submittedAt: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

  // A fresh student submits the quick practice test through the API.
  const student = await registerStudent(server.url, 'Subject Student');
  const { resultId } = await takeTestViaApi(server.url, student.token, { testName: QUICK_TEST, plan: PLAN });
  const { result } = await apiClient(server.url, student.token).get<{ result: { completed_at: string } }>(
    `/api/results/${resultId}`,
  );
  submittedAt = result.completed_at;

  await login(page, server.url, student.email, student.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The cells of a table row (header cell first), as text. */
async function rowCells(table: string, rowName: string): Promise<string[]> {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: rowName });
  return (await row.locator('th, td').allInnerTexts()).map((text) => text.trim());
}

describe('subject page', () => {
  it('opens from the subject card, shows exact figures, and practises a topic', async () => {
    await page.getByRole('link', { name: 'Tests', exact: true }).first().click();
    await page.waitForURL(`${server.url}/tests`);
    // The Performance Overview's subject card (the test cards link their subjects too, issue 15).
    await page
      .getByRole('region', { name: 'Performance Overview' })
      .getByRole('link', { name: /^Polity \d/ })
      .click();
    await page.waitForURL(`${server.url}/subjects/Polity`);
    await page.getByRole('heading', { level: 1, name: 'Polity', exact: true }).waitFor();

    // 4 answered (one skipped), 3 right: 75%; one result is too few for a trend.
    // Dates are day first, the Indian way (issue 15): '25 Nov 2026', on the browser's (this machine's) day.
    const at = new Date(submittedAt);
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const lastPractised = `${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()}`;
    expect(await rowCells('Topics', TOPIC)).toEqual([
      TOPIC,
      '4',
      '75%',
      'Not enough results yet',
      lastPractised,
      'Practise this topic',
    ]);
    expect(await rowCells('Topics', 'Executive & Judiciary')).toEqual([
      'Executive & Judiciary',
      '0',
      'Not attempted',
      'Not enough results yet',
      'Never',
      'Practise this topic',
    ]);

    // POL-002, the one wrong answer, missed once in the one sitting; it opens to the correct answer.
    const missed = page.getByRole('list', { name: 'Most-missed questions' }).getByRole('listitem');
    expect(await missed.count()).toBe(1);
    const wrong = QUESTIONS[1]!;
    await missed.getByText(wrong.question, { exact: true }).waitFor();
    await missed.getByText('Missed 1 of 1 time', { exact: true }).waitFor();
    await missed.getByRole('button').first().click();
    await missed.getByText(`Correct answer: ${wrong.options[wrong.answer]}`, { exact: true }).waitFor();

    // Easy: 20, 40, 30 s over 3 answers = 30 s; medium: only a skip; hard: 100 s against 90 s.
    const pace = 'Time per question by difficulty';
    expect(await rowCells(pace, 'Easy')).toEqual(['Easy', '3', '30 s', '30 s', 'On target']);
    expect(await rowCells(pace, 'Medium')).toEqual(['Medium', '0', '—', '60 s', 'No answers yet']);
    expect(await rowCells(pace, 'Hard')).toEqual(['Hard', '1', '100 s', '90 s', '10 s over target']);

    await page
      .getByRole('table', { name: 'Topics' })
      .getByRole('row')
      .filter({ hasText: TOPIC })
      .getByRole('button', { name: 'Practise this topic' })
      .click();
    await page.waitForURL(/\/practice\/\d+$/);
    expect(new URL(page.url()).pathname).toMatch(/^\/practice\/\d+$/);
  });

  it('shows a clear not-found state for an unknown subject', async () => {
    await page.goto(`${server.url}/subjects/Nonexistent`);
    await page.getByRole('heading', { level: 1, name: 'Subject not found', exact: true }).waitFor();
    await page.getByText('There is no subject called “Nonexistent”.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Back to tests' }).click();
    await page.waitForURL(`${server.url}/tests`);
  });
});
