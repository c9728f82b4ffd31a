import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 16's journey, import part: a teacher imports a Moodle XML export of their course (categories, CDATA, a
 * true/false, an essay that is skipped, a base64 image, a Hindi question) on a phone, with the dry run first,
 * fixes the mapping of the category the server could not match, imports, and finds the questions in the bank; a
 * student outside the centre never reaches them.
 */
const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'moodle-centre-polity.xml',
);
const PHONE = { width: 390, height: 844 };
const CENTRE = 'Aspirant Demo Coaching Centre';

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

async function signedIn(
  email: string,
  viewport = PHONE,
  password?: string,
  theme: 'light' | 'dark' = 'light',
): Promise<Page> {
  // bypassCSP: the app's CSP allows no inline script; axe is injected past it, the app is unchanged.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await login(page, server.url, email, password);
  return page;
}

/** The dry run's figures, as the page's definition list shows them. */
async function counts(page: Page): Promise<Record<string, string>> {
  const terms = await page.locator('dl dt').allInnerTexts();
  const values = await page.locator('dl dd').allInnerTexts();
  return Object.fromEntries(terms.map((term, i) => [term.trim(), values[i]!.trim()]));
}

/** The item cards of the report (the phone's layout), as their lines of text. */
async function items(page: Page): Promise<string[][]> {
  const cards = page.getByRole('list', { name: 'Items of the file' }).getByRole('listitem');
  const out: string[][] = [];
  for (const card of await cards.all()) {
    out.push(
      (await card.innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
  }
  return out;
}

/** The label of a native select's chosen option. */
const chosen = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

describe('importing questions (issue 16 points 5 and 7)', () => {
  it('a teacher imports a Moodle XML file with a dry run, a fixed mapping, and finds the questions', async () => {
    const page = await signedIn(DEMO.teacher.email);
    await page.goto(`${server.url}/question-bank/import`);
    await page.getByRole('heading', { name: 'Import questions', level: 1 }).waitFor();
    expect(await page.title()).toBe('Import questions · Aspirant');

    // The keyboard's way to the file: the button opens the system's file chooser.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a file' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(FIXTURE);

    // The dry run accounts for every item of the file: 3 + 0 + 4 = 7.
    await page.getByRole('heading', { name: 'What the file holds' }).waitFor();
    await page.getByText('This is a dry run: nothing has been stored yet. Read as Moodle XML.').waitFor();
    expect(await counts(page)).toEqual({
      'Will import': '3',
      Duplicates: '0',
      Skipped: '4',
      'Items in the file': '7',
    });
    expect(await items(page)).toEqual([
      [
        'question 1',
        'Skipped',
        '$course$/top/Polity/Constitution',
        'A category, not a question: the questions after it get the topic "Constitution".',
      ],
      ['question 2', 'Will import', 'Basic structure doctrine'],
      ['question 3', 'Will import', 'Preamble amendment'],
      ['question 4', 'Skipped', "Governor's discretion", 'Essay questions are not imported.'],
      ['question 5', 'Will import', 'National flag adoption'],
      [
        'question 6',
        'Skipped',
        '$course$/top/Itihas/Swatantrata Andolan',
        'A category, not a question: the questions after it get the topic "Swatantrata Andolan".',
      ],
      [
        'question 7',
        'Skipped',
        'भारत छोड़ो आंदोलन',
        'Choose a subject for the category "Itihas/Swatantrata Andolan".',
      ],
    ]);

    // The server matched Polity and proposes a new topic; 'Itihas' matches no subject.
    expect(await chosen(page, 'Subject for Polity/Constitution')).toBe('Polity');
    expect(await chosen(page, 'Topic for Polity/Constitution')).toBe('New topic: Constitution');
    expect(await chosen(page, 'Subject for Itihas/Swatantrata Andolan')).toBe('Choose a subject');
    await page.getByRole('button', { name: 'Import 3 questions' }).waitFor();

    // Fixing the mapping runs the dry run again: History, then its existing topic.
    await page.getByLabel('Subject for Itihas/Swatantrata Andolan').selectOption({ label: 'History' });
    await page.getByRole('button', { name: 'Import 4 questions' }).waitFor();
    expect(await chosen(page, 'Topic for Itihas/Swatantrata Andolan')).toBe('New topic: Swatantrata Andolan');
    await page
      .getByLabel('Topic for Itihas/Swatantrata Andolan')
      .selectOption({ label: 'Indian National Movement' });
    await expect
      .poll(() => counts(page))
      .toEqual({
        'Will import': '4',
        Duplicates: '0',
        Skipped: '3',
        'Items in the file': '7',
      });
    await expect
      .poll(async () => (await items(page))[6])
      .toEqual(['question 7', 'Will import', 'भारत छोड़ो आंदोलन']);

    // The report filters by status.
    await page.getByLabel('Show', { exact: true }).selectOption('skipped');
    await expect
      .poll(async () => (await items(page)).map((card) => card[0]))
      .toEqual(['question 1', 'question 4', 'question 6']);
    await page.getByText('Items 1–3 of 3').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The import stores what the dry run showed.
    const button = page.getByRole('button', { name: 'Import 4 questions' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    const done = page.getByRole('alert').filter({ hasText: 'imported into' });
    await done.waitFor();
    expect((await done.innerText()).trim()).toBe(
      `4 questions imported into ${CENTRE}. 0 duplicates and 3 skipped items were left out.`,
    );
    await page.getByLabel('Show', { exact: true }).selectOption('import');
    await expect
      .poll(async () => (await items(page)).map((card) => card.slice(0, 2)))
      .toEqual([
        ['question 2', 'Imported'],
        ['question 3', 'Imported'],
        ['question 5', 'Imported'],
        ['question 7', 'Imported'],
      ]);
    expect(await seriousViolations(page)).toEqual([]);

    // The same file again: its three Polity questions are now duplicates; the Hindi one waits for its category's
    // subject again (a new file starts from the server's matches), and nothing can be imported.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.locator('input[type="file"]').setInputFiles(FIXTURE);
    await page.getByText('No question of this file can be imported.').waitFor();
    expect(await counts(page)).toEqual({
      'Will import': '0',
      Duplicates: '3',
      Skipped: '4',
      'Items in the file': '7',
    });
    expect((await items(page))[1]).toEqual([
      'question 2',
      'Duplicate',
      'Basic structure doctrine',
      'Already in the question bank (the same text).',
    ]);

    // The whole bank exported as CSV holds them, the Hindi one included.
    await page.getByRole('button', { name: 'Export the whole bank' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^aspirant-questions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain(
      // The file's formatting is kept (the safe subset), so a round trip loses none of it.
      '<p>In which case did the Supreme Court lay down the <strong>basic structure</strong> doctrine of the Constitution &amp; its amendment?</p>',
    );
    expect(csv).toContain('भारत छोड़ो आंदोलन किस वर्ष आरंभ हुआ था?,1930,1942,1920,1947,,,B,');
    expect(csv).toContain(',History,Indian National Movement,');
    await page.getByText(`Export downloaded: ${file.suggestedFilename()}`).waitFor();

    // A broken file: the server's message names the line, in an alert; the page stays.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'broken.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(
        '<?xml version="1.0"?>\n<quiz>\n  <question type="multichoice">\n    <name><text>x</text></name>\n</quiz>\n',
      ),
    });
    await page.getByRole('alert').filter({ hasText: 'The XML file is broken at line 5' }).waitFor();
    await page.getByRole('heading', { name: 'Import questions', level: 1 }).waitFor();

    // The question bank finds them by their English and their Hindi text.
    await page.goto(`${server.url}/question-bank?q=${encodeURIComponent('basic structure')}`);
    await page.getByText('lay down the basic structure doctrine', { exact: false }).first().waitFor();

    // The imported question, edited: a formula and a Hindi version, previewed in both languages as drawn.
    await page
      .getByRole('link', { name: /lay down the basic structure doctrine/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Edit question' }).waitFor();
    const text = page.getByRole('textbox', { name: 'Question text', exact: true });
    await text.fill(`${await text.inputValue()} (Year $n = 1973$)`);
    const options = await page.getByRole('textbox', { name: /^Option [A-F]$/ }).count();
    await page.getByRole('switch', { name: 'Hindi version' }).check();
    await page
      .getByRole('textbox', { name: 'Question text (Hindi)' })
      .fill('किस मामले ने मूल ढाँचे का सिद्धांत दिया? (वर्ष $n = 1973$)');
    for (let i = 0; i < options; i++) {
      await page.getByRole('textbox', { name: `Option ${'ABCDEF'[i]} (Hindi)` }).fill(`विकल्प ${i + 1}`);
    }
    const preview = page.getByTestId('question-preview');
    await preview.locator('.katex').first().waitFor();
    expect(await preview.locator('.katex annotation').first().textContent()).toBe('n = 1973');
    await preview.getByRole('button', { name: 'हिन्दी' }).click();
    await preview.locator('[lang="hi"] .katex').first().waitFor();
    await expect.poll(() => preview.innerText()).toContain('मूल ढाँचे');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Nobody has answered an imported question yet: it changes in place.
    await page.getByText('Changes saved.').waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Question text (Hindi)' }).inputValue())
      .toBe('किस मामले ने मूल ढाँचे का सिद्धांत दिया? (वर्ष $n = 1973$)');
    await page.goto(`${server.url}/question-bank?q=${encodeURIComponent('भारत छोड़ो')}`);
    await page.getByText('भारत छोड़ो आंदोलन किस वर्ष आरंभ हुआ था?').first().waitFor();
    await page.context().close();
  });

  it("refuses a file over 20 MB in the browser with the server's message", async () => {
    const page = await signedIn(DEMO.coachingAdmin.email, { width: 320, height: 700 }, undefined, 'dark');
    await page.goto(`${server.url}/question-bank/import`);
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/questions/import')) posted += 1;
    });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'bank.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(21 * 1024 * 1024, 'a'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'The file is 21.0 MB; files up to 20 MB can be imported.' })
      .waitFor();
    expect(posted).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The templates: the CSV with Hindi column names, the workbook with English ones.
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV template (Hindi columns)' }).click();
    let file = await download;
    expect(file.suggestedFilename()).toBe('aspirant-questions-template-hi.csv');
    const header = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0]!;
    expect(header.split(',')[0]).toBe('प्रश्न');
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel template (English columns)' }).click();
    file = await download;
    expect(file.suggestedFilename()).toBe('aspirant-questions-template-en.xlsx');
    // An .xlsx is a ZIP archive.
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    await page.context().close();
  });

  it('a student outside the centre never reaches the bank or the import', async () => {
    const student = await registerStudent(server.url, 'Outside Student');
    const headers = { Authorization: `Bearer ${student.token}` };
    for (const url of [
      '/api/questions/export?format=csv',
      `/api/questions?q=${encodeURIComponent('basic structure')}`,
      '/api/questions/import/template?format=csv',
    ]) {
      const response = await fetch(`${server.url}${url}`, { headers });
      expect(response.status, url).toBe(403);
    }
    const form = new FormData();
    form.append('file', new Blob([readFileSync(FIXTURE)], { type: 'text/xml' }), 'bank.xml');
    const posted = await fetch(`${server.url}/api/questions/import`, { method: 'POST', headers, body: form });
    expect(posted.status).toBe(403);

    const page = await signedIn(student.email, PHONE, student.password);
    for (const route of ['/question-bank/import', '/question-bank']) {
      await page.goto(`${server.url}${route}`);
      await page.getByText('Unauthorized access').waitFor();
      expect(await page.getByText('lay down the basic structure doctrine').count()).toBe(0);
    }
    await page.context().close();
  });
});
