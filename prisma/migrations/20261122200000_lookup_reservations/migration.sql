-- The credit check at classify counts an account's unfinished (queued, processing) lookups.
CREATE INDEX "lookups_created_by_id_status_idx" ON "lookups"("created_by_id", "status");

-- The lookup list and the review queue at scale: each sort and common filter has its index.
CREATE INDEX "lookups_confidence_created_at_idx" ON "lookups"("confidence", "created_at");
CREATE INDEX "lookups_risk_created_at_idx" ON "lookups"("risk", "created_at");
CREATE INDEX "lookups_market_created_at_idx" ON "lookups"("market", "created_at");

-- Indexes Prisma's schema cannot declare (listed in prisma/schema-match.int.test.ts): words of
-- the description (`q`, trigram) and review flags (`flag`, array containment).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "lookups_description_trgm" ON "lookups" USING gin ("description" gin_trgm_ops);
CREATE INDEX "lookups_flag_codes_gin" ON "lookups" USING gin ("flag_codes");

-- The review queue's members (undecided, unresolved needs_review / needs_info / error), newest
-- first: its pages and counts read only them.
CREATE INDEX "lookups_review_queue" ON "lookups"("created_at") WHERE status IN ('needs_review', 'needs_info', 'error') AND decision IS NULL AND resolved = false;
