import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox } from '../apps/server/src/test-support/mailbox.ts';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: mailbox.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

/** Registers a new student at phone width (or wider) and waits for the dashboard. */
async function registered(email: string, width: number, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Name', { exact: true }).fill('Meera Nair');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('long enough 1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('long enough 1');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  return page;
}

describe("'Confirm your email' in the shell (issue 13)", () => {
  it('asks a new account for the mailed code, by keyboard, at phone width in the dark theme', async () => {
    const email = `confirm-${Date.now()}@example.com`;
    const page = await registered(email, 360, 'dark');
    const notice = page.getByRole('region', { name: 'Confirm your email' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`We sent a 6-digit code to ${email}.`);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Resending at once meets the one-a-minute quota, and says so.
    await notice.getByRole('button', { name: 'Resend code' }).click();
    await expect.poll(() => notice.getByRole('status').textContent()).toMatch(/^Too many attempts\./);

    const code = await mailbox.otpFor(email, 'Confirm your Aspirant email');
    await notice.getByLabel('Confirmation code').focus();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await notice.waitFor({ state: 'detached' });
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/auth/user', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await res.json()).user.email_verified;
    });
    expect(me).toBe(true);
    await page.context().close();
  });

  it('shows a wrong code as the server words it, in the light theme on a wide screen', async () => {
    const email = `wrong-${Date.now()}@example.com`;
    const page = await registered(email, 1280, 'light');
    const notice = page.getByRole('region', { name: 'Confirm your email' });
    await notice.waitFor();
    const code = await mailbox.otpFor(email, 'Confirm your Aspirant email');
    await notice.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000');
    await notice.getByRole('button', { name: 'Confirm email' }).click();
    await expect.poll(() => notice.getByRole('status').textContent()).toBe('Invalid or expired OTP.');
    await page.context().close();
  });
});
