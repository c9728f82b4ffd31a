import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_NAME, DEVICE_COOKIE_PATH } from './limits.ts';

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

/** The device cookie's value in a Cookie header, if there is one. */
export function deviceCookieOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === DEVICE_COOKIE_NAME) return pair.slice(at + 1).trim() || null;
  }
  return null;
}

/**
 * The Set-Cookie header for a device cookie: HttpOnly (no script reads it), SameSite=Strict and scoped to
 * /api/auth (sent only to sign-in), Secure when the request came over HTTPS.
 */
export function deviceCookieHeader(value: string, isHttps: boolean): string {
  return [
    `${DEVICE_COOKIE_NAME}=${value}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(isHttps ? ['Secure'] : []),
  ].join('; ');
}
