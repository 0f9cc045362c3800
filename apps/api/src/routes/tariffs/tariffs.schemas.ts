import Joi from 'joi';
import { MARKETS } from '@tcs/config';
import { FIELD_LENGTHS } from '@tcs/domain';

export const marketField = Joi.string().trim().uppercase().max(FIELD_LENGTHS.market).valid(...MARKETS).description('`US`, `EU` or `VN`; default: the service’s default market');
export const versionField = Joi.string().trim().max(FIELD_LENGTHS.tariff_version).allow(null, '').description('Schedule version; default: the market’s active version');

const nullableString = Joi.string().allow(null);

export const datasetSchema = Joi.object({
  id: Joi.string(),
  market: Joi.string(),
  version: Joi.string(),
  name: Joi.string(),
  national_digits: Joi.number().integer(),
  source_name: Joi.string(),
  source_url: Joi.string(),
  is_demo: Joi.boolean(),
  active: Joi.boolean(),
  entry_count: Joi.number().integer(),
  loaded_at: nullableString,
  effective_date: nullableString,
  superseded_at: nullableString,
  official_domains: Joi.array().items(Joi.string()),
  notes: nullableString,
  status: Joi.string().valid('loading', 'ready', 'failed'),
}).unknown(true);

export const datasetRefSchema = Joi.object({
  id: Joi.string(), market: Joi.string(), version: Joi.string(), name: Joi.string(), is_demo: Joi.boolean(),
  effective_date: nullableString, source_url: Joi.string(), source_name: Joi.string(),
});

export const lineSchema = Joi.object({
  code: Joi.string(),
  hs6: nullableString,
  level: Joi.string().valid('chapter', 'heading', 'subheading', 'national', 'statistical'),
  is_leaf: Joi.boolean(),
  description: Joi.string().description('Official text: Vietnamese for `vi` readers of the VN schedule, else English'),
  description_en: Joi.string(),
  description_vi: nullableString,
  full_description: Joi.string(),
  duty_rate: nullableString,
  special_rate: nullableString,
  column2_rate: nullableString,
  unit: nullableString,
});

export const nodeSchema = lineSchema.keys({
  code_digits: Joi.string(),
  parent_code: nullableString,
  additional_duties: Joi.array().items(Joi.string()),
  official_url: Joi.string(),
});

export const hitSchema = nodeSchema.keys({ score: Joi.number() });

export const changeSchema = Joi.object({
  id: Joi.number().integer(),
  market: Joi.string(),
  from_version: nullableString,
  to_version: Joi.string(),
  code: Joi.string(),
  kind: Joi.string().valid('added', 'removed', 'description_changed', 'rate_changed', 'moved'),
  before: Joi.object().allow(null),
  after: Joi.object().allow(null),
  detected_at: Joi.string(),
});
