import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from '../../http/device-cookie.ts';

/**
 * OWASP's device cookie (decision 0007): `<user id>.<issued, Unix seconds>.<nonce>.<HMAC-SHA256 of the three>`.
 * It proves that this browser signed in to that account before, so a stranger's wrong passwords, which lock out
 * untrusted clients only, do not lock out the owner.
 */
export function signDeviceCookie(key: string, userId: number, issuedAt: Date): string {
  const payload = `${userId}.${Math.floor(issuedAt.getTime() / 1000)}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** The cookie's nonce when it is well signed, for `userId`, and not older than its lifetime; else null. */
export function trustedDeviceNonce(
  key: string,
  value: string | null,
  userId: number,
  now: Date,
): string | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [id, issued, nonce, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(
    createHmac('sha256', key).update(`${id}.${issued}.${nonce}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (id !== String(userId)) return null;
  const ageSeconds = now.getTime() / 1000 - Number(issued);
  return ageSeconds >= 0 && ageSeconds <= DEVICE_COOKIE_MAX_AGE_SECONDS ? nonce : null;
}
