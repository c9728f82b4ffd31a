ALTER TABLE "study_plan_items" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "study_plans" ADD COLUMN "summary_message" jsonb;