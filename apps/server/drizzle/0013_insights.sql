CREATE TABLE "item_analysis_cache" (
	"test_id" integer PRIMARY KEY NOT NULL,
	"basis" text NOT NULL,
	"analysis" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regrades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"action" text NOT NULL,
	"accepted" smallint[],
	"dropped" text,
	"previous" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"results_seen" integer DEFAULT 0 NOT NULL,
	"results_changed" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "result_regrades" (
	"result_id" bigint NOT NULL,
	"regrade_id" bigint NOT NULL,
	"old_score" double precision NOT NULL,
	"new_score" double precision NOT NULL,
	CONSTRAINT "result_regrades_result_id_regrade_id_pk" PRIMARY KEY("result_id","regrade_id")
);
--> statement-breakpoint
ALTER TABLE "test_questions" ADD COLUMN "accepted" smallint[];--> statement-breakpoint
ALTER TABLE "test_questions" ADD COLUMN "dropped" text;--> statement-breakpoint
ALTER TABLE "item_analysis_cache" ADD CONSTRAINT "item_analysis_cache_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regrades" ADD CONSTRAINT "regrades_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regrades" ADD CONSTRAINT "regrades_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regrades" ADD CONSTRAINT "regrades_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_regrades" ADD CONSTRAINT "result_regrades_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_regrades" ADD CONSTRAINT "result_regrades_regrade_id_regrades_id_fk" FOREIGN KEY ("regrade_id") REFERENCES "public"."regrades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regrades_test_idx" ON "regrades" USING btree ("test_id","id");--> statement-breakpoint
CREATE INDEX "regrades_unfinished_idx" ON "regrades" USING btree ("id") WHERE finished_at is null;--> statement-breakpoint
CREATE INDEX "results_test_id_idx" ON "results" USING btree ("test_id","id");--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_accepted_check" CHECK ("accepted" is null or (cardinality("accepted") between 1 and 6 and 0 <= all("accepted") and 5 >= all("accepted")));--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_dropped_check" CHECK ("dropped" is null or "dropped" in ('unattempted', 'full'));--> statement-breakpoint
ALTER TABLE "regrades" ADD CONSTRAINT "regrades_action_check" CHECK (("action" = 'drop') = ("dropped" is not null) and ("action" = 'drop') = ("accepted" is null));--> statement-breakpoint
ALTER TABLE "regrades" ADD CONSTRAINT "regrades_position_check" CHECK ("position" >= 1);
