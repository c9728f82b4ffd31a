import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent } from './support/api.ts';
import { launchBrowser, login } from './support/browser.ts';
import { switchToHindi } from './support/hindi.ts';
import { type RunningServer, startServer } from './support/server.ts';

/** Issue 15 point 9: the interface in Hindi, kept per user, with the app's own Devanagari font. */
/** The dashboard's heading in Hindi (lib/i18n/hindi/dashboard.ts). */
const HUB_HI = 'प्रदर्शन विश्लेषण केंद्र';

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

async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/**
 * Whether the shipped Devanagari face is loaded and is what the app's own font stack draws Devanagari with, in
 * the weights the app uses (a system font that merely claims Devanagari once drew boxes for medium-weight text),
 * and whether that differs from the missing-glyph box.
 */
async function devanagariFont(
  page: Page,
): Promise<{ loaded: boolean; notInShippedFace: string[]; differsFromTofu: boolean }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const stack = getComputedStyle(document.body).fontFamily;
    await Promise.all(
      [400, 500, 600].map((weight) => document.fonts.load(`${weight} 32px ${stack}`, 'हिन्दी')),
    );
    const loaded = [...document.fonts].some(
      (face) => face.family.replace(/"/g, '') === 'Noto Sans Devanagari' && face.status === 'loaded',
    );
    const canvas = document.createElement('canvas').getContext('2d')!;
    const width = (font: string, text: string) => {
      canvas.font = font;
      return canvas.measureText(text).width;
    };
    // The page's own headings and buttons, as they are drawn (a later-loading face must have replaced any
    // fallback), against the same text set in the shipped face alone.
    const notInShippedFace = [...document.querySelectorAll('h1, button, [role="switch"]')]
      .filter((el) => /[\u0900-\u097F]/.test(el.textContent ?? '') && !el.querySelector('svg'))
      .filter((el) => {
        const style = getComputedStyle(el);
        // The text alone: a button also holds its ripple, as wide as the button.
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let node = walker.nextNode();
        while (node && !/[\u0900-\u097F]/.test(node.textContent ?? '')) node = walker.nextNode();
        const range = document.createRange();
        range.selectNodeContents(node!);
        const drawn = range.getBoundingClientRect().width;
        const span = document.createElement('span');
        span.style.cssText = `position:absolute;white-space:nowrap;font-size:${style.fontSize};font-weight:${style.fontWeight};letter-spacing:${style.letterSpacing};font-family:"Noto Sans Devanagari",${stack}`;
        span.textContent = node!.textContent;
        document.body.append(span);
        const expected = span.getBoundingClientRect().width;
        span.remove();
        return Math.abs(drawn - expected) >= 1;
      })
      .map((el) => `${el.textContent}: ${el.outerHTML.slice(0, 120)}`);
    // Private-use code points have no glyph anywhere: their width is the box a missing glyph draws.
    const tofu = width(
      '32px "Noto Sans Devanagari"',
      '\uE000\uE001\uE002\uE003\uE004\uE005\uE006\uE007\uE008',
    );
    const differsFromTofu = Math.abs(width('32px "Noto Sans Devanagari"', 'हिन्दी डैशबोर्ड') - tofu) > 1;
    return { loaded, notInShippedFace, differsFromTofu };
  });
}

describe('the interface in Hindi', () => {
  it('switches in the top bar; the shell, profile and lang follow; kept on reload and at a fresh sign-in elsewhere', async () => {
    const student = await registerStudent(server.url, 'Kavya Nair');
    const page = await freshPage();
    await login(page, server.url, student.email, student.password);
    await page.getByRole('heading', { name: 'Performance Analytics Hub', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.title()).toBe('Dashboard · Aspirant');

    await switchToHindi(page);
    expect(await page.title()).toBe('डैशबोर्ड · Aspirant');
    const nav = page.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
    for (const item of ['डैशबोर्ड', 'टेस्ट', 'प्रदर्शन', 'लेक्चर', 'AI सहायक', 'प्रोफ़ाइल', 'सेटिंग्स', 'लॉग आउट']) {
      await nav
        .getByRole('button', { name: item, exact: true })
        .or(nav.getByRole('link', { name: item, exact: true }))
        .waitFor();
    }
    await page.getByRole('button', { name: 'सूचनाएँ', exact: true }).waitFor();
    expect(await page.getByRole('switch', { name: 'हिन्दी' }).getAttribute('aria-checked')).toBe('true');
    expect(await devanagariFont(page)).toEqual({
      loaded: true,
      notInShippedFace: [],
      differsFromTofu: true,
    });

    await nav.getByRole('link', { name: 'प्रोफ़ाइल', exact: true }).click();
    await page.getByRole('heading', { name: 'प्रोफ़ाइल', level: 1 }).waitFor();
    expect(await page.getByLabel('इंटरफ़ेस की भाषा').inputValue()).toBe('hi');
    await page.getByText('मेनू, बटन और संदेशों की भाषा। आपके खाते में सहेजी जाती है।').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'प्रोफ़ाइल', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

    // Another browser, never switched: English until the sign-in, where the server's choice wins.
    const other = await freshPage();
    await other.goto(`${server.url}/login`);
    await other.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    await other.getByLabel('Email', { exact: true }).fill(student.email);
    await other.getByLabel('Password', { exact: true }).fill(student.password);
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await other.getByRole('navigation', { name: 'मुख्य नेविगेशन' }).waitFor();
    await other.getByRole('heading', { name: HUB_HI, level: 1 }).waitFor();
    expect(await other.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await other.title()).toBe('डैशबोर्ड · Aspirant');

    // Back to English from the profile's select; kept on the server too.
    await page.getByLabel('इंटरफ़ेस की भाषा').selectOption('en');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect
      .poll(async () => {
        const res = await fetch(`${server.url}/api/profile/ui-language`, {
          headers: { authorization: `Bearer ${student.token}` },
        });
        return ((await res.json()) as { uiLanguage: string }).uiLanguage;
      })
      .toBe('en');
    await page.context().close();
    await other.context().close();
  });

  it('shows the sign-in in Hindi when signed out, kept on this device across a reload', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    expect(await page.title()).toBe('Sign In · Aspirant');
    await page.getByRole('switch', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'साइन इन', level: 1 }).waitFor();
    await page.getByText('अपने खाते में लॉग इन करें').waitFor();
    await page.getByLabel('ईमेल', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
    await page.getByText('कृपया सभी फ़ील्ड भरें').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'साइन इन', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.title()).toBe('साइन इन · Aspirant');
    expect(await devanagariFont(page)).toEqual({
      loaded: true,
      notInShippedFace: [],
      differsFromTofu: true,
    });
    await page.context().close();
  });
});
