-- The question bank's duplicate key (issue 16): one definition, used by the generated column and by every
-- comparison (the import's dry run, the authoring form's warning). Unicode NFC, lower case, markup and
-- punctuation dropped, runs of spaces as one.
CREATE FUNCTION question_text_key(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$ select md5(btrim(regexp_replace(regexp_replace(lower(normalize(t, NFC)), '<[^>]*>', ' ', 'g'), '[[:space:][:punct:]]+', ' ', 'g'))) $$;--> statement-breakpoint
CREATE TABLE "question_images" (
	"sha256" text NOT NULL,
	"owner_key" integer NOT NULL,
	"mime_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_images_owner_key_sha256_pk" PRIMARY KEY("owner_key","sha256")
);
--> statement-breakpoint
ALTER TABLE "questions" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "questions"."text"), 'A') || setweight(to_tsvector('simple', coalesce("questions"."text_hi", '')), 'A') || setweight(to_tsvector('english', "questions"."explanation"), 'B') || setweight(to_tsvector('simple', coalesce("questions"."explanation_hi", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "question_reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "owner_customer_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "superseded_by" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "text_key" text GENERATED ALWAYS AS (question_text_key("questions"."text")) STORED;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "owner_customer_id" integer;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "owner_customer_id" integer;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_owner_idx" ON "questions" USING btree ("owner_customer_id","status") INCLUDE ("id","subject_id","topic_id","difficulty") WHERE superseded_by is null;--> statement-breakpoint
CREATE INDEX "questions_text_key_idx" ON "questions" USING btree ("text_key");--> statement-breakpoint
CREATE INDEX "questions_family_idx" ON "questions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "questions_tags_idx" ON "questions" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_owner_name_key" ON "topics" USING btree ("owner_customer_id","subject_id",lower("name")) WHERE owner_customer_id is not null;;--> statement-breakpoint
CREATE INDEX "questions_search_idx" ON "questions" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_superseded_by_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_family_fk" FOREIGN KEY ("family_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_options_count" CHECK (jsonb_array_length("options") between 2 and 6 and "correct_index" >= 0 and "correct_index" < jsonb_array_length("options"));--> statement-breakpoint
CREATE INDEX "practice_items_question_idx" ON "practice_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "test_questions_question_idx" ON "test_questions" USING btree ("question_id");