CREATE TABLE "accommodations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"extra_time_percent" integer NOT NULL,
	"reason" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempt_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"granted_by" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deadline_extensions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" bigint NOT NULL,
	"minutes" integer NOT NULL,
	"reason" text NOT NULL,
	"extended_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"test_id" integer,
	"result_id" bigint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_audience_batches" (
	"test_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	CONSTRAINT "test_audience_batches_test_id_batch_id_pk" PRIMARY KEY("test_id","batch_id")
);
--> statement-breakpoint
CREATE TABLE "test_audience_students" (
	"test_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "test_audience_students_test_id_user_id_pk" PRIMARY KEY("test_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "extra_time_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "extended_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "instructions" text;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "blueprint" jsonb;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "cloned_from" integer;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "audience" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "attempts_allowed" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_test_assigned" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_grants" ADD CONSTRAINT "attempt_grants_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_grants" ADD CONSTRAINT "attempt_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_grants" ADD CONSTRAINT "attempt_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_extensions" ADD CONSTRAINT "deadline_extensions_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_extensions" ADD CONSTRAINT "deadline_extensions_extended_by_users_id_fk" FOREIGN KEY ("extended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_audience_batches" ADD CONSTRAINT "test_audience_batches_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_audience_batches" ADD CONSTRAINT "test_audience_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_audience_students" ADD CONSTRAINT "test_audience_students_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_audience_students" ADD CONSTRAINT "test_audience_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_grants_test_user_idx" ON "attempt_grants" USING btree ("test_id","user_id");--> statement-breakpoint
CREATE INDEX "deadline_extensions_attempt_idx" ON "deadline_extensions" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "test_audience_batches_batch_idx" ON "test_audience_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "test_audience_students_user_idx" ON "test_audience_students" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_test_idx" ON "attempts" USING btree ("test_id","status");--> statement-breakpoint
CREATE INDEX "tests_owner_idx" ON "tests" USING btree ("owner_customer_id","status");--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_status_check" CHECK (status in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_audience_check" CHECK (audience in ('everyone', 'centre', 'batches', 'students') and (audience = 'everyone') = (owner_customer_id is null));--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_window_check" CHECK (opens_at is null or closes_at is null or opens_at < closes_at);--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_attempts_allowed_check" CHECK (attempts_allowed is null or attempts_allowed between 1 and 100);--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_duration_check" CHECK (duration_minutes between 1 and 600);--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_extra_time_check" CHECK (extra_time_percent between 0 and 200);--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_extra_time_check" CHECK (extra_time_percent between 0 and 200 and extended_minutes between 0 and 600);--> statement-breakpoint
ALTER TABLE "deadline_extensions" ADD CONSTRAINT "deadline_extensions_minutes_check" CHECK (minutes between 1 and 120);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('test_assigned', 'test_opening', 'result_ready', 'time_extended', 'regraded'));
