/**
 * The engine's data in this process, from the database: the active schedule of each market,
 * the rulings, and the reference texts shipped with the repo. Built once (about 6 s), rebuilt
 * when a market's active version changes; a lookup pinned to another version gets that
 * version's schedule beside the shared indexes.
 */
import type { Db } from '@tcs/db';
import type { Logger } from '@tcs/logger';
import {
  buildEngineData, buildSchedule, buildVectorSearchInThread, createEmbedder, embeddingStatus, initReader, referenceTexts,
  type EngineData, type EngineLine, type EngineSchedule, type Market, type VectorSearch,
} from '@tcs/classifier';

interface DatasetRow {
  id: string;
  market: string;
  version: string;
  is_demo: boolean;
  name: string;
  source_url: string;
}

const ACTIVE_CHECK_MS = 5000;

export class EngineProvider {
  private base: { key: string; data: EngineData } | null = null;
  private building: Promise<{ key: string; data: EngineData }> | null = null;
  private pinned = new Map<string, Promise<EngineSchedule>>();
  private active: { at: number; rows: DatasetRow[] } | null = null;
  private vectors: { search: VectorSearch | null; reason: string; embedded: number } = { search: null, reason: 'no embedding model is configured', embedded: 0 };
  private readonly embedder;

  constructor(private readonly db: Db, private readonly logger: Logger, private readonly embeddings: string) {
    this.embedder = createEmbedder(embeddings);
    if (this.embedder) this.vectors.reason = 'the vector index is being built';
  }

  /** Loads the reader's language model and the data, so the first lookup does not wait. */
  async warm(): Promise<void> {
    await initReader();
    await this.data();
  }

  embeddingStatus(): 'ok' | 'paused' {
    return this.vectors.search ? embeddingStatus(this.embedder) : 'paused';
  }

  vectorOptions() {
    return this.vectors.search && this.embeddingStatus() === 'ok'
      ? { vectors: this.vectors.search, embedded: this.vectors.embedded }
      : { vectors: null, vectorReason: this.embedder ? (embeddingStatus(this.embedder) === 'paused' ? 'the embedding model failed; text search only' : this.vectors.reason) : 'embeddings are off (TCS_EMBEDDINGS=off)', embedded: 0 };
  }

  /** Engine data whose schedule for `market` is the dataset the lookup uses. */
  async forDataset(market: Market, datasetId: string): Promise<EngineData> {
    const data = await this.data();
    if (data.schedules[market]?.dataset.id === datasetId) return data;
    let pinned = this.pinned.get(datasetId);
    if (!pinned) {
      pinned = this.loadDataset(datasetId).then((row) => this.scheduleOf(row));
      this.pinned.set(datasetId, pinned);
      pinned.catch(() => this.pinned.delete(datasetId));
    }
    return { ...data, schedules: { ...data.schedules, [market]: await pinned } };
  }

  private async activeDatasets(): Promise<DatasetRow[]> {
    if (this.active && Date.now() - this.active.at < ACTIVE_CHECK_MS) return this.active.rows;
    const rows = await this.db.dataset.findMany({ where: { active: true, status: 'ready' }, select: { id: true, market: true, version: true, is_demo: true, name: true, source_url: true }, orderBy: { market: 'asc' } });
    this.active = { at: Date.now(), rows };
    return rows;
  }

  private async data(): Promise<EngineData> {
    const active = await this.activeDatasets();
    const key = active.map((row) => row.id).join(',');
    if (this.base?.key === key) return this.base.data;
    if (!this.building) {
      this.building = this.build(active, key).finally(() => (this.building = null));
    }
    const built = await this.building;
    return built.data;
  }

  private async build(active: DatasetRow[], key: string) {
    const started = Date.now();
    const schedules = await Promise.all(active.map(async (row) => ({ market: row.market as Market, dataset: datasetOf(row), lines: await this.lines(row.id) })));
    const rulings = await this.db.ruling.findMany({ where: { hs6: { not: null } }, select: { ruling: true, code: true, hs6: true, description: true, source: true, url: true, date: true }, orderBy: { id: 'asc' } });
    const data = buildEngineData({ schedules, precedents: rulings.map((r) => ({ ...r, hs6: r.hs6! })), reference: referenceTexts() });
    this.base = { key, data };
    this.pinned.clear();
    this.logger.info('engine data ready', { markets: active.map((row) => `${row.market} ${row.version}`), precedents: rulings.length, ms: Date.now() - started });
    if (this.embedder) void this.buildVectors(data);
    return this.base;
  }

  /** Vectors are computed in the background (cached on disk); lookups run lexical until they are ready. */
  private async buildVectors(data: EngineData) {
    try {
      const started = Date.now();
      const search = await buildVectorSearchInThread(data, this.embedder!, this.embeddings);
      this.vectors = { search, reason: '', embedded: data.hs6Docs.length };
      this.logger.info('vector index ready', { documents: data.hs6Docs.length, ms: Date.now() - started });
    } catch (error) {
      this.vectors = { search: null, reason: 'the embedding model failed; text search only', embedded: 0 };
      this.logger.warn('vector index failed; lookups stay lexical', { error: (error as Error).message });
    }
  }

  private async loadDataset(id: string): Promise<DatasetRow> {
    const row = await this.db.dataset.findUnique({ where: { id }, select: { id: true, market: true, version: true, is_demo: true, name: true, source_url: true, status: true } });
    if (!row || row.status !== 'ready') throw new Error(`dataset ${id} is not loaded`);
    return row;
  }

  private async scheduleOf(row: DatasetRow): Promise<EngineSchedule> {
    return buildSchedule(row.market as Market, datasetOf(row), await this.lines(row.id));
  }

  private lines(datasetId: string): Promise<EngineLine[]> {
    return this.db.tariffLine.findMany({
      where: { dataset_id: datasetId },
      orderBy: { position: 'asc' },
      select: {
        code: true, code_digits: true, hs6: true, level: true, is_leaf: true, parent_code: true, description: true, description_vi: true, full_description: true,
        duty_rate: true, special_rate: true, column2_rate: true, unit: true, footnotes: true, additional_duties: true, extra: true,
      },
    });
  }
}

const datasetOf = (row: DatasetRow) => ({ id: row.id, version: row.version, is_demo: row.is_demo, name: row.name, source_url: row.source_url });
