-- Initial data model: every resource of the spec. Mirrors prisma/schema.prisma;
-- prisma/schema-match.int.test.ts checks that they agree.

CREATE TABLE "plans" (
  "id" CHAR(32) NOT NULL,
  "name" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "plans_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "plans_name_key" ON "plans"("name");

CREATE TABLE "plan_entitlements" (
  "id" SERIAL NOT NULL,
  "plan_id" CHAR(32) NOT NULL,
  "key" TEXT NOT NULL,
  "kind" TEXT NOT NULL,
  "enabled" BOOLEAN NOT NULL DEFAULT false,
  "value" INTEGER,
  "unlimited" BOOLEAN NOT NULL DEFAULT false,
  CONSTRAINT "plan_entitlements_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "plan_entitlements_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "plan_entitlements_plan_id_key_key" ON "plan_entitlements"("plan_id", "key");

CREATE TABLE "accounts" (
  "id" CHAR(32) NOT NULL,
  "email" TEXT NOT NULL,
  "name" TEXT NOT NULL,
  "role" TEXT NOT NULL,
  "credits" INTEGER NOT NULL DEFAULT 0,
  "unlimited" BOOLEAN NOT NULL DEFAULT false,
  "active" BOOLEAN NOT NULL DEFAULT true,
  "trial_ended" BOOLEAN NOT NULL DEFAULT false,
  "plan_id" CHAR(32),
  "avatar_url" TEXT,
  "last_login_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "accounts_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "accounts_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts"("email");
CREATE INDEX "accounts_plan_id_idx" ON "accounts"("plan_id");

CREATE TABLE "api_keys" (
  "id" CHAR(32) NOT NULL,
  "account_id" CHAR(32) NOT NULL,
  "name" TEXT NOT NULL,
  "role" TEXT NOT NULL,
  "prefix" VARCHAR(16) NOT NULL,
  "key_hash" CHAR(64) NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "revoked_at" TIMESTAMPTZ(3),
  "last_used_at" TIMESTAMPTZ(3),
  CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "api_keys_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys"("key_hash");
CREATE INDEX "api_keys_account_id_idx" ON "api_keys"("account_id");

CREATE TABLE "credit_ledger" (
  "id" SERIAL NOT NULL,
  "account_id" CHAR(32) NOT NULL,
  "kind" TEXT NOT NULL,
  "amount" INTEGER NOT NULL,
  "balance_after" INTEGER NOT NULL,
  "lookup_id" CHAR(32),
  "note" TEXT,
  "created_by_id" CHAR(32),
  "tokens" INTEGER NOT NULL DEFAULT 0,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "credit_ledger_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "credit_ledger_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "credit_ledger_lookup_id_kind_key" ON "credit_ledger"("lookup_id", "kind");
CREATE INDEX "credit_ledger_account_id_created_at_idx" ON "credit_ledger"("account_id", "created_at");
CREATE INDEX "credit_ledger_created_at_idx" ON "credit_ledger"("created_at");

CREATE TABLE "lookups" (
  "id" CHAR(32) NOT NULL,
  "kind" TEXT NOT NULL,
  "batch_id" CHAR(32),
  "row_index" INTEGER,
  "parent_lookup_id" CHAR(32),
  "sku_id" INTEGER,
  "created_by_id" CHAR(32),
  "description" TEXT NOT NULL,
  "material" TEXT,
  "use" TEXT,
  "composition" TEXT,
  "origin" VARCHAR(100),
  "notes" TEXT,
  "market" VARCHAR(8) NOT NULL,
  "tariff_version" VARCHAR(64),
  "dataset_version" VARCHAR(64),
  "language" VARCHAR(8),
  "status" TEXT NOT NULL,
  "recommended_code" VARCHAR(32),
  "recommended_description" TEXT,
  "hs6" CHAR(6),
  "confidence" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "review_flags" JSONB NOT NULL DEFAULT '[]',
  "flag_codes" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  "risk" INTEGER NOT NULL DEFAULT 0,
  "risk_level" TEXT NOT NULL DEFAULT 'low',
  "resolved" BOOLEAN NOT NULL DEFAULT false,
  "processing_ms" INTEGER,
  "normalized" JSONB NOT NULL DEFAULT '{}',
  "result" JSONB NOT NULL DEFAULT '{}',
  "missing_info" JSONB NOT NULL DEFAULT '[]',
  "error" TEXT,
  "progress" JSONB,
  "decision" TEXT,
  "final_code" VARCHAR(32),
  "final_description" TEXT,
  "review_note" TEXT,
  "decided_at" TIMESTAMPTZ(3),
  "decided_by_id" CHAR(32),
  "comment_count" INTEGER NOT NULL DEFAULT 0,
  "credits_charged" INTEGER NOT NULL DEFAULT 0,
  "llm_calls" INTEGER NOT NULL DEFAULT 0,
  "input_tokens" INTEGER NOT NULL DEFAULT 0,
  "output_tokens" INTEGER NOT NULL DEFAULT 0,
  "request_id" VARCHAR(64),
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "started_at" TIMESTAMPTZ(3),
  "finished_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "lookups_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "lookups_created_at_idx" ON "lookups"("created_at");
CREATE INDEX "lookups_created_by_id_created_at_idx" ON "lookups"("created_by_id", "created_at");
CREATE INDEX "lookups_status_created_at_idx" ON "lookups"("status", "created_at");
CREATE INDEX "lookups_batch_id_row_index_idx" ON "lookups"("batch_id", "row_index");
CREATE INDEX "lookups_sku_id_idx" ON "lookups"("sku_id");
CREATE INDEX "lookups_parent_lookup_id_idx" ON "lookups"("parent_lookup_id");

CREATE TABLE "lookup_events" (
  "id" SERIAL NOT NULL,
  "lookup_id" CHAR(32) NOT NULL,
  "kind" TEXT NOT NULL,
  "actor_id" CHAR(32),
  "actor_name" TEXT,
  "note" TEXT,
  "code" VARCHAR(32),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "lookup_events_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "lookup_events_lookup_id_fkey" FOREIGN KEY ("lookup_id") REFERENCES "lookups"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "lookup_events_lookup_id_created_at_idx" ON "lookup_events"("lookup_id", "created_at");
CREATE INDEX "lookup_events_actor_id_created_at_idx" ON "lookup_events"("actor_id", "created_at");

CREATE TABLE "batches" (
  "id" CHAR(32) NOT NULL,
  "created_by_id" CHAR(32),
  "filename" TEXT NOT NULL,
  "file_key" TEXT,
  "file_size" INTEGER NOT NULL DEFAULT 0,
  "status" TEXT NOT NULL,
  "columns" JSONB NOT NULL DEFAULT '[]',
  "column_mapping" JSONB NOT NULL DEFAULT '{}',
  "market" VARCHAR(8),
  "tariff_version" VARCHAR(64),
  "dataset_version" VARCHAR(64),
  "validation" JSONB NOT NULL DEFAULT '{}',
  "preview" JSONB NOT NULL DEFAULT '[]',
  "total_rows" INTEGER NOT NULL DEFAULT 0,
  "processed_rows" INTEGER NOT NULL DEFAULT 0,
  "failed_rows" INTEGER NOT NULL DEFAULT 0,
  "save_to_catalog" BOOLEAN NOT NULL DEFAULT false,
  "language" VARCHAR(8),
  "request_id" VARCHAR(64),
  "started_at" TIMESTAMPTZ(3),
  "finished_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "batches_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "batches_created_by_id_created_at_idx" ON "batches"("created_by_id", "created_at");
CREATE INDEX "batches_created_at_idx" ON "batches"("created_at");

CREATE TABLE "batch_rows" (
  "batch_id" CHAR(32) NOT NULL,
  "row_index" INTEGER NOT NULL,
  "raw" JSONB NOT NULL DEFAULT '{}',
  "status" TEXT NOT NULL DEFAULT 'pending',
  "issues" JSONB NOT NULL DEFAULT '[]',
  "duplicate_of" INTEGER,
  "lookup_id" CHAR(32),
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "error" TEXT,
  "result_status" TEXT,
  "recommended_code" VARCHAR(32),
  "confidence" DOUBLE PRECISION,
  "code_check" JSONB,
  "final_code" VARCHAR(32),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "batch_rows_pkey" PRIMARY KEY ("batch_id", "row_index"),
  CONSTRAINT "batch_rows_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "batches"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "batch_rows_batch_id_status_idx" ON "batch_rows"("batch_id", "status");
CREATE INDEX "batch_rows_lookup_id_idx" ON "batch_rows"("lookup_id");

CREATE TABLE "skus" (
  "id" SERIAL NOT NULL,
  "sku" VARCHAR(128) NOT NULL,
  "market" VARCHAR(8) NOT NULL,
  "created_by_id" CHAR(32),
  "description" TEXT NOT NULL,
  "material" TEXT,
  "use" TEXT,
  "composition" TEXT,
  "origin" VARCHAR(100),
  "notes" TEXT,
  "external_ref" VARCHAR(255),
  "current_code" VARCHAR(32),
  "code_status" TEXT NOT NULL DEFAULT 'unknown',
  "code_status_detail" TEXT,
  "checked_version" VARCHAR(64),
  "checked_at" TIMESTAMPTZ(3),
  "suggested_code" VARCHAR(32),
  "last_lookup_id" CHAR(32),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "skus_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "skus_sku_market_key" ON "skus"("sku", "market");
CREATE INDEX "skus_market_code_status_idx" ON "skus"("market", "code_status");
CREATE INDEX "skus_market_current_code_idx" ON "skus"("market", "current_code");

CREATE TABLE "alerts" (
  "id" SERIAL NOT NULL,
  "sku_id" INTEGER NOT NULL,
  "kind" TEXT NOT NULL,
  "message" TEXT NOT NULL,
  "from_version" VARCHAR(64),
  "to_version" VARCHAR(64),
  "suggested_codes" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  "acknowledged_at" TIMESTAMPTZ(3),
  "acknowledged_by_id" CHAR(32),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "alerts_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "alerts_sku_id_fkey" FOREIGN KEY ("sku_id") REFERENCES "skus"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "alerts_sku_id_created_at_idx" ON "alerts"("sku_id", "created_at");
CREATE INDEX "alerts_acknowledged_at_idx" ON "alerts"("acknowledged_at");

CREATE TABLE "datasets" (
  "id" CHAR(32) NOT NULL,
  "market" VARCHAR(8) NOT NULL,
  "version" VARCHAR(64) NOT NULL,
  "name" TEXT NOT NULL,
  "format" TEXT NOT NULL,
  "national_digits" INTEGER NOT NULL,
  "source_name" TEXT NOT NULL,
  "source_url" TEXT NOT NULL,
  "official_domains" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  "is_demo" BOOLEAN NOT NULL DEFAULT false,
  "active" BOOLEAN NOT NULL DEFAULT false,
  "status" TEXT NOT NULL DEFAULT 'loading',
  "entry_count" INTEGER NOT NULL DEFAULT 0,
  "effective_date" VARCHAR(10),
  "notes" TEXT,
  "error" TEXT,
  "load_report" JSONB NOT NULL DEFAULT '{}',
  "loaded_at" TIMESTAMPTZ(3),
  "superseded_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "datasets_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "datasets_market_version_key" ON "datasets"("market", "version");
CREATE INDEX "datasets_market_active_idx" ON "datasets"("market", "active");
-- Exactly one active version per market, whatever two loaders racing may try.
CREATE UNIQUE INDEX "datasets_one_active_per_market" ON "datasets"("market") WHERE "active";

CREATE TABLE "tariff_lines" (
  "id" SERIAL NOT NULL,
  "dataset_id" CHAR(32) NOT NULL,
  "position" INTEGER NOT NULL,
  "code" VARCHAR(32) NOT NULL,
  "code_digits" VARCHAR(16) NOT NULL,
  "hs6" CHAR(6),
  "level" TEXT NOT NULL,
  "indent" INTEGER NOT NULL DEFAULT 0,
  "is_leaf" BOOLEAN NOT NULL DEFAULT false,
  "parent_code" VARCHAR(32),
  "description" TEXT NOT NULL,
  "description_vi" TEXT,
  "full_description" TEXT NOT NULL,
  "duty_rate" TEXT,
  "special_rate" TEXT,
  "column2_rate" TEXT,
  "unit" TEXT,
  "additional_duties" JSONB NOT NULL DEFAULT '[]',
  "footnotes" JSONB NOT NULL DEFAULT '[]',
  "extra" JSONB NOT NULL DEFAULT '{}',
  CONSTRAINT "tariff_lines_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "tariff_lines_dataset_id_fkey" FOREIGN KEY ("dataset_id") REFERENCES "datasets"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "tariff_lines_dataset_id_position_key" ON "tariff_lines"("dataset_id", "position");
CREATE INDEX "tariff_lines_dataset_id_code_digits_idx" ON "tariff_lines"("dataset_id", "code_digits");
CREATE INDEX "tariff_lines_dataset_id_parent_code_idx" ON "tariff_lines"("dataset_id", "parent_code");
CREATE INDEX "tariff_lines_hs6_idx" ON "tariff_lines"("hs6");

CREATE TABLE "tariff_changes" (
  "id" SERIAL NOT NULL,
  "market" VARCHAR(8) NOT NULL,
  "from_dataset_id" CHAR(32),
  "to_dataset_id" CHAR(32) NOT NULL,
  "from_version" VARCHAR(64),
  "to_version" VARCHAR(64) NOT NULL,
  "code" VARCHAR(32) NOT NULL,
  "kind" TEXT NOT NULL,
  "before" JSONB,
  "after" JSONB,
  "detected_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "tariff_changes_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "tariff_changes_market_to_version_code_idx" ON "tariff_changes"("market", "to_version", "code");
CREATE INDEX "tariff_changes_to_dataset_id_idx" ON "tariff_changes"("to_dataset_id");

CREATE TABLE "rulings" (
  "id" SERIAL NOT NULL,
  "source" TEXT NOT NULL,
  "ruling" TEXT NOT NULL,
  "date" VARCHAR(10),
  "code" VARCHAR(32),
  "hs6" CHAR(6),
  "description" TEXT NOT NULL,
  "text" TEXT,
  "language" VARCHAR(8),
  "url" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "rulings_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "rulings_source_ruling_key" ON "rulings"("source", "ruling");
CREATE INDEX "rulings_hs6_idx" ON "rulings"("hs6");

CREATE TABLE "webhooks" (
  "id" CHAR(32) NOT NULL,
  "created_by_id" CHAR(32),
  "url" VARCHAR(2083) NOT NULL,
  "events" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  "active" BOOLEAN NOT NULL DEFAULT true,
  "secret_ciphertext" TEXT NOT NULL,
  "last_status" INTEGER,
  "last_error" TEXT,
  "last_delivery_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "webhooks_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "webhook_deliveries" (
  "id" SERIAL NOT NULL,
  "webhook_id" CHAR(32) NOT NULL,
  "outbox_event_id" INTEGER,
  "event" TEXT NOT NULL,
  "body" TEXT NOT NULL,
  "status" TEXT NOT NULL DEFAULT 'pending',
  "status_code" INTEGER,
  "error" TEXT,
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "request_id" VARCHAR(64),
  "next_attempt_at" TIMESTAMPTZ(3),
  "delivered_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "webhook_deliveries_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "webhooks"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "webhook_deliveries_webhook_id_outbox_event_id_key" ON "webhook_deliveries"("webhook_id", "outbox_event_id");
CREATE INDEX "webhook_deliveries_webhook_id_created_at_idx" ON "webhook_deliveries"("webhook_id", "created_at");
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "webhook_deliveries"("status", "next_attempt_at");

CREATE TABLE "outbox_events" (
  "id" SERIAL NOT NULL,
  "event" TEXT NOT NULL,
  "data" JSONB NOT NULL,
  "request_id" VARCHAR(64),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "relayed_at" TIMESTAMPTZ(3),
  CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "outbox_events_relayed_at_id_idx" ON "outbox_events"("relayed_at", "id");
