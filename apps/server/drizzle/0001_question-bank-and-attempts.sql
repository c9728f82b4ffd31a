CREATE TABLE "attempt_answers" (
	"attempt_id" bigint NOT NULL,
	"question_id" integer NOT NULL,
	"selected_answer" smallint,
	"is_marked" boolean DEFAULT false NOT NULL,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	CONSTRAINT "attempts_session_uuid_unique" UNIQUE("session_uuid")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mark_correct" double precision NOT NULL,
	"mark_incorrect" double precision NOT NULL,
	"mark_unattempted" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "exams_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"subject_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"difficulty" text NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"options" jsonb NOT NULL,
	"correct_index" smallint NOT NULL,
	"explanation" text NOT NULL,
	"text_hi" text,
	"options_hi" jsonb,
	"explanation_hi" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "questions"."text"), 'A') || setweight(to_tsvector('english', "questions"."explanation"), 'B')) STORED,
	CONSTRAINT "questions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"total_score" double precision NOT NULL,
	"perc_score" double precision NOT NULL,
	"correct" integer NOT NULL,
	"wrong" integer NOT NULL,
	"unattempted" integer NOT NULL,
	"attempted" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"time_spent_seconds" integer NOT NULL,
	"is_first_attempt" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_attempt_id_unique" UNIQUE("attempt_id")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "subjects_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"test_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "test_questions_test_id_position_pk" PRIMARY KEY("test_id","position")
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"exam_id" integer NOT NULL,
	"subject_id" integer,
	"topic_id" integer,
	"duration_minutes" integer NOT NULL,
	"is_bilingual" boolean DEFAULT false NOT NULL,
	"question_count" integer NOT NULL,
	"subject_names" text[] NOT NULL,
	"subject_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "tests"."name" || ' ' || "tests"."code"), 'A') || setweight(to_tsvector('english', coalesce("tests"."description", '')), 'C') || setweight(to_tsvector('english', "tests"."subject_text"), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tests_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "topics_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_in_progress" ON "attempts" USING btree ("user_id","test_id") WHERE status = 'in_progress';--> statement-breakpoint
CREATE INDEX "attempts_due_idx" ON "attempts" USING btree ("deadline_at") WHERE status = 'in_progress';--> statement-breakpoint
CREATE INDEX "attempts_user_idx" ON "attempts" USING btree ("user_id","test_id");--> statement-breakpoint
CREATE INDEX "questions_topic_idx" ON "questions" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "questions_search_idx" ON "questions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "results_user_idx" ON "results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "results_test_idx" ON "results" USING btree ("test_id","perc_score");--> statement-breakpoint
CREATE UNIQUE INDEX "test_questions_unique" ON "test_questions" USING btree ("test_id","question_id");--> statement-breakpoint
CREATE INDEX "tests_search_idx" ON "tests" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tests_exam_idx" ON "tests" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "tests_subject_idx" ON "tests" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "tests_topic_idx" ON "tests" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "topics_subject_idx" ON "topics" USING btree ("subject_id");