CREATE TABLE "result_insights" (
	"result_id" bigint PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"insights" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "result_insights" ADD CONSTRAINT "result_insights_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;