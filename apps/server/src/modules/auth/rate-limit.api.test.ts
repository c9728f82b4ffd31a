import {
  forgotPassword,
  login as loginEndpoint,
  register,
  type SessionBody,
  sendOtp,
  verifyOtp,
  verifyResetOtp,
} from '@aspirant/contract/auth.ts';
import type { Endpoint } from '@aspirant/contract/endpoint.ts';
import { type ErrorBody, MESSAGES } from '@aspirant/contract/fields.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createTestContext,
  DEMO_PASSWORD,
  GENEROUS_LIMITS,
  type TestContext,
} from '../../test-support/app.ts';
import { type CallOptions, call, urlOf } from '../../test-support/call.ts';
import { AUTH_LIMITS, HALL_SIZE } from './limits.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({
    authLimits: {
      ...GENEROUS_LIMITS,
      loginFailuresPerAccount: { max: 3, windowSeconds: 900 },
      loginFailuresPerDevice: { max: 2, windowSeconds: 900 },
      loginFailuresPerIp: { max: 6, windowSeconds: 900 },
      registerFailuresPerIp: { max: 2, windowSeconds: 3600 },
      otpSendPerAddressBurst: { max: 1, windowSeconds: 60 },
      otpSendPerAddress: { max: 3, windowSeconds: 3600 },
      otpVerifyFailuresPerIp: { max: 4, windowSeconds: 900 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

// These requests come from a client address of their own (`remoteAddress`), which call() does not set.
const login = (email: string, password: string, ip = '127.0.0.1', cookie?: string) =>
  t.app.inject({
    method: loginEndpoint.method,
    url: urlOf(loginEndpoint),
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

const post = <E extends Endpoint>(endpoint: E, body: CallOptions<E>['body'], ip = '127.0.0.1') =>
  t.app.inject({ method: endpoint.method, url: urlOf(endpoint), payload: body as object, remoteAddress: ip });

/** The `name=value` part of the device cookie a sign-in set. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = String(res.headers['set-cookie'] ?? '');
  const match = /^(aspirant_device=[^;]+);/.exec(header);
  if (!match) throw new Error(`no device cookie in ${header}`);
  return match[1]!;
}

let counter = 0;
/** A new student from a client address of its own, so these accounts do not spend the tested addresses' quotas. */
async function registerStudent(password = 'correct horse 1') {
  const email = `limits${++counter}-${Date.now()}@example.com`;
  const res = await post(register, { name: 'Asha Verma', email, password }, `10.200.0.${counter}`);
  expect(res.statusCode).toBe(201);
  return { email, password };
}

describe('rate limits', () => {
  it('limits sign-in per account with 429, Retry-After and a clear message', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('teacher@aspirant.test', 'wrong', '10.0.0.1')).statusCode).toBe(401);
    const limited = await login('teacher@aspirant.test', DEMO_PASSWORD, '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits an unknown address the same way (no enumeration through limits)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('ghost@example.com', 'wrong', '10.0.1.1')).statusCode).toBe(401);
    expect((await login('ghost@example.com', 'wrong', '10.0.1.2')).statusCode).toBe(429);
  });

  it('throttles credential stuffing: one wrong password on each of many accounts from one address', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 6; i++)
      expect((await login(`user${i}@example.com`, 'wrong', ip)).statusCode).toBe(401);
    expect((await login('student@aspirant.test', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login('student@aspirant.test', DEMO_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });

  it('throttles sending codes to one address, known or not', async () => {
    for (const email of ['student@aspirant.test', 'nobody@example.com']) {
      const first = await call(t, sendOtp, { body: { email } });
      const second = await call(t, sendOtp, { body: { email } });
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(429);
      expect(second.error.message).toMatch(/^Too many attempts/);
    }
  });

  it('limits code checks per client address', async () => {
    const verify = () => post(verifyResetOtp, { email: 'admin@aspirant.test', otp: '123456' }, '10.0.3.1');
    for (let i = 0; i < 4; i++) expect((await verify()).statusCode).toBe(400);
    expect((await verify()).statusCode).toBe(429);
  });
});

describe('a hall behind one address (issue 13: per-address limits count failures, never successes)', () => {
  it('lets many successes through, then still counts the failures', async () => {
    const ip = '10.1.0.1';
    const accounts = [];
    for (let i = 0; i < 8; i++) {
      const email = `hall${i}-${Date.now()}@example.com`;
      const res = await post(register, { name: `Hall ${i}`, email, password: 'hall password' }, ip);
      expect(res.statusCode).toBe(201);
      accounts.push(email);
    }
    // 8 sign-ins from the address whose failure budget is 6: successes are never counted.
    for (const email of accounts) expect((await login(email, 'hall password', ip)).statusCode).toBe(200);
    expect((await login(accounts[0]!, 'mistyped', ip)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await login(`hall-x${i}@example.com`, 'wrong', ip)).statusCode).toBe(401);
    expect((await login(accounts[1]!, 'hall password', ip)).statusCode).toBe(429);
  });

  it('counts refused registrations (an address already taken), not accepted ones', async () => {
    const ip = '10.1.1.1';
    const taken = await registerStudent();
    for (let i = 0; i < 2; i++) {
      const res = await post(register, { name: 'Probe', email: taken.email, password: 'x password' }, ip);
      expect(res.statusCode).toBe(409);
    }
    const limited = await post(
      register,
      { name: 'New', email: `fresh-${Date.now()}@example.com`, password: 'x password' },
      ip,
    );
    expect(limited.statusCode).toBe(429);
  });

  it('is sized for a hall of 500 with the production limits', async () => {
    expect(HALL_SIZE).toBe(500);
    expect(AUTH_LIMITS.loginFailuresPerIp).toEqual({ max: 500, windowSeconds: 900 });
    expect(AUTH_LIMITS.otpVerifyFailuresPerIp).toEqual({ max: 500, windowSeconds: 900 });
    expect(AUTH_LIMITS.otpSendPerIp).toEqual({ max: 1000, windowSeconds: 900 });
    expect(AUTH_LIMITS.registerFailuresPerIp).toEqual({ max: 100, windowSeconds: 3600 });
  });
});

describe('per-account protection (issue 13: a stranger cannot lock the owner out)', () => {
  it('counts wrong passwords only: right ones from anywhere never use up the account', async () => {
    const { email, password } = await registerStudent();
    for (let i = 0; i < 5; i++)
      expect((await login(email, password, `10.2.0.${i + 1}`)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(email, 'wrong', '10.2.0.9')).statusCode).toBe(401);
    expect((await login(email, password, '10.2.0.10')).statusCode).toBe(200);
  });

  it("keeps the owner's device in after a stranger's wrong passwords lock untrusted clients out", async () => {
    const { email, password } = await registerStudent();
    const signedIn = await login(email, password, '10.3.0.1');
    expect(signedIn.statusCode).toBe(200);
    const cookie = deviceCookieOf(signedIn);
    // A stranger from many addresses: 12 wrong passwords.
    for (let i = 0; i < 12; i++) {
      const res = await login(email, `guess ${i}`, `10.3.1.${i + 1}`);
      expect(res.statusCode).toBe(i < 3 ? 401 : 429);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await login(email, password, '10.3.2.1')).statusCode).toBe(429);
    const owner = await login(email, password, '10.3.2.1', cookie);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).not.toBe(cookie);
  });

  it('lets a correct mailed code in however many wrong passwords came before', async () => {
    const { email } = await registerStudent();
    for (let i = 0; i < 12; i++) await login(email, `guess ${i}`, `10.4.0.${i + 1}`);
    expect((await post(sendOtp, { email }, '10.4.1.1')).statusCode).toBe(200);
    const code = await t.mailbox.otpFor(email, 'sign-in');
    const res = await post(verifyOtp, { email, otp: code }, '10.4.1.1');
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionBody>().user.email).toBe(email);
  });

  it("treats a forged cookie, or another account's, as untrusted", async () => {
    const victim = await registerStudent();
    const other = await registerStudent();
    const otherCookie = deviceCookieOf(await login(other.email, other.password, '10.5.0.1'));
    const victimCookie = deviceCookieOf(await login(victim.email, victim.password, '10.5.0.1'));
    for (let i = 0; i < 3; i++) await login(victim.email, 'wrong', `10.5.1.${i + 1}`);
    const forged = `${victimCookie.slice(0, -4)}${victimCookie.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect((await login(victim.email, victim.password, '10.5.2.1', otherCookie)).statusCode).toBe(429);
    expect((await login(victim.email, victim.password, '10.5.2.1', forged)).statusCode).toBe(429);
    expect((await login(victim.email, victim.password, '10.5.2.1', victimCookie)).statusCode).toBe(200);
  });

  it('gives a trusted device its own small budget, after which it counts as untrusted', async () => {
    const { email, password } = await registerStudent();
    const cookie = deviceCookieOf(await login(email, password, '10.6.0.1'));
    for (let i = 0; i < 3; i++) await login(email, 'wrong', `10.6.1.${i + 1}`);
    // The device's budget is 2 wrong passwords; they do not touch the account's.
    for (let i = 0; i < 2; i++) expect((await login(email, 'typo', '10.6.0.1', cookie)).statusCode).toBe(401);
    expect((await login(email, password, '10.6.0.1', cookie)).statusCode).toBe(429);
  });

  it('answers a wrong password and an unknown address identically, without a cookie', async () => {
    const { email } = await registerStudent();
    const wrong = await login(email, 'not it', '10.7.0.1');
    const unknown = await login(`nobody-${Date.now()}@example.com`, 'not it', '10.7.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json<ErrorBody>().message).toBe(MESSAGES.invalidCredentials);
    expect([wrong.headers['set-cookie'], unknown.headers['set-cookie']]).toEqual([undefined, undefined]);
  });

  it('sets the device cookie HttpOnly, SameSite=Strict, for /api/auth only, and not Secure over plain http', async () => {
    const { email, password } = await registerStudent();
    const res = await login(email, password, '10.8.0.1');
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(
      /^aspirant_device=\d+\.\d+\.[\w-]{22}\.[\w-]{43}; Path=\/api\/auth; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    );
  });
});

describe('code floods (issue 13: they neither void the pending code nor block sign-in)', () => {
  it("keeps the owner's pending code valid while newer codes are sent", async () => {
    const { email } = await registerStudent();
    expect((await post(sendOtp, { email }, '10.9.0.1')).statusCode).toBe(200);
    const ownersCode = await t.mailbox.otpFor(email, 'sign-in');
    for (let i = 0; i < 2; i++) {
      t.clock.advance(61_000);
      expect((await post(sendOtp, { email }, '10.9.1.1')).statusCode).toBe(200);
      await t.mailbox.otpFor(email, 'sign-in');
    }
    const res = await post(verifyOtp, { email, otp: ownersCode }, '10.9.0.1');
    expect(res.statusCode).toBe(200);
  });

  it('keeps separate quotas for sign-in and reset codes, and never blocks sign-in by password', async () => {
    // The limits count in fixed windows (lib/rate-limit.ts): start at the top of an hour, so that the four
    // sends below share one hour's window whatever the time the suite runs at.
    t.clock.advance(3_600_000 - (t.clock.now().getTime() % 3_600_000));
    const { email, password } = await registerStudent();
    for (let i = 0; i < 3; i++) {
      t.clock.advance(61_000);
      expect((await post(sendOtp, { email }, '10.10.0.1')).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    const flooded = await post(sendOtp, { email }, '10.10.0.1');
    expect(flooded.statusCode).toBe(429);
    const reset = await post(forgotPassword, { email }, '10.10.0.2');
    expect(reset.statusCode).toBe(200);
    expect(reset.json<z.output<typeof forgotPassword.response>>().message).toBe(MESSAGES.otpSent);
    expect((await login(email, password, '10.10.0.3')).statusCode).toBe(200);
  });
});

describe('IPv6 (issue 13: limits per /64)', () => {
  it('counts every address of one /64 together, and an IPv4-mapped address as its IPv4 address', async () => {
    const inOne64 = ['2001:db8:7:1::1', '2001:db8:7:1:aaaa::2', '2001:db8:7:1:ffff:ffff:ffff:fffe'];
    for (const ip of inOne64) expect((await login('v6-a@example.com', 'wrong', ip)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++)
      expect((await login(`v6-b${i}@example.com`, 'wrong', `2001:db8:7:1::${i + 10}`)).statusCode).toBe(401);
    expect((await login('v6-c@example.com', 'wrong', '2001:db8:7:1:1234::99')).statusCode).toBe(429);
    expect((await login('v6-c@example.com', 'wrong', '2001:db8:7:2::1')).statusCode).toBe(401);

    for (let i = 0; i < 6; i++)
      expect((await login(`v4m${i}@example.com`, 'wrong', '::ffff:10.11.0.1')).statusCode).toBe(401);
    expect((await login('v4m-x@example.com', 'wrong', '10.11.0.1')).statusCode).toBe(429);
  });
});
