CREATE TABLE "call_analytics_revisions" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_analytics_revisions" ADD CONSTRAINT "call_analytics_revisions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A statement that changes an organization's rollups adds one to its revision, after the rows it
-- changed (the same transaction): a cached page knows whether the calls under it moved.
CREATE OR REPLACE FUNCTION call_analytics_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, ROW(call.*)::calls AS call FROM new_rows AS call'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, ROW(call.*)::calls AS call FROM old_rows AS call'
    ELSE 'SELECT 1 AS sign, ROW(call.*)::calls AS call FROM new_rows AS call UNION ALL SELECT -1 AS sign, ROW(call.*)::calls AS call FROM old_rows AS call'
  END;
BEGIN
  EXECUTE format($sql$
    WITH facts AS MATERIALIZED (
      SELECT rows.sign, grains.*, facts.*
      FROM (%s) AS rows
      CROSS JOIN LATERAL call_analytics_facts(rows.call) AS facts
      CROSS JOIN LATERAL call_analytics_grains(facts.day) AS grains
    ), days AS (
      INSERT INTO call_analytics_days AS totals (organization_id, grain, day, user_id, team_id, number_id,
        direction, inbound, outbound, answered, missed, voicemail, abandoned, short_abandons,
        outbound_connected, answer_seconds, talk_seconds, answered_within_10, answered_within_15,
        answered_within_20, answered_within_30, answered_within_45, answered_within_60)
      SELECT organization_id, grain, period, user_id, team_id, number_id, direction, sum(sign * inbound),
             sum(sign * outbound), sum(sign * answered), sum(sign * missed), sum(sign * voicemail),
             sum(sign * abandoned), sum(sign * short_abandons), sum(sign * outbound_connected),
             sum(sign * answer_seconds), sum(sign * talk_seconds), sum(sign * answered_within_10),
             sum(sign * answered_within_15), sum(sign * answered_within_20),
             sum(sign * answered_within_30), sum(sign * answered_within_45),
             sum(sign * answered_within_60)
      FROM facts
      GROUP BY organization_id, grain, period, user_id, team_id, number_id, direction
      HAVING sum(sign) <> 0 OR sum(sign * answered) <> 0 OR sum(sign * missed) <> 0
          OR sum(sign * voicemail) <> 0 OR sum(sign * abandoned) <> 0
          OR sum(sign * short_abandons) <> 0 OR sum(sign * outbound_connected) <> 0
          OR sum(sign * answer_seconds) <> 0 OR sum(sign * talk_seconds) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6, 7
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
      RETURNING totals.organization_id
    ), hours AS (
      INSERT INTO call_analytics_hours AS totals (organization_id, grain, day, weekday, hour, team_id,
        number_id, inbound, answered, short_abandons)
      SELECT organization_id, grain, period, weekday, hour, team_id, number_id, sum(sign * inbound),
             sum(sign * answered), sum(sign * short_abandons)
      FROM facts
      WHERE direction = 'inbound'
      GROUP BY organization_id, grain, period, weekday, hour, team_id, number_id
      HAVING sum(sign) <> 0 OR sum(sign * answered) <> 0 OR sum(sign * short_abandons) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT call_analytics_hours_key DO UPDATE SET
        inbound = totals.inbound + excluded.inbound,
        answered = totals.answered + excluded.answered,
        short_abandons = totals.short_abandons + excluded.short_abandons
      RETURNING totals.organization_id
    ), outcomes AS (
      INSERT INTO call_analytics_outcomes AS totals (organization_id, grain, day, user_id, team_id,
        number_id, direction, outcome, calls)
      SELECT organization_id, grain, period, user_id, team_id, number_id, direction, outcome, sum(sign)
      FROM facts
      GROUP BY organization_id, grain, period, user_id, team_id, number_id, direction, outcome
      HAVING sum(sign) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT ON CONSTRAINT call_analytics_outcomes_key DO UPDATE SET
        calls = totals.calls + excluded.calls
      RETURNING totals.organization_id
    )
    INSERT INTO call_analytics_revisions AS revisions (organization_id, revision)
    SELECT DISTINCT organization_id, 1
    FROM (SELECT organization_id FROM days UNION ALL SELECT organization_id FROM hours
          UNION ALL SELECT organization_id FROM outcomes) AS changed
    ORDER BY 1
    ON CONFLICT (organization_id) DO UPDATE SET revision = revisions.revision + 1
  $sql$, changes);
  RETURN NULL;
END
$$;
