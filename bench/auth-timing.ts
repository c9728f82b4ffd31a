import { randomBytes } from 'node:crypto';
import { createDatabase, percentile, request, round, startAspirant } from './lib.ts';

const ROUNDS = Number(process.env.BENCH_AUTH_ROUNDS ?? 40);

/**
 * No account enumeration by the clock: a wrong password for an address with an account and any password for an
 * address without one are refused in the same time (both run one argon2id verification). Each known address is
 * tried once, so no per-account limit answers early; the two kinds alternate, and which goes first swaps each
 * round, so the machine's drift falls on both alike.
 */
export async function authTiming(): Promise<Record<string, unknown>> {
  const db = await createDatabase('bench_auth');
  const server = await startAspirant({ DATABASE_URL: db.url });
  try {
    const tag = randomBytes(3).toString('hex');
    const known: string[] = [];
    for (let i = 0; i <= ROUNDS; i++) {
      const email = `timing-${tag}-${i}@example.com`;
      const res = await request(`${server.url}/api/auth/register`, 'POST', {
        name: `Timing ${i}`,
        email,
        password: 'a good password',
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`register: ${res.status} ${res.body}`);
      known.push(email);
    }
    const refusal = async (email: string) => {
      const start = performance.now();
      const res = await request(`${server.url}/api/auth/login`, 'POST', {
        email,
        password: 'not the password',
      });
      const ms = performance.now() - start;
      if (res.status !== 401) throw new Error(`login of ${email}: ${res.status} ${res.body}`);
      return ms;
    };
    // Warm both paths: the unknown path makes its dummy hash on first use.
    await refusal(`nobody-${tag}-warm@example.com`);
    await refusal(known[ROUNDS]!);
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const pair = [
        async () => knownMs.push(await refusal(known[i]!)),
        async () => unknownMs.push(await refusal(`nobody-${tag}-${i}@example.com`)),
      ];
      if (i % 2) pair.reverse();
      for (const step of pair) await step();
    }
    const figures = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return { p50: round(percentile(sorted, 50)), p90: round(percentile(sorted, 90)) };
    };
    const k = figures(knownMs);
    const u = figures(unknownMs);
    return {
      rounds: ROUNDS,
      knownAddressMs: k,
      unknownAddressMs: u,
      unknownOverKnownP50: round(u.p50 / k.p50, 2),
    };
  } finally {
    await server.kill();
    await db.drop();
  }
}
