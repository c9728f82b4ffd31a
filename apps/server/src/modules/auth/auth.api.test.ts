import {
  currentUser,
  forgotPassword,
  login,
  logout,
  register,
  resetPassword,
  sendOtp,
  verifyOtp,
  verifyResetOtp,
} from '@aspirant/contract/auth.ts';
import { MESSAGES } from '@aspirant/contract/fields.ts';
import { health } from '@aspirant/contract/health.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otps, sessions, users } from '../../db/schema.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';
import { call, rawRequest } from '../../test-support/call.ts';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_LIFETIME_MS } from './limits.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
/** A new student account with a unique address. */
async function registerStudent(password = 'correct horse 1') {
  const email = `student${++counter}-${Date.now()}@example.com`;
  const res = await call(t, register, { body: { name: 'Asha Verma', email, password } });
  expect(res.statusCode).toBe(201);
  return { email, password, token: res.data.token, user: res.data.user };
}

describe('register', () => {
  it('creates a student, answers with token and user, and the token works', async () => {
    const res = await call(t, register, {
      body: { name: '  Ravi Kumar ', email: ' Ravi.Kumar@Example.COM ', password: 'Passw0rd!' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toEqual({
      success: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
        id: expect.any(Number),
        name: 'Ravi Kumar',
        email: 'ravi.kumar@example.com',
        role_id: 3,
        customer_id: null,
        email_verified: false,
      },
    });
    const me = await call(t, currentUser, { token: res.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.data.user.email).toBe('ravi.kumar@example.com');
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses a password under 8 characters with the message the client shows', async () => {
    const res = await call(t, register, {
      body: { name: 'A', email: 'short@example.com', password: 'abc1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({
      success: false,
      message: 'Password must be at least 8 characters long and not a commonly used password.',
      code: 'VALIDATION',
    });
  });

  it.each(['password1', 'Password1', 'iloveyou', '12345678'])(
    'refuses the common password %j with the one rule (decision 0017) and creates no account',
    async (password) => {
      const email = `common-${password.toLowerCase()}@example.com`;
      const res = await call(t, register, { body: { name: 'A', email, password } });
      expect(res.statusCode).toBe(400);
      expect(res.error.message).toBe(
        'Password must be at least 8 characters long and not a commonly used password.',
      );
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it('takes a long passphrase without digits, capitals or symbols', async () => {
    const res = await call(t, register, {
      body: { name: 'A', email: 'passphrase@example.com', password: 'monsoon evenings by the sea' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a password over 128 characters', async () => {
    const res = await call(t, register, {
      body: { name: 'A', email: 'long@example.com', password: 'x'.repeat(129) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe('Password must be at most 128 characters.');
  });

  it('refuses a taken address with 409, whatever its case', async () => {
    const { email } = await registerStudent();
    const res = await call(t, register, {
      body: { name: 'B', email: email.toUpperCase(), password: 'another pass' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.error.message).toBe(MESSAGES.emailTaken);
  });

  it('refuses unknown fields (no mass assignment of role or customer)', async () => {
    const res = await call(t, register, {
      rawBody: { name: 'M', email: 'mass@example.com', password: 'Passw0rd!', role_id: 4 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe('Unknown field: role_id.');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'mass@example.com'));
    expect(row).toBeUndefined();
  });

  it('refuses a bad email, a missing name and malformed JSON with clear messages', async () => {
    const badEmail = await call(t, register, {
      body: { name: 'N', email: 'not-an-email', password: 'Passw0rd!' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.error.message).toBe('Please enter a valid email address.');
    const noName = await call(t, register, { rawBody: { email: 'n@example.com', password: 'Passw0rd!' } });
    expect(noName.error.message).toBe('Name is required.');
    const malformed = await call(t, register, {
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.error.message).toBe('The request body is not valid JSON.');
  });
});

describe('login', () => {
  it('signs in a demo account with a fresh token each time', async () => {
    const first = await call(t, login, { body: { email: 'student@aspirant.test', password: DEMO_PASSWORD } });
    const second = await call(t, login, {
      body: { email: 'STUDENT@aspirant.test', password: DEMO_PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    expect(first.data.success).toBe(true);
    expect(first.data.user).toMatchObject({
      email: 'student@aspirant.test',
      role_id: 3,
      name: 'Student Demo',
    });
    expect(first.data.user.customer_id).toEqual(expect.any(Number));
    expect(second.data.token).not.toBe(first.data.token);
    expect(first.data.user).not.toHaveProperty('passwordHash');
  });

  it('compares the password exactly as typed (no trimming, case-sensitive)', async () => {
    const { email } = await registerStudent(' Spaced Pass ');
    for (const wrong of ['Spaced Pass', ' spaced pass ', ' Spaced Pass  ']) {
      const res = await call(t, login, { body: { email, password: wrong } });
      expect(res.statusCode).toBe(401);
    }
    const ok = await call(t, login, { body: { email, password: ' Spaced Pass ' } });
    expect(ok.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const { email } = await registerStudent();
    const wrong = await call(t, login, { body: { email, password: 'wrong password' } });
    const unknown = await call(t, login, {
      body: { email: 'nobody-here@example.com', password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.data).toEqual({
      success: false,
      message: 'Invalid email or password.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('stores only a hash of the token', async () => {
    const { token, user } = await registerStudent();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const { token } = await registerStudent();
    const out = await call(t, logout, { token });
    expect(out.statusCode).toBe(200);
    expect(out.data).toEqual({ success: true, message: 'Logged out.' });
    const me = await call(t, currentUser, { token });
    expect(me.statusCode).toBe(401);
    expect(me.error.message).toBe('Please sign in to continue.');
  });

  it('rejects a missing, malformed or unknown token with 401', async () => {
    expect((await call(t, currentUser)).statusCode).toBe(401);
    expect((await call(t, currentUser, { headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    expect((await call(t, currentUser, { token: 'A'.repeat(43) })).statusCode).toBe(401);
  });

  it('ends a session after the idle timeout, and keeps an active one alive until the absolute lifetime', async () => {
    const idle = await registerStudent();
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS + 1000);
    expect((await call(t, currentUser, { token: idle.token })).statusCode).toBe(401);

    const active = await registerStudent();
    const step = SESSION_IDLE_TIMEOUT_MS / 2;
    let elapsed = 0;
    while (elapsed + step < SESSION_LIFETIME_MS) {
      t.clock.advance(step);
      elapsed += step;
      expect((await call(t, currentUser, { token: active.token })).statusCode).toBe(200);
    }
    t.clock.advance(SESSION_LIFETIME_MS - elapsed + 1000);
    expect((await call(t, currentUser, { token: active.token })).statusCode).toBe(401);
  });
});

describe('OTP login', () => {
  it('mails a 6-digit code that signs in once', async () => {
    const { email } = await registerStudent();
    const sent = await call(t, sendOtp, { body: { email } });
    expect(sent.statusCode).toBe(200);
    expect(sent.data).toEqual({ success: true, message: MESSAGES.otpSent });
    const code = await t.mailbox.otpFor(email, 'sign-in');
    expect(code).toMatch(/^\d{6}$/);

    const verified = await call(t, verifyOtp, { body: { email, otp: code } });
    expect(verified.statusCode).toBe(200);
    expect(verified.data.user.role_id).toBe(3);
    expect((await call(t, currentUser, { token: verified.data.token })).statusCode).toBe(200);

    const reused = await call(t, verifyOtp, { body: { email, otp: code } });
    expect(reused.statusCode).toBe(400);
    expect(reused.error.message).toBe('Invalid or expired OTP.');
  });

  it('stores the code hashed', async () => {
    const { email } = await registerStudent();
    t.clock.advance(61_000);
    await call(t, sendOtp, { body: { email } });
    const code = await t.mailbox.otpFor(email, 'sign-in');
    const rows = await t.database.db.select().from(otps).where(eq(otps.email, email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(code);
    }
  });

  it('expires a code after 10 minutes', async () => {
    const { email } = await registerStudent();
    await call(t, sendOtp, { body: { email } });
    const code = await t.mailbox.otpFor(email, 'sign-in');
    t.clock.advance(10 * 60 * 1000 + 1);
    const res = await call(t, verifyOtp, { body: { email, otp: code } });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe('Invalid or expired OTP.');
  });

  it('burns a code after 5 wrong tries: even the right code then fails', async () => {
    const { email } = await registerStudent();
    await call(t, sendOtp, { body: { email } });
    const code = await t.mailbox.otpFor(email, 'sign-in');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call(t, verifyOtp, { body: { email, otp: wrong } });
      expect(res.statusCode).toBe(400);
    }
    const right = await call(t, verifyOtp, { body: { email, otp: code } });
    expect(right.statusCode).toBe(400);
    expect(right.error.message).toBe('Invalid or expired OTP.');
  });

  it('binds a code to its purpose: a login code cannot reset a password, nor a reset code sign in', async () => {
    const { email } = await registerStudent();
    await call(t, sendOtp, { body: { email } });
    const loginCode = await t.mailbox.otpFor(email, 'sign-in');
    const reset = await call(t, resetPassword, {
      body: { email, otp: loginCode, newPassword: 'brand new pass' },
    });
    expect(reset.statusCode).toBe(400);
    expect((await call(t, verifyResetOtp, { body: { email, otp: loginCode } })).statusCode).toBe(400);

    await call(t, forgotPassword, { body: { email } });
    const resetCode = await t.mailbox.otpFor(email, 'reset');
    expect((await call(t, verifyOtp, { body: { email, otp: resetCode } })).statusCode).toBe(400);
  });

  it('refuses a malformed code with a clear message', async () => {
    const res = await call(t, verifyOtp, { body: { email: 'a@example.com', otp: '12ab' } });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe('The OTP is the 6-digit code from the email.');
  });
});

describe('no account enumeration', () => {
  it('send-otp and forgot-password answer known and unknown addresses alike, and mail only the known', async () => {
    const { email } = await registerStudent();
    const unknown = `ghost-${Date.now()}@example.com`;
    for (const endpoint of [sendOtp, forgotPassword]) {
      t.clock.advance(61_000);
      const known = await call(t, endpoint, { body: { email } });
      const ghost = await call(t, endpoint, { body: { email: unknown } });
      expect(known.statusCode).toBe(200);
      expect(ghost.statusCode).toBe(200);
      expect(known.body).toBe(ghost.body);
    }
    await t.mailbox.waitFor(email);
    await t.mailbox.expectNoMailTo(unknown);
  });
});

describe('password reset', () => {
  it('takes three steps, revokes every session, and only the new password works', async () => {
    const { email, password, token } = await registerStudent();
    const other = await call(t, login, { body: { email, password } });

    const sent = await call(t, forgotPassword, { body: { email } });
    expect(sent.data.message).toBe(MESSAGES.otpSent);
    const code = await t.mailbox.otpFor(email, 'reset');

    const verified = await call(t, verifyResetOtp, { body: { email, otp: code } });
    expect(verified.statusCode).toBe(200);
    expect(verified.data.message).toBe(MESSAGES.otpVerified);

    const reset = await call(t, resetPassword, {
      body: { email, otp: code, newPassword: 'a whole new one' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.data.message).toBe(MESSAGES.passwordReset);

    expect((await call(t, currentUser, { token })).statusCode).toBe(401);
    expect((await call(t, currentUser, { token: other.data.token })).statusCode).toBe(401);
    expect((await call(t, login, { body: { email, password } })).statusCode).toBe(401);
    expect((await call(t, login, { body: { email, password: 'a whole new one' } })).statusCode).toBe(200);

    const again = await call(t, resetPassword, {
      body: { email, otp: code, newPassword: 'yet another one' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a common new password with a valid code, and the old password still works', async () => {
    const { email, password } = await registerStudent();
    await call(t, forgotPassword, { body: { email } });
    const code = await t.mailbox.otpFor(email, 'reset');
    expect((await call(t, verifyResetOtp, { body: { email, otp: code } })).statusCode).toBe(200);
    const res = await call(t, resetPassword, { body: { email, otp: code, newPassword: 'password1' } });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe(
      'Password must be at least 8 characters long and not a commonly used password.',
    );
    expect((await call(t, login, { body: { email, password } })).statusCode).toBe(200);
  });

  it('enforces the password rules on the new password', async () => {
    const res = await call(t, resetPassword, {
      body: { email: 'x@example.com', otp: '123456', newPassword: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe(
      'Password must be at least 8 characters long and not a commonly used password.',
    );
  });
});

describe('http', () => {
  it('answers health with the database checked', async () => {
    const res = await call(t, health);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const res = await call(t, health);
    // An API answer: it may load nothing and never be framed (pages' policy: spa.test.ts).
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a body over the limit with 413 and a clear message', async () => {
    const res = await call(t, login, {
      rawBody: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.error.message).toBe('The request body is too large (at most 1024 KB).');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await rawRequest(t, 'GET', '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.data).toEqual({ success: false, message: 'Not found.', code: 'NOT_FOUND' });
  });
});
