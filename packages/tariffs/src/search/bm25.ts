/**
 * BM25F over a few weighted fields (a line's own text counts more than its parents'), held in
 * memory: a schedule is tens of thousands of short lines, so the whole index is a few MB and a
 * query touches only the postings of its terms.
 */

export interface FieldSpec {
  weight: number;
  b: number;
}

export interface ScoredDoc {
  doc: number;
  score: number;
}

interface Posting {
  docs: Int32Array;
  weights: Float32Array; // length-normalised, field-weighted term frequency
}

const K1 = 1.2;

export class Bm25Index<F extends string> {
  private readonly postings = new Map<string, Posting>();
  readonly size: number;

  constructor(docs: ReadonlyArray<Record<F, string[]>>, fields: Record<F, FieldSpec>) {
    this.size = docs.length;
    const names = Object.keys(fields) as F[];
    const average = Object.fromEntries(names.map((f) => [f, docs.reduce((sum, d) => sum + d[f].length, 0) / Math.max(1, docs.length) || 1])) as Record<F, number>;
    const building = new Map<string, { docs: number[]; weights: number[] }>();
    docs.forEach((doc, id) => {
      const weighted = new Map<string, number>();
      for (const f of names) {
        const { weight, b } = fields[f];
        const norm = 1 - b + (b * doc[f].length) / average[f];
        for (const term of doc[f]) weighted.set(term, (weighted.get(term) ?? 0) + weight / norm);
      }
      for (const [term, w] of weighted) {
        let list = building.get(term);
        if (!list) building.set(term, (list = { docs: [], weights: [] }));
        list.docs.push(id);
        list.weights.push(w);
      }
    });
    for (const [term, list] of building) this.postings.set(term, { docs: Int32Array.from(list.docs), weights: Float32Array.from(list.weights) });
  }

  /** Inverse document frequency (BM25+ style, never negative). */
  idf(term: string): number {
    const n = this.postings.get(term)?.docs.length ?? 0;
    return Math.log(1 + (this.size - n + 0.5) / (n + 0.5));
  }

  search(terms: string[], limit: number, accept?: (doc: number) => boolean): ScoredDoc[] {
    const scores = new Map<number, number>();
    for (const term of new Set(terms)) {
      const posting = this.postings.get(term);
      if (!posting) continue;
      const idf = this.idf(term);
      for (let i = 0; i < posting.docs.length; i++) {
        const w = posting.weights[i];
        const doc = posting.docs[i];
        scores.set(doc, (scores.get(doc) ?? 0) + (idf * w * (K1 + 1)) / (K1 + w));
      }
    }
    const hits: ScoredDoc[] = [];
    for (const [doc, score] of scores) if (!accept || accept(doc)) hits.push({ doc, score });
    hits.sort((a, b) => b.score - a.score || a.doc - b.doc);
    return hits.slice(0, limit);
  }

  has(term: string): boolean {
    return this.postings.has(term);
  }
}
