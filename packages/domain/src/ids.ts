import { randomBytes } from 'node:crypto';

/** Ids of lookups, batches, datasets, webhooks, accounts and keys: 32 hexadecimal characters. */
export const newId = (): string => randomBytes(16).toString('hex');
export const isId = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);
