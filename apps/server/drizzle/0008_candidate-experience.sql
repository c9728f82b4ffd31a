CREATE TABLE "assistant_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"test_id" integer,
	"kind" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"result_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "scorecards_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "student_subject_stats" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"tests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "student_subject_stats_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "student_topic_stats" (
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"attempted" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "student_topic_stats_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "last_question_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ui_language" text;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subject_stats" ADD CONSTRAINT "student_subject_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subject_stats" ADD CONSTRAINT "student_subject_stats_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_topic_stats" ADD CONSTRAINT "student_topic_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_topic_stats" ADD CONSTRAINT "student_topic_stats_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_topic_stats" ADD CONSTRAINT "student_topic_stats_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_messages_user_idx" ON "assistant_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_idx" ON "bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_reports_open_key" ON "question_reports" USING btree ("user_id","question_id","kind") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "question_reports_question_idx" ON "question_reports" USING btree ("question_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_live_key" ON "scorecards" USING btree ("result_id") WHERE revoked_at is null;--> statement-breakpoint
-- Backfill the running counts from the results already stored (every result, retakes included, as before).
INSERT INTO "student_topic_stats" ("user_id", "topic_id", "subject_id", "questions", "attempted", "correct", "time_spent_seconds")
SELECT r.user_id, q.topic_id, q.subject_id, count(*)::int,
       (count(*) FILTER (WHERE aa.selected_answer IS NOT NULL))::int,
       (count(*) FILTER (WHERE aa.selected_answer = q.correct_index))::int,
       coalesce(sum(aa.time_spent_seconds), 0)::int
  FROM results r
  JOIN test_questions tq ON tq.test_id = r.test_id
  JOIN questions q ON q.id = tq.question_id
  LEFT JOIN attempt_answers aa ON aa.attempt_id = r.attempt_id AND aa.question_id = q.id
 GROUP BY r.user_id, q.topic_id, q.subject_id;--> statement-breakpoint
INSERT INTO "student_subject_stats" ("user_id", "subject_id", "tests")
SELECT r.user_id, q.subject_id, count(DISTINCT r.id)::int
  FROM results r
  JOIN test_questions tq ON tq.test_id = r.test_id
  JOIN questions q ON q.id = tq.question_id
 GROUP BY r.user_id, q.subject_id;
