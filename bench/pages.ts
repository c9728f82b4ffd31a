import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { ROOT, request, round, startAspirant, tempDir } from './lib.ts';

/**
 * A phone on a slow network, the figures Lighthouse's mobile preset simulates: 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, and a CPU four times slower than this machine's. DevTools applies the latency to every
 * request's response and the throughput to the bytes on the wire.
 */
export const FAST_3G = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 } as const;

/** Network quiet: no request in flight for this long ends a measurement. */
const QUIET_MS = 500;
const VIEWPORT = { width: 390, height: 844 } as const;
const DEMO_STUDENT = { email: 'student@aspirant.test', password: 'Aspirant@2026' };
const DEMO_TEACHER = { email: 'teacher@aspirant.test', password: 'Aspirant@2026' };
/** The exam screen is measured on the seed's shortest test, so a rerun on the same data starts it again. */
const EXAM_TEST = 'Quick Practice: 5 Questions in 5 Minutes';

interface Load {
  requests: number;
  /** Bytes on the wire (headers and bodies, as compressed as served). */
  kilobytes: number;
  scripts: number;
  /** The page's JavaScript gzipped (level 9, as Vite reports it), whatever the server sent. */
  jsGzipKB: number;
  /** Bytes of JavaScript on the wire. */
  jsKB: number;
  api: number;
  /** From the navigation (or the click) until the page's heading and main control are visible. */
  visibleMs: number;
  /** Visible, and every request the page started by then finished (no request for QUIET_MS afterwards). */
  usableMs: number;
  urls?: string[];
}

/**
 * `npm run bench -- pages`: the built app (PGlite, demo mode) on loopback, Chromium with the network and CPU
 * throttled as on a mid-range phone on Fast 3G, cold cache each time: /login, the demo student's /dashboard
 * (signed in, with history), and the exam screen after 'Start Test'. Bars: /login JS ≤ 150 KB gzip; a cold
 * dashboard ≤ 20 requests and ≤ 300 KB.
 */
export async function pages(): Promise<Record<string, unknown>> {
  const data = tempDir('bench-pages-');
  const server = await startAspirant({ DATABASE_URL: '', DATA_DIR: data.dir, DEMO: 'true' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const verbose = process.argv.includes('--urls');
  try {
    const base = server.url;
    const signIn = await request(`${base}/api/auth/login`, 'POST', DEMO_STUDENT);
    const { token } = JSON.parse(signIn.body) as { token: string };
    const storage = { token, userRole: '3' };
    const tests = JSON.parse(
      (await request(`${base}/api/tests?search=quick`, 'GET', undefined, token)).body,
    ) as { tests: { id: number; name: string }[] };
    const examId = tests.tests.find((t) => t.name === EXAM_TEST)?.id;
    if (examId === undefined) throw new Error(`No test named ${EXAM_TEST}`);

    const login = await measure(browser, null, async (page) => {
      await page.goto(`${base}/login`);
      return [
        page.getByRole('heading', { level: 1 }),
        page.getByRole('button', { name: 'Login', exact: true }),
      ];
    });
    const dashboard = await measure(browser, storage, async (page) => {
      await page.goto(`${base}/dashboard`);
      return [page.getByRole('heading', { level: 1 }), page.getByText('Total Tests Taken', { exact: true })];
    });
    const exam = await measure(browser, storage, async (page, reset) => {
      await page.goto(`${base}/take-test/${examId}`);
      const start = page.getByRole('button', { name: 'Start Test' });
      await start.waitFor({ state: 'visible', timeout: 120_000 });
      await quiet(page, reset.inFlight);
      reset.now();
      await start.click();
      return [page.getByRole('heading', { name: /^Question 1 of \d+$/ }), page.getByRole('radiogroup')];
    });
    // Issue 16: the question bank's JavaScript over the shell, counted from a click on the staff home's link
    // (the shell and the staff home already loaded), then the editor's from the list's 'New question'.
    const teacher = JSON.parse((await request(`${base}/api/auth/login`, 'POST', DEMO_TEACHER)).body) as {
      token: string;
    };
    const staff = { token: teacher.token, userRole: '2' };
    const fromStaffHome = async (page: Page, reset: Counter) => {
      await page.goto(`${base}/dashboard`);
      const link = page.getByRole('link', { name: 'Open the question bank' });
      await link.waitFor({ state: 'visible', timeout: 120_000 });
      await quiet(page, reset.inFlight);
      reset.now();
      await link.click();
    };
    const questionBank = await measure(browser, staff, async (page, reset) => {
      await fromStaffHome(page, reset);
      return [page.getByRole('heading', { level: 1, name: 'Question Bank' }), page.getByRole('searchbox')];
    });
    const questionEditor = await measure(browser, staff, async (page, reset) => {
      await fromStaffHome(page, reset);
      await page.getByRole('link', { name: 'New question' }).click();
      return [page.getByRole('heading', { level: 1, name: 'New question' })];
    });
    const strip = (l: Load) => (verbose ? l : { ...l, urls: undefined });
    const bankJsOk = questionEditor.jsGzipKB <= 60;
    const loginJsOk = login.jsGzipKB <= 150;
    const dashboardOk = dashboard.requests <= 20 && dashboard.kilobytes <= 300;
    return {
      throttling: FAST_3G,
      viewport: VIEWPORT,
      login: strip(login),
      dashboard: strip(dashboard),
      examAfterStart: strip(exam),
      questionBankOverShell: strip(questionBank),
      questionBankAndEditorOverShell: strip(questionEditor),
      bars: {
        loginJsGzipKB: `${login.jsGzipKB} (bar ≤ 150): ${loginJsOk ? 'met' : 'NOT met'}`,
        dashboard: `${dashboard.requests} requests, ${dashboard.kilobytes} KB (bar ≤ 20, ≤ 300): ${dashboardOk ? 'met' : 'NOT met'}`,
        questionBankJsGzipKB: `list ${questionBank.jsGzipKB}, list and editor ${questionEditor.jsGzipKB} over the shell (bar ≤ 60): ${bankJsOk ? 'met' : 'NOT met'}`,
      },
    };
  } finally {
    await browser.close();
    await server.kill();
    data.remove();
  }
}

interface Counter {
  inFlight: () => number;
  now: () => void;
}

/**
 * One cold load in a fresh context (empty HTTP cache, no service worker yet): `act` navigates (and may call
 * `reset.now()` to start counting at a click) and answers the locators that make the page usable.
 */
async function measure(
  browser: Browser,
  storage: Record<string, string> | null,
  act: (page: Page, reset: Counter) => Promise<Locator[]>,
): Promise<Load> {
  // The service worker registers after the load event and then fetches the page's later chunks itself, where
  // the page's throttling does not reach: blocked, so every byte is counted on the page's throttled network.
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  if (storage) {
    // The signed-in state a returning student's phone holds (the token, as sign-in stores it).
    await context.addInitScript({
      content: `for (const [k, v] of Object.entries(${JSON.stringify(storage)}))
        if (localStorage.getItem(k) === null) localStorage.setItem(k, v);`,
    });
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: FAST_3G.latencyMs,
    downloadThroughput: (FAST_3G.downloadKbps * 1000) / 8,
    uploadThroughput: (FAST_3G.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: FAST_3G.cpuSlowdown });

  const requests = new Map<string, { url: string; type: string; bytes: number; done: boolean }>();
  let lastDone = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', bytes: 0, done: false });
  });
  const finish = (id: string, bytes: number) => {
    const r = requests.get(id);
    if (!r) return;
    r.bytes = bytes;
    r.done = true;
    lastDone = performance.now();
  };
  cdp.on('Network.loadingFinished', (e) => finish(e.requestId, e.encodedDataLength));
  cdp.on('Network.loadingFailed', (e) => finish(e.requestId, 0));
  const inFlight = () => [...requests.values()].filter((r) => !r.done).length;

  let started = performance.now();
  const reset: Counter = {
    inFlight,
    now: () => {
      requests.clear();
      started = performance.now();
    },
  };
  const ready = await act(page, reset);
  for (const locator of ready) await locator.first().waitFor({ state: 'visible', timeout: 120_000 });
  const visibleMs = performance.now() - started;
  await quiet(page, inFlight);
  const usableMs = Math.max(visibleMs, lastDone - started);

  const all = [...requests.values()];
  const scripts = all.filter((r) => r.type === 'Script');
  const jsGzip = scripts.reduce((sum, r) => sum + gzipOf(new URL(r.url).pathname), 0);
  await context.close();
  return {
    requests: all.length,
    kilobytes: round(all.reduce((s, r) => s + r.bytes, 0) / 1024),
    scripts: scripts.length,
    jsGzipKB: round(jsGzip / 1024),
    jsKB: round(scripts.reduce((s, r) => s + r.bytes, 0) / 1024),
    api: all.filter((r) => new URL(r.url).pathname.startsWith('/api/')).length,
    visibleMs: Math.round(visibleMs),
    usableMs: Math.round(usableMs),
    urls: all.map((r) => `${r.type} ${new URL(r.url).pathname} ${round(r.bytes / 1024)}`),
  };
}

/** Waits until no request has been in flight for QUIET_MS. */
async function quiet(page: Page, inFlight: () => number): Promise<void> {
  let idleSince = performance.now();
  for (;;) {
    await page.waitForTimeout(50);
    if (inFlight() > 0) idleSince = performance.now();
    else if (performance.now() - idleSince >= QUIET_MS) return;
  }
}

const gzipCache = new Map<string, number>();
/** The built file's gzip size (level 9), from apps/web/dist. */
function gzipOf(pathname: string): number {
  let size = gzipCache.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(ROOT, 'apps/web/dist', pathname)), { level: 9 }).length;
    gzipCache.set(pathname, size);
  }
  return size;
}
