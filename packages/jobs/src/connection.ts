import IORedis, { type Redis } from 'ioredis';

/** BullMQ needs `maxRetriesPerRequest: null` on worker connections so blocking calls are never cut. */
export function createRedis(url: string, forWorker = false): Redis {
  return new IORedis(url, { maxRetriesPerRequest: forWorker ? null : 3, enableReadyCheck: true, lazyConnect: false });
}

export const workerHeartbeatKey = (prefix: string, app: string) => `${prefix}:workers:${app}`;
export const authInvalidationChannel = (prefix: string) => `${prefix}:auth:invalidate`;
export const embedderStatusKey = (prefix: string) => `${prefix}:classifier:embedder`;
