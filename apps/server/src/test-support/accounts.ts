import { currentUser, login } from '@aspirant/contract/auth.ts';
import { createUser } from '@aspirant/contract/users.ts';
import { customers } from '../db/schema.ts';
import { DEMO_PASSWORD, type TestContext } from './app.ts';
import { call } from './call.ts';

/** The demo accounts of content/demo-accounts.json (centre 1, except the super admin). */
export const DEMO_EMAILS = {
  coachingAdmin: 'admin@aspirant.test',
  teacher: 'teacher@aspirant.test',
  student: 'student@aspirant.test',
  superAdmin: 'superadmin@aspirant.test',
} as const;

/** Signs in and returns the bearer token; fails the test when sign-in fails. */
export async function signIn(t: TestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(t, login, { body: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.data.token;
}

export interface Centre {
  id: number;
  admin: { id: number; token: string };
  teacher: { id: number; token: string };
  student: { id: number; token: string };
}

/** Tokens and ids of the four demo accounts; the demo centre is `centre1.id`. */
export async function demoAccounts(t: TestContext) {
  const [admin, teacher, student, superAdmin] = await Promise.all(
    [DEMO_EMAILS.coachingAdmin, DEMO_EMAILS.teacher, DEMO_EMAILS.student, DEMO_EMAILS.superAdmin].map(
      async (email) => {
        const token = await signIn(t, email);
        const me = await call(t, currentUser, { token });
        return { id: me.data.user.id, token, customerId: me.data.user.customer_id };
      },
    ),
  );
  const centre1: Centre = {
    id: admin!.customerId!,
    admin: admin!,
    teacher: teacher!,
    student: student!,
  };
  return { centre1, superAdmin: superAdmin! };
}

let sequence = 0;

/**
 * A second coaching centre with an admin, a teacher and a student, created as the super admin would
 * (the centre row directly: there is no API for centres).
 */
export async function createCentre(t: TestContext, superAdminToken: string, name: string): Promise<Centre> {
  const [row] = await t.database.db.insert(customers).values({ name }).returning({ id: customers.id });
  const id = row!.id;
  const tag = `${++sequence}-${id}`;
  const make = async (roleId: number, label: string) => {
    const email = `${label}-${tag}@centre.test`;
    const res = await call(t, createUser, {
      token: superAdminToken,
      body: { name: `${label} ${tag}`, email, password: DEMO_PASSWORD, role_id: roleId, customer_id: id },
    });
    if (res.statusCode !== 201) throw new Error(`creating ${email} failed: ${res.statusCode} ${res.body}`);
    return { id: res.data.user.id, token: await signIn(t, email) };
  };
  return {
    id,
    admin: await make(1, 'admin'),
    teacher: await make(2, 'teacher'),
    student: await make(3, 'student'),
  };
}
