CREATE TABLE "agent_availability" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"chosen" text DEFAULT 'available' NOT NULL,
	"reason" text,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"on_call_since" timestamp with time zone,
	"wrap_up_until" timestamp with time zone,
	"last_call_ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_call_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"wrap_up_seconds" integer DEFAULT 30 NOT NULL,
	"missed_call_sla_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_availability" ADD CONSTRAINT "agent_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_call_settings" ADD CONSTRAINT "organization_call_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;