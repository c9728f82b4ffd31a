import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  DEMO_PASSWORD,
  GENEROUS_LIMITS,
  type TestContext,
} from '../../test-support/app.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({
    authLimits: {
      ...GENEROUS_LIMITS,
      loginPerAccount: { max: 3, windowSeconds: 900 },
      loginPerIp: { max: 6, windowSeconds: 900 },
      otpSendPerAddressBurst: { max: 1, windowSeconds: 60 },
      otpVerifyPerIp: { max: 4, windowSeconds: 900 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('rate limits', () => {
  it('limits sign-in per account with 429, Retry-After and a clear message', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('teacher@aspirant.test', 'wrong', '10.0.0.1')).statusCode).toBe(401);
    const limited = await login('teacher@aspirant.test', DEMO_PASSWORD, '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits an unknown address the same way (no enumeration through limits)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('ghost@example.com', 'wrong', '10.0.1.1')).statusCode).toBe(401);
    expect((await login('ghost@example.com', 'wrong', '10.0.1.2')).statusCode).toBe(429);
  });

  it('limits sign-in per client address across accounts', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 6; i++)
      expect((await login(`user${i}@example.com`, 'wrong', ip)).statusCode).toBe(401);
    expect((await login('student@aspirant.test', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login('student@aspirant.test', DEMO_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });

  it('throttles sending codes to one address, known or not', async () => {
    for (const email of ['student@aspirant.test', 'nobody@example.com']) {
      const first = await t.request('POST', '/api/auth/send-otp', { body: { email } });
      const second = await t.request('POST', '/api/auth/send-otp', { body: { email } });
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(429);
      expect(second.data.message).toMatch(/^Too many attempts/);
    }
  });

  it('limits code checks per client address', async () => {
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-reset-otp',
        payload: { email: 'admin@aspirant.test', otp: '123456' },
        remoteAddress: '10.0.3.1',
      });
    for (let i = 0; i < 4; i++) expect((await verify()).statusCode).toBe(400);
    expect((await verify()).statusCode).toBe(429);
  });
});
