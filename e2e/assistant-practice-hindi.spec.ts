import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { switchToHindi } from './support/hindi.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 15 point 9: the AI assistant and practice in Hindi, as the demo student sees them (the assistant's
 * replies and a set's title come from the server and stay as written); reflow at 320 px and axe-core in both
 * themes (point 10).
 */
const THEMES = ['light', 'dark'] as const;
const GREETING_HI =
  'नमस्ते! मैं आपका AI अध्ययन सहायक हूँ। मुझसे इस सप्ताह की अध्ययन योजना माँगें, पूछें कि आपके अंक किस ओर जा रहे हैं, आपकी गति लक्ष्यों की तुलना में कैसी है, या पाठ्यक्रम का कोई विषय समझाने को कहें।';

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

async function open(
  viewport: { width: number; height: number },
  theme: (typeof THEMES)[number] = 'light',
): Promise<Page> {
  // The app's CSP allows no inline script: the test injects axe past it, the app is unchanged.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await login(page, server.url, DEMO.student.email);
  return page;
}

/** How far the page scrolls sideways (0 when it reflows). */
function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The texts of the conversation log's messages, as a screen reader hears them. */
async function messages(page: Page): Promise<string[]> {
  return page
    .getByRole('log', { name: 'बातचीत' })
    .getByRole('article')
    .evaluateAll((articles) => articles.map((a) => (a.textContent ?? '').trim()));
}

describe('the assistant and practice in Hindi (demo student)', () => {
  it('switches to हिन्दी, then shows the assistant, practice and a practice set in Hindi', async () => {
    const page = await open({ width: 1280, height: 900 });
    await switchToHindi(page);

    // The assistant: heading, greeting, starters, input, and the clear dialog.
    await page.goto(`${server.url}/ai-assistant`);
    await page.getByRole('heading', { level: 1, name: 'AI अध्ययन सहायक', exact: true }).waitFor();
    await expect.poll(() => messages(page)).toEqual([`सहायक: ${GREETING_HI}`]);
    await page.getByRole('group', { name: 'ये पूछकर देखें' }).waitFor();
    expect(await page.getByRole('group', { name: 'ये पूछकर देखें' }).getByRole('button').count()).toBeGreaterThan(
      0,
    );
    const input = page.getByRole('textbox', { name: 'AI अध्ययन सहायक से पूछें' });
    await input.waitFor();
    await page.getByText('भेजने के लिए Enter, नई पंक्ति के लिए Shift+Enter', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'भेजें', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'बातचीत मिटाएँ', exact: true }).isDisabled()).toBe(true);

    await input.fill('Hello');
    await page.getByRole('button', { name: 'भेजें', exact: true }).click();
    // The reply is the server's, as written; only the speaker's name is the interface's.
    await expect.poll(async () => (await messages(page))[2] ?? '', { timeout: 15_000 }).toMatch(/^सहायक: \S/);
    expect((await messages(page))[1]).toBe('आपने कहा: Hello');
    await page.getByText('अंतर्निहित सहायक', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'बातचीत मिटाएँ', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'बातचीत मिटाएँ?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('paragraph').textContent()).toBe(
      'इससे सहायक के साथ आपकी पूरी बातचीत, आपके हर डिवाइस पर, मिट जाएगी। इसे वापस नहीं लाया जा सकता।',
    );
    await dialog.getByRole('button', { name: 'बातचीत मिटाएँ', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => messages(page)).toEqual([`सहायक: ${GREETING_HI}`]);

    // Practice: the start card and the (empty) recent sets.
    await page.goto(`${server.url}/practice`);
    await page.getByRole('heading', { level: 1, name: 'अभ्यास', exact: true }).waitFor();
    await page
      .getByText(
        'अभ्यास में समय की कोई सीमा नहीं है और यह आपके अंकों, रैंक या डैशबोर्ड में कभी नहीं गिना जाता। हर उत्तर के साथ तुरंत दिखता है कि वह सही है या नहीं, व्याख्या सहित।',
        { exact: true },
      )
      .waitFor();
    await page.getByRole('heading', { name: 'अभ्यास सेट शुरू करें', exact: true }).waitFor();
    const perSet = page.getByRole('combobox', { name: 'प्रति सेट प्रश्न' });
    expect(await perSet.locator('option:checked').textContent()).toBe('10 प्रश्न');
    await page.getByRole('heading', { name: 'हाल के अभ्यास सेट', exact: true }).waitFor();
    await page.getByRole('button', { name: 'मेरे गलत उत्तरों का अभ्यास करें', exact: true }).waitFor();
    const subject = page.getByRole('combobox', { name: 'विषय', exact: true });
    expect(await subject.locator('option:checked').textContent()).toBe('विषय चुनें');
    await perSet.selectOption('5');
    await subject.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'विषय का अभ्यास करें', exact: true }).click();

    // A set: the question, the tally, the check and the verdict.
    await page.waitForURL(/\/practice\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'प्रश्न 1 / 5', exact: true }).waitFor();
    await page.getByText('समय सीमा नहीं · आपके अंकों में कभी नहीं गिना जाता', { exact: true }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'में से' }).textContent()).toBe('0 उत्तर में से 0 सही');
    const check = page.getByRole('button', { name: 'उत्तर जाँचें', exact: true });
    expect(await check.isDisabled()).toBe(true);
    await page.getByRole('radiogroup').getByRole('radio').first().check();
    await check.click();
    const verdict = page.getByRole('status').locator('.MuiAlert-message > div').first();
    await verdict.waitFor();
    expect(await verdict.textContent()).toMatch(/^(सही!|गलत। सही उत्तर [A-D] है।)$/);
    await page.getByRole('button', { name: 'अगला प्रश्न', exact: true }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'में से' }).textContent()).toMatch(
      /^1 उत्तर में से [01] सही$/,
    );

    // The set is listed on /practice, in Hindi.
    await page.goto(`${server.url}/practice`);
    // The newest set comes first.
    const newest = page.getByRole('main').getByRole('link').filter({ hasText: 'जारी है' }).first();
    await newest.waitFor();
    expect(await newest.textContent()).toMatch(/जारी है5 में से 1 के उत्तर दिए · [01] सही · /);
    await page.context().close();
  });

  for (const theme of THEMES) {
    it(`reflows at 320 px with no serious axe violation, ${theme}`, async () => {
      // The language was kept for the demo student: a fresh sign-in is in Hindi already.
      const page = await open({ width: 320, height: 640 }, theme);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');

      await page.goto(`${server.url}/ai-assistant`);
      await page.getByRole('heading', { level: 1, name: 'AI अध्ययन सहायक', exact: true }).waitFor();
      await page.getByRole('group', { name: 'ये पूछकर देखें' }).waitFor();
      expect(await sideways(page)).toBe(0);
      expect(await seriousViolations(page, 'main')).toEqual([]);

      await page.goto(`${server.url}/practice`);
      await page.getByRole('heading', { level: 1, name: 'अभ्यास', exact: true }).waitFor();
      const recent = page.getByRole('link', { name: /जारी है/ }).first();
      await recent.waitFor();
      expect(await sideways(page)).toBe(0);
      expect(await seriousViolations(page, 'main')).toEqual([]);

      await recent.click();
      await page.waitForURL(/\/practice\/\d+$/);
      await page.getByRole('heading', { level: 2, name: 'प्रश्न 2 / 5', exact: true }).waitFor();
      expect(await sideways(page)).toBe(0);
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await page.context().close();
    });
  }
});
