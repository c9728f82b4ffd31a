CREATE TABLE "dashboard_insights" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"insights" jsonb NOT NULL,
	"based_on_result_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_insights" ADD CONSTRAINT "dashboard_insights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;