import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Choice, QUICK_TEST as QUICK, registerStudent, takeTestViaApi } from './support/api.ts';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const BIO = 'Biodiversity & Protected Areas: Topic Test';
const PCS = 'State Civil Services Prelims (General Studies)';

let server: RunningServer;
let browser: Browser;
let page: Page;
const ids: Record<'first' | 'second' | 'bio', number> = { first: 0, second: 0, bio: 0 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();

  // A fresh student, registered through the API; three results (UPSC +2 / -0.66, State PCS +1 / -0.33):
  const student = await registerStudent(server.url, 'Performance Student');
  const take = async (testName: string, plan: Choice[]) =>
    (await takeTestViaApi(server.url, student.token, { testName, plan, seconds: 10 })).resultId;
  const R = 'right' as const;
  const W = 'wrong' as const;
  // 2 right, 1 wrong: 4 - 0.66 = 3.34 / 10 = 33.4 %.
  ids.first = await take(QUICK, [R, R, W, null, null]);
  // Again, 4 right, 1 wrong: 8 - 0.66 = 7.34 / 10 = 73.4 %.
  ids.second = await take(QUICK, [R, R, R, R, W]);
  // State PCS, 5 right, 1 wrong: 5 - 0.33 = 4.67 / 7 = 66.71 %.
  ids.bio = await take(BIO, [R, R, R, R, R, W, null]);

  await login(page, server.url, student.email, student.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const resultsTable = () => page.getByRole('table', { name: 'Your results' });

/** Each body row's test name and score, in screen order (read at once: rows may be replaced meanwhile). */
function rowsShown(): Promise<string[]> {
  return resultsTable()
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = row.querySelectorAll('th, td');
        return `${cells[0]?.querySelector('a')?.textContent} | ${cells[2]?.textContent}`;
      }),
    );
}

async function expectRows(expected: string[]): Promise<void> {
  await expect.poll(rowsShown, { timeout: 10_000 }).toEqual(expected);
}

const header = (name: string): Locator =>
  resultsTable().getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('Detailed Analytics', () => {
  it('opens from the drawer with every result, newest first', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Performance' })
      .click();
    await page.waitForURL(`${server.url}/performance`);
    await page.getByRole('heading', { level: 1, name: 'Detailed Analytics' }).waitFor();
    expect(await page.getByRole('link', { name: 'Practise your mistakes' }).getAttribute('href')).toBe(
      '/practice',
    );
    await expectRows([`${BIO} | 4.67 / 7`, `${QUICK} | 7.34 / 10`, `${QUICK} | 3.34 / 10`]);
    expect(await header('Date').getAttribute('aria-sort')).toBe('descending');
    // The re-attempt is not ranked; the first attempts are #1 of 1.
    const ranks = await resultsTable().locator('tbody tr td:last-child').allInnerTexts();
    expect(ranks).toEqual(['#1 of 1', 'Not ranked', '#1 of 1']);
    // Issue 13: the retake, and only it, is labelled 'Retake' beside its test name.
    const rows = resultsTable().locator('tbody tr');
    const retakes = await Promise.all(
      [0, 1, 2].map((i) => rows.nth(i).getByText('Retake', { exact: true }).count()),
    );
    expect(retakes).toEqual([0, 1, 0]);
  });

  it('sorts by Score, best first, then the other way', async () => {
    await header('Score').getByRole('button').click();
    await expectRows([`${QUICK} | 7.34 / 10`, `${BIO} | 4.67 / 7`, `${QUICK} | 3.34 / 10`]);
    expect(await header('Score').getAttribute('aria-sort')).toBe('descending');
    expect(await header('Date').getAttribute('aria-sort')).toBe('none');
    expect(page.url()).toBe(`${server.url}/performance?sort=score`);

    await header('Score').getByRole('button').click();
    await expectRows([`${QUICK} | 3.34 / 10`, `${BIO} | 4.67 / 7`, `${QUICK} | 7.34 / 10`]);
    expect(await header('Score').getAttribute('aria-sort')).toBe('ascending');
  });

  it('filters by exam and shows the topper comparison figures', async () => {
    await page.getByLabel('Exam', { exact: true }).selectOption({ label: PCS });
    await expectRows([`${BIO} | 4.67 / 7`]);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectRows([`${QUICK} | 3.34 / 10`, `${BIO} | 4.67 / 7`, `${QUICK} | 7.34 / 10`]);
    // A date range with no results in it.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByText('No results match these filters.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expectRows([`${QUICK} | 3.34 / 10`, `${BIO} | 4.67 / 7`, `${QUICK} | 7.34 / 10`]);

    // This student is each test's only first attempt: the average and the top 10 % are their own first score.
    // The quick test's latest result is the retake, labelled as such.
    const topper = page.getByRole('table', { name: 'Topper comparison' });
    await expect
      .poll(() =>
        topper
          .getByRole('row')
          .evaluateAll((rows) =>
            rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join('\t')),
          ),
      )
      .toEqual([
        'Test\tYou\tAverage\tTop 10 %\tTakers',
        `${QUICK} Retake\t73.4%\t33.4%\t33.4%\t1`,
        `${BIO}\t66.71%\t66.71%\t66.71%\t1`,
      ]);
    await expect.poll(() => page.locator('canvas').count()).toBe(3);
  });

  it('opens a result from its row', async () => {
    await page.getByLabel('Exam', { exact: true }).selectOption({ label: PCS });
    await expectRows([`${BIO} | 4.67 / 7`]);
    await resultsTable().getByRole('link', { name: BIO }).click();
    await page.waitForURL(`${server.url}/results/${ids.bio}`);
    await page.getByRole('heading', { level: 1, name: BIO }).waitFor();
  });
});
