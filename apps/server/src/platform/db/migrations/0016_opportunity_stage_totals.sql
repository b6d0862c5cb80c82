CREATE TABLE "opportunity_stage_totals" (
	"organization_id" integer NOT NULL,
	"stage" text NOT NULL,
	"currency" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"weighted" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "opportunity_stage_totals_organization_id_stage_currency_pk" PRIMARY KEY("organization_id","stage","currency")
);
--> statement-breakpoint
ALTER TABLE "opportunity_stage_totals" ADD CONSTRAINT "opportunity_stage_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (drizzle-kit writes no functions or triggers; keep this part when the
-- migration is regenerated). The totals are kept by statement triggers with transition tables,
-- so a bulk insert, an import or a client's deletion cascading to its deals pays one grouped
-- upsert per statement, not one per row. A write that changes no group (a deal's title, its last
-- activity) touches no total. Groups are upserted in key order, so two moves between the same
-- stages lock their totals in one order. Rows of an organization being deleted are skipped: its
-- totals go with it.
CREATE FUNCTION opportunity_stage_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO opportunity_stage_totals AS totals (organization_id, stage, currency, count, amount, weighted)
    SELECT changes.organization_id, changes.stage, changes.currency, sum(sign), sum(sign * amount),
           sum(sign * ((amount * coalesce(changes.probability, stage.probability, 0) + 50) / 100)) AS weighted
    FROM (%s) AS changes
    LEFT JOIN statuses AS stage ON stage.entity_type = 'opportunity' AND stage.key = changes.stage
    WHERE EXISTS (SELECT 1 FROM organizations WHERE organizations.id = changes.organization_id)
    GROUP BY changes.organization_id, changes.stage, changes.currency
    HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
        OR sum(sign * ((amount * coalesce(changes.probability, stage.probability, 0) + 50) / 100)) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, stage, currency) DO UPDATE SET
      count = totals.count + excluded.count,
      amount = totals.amount + excluded.amount,
      weighted = totals.weighted + excluded.weighted
  $sql$, changes);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER opportunity_stage_totals_insert AFTER INSERT ON opportunities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opportunity_stage_totals_apply();--> statement-breakpoint
CREATE TRIGGER opportunity_stage_totals_update AFTER UPDATE ON opportunities
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION opportunity_stage_totals_apply();--> statement-breakpoint
CREATE TRIGGER opportunity_stage_totals_delete AFTER DELETE ON opportunities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION opportunity_stage_totals_apply();--> statement-breakpoint
-- A stage's default probability weighs the deals without their own: a new one (or a stage added
-- or removed) reweighs that stage's totals, an administrator's rare edit.
CREATE FUNCTION opportunity_stage_totals_reweigh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.entity_type, OLD.entity_type) <> 'opportunity' THEN RETURN NULL; END IF;
  UPDATE opportunity_stage_totals AS totals SET weighted = sums.weighted
  FROM (
    SELECT deal.organization_id, deal.stage, deal.currency,
           sum((deal.amount * coalesce(deal.probability, stage.probability, 0) + 50) / 100) AS weighted
    FROM opportunities AS deal
    LEFT JOIN statuses AS stage ON stage.entity_type = 'opportunity' AND stage.key = deal.stage
    WHERE deal.stage IN (OLD.key, NEW.key)
    GROUP BY 1, 2, 3
  ) AS sums
  WHERE totals.organization_id = sums.organization_id AND totals.stage = sums.stage
    AND totals.currency = sums.currency;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER opportunity_stage_totals_reweigh AFTER INSERT OR UPDATE OR DELETE ON statuses
  FOR EACH ROW EXECUTE FUNCTION opportunity_stage_totals_reweigh();--> statement-breakpoint
INSERT INTO opportunity_stage_totals (organization_id, stage, currency, count, amount, weighted)
SELECT deal.organization_id, deal.stage, deal.currency, count(*), sum(deal.amount),
       sum((deal.amount * coalesce(deal.probability, stage.probability, 0) + 50) / 100)
FROM opportunities AS deal
LEFT JOIN statuses AS stage ON stage.entity_type = 'opportunity' AND stage.key = deal.stage
GROUP BY 1, 2, 3;
