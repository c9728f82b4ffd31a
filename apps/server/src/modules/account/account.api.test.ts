import { ACCOUNT_MESSAGES, changePassword } from '@aspirant/contract/account.ts';
import { currentUser, login, register } from '@aspirant/contract/auth.ts';
import { MESSAGES } from '@aspirant/contract/fields.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { type CallOptions, call } from '../../test-support/call.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
/** A fresh account (so each test has its own password and rate-limit budget). */
async function account(password = 'Start@123') {
  const email = `acct${++n}@example.com`;
  const res = await call(t, register, { body: { name: 'Priya Sharma', email, password } });
  return { email, token: res.data.token, id: res.data.user.id };
}

const change = (token: string, body: CallOptions<typeof changePassword>['body']) =>
  call(t, changePassword, { token, body });

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and signs every other one out', async () => {
    const me = await account();
    const phone = await signIn(t, me.email, 'Start@123');
    const tablet = await signIn(t, me.email, 'Start@123');
    const res = await change(me.token, { currentPassword: 'Start@123', newPassword: 'Better#2026' });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await call(t, currentUser, { token: me.token })).statusCode).toBe(200);
    for (const token of [phone, tablet]) {
      const other = await call(t, currentUser, { token });
      expect(other.statusCode).toBe(401);
    }
    const old = await call(t, login, { body: { email: me.email, password: 'Start@123' } });
    expect(old.statusCode).toBe(401);
    expect(await signIn(t, me.email, 'Better#2026')).toEqual(expect.any(String));
  });

  it('checks the current password, with 400 (not 401: the client would sign out)', async () => {
    const me = await account();
    const res = await change(me.token, { currentPassword: 'Wrong@123', newPassword: 'Better#2026' });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(await signIn(t, me.email, 'Start@123')).toEqual(expect.any(String));
  });

  it.each([
    ['', MESSAGES.passwordRequired],
    ['Ab1!xyz', MESSAGES.passwordRule],
    ['password1', MESSAGES.passwordRule],
    ['Password1', MESSAGES.passwordRule],
    [`A1!${'x'.repeat(126)}`, MESSAGES.passwordTooLong],
    ['Start@123', ACCOUNT_MESSAGES.newPasswordSameAsCurrent],
  ])('refuses the new password %j saying why', async (newPassword, message) => {
    const me = await account();
    const res = await change(me.token, { currentPassword: 'Start@123', newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe(message);
  });

  it('asks for no digit, capital or symbol (decision 0017): a long passphrase is taken', async () => {
    for (const newPassword of ['monsoon evenings by the sea', 'Ünïcode٣pass€', 'abcdefgh']) {
      const me = await account();
      const res = await change(me.token, { currentPassword: 'Start@123', newPassword });
      expect(res.statusCode, newPassword).toBe(200);
    }
  });

  it('refuses missing and unknown fields, and anonymous callers', async () => {
    const me = await account();
    const missing = await call(t, changePassword, {
      token: me.token,
      rawBody: { newPassword: 'Better#2026' },
    });
    expect(missing.error.message).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    const extra = await call(t, changePassword, {
      token: me.token,
      rawBody: { currentPassword: 'Start@123', newPassword: 'Better#2026', userId: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.error.message).toBe('Unknown field: userId.');
    const anonymous = await call(t, changePassword, {
      body: { currentPassword: 'Start@123', newPassword: 'Better#2026' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('allows 10 current-password checks per 15 minutes per account', async () => {
    const me = await account();
    for (let i = 0; i < 10; i++) {
      expect(
        (await change(me.token, { currentPassword: `Guess@${i}`, newPassword: 'Better#2026' })).statusCode,
      ).toBe(400);
    }
    const limited = await change(me.token, { currentPassword: 'Start@123', newPassword: 'Better#2026' });
    expect(limited.statusCode).toBe(429);
    expect(limited.error.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    t.clock.advance(15 * 60 * 1000);
    expect(
      (await change(me.token, { currentPassword: 'Start@123', newPassword: 'Better#2026' })).statusCode,
    ).toBe(200);
  });
});
