import Joi from 'joi';
import { MARKETS } from '@tcs/config';
import { BATCH_STATUSES, FIELD_LENGTHS, LIST_LIMITS, ROW_STATUSES } from '@tcs/domain';
import { MAPPING_FIELDS } from '@tcs/files';
import { limitQuery, offsetLimitQuery } from '../../http/paging';
import { hexIdField } from '../../http/validate';
import { languageField } from '../lookups/lookups.schemas';

const BATCH_ID = hexIdField('batch_id');
export const batchIdParams = Joi.object({ batch_id: BATCH_ID.required() });
export const rowParams = Joi.object({ batch_id: BATCH_ID.required(), row_index: Joi.number().integer().min(1).required() });

const columnName = Joi.string().max(200).allow(null, '').empty(['', null]).default(null);
const mapping = Joi.object(Object.fromEntries(MAPPING_FIELDS.map((field) => [field, field === 'description' ? Joi.string().max(200).required() : columnName])))
  .required()
  .description('Mapping field → column name of the file (`description` required; `sku` needed for `save_to_catalog`; `existing_code` is checked against the schedule)');

/** The form's fields besides the file, validated like any body (a bad `language` is a 422). */
export const uploadFields = Joi.object({
  language: languageField.description('Language of the findings and the rows’ written reasons (default: the request language)'),
});
export const uploadForm = uploadFields.keys({ file: Joi.binary().required().description('The .xlsx or .csv file (first row: column names)') });

export const startBody = Joi.object({
  column_mapping: mapping,
  market: Joi.string().trim().uppercase().max(FIELD_LENGTHS.market).valid(...MARKETS).allow(null).empty(null),
  tariff_version: Joi.string().trim().max(FIELD_LENGTHS.tariff_version).allow(null, '').empty('').default(null),
  save_to_catalog: Joi.boolean().default(false),
});

export const previewQuery = Joi.object({ preview: Joi.boolean().default(false).description('Add the first rows of the file') });
export const listQuery = Joi.object(limitQuery(LIST_LIMITS.batches));
export const rowsQuery = Joi.object(offsetLimitQuery(LIST_LIMITS.batch_rows));
export const exportQuery = Joi.object({ format: Joi.string().valid('xlsx', 'csv').default('xlsx') });

export const retryBody = Joi.object({
  rows: Joi.array().items(Joi.number().integer().min(1)).max(50_000).unique().description('Row numbers to retry (default: every `error` row)'),
});

export const editBody = Joi.object({
  raw: Joi.object().pattern(Joi.string().max(200), Joi.string().max(10_000).allow('', null)).min(1).required().description('New cell values by column name'),
});

const counts = Joi.object(Object.fromEntries(ROW_STATUSES.map((s) => [s, Joi.number().integer()])));
const precheck = Joi.object({
  total: Joi.number().integer(), empty: Joi.number().integer(), examples: Joi.number().integer(), invalid: Joi.number().integer(),
  duplicates: Joi.number().integer(), valid: Joi.number().integer(), warnings: Joi.number().integer(), issues: Joi.array().items(Joi.object().unknown()),
});

export const batchSchema = Joi.object({
  id: Joi.string(),
  created_at: Joi.string(),
  updated_at: Joi.string(),
  created_by: Joi.string().allow(null),
  filename: Joi.string(),
  status: Joi.string().valid(...BATCH_STATUSES),
  columns: Joi.array().items(Joi.string()),
  column_mapping: Joi.object().unknown(),
  market: Joi.string().allow(''),
  tariff_version: Joi.string().allow(null),
  dataset_version: Joi.string().allow(null),
  language: Joi.string().allow(null),
  validation: Joi.object({ suggested_mapping: Joi.object().unknown(), precheck, file: Joi.object().unknown() }),
  total_rows: Joi.number().integer(),
  processed_rows: Joi.number().integer(),
  failed_rows: Joi.number().integer(),
  counts,
  error: Joi.valid(null),
  save_to_catalog: Joi.boolean(),
  started_at: Joi.string().allow(null),
  finished_at: Joi.string().allow(null),
  preview: Joi.array().items(Joi.object().unknown()),
});

export const progressSchema = Joi.object({
  id: Joi.string(), status: Joi.string(), total_rows: Joi.number().integer(), processed_rows: Joi.number().integer(), failed_rows: Joi.number().integer(),
  counts, percent: Joi.number(), started_at: Joi.string().allow(null), finished_at: Joi.string().allow(null), eta_seconds: Joi.number().integer().allow(null),
});

export const rowSchema = Joi.object({
  row_index: Joi.number().integer(), raw: Joi.object().unknown(), status: Joi.string().valid(...ROW_STATUSES), issues: Joi.array().items(Joi.object().unknown()),
  duplicate_of: Joi.number().integer().allow(null), lookup_id: Joi.string().allow(null), attempts: Joi.number().integer(), error: Joi.string().allow(null),
  result_status: Joi.string().allow(null), recommended_code: Joi.string().allow(null), confidence: Joi.number().allow(null), code_check: Joi.object().unknown().allow(null),
  final_code: Joi.string().allow(null), updated_at: Joi.string(),
});
