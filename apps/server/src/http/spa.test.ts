import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INPUT_MESSAGES } from '@aspirant/contract/input.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPglite } from '../db/client.ts';

let dir: string;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'aspirant-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Aspirant</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  database = await openPglite(undefined);
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    logger: false,
    webDir: dir,
    sweepIntervalMs: 0,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every page path with index.html (history fallback), revalidated', async () => {
    for (const url of ['/', '/dashboard', '/take-test/12', '/subjects/Art%20%26%20Culture']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves fingerprinted assets for a year and keeps API misses as JSON 404s', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script is no document: nosniff only, not the document's policies (issue 15 point 11).
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    // A missing asset is answered by the page (history fallback), which keeps the page's policies.
    const missing = await app.inject({ method: 'GET', url: '/assets/missing-abc.js' });
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(missing.headers['x-frame-options']).toBe('DENY');
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Not found.', code: 'NOT_FOUND' });
    const post = await app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
  });

  it('refuses a NUL in a page path with 400, never 500 (issue 13)', async () => {
    for (const url of ['/%00', '/dashboard%00', '/assets/%00.js', '/api/%00']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: { success: false, message: INPUT_MESSAGES.unstorableAddress, code: 'VALIDATION' },
      });
    }
  });
});
