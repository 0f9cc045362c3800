import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'svc_';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 40; // ~238 bits: a fast hash is enough, no salt or KDF needed
/** Characters kept in clear for display: `svc_` and 8 more. */
export const DISPLAY_PREFIX_LENGTH = 12;

export function generateApiKey(): string {
  const bytes = randomBytes(SECRET_LENGTH * 2);
  let secret = '';
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte >= 248) continue;
    secret += ALPHABET[byte % ALPHABET.length];
    if (secret.length === SECRET_LENGTH) break;
  }
  return secret.length === SECRET_LENGTH ? KEY_PREFIX + secret : generateApiKey();
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
export const displayPrefix = (key: string): string => key.slice(0, DISPLAY_PREFIX_LENGTH);
export const looksLikeApiKey = (value: string): boolean => value.startsWith(KEY_PREFIX) && value.length > KEY_PREFIX.length && value.length <= 200;
