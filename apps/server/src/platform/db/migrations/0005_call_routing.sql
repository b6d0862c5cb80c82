ALTER TABLE "calls" ADD COLUMN "routing" jsonb DEFAULT '{"steps":[],"fallback":"unavailable"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "ring_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;