import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// SPEC §2 "Available Tests" against the seed catalogue: 21 tests (4 Full Syllabus, 10 Subject Wise, 7 Topic Wise),
// 3 of them for the State PCS exam, 3 with the subject History, 1 with the topic Indian National Movement.

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await login(page, server.url, DEMO.student.email);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tests = () => page.getByRole('list', { name: 'Tests' }).getByRole('article');
const summary = () => page.getByText(/^(Showing \d+–\d+ of \d+ tests?|No tests match your search\.)$/);

async function see(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/** Waits until the catalogue shows `text` as its summary and is done loading. */
async function expectSummary(text: string): Promise<void> {
  await expect.poll(() => summary().textContent()).toBe(text);
  await page.locator('[aria-busy="false"]').waitFor();
}

async function testNames(): Promise<string[]> {
  return tests().getByRole('heading', { level: 3 }).allTextContents();
}

async function openCatalogue(): Promise<void> {
  await page.goto(`${server.url}/tests`);
  await see(page.getByRole('heading', { level: 1, name: 'Available Tests' }));
  await expectSummary('Showing 1–9 of 21 tests');
}

describe('Available Tests', () => {
  it('pages through the catalogue, 9 tests a page, with first and last buttons', async () => {
    await openCatalogue();
    expect(await tests().count()).toBe(9);
    const firstPage = await testNames();

    const paging = page.getByRole('navigation', { name: 'Test pages' });
    await paging.getByRole('button', { name: 'Go to last page' }).click();
    await expectSummary('Showing 19–21 of 21 tests');
    expect(await tests().count()).toBe(3);
    expect(page.url()).toBe(`${server.url}/tests?page=3`);
    expect(
      await paging.getByRole('button', { name: 'page 3', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await paging.getByRole('button', { name: 'Go to last page' }).isDisabled()).toBe(true);

    await paging.getByRole('button', { name: 'Go to page 2' }).click();
    await expectSummary('Showing 10–18 of 21 tests');
    const secondPage = await testNames();
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    await paging.getByRole('button', { name: 'Go to first page' }).click();
    await expectSummary('Showing 1–9 of 21 tests');
    await expect.poll(testNames).toEqual(firstPage);
    expect(await paging.getByRole('button', { name: 'Go to first page' }).isDisabled()).toBe(true);
  });

  it('searches by text from page 1, and Reset clears everything', async () => {
    await openCatalogue();
    await page
      .getByRole('navigation', { name: 'Test pages' })
      .getByRole('button', { name: 'Go to page 2' })
      .click();
    await expectSummary('Showing 10–18 of 21 tests');

    await page.getByRole('searchbox', { name: 'Search' }).fill('geography');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectSummary('Showing 1–6 of 6 tests');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    // Full text over name, code, description and subjects, best match first.
    expect((await testNames())[0]).toBe('Geography Subject Test (English / हिन्दी)');
    for (const text of await tests().allTextContents()) expect(text).toContain('Geography');

    await page.getByRole('searchbox', { name: 'Search' }).fill('no such paper anywhere');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectSummary('No tests match your search.');
    expect(await tests().count()).toBe(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expectSummary('Showing 1–9 of 21 tests');
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
    expect(page.url()).toBe(`${server.url}/tests`);
  });

  it('filters by type, exam, subject and topic', async () => {
    await openCatalogue();
    const search = page.getByRole('button', { name: 'Search', exact: true });

    await page.getByLabel('Type', { exact: true }).selectOption('Topic Wise');
    await search.click();
    await expectSummary('Showing 1–7 of 7 tests');
    for (const meta of await tests()
      .getByText(/^Code: /)
      .allTextContents())
      expect(meta).toContain('Topic Wise');

    await page.getByLabel('Type', { exact: true }).selectOption('');
    await page
      .getByLabel('Exam', { exact: true })
      .selectOption({ label: 'State Civil Services Prelims (General Studies)' });
    await search.click();
    await expectSummary('Showing 1–3 of 3 tests');
    await expect
      .poll(testNames)
      .toEqual([
        'State PCS Prelims Mock Test 1',
        'History Subject Test (State PCS)',
        'Biodiversity & Protected Areas: Topic Test',
      ]);

    await page.getByLabel('Exam', { exact: true }).selectOption('');
    await page.getByLabel('Subject', { exact: true }).selectOption({ label: 'History' });
    // The topic options follow the chosen subject before it is searched.
    await expect
      .poll(() => page.getByLabel('Topic', { exact: true }).locator('option').allTextContents())
      .toEqual([
        'All',
        'Ancient India',
        'Bhakti, Sufi & Religious Movements',
        'Indian National Movement',
        'Medieval India',
        'Modern India: British Expansion & 1857',
        'Post-independence & Social Reform',
      ]);
    await search.click();
    await expectSummary('Showing 1–3 of 3 tests');
    await expect
      .poll(testNames)
      .toEqual([
        'History Subject Test',
        'History Subject Test (State PCS)',
        'Indian National Movement: Topic Test',
      ]);

    await page.getByLabel('Topic', { exact: true }).selectOption({ label: 'Indian National Movement' });
    await search.click();
    await expectSummary('Showing 1–1 of 1 test');
    await expect.poll(testNames).toEqual(['Indian National Movement: Topic Test']);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expectSummary('Showing 1–9 of 21 tests');
    for (const label of ['Exam', 'Subject', 'Topic', 'Type']) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
  });

  it('switches between the grid and the list, and a test opens its page', async () => {
    await openCatalogue();
    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    expect(await grid.getAttribute('aria-pressed')).toBe('true');
    expect(await tests().getByRole('link', { name: 'Start Test', exact: true }).count()).toBe(9);
    const columns = () =>
      page
        .getByRole('list', { name: 'Tests' })
        .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    // SPEC §2: 3 columns on a large screen.
    expect(await columns()).toBe(3);

    await list.click();
    expect(await list.getAttribute('aria-pressed')).toBe('true');
    expect(await tests().getByRole('link', { name: 'Start', exact: true }).count()).toBe(9);
    expect(await tests().getByRole('link', { name: 'Start Test', exact: true }).count()).toBe(0);
    expect(await columns()).toBe(1);

    await grid.click();
    expect(await tests().getByRole('link', { name: 'Start Test', exact: true }).count()).toBe(9);

    const card = tests().filter({ hasText: 'UPSC Prelims Full Mock Test 2' });
    const href = await card.getByRole('link', { name: 'Start Test' }).getAttribute('href');
    expect(href).toMatch(/^\/take-test\/\d+$/);
    // Clicking anywhere on the card opens the test.
    await card.click({ position: { x: 40, y: 40 } });
    await page.waitForURL(`${server.url}${href}`);
    await see(page.getByRole('heading', { level: 1, name: 'UPSC Prelims Full Mock Test 2' }));
  });
});
