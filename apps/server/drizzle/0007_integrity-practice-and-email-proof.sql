ALTER TABLE "questions" ADD COLUMN "is_practice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Questions in no test are the practice pool (issue 13): their keys may be shown to anyone practising.
UPDATE "questions" SET "is_practice" = true
 WHERE NOT EXISTS (SELECT 1 FROM "test_questions" tq WHERE tq."question_id" = "questions"."id");
--> statement-breakpoint
-- The All India Rank counts first attempts only (issue 13): rebuild each student's running totals and the
-- average's histograms from first attempts, rounding as the server does (Math.round: floor(x + 0.5)).
UPDATE "student_stats" s
   SET "total_tests" = f.n, "sum_perc" = f.total,
       "avg_bucket" = floor((f.total / f.n) * 100 + 0.5)::int
  FROM (SELECT "user_id", count(*)::int AS n, sum("perc_score") AS total
          FROM "results" WHERE "is_first_attempt" GROUP BY "user_id") f
 WHERE f."user_id" = s."user_id";
--> statement-breakpoint
DELETE FROM "score_histogram" WHERE "scope" IN ('avg', 'avg:pct');
--> statement-breakpoint
INSERT INTO "score_histogram" ("scope", "bucket", "count")
SELECT 'avg', "avg_bucket", count(*)::int FROM "student_stats" WHERE "total_tests" > 0 GROUP BY "avg_bucket";
--> statement-breakpoint
INSERT INTO "score_histogram" ("scope", "bucket", "count")
SELECT 'avg:pct', floor("avg_bucket" / 100.0)::int, count(*)::int FROM "student_stats" WHERE "total_tests" > 0
 GROUP BY floor("avg_bucket" / 100.0)::int;
