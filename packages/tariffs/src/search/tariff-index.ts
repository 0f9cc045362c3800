import { Bm25Index } from './bm25';
import { englishTokens, looksVietnamese, vietnameseTokens } from './tokenize';

/** The parts of a stored tariff line the search needs. */
export interface SearchableLine {
  code: string;
  code_digits: string;
  parent_code: string | null;
  description: string;
  description_vi: string | null;
  full_description: string;
  is_leaf: boolean;
}

export type SearchMode = 'code' | 'keyword';

export interface SearchHit<L> {
  line: L;
  score: number;
}

const FIELDS = {
  own: { weight: 3, b: 0.5 },
  parents: { weight: 1, b: 0.75 },
  vi_own: { weight: 3, b: 0.5 },
  vi_parents: { weight: 1, b: 0.75 },
};

/** A code or its start, with or without dots and spaces: '6109', '6109.10', '6109 10 00 12'. */
const CODE_QUERY = /^\s*\d{2}[\d.\s-]*$/;

export const searchModeOf = (q: string): SearchMode => (CODE_QUERY.test(q) ? 'code' : 'keyword');

/** One schedule version's lines, indexed by code and by words (English and Vietnamese). */
export class TariffIndex<L extends SearchableLine> {
  private readonly words: Bm25Index<keyof typeof FIELDS>;
  private readonly byDigits: L[];

  constructor(readonly lines: L[]) {
    // Each line's Vietnamese tokens are computed once; a line's parents' tokens are its
    // ancestors' own tokens, so deep chains cost no re-tokenising.
    const viOwn = new Map(lines.map((l) => [l.code, l.description_vi ? vietnameseTokens(l.description_vi) : []]));
    const byCode = new Map(lines.map((l) => [l.code, l]));
    const docs = lines.map((line) => ({
      own: englishTokens(line.description),
      parents: englishTokens(parentsText(line)),
      vi_own: viOwn.get(line.code) ?? [],
      vi_parents: line.description_vi ? vietnameseParents(line, byCode, viOwn) : [],
    }));
    this.words = new Bm25Index(docs, FIELDS);
    this.byDigits = [...lines].sort((a, b) => (a.code_digits < b.code_digits ? -1 : a.code_digits > b.code_digits ? 1 : 0));
  }

  search(q: string, limit: number): { mode: SearchMode; hits: SearchHit<L>[] } {
    const mode = searchModeOf(q);
    return { mode, hits: mode === 'code' ? this.byCode(q.replace(/\D/g, ''), limit) : this.byWords(q, limit) };
  }

  /** Lines whose code starts with the digits, in code order; the exact line scores highest. */
  byCode(digits: string, limit: number): SearchHit<L>[] {
    let low = 0;
    let high = this.byDigits.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.byDigits[mid].code_digits < digits) low = mid + 1;
      else high = mid;
    }
    const hits: SearchHit<L>[] = [];
    for (let i = low; i < this.byDigits.length && hits.length < limit && this.byDigits[i].code_digits.startsWith(digits); i++) {
      const line = this.byDigits[i];
      hits.push({ line, score: round(digits.length / line.code_digits.length) });
    }
    return hits;
  }

  byWords(q: string, limit: number): SearchHit<L>[] {
    const terms = [...englishTokens(q), ...vietnameseTokens(q)];
    const preferVietnamese = looksVietnamese(q);
    const hits = this.words.search(preferVietnamese ? terms.filter((t) => t.startsWith('vi:')) : terms, limit);
    return hits.map((h) => ({ line: this.lines[h.doc], score: round(h.score) }));
  }
}

function parentsText(line: SearchableLine): string {
  const own = line.full_description.lastIndexOf(' > ');
  return own < 0 ? '' : line.full_description.slice(0, own);
}

function vietnameseParents(line: SearchableLine, byCode: Map<string, SearchableLine>, viOwn: Map<string, string[]>): string[] {
  const tokens: string[] = [];
  for (let parent = line.parent_code ? byCode.get(line.parent_code) : undefined; parent; parent = parent.parent_code ? byCode.get(parent.parent_code) : undefined) {
    for (const token of viOwn.get(parent.code) ?? []) tokens.push(token);
  }
  return tokens;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
