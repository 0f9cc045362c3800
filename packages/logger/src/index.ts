import winston from 'winston';

/** Field names whose values never reach a log line, at any depth. */
const SECRET_KEYS = /^(x-api-key|api[_-]?key|key|secret|secret_ciphertext|authorization|password|token|signing_secret|webhook_secret|file|buffer)$/i;
const KEY_LIKE = /svc_[A-Za-z0-9]{8,}/g;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[deep]';
  if (typeof value === 'string') return value.replace(KEY_LIKE, 'svc_[redacted]');
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.test(k) ? '[redacted]' : redact(v, depth + 1);
    return out;
  }
  return value;
}

const redactFormat = winston.format((info) => {
  for (const key of Object.keys(info)) {
    if (SECRET_KEYS.test(key)) (info as Record<string, unknown>)[key] = '[redacted]';
    else (info as Record<string, unknown>)[key] = redact((info as Record<string, unknown>)[key]);
  }
  return info;
});

export type Logger = winston.Logger;

export function createLogger(app: string, level = 'info', silent = false): Logger {
  return winston.createLogger({
    level,
    silent,
    defaultMeta: { app },
    format: winston.format.combine(winston.format.timestamp(), winston.format.errors({ stack: true }), redactFormat(), winston.format.json()),
    transports: [new winston.transports.Console({ stderrLevels: ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'] })],
  });
}
