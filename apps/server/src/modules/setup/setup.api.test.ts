import { currentUser, register } from '@aspirant/contract/auth.ts';
import { createFirstSuperAdmin, instanceMeta, SETUP_MESSAGES } from '@aspirant/contract/setup.ts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appSecrets, users } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';
import { secretsRepository } from '../../repositories/secrets.ts';
import { usersRepository } from '../../repositories/users.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';
import { issueSetupToken } from './service.ts';

let t: TestContext;
afterEach(async () => {
  await t.close();
});

const body = (token: string, email = 'owner@centre.example') => ({
  token,
  name: 'Asha Owner',
  email,
  password: 'a long first secret',
});

const superAdmins = () =>
  t.database.db
    .select({ id: users.id, email: users.email, verified: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.roleId, 4));

describe('GET /api/meta', () => {
  it.each([
    ['false', false],
    ['true', true],
  ])('tells every visitor whether the server runs in demo mode (DEMO=%s)', async (value, demo) => {
    t = await createTestContext({ seed: false, env: { DEMO: value } });
    expect((await call(t, instanceMeta)).data).toEqual({ demo });
  });
});

describe('the one-time setup link', () => {
  it('creates exactly one confirmed super admin, signs them in, and is dead afterwards', async () => {
    t = await createTestContext({ seed: false });
    const setup = { users: usersRepository(t.database.db), secrets: secretsRepository(t.database.db) };
    const token = (await issueSetupToken(setup))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await t.database.db.select().from(appSecrets);
    expect(stored.map((r) => r.name)).toEqual([`setup-token:${sha256(token)}`]);
    expect(JSON.stringify(stored)).not.toContain(token);

    const wrong = await call(t, createFirstSuperAdmin, { body: body(`${token.slice(0, -1)}x`) });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.data).toEqual({ success: false, message: SETUP_MESSAGES.linkInvalid, code: 'NOT_FOUND' });

    const created = await call(t, createFirstSuperAdmin, { body: body(token) });
    expect(created.statusCode).toBe(201);
    expect(created.data.user).toEqual({
      id: expect.any(Number),
      name: 'Asha Owner',
      email: 'owner@centre.example',
      role_id: 4,
      customer_id: null,
      email_verified: true,
    });
    const me = await call(t, currentUser, { token: created.data.token });
    expect(me.data.user.role_id).toBe(4);
    const admins = await superAdmins();
    expect(admins).toHaveLength(1);
    expect(admins[0]!.verified).toBeInstanceOf(Date);

    // Used: the same link, and any link issued before, answer like a wrong one.
    const again = await call(t, createFirstSuperAdmin, { body: body(token, 'second@centre.example') });
    expect(again.statusCode).toBe(404);
    expect(again.error.message).toBe(SETUP_MESSAGES.linkInvalid);
    // Every link died with the first super admin (the sign-in's device-cookie key stays: decision 0007).
    const left = await t.database.db.select({ name: appSecrets.name }).from(appSecrets);
    expect(left.filter((r) => r.name.startsWith('setup-token:'))).toEqual([]);
    // A restart with a super admin prints no link.
    expect(await issueSetupToken(setup)).toBeNull();
    expect(await superAdmins()).toHaveLength(1);
  });

  it('makes one super admin when two links are used at once', async () => {
    t = await createTestContext({ seed: false });
    const setup = { users: usersRepository(t.database.db), secrets: secretsRepository(t.database.db) };
    // Two server processes started: each printed its own link.
    const [first, second] = [(await issueSetupToken(setup))!, (await issueSetupToken(setup))!];
    const answers = await Promise.all([
      call(t, createFirstSuperAdmin, { body: body(first, 'one@centre.example') }),
      call(t, createFirstSuperAdmin, { body: body(second, 'two@centre.example') }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
    expect(await superAdmins()).toHaveLength(1);
  });

  it('refuses a taken address and keeps the link; refuses bad input like every form', async () => {
    t = await createTestContext({ seed: false });
    const token = (await issueSetupToken({
      users: usersRepository(t.database.db),
      secrets: secretsRepository(t.database.db),
    }))!;
    await call(t, register, {
      body: { name: 'Early Bird', email: 'owner@centre.example', password: 'a good password' },
    });
    const taken = await call(t, createFirstSuperAdmin, { body: body(token) });
    expect(taken.statusCode).toBe(409);
    expect(taken.error.message).toBe('An account with this email already exists.');
    const short = await call(t, createFirstSuperAdmin, { body: { ...body(token), password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.error.message).toBe(
      'Password must be at least 8 characters long and not a commonly used password.',
    );
    const missing = await call(t, createFirstSuperAdmin, { body: { ...body(token), token: '' } });
    expect(missing.error.message).toBe(SETUP_MESSAGES.tokenRequired);
    expect(await superAdmins()).toHaveLength(0);
    const created = await call(t, createFirstSuperAdmin, { body: body(token, 'owner2@centre.example') });
    expect(created.statusCode).toBe(201);
    const confirmed = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, 'owner2@centre.example'), isNotNull(users.emailVerifiedAt)));
    expect(confirmed).toHaveLength(1);
  });

  it('is refused on a server that already has a super admin (demo accounts)', async () => {
    t = await createTestContext();
    expect(
      await issueSetupToken({
        users: usersRepository(t.database.db),
        secrets: secretsRepository(t.database.db),
      }),
    ).toBeNull();
    const res = await call(t, createFirstSuperAdmin, { body: body('A'.repeat(43)) });
    expect(res.statusCode).toBe(404);
    expect(await superAdmins()).toHaveLength(1);
  });
});
