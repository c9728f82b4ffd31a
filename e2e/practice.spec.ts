import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_TEST, registerStudent, takeTestViaApi, testQuestions } from './support/api.ts';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// The quick test's five questions (content/tests.json: POL-001 to POL-005), from the seed bank.
const QUESTIONS = testQuestions(QUICK_TEST);
const letter = (i: number) => String.fromCharCode(65 + i);
// POL-002 in Hindi, word for word from content/subjects/POL.json (`hi.question`, `hi.explanation`).
const POL_002_HI = "प्रस्तावना में 'समाजवादी', 'पंथनिरपेक्ष' और 'अखंडता' शब्द किसके द्वारा जोड़े गए?";
const POL_002_EXPLANATION_HI =
  "आपातकाल के दौरान पारित 42वें संशोधन अधिनियम, 1976 ने 'समाजवादी' और 'पंथनिरपेक्ष' शब्द जोड़े तथा 'राष्ट्र की एकता' को 'राष्ट्र की एकता और अखंडता' में बदल दिया। प्रस्तावना में अब तक किया गया यह एकमात्र संशोधन है।";

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  // A fresh student submits the quick test through the API: POL-001 and POL-002 wrong, 003–005 right.
  const student = await registerStudent(server.url, 'Practice Student');
  await takeTestViaApi(server.url, student.token, {
    testName: QUICK_TEST,
    plan: ['wrong', 'wrong', 'right', 'right', 'right'],
    seconds: 20,
  });

  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(page, server.url, student.email, student.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const totalTestsCard = () => page.getByRole('region', { name: 'Total Tests Taken', exact: true });
const drawerLink = (name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

describe('practice mode', () => {
  it('practises the wrong answers with the verdict and explanation at once, and counts nowhere', async () => {
    // Signed in, on the dashboard.
    await totalTestsCard().locator('p').first().waitFor();
    expect(await totalTestsCard().locator('p').first().textContent()).toBe('1');

    // Practice opens from the Performance page's link.
    await drawerLink('Performance').click();
    await page.waitForURL(`${server.url}/performance`);
    await page.getByRole('link', { name: 'Practise your mistakes' }).click();
    await page.waitForURL(`${server.url}/practice`);
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
    // Polity is bilingual: the switch (English by default) shows the question and explanation in Hindi.
    const languages = page.getByRole('group', { name: 'Question language' });
    expect(await languages.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await languages.getByRole('button', { name: 'हिन्दी' }).click();
    const hindiQuestion = page.getByText(POL_002_HI, { exact: true });
    await hindiQuestion.waitFor();
    expect(await hindiQuestion.getAttribute('lang')).toBe('hi');
    await page.getByText(POL_002_EXPLANATION_HI, { exact: true }).waitFor();
    await languages.getByRole('button', { name: 'English' }).click();
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
    await drawerLink('Dashboard').click();
    await page.waitForURL(`${server.url}/dashboard`);
    await totalTestsCard().locator('p').first().waitFor();
    expect(await totalTestsCard().locator('p').first().textContent()).toBe('1');
  });

  it('shows a clear not-found state for a set that is not there', async () => {
    await page.goto(`${server.url}/practice/999999`);
    await page.getByRole('heading', { level: 1, name: 'Practice set not found.' }).waitFor();
    await page.getByRole('link', { name: 'Go to Practice' }).waitFor();
  });
});
