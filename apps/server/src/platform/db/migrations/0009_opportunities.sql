CREATE TABLE "opportunities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"client_id" integer NOT NULL,
	"primary_contact_id" integer,
	"stage" text NOT NULL,
	"probability" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"expected_close_date" date,
	"source" text,
	"owner_id" integer,
	"team_id" integer,
	"next_step" text,
	"lost_reason" text,
	"lost_note" text,
	"closed_at" timestamp with time zone,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"board_position" double precision DEFAULT 0 NOT NULL,
	"lead_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statuses" ADD COLUMN "stage_kind" text;--> statement-breakpoint
ALTER TABLE "statuses" ADD COLUMN "probability" integer;--> statement-breakpoint
ALTER TABLE "statuses" ADD COLUMN "rot_after_days" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_primary_contact_id_contacts_id_fk" FOREIGN KEY ("primary_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_board_index" ON "opportunities" USING btree ("organization_id","stage","board_position","id");--> statement-breakpoint
CREATE INDEX "opportunities_organization_created_index" ON "opportunities" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "opportunities_organization_owner_index" ON "opportunities" USING btree ("organization_id","owner_id");--> statement-breakpoint
CREATE INDEX "opportunities_organization_close_index" ON "opportunities" USING btree ("organization_id","expected_close_date");--> statement-breakpoint
CREATE INDEX "opportunities_client_index" ON "opportunities" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "opportunities_lead_index" ON "opportunities" USING btree ("lead_id") WHERE "opportunities"."lead_id" is not null;--> statement-breakpoint
-- The pipeline's stages. Nothing referred to the first draft's prospecting and proposal stages
-- (opportunities did not exist), so they give way to the full pipeline.
DELETE FROM "statuses" WHERE "entity_type" = 'opportunity' AND "key" IN ('prospecting', 'proposal');
--> statement-breakpoint
INSERT INTO "statuses" ("entity_type", "key", "name", "color", "position", "is_closed", "stage_kind", "probability", "rot_after_days") VALUES
  ('opportunity', 'new', 'New', '#3b82f6', 1, false, 'open', 10, 7),
  ('opportunity', 'qualified', 'Qualified', '#06b6d4', 2, false, 'open', 20, 10),
  ('opportunity', 'quoted', 'Quoted', '#8b5cf6', 3, false, 'open', 40, 7),
  ('opportunity', 'negotiation', 'Negotiation', '#f59e0b', 4, false, 'open', 60, 5),
  ('opportunity', 'verbal_yes', 'Verbal yes', '#14b8a6', 5, false, 'open', 80, 3),
  ('opportunity', 'won', 'Won', '#22c55e', 6, true, 'won', 100, NULL),
  ('opportunity', 'lost', 'Lost', '#ef4444', 7, true, 'lost', 0, NULL)
ON CONFLICT ("entity_type", "key") DO UPDATE SET
  "position" = EXCLUDED."position",
  "is_closed" = EXCLUDED."is_closed",
  "stage_kind" = EXCLUDED."stage_kind",
  "probability" = EXCLUDED."probability",
  "rot_after_days" = EXCLUDED."rot_after_days";
--> statement-breakpoint
-- Stages an administrator added before stages had kinds stay open ones.
UPDATE "statuses" SET "stage_kind" = CASE WHEN "is_closed" THEN 'lost' ELSE 'open' END, "probability" = 0
WHERE "entity_type" = 'opportunity' AND "stage_kind" IS NULL;
