import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, QUICK_TEST, registerStudent, takeTestViaApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login, signedInPage } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 16 point 4: the staff's home and the question bank's authoring screens, against the real server with the
 * demo data (the seed content is the global bank; the demo teacher belongs to the demo centre).
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

const signedIn = (email: string, viewport?: { width: number; height: number }): Promise<Page> =>
  signedInPage(browser, server.url, email, viewport);

const QUESTION = 'E2E bank: what is $x^2$ when x = 3?';
const QUESTION_HI = 'E2E बैंक: x = 3 होने पर $x^2$ का मान क्या है?';
const OPTIONS = ['6', '9', '3', '12', '27'];
const OPTIONS_HI = ['छह', 'नौ', 'तीन', 'बारह', 'सत्ताईस'];

/** The subject and topic selects' first real choice (the seed's first subject and its first topic). */
async function chooseFirst(page: Page, label: string): Promise<string> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  const value = await select.evaluate((el) => {
    const option = [...(el as HTMLSelectElement).options].find((o) => o.value !== '');
    return option?.value ?? '';
  });
  expect(value).not.toBe('');
  await select.selectOption(value);
  return value;
}

describe('the staff home and the question bank (issue 16)', () => {
  let createdPath = '';

  it('a teacher lands on the staff home, opens the bank from the drawer and searches it', async () => {
    const page = await signedIn(DEMO.teacher.email);
    await page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO.teacher.name}` }).waitFor();
    expect(await page.getByRole('heading', { name: 'Performance Analytics Hub' }).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: 'Question Bank' }).isVisible()).toBe(true);
    // A teacher has no batches or users to manage.
    expect(await page.getByRole('heading', { level: 2, name: 'Batch Management' }).count()).toBe(0);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Question Bank', exact: true }).click();
    await page.waitForURL(`${server.url}/question-bank`);
    await page.getByRole('heading', { level: 1, name: 'Question Bank' }).waitFor();
    expect(await page.title()).toBe('Question Bank · Aspirant');
    expect(
      await nav.getByRole('link', { name: 'Question Bank', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await page.getByRole('link', { name: 'Import questions' }).getAttribute('href')).toBe(
      '/question-bank/import',
    );

    await page.getByRole('searchbox', { name: 'Search question text (English or Hindi)' }).fill('Konark');
    await page.waitForURL(/\/question-bank\?q=Konark$/);
    const table = page.getByRole('table', { name: 'Questions' });
    await expect
      .poll(async () => (await table.locator('tbody tr').allInnerTexts()).join('\n'))
      .toContain('The Sun Temple at Konark');
    // The state is in the URL: a reload shows the same search.
    await page.reload();
    expect(
      await page.getByRole('searchbox', { name: 'Search question text (English or Hindi)' }).inputValue(),
    ).toBe('Konark');
    await page.context().close();
  });

  it('creates a question with five options, a formula and a Hindi version, previewed in both languages', async () => {
    const page = await signedIn(DEMO.teacher.email);
    await page.goto(`${server.url}/question-bank`);
    await page.getByRole('link', { name: 'New question' }).click();
    await page.waitForURL(`${server.url}/question-bank/new`);
    await page.getByRole('heading', { level: 1, name: 'New question' }).waitFor();

    await page.getByRole('textbox', { name: 'Question text', exact: true }).fill(QUESTION);
    await page.getByRole('button', { name: 'Add option' }).click();
    for (const [i, option] of OPTIONS.entries()) {
      await page.getByRole('textbox', { name: `Option ${'ABCDE'[i]}`, exact: true }).fill(option);
    }
    await page.getByRole('radio', { name: 'Option B is correct' }).check();
    await page.getByRole('textbox', { name: 'Explanation', exact: true }).fill('3 × 3 = 9.');
    await chooseFirst(page, 'Subject');
    await chooseFirst(page, 'Topic');
    await page.getByRole('combobox', { name: 'Tags' }).fill('e2e, algebra');
    await page.getByRole('switch', { name: 'Hindi version' }).check();
    await page.getByRole('textbox', { name: 'Question text (Hindi)' }).fill(QUESTION_HI);
    for (const [i, option] of OPTIONS_HI.entries()) {
      await page.getByRole('textbox', { name: `Option ${'ABCDE'[i]} (Hindi)` }).fill(option);
    }

    // The preview: the student's view, its formula drawn by KaTeX, the letters A to E.
    const preview = page.getByTestId('question-preview');
    await preview.locator('.katex').first().waitFor();
    expect(await preview.innerText()).toContain('Question 1 of 1');
    const letters = await preview.locator('label').allInnerTexts();
    expect(letters.map((l) => l.trim().slice(0, 1))).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(letters[1]).toContain('9');
    await preview.getByRole('button', { name: 'हिन्दी' }).click();
    await expect.poll(() => preview.innerText()).toContain('E2E बैंक');
    expect((await preview.locator('label').allInnerTexts())[1]).toContain('नौ');
    await preview.locator('[lang="hi"] .katex').first().waitFor();
    await preview.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => preview.innerText()).toContain('E2E bank');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/question-bank\/\d+$/);
    createdPath = new URL(page.url()).pathname;
    await page.getByText('Question created.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Edit question' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Question text', exact: true }).inputValue()).toBe(
      QUESTION,
    );
    expect(await page.getByRole('textbox', { name: 'Option E', exact: true }).inputValue()).toBe('27');
    expect(await page.getByRole('radio', { name: 'Option B is correct' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Question text (Hindi)' }).inputValue()).toBe(QUESTION_HI);
    await page.context().close();
  });

  it('finds the new question in the list, by English and by Hindi, and edits it', async () => {
    expect(createdPath).toMatch(/^\/question-bank\/\d+$/);
    const page = await signedIn(DEMO.teacher.email);
    // The Hindi text is searched too: its words find the question, whose English the list shows.
    await page.goto(`${server.url}/question-bank?q=${encodeURIComponent('E2E बैंक')}`);
    const table = page.getByRole('table', { name: 'Questions' });
    await expect
      .poll(async () => (await table.locator('tbody tr').allInnerTexts()).join('\n'))
      .toContain('E2E bank');
    await page.goto(`${server.url}/question-bank?q=${encodeURIComponent('E2E bank')}&owner=centre`);
    await expect
      .poll(async () => (await table.locator('tbody tr').allInnerTexts()).join('\n'))
      .toContain('E2E bank');
    expect(await page.getByText('1 question', { exact: true }).isVisible()).toBe(true);
    await table.getByRole('link').first().click();
    await page.waitForURL(`${server.url}${createdPath}`);

    const explanation = page.getByRole('textbox', { name: 'Explanation', exact: true });
    await explanation.fill('Square 3: 3 × 3 = 9.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // No attempt has used it: it changes in place, no new version.
    await page.getByText('Changes saved.').waitFor();
    expect(new URL(page.url()).pathname).toBe(createdPath);
    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Explanation', exact: true }).inputValue()).toBe(
      'Square 3: 3 × 3 = 9.',
    );

    // Bulk actions on the selection: add a tag, then retire it (it leaves the list of active questions).
    await page.goto(`${server.url}/question-bank?q=${encodeURIComponent('E2E bank')}&owner=centre`);
    await table.getByRole('checkbox', { name: /^Select: E2E bank/ }).check();
    await page.getByText('1 selected', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add or remove tags' }).click();
    await page.getByRole('textbox', { name: 'Tags to add' }).fill('bulk-tag');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('1 question updated.').waitFor();
    await expect
      .poll(async () => (await table.locator('tbody tr').allInnerTexts()).join('\n'))
      .toContain('#bulk-tag');
    await table.getByRole('checkbox', { name: /^Select: E2E bank/ }).check();
    await page.getByRole('button', { name: 'Retire' }).click();
    await page.getByText('No question matches the search and filters.').waitFor();
    await page.goto(
      `${server.url}/question-bank?q=${encodeURIComponent('E2E bank')}&owner=centre&status=retired`,
    );
    await expect
      .poll(async () => (await table.locator('tbody tr').allInnerTexts()).join('\n'))
      .toContain('Retired');
    await page.context().close();
  });

  it('has no serious axe violation on the list and the form at 390 px, in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const page = await context.newPage();
      await login(page, server.url, DEMO.teacher.email);
      await page.goto(`${server.url}/question-bank?q=Konark`);
      await page.getByRole('heading', { level: 1, name: 'Question Bank' }).waitFor();
      await page.getByText('The Sun Temple at Konark', { exact: false }).first().waitFor();
      // Cards on a phone, not a table that scrolls sideways.
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page), `list ${theme}`).toEqual([]);

      await page.goto(`${server.url}${createdPath}`);
      await page.getByTestId('question-preview').locator('.katex').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page), `form ${theme}`).toEqual([]);
      await context.close();
    }
  });

  it('shows a student report in the inbox, fixes the used question as a new version and resolves the report', async () => {
    const student = await registerStudent(server.url, 'Bank Reporter');
    const taken = await takeTestViaApi(server.url, student.token, { testName: QUICK_TEST, plan: ['right'] });
    const questionId = taken.questionIds[0]!;
    await apiClient(server.url, student.token).post(`/api/questions/${questionId}/reports`, {
      kind: 'wrong_key',
      comment: 'E2E: the key looks wrong to me',
    });

    // The seed is the global bank: its reports reach the super admin.
    const page = await signedIn(DEMO.superAdmin.email);
    await page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO.superAdmin.name}` }).waitFor();
    await page.getByRole('link', { name: 'Reported questions' }).click();
    await page.waitForURL(`${server.url}/question-bank?tab=reported`);
    const report = page.getByRole('listitem').filter({ hasText: 'E2E: the key looks wrong to me' });
    await report.waitFor();
    expect(await report.innerText()).toContain('Wrong answer key');
    expect(await report.innerText()).toContain('Reported by Bank Reporter');

    await report.getByRole('link', { name: 'Fix the question' }).click();
    await page.waitForURL(`${server.url}/question-bank/${questionId}`);
    await page.getByText('Used in attempts: saving makes a new version', { exact: false }).waitFor();
    const explanation = page.getByRole('textbox', { name: 'Explanation', exact: true });
    await explanation.fill(`${await explanation.inputValue()} (checked after a report)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== `/question-bank/${questionId}`);
    await page.getByText('Saved as version 2', { exact: false }).waitFor();
    const versions = page.getByRole('region', { name: 'Versions' });
    expect(await versions.getByText('Version 2 (this one)').isVisible()).toBe(true);
    expect(await versions.getByRole('link', { name: 'Version 1' }).getAttribute('href')).toBe(
      `/question-bank/${questionId}`,
    );
    // The old version stays as its students saw it, and is not edited.
    await versions.getByRole('link', { name: 'Version 1' }).click();
    await page.getByRole('link', { name: 'Open the newer version' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    await page.goto(`${server.url}/question-bank?tab=reported`);
    const open = page.getByRole('listitem').filter({ hasText: 'E2E: the key looks wrong to me' });
    await open.getByRole('button', { name: 'Mark resolved' }).click();
    await page.getByText('Report marked as resolved.').waitFor();
    await expect.poll(() => open.count()).toBe(0);
    await page.context().close();
  });

  it('gives a student no Question Bank item and refuses /question-bank', async () => {
    const page = await signedIn(DEMO.student.email);
    await page.getByRole('heading', { name: 'Performance Analytics Hub' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Question Bank' }).count()).toBe(0);
    await page.goto(`${server.url}/question-bank`);
    await page.getByText('Unauthorized access').waitFor();
    expect(await page.getByRole('heading', { name: 'Question Bank' }).count()).toBe(0);
    await page.goto(`${server.url}/question-bank/new`);
    await page.getByText('Unauthorized access').waitFor();
    await page.context().close();
  });
});
