/**
 * Webhook secrets at rest: AES-256-GCM under a key derived from configuration. A secret must be
 * readable again (it signs every delivery), so it is encrypted, never hashed; the database alone
 * does not reveal it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

const keyOf = (configKey: string) => createHash('sha256').update(`tcs-webhook-secret:${configKey}`).digest();

/** A new signing secret: 32 random bytes, shown to the administrator once. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function sealSecret(secret: string, configKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(configKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

export function openSecret(ciphertext: string, configKey: string): string {
  const [version, iv, tag, sealed] = ciphertext.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('unreadable webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(configKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
