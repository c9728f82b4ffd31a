import { register, type SessionBody } from '@aspirant/contract/auth.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { createTestContext, GENEROUS_LIMITS, type TestContext } from '../../test-support/app.ts';
import { type CallOptions, urlOf } from '../../test-support/call.ts';

// One nginx in front, as the README's "Behind nginx" sets it up: TRUST_PROXY=1.
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({
    env: { TRUST_PROXY: '1' },
    authLimits: { ...GENEROUS_LIMITS, registerFailuresPerIp: { max: 1, windowSeconds: 3600 } },
  });
});
afterAll(async () => {
  await t.close();
});

/** A registration as nginx passes it on: from the proxy's address, with the client appended to X-Forwarded-For. */
const viaNginx = (body: CallOptions<typeof register>['body'], forwardedFor: string, proto = 'http') =>
  t.app.inject({
    method: register.method,
    url: urlOf(register),
    payload: body,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': proto },
  });

describe('TRUST_PROXY=1 (issue 13: a hop count is honoured, the left-most entry never believed)', () => {
  it('gives ten forwarded addresses ten quotas, and ignores what a client wrote on the left', async () => {
    const taken = `taken-${Date.now()}@example.com`;
    expect(
      (await viaNginx({ name: 'T', email: taken, password: 'a password' }, '198.51.100.1')).statusCode,
    ).toBe(201);
    const probe = { name: 'P', email: taken, password: 'a password' };
    // Each client's one refused registration fills its own quota only.
    for (let i = 1; i <= 10; i++) {
      expect((await viaNginx(probe, `203.0.113.${i}`)).statusCode).toBe(409);
    }
    expect((await viaNginx(probe, '203.0.113.1')).statusCode).toBe(429);
    // The client wrote a fresh address itself; nginx appended the real one on the right.
    expect((await viaNginx(probe, '192.0.2.77, 203.0.113.2')).statusCode).toBe(429);
    expect((await viaNginx(probe, '192.0.2.77, 203.0.113.11')).statusCode).toBe(409);
  });

  it('records the forwarded client on the session and marks the device cookie Secure behind https', async () => {
    const email = `proxied-${Date.now()}@example.com`;
    const res = await viaNginx(
      { name: 'S', email, password: 'a password' },
      '192.0.2.1, 198.51.100.23',
      'https',
    );
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const rows = await t.database.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.userId, res.json<SessionBody>().user.id));
    expect(rows).toEqual([{ ip: '198.51.100.23' }]);
  });
});
