/** Every limit of the spec and the interface decisions, in one place. */
export const FIELD_LENGTHS = {
  description: 2000,
  material: 500,
  use: 500,
  composition: 500,
  notes: 1000,
  origin: 100,
  sku: 128,
  external_ref: 255,
  current_code: 24,
  code: 24,
  note: 2000,
  market: 8,
  tariff_version: 64,
  language: 35,
  url: 2083,
  q: 200,
  created_by: 32,
  user_id: 32,
} as const;

/** Paged lists: `page_size` default and maximum. */
export const PAGE_SIZES = {
  lookups: { default: 20, max: 200 },
  review: { default: 20, max: 200 },
  skus: { default: 50, max: 500 },
  ledger: { default: 25, max: 200 },
} as const;

/** Limit lists: `limit` default and maximum. */
export const LIST_LIMITS = {
  batches: { default: 20, max: 100 },
  batch_rows: { default: 200, max: 2000 },
  alerts: { default: 200, max: 1000 },
  dataset_entries: { default: 50, max: 500 },
  hts_search: { default: 50, max: 200 },
  tariff_changes: { default: 200, max: 2000 },
  rulings: { default: 20, max: 100 },
  webhook_deliveries: { default: 50, max: 50 },
} as const;

export const LIMITS = {
  maxSkuBulkItems: 5000,
  batchMaxFileMb: 20,
  batchMaxRows: 50_000,
  batchSlowUploadSeconds: 30,
  batchParsingPerInstance: 2,
  /** Rows of one batch in classification at once: big batches never crowd out single lookups. */
  batchRowsInFlight: 64,
  commentRatePerMinute: 20,
  commentsPerLookup: 500,
  webhookTestRatePerMinute: 5,
  webhookTestRatePerAdminPerMinute: 20,
  jsonBodyBytes: 2 * 1024 * 1024,
  /** Usage and report periods: a day row each, so a bounded span keeps the answer small. */
  reportMaxDays: 366,
} as const;
