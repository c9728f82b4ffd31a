import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const TOPIC = 'Constitutional Framework & Preamble';

// The quick practice test's five questions (content/tests.json: POL-001 to POL-005, all of TOPIC), read from the
// seed bank so the answers are known here without asking the app.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const polity = JSON.parse(readFileSync(path.join(ROOT, 'content/subjects/POL.json'), 'utf8')) as {
  questions: { id: string; question: string; options: string[]; answer: number; explanation: string }[];
};
const QUESTIONS = ['POL-001', 'POL-002', 'POL-003', 'POL-004', 'POL-005'].map(
  (id) => polity.questions.find((q) => q.id === id)!,
);

/** Per question: the answer and seconds. POL-001..005 are easy, easy, medium, hard, easy. */
const PLAN: { choice: 'right' | 'wrong' | null; seconds: number }[] = [
  { choice: 'right', seconds: 20 },
  { choice: 'wrong', seconds: 40 },
  { choice: null, seconds: 5 },
  { choice: 'right', seconds: 100 },
  { choice: 'right', seconds: 30 },
];

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
/** When the test was submitted (ISO), shown as the topic's last practice date. */
let submittedAt: string;

async function api<T>(
  method: 'GET' | 'POST',
  urlPath: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const res = await fetch(`${server.url}${urlPath}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json()) as T };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

  // A fresh student submits the quick practice test through the API.
  const email = `subject-${Date.now()}@example.com`;
  const password = 'a good password';
  const registered = await api<{ token: string }>('POST', '/api/auth/register', {
    name: 'Subject Student',
    email,
    password,
  });
  expect(registered.status).toBe(201);
  token = registered.data.token;
  const found = await api<{ tests: { id: number; name: string }[] }>(
    'GET',
    '/api/tests?search=quick%20practice',
  );
  const testId = found.data.tests[0]!.id;
  const started = await api<{ sessionUuid: string }>('POST', `/api/v2/tests/${testId}/start-enhanced`, {});
  const ids = (await api<{ questionIds: number[] }>('GET', `/api/tests/${testId}/question-ids`)).data
    .questionIds;
  for (const [i, step] of PLAN.entries()) {
    const answer = QUESTIONS[i]!.answer;
    const saved = await api('POST', '/api/v2/tests/save-answer', {
      sessionUuid: started.data.sessionUuid,
      questionId: ids[i],
      selectedAnswer: step.choice === null ? null : step.choice === 'right' ? answer : (answer + 1) % 4,
      timeSpentSeconds: step.seconds,
      isMarkedForReview: false,
      seq: i + 1,
    });
    expect(saved.status).toBe(200);
  }
  const submitted = await api<{ result: { id: number } }>('POST', '/api/results', {
    testId,
    sessionUuid: started.data.sessionUuid,
  });
  expect(submitted.status).toBe(201);
  const result = await api<{ result: { completed_at: string } }>(
    'GET',
    `/api/results/${submitted.data.result.id}`,
  );
  submittedAt = result.data.result.completed_at;

  await login(page, server.url, email, password);
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
    await page.getByRole('link', { name: /^Polity/ }).click();
    await page.waitForURL(`${server.url}/subjects/Polity`);
    await page.getByRole('heading', { level: 1, name: 'Polity', exact: true }).waitFor();

    // 4 answered (one skipped), 3 right: 75%; one result is too few for a trend.
    const lastPractised = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
      new Date(submittedAt),
    );
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
