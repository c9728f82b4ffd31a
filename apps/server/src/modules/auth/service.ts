import type { SessionBody } from '@aspirant/contract/auth.ts';
import { MESSAGES, type User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext, RequestMeta } from '../../http/guards.ts';
import { batcher } from '../../lib/batcher.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  hashPassword,
  needsRehash,
  newOtpCode,
  newSessionToken,
  safeEqualHex,
  sha256,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { enforceLimit, type Limit, type RateLimiter, refuseWhenExhausted } from '../../lib/rate-limit.ts';
import { sharedSigningKey } from '../../lib/signing.ts';
import type { SecretsRepository } from '../../repositories/secrets.ts';
import {
  type OtpPurpose,
  publicUser,
  type UserRecord,
  type UsersRepository,
} from '../../repositories/users.ts';
import { signDeviceCookie, trustedDeviceNonce } from './device-cookie.ts';
import {
  type AuthLimits,
  OTP_LIVE_CODES,
  OTP_MAX_ATTEMPTS,
  OTP_VALIDITY_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_LIFETIME_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from './limits.ts';

/** A successful sign-in: the answer, and a fresh device cookie for the route to set. */
export interface SignedIn {
  body: SessionBody;
  deviceCookie: string;
}

/** App secret (app_secrets) that signs device cookies. */
const DEVICE_COOKIE_SECRET = 'device-cookie-key';

export interface AuthServiceDeps {
  users: UsersRepository;
  secrets: SecretsRepository;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  limits: AuthLimits;
  log: FastifyBaseLogger;
}

const IGNORE_IT = 'If you did not ask for it, you can ignore this email.';

const OTP_MAIL: Record<OtpPurpose, { subject: string; intro: string; outro: string }> = {
  login: {
    subject: 'Your Aspirant sign-in code',
    intro: 'Use this code to sign in to Aspirant',
    outro: IGNORE_IT,
  },
  reset: {
    subject: 'Your Aspirant password reset code',
    intro: 'Use this code to reset your Aspirant password',
    outro: IGNORE_IT,
  },
  confirm: {
    subject: 'Confirm your Aspirant email',
    intro: 'Use this code to confirm your email address on Aspirant',
    // The owner of an address someone else registered learns here how to take the account over.
    outro:
      'If you did not create this account, sign in to Aspirant with a code sent to this address ' +
      '("Sign in with OTP"): the account becomes yours and every password set before is voided.',
  },
};

/** The user as the session endpoints show it: with whether the address has proved itself. */
function sessionUser(user: UserRecord): User {
  return { ...publicUser(user), email_verified: user.emailVerifiedAt !== null };
}

/** How a mailed code is stored; the batches' bulk add stores set-password codes the reset screen takes. */
export function otpHash(purpose: OtpPurpose, email: string, code: string): string {
  return sha256(`${purpose}:${email}:${code}`);
}

export function authService(deps: AuthServiceDeps) {
  const { users, clock, mailer, limiter, limits, log } = deps;
  const pendingMail = new Set<Promise<void>>();
  // Every authenticated request looks its session up: requests arriving together share one query.
  const findSession = batcher(async (hashes: string[]) => {
    const rows = await users.findSessionsWithUsers([...new Set(hashes)]);
    const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
    return hashes.map((h) => byHash.get(h) ?? null);
  });

  // A hall's sessions come due for their once-a-minute touch together (20,000 students: 333 a second):
  // touches arriving in the same turn share one UPDATE.
  const touchSession = batcher(async (ids: number[]) => {
    await users.touchSessions([...new Set(ids)], clock.now());
    return ids.map(() => undefined);
  });

  const enforce = (key: string, limit: Limit) => enforceLimit(limiter, key, limit);
  const refuseWhenFull = (key: string, limit: Limit) => refuseWhenExhausted(limiter, key, limit);
  const countFailure = async (key: string, limit: Limit) => {
    await limiter.hit(key, limit);
  };
  const deviceKey = sharedSigningKey(deps.secrets.shared, DEVICE_COOKIE_SECRET);

  /** Mail leaves after the response, so known and unknown addresses answer in the same time. */
  function deliverLater(to: string, subject: string, text: string): void {
    const sending = mailer
      .send({ to, subject, text })
      .catch((error: unknown) => log.error({ err: error, mailTo: to }, 'Sending mail failed'))
      .finally(() => pendingMail.delete(sending));
    pendingMail.add(sending);
  }

  async function startSession(user: UserRecord, meta: RequestMeta): Promise<SignedIn> {
    const token = newSessionToken();
    const now = clock.now();
    await users.insertSession({
      tokenHash: sha256(token),
      userId: user.id,
      now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
    });
    // OWASP device cookies: every successful sign-in makes this browser a trusted device of the account.
    const deviceCookie = signDeviceCookie(await deviceKey(), user.id, now);
    return { body: { success: true, token, user: sessionUser(user) }, deviceCookie };
  }

  /** Stores a code for the address (known or not) and mails it to a known one. */
  async function issueOtp(email: string, purpose: OtpPurpose): Promise<void> {
    const code = newOtpCode();
    const now = clock.now();
    // The code is stored for every address, known or not: the same work, the same answer.
    await users.insertOtp({
      email,
      purpose,
      codeHash: otpHash(purpose, email, code),
      now,
      expiresAt: new Date(now.getTime() + OTP_VALIDITY_MS),
    });
    const user = await users.findByEmail(email);
    if (!user) return;
    const { subject, intro, outro } = OTP_MAIL[purpose];
    deliverLater(
      email,
      subject,
      `${intro}: ${code}\n\nThe code is valid for 10 minutes and can be used once.\n${outro}`,
    );
  }

  /**
   * Per-address quotas are kept apart per purpose, so a flood of sign-in codes leaves the reset quota (and the
   * other way round); a flood never voids a code already sent (see checkOtp), and sign-in by password is not
   * counted here at all.
   */
  async function sendOtp(email: string, purpose: OtpPurpose, meta: RequestMeta): Promise<void> {
    await enforce(`otp-send:ip:${meta.clientKey}`, limits.otpSendPerIp);
    await enforce(`otp-send:addr:${purpose}:${email}`, limits.otpSendPerAddressBurst);
    await enforce(`otp-send:addr-hour:${purpose}:${email}`, limits.otpSendPerAddress);
    await issueOtp(email, purpose);
  }

  /**
   * Checks a code against every live code among the newest few of the address and purpose (a newer code does
   * not void the one the owner is typing); each check spends one try of each, so guesses stay within 5 per code.
   * Only wrong codes count against the client address.
   */
  async function checkOtp(
    email: string,
    code: string,
    purpose: OtpPurpose,
    meta: RequestMeta,
  ): Promise<{ otpId: number; user: UserRecord }> {
    const failures = `otp-verify-fail:ip:${meta.clientKey}`;
    await refuseWhenFull(failures, limits.otpVerifyFailuresPerIp);
    const live = await users.claimLiveOtpAttempts({
      email,
      purpose,
      now: clock.now(),
      maxAttempts: OTP_MAX_ATTEMPTS,
      newest: OTP_LIVE_CODES,
    });
    const offered = otpHash(purpose, email, code);
    const match = live.find((otp) => safeEqualHex(otp.codeHash, offered));
    const user = match ? await users.findByEmail(email) : null;
    if (!match || !user) {
      await countFailure(failures, limits.otpVerifyFailuresPerIp);
      throw new AppError('VALIDATION', MESSAGES.otpInvalid);
    }
    return { otpId: match.id, user };
  }

  /** The device cookie's own failure key when it is a valid one of this account and within its budget. */
  async function trustedDevice(meta: RequestMeta, user: UserRecord | null): Promise<string | null> {
    if (!user || !meta.deviceCookie) return null;
    const nonce = trustedDeviceNonce(await deviceKey(), meta.deviceCookie, user.id, clock.now());
    if (!nonce) return null;
    const key = `login-fail:device:${nonce}`;
    return (await limiter.peek(key, limits.loginFailuresPerDevice)).allowed ? key : null;
  }

  return {
    /**
     * Password sign-in (decision 0007). Only failures count: per client address (credential stuffing) and per
     * account, both counted after the password is checked. An untrusted client is refused once either is full;
     * a browser holding this account's device cookie skips both and spends its own small budget instead, so a
     * stranger's wrong passwords never lock the owner out of a device they signed in on before.
     */
    async login(input: { email: string; password: string }, meta: RequestMeta): Promise<SignedIn> {
      const ipFailures = `login-fail:ip:${meta.clientKey}`;
      const accountFailures = `login-fail:account:${input.email}`;
      const user = await users.findByEmail(input.email);
      const deviceFailures = await trustedDevice(meta, user);
      if (!deviceFailures) {
        await refuseWhenFull(ipFailures, limits.loginFailuresPerIp);
        await refuseWhenFull(accountFailures, limits.loginFailuresPerAccount);
      }
      const isValid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !isValid) {
        await countFailure(ipFailures, limits.loginFailuresPerIp);
        if (deviceFailures) await countFailure(deviceFailures, limits.loginFailuresPerDevice);
        else await countFailure(accountFailures, limits.loginFailuresPerAccount);
        throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
      }
      if (needsRehash(user.passwordHash)) {
        await users.setPasswordHash(user.id, await hashPassword(input.password), clock.now());
      }
      return startSession(user, meta);
    },

    /** Registers a student and mails a code confirming the address; only refusals count against the client. */
    async register(
      input: { name: string; email: string; password: string },
      meta: RequestMeta,
    ): Promise<SignedIn> {
      const failures = `register-fail:ip:${meta.clientKey}`;
      await refuseWhenFull(failures, limits.registerFailuresPerIp);
      const user = await users.insert({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        roleId: ROLE.STUDENT,
        customerId: null,
      });
      if (!user) {
        await countFailure(failures, limits.registerFailuresPerIp);
        throw new AppError('CONFLICT', MESSAGES.emailTaken);
      }
      // Counted on the address's quotas, so an immediate resend waits like any other second code.
      await limiter.hit(`otp-send:addr:confirm:${user.email}`, limits.otpSendPerAddressBurst);
      await limiter.hit(`otp-send:addr-hour:confirm:${user.email}`, limits.otpSendPerAddress);
      await issueOtp(user.email, 'confirm');
      return startSession(user, meta);
    },

    sendLoginOtp: (email: string, meta: RequestMeta) => sendOtp(email, 'login', meta),

    /**
     * Sign-in by mailed code. The first proof of an address voids every password and session set before it, so
     * whoever registered someone else's address loses the account to the mailbox's owner (decision 0007).
     */
    async verifyLoginOtp(email: string, code: string, meta: RequestMeta): Promise<SignedIn> {
      const { otpId, user } = await checkOtp(email, code, 'login', meta);
      const isFirstProof = user.emailVerifiedAt === null;
      const now = clock.now();
      const consumed = await users.consumeLoginOtp({
        otpId,
        userId: user.id,
        // A real argon2id hash of random bytes nobody knows: sign-in against it fails in the usual time.
        unusablePasswordHash: isFirstProof ? await hashPassword(newSessionToken()) : null,
        now,
      });
      if (!consumed) throw new AppError('VALIDATION', MESSAGES.otpInvalid);
      return startSession({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? now }, meta);
    },

    sendResetOtp: (email: string, meta: RequestMeta) => sendOtp(email, 'reset', meta),

    /** Step 2 of the reset: the code is checked but kept for step 3. */
    async verifyResetOtp(email: string, code: string, meta: RequestMeta): Promise<void> {
      await checkOtp(email, code, 'reset', meta);
    },

    /** Step 3: the new password replaces every earlier one, every session ends, and the address counts as proven. */
    async resetPassword(email: string, code: string, newPassword: string, meta: RequestMeta): Promise<void> {
      const { otpId, user } = await checkOtp(email, code, 'reset', meta);
      const done = await users.resetPassword({
        userId: user.id,
        passwordHash: await hashPassword(newPassword),
        otpId,
        now: clock.now(),
      });
      if (!done) throw new AppError('VALIDATION', MESSAGES.otpInvalid);
    },

    /** Confirms the signed-in user's address with the code mailed at registration; password and session stay. */
    async confirmEmail(context: AuthContext, code: string, meta: RequestMeta): Promise<string> {
      if (context.user.email_verified) return MESSAGES.emailAlreadyConfirmed;
      const { otpId } = await checkOtp(context.user.email, code, 'confirm', meta);
      const now = clock.now();
      if (!(await users.consumeConfirmOtp({ otpId, userId: context.user.id, now }))) {
        throw new AppError('VALIDATION', MESSAGES.otpInvalid);
      }
      return MESSAGES.emailConfirmed;
    },

    /** Mails a new confirmation code to the signed-in user, within the address's quotas. */
    async resendConfirmation(context: AuthContext, meta: RequestMeta): Promise<string> {
      if (context.user.email_verified) return MESSAGES.emailAlreadyConfirmed;
      await sendOtp(context.user.email, 'confirm', meta);
      return MESSAGES.confirmationSent;
    },

    /** The session behind a bearer token, or null when it is unknown, revoked, expired or idle too long. */
    async authenticate(token: string): Promise<AuthContext | null> {
      if (token.length < 20 || token.length > 200) return null;
      const found = await findSession(sha256(token));
      const now = clock.now().getTime();
      if (!found || found.revokedAt) return null;
      if (found.expiresAt.getTime() <= now) return null;
      if (found.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now) return null;
      if (now - found.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) await touchSession(found.id);
      return { user: found.user, sessionId: found.id };
    },

    async logout(context: AuthContext): Promise<void> {
      await users.revokeSession(context.sessionId, clock.now());
    },

    /** Waits for mail still being sent: part of a clean shutdown. */
    async drain(): Promise<void> {
      await Promise.allSettled([...pendingMail]);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
