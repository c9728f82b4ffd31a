import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, QUICK_TEST, registerStudent } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, login } from './support/browser.ts';
import { switchToHindi } from './support/hindi.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 15 point 9 on the Take Test screen: the interface in Hindi (intro, exam screen, the phone's bottom bar
 * and palette drawer, the submit summary, the leave and resume dialogs), apart from the question's own language
 * switch; no sideways scroll at 320 px and no serious axe-core violation in either theme.
 */
const PHONE = { width: 390, height: 844 } as const;
const NARROW = { width: 320, height: 640 } as const;
const BILINGUAL = 'Fundamental Rights & Duties: Topic Test (English / हिन्दी)';

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

async function see(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

interface HindiPage {
  page: Page;
  token: string;
}

/** A new student signed in, who turns the interface to Hindi with the top bar's switch. */
async function inHindi(
  viewport: { width: number; height: number },
  theme: 'light' | 'dark' = 'light',
): Promise<HindiPage> {
  const student = await registerStudent(server.url, 'Meera Hindi');
  // The app's CSP allows no inline script: the test injects axe past it, the app is unchanged.
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 900, bypassCSP: true });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await login(page, server.url, student.email, student.password);
  await switchToHindi(page);
  return { page, token: student.token };
}

/** Opens a catalogue test's intro. */
async function openIntro({ page, token }: HindiPage, name: string, search: string): Promise<void> {
  const { tests } = await apiClient(server.url, token).get<{ tests: { id: number; name: string }[] }>(
    `/api/tests?search=${encodeURIComponent(search)}`,
  );
  const test = tests.find((t) => t.name === name);
  expect(test, name).toBeDefined();
  // Through the catalogue card's link (an in-app move, so the browser's Back stays in the app); found by its
  // address, as the catalogue's own texts are another screen's.
  await page.goto(`${server.url}/tests?search=${encodeURIComponent(search)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.locator(`a[href="/take-test/${test!.id}"]`).click();
  await see(page.getByRole('heading', { level: 1, name }));
}

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'प्रश्न नेविगेशन' });
const paletteDrawer = (page: Page) => page.getByRole('dialog', { name: /^प्रश्न \d+ \(कुल \d+\)$/ });
const paletteButton = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'प्रश्न पैलेट' }).getByRole('button', { name: label, exact: true });
const submitDialog = (page: Page) => page.getByRole('dialog', { name: 'टेस्ट अभी जमा करें?' });

/** The submit summary's table, row by row. */
async function summaryRows(page: Page): Promise<string[][]> {
  const table = submitDialog(page).getByRole('table', { name: 'सारांश' });
  await see(table);
  return table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The distinct tops of the bottom bar's buttons (one row: one top). */
async function barRows(page: Page): Promise<number> {
  const tops = await bottomBar(page)
    .getByRole('button')
    .evaluateAll((list) => list.map((b) => Math.round(b.getBoundingClientRect().top)));
  return new Set(tops).size;
}

/** The exam layer; the app's top bar and navigation drawer (under it, checked by the shell's own specs) are left out. */
const EXAM_LAYER = { exclude: ['.MuiAppBar-root', 'nav[aria-label="मुख्य नेविगेशन"]'] };

describe('the Take Test screen in Hindi (issue 15 point 9)', () => {
  it(`takes the quick test at ${PHONE.width}x${PHONE.height}: intro, exam screen, bottom bar, drawer, summary, leave and resume`, async () => {
    const hindi = await inHindi(PHONE);
    const { page } = hindi;
    await openIntro(hindi, QUICK_TEST, 'quick');

    // The intro: facts, instructions and buttons in Hindi, numbers as before.
    await see(page.getByRole('heading', { level: 2, name: 'निर्देश' }));
    await see(page.getByText('अवधि', { exact: true }));
    await see(page.getByText('5 मिनट', { exact: true }));
    await see(page.getByText('अंकन योजना', { exact: true }));
    await see(page.getByText('+2 सही · −0.66 गलत · 0 अनुत्तरित', { exact: true }));
    await see(
      page.getByText('प्रत्येक प्रश्न के दो से छह विकल्प (A, B, …) हैं, जिनमें से केवल एक सही उत्तर है।', { exact: true }),
    );
    await see(
      page.getByText(
        "आपके पास 5 मिनट हैं। 'टेस्ट शुरू करें' दबाते ही टाइमर शुरू हो जाता है, और समय समाप्त होने पर टेस्ट अपने-आप जमा हो जाता है।",
        { exact: true },
      ),
    );
    await see(page.getByRole('link', { name: 'टेस्ट सूची पर लौटें' }));
    await page.getByRole('button', { name: 'टेस्ट शुरू करें' }).click();

    // The exam screen: the question's heading, the timer, and the bottom bar on one row.
    await see(page.getByRole('heading', { name: 'प्रश्न 1 (कुल 5)' }));
    await see(page.getByRole('timer', { name: 'शेष समय' }));
    expect(await bottomBar(page).getByRole('button').allTextContents()).toEqual([
      'पिछला',
      'समीक्षा के लिए चिह्नित करें और आगे बढ़ें',
      'अगला',
    ]);
    expect(await barRows(page)).toBe(1);
    expect(await sidewaysOverflow(page)).toBe(0);
    await see(page.getByRole('button', { name: 'उत्तर मिटाएँ' }));
    await see(page.getByRole('button', { name: 'समय से पहले जमा करें' }));

    // Keys answer the question (the focus is on it); the save state says so in Hindi.
    await page.keyboard.press('1');
    await expect.poll(() => page.getByRole('radio').nth(0).isChecked()).toBe(true);
    await see(page.getByText('सभी उत्तर सहेजे गए', { exact: true }));
    await page.getByRole('button', { name: 'समीक्षा के लिए चिह्नित करें और आगे बढ़ें' }).click();
    await see(page.getByRole('heading', { name: 'प्रश्न 2 (कुल 5)' }));

    // The palette drawer with its legend and the buttons' names.
    await page.getByRole('button', { name: 'पैलेट', exact: true }).click();
    const drawer = paletteDrawer(page);
    await see(drawer);
    await see(drawer.getByRole('heading', { name: 'प्रश्न पैलेट' }));
    for (const text of [
      'उत्तर दिया (1)',
      'देखा, पर उत्तर नहीं दिया (1)',
      'समीक्षा के लिए चिह्नित (1)',
      'नहीं देखा (3)',
    ])
      await see(drawer.getByText(text, { exact: true }));
    await see(paletteButton(page, 'प्रश्न 1: समीक्षा के लिए चिह्नित, उत्तर दिया'));
    await see(paletteButton(page, 'प्रश्न 2: देखा, पर उत्तर नहीं दिया'));
    await paletteButton(page, 'प्रश्न 5: नहीं देखा').click();
    await drawer.waitFor({ state: 'hidden' });
    await see(page.getByRole('heading', { name: 'प्रश्न 5 (कुल 5)' }));
    expect(await bottomBar(page).getByRole('button').allTextContents()).toEqual([
      'पिछला',
      'समीक्षा के लिए चिह्नित करें और आगे बढ़ें',
      'टेस्ट जमा करें',
    ]);

    // 'Submit Test' asks first, with the summary in Hindi.
    await bottomBar(page).getByRole('button', { name: 'टेस्ट जमा करें' }).click();
    expect(await summaryRows(page)).toEqual([
      ['स्थिति', 'प्रश्न'],
      ['उत्तर दिए', '1'],
      ['उत्तर नहीं दिए', '2'],
      ['समीक्षा के लिए चिह्नित', '1'],
      ['नहीं देखे', '2'],
      ['कुल', '5'],
    ]);
    await see(
      submitDialog(page).getByText(
        'समीक्षा के लिए चिह्नित उत्तर भी बाकी उत्तरों की तरह जाँचे जाते हैं। जमा करने के बाद उत्तर बदले नहीं जा सकते।',
        { exact: true },
      ),
    );
    await see(submitDialog(page).getByRole('button', { name: 'अभी जमा करें' }));
    expect(await sidewaysOverflow(page)).toBe(0);
    await submitDialog(page).getByRole('button', { name: 'उत्तर देना जारी रखें' }).click();
    await submitDialog(page).waitFor({ state: 'hidden' });

    // The browser's Back asks first, in Hindi.
    await page.goBack();
    const leave = page.getByRole('dialog', { name: 'टेस्ट छोड़ें?' });
    await see(
      leave.getByText(
        'आपके बाहर रहने पर भी टाइमर चलता रहता है। आपके उत्तर सहेजे गए हैं, और लौटने पर टेस्ट इसी प्रश्न से फिर खुलेगा।',
        { exact: true },
      ),
    );
    await see(leave.getByRole('button', { name: 'टेस्ट छोड़ें' }));
    await leave.getByRole('button', { name: 'टेस्ट में बने रहें' }).click();
    await leave.waitFor({ state: 'hidden' });
    await see(page.getByRole('heading', { name: 'प्रश्न 5 (कुल 5)' }));

    // Another browser of the same student (the Hindi choice comes with it): the resume dialog in Hindi.
    const state = await page.context().storageState();
    const other = await browser.newContext({ viewport: PHONE, hasTouch: true, storageState: state });
    const second = await other.newPage();
    await second.goto(page.url());
    const resume = second.getByRole('dialog', { name: 'अपना टेस्ट जारी रखें?' });
    await see(
      resume.getByText(
        /^इस टेस्ट का आपका एक प्रयास अधूरा है। उत्तर दिए गए प्रश्न: 5 में से 1, समीक्षा के लिए चिह्नित: 1, शेष समय: \d\d:\d\d।$/,
      ),
    );
    await see(resume.getByRole('button', { name: 'नए सिरे से शुरू करें' }));
    await resume.getByRole('button', { name: 'जारी रखें', exact: true }).click();
    await see(second.getByRole('heading', { name: 'प्रश्न 5 (कुल 5)' }));
    await other.close();

    // Submitting from the summary opens the result.
    await bottomBar(page).getByRole('button', { name: 'टेस्ट जमा करें' }).click();
    await submitDialog(page).getByRole('button', { name: 'अभी जमा करें' }).click();
    await page.waitForURL(/\/results\/\d+$/);
    await page.context().close();
  });

  it(`reflows at ${NARROW.width}x${NARROW.height} in Hindi: no sideways scroll, the bottom bar on one row`, async () => {
    const hindi = await inHindi(NARROW);
    const { page } = hindi;
    await openIntro(hindi, QUICK_TEST, 'quick');
    await see(page.getByRole('button', { name: 'टेस्ट शुरू करें' }));
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('button', { name: 'टेस्ट शुरू करें' }).click();
    await see(page.getByRole('heading', { name: 'प्रश्न 1 (कुल 5)' }));
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await barRows(page)).toBe(1);
    const bar = (await bottomBar(page).boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(NARROW.height);
    // Every bottom-bar button is inside the screen.
    for (const box of await bottomBar(page)
      .getByRole('button')
      .evaluateAll((list) => list.map((b) => b.getBoundingClientRect().toJSON() as DOMRect)))
      expect(box.right).toBeLessThanOrEqual(NARROW.width);

    await page.getByRole('button', { name: 'पैलेट', exact: true }).click();
    await see(paletteDrawer(page));
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('button', { name: 'पैलेट बंद करें' }).click();
    await paletteDrawer(page).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'समय से पहले जमा करें' }).click();
    expect((await summaryRows(page)).map((row) => row[0])).toEqual([
      'स्थिति',
      'उत्तर दिए',
      'उत्तर नहीं दिए',
      'समीक्षा के लिए चिह्नित',
      'नहीं देखे',
      'कुल',
    ]);
    await see(submitDialog(page).getByText('जमा करने के बाद उत्तर बदले नहीं जा सकते।', { exact: true }));
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.context().close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe-core violation in Hindi, ${theme}: intro, exam screen, drawer, summary`, async () => {
      const hindi = await inHindi(PHONE, theme);
      const { page } = hindi;
      await openIntro(hindi, QUICK_TEST, 'quick');
      await see(page.getByRole('button', { name: 'टेस्ट शुरू करें' }));
      expect(await seriousViolations(page, EXAM_LAYER)).toEqual([]);
      await page.getByRole('button', { name: 'टेस्ट शुरू करें' }).click();
      await see(page.getByRole('heading', { name: 'प्रश्न 1 (कुल 5)' }));
      await page.keyboard.press('3');
      await page.getByRole('button', { name: 'समीक्षा के लिए चिह्नित करें और आगे बढ़ें' }).click();
      await see(page.getByRole('heading', { name: 'प्रश्न 2 (कुल 5)' }));
      expect(await seriousViolations(page, EXAM_LAYER)).toEqual([]);
      await page.getByRole('button', { name: 'पैलेट', exact: true }).click();
      await see(paletteDrawer(page));
      expect(await seriousViolations(page, EXAM_LAYER)).toEqual([]);
      await page.keyboard.press('Escape');
      await paletteDrawer(page).waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'समय से पहले जमा करें' }).click();
      await see(submitDialog(page).getByRole('button', { name: 'अभी जमा करें' }));
      expect(await seriousViolations(page, EXAM_LAYER)).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps the question language apart from the interface language on a desktop', async () => {
    const hindi = await inHindi({ width: 1280, height: 900 });
    const { page } = hindi;
    await openIntro(hindi, BILINGUAL, 'fundamental');
    await see(page.getByText('अंग्रेज़ी / हिन्दी', { exact: true }));
    await see(
      page.getByText('प्रश्न English या हिन्दी में पढ़े जा सकते हैं: प्रश्नों की भाषा कभी भी बदलें।', {
        exact: true,
      }),
    );
    await page.getByRole('button', { name: 'टेस्ट शुरू करें' }).click();
    await see(page.getByRole('heading', { name: 'प्रश्न 1 (कुल 9)' }));
    await see(page.getByRole('navigation', { name: 'प्रश्न पैलेट' }));
    await see(
      page.getByText('फ़ोकस प्रश्न पर हो तो: कुंजी 1–4 से विकल्प चुनें · बाएँ व दाएँ तीर कुंजियों से प्रश्न बदलें', {
        exact: true,
      }),
    );

    // The question's own switch, named as such, changes the question and nothing of the interface.
    const questionLanguage = page.getByRole('group', { name: 'प्रश्नों की भाषा' });
    const labelledBy = await page.getByRole('radiogroup').getAttribute('aria-labelledby');
    const questionText = page.locator(`[id="${labelledBy?.split(' ')[1]}"]`);
    expect(await questionText.getAttribute('lang')).toBe('en');
    await questionLanguage.getByRole('button', { name: 'हिन्दी' }).click();
    expect(await questionLanguage.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect.poll(() => questionText.getAttribute('lang')).toBe('hi');
    await questionLanguage.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => questionText.getAttribute('lang')).toBe('en');
    await see(page.getByRole('heading', { name: 'प्रश्न 1 (कुल 9)' }));
    expect(await page.getByRole('switch', { name: 'हिन्दी' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

    // Leaving through the app's navigation asks first, in Hindi.
    await page.getByRole('navigation', { name: 'मुख्य नेविगेशन' }).getByRole('link', { name: 'डैशबोर्ड' }).click();
    const leave = page.getByRole('dialog', { name: 'टेस्ट छोड़ें?' });
    await see(leave);
    await leave.getByRole('button', { name: 'टेस्ट छोड़ें' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.context().close();
  });
});
