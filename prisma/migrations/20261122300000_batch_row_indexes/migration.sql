-- A finished row hands its outcome to its duplicates: found by (batch, duplicate_of), not by scanning the batch.
CREATE INDEX "batch_rows_batch_id_duplicate_of_idx" ON "batch_rows"("batch_id", "duplicate_of");
-- The next pending rows in file order come straight from the index, however many are left.
DROP INDEX "batch_rows_batch_id_status_idx";
CREATE INDEX "batch_rows_batch_id_status_row_index_idx" ON "batch_rows"("batch_id", "status", "row_index");
