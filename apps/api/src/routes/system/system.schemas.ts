import Joi from 'joi';

export const healthResponse = Joi.object({
  status: Joi.string().valid('ok', 'degraded').required(),
  environment: Joi.string().required(),
  demo_mode: Joi.boolean().required(),
  sample_data_markets: Joi.array().items(Joi.string()).required(),
  issues: Joi.array().items(Joi.string()).required().description('What is degraded'),
  background: Joi.object({
    query_embedding: Joi.string().valid('ok', 'paused'),
    vn_tariff: Joi.string().valid('disabled', 'no_release', 'pending', 'loading', 'loaded', 'failed', 'differs'),
    queues: Joi.object().unknown(true).description('Per queue: waiting, active, delayed, failed'),
    workers: Joi.object().unknown(true).description('Per worker app: alive, instances, last_seen'),
  }).unknown(true),
  version: Joi.string().allow(null),
});

export const accountResponse = Joi.object({
  id: Joi.string().required(),
  name: Joi.string().required().description("The key's name"),
  email: Joi.string().required(),
  role: Joi.string().valid('entry', 'reviewer', 'admin').required().description('Effective role: the key role cut to the account role'),
  role_label: Joi.string().required(),
  via: Joi.string().valid('api_key').required(),
  avatar_url: Joi.string().allow(null),
  credits: Joi.number().required(),
  unlimited: Joi.boolean().required(),
});

export const countriesResponse = Joi.object({
  items: Joi.array().items(Joi.object({ code: Joi.string().length(2), name: Joi.string() })),
});

export const limitsResponse = Joi.object({
  max_sku_bulk_items: Joi.number().integer(),
  batch_max_file_mb: Joi.number().integer(),
  batch_max_rows: Joi.number().integer().description('Rows per batch for the caller: the service maximum or the plan limit, whichever is lower'),
  page_size_max: Joi.object().unknown(true),
  list_limit_max: Joi.object().unknown(true),
  field_lengths: Joi.object().unknown(true),
  comment_rate_per_minute: Joi.number().integer(),
  comments_per_lookup: Joi.number().integer(),
  webhook_test_rate_per_minute: Joi.number().integer(),
  webhook_test_rate_per_admin_per_minute: Joi.number().integer(),
  plan: Joi.object({ name: Joi.string().allow(null), limits: Joi.object().unknown(true) }),
});
