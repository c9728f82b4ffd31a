import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_TEST, registerStudent, takeTestViaApi } from './support/api.ts';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 15 point 9: text the server writes for a candidate, in Hindi when the interface is Hindi: the
 * dashboard's insights, the study plan and the assistant's starter prompts and answers (the server sends codes
 * and parameters beside its English; decision 0018).
 */
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  // A fresh student, interface in Hindi, submits the quick test (all Constitutional Framework & Preamble,
  // Polity): two right, three wrong, so 40 % on the one topic and subject.
  const student = await registerStudent(server.url, 'Hindi Student');
  const saved = await fetch(`${server.url}/api/profile/ui-language`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${student.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ uiLanguage: 'hi' }),
  });
  expect(saved.status).toBe(200);
  await takeTestViaApi(server.url, student.token, {
    testName: QUICK_TEST,
    plan: ['right', 'right', 'wrong', 'wrong', 'wrong'],
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

describe('text the server writes, in Hindi', () => {
  it('shows the dashboard insights in Hindi', async () => {
    await page.goto(`${server.url}/dashboard`);
    // The server's choice wins at sign-in.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    const insights = page.getByRole('region', { name: 'AI-आधारित इनसाइट' });
    await insights.getByText('Polity पर ध्यान देने की ज़रूरत है', { exact: true }).waitFor();
    // The description shares its element with the title: read the insight as a whole.
    expect(await insights.getByRole('listitem').first().innerText()).toContain(
      'Polity में आपके केवल 40% उत्तर सही हैं (5 में से 2)। जिन प्रश्नों में चूक हुई उनकी व्याख्या पढ़ें, फिर Polity का विषयवार टेस्ट दें।',
    );
    await insights.getByText('अनुमान लगाने से अंक कटते हैं', { exact: true }).waitFor();
    expect(await insights.getByText('Polity needs attention').count()).toBe(0);
  });

  it('generates a study plan written in Hindi', async () => {
    await page.goto(`${server.url}/study-plan`);
    await page.getByRole('button', { name: 'योजना बनाएँ', exact: true }).click();
    await page.getByTestId('plan-progress').waitFor();
    const summary = page.getByText(/^7 दिन, /);
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(
      /^7 दिन, \d{1,2} \S+ \d{4} से \d{1,2} \S+ \d{4} तक। यह आपके सबसे कमज़ोर टॉपिक से शुरू होती है: Constitutional Framework & Preamble \(40%\)। रोज़ एक टॉपिक का अभ्यास करें, सूची के टेस्ट दें, और जैसे-जैसे काम पूरे हों, उन पर निशान लगाते जाएँ।$/,
    );
    const titles = [];
    for (const box of await page.getByRole('checkbox').all()) {
      titles.push(
        await box.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent),
      );
    }
    expect(titles.slice(0, 3)).toEqual([
      'Constitutional Framework & Preamble का अभ्यास करें',
      'टेस्ट: Indian Polity Subject Test (English / हिन्दी)',
      'देखें: Sample lecture: getting started',
    ]);
    expect(await page.getByRole('main').innerText()).toContain(
      'अभ्यास · Constitutional Framework & Preamble. यहाँ आपकी सटीकता 40% है (5 में से 2)। हर उत्तर की व्याख्या पढ़ें, सही हो या गलत।',
    );
  });

  it('offers the starter prompts in Hindi and answers one in Hindi', async () => {
    await page.goto(`${server.url}/ai-assistant`);
    const group = page.getByRole('group', { name: 'ये पूछकर देखें' });
    await group.waitFor();
    await expect
      .poll(() => group.getByRole('button').allTextContents())
      .toEqual([
        'इस सप्ताह के लिए मेरी अध्ययन योजना बनाइए',
        'Constitutional Framework & Preamble के मुख्य बिंदु समझाइए',
        'मेरे स्कोर में कितना सुधार हो रहा है?',
        'लक्षित समय की तुलना में मेरी गति कैसी है?',
      ]);
    await group.getByRole('button', { name: 'मेरे स्कोर में कितना सुधार हो रहा है?' }).click();
    const log = page.getByRole('log', { name: 'बातचीत' }).getByRole('article');
    await expect
      .poll(async () => (await log.allTextContents()).at(-1) ?? '', { timeout: 15_000 })
      .toMatch(/^सहायक: ?आपने 1 टेस्ट दिया है, जिनका औसत/);
    expect((await log.allTextContents()).at(-2)).toBe('आपने कहा: मेरे स्कोर में कितना सुधार हो रहा है?');
  });
});
