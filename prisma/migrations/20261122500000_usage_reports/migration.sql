-- Usage and the productivity report read pre-counted figures and covering indexes, so their cost
-- follows the number of days and accounts, not the number of lookups.

-- Decisions of a period: counts, hours and codes straight from the index.
CREATE INDEX "lookups_decisions_by_day" ON "lookups"("decided_at")
  INCLUDE ("market", "decision", "decided_by_id", "finished_at", "created_at", "recommended_code", "final_code")
  WHERE "decided_at" IS NOT NULL;
-- Comments of a period per author.
CREATE INDEX "lookup_events_by_kind_day" ON "lookup_events"("kind", "created_at") INCLUDE ("actor_id");

-- The ledger is append-only: a balance is explained by its rows, so no row may change or go.
-- (Accounts are deactivated, never deleted, so the cascade from accounts never needs to run.)
CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE OR DELETE ON "credit_ledger"
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();

-- Lookups counted per UTC day of creation, owner, kind, market and status. Every statement that
-- writes lookups appends its net change to lookup_stat_deltas in the same transaction (inserts
-- only: no hot row for concurrent writers to queue on); worker-batch folds the deltas into
-- lookup_stats_daily every few seconds. Readers add both, so figures are exact at any moment.
CREATE TABLE "lookup_stats_daily" (
  "day" DATE NOT NULL,
  "account_id" VARCHAR(32) NOT NULL,
  "kind" TEXT NOT NULL,
  "market" VARCHAR(8) NOT NULL,
  "status" TEXT NOT NULL,
  "lookups" INTEGER NOT NULL DEFAULT 0,
  "credits_used" INTEGER NOT NULL DEFAULT 0,
  "llm_calls" INTEGER NOT NULL DEFAULT 0,
  "input_tokens" BIGINT NOT NULL DEFAULT 0,
  "output_tokens" BIGINT NOT NULL DEFAULT 0,
  "charged_lookups" INTEGER NOT NULL DEFAULT 0,
  "processing_ms" BIGINT NOT NULL DEFAULT 0,
  "timed_lookups" INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT "lookup_stats_daily_pkey" PRIMARY KEY ("day", "account_id", "kind", "market", "status")
);
CREATE INDEX "lookup_stats_daily_account_id_day_idx" ON "lookup_stats_daily"("account_id", "day");

CREATE TABLE "lookup_stat_deltas" (
  "id" BIGSERIAL NOT NULL,
  "day" DATE NOT NULL,
  "account_id" VARCHAR(32) NOT NULL,
  "kind" TEXT NOT NULL,
  "market" VARCHAR(8) NOT NULL,
  "status" TEXT NOT NULL,
  "lookups" INTEGER NOT NULL,
  "credits_used" INTEGER NOT NULL,
  "llm_calls" INTEGER NOT NULL,
  "input_tokens" BIGINT NOT NULL,
  "output_tokens" BIGINT NOT NULL,
  "charged_lookups" INTEGER NOT NULL,
  "processing_ms" BIGINT NOT NULL,
  "timed_lookups" INTEGER NOT NULL,
  CONSTRAINT "lookup_stat_deltas_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "lookup_stat_deltas_day_idx" ON "lookup_stat_deltas"("day");
-- Every delta is deleted within seconds of being written: vacuum often so readers skip no dead rows.
ALTER TABLE "lookup_stat_deltas" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000, autovacuum_vacuum_insert_threshold = 10000);

-- Each statement's rows, signed: +1 for a lookup as it is now, -1 as it was (the transition
-- tables are named per trigger, so each operation has its own query over the same columns).
CREATE FUNCTION lookup_stats_capture() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lookup_stat_deltas (day, account_id, kind, market, status, lookups, credits_used, llm_calls, input_tokens,
      output_tokens, charged_lookups, processing_ms, timed_lookups)
    SELECT day, account_id, kind, market, status, sum(sign)::int, sum(sign * credits_charged)::int, sum(sign * llm_calls)::int,
      sum(sign * input_tokens::bigint), sum(sign * output_tokens::bigint), sum(CASE WHEN credits_charged > 0 THEN sign ELSE 0 END)::int,
      sum(sign * coalesce(processing_ms, 0)::bigint), sum(CASE WHEN processing_ms IS NULL THEN 0 ELSE sign END)::int
    FROM (SELECT 1 AS sign, (created_at AT TIME ZONE 'UTC')::date AS day, coalesce(created_by_id, '') AS account_id, kind, market, status,
        credits_charged, llm_calls, input_tokens, output_tokens, processing_ms FROM new_rows) c
    GROUP BY day, account_id, kind, market, status
    -- An update that moved no figure (progress, texts, review fields) leaves no delta.
    HAVING sum(sign) <> 0 OR sum(sign * credits_charged) <> 0 OR sum(sign * llm_calls) <> 0 OR sum(sign * input_tokens::bigint) <> 0
      OR sum(sign * output_tokens::bigint) <> 0 OR sum(sign * coalesce(processing_ms, 0)::bigint) <> 0
      OR sum(CASE WHEN processing_ms IS NULL THEN 0 ELSE sign END) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lookup_stat_deltas (day, account_id, kind, market, status, lookups, credits_used, llm_calls, input_tokens,
      output_tokens, charged_lookups, processing_ms, timed_lookups)
    SELECT day, account_id, kind, market, status, sum(sign)::int, sum(sign * credits_charged)::int, sum(sign * llm_calls)::int,
      sum(sign * input_tokens::bigint), sum(sign * output_tokens::bigint), sum(CASE WHEN credits_charged > 0 THEN sign ELSE 0 END)::int,
      sum(sign * coalesce(processing_ms, 0)::bigint), sum(CASE WHEN processing_ms IS NULL THEN 0 ELSE sign END)::int
    FROM (SELECT -1 AS sign, (created_at AT TIME ZONE 'UTC')::date AS day, coalesce(created_by_id, '') AS account_id, kind, market, status,
        credits_charged, llm_calls, input_tokens, output_tokens, processing_ms FROM old_rows) c
    GROUP BY day, account_id, kind, market, status
    -- An update that moved no figure (progress, texts, review fields) leaves no delta.
    HAVING sum(sign) <> 0 OR sum(sign * credits_charged) <> 0 OR sum(sign * llm_calls) <> 0 OR sum(sign * input_tokens::bigint) <> 0
      OR sum(sign * output_tokens::bigint) <> 0 OR sum(sign * coalesce(processing_ms, 0)::bigint) <> 0
      OR sum(CASE WHEN processing_ms IS NULL THEN 0 ELSE sign END) <> 0;
  ELSE
    INSERT INTO lookup_stat_deltas (day, account_id, kind, market, status, lookups, credits_used, llm_calls, input_tokens,
      output_tokens, charged_lookups, processing_ms, timed_lookups)
    SELECT day, account_id, kind, market, status, sum(sign)::int, sum(sign * credits_charged)::int, sum(sign * llm_calls)::int,
      sum(sign * input_tokens::bigint), sum(sign * output_tokens::bigint), sum(CASE WHEN credits_charged > 0 THEN sign ELSE 0 END)::int,
      sum(sign * coalesce(processing_ms, 0)::bigint), sum(CASE WHEN processing_ms IS NULL THEN 0 ELSE sign END)::int
    FROM (SELECT 1 AS sign, (created_at AT TIME ZONE 'UTC')::date AS day, coalesce(created_by_id, '') AS account_id, kind, market, status,
        credits_charged, llm_calls, input_tokens, output_tokens, processing_ms FROM new_rows
      UNION ALL
      SELECT -1 AS sign, (created_at AT TIME ZONE 'UTC')::date AS day, coalesce(created_by_id, '') AS account_id, kind, market, status,
        credits_charged, llm_calls, input_tokens, output_tokens, processing_ms FROM old_rows) c
    GROUP BY day, account_id, kind, market, status
    -- An update that moved no figure (progress, texts, review fields) leaves no delta.
    HAVING sum(sign) <> 0 OR sum(sign * credits_charged) <> 0 OR sum(sign * llm_calls) <> 0 OR sum(sign * input_tokens::bigint) <> 0
      OR sum(sign * output_tokens::bigint) <> 0 OR sum(sign * coalesce(processing_ms, 0)::bigint) <> 0
      OR sum(CASE WHEN processing_ms IS NULL THEN 0 ELSE sign END) <> 0;
  END IF;
  RETURN NULL;
END;
$$;
-- Creating the triggers locks out writers until this migration commits, so the backfill below
-- counts exactly the lookups that existed before the triggers began counting.
CREATE TRIGGER lookup_stats_insert AFTER INSERT ON "lookups" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lookup_stats_capture();
CREATE TRIGGER lookup_stats_update AFTER UPDATE ON "lookups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lookup_stats_capture();
CREATE TRIGGER lookup_stats_delete AFTER DELETE ON "lookups" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lookup_stats_capture();

INSERT INTO lookup_stats_daily (day, account_id, kind, market, status, lookups, credits_used, llm_calls, input_tokens, output_tokens,
  charged_lookups, processing_ms, timed_lookups)
SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(created_by_id, ''), kind, market, status, count(*), sum(credits_charged), sum(llm_calls),
  sum(input_tokens), sum(output_tokens), count(*) FILTER (WHERE credits_charged > 0), coalesce(sum(processing_ms), 0), count(processing_ms)
FROM lookups GROUP BY 1, 2, 3, 4, 5;
