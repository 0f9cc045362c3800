import { MARKETS } from '@tcs/config';
import type { DatasetRecord } from '../tariffs/dataset.repo';

type DatasetSummary = Pick<DatasetRecord, 'market' | 'status' | 'active' | 'is_demo'>;

export interface QueueState {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

export interface WorkerState {
  alive: boolean;
  instances: number;
  last_seen: string | null;
}

export interface HealthDeps {
  /** Every dataset (the schedules' state is part of health). */
  datasets: () => Promise<DatasetSummary[]>;
  environment: string;
  version: string | null;
  embeddings: string;
  queues: () => Promise<Record<string, QueueState>>;
  workers: () => Promise<Record<string, WorkerState>>;
  /** What the classifier reports about its query embedder; null when it never reported. */
  embedderStatus: () => Promise<'ok' | 'paused' | null>;
}

type VnTariffState = 'disabled' | 'no_release' | 'pending' | 'loading' | 'loaded' | 'failed' | 'differs';

function vnTariffState(datasets: DatasetSummary[]): VnTariffState {
  const vn = datasets.filter((d) => d.market === 'VN');
  if (vn.some((d) => d.active && d.status === 'ready')) return 'loaded';
  if (vn.some((d) => d.status === 'loading')) return 'loading';
  if (vn.some((d) => d.status === 'failed')) return 'failed';
  return 'pending';
}

/** The health object: 200 while the service is up, `degraded` with `issues` naming what is not right. */
export async function getHealth(deps: HealthDeps) {
  const issues: string[] = [];
  const safely = async <T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await read();
    } catch {
      issues.push(`${what}_unreachable`);
      return fallback;
    }
  };
  const [datasets, queues, workers, embedder] = await Promise.all([
    safely('database', deps.datasets, [] as DatasetSummary[]),
    safely('redis', deps.queues, {} as Record<string, QueueState>),
    safely('redis_workers', deps.workers, {} as Record<string, WorkerState>),
    deps.embedderStatus().catch(() => null),
  ]);
  const active = datasets.filter((d) => d.active && d.status === 'ready');
  for (const market of MARKETS) if (!active.some((d) => d.market === market)) issues.push(`no_active_dataset_${market.toLowerCase()}`);
  for (const [name, state] of Object.entries(workers)) if (!state.alive) issues.push(`${name}_not_running`);
  const queryEmbedding = deps.embeddings === 'off' || embedder !== 'ok' ? 'paused' : 'ok';
  if (queryEmbedding === 'paused' && deps.embeddings !== 'off') issues.push('query_embedding_paused');
  const sampleMarkets = [...new Set(active.filter((d) => d.is_demo).map((d) => d.market))];
  return {
    status: issues.length ? 'degraded' : 'ok',
    environment: deps.environment,
    demo_mode: sampleMarkets.length > 0,
    sample_data_markets: sampleMarkets,
    issues,
    background: {
      query_embedding: queryEmbedding,
      vn_tariff: vnTariffState(datasets),
      queues,
      workers,
    },
    version: deps.version,
  };
}
