-- Ledger totals per UTC day, account and kind, so a ledger page's totals and usage's ledger
-- summary add up days instead of rows. The ledger is append-only, so inserts are the only
-- change to count; every insert already holds its account's row lock (the balance moves in the
-- same transaction), so the upsert below never makes writers of one account wait longer.
CREATE TABLE "credit_ledger_daily" (
  "day" DATE NOT NULL,
  "account_id" CHAR(32) NOT NULL,
  "kind" TEXT NOT NULL,
  "count" INTEGER NOT NULL DEFAULT 0,
  "added" BIGINT NOT NULL DEFAULT 0,
  "removed" BIGINT NOT NULL DEFAULT 0,
  CONSTRAINT "credit_ledger_daily_pkey" PRIMARY KEY ("day", "account_id", "kind")
);
CREATE INDEX "credit_ledger_daily_account_id_day_idx" ON "credit_ledger_daily"("account_id", "day");

CREATE FUNCTION credit_ledger_daily_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO credit_ledger_daily AS d (day, account_id, kind, count, added, removed)
  SELECT (created_at AT TIME ZONE 'UTC')::date, account_id, kind, count(*),
    coalesce(sum(amount) FILTER (WHERE amount > 0), 0), coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)
  FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT (day, account_id, kind) DO UPDATE SET
    count = d.count + EXCLUDED.count, added = d.added + EXCLUDED.added, removed = d.removed + EXCLUDED.removed;
  RETURN NULL;
END;
$$;
-- The trigger locks out writers until this migration commits, so the backfill counts exactly the
-- rows written before it.
CREATE TRIGGER credit_ledger_daily_count AFTER INSERT ON "credit_ledger" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_daily_count();

INSERT INTO credit_ledger_daily (day, account_id, kind, count, added, removed)
SELECT (created_at AT TIME ZONE 'UTC')::date, account_id, kind, count(*),
  coalesce(sum(amount) FILTER (WHERE amount > 0), 0), coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)
FROM credit_ledger GROUP BY 1, 2, 3;
