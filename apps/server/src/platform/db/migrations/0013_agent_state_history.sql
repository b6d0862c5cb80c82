CREATE TABLE "agent_state_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_state_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"chosen" text NOT NULL,
	"reason" text,
	"wrap_up_until" timestamp with time zone,
	"cause" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_availability" ADD COLUMN "ringing_call_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_availability" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_state_changes" ADD CONSTRAINT "agent_state_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_state_changes_user_at_index" ON "agent_state_changes" USING btree ("user_id","at","id");