CREATE TABLE "score_histogram" (
	"scope" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "score_histogram_scope_bucket_pk" PRIMARY KEY("scope","bucket")
);
--> statement-breakpoint
CREATE TABLE "student_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total_tests" integer NOT NULL,
	"sum_perc" double precision NOT NULL,
	"avg_bucket" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "accuracy_rate" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "speed_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "time_efficiency" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_stats" ADD CONSTRAINT "student_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;