-- Search words (decision 019): lower case, accents removed, split at spaces and punctuation,
-- each word after a space. unaccent() is STABLE (its dictionary could change), so an IMMUTABLE
-- wrapper that names the dictionary is what generated columns and indexes may use. btree_gin puts
-- the organization in the trigram indexes. Both are trusted extensions; PGlite loads them in
-- db/client.ts.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;--> statement-breakpoint
CREATE FUNCTION search_words(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT ' ' || btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), '[[:space:][:punct:]]+', ' ', 'g')) $$;--> statement-breakpoint
DROP INDEX "clients_search_name_trgm_index";--> statement-breakpoint
DROP INDEX "clients_email_trgm_index";--> statement-breakpoint
DROP INDEX "contacts_search_name_trgm_index";--> statement-breakpoint
DROP INDEX "contacts_email_trgm_index";--> statement-breakpoint
DROP INDEX "leads_search_name_trgm_index";--> statement-breakpoint
DROP INDEX "leads_email_trgm_index";--> statement-breakpoint
ALTER TABLE "clients" drop column "search_name";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_words("name")) STORED;--> statement-breakpoint
ALTER TABLE "contacts" drop column "search_name";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_words("first_name" || ' ' || "last_name")) STORED;--> statement-breakpoint
ALTER TABLE "leads" drop column "search_name";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_words("first_name" || ' ' || "last_name")) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_words("name" || ' ' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_words("first_name" || ' ' || "last_name" || ' ' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_words("first_name" || ' ' || "last_name" || ' ' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_words("title")) STORED;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_words("title" || ' ' || coalesce("description", ''))) STORED;--> statement-breakpoint
CREATE INDEX "clients_search_index" ON "clients" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_index" ON "contacts" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_search_index" ON "leads" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunities_search_index" ON "opportunities" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_search_index" ON "tasks" USING gin ("organization_id","search_text" gin_trgm_ops);