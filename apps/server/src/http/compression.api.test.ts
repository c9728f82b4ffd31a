import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, signIn } from '../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../test-support/app.ts';

// Answers of 1 KB and more are compressed for a browser that asks; small ones, and anything not asked for, go
// as they are (app.ts).
let t: TestContext;
let student: string;

beforeAll(async () => {
  t = await createTestContext();
  student = await signIn(t, DEMO_EMAILS.student);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${student}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('compressed answers', () => {
  it('sends a large answer in brotli or gzip, as asked, with the same JSON', async () => {
    const plain = await get('/api/tests?limit=9');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/tests?limit=9', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/tests?limit=9', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/api/auth/user', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never unpacks a compressed request body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      // Unpacked, this would be a sign-in with a wrong password (401); as it is, it is not JSON.
      payload: gzipSync(JSON.stringify({ email: DEMO_EMAILS.student, password: 'not the password' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
