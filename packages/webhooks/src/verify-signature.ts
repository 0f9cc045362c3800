/**
 * For receivers (and our tests): checks `X-SVC-Signature` (or, with the timestamp, the replay-proof
 * `X-SVC-Signature-256-T`) over the raw body bytes in constant time, before anything parses them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function verifyWebhookSignature(rawBody: Buffer, header: string | undefined, secret: string, options: { timestamp?: string; toleranceSeconds?: number; now?: number } = {}): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const received = Buffer.from(header.slice(7), 'hex');
  const hmac = createHmac('sha256', secret);
  if (options.timestamp !== undefined) {
    const age = Math.abs((options.now ?? Date.now()) / 1000 - Number(options.timestamp));
    if (!Number.isFinite(age) || age > (options.toleranceSeconds ?? 300)) return false;
    hmac.update(`${options.timestamp}.`);
  }
  const expected = hmac.update(rawBody).digest();
  return received.length === expected.length && timingSafeEqual(received, expected);
}
