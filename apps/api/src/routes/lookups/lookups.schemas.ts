import Joi from 'joi';
import { MARKETS } from '@tcs/config';
import { DECISION_ACTIONS, DECISIONS, FIELD_LENGTHS, LOOKUP_KINDS, LOOKUP_SORTS, LOOKUP_STATUSES, PAGE_SIZES } from '@tcs/domain';
import { ISO_COUNTRY_CODES, primaryLanguage } from '@tcs/i18n';
import { pageQuery } from '../../http/paging';
import { dateField } from '../../http/validate';

const text = (max: number) => Joi.string().trim().max(max);
const optionalText = (max: number) => text(max).allow(null, '').empty(['', null]);

/** A language tag read by its primary subtag in any letter case (`vi-VN` → `vi`); others are refused. */
export const languageField = Joi.string()
  .trim()
  .max(FIELD_LENGTHS.language)
  .allow(null)
  .custom((value: string | null, helpers) => {
    if (value === null) return undefined;
    const lang = primaryLanguage(value);
    return lang ?? helpers.message({ custom: `"language" must be en, vi, ja or ko (a region tag is read by its primary subtag)` });
  })
  .description('Answer language (en, vi, ja, ko); a region tag is read by its primary subtag');

const originField = Joi.string()
  .trim()
  .uppercase()
  .max(FIELD_LENGTHS.origin)
  .allow(null, '')
  .empty(['', null])
  .custom((value: string, helpers) => ((ISO_COUNTRY_CODES as readonly string[]).includes(value) ? value : helpers.message({ custom: `"origin" must be a country code from GET /api/countries` })))
  .description('ISO 3166-1 alpha-2 country of origin');

const productFields = {
  material: optionalText(FIELD_LENGTHS.material),
  use: optionalText(FIELD_LENGTHS.use),
  composition: optionalText(FIELD_LENGTHS.composition),
  origin: originField,
  notes: optionalText(FIELD_LENGTHS.notes),
  tariff_version: Joi.string().trim().max(FIELD_LENGTHS.tariff_version).allow(null, '').empty('').description('Schedule version; default the active one'),
  language: languageField,
};

export const classifyBody = Joi.object({
  description: text(FIELD_LENGTHS.description).min(1).required(),
  ...productFields,
  market: Joi.string().trim().uppercase().max(FIELD_LENGTHS.market).valid(...MARKETS).allow(null).empty(null),
  sku_id: Joi.number().integer().min(1).allow(null),
});

/** On a rerun, null (or an empty string) clears a field; an omitted one keeps the original's value. */
const clearable = (schema: Joi.StringSchema) => schema.allow(null, '');

export const rerunBody = Joi.object({
  description: text(FIELD_LENGTHS.description).min(1),
  ...productFields,
  material: clearable(text(FIELD_LENGTHS.material)),
  use: clearable(text(FIELD_LENGTHS.use)),
  composition: clearable(text(FIELD_LENGTHS.composition)),
  notes: clearable(text(FIELD_LENGTHS.notes)),
  answers: Joi.array()
    .items(Joi.object({ question_id: Joi.string().trim().max(64).required(), value: Joi.string().trim().max(FIELD_LENGTHS.note).required() }))
    .max(20)
    .description('Answers to the original’s `result.questions`: `question_id` and one of its options’ `value`'),
});

export const decisionBody = Joi.object({
  action: Joi.string().valid(...DECISION_ACTIONS).required(),
  code: Joi.string().trim().max(FIELD_LENGTHS.code).allow(null, '').empty(''),
  note: Joi.string().trim().max(FIELD_LENGTHS.note).allow(null, '').empty(''),
});

export const resolveBody = Joi.object({ note: Joi.string().trim().max(FIELD_LENGTHS.note).allow(null, '').empty('') });

/** Filters shared by the lookup list, the review queue and its counts. */
export const filterQuery = {
  q: Joi.string().trim().max(FIELD_LENGTHS.q).description('Words of the description, a code start, or a lookup id'),
  status: Joi.array().items(Joi.string().valid(...LOOKUP_STATUSES)).single().description('Repeatable'),
  market: Joi.string().trim().uppercase().valid(...MARKETS),
  date_from: dateField,
  date_to: dateField,
  created_by: Joi.string().trim().max(FIELD_LENGTHS.created_by).description('An account id or `me`'),
  confidence_min: Joi.number().min(0).max(1),
  confidence_max: Joi.number().min(0).max(1),
  flag: Joi.string().pattern(/^[a-z0-9_]{1,40}$/).description('A review flag code'),
};

export const listQuery = Joi.object({
  ...filterQuery,
  kind: Joi.string().valid(...LOOKUP_KINDS),
  decision: Joi.string().valid(...DECISIONS, 'none').description('`none` lists undecided lookups'),
  sort: Joi.string().valid(...LOOKUP_SORTS).default('newest'),
  ...pageQuery(PAGE_SIZES.lookups),
});

export const reviewQuery = Joi.object({
  ...filterQuery,
  include_resolved: Joi.boolean().default(false),
  sort: Joi.string().valid(...LOOKUP_SORTS).default('newest'),
  ...pageQuery(PAGE_SIZES.review),
});

export const countsQuery = Joi.object({ ...filterQuery, include_resolved: Joi.boolean().default(false) });

export const lookupIdParams = Joi.object({ lookup_id: Joi.string().trim().max(64).required() });

const nullable = (schema: Joi.Schema) => schema.allow(null);

export const lookupSummarySchema = Joi.object({
  id: Joi.string(),
  created_at: Joi.string(),
  kind: Joi.string().valid(...LOOKUP_KINDS),
  batch_id: nullable(Joi.string()),
  row_index: nullable(Joi.number().integer()),
  parent_lookup_id: nullable(Joi.string()),
  description: Joi.string(),
  market: Joi.string(),
  dataset_version: nullable(Joi.string()),
  status: Joi.string().valid(...LOOKUP_STATUSES),
  status_label: Joi.string(),
  recommended_code: nullable(Joi.string()),
  recommended_description: nullable(Joi.string()),
  hs6: nullable(Joi.string()),
  confidence: Joi.number(),
  review_flags: Joi.array().items(Joi.object({ code: Joi.string(), message: Joi.string() })),
  risk: Joi.number().integer(),
  risk_level: Joi.string().valid('high', 'medium', 'low'),
  resolved: Joi.boolean(),
  processing_ms: nullable(Joi.number().integer()),
  decision: nullable(Joi.string().valid(...DECISIONS)),
  decision_label: nullable(Joi.string()),
  final_code: nullable(Joi.string()),
  decided_at: nullable(Joi.string()),
  created_by: nullable(Joi.string()),
  created_by_name: nullable(Joi.string()),
  sku_id: nullable(Joi.number().integer()),
  language: nullable(Joi.string()),
  comment_count: nullable(Joi.number().integer()),
});

export const lookupDetailSchema = lookupSummarySchema.keys({
  input: Joi.object().unknown(true),
  origin_label: nullable(Joi.string()),
  normalized: Joi.object().unknown(true).description('How the description was read; empty until the lookup has run'),
  result: Joi.object().unknown(true).description('The full answer; empty until finished (and for `error`)'),
  missing_info: Joi.array().items(Joi.string()),
  error: nullable(Joi.string()),
  final_description: nullable(Joi.string()),
  review_note: nullable(Joi.string()),
  decided_by_name: nullable(Joi.string()),
  events: Joi.array().items(Joi.object({ kind: Joi.string(), at: Joi.string(), actor_id: nullable(Joi.string()), actor_name: nullable(Joi.string()), note: nullable(Joi.string()), code: nullable(Joi.string()) })),
  progress: nullable(Joi.object({ stage: Joi.string(), step: Joi.number(), steps: Joi.number(), percent: Joi.number(), started_at: Joi.string() })),
});

export const pageOf = (item: Joi.Schema) => Joi.object({ items: Joi.array().items(item), total: Joi.number().integer(), page: Joi.number().integer(), page_size: Joi.number().integer() });
