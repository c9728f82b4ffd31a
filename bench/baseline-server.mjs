// The baseline of the autosave benchmark (bare Fastify + pg, one upsert per request, no auth, no checks) and of
// the performance-pages benchmark (one plain page query).
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
// The performance benchmark's baseline: one student's first page of 20 results by date, no session, no rank.
app.get('/results/:userId', async (req) => {
  const result = await pool.query(
    `select r.id, r.test_id, t.name, r.created_at, r.score, r.total_score, r.perc_score, r.accuracy_rate,
            r.speed_score, r.time_spent_seconds
       from results r join tests t on t.id = r.test_id
      where r.user_id = $1
      order by r.created_at desc, r.id desc
      limit 20`,
    [Number(req.params.userId)],
  );
  return { rows: result.rows };
});
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening at ${address}`);
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
