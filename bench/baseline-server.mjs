// The baseline of the autosave benchmark: bare Fastify + pg, one upsert per request, no auth, no checks.
// Prints "listening at http://..." like the real server.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(`create table if not exists baseline_answers (
  attempt_id bigint not null, question_id int not null, selected_answer smallint, seq bigint not null,
  updated_at timestamptz not null, primary key (attempt_id, question_id))`);

const app = Fastify({ logger: false });
app.post('/save', async (req) => {
  const { attempt, question, answer, seq } = req.body;
  const result = await pool.query(
    `insert into baseline_answers values ($1, $2, $3, $4, now())
     on conflict (attempt_id, question_id) do update set selected_answer = excluded.selected_answer,
       seq = excluded.seq, updated_at = excluded.updated_at where baseline_answers.seq < excluded.seq
     returning seq`,
    [attempt, question, answer, seq],
  );
  return { saved: result.rowCount === 1 };
});
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening at ${address}`);
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
