/**
 * One delivery attempt: the stored body, byte for byte, signed, to the address that was checked,
 * within the time-out, without following redirects. Anything but 2xx is a failure.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { CheckedUrl } from './url-safety';

// got 11: the last CommonJS line (12+ are ESM only, which jest's module system cannot load).
import got from 'got';

export const USER_AGENT = 'svc-webhook/1.0';
/** Connections to a receiver are kept and reused: they lead to an address that passed the check. */
const agent = { http: new http.Agent({ keepAlive: true, maxSockets: 64 }), https: new https.Agent({ keepAlive: true, maxSockets: 64 }) };
/** How much of a receiver's answer (or an error) is kept on the delivery. */
const ANSWER_KEPT = 500;

export const signature = (secret: string, payload: string) => `sha256=${createHmac('sha256', secret).update(payload, 'utf8').digest('hex')}`;

export function deliveryHeaders(body: string, secret: string, meta: { event: string; deliveryId: number; timestamp: number }): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-SVC-Event': meta.event,
    'X-SVC-Delivery': String(meta.deliveryId),
    'X-SVC-Signature': signature(secret, body),
    'X-SVC-Timestamp': String(meta.timestamp),
    'X-SVC-Signature-256-T': signature(secret, `${meta.timestamp}.${body}`),
  };
}

export interface AttemptResult {
  ok: boolean;
  status_code: number | null;
  error: string | null;
}

export async function sendDelivery(target: CheckedUrl, body: string, headers: Record<string, string>, timeoutMs: number): Promise<AttemptResult> {
  try {
    const response = await got.post(target.url, {
      body,
      headers,
      // Connect to the address that was checked: a second DNS answer cannot redirect the call.
      lookup: ((_host: string, options: unknown, callback?: unknown) => {
        const done = (typeof options === 'function' ? options : callback) as (error: Error | null, address: unknown, family?: number) => void;
        const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
        if (all) done(null, [{ address: target.address.address, family: target.address.family }]);
        else done(null, target.address.address, target.address.family);
      }),
      agent,
      followRedirect: false,
      throwHttpErrors: false,
      retry: { limit: 0 },
      timeout: { request: timeoutMs },
      responseType: 'text',
    });
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return { ok, status_code: response.statusCode, error: ok ? null : (response.body || `HTTP ${response.statusCode}`).slice(0, ANSWER_KEPT) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason = code === 'ETIMEDOUT' ? `no answer within ${timeoutMs} ms` : `${code ?? 'error'}: ${(error as Error).message}`;
    return { ok: false, status_code: null, error: reason.slice(0, ANSWER_KEPT) };
  }
}
