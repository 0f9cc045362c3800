-- Tariff loading: uploaded files in chunks (any worker on any machine reads them), and the
-- activation a load asked for, so a retried ingestion job knows what to finish.
ALTER TABLE "datasets" ADD COLUMN "file_id" CHAR(32);
ALTER TABLE "datasets" ADD COLUMN "bundle" VARCHAR(64);
ALTER TABLE "datasets" ADD COLUMN "activate" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "datasets" ADD COLUMN "activated_at" TIMESTAMPTZ(3);

CREATE TABLE "stored_files" (
  "id" CHAR(32) NOT NULL,
  "purpose" VARCHAR(32) NOT NULL,
  "name" TEXT NOT NULL,
  "size" BIGINT NOT NULL,
  "sha256" CHAR(64) NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "stored_files_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "stored_file_chunks" (
  "file_id" CHAR(32) NOT NULL,
  "seq" INTEGER NOT NULL,
  "data" BYTEA NOT NULL,
  CONSTRAINT "stored_file_chunks_pkey" PRIMARY KEY ("file_id", "seq"),
  CONSTRAINT "stored_file_chunks_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- Changes are filtered by code prefix in any written form, so keep the digits.
ALTER TABLE "tariff_changes" ADD COLUMN "code_digits" VARCHAR(16) NOT NULL DEFAULT '';
CREATE INDEX "tariff_changes_market_code_digits_idx" ON "tariff_changes"("market", "code_digits");
