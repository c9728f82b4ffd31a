import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login, signedInPage } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 17 points 1 and 2: a teacher composes a test by blueprint in the Test Studio, sees its totals, previews
 * it with the key, and publishes it; an empty paper is refused with the server's exact words.
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

describe('the test composer (issue 17)', () => {
  let composerPath = '';

  it('a teacher composes a test by blueprint, sees its totals, previews it with the key and publishes it', async () => {
    const page = await signedIn(DEMO.teacher.email, { width: 390, height: 844 });
    await page.goto(`${server.url}/test-studio`);
    await page.getByRole('heading', { level: 1, name: 'Test Studio' }).waitFor();
    expect(await page.title()).toBe('Test Studio · Aspirant');
    await page.getByRole('link', { name: 'New test' }).click();
    await page.waitForURL(`${server.url}/test-studio/new`);

    await page.getByRole('textbox', { name: 'Name' }).fill('E2E Polity sectional');
    await page.getByRole('textbox', { name: 'Code' }).fill(`E2E-POL-${Date.now()}`);
    await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('30');
    const marking = await page.getByTestId('marking-scheme').innerText();
    const markCorrect = Number(/\+([\d.]+)/.exec(marking)![1]);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/test-studio\/\d+$/);
    composerPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'E2E Polity sectional' }).waitFor();
    await page.getByTestId('paper-empty').waitFor();

    // An empty paper is refused, in the server's words.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(() => page.getByTestId('composer-error').innerText())
      .toBe('The paper has no questions: add at least one before publishing.');

    // The blueprint: 3 Polity questions, seeded.
    await page.getByRole('button', { name: 'Draw by blueprint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draw the paper by a blueprint' });
    const subject = dialog.getByRole('combobox', { name: 'Subject' });
    const polity = await subject.evaluate(
      (el) => [...(el as HTMLSelectElement).options].find((o) => o.text === 'Polity')!.value,
    );
    await subject.selectOption(polity);
    await dialog.getByRole('spinbutton', { name: 'Questions' }).fill('3');
    await dialog.getByRole('textbox', { name: 'Seed' }).fill('e2e-seed');
    await dialog.getByRole('button', { name: 'Draw' }).click();
    await dialog.waitFor({ state: 'detached' });

    const paper = page.getByTestId('paper');
    await expect.poll(() => paper.locator(':scope > li').count()).toBe(3);
    const totals = page.getByTestId('totals');
    await expect.poll(() => totals.innerText()).toContain('3 questions');
    expect(await totals.innerText()).toContain(`Total marks: ${3 * markCorrect}`);
    expect(await totals.innerText()).toContain('Time per question: 10:00');
    expect(await totals.innerText()).toContain('Polity: 3');

    // Reorder by keyboard: the first question moves down and the move is announced.
    const first = await paper.locator(':scope > li').first().innerText();
    await page.getByRole('button', { name: 'Move question 1 down' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => paper.locator(':scope > li').nth(1).innerText())
      .toContain(first.split('\n')[0]!.slice(3, 40));

    // The preview shows the paper with its key.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: /^Preview: E2E Polity sectional/ });
    await expect.poll(() => preview.getByTestId('preview-key').count()).toBe(3);
    expect(await preview.getByTestId('preview-key').first().innerText()).toMatch(/^Answer: [A-F]$/);
    expect(await preview.getByRole('heading', { name: 'Question 1 of 3' }).isVisible()).toBe(true);
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Test published.').first().waitFor();
    expect(await page.getByRole('link', { name: 'Live room' }).getAttribute('href')).toMatch(
      /\/test-studio\/\d+\/live$/,
    );
    await page.context().close();
  });

  it('fits 320 px and has no serious axe violation on the list and the composer, in both themes', async () => {
    expect(composerPath).not.toBe('');
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 320, height: 700 }, bypassCSP: true });
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const page = await context.newPage();
      await login(page, server.url, DEMO.teacher.email);
      await page.goto(`${server.url}/test-studio`);
      await page
        .getByRole('link', { name: /E2E Polity sectional/ })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await seriousViolations(page), `list ${theme}`).toEqual([]);

      await page.goto(`${server.url}${composerPath}`);
      await page.getByTestId('paper').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await seriousViolations(page), `composer ${theme}`).toEqual([]);
      await context.close();
    }
  });
});
