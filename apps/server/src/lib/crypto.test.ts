import { describe, expect, it } from 'vitest';
import { hashPassword, newOtpCode, newSessionToken, verifyPassword } from './crypto.ts';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB and 2 iterations', async () => {
    const hash = await hashPassword('correct horse');
    const [, algorithm, version, params] = hash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(version).toBe('v=19');
    const p = Object.fromEntries(params!.split(',').map((kv) => kv.split('=') as [string, string]));
    expect(Number(p.m)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(p.t)).toBeGreaterThanOrEqual(2);
  });

  it('verifies exactly the password given', async () => {
    const hash = await hashPassword('Pass word ');
    expect(await verifyPassword(hash, 'Pass word ')).toBe(true);
    expect(await verifyPassword(hash, 'Pass word')).toBe(false);
    expect(await verifyPassword(hash, 'pass word ')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});

describe('tokens and codes', () => {
  it('makes session tokens of 256 random bits', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('makes 6-digit codes covering the whole range', () => {
    const codes = Array.from({ length: 5000 }, newOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(4900);
  });
});
