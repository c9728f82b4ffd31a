import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 17 point 7: a coaching admin adds students to a batch from a CSV of three rows (one new student, one
 * existing, one bad), sees the dry run account for each, commits, and finds the students on the batch's page,
 * on a phone.
 */
const PHONE = { width: 390, height: 844 };

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

async function signedIn(email: string, viewport = PHONE, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  // bypassCSP: the app's CSP allows no inline script; axe is injected past it, the app is unchanged.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await login(page, server.url, email);
  return page;
}

/** The cells of a table's body rows, as text lines. */
async function rows(page: Page, table: string): Promise<string[][]> {
  const body = page.getByRole('table', { name: table }).locator('tbody tr');
  const out: string[][] = [];
  for (const row of await body.all()) {
    out.push((await row.locator('td').allInnerTexts()).map((cell) => cell.replace(/\s+/g, ' ').trim()));
  }
  return out;
}

describe('bulk add of students (issue 17 point 7)', () => {
  it('a coaching admin uploads a CSV, checks the dry run, commits and sees the students in the batch', async () => {
    const page = await signedIn(DEMO.coachingAdmin.email);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const api = apiClient(server.url, token);
    const { batch } = await api.post<{ batch: { id: number } }>('/api/batches', {
      name: 'Mains 2027 Evening',
      startDate: '2026-07-01',
    });

    await page.goto(`${server.url}/batch-management`);
    await page.getByRole('button', { name: 'Bulk add students' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add students from a file' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'students.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'name,email,batch,phone',
          'Ritika Sharma,ritika.sharma@bulk.test,Mains 2027 Evening,+91 98765 43210',
          `Student Demo,${DEMO.student.email},Mains 2027 Evening,`,
          'Nobody,not-an-email,Mains 2027 Evening,',
        ].join('\n'),
      ),
    });
    await dialog.getByText('File: students.csv').waitFor();
    await dialog.getByRole('button', { name: 'Check file' }).click();

    const status = dialog.getByRole('status');
    await status.waitFor();
    expect(await status.innerText()).toBe(
      '3 rows: 1 to add, 1 to create and add, 0 already in their batch, 1 skipped. Nothing is saved yet. Check the rows, then add the students.',
    );
    expect(await rows(page, 'Rows of the file')).toEqual([
      ['2', 'Ritika Sharma', 'ritika.sharma@bulk.test', 'Mains 2027 Evening', 'New student, added'],
      ['3', 'Student Demo', DEMO.student.email, 'Mains 2027 Evening', 'Added to batch'],
      ['4', 'Nobody', 'not-an-email', 'Mains 2027 Evening', 'Skipped Email is not a valid email address.'],
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Add students' }).click();
    await expect
      .poll(() => status.innerText())
      .toBe(
        'Done. 1 added, 1 created and added (mailed a code to set their password), 0 already in their batch, 1 skipped.',
      );
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Open Mains 2027 Evening' }).click();
    await page.waitForURL(`${server.url}/batch-management/${batch.id}`);
    await page.getByRole('heading', { level: 1, name: 'Mains 2027 Evening' }).waitFor();
    const students = await rows(page, 'Students (2)');
    expect(students.map((r) => r.slice(0, 2))).toEqual([
      ['Ritika Sharma Email: ritika.sharma@bulk.test Phone: +91 98765 43210', 'None'],
      [`Student Demo Email: ${DEMO.student.email}`, 'None'],
    ]);

    // Extra time on a student row.
    await page.getByRole('button', { name: 'Extra time for Ritika Sharma' }).click();
    const extra = page.getByRole('dialog', { name: 'Extra time for Ritika Sharma' });
    await extra.getByRole('button', { name: '+50 %' }).click();
    await extra.getByLabel(/^Reason/).fill('Writes with a scribe');
    await extra.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await rows(page, 'Students (2)'))[0]![1]).toBe('+50 % time');
    expect(await page.getByText('No tests are set for this batch yet.').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();

    // The centre's teacher reads the same page, at 320 px in the dark theme.
    const teacher = await signedIn(DEMO.teacher.email, { width: 320, height: 700 }, 'dark');
    await teacher.goto(`${server.url}/batch-management/${batch.id}`);
    await teacher.getByRole('heading', { level: 1, name: 'Mains 2027 Evening' }).waitFor();
    expect((await rows(teacher, 'Students (2)'))[0]![1]).toBe('+50 % time');
    expect(await teacher.getByRole('link', { name: 'Back to batches' }).count()).toBe(0);
    expect(await seriousViolations(teacher)).toEqual([]);
    await teacher.context().close();

    // The link mailed to the new student opens the reset screen at the code, the address already given.
    const mailed = await (await browser.newContext({ viewport: PHONE })).newPage();
    await mailed.goto(`${server.url}/forgot-password?email=ritika.sharma%40bulk.test&code=1`);
    await mailed.getByRole('heading', { level: 1, name: 'Enter OTP' }).waitFor();
    expect(await mailed.getByLabel('OTP', { exact: true }).isVisible()).toBe(true);
    await mailed.context().close();
  });
});
