import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

interface BankQuestion {
  question: string;
  options: string[];
  answer: number;
}

// The Quick Practice test's questions come from the Polity bank: the expected answers are known here.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const polity = JSON.parse(readFileSync(path.join(ROOT, 'content/subjects/POL.json'), 'utf8')) as {
  questions: BankQuestion[];
};

/** By position: correct, wrong, skipped, correct, correct. */
const PLAN = ['correct', 'wrong', 'skip', 'correct', 'correct'] as const;
// Hand-computed with UPSC's scheme (+2, -0.66, 0): 3 x 2 - 0.66 = 5.34 of 10 = 53.4 %; accuracy 3 of 4 = 75 %.
const EXPECTED_SCORE = '53.4%';
const EXPECTED_ACCURACY = '75%';
const PASSWORD = 'progress pass 1';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

let server: RunningServer;
let browser: Browser;
let page: Page;
let email: string;
let totalSeconds: number;
let submittedAt: number;

async function call<T>(method: string, urlPath: string, token: string | null, body?: unknown): Promise<T> {
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

/** A fresh student takes the Quick Practice test through the API; returns the time the server recorded. */
async function freshStudentWithOneTest(): Promise<void> {
  email = `progress-${Date.now()}@example.com`;
  const { token } = await call<{ token: string }>('POST', '/api/auth/register', null, {
    name: 'Progress Student',
    email,
    password: PASSWORD,
  });
  const { tests } = await call<{ tests: { id: number }[] }>(
    'GET',
    '/api/tests?search=quick%20practice',
    token,
  );
  const testId = tests[0]!.id;
  const { sessionUuid } = await call<{ sessionUuid: string }>(
    'POST',
    `/api/v2/tests/${testId}/start-enhanced`,
    token,
    {},
  );
  const { questionIds } = await call<{ questionIds: number[] }>(
    'GET',
    `/api/tests/${testId}/question-ids`,
    token,
  );
  expect(questionIds).toHaveLength(5);
  for (const [i, questionId] of questionIds.entries()) {
    const { question } = await call<{
      question: { QuestionMaster: { question: { question: string; options: string[] } } };
    }>('GET', `/api/tests/${testId}/questions/${questionId}`, token);
    const shown = question.QuestionMaster.question;
    const bank = polity.questions.find((q) => q.question === shown.question)!;
    const right = shown.options.indexOf(bank.options[bank.answer]!);
    expect(right).toBeGreaterThanOrEqual(0);
    const selectedAnswer = PLAN[i] === 'skip' ? null : PLAN[i] === 'correct' ? right : (right + 1) % 4;
    await call('POST', '/api/v2/tests/save-answer', token, {
      sessionUuid,
      questionId,
      selectedAnswer,
      seq: i + 1,
    });
  }
  const { result } = await call<{ result: { id: number } }>('POST', '/api/results', token, {
    testId,
    sessionUuid,
  });
  submittedAt = Date.now();
  const detail = await call<{ result: { perc_score: number; timeAnalysis: { totalTime: number } } }>(
    'GET',
    `/api/results/${result.id}`,
    token,
  );
  expect(detail.result.perc_score).toBe(53.4);
  totalSeconds = detail.result.timeAnalysis.totalTime;
}

/** Today in India, and the Monday its week starts on, as '23 Nov'. */
function istWeek(at: number): { today: string; monday: string } {
  const day = new Date(at + 330 * 60_000);
  const today = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  return { today, monday: `${monday.getUTCDate()} ${MONTHS[monday.getUTCMonth()]}` };
}

async function see(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await freshStudentWithOneTest();
  await login(page, server.url, email, PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('progress tracker', () => {
  it('is reached from the performance overview on /tests and shows this week exactly', async () => {
    await page.goto(`${server.url}/tests`);
    const overview = page.getByRole('region', { name: 'Performance Overview' });
    await overview.getByRole('link', { name: /progress/i }).click();
    await page.waitForURL(`${server.url}/progress`);
    await see(page.getByRole('heading', { level: 1, name: 'Progress Tracker' }));

    const { today, monday } = istWeek(submittedAt);
    const table = page.getByRole('table', { name: 'Week by week' });
    const row = table.getByRole('row', { name: new RegExp(`^This week \\(${monday}\\)`) });
    await see(row);
    // Time per question: the seconds the server recorded over the 4 attempted questions, shown to 0.1 s.
    const perQuestion = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(
      Math.round((totalSeconds / 4) * 100) / 100,
    );
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      '1',
      EXPECTED_SCORE,
      EXPECTED_ACCURACY,
      `${perQuestion} s`,
    ]);
    expect(await row.getByRole('rowheader').textContent()).toBe(`This week (${monday})`);
    // The other eleven weeks are empty.
    expect(await table.getByRole('row').count()).toBe(13);
    expect(await table.getByRole('cell', { name: '—' }).count()).toBe(33);

    await see(page.getByText('Current streak: 1 day', { exact: true }));
    await see(page.getByText('Longest streak: 1 day', { exact: true }));
    await see(page.getByRole('img', { name: `1 test on ${today}`, exact: true }));
    await see(page.getByText('1 active day in the last year. Tests and practice answers both count.'));
    await see(page.getByText('Set a target to see how far you are from it.', { exact: true }));
  });

  it('sets a target, shows the exact distance and keeps it after a reload', async () => {
    const field = page.getByLabel('Target score (%)');
    await field.fill('150');
    await page.getByRole('button', { name: 'Save target' }).click();
    await see(page.getByText('Target score must be a number from 1 to 100.', { exact: true }));

    await field.fill('85');
    await page.getByRole('button', { name: 'Save target' }).click();
    // 85 - 53.4 = 31.6 points.
    await see(page.getByText('You are 31.6 points below your target', { exact: true }));
    expect(
      await page
        .getByRole('progressbar', { name: 'Progress towards your target' })
        .getAttribute('aria-valuetext'),
    ).toBe(`${Math.round((53.4 / 85) * 100)}% of the way to your target`); // 62.8 → 63

    await page.reload();
    await see(page.getByText('You are 31.6 points below your target', { exact: true }));
    expect(await page.getByLabel('Target score (%)').inputValue()).toBe('85');

    // A target at or below the current score is reached.
    await page.getByLabel('Target score (%)').fill('50.5');
    await page.getByRole('button', { name: 'Save target' }).click();
    await see(page.getByText('Target reached', { exact: true }));
  });
});
