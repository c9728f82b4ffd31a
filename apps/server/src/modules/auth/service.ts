import type { SessionBody } from '@aspirant/contract/auth.ts';
import { MESSAGES, type User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { FastifyBaseLogger } from 'fastify';
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
import { enforceLimit, type Limit, type RateLimiter } from '../../lib/rate-limit.ts';
import { publicUser, type UserRecord, type UsersRepository } from '../users/repository.ts';
import {
  type AuthLimits,
  OTP_MAX_ATTEMPTS,
  OTP_VALIDITY_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_LIFETIME_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from './limits.ts';
import type { AuthRepository, OtpPurpose } from './repository.ts';

/** Who is asking: recorded on the session and used for per-address limits. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export interface AuthContext {
  user: User;
  sessionId: number;
}

export interface AuthServiceDeps {
  users: UsersRepository;
  auth: AuthRepository;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  limits: AuthLimits;
  log: FastifyBaseLogger;
}

const OTP_MAIL: Record<OtpPurpose, { subject: string; intro: string }> = {
  login: { subject: 'Your Aspirant sign-in code', intro: 'Use this code to sign in to Aspirant' },
  reset: {
    subject: 'Your Aspirant password reset code',
    intro: 'Use this code to reset your Aspirant password',
  },
};

function otpHash(purpose: OtpPurpose, email: string, code: string): string {
  return sha256(`${purpose}:${email}:${code}`);
}

export function authService(deps: AuthServiceDeps) {
  const { users, auth, clock, mailer, limiter, limits, log } = deps;
  const pendingMail = new Set<Promise<void>>();
  // Every authenticated request looks its session up: requests arriving together share one query.
  const findSession = batcher(async (hashes: string[]) => {
    const rows = await auth.findSessionsWithUsers([...new Set(hashes)]);
    const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
    return hashes.map((h) => byHash.get(h) ?? null);
  });

  const enforce = (key: string, limit: Limit) => enforceLimit(limiter, key, limit);

  /** Mail leaves after the response, so known and unknown addresses answer in the same time. */
  function deliverLater(to: string, subject: string, text: string): void {
    const sending = mailer
      .send({ to, subject, text })
      .catch((error: unknown) => log.error({ err: error, mailTo: to }, 'Sending mail failed'))
      .finally(() => pendingMail.delete(sending));
    pendingMail.add(sending);
  }

  async function startSession(user: UserRecord, meta: RequestMeta): Promise<SessionBody> {
    const token = newSessionToken();
    const now = clock.now();
    await auth.insertSession({
      tokenHash: sha256(token),
      userId: user.id,
      now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
    });
    return { success: true, token, user: publicUser(user) };
  }

  async function sendOtp(email: string, purpose: OtpPurpose, meta: RequestMeta): Promise<void> {
    await enforce(`otp-send:ip:${meta.ip}`, limits.otpSendPerIp);
    await enforce(`otp-send:addr:${purpose}:${email}`, limits.otpSendPerAddressBurst);
    await enforce(`otp-send:addr-hour:${email}`, limits.otpSendPerAddress);
    const code = newOtpCode();
    const now = clock.now();
    // The code is stored for every address, known or not: the same work, the same answer.
    await auth.insertOtp({
      email,
      purpose,
      codeHash: otpHash(purpose, email, code),
      now,
      expiresAt: new Date(now.getTime() + OTP_VALIDITY_MS),
    });
    const user = await users.findByEmail(email);
    if (!user) return;
    const { subject, intro } = OTP_MAIL[purpose];
    deliverLater(
      email,
      subject,
      `${intro}: ${code}\n\nThe code is valid for 10 minutes and can be used once.\n` +
        'If you did not ask for it, you can ignore this email.',
    );
  }

  /** Checks a code against the newest one for the address; each check spends one of its tries. */
  async function checkOtp(
    email: string,
    code: string,
    purpose: OtpPurpose,
    meta: RequestMeta,
  ): Promise<{ otpId: number; user: UserRecord }> {
    await enforce(`otp-verify:ip:${meta.ip}`, limits.otpVerifyPerIp);
    await enforce(`otp-verify:addr:${email}`, limits.otpVerifyPerAccount);
    const otp = await auth.findLatestOtp(email, purpose);
    const invalid = new AppError('VALIDATION', MESSAGES.otpInvalid);
    if (!otp || otp.expiresAt.getTime() <= clock.now().getTime()) throw invalid;
    if (!(await auth.claimOtpAttempt(otp.id, OTP_MAX_ATTEMPTS))) throw invalid;
    if (!safeEqualHex(otp.codeHash, otpHash(purpose, email, code))) throw invalid;
    const user = await users.findByEmail(email);
    if (!user) throw invalid;
    return { otpId: otp.id, user };
  }

  return {
    async login(input: { email: string; password: string }, meta: RequestMeta): Promise<SessionBody> {
      await enforce(`login:ip:${meta.ip}`, limits.loginPerIp);
      await enforce(`login:addr:${input.email}`, limits.loginPerAccount);
      const user = await users.findByEmail(input.email);
      const isValid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !isValid) throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
      if (needsRehash(user.passwordHash)) {
        await users.setPasswordHash(user.id, await hashPassword(input.password), clock.now());
      }
      return startSession(user, meta);
    },

    async register(
      input: { name: string; email: string; password: string },
      meta: RequestMeta,
    ): Promise<SessionBody> {
      await enforce(`register:ip:${meta.ip}`, limits.registerPerIp);
      const user = await users.insert({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        roleId: ROLE.STUDENT,
        customerId: null,
      });
      if (!user) throw new AppError('CONFLICT', MESSAGES.emailTaken);
      return startSession(user, meta);
    },

    sendLoginOtp: (email: string, meta: RequestMeta) => sendOtp(email, 'login', meta),

    async verifyLoginOtp(email: string, code: string, meta: RequestMeta): Promise<SessionBody> {
      const { otpId, user } = await checkOtp(email, code, 'login', meta);
      if (!(await auth.consumeOtp(otpId, clock.now()))) throw new AppError('VALIDATION', MESSAGES.otpInvalid);
      return startSession(user, meta);
    },

    sendResetOtp: (email: string, meta: RequestMeta) => sendOtp(email, 'reset', meta),

    /** Step 2 of the reset: the code is checked but kept for step 3. */
    async verifyResetOtp(email: string, code: string, meta: RequestMeta): Promise<void> {
      await checkOtp(email, code, 'reset', meta);
    },

    async resetPassword(email: string, code: string, newPassword: string, meta: RequestMeta): Promise<void> {
      const { otpId, user } = await checkOtp(email, code, 'reset', meta);
      const done = await auth.resetPassword({
        userId: user.id,
        passwordHash: await hashPassword(newPassword),
        otpId,
        now: clock.now(),
      });
      if (!done) throw new AppError('VALIDATION', MESSAGES.otpInvalid);
    },

    /** The session behind a bearer token, or null when it is unknown, revoked, expired or idle too long. */
    async authenticate(token: string): Promise<AuthContext | null> {
      if (token.length < 20 || token.length > 200) return null;
      const found = await findSession(sha256(token));
      const now = clock.now().getTime();
      if (!found || found.revokedAt) return null;
      if (found.expiresAt.getTime() <= now) return null;
      if (found.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now) return null;
      if (now - found.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await auth.touchSession(found.id, clock.now());
      }
      return { user: found.user, sessionId: found.id };
    },

    async logout(context: AuthContext): Promise<void> {
      await auth.revokeSession(context.sessionId, clock.now());
    },

    /** Waits for mail still being sent: part of a clean shutdown. */
    async drain(): Promise<void> {
      await Promise.allSettled([...pendingMail]);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
