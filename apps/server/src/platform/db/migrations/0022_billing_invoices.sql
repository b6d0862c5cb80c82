CREATE TABLE "invoice_instalment_reminders" (
	"organization_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"instalment_key" text NOT NULL,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_instalment_reminders_invoice_id_instalment_key_pk" PRIMARY KEY("invoice_id","instalment_key")
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"organization_id" integer NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_organization_id_series_year_pk" PRIMARY KEY("organization_id","series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"number" text,
	"credited_invoice_id" integer,
	"client_id" integer NOT NULL,
	"trip_id" integer,
	"currency" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"issue_date" date,
	"due_date" date,
	"lines" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"schedule" jsonb NOT NULL,
	"instalments" jsonb NOT NULL,
	"exchange_rate" text,
	"total_in_organization_currency" bigint,
	"notes_for_client" text,
	"void_reason" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"received_amount" bigint NOT NULL,
	"received_currency" text NOT NULL,
	"exchange_rate" text,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"credit" bigint DEFAULT 0 NOT NULL,
	"overpayment" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'recorded' NOT NULL,
	"void_reason" text,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"balance_days_before_start" integer NOT NULL,
	"supplier_buffer_days" integer NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"reminder_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_instalment_reminders" ADD CONSTRAINT "invoice_instalment_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_instalment_reminders" ADD CONSTRAINT "invoice_instalment_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_instalment_reminders" ADD CONSTRAINT "invoice_instalment_reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_number_counters" ADD CONSTRAINT "invoice_number_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_instalment_reminders_organization_index" ON "invoice_instalment_reminders" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_organization_number_index" ON "invoices" USING btree ("organization_id","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE INDEX "invoices_organization_status_index" ON "invoices" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "invoices_client_index" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoices_trip_index" ON "invoices" USING btree ("trip_id") WHERE "invoices"."trip_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_credited_index" ON "invoices" USING btree ("credited_invoice_id") WHERE "invoices"."credited_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_organization_paid_on_index" ON "payments" USING btree ("organization_id","paid_on","id");--> statement-breakpoint
CREATE INDEX "payments_invoice_index" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_client_index" ON "payments" USING btree ("client_id");--> statement-breakpoint
-- Invoices are `issued`, not `sent`: issuing (a number, a locked invoice) is what the server knows.
UPDATE "statuses" SET "key" = 'issued', "name" = 'Issued' WHERE "entity_type" = 'invoice' AND "key" = 'sent' AND "name" = 'Sent';
--> statement-breakpoint
UPDATE "statuses" SET "key" = 'issued' WHERE "entity_type" = 'invoice' AND "key" = 'sent';
