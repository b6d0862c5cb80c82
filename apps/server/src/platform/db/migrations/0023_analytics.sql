CREATE TABLE "agent_analytics_days" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"ringing" integer DEFAULT 0 NOT NULL,
	"on_call" integer DEFAULT 0 NOT NULL,
	"wrap_up" integer DEFAULT 0 NOT NULL,
	"unavailable" integer DEFAULT 0 NOT NULL,
	"unavailable_by_reason" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "agent_analytics_days_organization_id_user_id_day_pk" PRIMARY KEY("organization_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"service_level_seconds" integer,
	"thresholds" jsonb,
	"agent_days_from" date,
	"agent_days_until" date
);
--> statement-breakpoint
CREATE TABLE "call_analytics_days" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer,
	"team_id" integer,
	"number_id" integer,
	"direction" text NOT NULL,
	"inbound" integer DEFAULT 0 NOT NULL,
	"outbound" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"missed" integer DEFAULT 0 NOT NULL,
	"voicemail" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	"short_abandons" integer DEFAULT 0 NOT NULL,
	"outbound_connected" integer DEFAULT 0 NOT NULL,
	"answer_seconds" bigint DEFAULT 0 NOT NULL,
	"talk_seconds" bigint DEFAULT 0 NOT NULL,
	"answered_within_10" integer DEFAULT 0 NOT NULL,
	"answered_within_15" integer DEFAULT 0 NOT NULL,
	"answered_within_20" integer DEFAULT 0 NOT NULL,
	"answered_within_30" integer DEFAULT 0 NOT NULL,
	"answered_within_45" integer DEFAULT 0 NOT NULL,
	"answered_within_60" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "call_analytics_days_key" UNIQUE NULLS NOT DISTINCT("organization_id","day","user_id","team_id","number_id","direction")
);
--> statement-breakpoint
CREATE TABLE "call_analytics_hours" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"team_id" integer,
	"number_id" integer,
	"inbound" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"short_abandons" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "call_analytics_hours_key" UNIQUE NULLS NOT DISTINCT("organization_id","day","hour","team_id","number_id")
);
--> statement-breakpoint
CREATE TABLE "call_analytics_outcomes" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer,
	"team_id" integer,
	"number_id" integer,
	"direction" text NOT NULL,
	"outcome" text,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "call_analytics_outcomes_key" UNIQUE NULLS NOT DISTINCT("organization_id","day","user_id","team_id","number_id","direction","outcome")
);
--> statement-breakpoint
ALTER TABLE "agent_analytics_days" ADD CONSTRAINT "agent_analytics_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_settings" ADD CONSTRAINT "analytics_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_analytics_days" ADD CONSTRAINT "call_analytics_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_analytics_hours" ADD CONSTRAINT "call_analytics_hours_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_analytics_outcomes" ADD CONSTRAINT "call_analytics_outcomes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (drizzle-kit writes no functions or triggers; keep this part when the
-- migration is regenerated).
--
-- What one call adds to the analytics: no row when it does not count, else one row of its keys
-- (the organization's local day and hour it started, agent, team, number, direction, outcome)
-- and its counters (packages/contracts/src/analytics.ts). The one place the rule lives: the
-- triggers below keep the rollups with it, and a recomputation over raw calls reads it too.
-- - Counted: `live` and `tracked` calls, once answered or ended, whose other party is neither one
--   of the organization's own numbers (internal) nor one of Twilio's test numbers (+1500555...).
-- - Inbound, exactly one class: answered (an agent took it); voicemail (a message was left);
--   missed (routing rang out: status `missed`); else the caller hung up (or the provider gave
--   up): a short abandon when it rang less than 5 s (SHORT_ABANDON_SECONDS), else abandoned.
-- - Answer seconds: from the start to the answer. Talk seconds: the provider's duration when
--   known, else from the answer to the end; 0 while the call goes on.
CREATE FUNCTION call_analytics_facts(call calls) RETURNS TABLE (
  organization_id integer, day date, hour smallint, user_id integer, team_id integer,
  number_id integer, direction text, outcome text, inbound integer, outbound integer,
  answered integer, missed integer, voicemail integer, abandoned integer, short_abandons integer,
  outbound_connected integer, answer_seconds integer, talk_seconds integer,
  answered_within_10 integer, answered_within_15 integer, answered_within_20 integer,
  answered_within_30 integer, answered_within_45 integer, answered_within_60 integer
) LANGUAGE sql STABLE AS $$
  SELECT call.organization_id, local.at::date, extract(hour FROM local.at)::smallint,
         call.user_id, call.team_id, call.number_id, call.direction, call.outcome,
         (call.direction = 'inbound')::int, (call.direction = 'outbound')::int,
         (class.name = 'answered')::int, (class.name = 'missed')::int,
         (class.name = 'voicemail')::int, (class.name = 'abandoned')::int,
         (class.name = 'short_abandon')::int, (class.name = 'connected')::int,
         CASE WHEN class.name = 'answered' THEN class.answer_seconds ELSE 0 END,
         CASE WHEN class.name IN ('answered', 'connected') THEN greatest(0, coalesce(call.duration_seconds,
           floor(extract(epoch FROM call.ended_at - call.answered_at))::int, 0)) ELSE 0 END,
         (class.name = 'answered' AND class.answer_seconds <= 10)::int,
         (class.name = 'answered' AND class.answer_seconds <= 15)::int,
         (class.name = 'answered' AND class.answer_seconds <= 20)::int,
         (class.name = 'answered' AND class.answer_seconds <= 30)::int,
         (class.name = 'answered' AND class.answer_seconds <= 45)::int,
         (class.name = 'answered' AND class.answer_seconds <= 60)::int
  FROM organizations AS org
  CROSS JOIN LATERAL (SELECT call.started_at AT TIME ZONE org.timezone AS at) AS local
  CROSS JOIN LATERAL (
    SELECT CASE call.direction WHEN 'inbound' THEN call.phone_from ELSE call.phone_to END AS phone,
           greatest(0, floor(extract(epoch FROM
             coalesce(call.answered_at, call.ended_at, call.started_at) - call.started_at)))::int AS ring_seconds
  ) AS party
  CROSS JOIN LATERAL (
    SELECT party.ring_seconds AS answer_seconds, CASE
      WHEN call.direction = 'outbound' THEN CASE WHEN call.answered_at IS NOT NULL THEN 'connected' ELSE 'not_connected' END
      WHEN call.answered_at IS NOT NULL THEN 'answered'
      WHEN call.voicemail THEN 'voicemail'
      WHEN call.status = 'missed' THEN 'missed'
      WHEN party.ring_seconds < 5 THEN 'short_abandon'
      ELSE 'abandoned' END AS name
  ) AS class
  WHERE org.id = call.organization_id
    AND call.type IN ('live', 'tracked')
    AND (call.answered_at IS NOT NULL
         OR call.status IN ('completed', 'busy', 'failed', 'no-answer', 'canceled', 'missed', 'abandoned'))
    AND coalesce(party.phone, '') NOT LIKE '+1500555%'
    AND NOT EXISTS (SELECT 1 FROM telephony_numbers AS own
                    WHERE own.organization_id = call.organization_id AND own.number = party.phone)
$$;--> statement-breakpoint
-- The rollups follow every write to `calls` in its transaction: statement triggers with
-- transition tables, so a bulk write pays one grouped upsert per table; an update takes the old
-- rows' contribution out and puts the new rows' in, and groups that come to zero are not written
-- (a note edited, a call still ringing). Upserts go in key order, so two writers lock alike.
CREATE FUNCTION call_analytics_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, ROW(call.*)::calls AS call FROM new_rows AS call'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, ROW(call.*)::calls AS call FROM old_rows AS call'
    ELSE 'SELECT 1 AS sign, ROW(call.*)::calls AS call FROM new_rows AS call UNION ALL SELECT -1 AS sign, ROW(call.*)::calls AS call FROM old_rows AS call'
  END;
BEGIN
  EXECUTE format($sql$
    WITH facts AS MATERIALIZED (
      SELECT rows.sign, facts.*
      FROM (%s) AS rows
      CROSS JOIN LATERAL call_analytics_facts(rows.call) AS facts
    ), days AS (
      INSERT INTO call_analytics_days AS totals (organization_id, day, user_id, team_id, number_id,
        direction, inbound, outbound, answered, missed, voicemail, abandoned, short_abandons,
        outbound_connected, answer_seconds, talk_seconds, answered_within_10, answered_within_15,
        answered_within_20, answered_within_30, answered_within_45, answered_within_60)
      SELECT organization_id, day, user_id, team_id, number_id, direction, sum(sign * inbound),
             sum(sign * outbound), sum(sign * answered), sum(sign * missed), sum(sign * voicemail),
             sum(sign * abandoned), sum(sign * short_abandons), sum(sign * outbound_connected),
             sum(sign * answer_seconds), sum(sign * talk_seconds), sum(sign * answered_within_10),
             sum(sign * answered_within_15), sum(sign * answered_within_20),
             sum(sign * answered_within_30), sum(sign * answered_within_45),
             sum(sign * answered_within_60)
      FROM facts
      GROUP BY organization_id, day, user_id, team_id, number_id, direction
      HAVING sum(sign) <> 0 OR sum(sign * answered) <> 0 OR sum(sign * missed) <> 0
          OR sum(sign * voicemail) <> 0 OR sum(sign * abandoned) <> 0
          OR sum(sign * short_abandons) <> 0 OR sum(sign * outbound_connected) <> 0
          OR sum(sign * answer_seconds) <> 0 OR sum(sign * talk_seconds) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ON CONSTRAINT call_analytics_days_key DO UPDATE SET
        inbound = totals.inbound + excluded.inbound,
        outbound = totals.outbound + excluded.outbound,
        answered = totals.answered + excluded.answered,
        missed = totals.missed + excluded.missed,
        voicemail = totals.voicemail + excluded.voicemail,
        abandoned = totals.abandoned + excluded.abandoned,
        short_abandons = totals.short_abandons + excluded.short_abandons,
        outbound_connected = totals.outbound_connected + excluded.outbound_connected,
        answer_seconds = totals.answer_seconds + excluded.answer_seconds,
        talk_seconds = totals.talk_seconds + excluded.talk_seconds,
        answered_within_10 = totals.answered_within_10 + excluded.answered_within_10,
        answered_within_15 = totals.answered_within_15 + excluded.answered_within_15,
        answered_within_20 = totals.answered_within_20 + excluded.answered_within_20,
        answered_within_30 = totals.answered_within_30 + excluded.answered_within_30,
        answered_within_45 = totals.answered_within_45 + excluded.answered_within_45,
        answered_within_60 = totals.answered_within_60 + excluded.answered_within_60
    ), hours AS (
      INSERT INTO call_analytics_hours AS totals (organization_id, day, hour, team_id, number_id,
        inbound, answered, short_abandons)
      SELECT organization_id, day, hour, team_id, number_id, sum(sign * inbound),
             sum(sign * answered), sum(sign * short_abandons)
      FROM facts
      WHERE direction = 'inbound'
      GROUP BY organization_id, day, hour, team_id, number_id
      HAVING sum(sign) <> 0 OR sum(sign * answered) <> 0 OR sum(sign * short_abandons) <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ON CONSTRAINT call_analytics_hours_key DO UPDATE SET
        inbound = totals.inbound + excluded.inbound,
        answered = totals.answered + excluded.answered,
        short_abandons = totals.short_abandons + excluded.short_abandons
    )
    INSERT INTO call_analytics_outcomes AS totals (organization_id, day, user_id, team_id,
      number_id, direction, outcome, calls)
    SELECT organization_id, day, user_id, team_id, number_id, direction, outcome, sum(sign)
    FROM facts
    GROUP BY organization_id, day, user_id, team_id, number_id, direction, outcome
    HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT call_analytics_outcomes_key DO UPDATE SET
      calls = totals.calls + excluded.calls
  $sql$, changes);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER call_analytics_insert AFTER INSERT ON calls
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_analytics_apply();--> statement-breakpoint
CREATE TRIGGER call_analytics_update AFTER UPDATE ON calls
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION call_analytics_apply();--> statement-breakpoint
CREATE TRIGGER call_analytics_delete AFTER DELETE ON calls
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION call_analytics_apply();--> statement-breakpoint
-- What classes a call also lives outside it: the organization's own numbers (internal calls) and
-- its time zone (local days). When either changes, a rare administrator's act, the organization's
-- rollups are rebuilt from its calls in the same transaction, so they never keep an old rule.
CREATE FUNCTION call_analytics_rebuild(organization integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM call_analytics_days WHERE organization_id = organization;
  DELETE FROM call_analytics_hours WHERE organization_id = organization;
  DELETE FROM call_analytics_outcomes WHERE organization_id = organization;
  INSERT INTO call_analytics_days (organization_id, day, user_id, team_id, number_id, direction,
    inbound, outbound, answered, missed, voicemail, abandoned, short_abandons, outbound_connected,
    answer_seconds, talk_seconds, answered_within_10, answered_within_15, answered_within_20,
    answered_within_30, answered_within_45, answered_within_60)
  SELECT organization_id, day, user_id, team_id, number_id, direction, sum(inbound), sum(outbound),
         sum(answered), sum(missed), sum(voicemail), sum(abandoned), sum(short_abandons),
         sum(outbound_connected), sum(answer_seconds), sum(talk_seconds), sum(answered_within_10),
         sum(answered_within_15), sum(answered_within_20), sum(answered_within_30),
         sum(answered_within_45), sum(answered_within_60)
  FROM (SELECT facts.* FROM calls CROSS JOIN LATERAL call_analytics_facts(calls) AS facts
        WHERE calls.organization_id = organization) AS facts
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO call_analytics_hours (organization_id, day, hour, team_id, number_id, inbound, answered, short_abandons)
  SELECT organization_id, day, hour, team_id, number_id, sum(inbound), sum(answered), sum(short_abandons)
  FROM (SELECT facts.* FROM calls CROSS JOIN LATERAL call_analytics_facts(calls) AS facts
        WHERE calls.organization_id = organization) AS facts
  WHERE facts.direction = 'inbound'
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO call_analytics_outcomes (organization_id, day, user_id, team_id, number_id, direction, outcome, calls)
  SELECT organization_id, day, user_id, team_id, number_id, direction, outcome, count(*)
  FROM (SELECT facts.* FROM calls CROSS JOIN LATERAL call_analytics_facts(calls) AS facts
        WHERE calls.organization_id = organization) AS facts
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
END
$$;--> statement-breakpoint
CREATE FUNCTION call_analytics_rebuild_numbers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id) THEN
    PERFORM call_analytics_rebuild(OLD.organization_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.organization_id <> OLD.organization_id) THEN
    PERFORM call_analytics_rebuild(NEW.organization_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER call_analytics_numbers AFTER INSERT OR DELETE OR UPDATE OF number, organization_id
  ON telephony_numbers FOR EACH ROW EXECUTE FUNCTION call_analytics_rebuild_numbers();--> statement-breakpoint
CREATE FUNCTION call_analytics_rebuild_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM call_analytics_rebuild(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER call_analytics_zone AFTER UPDATE OF timezone ON organizations
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION call_analytics_rebuild_zone();--> statement-breakpoint
SELECT call_analytics_rebuild(id) FROM organizations;
