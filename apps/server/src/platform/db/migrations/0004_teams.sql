CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_numbers" (
	"team_id" integer NOT NULL,
	"number_id" integer NOT NULL,
	CONSTRAINT "team_numbers_team_id_number_id_pk" PRIMARY KEY("team_id","number_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"leader_id" integer,
	"ring_strategy" text DEFAULT 'simultaneous' NOT NULL,
	"agent_ring_seconds" integer DEFAULT 25 NOT NULL,
	"total_ring_seconds" integer DEFAULT 90 NOT NULL,
	"business_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fallback_action" text DEFAULT 'voicemail' NOT NULL,
	"fallback_team_id" integer,
	"last_offered_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_numbers" ADD CONSTRAINT "team_numbers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_numbers" ADD CONSTRAINT "team_numbers_number_id_telephony_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."telephony_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_fallback_team_id_teams_id_fk" FOREIGN KEY ("fallback_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_last_offered_user_id_users_id_fk" FOREIGN KEY ("last_offered_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_user_index" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_numbers_number_unique" ON "team_numbers" USING btree ("number_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_organization_name_unique" ON "teams" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "teams_organization_index" ON "teams" USING btree ("organization_id","id");