CREATE TABLE "booking_travellers" (
	"booking_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"ticket_number" text,
	CONSTRAINT "booking_travellers_booking_id_contact_id_pk" PRIMARY KEY("booking_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"trip_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'option' NOT NULL,
	"title" text NOT NULL,
	"supplier_id" integer,
	"confirmation_number" text,
	"starts_on" date,
	"start_time" text,
	"ends_on" date,
	"end_time" text,
	"details" jsonb NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"sell" bigint DEFAULT 0 NOT NULL,
	"commission_rate_basis_points" integer,
	"commission_amount" bigint,
	"commission_expected_on" date,
	"commission_received" bigint DEFAULT 0 NOT NULL,
	"supplier_payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deadline_at" timestamp with time zone,
	"deadline_kind" text,
	"cancellation_cost" bigint DEFAULT 0 NOT NULL,
	"cancellation_sell" bigint DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_segments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flight_segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"marketing_carrier" text NOT NULL,
	"operating_carrier" text,
	"flight_number" text NOT NULL,
	"departure_airport" text NOT NULL,
	"departure_terminal" text,
	"departure_local" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_airport" text NOT NULL,
	"arrival_terminal" text,
	"arrival_local" text NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"cabin" text NOT NULL,
	"booking_class" text,
	"fare_basis" text
);
--> statement-breakpoint
CREATE TABLE "travel_deadline_tasks" (
	"organization_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"deadline_key" text NOT NULL,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_deadline_tasks_booking_id_deadline_key_pk" PRIMARY KEY("booking_id","deadline_key")
);
--> statement-breakpoint
CREATE TABLE "travel_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"passport_validity_months" integer NOT NULL,
	"lead_hours" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text GENERATED ALWAYS AS (search_words("name")) STORED,
	"search_text" text GENERATED ALWAYS AS (search_words("name" || ' ' || coalesce("email", ''))) STORED,
	"category" text NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text,
	"phone_digits" text DEFAULT '' NOT NULL,
	"email" text,
	"website" text,
	"commission_rate_basis_points" integer,
	"payment_terms" text,
	"currency" text NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_reference_counters" (
	"organization_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "trip_reference_counters_organization_id_year_pk" PRIMARY KEY("organization_id","year")
);
--> statement-breakpoint
CREATE TABLE "trip_travellers" (
	"trip_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "trip_travellers_trip_id_contact_id_pk" PRIMARY KEY("trip_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"search_extra" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (search_words("title" || ' ' || "reference" || ' ' || "search_extra")) STORED,
	"client_id" integer NOT NULL,
	"opportunity_id" integer,
	"destinations" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'inquiry' NOT NULL,
	"trip_type" text,
	"currency" text NOT NULL,
	"budget" bigint,
	"notes_internal" text,
	"notes_for_client" text,
	"owner_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_segments" ADD CONSTRAINT "flight_segments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_deadline_tasks" ADD CONSTRAINT "travel_deadline_tasks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_deadline_tasks" ADD CONSTRAINT "travel_deadline_tasks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_deadline_tasks" ADD CONSTRAINT "travel_deadline_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_settings" ADD CONSTRAINT "travel_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_reference_counters" ADD CONSTRAINT "trip_reference_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_travellers" ADD CONSTRAINT "trip_travellers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_travellers" ADD CONSTRAINT "trip_travellers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_travellers_contact_index" ON "booking_travellers" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "bookings_trip_index" ON "bookings" USING btree ("trip_id","starts_on","id");--> statement-breakpoint
CREATE INDEX "bookings_organization_supplier_index" ON "bookings" USING btree ("organization_id","supplier_id");--> statement-breakpoint
CREATE INDEX "flight_segments_booking_index" ON "flight_segments" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "travel_deadline_tasks_organization_index" ON "travel_deadline_tasks" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "suppliers_organization_name_index" ON "suppliers" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "suppliers_organization_category_index" ON "suppliers" USING btree ("organization_id","category");--> statement-breakpoint
CREATE INDEX "suppliers_search_index" ON "suppliers" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_phone_digits_trgm_index" ON "suppliers" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trip_travellers_contact_index" ON "trip_travellers" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_organization_reference_index" ON "trips" USING btree ("organization_id","reference");--> statement-breakpoint
CREATE INDEX "trips_organization_start_index" ON "trips" USING btree ("organization_id","start_date","id");--> statement-breakpoint
CREATE INDEX "trips_organization_status_index" ON "trips" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "trips_client_index" ON "trips" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "trips_opportunity_index" ON "trips" USING btree ("opportunity_id") WHERE "trips"."opportunity_id" is not null;--> statement-breakpoint
CREATE INDEX "trips_search_index" ON "trips" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
-- Suppliers that fit no category (the reference data had none for them).
INSERT INTO "definitions" ("list", "key", "label", "position") VALUES ('supplier_categories', 'other', 'Other', 9) ON CONFLICT DO NOTHING;
