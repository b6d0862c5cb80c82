CREATE TABLE "calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"ringing_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"phone_from" text,
	"phone_to" text,
	"number_id" integer,
	"contact_id" integer,
	"callable_type" text,
	"callable_id" integer,
	"provider" text,
	"provider_call_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"notes" text,
	"recording_enabled" boolean DEFAULT false NOT NULL,
	"recording_sid" text,
	"recording_url" text,
	"recording_key" text,
	"recording_duration_seconds" integer,
	"voicemail" boolean DEFAULT false NOT NULL,
	"price" numeric(14, 5),
	"price_unit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telephony_number_agents" (
	"number_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "telephony_number_agents_number_id_user_id_pk" PRIMARY KEY("number_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "telephony_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telephony_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"number" text NOT NULL,
	"friendly_name" text,
	"provider_id" text,
	"country" text,
	"capabilities" jsonb DEFAULT '["voice"]'::jsonb NOT NULL,
	"ring_timeout_seconds" integer DEFAULT 25 NOT NULL,
	"voicemail_enabled" boolean DEFAULT true NOT NULL,
	"recording_enabled" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"monthly_cost" numeric(14, 4),
	"monthly_cost_currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_number_id_telephony_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."telephony_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_number_agents" ADD CONSTRAINT "telephony_number_agents_number_id_telephony_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."telephony_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_number_agents" ADD CONSTRAINT "telephony_number_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_numbers" ADD CONSTRAINT "telephony_numbers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_organization_started_index" ON "calls" USING btree ("organization_id","started_at","id");--> statement-breakpoint
CREATE INDEX "calls_user_started_index" ON "calls" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_callable_index" ON "calls" USING btree ("organization_id","callable_type","callable_id");--> statement-breakpoint
CREATE INDEX "calls_contact_index" ON "calls" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_provider_call_unique" ON "calls" USING btree ("provider","provider_call_id");--> statement-breakpoint
CREATE INDEX "calls_open_index" ON "calls" USING btree ("user_id") WHERE "calls"."status" in ('initiated', 'ringing', 'in-progress');--> statement-breakpoint
CREATE INDEX "telephony_number_agents_user_index" ON "telephony_number_agents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "telephony_numbers_number_unique" ON "telephony_numbers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "telephony_numbers_organization_index" ON "telephony_numbers" USING btree ("organization_id","id");