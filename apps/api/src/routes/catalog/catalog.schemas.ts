import Joi from 'joi';
import { MARKETS } from '@tcs/config';
import { ALERT_KINDS, CODE_STATUSES, FIELD_LENGTHS, LIMITS, LIST_LIMITS, PAGE_SIZES } from '@tcs/domain';
import { limitQuery, pageQuery } from '../../http/paging';
import { languageField } from '../lookups/lookups.schemas';

const text = (max: number) => Joi.string().trim().max(max);
const optionalText = (max: number) => text(max).allow(null, '').empty(['', null]).default(null);
const market = Joi.string().trim().uppercase().max(FIELD_LENGTHS.market).valid(...MARKETS);

/** ISO codes are stored upper-case (labels in every language); a country written out is kept as sent. */
const origin = optionalText(FIELD_LENGTHS.origin).custom((value: string | null) => (value && value.length === 2 ? value.toUpperCase() : value));

/** The SKU body of create, update and bulk items. */
export const skuFields = {
  sku: text(FIELD_LENGTHS.sku).min(1),
  market,
  description: text(FIELD_LENGTHS.description).min(1),
  material: optionalText(FIELD_LENGTHS.material),
  use: optionalText(FIELD_LENGTHS.use),
  composition: optionalText(FIELD_LENGTHS.composition),
  origin,
  notes: optionalText(FIELD_LENGTHS.notes),
  external_ref: optionalText(FIELD_LENGTHS.external_ref),
  current_code: optionalText(FIELD_LENGTHS.current_code).description('Code in use, in any common form (6109100012, 6109.10.0012, 6109 10 00 12)'),
};

export const skuBody = Joi.object({ ...skuFields, sku: skuFields.sku.required(), description: skuFields.description.required() });
export const replaceBody = Joi.object({ ...skuFields, description: skuFields.description.required() });

export const bulkBody = Joi.object({
  items: Joi.array().items(skuBody).min(1).max(LIMITS.maxSkuBulkItems).required().description(`At most ${LIMITS.maxSkuBulkItems} SKUs (GET /api/limits)`),
  check_codes: Joi.boolean().default(true),
  classify_missing: Joi.boolean().default(false),
});

export const skuIdParams = Joi.object({ sku_id: Joi.number().integer().min(1).required() });
export const alertIdParams = Joi.object({ alert_id: Joi.number().integer().min(1).required() });

export const listQuery = Joi.object({
  q: Joi.string().trim().max(FIELD_LENGTHS.q).allow(''),
  market,
  code_status: Joi.string().valid(...CODE_STATUSES),
  has_code: Joi.boolean(),
  has_alert: Joi.boolean(),
  ...pageQuery(PAGE_SIZES.skus),
});

export const alertsQuery = Joi.object({
  sku_id: Joi.number().integer().min(1),
  market,
  acknowledged: Joi.boolean(),
  ...limitQuery(LIST_LIMITS.alerts),
});


export const classifyBody = Joi.object({
  language: languageField,
  tariff_version: Joi.string().trim().max(FIELD_LENGTHS.tariff_version).allow(null, '').empty('').default(null),
});

export const checkCodesBody = Joi.object({
  market,
  sku_ids: Joi.array().items(Joi.number().integer().min(1)).max(LIMITS.maxSkuBulkItems).unique(),
});

export const alertSchema = Joi.object({
  id: Joi.number().integer(), sku_id: Joi.number().integer(), kind: Joi.string().valid(...ALERT_KINDS), message: Joi.string(),
  from_version: Joi.string().allow(null), to_version: Joi.string().allow(null), suggested_codes: Joi.array().items(Joi.string()),
  created_at: Joi.string(), acknowledged_at: Joi.string().allow(null), acknowledged_by: Joi.string().allow(null),
});

export const skuSchema = Joi.object({
  id: Joi.number().integer(), sku: Joi.string(), market: Joi.string(), description: Joi.string(),
  material: Joi.string().allow(null), use: Joi.string().allow(null), composition: Joi.string().allow(null), origin: Joi.string().allow(null),
  origin_label: Joi.string().allow(null), notes: Joi.string().allow(null), external_ref: Joi.string().allow(null),
  current_code: Joi.string().allow(null), code_status: Joi.string().valid(...CODE_STATUSES), code_status_label: Joi.string(), code_status_detail: Joi.string().allow(null),
  checked_version: Joi.string().allow(null), checked_at: Joi.string().allow(null), suggested_code: Joi.string().allow(null), last_lookup_id: Joi.string().allow(null),
  created_by: Joi.string().allow(null), created_at: Joi.string(), updated_at: Joi.string(),
  alerts: Joi.array().items(alertSchema), open_alerts: Joi.number().integer(),
});
