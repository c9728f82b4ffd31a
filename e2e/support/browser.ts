import { type Browser, chromium, type Page } from 'playwright-core';

/** The system Chromium (Debian's package), never a downloaded one. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const DEMO_PASSWORD = 'Aspirant@2026';

export const DEMO = {
  coachingAdmin: { email: 'admin@aspirant.test', name: 'Coaching Admin', roleId: 1 },
  teacher: { email: 'teacher@aspirant.test', name: 'Teacher Demo', roleId: 2 },
  student: { email: 'student@aspirant.test', name: 'Student Demo', roleId: 3 },
  superAdmin: { email: 'superadmin@aspirant.test', name: 'Super Admin', roleId: 4 },
} as const;

/** Signs in through the form, as a person would, and waits for the dashboard. */
export async function login(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** A page of a new browser context (its own storage) of the given size, signed in through the form. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  viewport = { width: 1280, height: 900 },
  password = DEMO_PASSWORD,
): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await login(page, baseUrl, email, password);
  return page;
}
