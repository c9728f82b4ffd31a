import { ACCOUNT_MESSAGES } from '@aspirant/contract/account.ts';
import { MESSAGES, QUOTA_MESSAGES } from '@aspirant/contract/fields.ts';
import {
  EMAIL_CHANGE_CODE_MINUTES,
  EMAIL_CHANGE_MAX_ATTEMPTS,
  type Language,
  MEDIA_PHOTOS_PREFIX,
  PHOTO_MAX_BYTES,
  type PhotoMimeType,
  PROFILE_MESSAGES,
  type Profile,
  targetYearRange,
} from '@aspirant/contract/profile.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { newOtpCode, safeEqualHex, sha256, verifyPassword } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { enforceLimit, type Limit, type RateLimiter } from '../../lib/rate-limit.ts';
import { isValidMediaSignature, sharedSigningKey, signMediaPath } from '../../lib/signing.ts';
import type { CatalogueRepository } from '../../repositories/catalogue.ts';
import type { MediaRepository } from '../../repositories/media.ts';
import type { SecretsRepository } from '../../repositories/secrets.ts';
import type { ProfileChanges, ProfileRow, UsersRepository } from '../../repositories/users.ts';
import { PHOTO_QUOTA } from './limits.ts';

/** Name of the photo URL signing key in app_secrets. */
export const PHOTO_SIGNING_SECRET = 'photo-url-signing-key';
/**
 * Photo URLs expire at the end of the next whole hour: every page load within an hour gets the same URL (the
 * browser keeps the image), and a URL lives at least an hour and at most two.
 */
const PHOTO_URL_BUCKET_SECONDS = 60 * 60;

/** Email-change requests (each checks the password and sends two mails) per user. */
export const EMAIL_CHANGE_REQUEST_LIMIT: Limit = { max: 5, windowSeconds: 15 * 60 };
/** Code checks per user, across codes: asking again must not buy unlimited guesses. */
export const EMAIL_CHANGE_CONFIRM_LIMIT: Limit = { max: 15, windowSeconds: 15 * 60 };

/** The type of an image from its first bytes, never its declared type: PNG, JPEG, WebP, else null. */
export function sniffPhotoType(head: Buffer): PhotoMimeType | null {
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

function codeHash(userId: number, newEmail: string, code: string): string {
  return sha256(`email-change:${userId}:${newEmail}:${code}`);
}

/**
 * /profile and Settings › My Profile (issue 7 point 6). A user only ever reads and changes their own profile:
 * no call takes a user id, and a photo is reached only through a signed URL its owner was handed.
 */
export function profileService(deps: {
  users: UsersRepository;
  catalogue: CatalogueRepository;
  media: MediaRepository;
  secrets: SecretsRepository;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  limits?: { request: Limit; confirm: Limit };
  /** Photo uploads per user (PHOTO_QUOTA unless a test passes a small one). */
  photoQuota?: Limit;
}) {
  const { users, catalogue, media, clock, mailer, limiter, log } = deps;
  const limits = deps.limits ?? { request: EMAIL_CHANGE_REQUEST_LIMIT, confirm: EMAIL_CHANGE_CONFIRM_LIMIT };
  const key = sharedSigningKey(deps.secrets.shared, PHOTO_SIGNING_SECRET);

  const enforce = (key: string, limit: Limit) => enforceLimit(limiter, key, limit);

  /** A failed mail is logged, not shown: the answer must not depend on the address. */
  async function send(to: string, subject: string, text: string): Promise<void> {
    await mailer.send({ to, subject, text }).catch((error: unknown) => {
      log.error({ err: error, mailTo: to }, 'Sending mail failed');
    });
  }

  const photoPath = (userId: number, version: Date) =>
    `${MEDIA_PHOTOS_PREFIX}${userId}/${version.getTime().toString(36)}`;

  async function photoUrl(row: ProfileRow): Promise<string | null> {
    if (!row.photoUpdatedAt) return null;
    const now = Math.floor(clock.now().getTime() / 1000);
    const expiresAt = (Math.floor(now / PHOTO_URL_BUCKET_SECONDS) + 2) * PHOTO_URL_BUCKET_SECONDS;
    const path = photoPath(row.id, row.photoUpdatedAt);
    return `${path}?exp=${expiresAt}&sig=${signMediaPath(await key(), path, expiresAt)}`;
  }

  async function load(userId: number): Promise<Profile> {
    const [row, exams] = await Promise.all([users.profile(userId), catalogue.exams()]);
    if (!row) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    return {
      name: row.name,
      email: row.email,
      phone: row.phone,
      bio: row.bio,
      targetExam: exams.find((exam) => exam.id === row.targetExamId) ?? null,
      targetYear: row.targetYear,
      preferredLanguage: row.preferredLanguage,
      uiLanguage: row.uiLanguage,
      photoUrl: await photoUrl(row),
      emailTestAssigned: row.emailTestAssigned,
      exams,
    };
  }

  return {
    get: load,

    async update(
      userId: number,
      input: {
        name: string;
        phone?: string;
        bio?: string;
        targetExamId?: number | null;
        targetYear?: number | null;
        preferredLanguage?: 'en' | 'hi';
        emailTestAssigned?: boolean;
      },
    ): Promise<Profile> {
      if (input.targetExamId != null) {
        const exams = await catalogue.exams();
        if (!exams.some((exam) => exam.id === input.targetExamId)) {
          throw new AppError('VALIDATION', PROFILE_MESSAGES.targetExamInvalid);
        }
      }
      if (input.targetYear != null) {
        const { from, to } = targetYearRange(clock.now());
        if (input.targetYear < from || input.targetYear > to) {
          throw new AppError('VALIDATION', PROFILE_MESSAGES.targetYearOutOfRange(from, to));
        }
      }
      const changes: ProfileChanges = { name: input.name };
      if (input.phone !== undefined) changes.phone = input.phone === '' ? null : input.phone;
      if (input.bio !== undefined) changes.bio = input.bio === '' ? null : input.bio;
      if (input.targetExamId !== undefined) changes.targetExamId = input.targetExamId;
      if (input.targetYear !== undefined) changes.targetYear = input.targetYear;
      if (input.preferredLanguage !== undefined) changes.preferredLanguage = input.preferredLanguage;
      if (input.emailTestAssigned !== undefined) changes.emailTestAssigned = input.emailTestAssigned;
      if (!(await users.updateProfile(userId, changes, clock.now()))) {
        throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
      }
      return load(userId);
    },

    /** The interface language kept for the user; null until chosen. */
    async uiLanguage(userId: number): Promise<Language | null> {
      const row = await users.profile(userId);
      if (!row) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
      return row.uiLanguage;
    },

    /** Keeps the interface language (the contract has held it to 'en' or 'hi'). */
    async setUiLanguage(userId: number, uiLanguage: Language): Promise<Language> {
      const row = await users.profile(userId);
      if (!row) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
      if (!(await users.updateProfile(userId, { name: row.name, uiLanguage }, clock.now()))) {
        throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
      }
      return uiLanguage;
    },

    /**
     * Counts one photo upload against the user's quota (decision 0011); the route calls it before reading the
     * body, so a refused upload costs no more than its headers.
     */
    async enforcePhotoQuota(userId: number): Promise<void> {
      const quota = deps.photoQuota ?? PHOTO_QUOTA;
      await enforceLimit(limiter, `quota:photo:${userId}`, quota, (retryAfterSeconds) =>
        QUOTA_MESSAGES.photo({ ...quota, retryAfterSeconds }),
      );
    },

    /** Replaces the photo; the bytes decide the type. The route has already held the size to PHOTO_MAX_BYTES. */
    async setPhoto(userId: number, data: Buffer): Promise<Profile> {
      if (data.length === 0) throw new AppError('VALIDATION', PROFILE_MESSAGES.photoEmpty);
      if (data.length > PHOTO_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', PROFILE_MESSAGES.photoTooLarge);
      const type = sniffPhotoType(data);
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROFILE_MESSAGES.photoWrongType);
      await media.savePhoto(userId, type, data, clock.now());
      return load(userId);
    },

    async removePhoto(userId: number): Promise<Profile> {
      await media.deletePhoto(userId);
      return load(userId);
    },

    /**
     * The photo behind a signed URL. A forged, altered or expired link answers 403; a link to a photo since
     * replaced or removed answers 404 (its version no longer matches).
     */
    async openSignedPhoto(
      userIdText: string,
      version: string,
      exp: unknown,
      sig: unknown,
    ): Promise<{ mimeType: PhotoMimeType; data: Buffer; updatedAt: Date; secondsLeft: number }> {
      const invalid = new AppError('FORBIDDEN', PROFILE_MESSAGES.photoLinkInvalid);
      if (typeof exp !== 'string' || typeof sig !== 'string') throw invalid;
      if (!/^\d{1,10}$/.test(userIdText) || !/^[0-9a-z]{1,12}$/.test(version)) throw invalid;
      if (!/^\d{1,12}$/.test(exp) || !/^[\w-]{43}$/.test(sig)) throw invalid;
      const path = `${MEDIA_PHOTOS_PREFIX}${userIdText}/${version}`;
      const expiresAt = Number(exp);
      if (!isValidMediaSignature(await key(), path, expiresAt, sig)) throw invalid;
      const now = Math.floor(clock.now().getTime() / 1000);
      if (expiresAt < now) throw new AppError('FORBIDDEN', PROFILE_MESSAGES.photoLinkExpired);
      const photo = await media.photo(Number(userIdText));
      if (!photo || photo.updatedAt.getTime().toString(36) !== version) {
        throw new AppError('NOT_FOUND', PROFILE_MESSAGES.photoNotFound);
      }
      return { ...photo, secondsLeft: expiresAt - now };
    },

    /**
     * Step 1 of an email change. The password is checked first; then the new address gets a code, unless it
     * belongs to another account, in which case it gets a notice instead. The caller sees the same answer
     * either way, so the call cannot tell which addresses have accounts.
     */
    async requestEmailChange(
      userId: number,
      input: { newEmail: string; currentPassword: string },
    ): Promise<string> {
      await enforce(`email-change:user:${userId}`, limits.request);
      const [hash, profile] = await Promise.all([users.passwordHash(userId), users.profile(userId)]);
      if (!hash || !profile) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
      // Not 401: the client reads 401 as "signed out" and would drop the session.
      if (!(await verifyPassword(hash, input.currentPassword))) {
        throw new AppError('VALIDATION', ACCOUNT_MESSAGES.currentPasswordWrong);
      }
      if (input.newEmail === profile.email)
        throw new AppError('VALIDATION', PROFILE_MESSAGES.emailSameAsCurrent);

      const code = newOtpCode();
      const now = clock.now();
      // A code is stored either way (the same work); for a taken address nobody ever receives it.
      await users.insertEmailChange({
        userId,
        newEmail: input.newEmail,
        codeHash: codeHash(userId, input.newEmail, code),
        now,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_CODE_MINUTES * 60_000),
      });
      // The notice first: the code is the last mail, the one the new address's owner is waiting for.
      await send(
        profile.email,
        'Your Aspirant email address is about to change',
        `Someone signed in to your Aspirant account asked to change its sign-in address to ${input.newEmail}.\n\n` +
          'Nothing changes until the code sent to that address is entered. If this was not you, change your ' +
          'password in Settings (Change Password).',
      );
      if (await users.isEmailTaken(input.newEmail, userId)) {
        await send(
          input.newEmail,
          'Someone tried to use your email address on Aspirant',
          'Someone asked to make this address the sign-in address of another Aspirant account. It already ' +
            'belongs to an account, so nothing has changed.\n\nIf this was you, sign in with this address ' +
            'instead. Otherwise you can ignore this email.',
        );
      } else {
        await send(
          input.newEmail,
          'Your Aspirant email change code',
          `Use this code to confirm your new Aspirant sign-in address: ${code}\n\n` +
            `It makes ${input.newEmail} the address you sign in with. The code is valid for ${EMAIL_CHANGE_CODE_MINUTES} minutes and can be used once.\n` +
            'If you did not ask for it, you can ignore this email.',
        );
      }
      return PROFILE_MESSAGES.emailChangeCodeSent(input.newEmail);
    },

    /**
     * Step 2: the newest code of the user; each check spends one of its EMAIL_CHANGE_MAX_ATTEMPTS tries. A
     * right code is used up even when the address has since been taken (409). Sessions stay signed in: the
     * password did not change, and the user has just proved both the password and the new address.
     */
    async confirmEmailChange(userId: number, code: string): Promise<Profile> {
      await enforce(`email-change-confirm:user:${userId}`, limits.confirm);
      const invalid = new AppError('VALIDATION', PROFILE_MESSAGES.codeInvalid);
      const change = await users.latestEmailChange(userId);
      if (!change || change.expiresAt.getTime() <= clock.now().getTime()) throw invalid;
      if (!(await users.claimEmailChangeAttempt(change.id, EMAIL_CHANGE_MAX_ATTEMPTS))) throw invalid;
      if (!safeEqualHex(change.codeHash, codeHash(userId, change.newEmail, code))) throw invalid;
      if (!(await users.consumeEmailChange(change.id, clock.now()))) throw invalid;
      const before = await users.profile(userId);
      if (!before) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
      if (
        (await users.isEmailTaken(change.newEmail, userId)) ||
        !(await users.setEmail(userId, change.newEmail, clock.now()))
      ) {
        throw new AppError('CONFLICT', MESSAGES.emailTaken);
      }
      await send(
        before.email,
        'Your Aspirant email address has changed',
        `The sign-in address of your Aspirant account is now ${change.newEmail}. This address no longer ` +
          'signs in.\n\nIf this was not you, contact your coaching centre at once.',
      );
      return load(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
