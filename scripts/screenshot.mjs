// Signs in as the demo student and saves screenshots: node scripts/screenshot.mjs [baseUrl] [outDir]
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = process.argv[3] ?? 'docs/screenshots';
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(`${base}/login`);
await page.getByRole('heading', { name: 'Sign In' }).waitFor();
await page.screenshot({ path: `${out}/login.png` });
await page.getByLabel('Email', { exact: true }).fill('student@aspirant.test');
await page.getByLabel('Password', { exact: true }).fill('Aspirant@2026');
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForURL(`${base}/dashboard`);
await page.getByRole('heading', { level: 1 }).first().waitFor();
await page.waitForLoadState('networkidle');
// The charts arrive with their own chunk: wait for the first one and its animation.
await page.locator('main canvas').first().waitFor();
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/dashboard.png` });
for (const path of process.argv.slice(4)) {
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.screenshot({ path: `${out}/${path.replace(/\W+/g, '-').replace(/^-/, '')}.png` });
}
await browser.close();
