import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a media URL: HMAC-SHA256 with the shared key over `<path>|<expiry>` (Unix seconds),
 * base64url without padding. This is exactly what nginx's HMAC secure link module computes for
 * `secure_link_hmac_message "$uri|$arg_exp"` (docs/lectures-nginx.md), so either can serve the URL.
 */
export function signMediaPath(key: string, path: string, expiresAt: number): string {
  return createHmac('sha256', key).update(`${path}|${expiresAt}`).digest('base64url');
}

/** Compares in constant time. */
export function isValidMediaSignature(
  key: string,
  path: string,
  expiresAt: number,
  signature: string,
): boolean {
  const expected = Buffer.from(signMediaPath(key, path, expiresAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A URL signing key kept in app_secrets under `name` (`sharedSecret` is a repository's): 32 random bytes made by
 * the first process that asks, read once per process; after a failed read the next call reads again.
 */
export function sharedSigningKey(
  sharedSecret: (name: string, generate: () => string) => Promise<string>,
  name: string,
): () => Promise<string> {
  let key: Promise<string> | undefined;
  return () => {
    key ??= sharedSecret(name, () => randomBytes(32).toString('base64url')).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}
