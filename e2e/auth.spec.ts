import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailbox } from '../apps/server/src/test-support/mailbox.ts';
import { DEMO, DEMO_PASSWORD, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let context: BrowserContext;
let page: Page;

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
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext();
  page = await context.newPage();
});

const alertText = () => page.getByRole('alert').first().textContent();
let n = 0;
const uniqueEmail = () => `e2e${++n}-${Date.now()}@example.com`;

async function register(name: string, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
}

describe('sign-up and sign-out', () => {
  it('registers, lands on the dashboard, logs out, and the old token is dead on the server', async () => {
    await register('Kavya Iyer', uniqueEmail(), 'long enough 1');
    await page.waitForURL(`${server.url}/dashboard`);
    await expect.poll(() => page.getByText('Welcome back, Kavya Iyer!').isVisible()).toBe(true);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const me = await fetch(`${server.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  it('shows the sign-up errors of SPEC §5 and the server’s password rule', async () => {
    await page.goto(`${server.url}/register`);
    await page.getByRole('button', { name: 'Register' }).click();
    expect(await alertText()).toContain('Please enter all fields');
    await page.getByLabel('Name', { exact: true }).fill('A');
    await page.getByLabel('Email Address', { exact: true }).fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await page.getByLabel('Confirm Password', { exact: true }).fill('abcdefgX');
    await page.getByRole('button', { name: 'Register' }).click();
    expect(await alertText()).toContain('Passwords do not match');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(alertText)
      .toContain('Password must be at least 8 characters long and not a commonly used password.');
    expect(page.url()).toBe(`${server.url}/register`);
  });
});

describe('sign-in', () => {
  it('shows errors in a dismissable alert, cleared by typing, and signs in', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    expect(await alertText()).toContain('Please fill in all fields');

    await page.getByLabel('Email', { exact: true }).fill(DEMO.student.email);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(alertText).toContain('Invalid email or password.');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('3');
  });

  it('keeps signed-in users away from /login and anonymous ones away from the app', async () => {
    await page.goto(`${server.url}/tests`);
    await page.waitForURL(`${server.url}/login`);
    await login(page, server.url, DEMO.student.email);
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/dashboard`);
  });
});

describe('one-time codes', () => {
  it('signs in with an OTP read from a real SMTP inbox', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login via OTP' }).click();
    await page.waitForURL(`${server.url}/login-otp`);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    expect(await alertText()).toContain('Please enter your email address.');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.teacher.email);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    const code = await mailbox.otpFor(DEMO.teacher.email, 'sign-in');
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('2');
    await expect.poll(() => page.getByText('Teacher', { exact: true }).isVisible()).toBe(true);
  });

  it('resets a forgotten password in three steps and sends the student to sign in after 2 s', async () => {
    const email = uniqueEmail();
    await register('Farhan Ali', email, 'first password');
    await page.waitForURL(`${server.url}/dashboard`);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());

    await page.goto(`${server.url}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await mailbox.otpFor(email, 'reset');

    await page.getByRole('heading', { name: 'Enter OTP' }).waitFor();
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('second password');
    await page.getByLabel('Confirm Password', { exact: true }).fill('something else');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await alertText()).toContain('Passwords do not match');
    await page.getByLabel('Confirm Password', { exact: true }).fill('second password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText('Your password has been reset.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Login' }).isVisible()).toBe(true);
    await page.waitForURL(`${server.url}/login`, { timeout: 5000 });

    await login(page, server.url, email, 'second password');
  });
});
