import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 13 point 4 (decision 0009): demo mode shows itself; without it the first super admin comes from the
// one-time link in the log.
const CHIP_NAME = 'Demo mode: sample accounts and data';
const NOTE = 'Demo mode: the demo accounts listed in the README are ready to sign in.';
const LINK_INVALID =
  'This setup link is not valid: it has been used, or a super admin already exists. Sign in, or ask your administrator.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(width: number, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  return context.newPage();
}

const chip = (page: Page) => page.getByRole('img', { name: CHIP_NAME });

describe('in demo mode', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('says so on the sign-in page and in the top bar, and the demo student has a full dashboard', async () => {
    const page = await newPage(1280);
    await page.goto(`${server.url}/login`);
    await page.getByText(NOTE, { exact: true }).waitFor();
    await login(page, server.url, DEMO.student.email);
    await chip(page).waitFor();
    expect(await chip(page).innerText()).toBe('Demo');
    const card = (name: string) => page.getByRole('region', { name, exact: true }).locator('p').first();
    await expect.poll(() => card('Total Tests Taken').textContent()).toBe('17');
    expect(await card('All India Rank').textContent()).toBe('#9');
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)('keeps the top bar on one line at 320 px (%s theme)', async (theme) => {
    const page = await newPage(320, theme);
    await login(page, server.url, DEMO.student.email);
    await chip(page).waitFor();
    // On a phone only the icon shows; the name still says what it means.
    expect(await chip(page).innerText()).toBe('');
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar!.height).toBeLessThanOrEqual(64);
    const chipBox = await chip(page).boundingBox();
    expect(chipBox!.y).toBeLessThan(bar!.y + bar!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.context().close();
  });
});

describe('without demo mode', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DEMO: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('creates the first super admin from the link in the log, once', async () => {
    await expect.poll(() => /\/setup\/([A-Za-z0-9_-]{43}) to create/.test(server.logs())).toBe(true);
    const token = /\/setup\/([A-Za-z0-9_-]{43}) to create/.exec(server.logs())![1]!;
    const page = await newPage(1280);
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.getByText(NOTE).count()).toBe(0);

    await page.goto(`${server.url}/setup/${token}`);
    await page.getByRole('heading', { name: 'Create the First Super Admin' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Centre Owner');
    await page.getByLabel('Email', { exact: true }).fill('owner@centre.example');
    await page.getByLabel('Password', { exact: true }).fill('a long first secret');
    await page.getByLabel('Confirm Password', { exact: true }).fill('a long first secret');
    await page.getByRole('button', { name: 'Create Super Admin' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText('Super Admin', { exact: true }).first().waitFor();
    expect(await chip(page).count()).toBe(0);
    await page.context().close();

    const again = await newPage(1280);
    await again.goto(`${server.url}/setup/${token}`);
    await again.getByLabel('Name', { exact: true }).fill('Someone Else');
    await again.getByLabel('Email', { exact: true }).fill('else@centre.example');
    await again.getByLabel('Password', { exact: true }).fill('another long secret');
    await again.getByLabel('Confirm Password', { exact: true }).fill('another long secret');
    await again.getByRole('button', { name: 'Create Super Admin' }).click();
    await again.getByText(LINK_INVALID, { exact: true }).waitFor();
    expect(again.url()).toBe(`${server.url}/setup/${token}`);
    await again.context().close();
  });
});
