-- Test pings are limited per administrator as well as per webhook: each ping records who asked.
ALTER TABLE "webhook_deliveries" ADD COLUMN "triggered_by_id" CHAR(32);
CREATE INDEX "webhook_deliveries_triggered_by_id_event_created_at_idx" ON "webhook_deliveries"("triggered_by_id", "event", "created_at");
