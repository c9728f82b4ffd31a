/** True when a database error (or one it wraps) is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  let e = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
