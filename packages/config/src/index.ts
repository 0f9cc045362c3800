import Joi from 'joi';

export const MARKETS = ['US', 'EU', 'VN'] as const;
export type Market = (typeof MARKETS)[number];
export const LANGUAGES = ['en', 'vi', 'ja', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Config {
  env: string;
  databaseUrl: string;
  redisUrl: string;
  port: number;
  defaultMarket: Market;
  defaultLanguage: Language;
  creditsPerLookup: number;
  signupCredits: number;
  webhookAllowPrivate: boolean;
  webhookTimeoutMs: number;
  webhookRetryDelaysMs: number[];
  webhookSecretKey: string;
  llm: { baseUrl?: string; apiKey?: string; model?: string };
  embeddings: string;
  logLevel: string;
  workerConcurrency: number;
  /** Key cache lifetime: a revoked key stops working within this time in every process. */
  keyCacheMs: number;
  /** Prefix of every Redis key and queue, so test runs and tenants never collide. */
  redisPrefix: string;
  version: string | null;
}

const schema = Joi.object({
  NODE_ENV: Joi.string().default('development'),
  DATABASE_URL: Joi.string().uri({ scheme: ['postgresql', 'postgres'] }).default('postgresql://postgres:postgres@127.0.0.1:5432/tcs'),
  REDIS_URL: Joi.string().uri({ scheme: ['redis', 'rediss'] }).default('redis://127.0.0.1:6379/0'),
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
  TCS_DEFAULT_MARKET: Joi.string().valid(...MARKETS).default('US'),
  TCS_DEFAULT_LANGUAGE: Joi.string().valid(...LANGUAGES).default('en'),
  TCS_CREDITS_PER_LOOKUP: Joi.number().integer().min(0).default(1),
  TCS_SIGNUP_CREDITS: Joi.number().integer().min(0).default(50),
  TCS_WEBHOOK_ALLOW_PRIVATE: Joi.string().valid('', '0', '1', 'off', 'on', 'true', 'false').default(''),
  TCS_WEBHOOK_TIMEOUT_MS: Joi.number().integer().min(1).default(10000),
  TCS_WEBHOOK_RETRY_DELAYS_MS: Joi.string().pattern(/^\d+(,\d+)*$/).default('10000,60000'),
  TCS_WEBHOOK_SECRET_KEY: Joi.string().min(16).default('tcs-development-webhook-secret-key'),
  TCS_LLM_BASE_URL: Joi.string().uri().allow(''),
  TCS_LLM_API_KEY: Joi.string().allow(''),
  TCS_LLM_MODEL: Joi.string().allow(''),
  TCS_EMBEDDINGS: Joi.string().default('builtin'),
  LOG_LEVEL: Joi.string().valid('error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly').default('info'),
  TCS_WORKER_CONCURRENCY: Joi.number().integer().min(1).max(256).default(4),
  TCS_KEY_CACHE_MS: Joi.number().integer().min(0).max(5000).default(4000),
  TCS_REDIS_PREFIX: Joi.string().pattern(/^[a-zA-Z0-9_-]+$/).default('tcs'),
  TCS_VERSION: Joi.string().allow(''),
}).unknown(true);

const ON = new Set(['1', 'on', 'true']);

export class ConfigError extends Error {}

/** Reads the environment once; every other module receives the values it needs. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { value, error } = schema.validate(env, { abortEarly: false, convert: true });
  if (error) throw new ConfigError(`Invalid configuration: ${error.details.map((d) => d.message).join('; ')}`);
  const allowPrivate = ON.has(String(value.TCS_WEBHOOK_ALLOW_PRIVATE));
  if (allowPrivate && value.NODE_ENV === 'production') {
    throw new ConfigError('TCS_WEBHOOK_ALLOW_PRIVATE is refused when NODE_ENV=production');
  }
  return {
    env: value.NODE_ENV,
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    port: value.PORT,
    defaultMarket: value.TCS_DEFAULT_MARKET,
    defaultLanguage: value.TCS_DEFAULT_LANGUAGE,
    creditsPerLookup: value.TCS_CREDITS_PER_LOOKUP,
    signupCredits: value.TCS_SIGNUP_CREDITS,
    webhookAllowPrivate: allowPrivate,
    webhookTimeoutMs: value.TCS_WEBHOOK_TIMEOUT_MS,
    webhookRetryDelaysMs: String(value.TCS_WEBHOOK_RETRY_DELAYS_MS).split(',').map(Number),
    webhookSecretKey: value.TCS_WEBHOOK_SECRET_KEY,
    llm: { baseUrl: value.TCS_LLM_BASE_URL || undefined, apiKey: value.TCS_LLM_API_KEY || undefined, model: value.TCS_LLM_MODEL || undefined },
    embeddings: value.TCS_EMBEDDINGS,
    logLevel: value.LOG_LEVEL,
    workerConcurrency: value.TCS_WORKER_CONCURRENCY,
    keyCacheMs: value.TCS_KEY_CACHE_MS,
    redisPrefix: value.TCS_REDIS_PREFIX,
    version: value.TCS_VERSION || readPackageVersion(),
  };
}

function readPackageVersion(): string | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('../../../package.json').version ?? null;
  } catch {
    return null;
  }
}
