ALTER TABLE "tasks" ADD COLUMN "remind_before_minutes" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "assignment_reason" jsonb;