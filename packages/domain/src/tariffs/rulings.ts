import type { Db, Ruling } from '@tcs/db';
import { Bm25Index, englishTokens, readKrRulings, KR_RULINGS_SOURCE } from '@tcs/tariffs';

const INSERT_CHUNK = 5000;

/** Loads the bundled Korea Customs classification cases once; later runs find them present. */
export async function seedRulings(db: Db): Promise<{ present: boolean; loaded: number }> {
  if (await db.ruling.findFirst({ where: { source: KR_RULINGS_SOURCE }, select: { id: true } })) return { present: true, loaded: 0 };
  let batch: Omit<Ruling, 'id' | 'created_at'>[] = [];
  let loaded = 0;
  const flush = async () => {
    if (!batch.length) return;
    const result = await db.ruling.createMany({ data: batch, skipDuplicates: true });
    loaded += result.count;
    batch = [];
  };
  for await (const ruling of readKrRulings()) {
    batch.push({ source: ruling.source, ruling: ruling.ruling, date: ruling.date, code: ruling.code, hs6: ruling.hs6, description: ruling.description, text: ruling.text, language: ruling.language, url: ruling.url });
    if (batch.length >= INSERT_CHUNK) await flush();
  }
  await flush();
  return { present: false, loaded };
}

export interface RulingHit {
  ruling: string;
  date: string | null;
  code: string | null;
  hs6: string | null;
  description: string;
  source: string;
  url: string | null;
  score: number;
}

type Indexed = { rulings: Ruling[]; index: Bm25Index<'text'>; stamp: string };

const STAMP_CHECK_MS = 30_000;

/**
 * Rulings search: BM25 over the case descriptions, filtered by HS6 (a market's code is cut to
 * its first six digits, which every market shares). The index lives in memory and is rebuilt
 * when the table's contents change (checked at most every 30 s).
 */
export class RulingSearch {
  private current: Promise<Indexed> | null = null;
  private checkedAt = 0;

  constructor(private readonly db: Db) {}

  async search(filter: { q?: string; hs6Prefix?: string; limit: number }): Promise<RulingHit[]> {
    const { rulings, index } = await this.indexed();
    const accept = filter.hs6Prefix ? (doc: number) => (rulings[doc].hs6 ?? '').startsWith(filter.hs6Prefix!) : undefined;
    const terms = filter.q ? englishTokens(filter.q) : [];
    if (terms.length) return index.search(terms, filter.limit, accept).map((h) => hit(rulings[h.doc], h.score));
    if (filter.q) return [];
    const matching: RulingHit[] = [];
    for (let doc = 0; doc < rulings.length && matching.length < filter.limit; doc++) if (!accept || accept(doc)) matching.push(hit(rulings[doc], 1));
    return matching;
  }

  private async indexed(): Promise<Indexed> {
    if (this.current && Date.now() - this.checkedAt < STAMP_CHECK_MS) return this.current;
    const stamp = await this.stamp();
    this.checkedAt = Date.now();
    if (this.current && (await this.current).stamp === stamp) return this.current;
    this.current = this.build(stamp);
    this.current.catch(() => (this.current = null));
    return this.current;
  }

  private async stamp(): Promise<string> {
    const { rows } = await this.db.pool.query<{ stamp: string }>("SELECT count(*) || ':' || coalesce(max(id), 0) AS stamp FROM rulings");
    return rows[0].stamp;
  }

  private async build(stamp: string): Promise<Indexed> {
    const { rows } = await this.db.pool.query<Ruling>('SELECT * FROM rulings ORDER BY hs6, id');
    const index = new Bm25Index(rows.map((r) => ({ text: englishTokens(r.description) })), { text: { weight: 1, b: 0.75 } });
    return { rulings: rows, index, stamp };
  }
}

const hit = (r: Ruling, score: number): RulingHit => ({
  ruling: r.ruling,
  date: r.date,
  code: r.code,
  hs6: r.hs6,
  description: r.description,
  source: r.source,
  url: r.url,
  score: Math.round(score * 1000) / 1000,
});
