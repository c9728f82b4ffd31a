import type { FastifyReply } from 'fastify';

/** Device cookies (OWASP, decision 0007): a browser that signed in to an account before stays trusted this long. */
export const DEVICE_COOKIE_NAME = 'aspirant_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const DEVICE_COOKIE_PATH = '/api/auth';

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

/** Answers a sign-in and sets the device cookie it earned (decision 0007); the setup link signs in so too. */
export function signedIn<B>(
  reply: FastifyReply,
  meta: { isHttps: boolean },
  result: { body: B; deviceCookie: string },
): B {
  reply.header('set-cookie', deviceCookieHeader(result.deviceCookie, meta.isHttps));
  return result.body;
}
