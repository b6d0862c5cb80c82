-- Trigram indexes serve substring search (q, contains filters). pg_trgm is a trusted extension
-- (PostgreSQL 13+: the database owner may create it); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"type" text DEFAULT 'individual' NOT NULL,
	"name" text NOT NULL,
	"search_name" text GENERATED ALWAYS AS (lower("name")) STORED,
	"email" text,
	"phone" text,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"address_line" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"country" text,
	"tax_id" text,
	"preferred_language" text,
	"preferred_currency" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"lifetime_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"owner_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"full_name" text GENERATED ALWAYS AS (btrim("first_name" || ' ' || "last_name")) STORED,
	"search_name" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name")) STORED,
	"email" text,
	"phone" text,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"relationship" text,
	"date_of_birth" date,
	"nationality" text,
	"passport_number" text,
	"passport_country" text,
	"passport_expiry" date,
	"frequent_flyer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seat_preference" text,
	"meal_preference" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"module" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"headers" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"suggested_mapping" jsonb NOT NULL,
	"mapping" jsonb,
	"dedupe" text,
	"processed" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '{"created":0,"updated":0,"skipped":0,"errors":[],"errors_count":0}'::jsonb NOT NULL,
	"error" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"full_name" text GENERATED ALWAYS AS (btrim("first_name" || ' ' || "last_name")) STORED,
	"search_name" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name")) STORED,
	"email" text,
	"phone" text,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"source" text,
	"owner_id" integer,
	"do_not_call" boolean DEFAULT false NOT NULL,
	"destinations" text[] DEFAULT '{}'::text[] NOT NULL,
	"travel_start" date,
	"travel_end" date,
	"date_flexibility_days" integer,
	"adults" integer DEFAULT 1 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"infants" integer DEFAULT 0 NOT NULL,
	"budget_amount" numeric(14, 2),
	"budget_currency" text,
	"purpose" text,
	"next_action_at" date,
	"lost_reason" text,
	"converted_at" timestamp with time zone,
	"converted_client_id" integer,
	"converted_contact_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_id" integer,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"module" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" text,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"q" text,
	"visibility" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_converted_client_id_clients_id_fk" FOREIGN KEY ("converted_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_converted_contact_id_contacts_id_fk" FOREIGN KEY ("converted_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_activities" ADD CONSTRAINT "record_activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_activities" ADD CONSTRAINT "record_activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_subject_index" ON "attachments" USING btree ("organization_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "clients_organization_name_index" ON "clients" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "clients_organization_created_index" ON "clients" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_organization_email_index" ON "clients" USING btree ("organization_id","email");--> statement-breakpoint
CREATE INDEX "clients_organization_phone_index" ON "clients" USING btree ("organization_id","phone");--> statement-breakpoint
CREATE INDEX "clients_organization_city_index" ON "clients" USING btree ("organization_id",lower("city"));--> statement-breakpoint
CREATE INDEX "clients_search_name_trgm_index" ON "clients" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_index" ON "clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_digits_trgm_index" ON "clients" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_organization_full_name_index" ON "contacts" USING btree ("organization_id","full_name","id");--> statement-breakpoint
CREATE INDEX "contacts_organization_created_index" ON "contacts" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_client_index" ON "contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "contacts_organization_email_index" ON "contacts" USING btree ("organization_id","email");--> statement-breakpoint
CREATE INDEX "contacts_organization_phone_index" ON "contacts" USING btree ("organization_id","phone");--> statement-breakpoint
CREATE INDEX "contacts_search_name_trgm_index" ON "contacts" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_index" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_phone_digits_trgm_index" ON "contacts" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "import_jobs_organization_index" ON "import_jobs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_organization_created_index" ON "leads" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_organization_status_created_index" ON "leads" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_organization_owner_index" ON "leads" USING btree ("organization_id","owner_id","status");--> statement-breakpoint
CREATE INDEX "leads_organization_email_index" ON "leads" USING btree ("organization_id","email");--> statement-breakpoint
CREATE INDEX "leads_organization_phone_index" ON "leads" USING btree ("organization_id","phone");--> statement-breakpoint
CREATE INDEX "leads_converted_client_index" ON "leads" USING btree ("converted_client_id");--> statement-breakpoint
CREATE INDEX "leads_search_name_trgm_index" ON "leads" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_index" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_digits_trgm_index" ON "leads" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_subject_index" ON "notes" USING btree ("organization_id","subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "record_activities_subject_index" ON "record_activities" USING btree ("organization_id","subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_views_organization_module_index" ON "saved_views" USING btree ("organization_id","module");