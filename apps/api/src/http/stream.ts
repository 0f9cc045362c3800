import type { Response } from 'express';

/** Honours backpressure: a slow client never makes an export buffer the whole file. */
export function writeChunk(res: Response, text: string): Promise<void> {
  return res.write(text) ? Promise.resolve() : new Promise((resolve) => res.once('drain', resolve));
}

/** An ASCII name for old clients and the real one (RFC 5987) for the rest. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\w.-]+/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
