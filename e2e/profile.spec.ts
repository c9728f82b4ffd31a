import { PROFILE_MESSAGES, targetYearRange } from '@aspirant/contract/profile.ts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox } from '../apps/server/src/test-support/mailbox.ts';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let page: Page;

const PASSWORD = 'Profile@2026';
const EMAIL = `profile-${Date.now()}@example.com`;
const NEW_EMAIL = `profile-new-${Date.now()}@example.com`;
const UPSC = 'UPSC Civil Services Prelims (GS Paper I)';
// Next year, in India's calendar like the server's: one of the six years offered.
const TARGET_YEAR = String(targetYearRange(new Date()).from + 1);
// A real 1×1 PNG, so the browser can draw it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: mailbox.url });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  // A fresh student, so the demo account stays as it is.
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Name', { exact: true }).fill('Ravi Verma');
  await page.getByLabel('Email Address', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

async function see(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

async function openAccountMenuItem(name: 'Profile' | 'Settings'): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function choose(label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('/profile', () => {
  it('opens from the account menu and saves phone, target exam and year, language and name', async () => {
    await openAccountMenuItem('Profile');
    await page.waitForURL(`${server.url}/profile`);
    await see(page.getByRole('heading', { level: 1, name: 'Profile' }));
    await see(page.getByLabel('Phone'));
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Ravi Verma');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(EMAIL);
    expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);

    await page.getByLabel('Name', { exact: true }).fill('Ravi Kumar Verma');
    await page.getByLabel('Phone').fill('+91 98765 43210');
    await page.getByLabel('Bio').fill('Second attempt at the prelims.');
    await choose('Target exam', UPSC);
    await choose('Target year', TARGET_YEAR);
    await page.getByRole('radio', { name: 'हिन्दी' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await see(page.getByText(PROFILE_MESSAGES.saved));
    expect(PROFILE_MESSAGES.saved).toBe('Your profile has been saved.');

    // The top bar's account menu shows the new name at once.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await see(page.getByRole('menu').getByText('Ravi Kumar Verma'));
    await page.keyboard.press('Escape');

    await page.reload();
    await see(page.getByLabel('Phone'));
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Ravi Kumar Verma');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+91 98765 43210');
    expect(await page.getByLabel('Bio').inputValue()).toBe('Second attempt at the prelims.');
    expect(await page.getByRole('combobox', { name: 'Target exam' }).textContent()).toBe(UPSC);
    expect(await page.getByRole('combobox', { name: 'Target year' }).textContent()).toBe(TARGET_YEAR);
    expect(await page.getByRole('radio', { name: 'हिन्दी' }).isChecked()).toBe(true);

    // Settings › My Profile shows the same profile.
    await openAccountMenuItem('Settings');
    await page.waitForURL(`${server.url}/settings`);
    await see(page.getByLabel('First Name'));
    expect(await page.getByLabel('First Name').inputValue()).toBe('Ravi');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Kumar Verma');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+91 98765 43210');
    expect(await page.getByLabel('Bio').inputValue()).toBe('Second attempt at the prelims.');
    expect(await page.getByText('not stored yet').count()).toBe(0);
  });

  it('uploads a photo that shows in the avatar, and removes it', async () => {
    await openAccountMenuItem('Profile');
    await page.waitForURL(`${server.url}/profile`);
    // Settings › My Profile, still on screen while /profile's code loads, has its own Phone and photo input:
    // wait for what only /profile has, or the file goes to an input about to be removed.
    await see(page.getByRole('combobox', { name: 'Target exam' }));
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const photo = page.getByRole('img', { name: 'Photo of Ravi Kumar Verma' });
    await see(photo);
    expect(await photo.getAttribute('src')).toMatch(
      /^\/media\/photos\/\d+\/[0-9a-z]+\?exp=\d+&sig=[\w-]{43}$/,
    );
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await page.getByRole('button', { name: 'Remove Photo' }).waitFor({ state: 'detached' });
    expect(await photo.count()).toBe(0);
  });

  it('changes the email with the code sent to the new address', async () => {
    await see(page.getByLabel('Phone'));
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByLabel('New email').fill(NEW_EMAIL);
    await page.getByLabel('Current password').fill(PASSWORD);
    const before = mailbox.messages.length;
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    await see(page.getByText(PROFILE_MESSAGES.emailChangeCodeSent(NEW_EMAIL)));
    const mail = await mailbox.waitFor(
      NEW_EMAIL,
      (m) => mailbox.messages.indexOf(m) >= before && m.subject.includes('email change code'),
    );
    const code = /: (\d{6})\b/.exec(mail.raw)![1]!;
    // A new account also shows the 'Confirm your email' notice (its 'Confirmation code', 'Confirm email').
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await see(page.getByText(PROFILE_MESSAGES.emailChanged));
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(NEW_EMAIL);
    // The old address got the notice; the session stays signed in and the menu shows the new address.
    expect(mailbox.messages.some((m) => m.to.includes(EMAIL) && m.subject.includes('about to change'))).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Account menu' }).click();
    await see(page.getByRole('menu').getByText(NEW_EMAIL));
    await page.keyboard.press('Escape');
  });

  it('opens a bilingual test in the preferred language (हिन्दी, saved above)', async () => {
    const name = 'Fundamental Rights & Duties: Topic Test (English / हिन्दी)';
    await page.goto(`${server.url}/tests?search=fundamental`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('link', { name: 'Start Test' }).click();
    await see(page.getByRole('heading', { level: 1, name }));
    await page.getByRole('button', { name: 'Start Test' }).click();
    await see(page.getByRole('heading', { name: 'Question 1 of 9' }));
    expect(await page.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('false');
  });
});
