-- Issue 18: each result keeps its attempt's answers as two compact byte strings by paper position (the option
-- chosen, 255 when blank; the seconds, two bytes big-endian), so the item analysis reads one row per taker. The
-- results written before are filled from their attempts' answers.
ALTER TABLE "results" ADD COLUMN "answer_sheet" "bytea";--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "answer_seconds" "bytea";--> statement-breakpoint
UPDATE "results" r
   SET "answer_sheet" = s.sheet, "answer_seconds" = s.seconds
  FROM (SELECT x.id,
               decode(string_agg(lpad(to_hex(coalesce(aa.selected_answer, 255)), 2, '0'), '' ORDER BY tq.position), 'hex') AS sheet,
               decode(string_agg(lpad(to_hex(least(greatest(coalesce(aa.time_spent_seconds, 0), 0), 65535)), 4, '0'), '' ORDER BY tq.position), 'hex') AS seconds
          FROM "results" x
          JOIN "test_questions" tq ON tq.test_id = x.test_id
          LEFT JOIN "attempt_answers" aa ON aa.attempt_id = x.attempt_id AND aa.question_id = tq.question_id
         GROUP BY x.id) s
 WHERE s.id = r.id;--> statement-breakpoint
UPDATE "results" SET "answer_sheet" = '\x'::bytea, "answer_seconds" = '\x'::bytea WHERE "answer_sheet" IS NULL;--> statement-breakpoint
ALTER TABLE "results" ALTER COLUMN "answer_sheet" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ALTER COLUMN "answer_seconds" SET NOT NULL;
