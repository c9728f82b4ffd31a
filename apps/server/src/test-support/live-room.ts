import { createUser } from '@aspirant/contract/users.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { signIn } from './accounts.ts';
import { DEMO_PASSWORD, type TestContext } from './app.ts';
import { call } from './call.ts';

let made = 0;

/**
 * A published test of a centre, its paper copied from a content test (by code), for the audience given: the
 * live room's fixture while the composer (issue 17 point 1) is built elsewhere. Returns the new test's id.
 */
export async function centreTest(
  t: TestContext,
  customerId: number | null,
  options: { from?: string; audience?: 'everyone' | 'centre' | 'batches' | 'students'; name?: string } = {},
): Promise<number> {
  const code = `LIVE-${++made}-${Date.now()}`;
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      insert into tests (code, name, description, type, exam_id, subject_id, topic_id, duration_minutes,
                         is_bilingual, question_count, subject_names, subject_text, owner_customer_id, status,
                         audience)
      select ${code}, ${options.name ?? `Live room test ${made}`}, description, type, exam_id, subject_id, topic_id,
             duration_minutes, is_bilingual, question_count, subject_names, subject_text, ${customerId}::int,
             'published', ${options.audience ?? 'centre'}
        from tests where code = ${options.from ?? 'UPSC-TW-SCI-SPACE'}
      returning id`),
  );
  const id = row!.id;
  await t.database.db.execute(sql`
    insert into test_questions (test_id, position, question_id)
    select ${id}, tq.position, tq.question_id from test_questions tq
      join tests src on src.id = tq.test_id where src.code = ${options.from ?? 'UPSC-TW-SCI-SPACE'}`);
  return id;
}

/** A new student of a centre, signed in. */
export async function centreStudent(
  t: TestContext,
  superAdminToken: string,
  customerId: number,
  name: string,
): Promise<{ id: number; token: string }> {
  const email = `live-${++made}-${Date.now()}@live.test`;
  const res = await call(t, createUser, {
    token: superAdminToken,
    body: { name, email, password: DEMO_PASSWORD, role_id: 3, customer_id: customerId },
  });
  if (res.statusCode !== 201) throw new Error(`creating ${email} failed: ${res.statusCode} ${res.body}`);
  return { id: res.data.user.id, token: await signIn(t, email) };
}
