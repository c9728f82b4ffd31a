import {
  confirmEmail,
  currentUser,
  forgotPassword,
  login,
  register as registerEndpoint,
  resendConfirmation,
  resetPassword,
  sendOtp,
  verifyOtp,
} from '@aspirant/contract/auth.ts';
import { MESSAGES } from '@aspirant/contract/fields.ts';
import { listTests } from '@aspirant/contract/tests.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestContext, GENEROUS_LIMITS, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({
    authLimits: { ...GENEROUS_LIMITS, otpSendPerAddressBurst: { max: 1, windowSeconds: 60 } },
  });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
/** Registers an address as `password`'s holder: the one who typed it, who may not own the mailbox. */
async function register(password = 'first password') {
  const email = `proof${++counter}-${Date.now()}@example.com`;
  const res = await call(t, registerEndpoint, { body: { name: 'Someone', email, password } });
  expect(res.statusCode).toBe(201);
  return { email, password, token: res.data.token };
}

const me = (token: string) => call(t, currentUser, { token });
const signIn = (email: string, password: string) => call(t, login, { body: { email, password } });

/** Asks for a sign-in code and reads it from the mail that request sent (not an earlier one). */
async function mailedSignInCode(email: string): Promise<string> {
  const before = t.mailbox.messages.length;
  expect((await call(t, sendOtp, { body: { email } })).statusCode).toBe(200);
  const mail = await t.mailbox.waitFor(
    email,
    (m) => t.mailbox.messages.indexOf(m) >= before && m.subject === 'Your Aspirant sign-in code',
  );
  return /: (\d{6})\b/.exec(mail.raw)![1]!;
}

async function verifiedAt(email: string): Promise<Date | null> {
  const [row] = await t.database.db
    .select({ at: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, email));
  return row!.at;
}

describe('registration confirms the address (issue 13)', () => {
  it('mails a confirmation code and says the address is unconfirmed until it is used', async () => {
    const { email, token } = await register();
    const mail = await t.mailbox.waitFor(email, (m) => m.subject === 'Confirm your Aspirant email');
    expect(mail.raw).toContain('Use this code to confirm your email address on Aspirant: ');
    const before = await me(token);
    expect(before.data.user).toEqual({
      id: expect.any(Number),
      name: 'Someone',
      email,
      role_id: 3,
      customer_id: null,
      email_verified: false,
    });
    // The account works meanwhile.
    expect((await call(t, listTests, { token })).statusCode).toBe(200);
  });

  it('confirms with the mailed code and keeps the password and the session', async () => {
    const { email, password, token } = await register();
    const code = await t.mailbox.otpFor(email, 'Confirm your Aspirant email');
    const wrong = await call(t, confirmEmail, {
      token,
      body: { otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error.message).toBe(MESSAGES.otpInvalid);

    const confirmed = await call(t, confirmEmail, { token, body: { otp: code } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.data).toEqual({ success: true, message: MESSAGES.emailConfirmed });
    expect((await me(token)).data.user.email_verified).toBe(true);
    expect(await verifiedAt(email)).toEqual(t.clock.now());
    expect((await signIn(email, password)).statusCode).toBe(200);

    const again = await call(t, confirmEmail, { token, body: { otp: code } });
    expect(again.data.message).toBe(MESSAGES.emailAlreadyConfirmed);
  });

  it('resends a code within the address quota, and only to a signed-in user', async () => {
    const { email, token } = await register();
    const first = await t.mailbox.otpFor(email, 'Confirm your Aspirant email');
    const tooSoon = await call(t, resendConfirmation, { token });
    expect(tooSoon.statusCode).toBe(429);
    t.clock.advance(61_000);
    const resent = await call(t, resendConfirmation, { token });
    expect(resent.statusCode).toBe(200);
    expect(resent.data).toEqual({ success: true, message: MESSAGES.confirmationSent });
    const second = await t.mailbox.otpFor(email, 'Confirm your Aspirant email');
    // The first code still counts: a resend does not void it.
    const res = await call(t, confirmEmail, { token, body: { otp: first } });
    expect(res.data.message).toBe(MESSAGES.emailConfirmed);
    expect(second).toMatch(/^\d{6}$/);

    expect((await call(t, resendConfirmation)).statusCode).toBe(401);
    expect((await call(t, confirmEmail, { body: { otp: first } })).statusCode).toBe(401);
  });

  it('refuses a sign-in or reset code as a confirmation code', async () => {
    const { email, token } = await register();
    t.clock.advance(61_000);
    const loginCode = await mailedSignInCode(email);
    const res = await call(t, confirmEmail, { token, body: { otp: loginCode } });
    expect(res.statusCode).toBe(400);
    expect((await me(token)).data.user.email_verified).toBe(false);
  });
});

describe('the first proof by mailed code hands the account to the owner of the address (issue 13)', () => {
  it("voids the squatter's password and sessions when the owner signs in with a code", async () => {
    const squatter = await register('squatter password');
    const squatterAgain = (await signIn(squatter.email, squatter.password)).data.token;

    t.clock.advance(61_000);
    const code = await mailedSignInCode(squatter.email);
    const owner = await call(t, verifyOtp, { body: { email: squatter.email, otp: code } });
    expect(owner.statusCode).toBe(200);
    expect(owner.data.user.email_verified).toBe(true);

    expect((await me(squatter.token)).statusCode).toBe(401);
    expect((await me(squatterAgain)).statusCode).toBe(401);
    expect((await signIn(squatter.email, squatter.password)).statusCode).toBe(401);
    expect((await me(owner.data.token)).data.user.email_verified).toBe(true);
    expect(await verifiedAt(squatter.email)).toEqual(t.clock.now());

    // Only the first proof voids: a later code sign-in keeps the owner's sessions.
    t.clock.advance(61_000);
    const later = await mailedSignInCode(squatter.email);
    const second = await call(t, verifyOtp, { body: { email: squatter.email, otp: later } });
    expect(second.statusCode).toBe(200);
    expect((await me(owner.data.token)).statusCode).toBe(200);
  });

  it('records the proof at a password reset, where the new password is the only one left', async () => {
    const squatter = await register('squatter password');
    await call(t, forgotPassword, { body: { email: squatter.email } });
    const code = await t.mailbox.otpFor(squatter.email, 'reset');
    const reset = await call(t, resetPassword, {
      body: { email: squatter.email, otp: code, newPassword: 'owner password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(squatter.token)).statusCode).toBe(401);
    expect((await signIn(squatter.email, squatter.password)).statusCode).toBe(401);
    const owner = await signIn(squatter.email, 'owner password');
    expect(owner.statusCode).toBe(200);
    expect(owner.data.user.email_verified).toBe(true);
  });

  it('keeps the password of an address confirmed while signed in', async () => {
    const { email, password, token } = await register();
    const confirm = await t.mailbox.otpFor(email, 'Confirm your Aspirant email');
    await call(t, confirmEmail, { token, body: { otp: confirm } });
    t.clock.advance(61_000);
    const code = await mailedSignInCode(email);
    expect((await call(t, verifyOtp, { body: { email, otp: code } })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    expect((await signIn(email, password)).statusCode).toBe(200);
  });
});
