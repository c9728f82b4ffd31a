import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

interface BankQuestion {
  id: string;
  question: string;
  options: string[];
  answer: number;
  explanation: string;
}

// The quick test's five questions (content/tests.json: POL-001 to POL-005), from the seed bank.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const polity = JSON.parse(readFileSync(path.join(ROOT, 'content/subjects/POL.json'), 'utf8')) as {
  questions: BankQuestion[];
};
const QUESTIONS = ['POL-001', 'POL-002', 'POL-003', 'POL-004', 'POL-005'].map(
  (id) => polity.questions.find((q) => q.id === id)!,
);
/** The student's answers in the test: the first two wrong, the rest right. */
const WRONG = new Set([0, 1]);
const letter = (i: number) => String.fromCharCode(65 + i);

const EMAIL = `practice-${Date.now()}@example.com`;
const PASSWORD = 'a good password';

let server: RunningServer;
let browser: Browser;
let page: Page;

async function api<T>(method: 'GET' | 'POST', urlPath: string, token: string | null, body?: unknown) {
  const response = await fetch(`${server.url}${urlPath}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${urlPath}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

beforeAll(async () => {
  server = await startServer();
  // A fresh student submits the quick test through the API: POL-001 and POL-002 wrong, 003–005 right.
  const { token } = await api<{ token: string }>('POST', '/api/auth/register', null, {
    name: 'Practice Student',
    email: EMAIL,
    password: PASSWORD,
  });
  const { tests } = await api<{ tests: { id: number }[] }>(
    'GET',
    `/api/tests?search=${encodeURIComponent('quick practice')}`,
    token,
  );
  const testId = tests[0]!.id;
  const { sessionUuid } = await api<{ sessionUuid: string }>(
    'POST',
    `/api/v2/tests/${testId}/start-enhanced`,
    token,
    {},
  );
  const { questionIds } = await api<{ questionIds: number[] }>(
    'GET',
    `/api/tests/${testId}/question-ids`,
    token,
  );
  for (const [i, questionId] of questionIds.entries()) {
    const q = QUESTIONS[i]!;
    await api('POST', '/api/v2/tests/save-answer', token, {
      sessionUuid,
      questionId,
      selectedAnswer: WRONG.has(i) ? (q.answer + 1) % 4 : q.answer,
      timeSpentSeconds: 20,
      isMarkedForReview: false,
      seq: i + 1,
    });
  }
  await api('POST', '/api/results', token, { testId, sessionUuid });

  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(page, server.url, EMAIL, PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const totalTestsCard = () => page.getByRole('region', { name: 'Total Tests Taken', exact: true });

describe('practice mode', () => {
  it('practises the wrong answers with the verdict and explanation at once, and counts nowhere', async () => {
    await page.goto(`${server.url}/dashboard`);
    await totalTestsCard().locator('p').first().waitFor();
    expect(await totalTestsCard().locator('p').first().textContent()).toBe('1');

    await page.goto(`${server.url}/practice`);
    await page.getByRole('heading', { level: 1, name: 'Practice', exact: true }).waitFor();
    await page.getByText('Practice is untimed and never counts in your scores').waitFor();
    await page.getByText('No practice sets yet. Start one above.').waitFor();
    await page.getByRole('button', { name: 'Practise my incorrect answers' }).click();
    await page.waitForURL(/\/practice\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Practice: your incorrect answers' }).waitFor();
    await page.getByRole('heading', { name: 'Question 1 of 2' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'answered' }).textContent()).toBe(
      '0 correct of 0 answered',
    );

    // Question 1 is POL-001 (the most recent attempt, paper order): answer it wrongly again.
    const first = QUESTIONS[0]!;
    const wrong = (first.answer + 2) % 4;
    await page.getByText(first.question.split('\n')[0]!).first().waitFor();
    const radios = page.getByRole('radiogroup');
    const check = page.getByRole('button', { name: 'Check answer' });
    expect(await check.isDisabled()).toBe(true);
    await radios.getByRole('radio').nth(wrong).check();
    await check.click();
    await page
      .getByText(`Incorrect. The correct answer is ${letter(first.answer)}.`, { exact: true })
      .waitFor();
    await page.getByText(first.explanation, { exact: true }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'answered' }).textContent()).toBe(
      '0 correct of 1 answered',
    );
    // Answered: the choice is locked, and the next step has the focus.
    expect(await radios.getByRole('radio').first().isDisabled()).toBe(true);
    const next = page.getByRole('button', { name: 'Next question' });
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    await next.click();

    // Question 2 is POL-002: answer it right.
    const second = QUESTIONS[1]!;
    await page.getByRole('heading', { name: 'Question 2 of 2' }).waitFor();
    await page.getByText(second.question.split('\n')[0]!).first().waitFor();
    await page.getByRole('radiogroup').getByRole('radio').nth(second.answer).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByText('Correct!', { exact: true }).waitFor();
    await page.getByText(second.explanation, { exact: true }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'answered' }).textContent()).toBe(
      '1 correct of 2 answered',
    );
    await page.getByRole('button', { name: 'See summary' }).click();
    await page.getByRole('heading', { name: 'Set complete' }).waitFor();
    await page.getByText('You answered 1 of 2 correctly (50%).').waitFor();

    // The recent list shows it complete.
    await page.getByRole('link', { name: 'Start another set' }).click();
    await page.waitForURL(`${server.url}/practice`);
    await page.getByText('2 of 2 answered · 1 correct').waitFor();

    // The dashboard still counts the one test.
    await page.goto(`${server.url}/dashboard`);
    await totalTestsCard().locator('p').first().waitFor();
    expect(await totalTestsCard().locator('p').first().textContent()).toBe('1');
  });

  it('shows a clear not-found state for a set that is not there', async () => {
    await page.goto(`${server.url}/practice/999999`);
    await page.getByRole('heading', { level: 1, name: 'Practice set not found.' }).waitFor();
    await page.getByRole('link', { name: 'Go to Practice' }).waitFor();
  });
});
