import { createUser } from '@aspirant/contract/users.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { signIn } from './accounts.ts';
import { DEMO_PASSWORD, type TestContext } from './app.ts';
import { call } from './call.ts';
import { createCentreTest } from './tests.ts';

let sequence = 0;

/**
 * A published test of a centre (tests.ts createCentreTest), its paper and duration copied from a content test
 * (by code), for the audience given. Returns the new test's id.
 */
export async function centreTest(
  t: TestContext,
  customerId: number | null,
  options: { from?: string; audience?: 'everyone' | 'centre' | 'batches' | 'students'; name?: string } = {},
): Promise<number> {
  const [source] = rowsOf<{ duration: number; questionIds: number[] }>(
    await t.database.db.execute(sql`
      select t.duration_minutes as duration,
             array(select tq.question_id from test_questions tq where tq.test_id = t.id order by tq.position)
               as "questionIds"
        from tests t where t.code = ${options.from ?? 'UPSC-TW-SCI-SPACE'}`),
  );
  const made = await createCentreTest(t, {
    owner: customerId,
    ...(options.audience ? { audience: options.audience } : {}),
    name: options.name ?? `Live room test ${++sequence}`,
    questionIds: source!.questionIds.map(Number),
    durationMinutes: source!.duration,
  });
  return made.id;
}

/** A new student of a centre, signed in. */
export async function centreStudent(
  t: TestContext,
  superAdminToken: string,
  customerId: number,
  name: string,
): Promise<{ id: number; token: string }> {
  const email = `live-${++sequence}-${Date.now()}@live.test`;
  const res = await call(t, createUser, {
    token: superAdminToken,
    body: { name, email, password: DEMO_PASSWORD, role_id: 3, customer_id: customerId },
  });
  if (res.statusCode !== 201) throw new Error(`creating ${email} failed: ${res.statusCode} ${res.body}`);
  return { id: res.data.user.id, token: await signIn(t, email) };
}
