import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, type Student } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 16 point 2: a question of six options with formulas and rich text, as an author may write it, on the
// take-test page and in its result. The seed has none (four options, plain text): it is put into the bank's
// database between two runs of the server.

const TEST_NAME = 'Six Options and a Formula';
const QUESTION =
  'What is <b>the value</b> of $x^2$ when \\(x = \\frac{6}{2}\\)?\nChoose H<sub>2</sub>O-free answers only.';
const OPTIONS = ['1', '3', '6', '8', '12', '$3^2 = 9$'];
const CORRECT = 5;

let server: RunningServer;
let browser: Browser;
let student: Student;

/** Adds the test and its question to the bank of a stopped server's data directory. */
async function addSixOptionTest(dataDir: string): Promise<void> {
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    const question = await db.query<{ id: number }>(
      `insert into questions (code, subject_id, topic_id, difficulty, text, options, correct_index, explanation)
       select 'E2E-SIX-1', subject_id, topic_id, 'easy', $1, $2::jsonb, $3, $4 from questions order by id limit 1
       returning id`,
      [QUESTION, JSON.stringify(OPTIONS), CORRECT, 'Since $x = 3$, $x^2 = 9$.'],
    );
    const test = await db.query<{ id: number }>(
      `insert into tests (code, name, type, exam_id, duration_minutes, question_count, subject_names, subject_text)
       select 'E2E-SIX', $1, type, exam_id, 5, 1, subject_names, subject_text from tests order by id limit 1
       returning id`,
      [TEST_NAME],
    );
    await db.query('insert into test_questions (test_id, position, question_id) values ($1, 1, $2)', [
      test.rows[0]!.id,
      question.rows[0]!.id,
    ]);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  const first = await startServer();
  await first.stop({ keepData: true });
  await addSixOptionTest(first.dataDir);
  server = await startServer({}, { dataDir: first.dataDir });
  browser = await launchBrowser();
  student = await registerStudent(server.url, 'Formula Reader');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function see(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/** The formulas KaTeX drew inside `scope`: their TeX source, from the MathML a screen reader reads. */
async function formulas(scope: Locator): Promise<string[]> {
  await see(scope.locator('.katex').first());
  return scope.locator('.katex annotation[encoding="application/x-tex"]').allTextContents();
}

describe('a question of six options with formulas (issue 16)', () => {
  let page: Page;

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    await login(page, server.url, student.email, student.password);
  });

  it('is drawn on the take-test page with KaTeX, rich text and six options A to F; key 6 chooses F', async () => {
    await page.goto(`${server.url}/tests?search=${encodeURIComponent('Six Options')}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: TEST_NAME, exact: true }) });
    await card.getByRole('link', { name: 'Start Test' }).click();
    await see(
      page.getByText('Each question has two to six options (A, B, …) and exactly one correct answer.'),
    );
    await page.getByRole('button', { name: 'Start Test' }).click();
    await see(page.getByRole('heading', { name: 'Question 1 of 1' }));

    const question = page.getByRole('region', { name: 'Question 1 of 1' });
    const radios = page.getByRole('radiogroup').getByRole('radio');
    expect(await radios.count()).toBe(6);
    // The question's formulas, drawn once KaTeX has loaded, with MathML for screen readers.
    expect(await formulas(question)).toEqual(['x^2', 'x = \\frac{6}{2}', '3^2 = 9']);
    expect(await question.locator('.katex math').count()).toBeGreaterThanOrEqual(3);
    // Rich text: bold and subscript as elements, the line break kept; no source left on the page.
    expect(await question.locator('b', { hasText: 'the value' }).count()).toBe(1);
    expect(await question.locator('sub', { hasText: '2' }).count()).toBe(1);
    const text = await question.textContent();
    expect(text).not.toContain('<b>');
    expect(text).not.toContain('\\(');
    expect(text).not.toContain('$');
    // Six options, lettered A to F; the last one a formula.
    const letters = await page
      .getByRole('radiogroup')
      .locator('label [aria-hidden="true"]')
      .allTextContents();
    expect(letters.map((l) => l.trim()).filter((l) => /^[A-F]$/.test(l))).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
    expect(await formulas(page.getByRole('radiogroup'))).toEqual(['3^2 = 9']);
    expect(await radios.nth(5).getAttribute('aria-checked')).not.toBe('true');
    // KaTeX's HTML is hidden from screen readers, which read its MathML: nothing serious for axe.
    expect(await seriousViolations(page)).toEqual([]);

    // Key 6 chooses the sixth option (F).
    await page.keyboard.press('6');
    await page.waitForFunction(
      () =>
        (document.querySelectorAll('[role="radiogroup"] input[type="radio"]')[5] as HTMLInputElement)
          ?.checked,
    );
    await see(page.getByText('All answers saved', { exact: true }));

    const submitted = page.waitForResponse(
      (response) => response.url() === `${server.url}/api/results` && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page
      .getByRole('dialog', { name: 'Submit the test now?' })
      .getByRole('button', { name: 'Submit Now' })
      .click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as { answers: { selectedAnswer: number | null }[] };
    expect(sent.answers.map((a) => a.selectedAnswer)).toEqual([CORRECT]);
    const { result } = (await response.json()) as { result: { id: number } };
    await page.waitForURL(`${server.url}/results/${result.id}`);
  });

  it('shows the question, its six options and the explanation rendered in the result', async () => {
    await see(page.getByRole('heading', { level: 1, name: TEST_NAME }));
    await page.getByRole('tab', { name: 'Question Breakdown' }).click();
    await page.getByRole('button', { name: 'View All Questions' }).click();
    const card = page.getByRole('article', { name: 'Question 1', exact: true });
    await see(card);
    const options = card.locator('ol > li');
    const letters = card.locator('ol > li > span:first-child');
    expect(await options.count()).toBe(6);
    expect((await letters.allTextContents()).map((l) => l.trim())).toEqual([
      'A.',
      'B.',
      'C.',
      'D.',
      'E.',
      'F.',
    ]);
    // The sixth is the key and the student's answer; its formula drawn.
    expect(await options.nth(5).textContent()).toContain('Correct answer');
    const drawn = await formulas(card);
    expect(drawn).toEqual(['x^2', 'x = \\frac{6}{2}', '3^2 = 9', 'x = 3', 'x^2 = 9']);
    expect(await card.locator('b', { hasText: 'the value' }).count()).toBe(1);
    expect(await card.locator('.math-source, .math-source-display').count()).toBe(0);
    expect(await seriousViolations(page, 'section[aria-labelledby="all-solutions-heading"]')).toEqual([]);
  });
});
