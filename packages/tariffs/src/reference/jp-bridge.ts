/**
 * A Japanese → HS6 term bridge from Japan's tariff schedule (実行関税率表 2026-07-09, Japan Customs): each line's
 * Japanese text and path, with the HS 2022 English subheading text. The English side is the generic HS6 text,
 * not a translation of the Japanese line.
 * Bundle: data/reference/jp-terms.csv.gz with rows `hs6,text_ja,path_ja`. The source's English column is the
 * HS 2022 text joined by HS6 (identical for every row), so it is joined again from hs2022.csv.gz at load time
 * instead of being stored twice.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { BUNDLE_FILES, SHARED_DATA_DIR, bundlePath, csvLine, parseBundleCsv, readGzipText, writeGzipText } from './bundle-files';
import { hs6Text } from './hs2022';

export interface JpTerm {
  hs6: string;
  text_ja: string; // the line's own text: '綿製のもの'
  path_ja: string; // its ancestors and itself joined by ' > ': 'Tシャツ、シングレット… > 綿製のもの'
  text_en: string; // HS 2022 subheading text
}

export interface JpBridge {
  entries: JpTerm[];
}

export interface JpMatch {
  hs6: string;
  text_en: string;
  score: number; // 0..1
}

// ---------- build (reads /work/shared/data/jp-tariff-2026) ----------

/**
 * Heading rows (no HS6) are dropped: their text is the first part of every child's path. Statistical lines that
 * repeat their parent's text and path under the same HS6 collapse into one entry.
 */
export function readJpTermsSource(sourceDir: string = SHARED_DATA_DIR): JpTerm[] {
  const rows = parse(readFileSync(path.join(sourceDir, 'jp-tariff-2026', 'jp_tariff_2026_flat.csv'), 'utf8'), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
  }) as Array<Record<string, string>>;
  const seen = new Set<string>();
  const terms: JpTerm[] = [];
  for (const row of rows) {
    const term = { hs6: row.hs6, text_ja: row.desc_ja.trim(), path_ja: row.path_ja.trim(), text_en: row.hs6_desc_en.trim() };
    const key = `${term.hs6}\t${term.text_ja}\t${term.path_ja}`;
    if (!/^\d{6}$/.test(term.hs6) || !term.text_ja || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

export function buildJpTermsBundle(sourceDir: string = SHARED_DATA_DIR, outFile: string = bundlePath(BUNDLE_FILES.jpTerms)) {
  const terms = readJpTermsSource(sourceDir);
  const csv = ['hs6,text_ja,path_ja', ...terms.map((t) => csvLine([t.hs6, t.text_ja, t.path_ja]))];
  const bytes = writeGzipText(outFile, csv.join('\n') + '\n');
  return { entries: terms.length, bytes };
}

// ---------- load and search (reads the bundle) ----------

interface SearchableTerm extends JpTerm {
  textKey: string;
  pathKey: string;
}

let cached: { bridge: JpBridge; searchable: SearchableTerm[] } | null = null;

function bridgeIndex() {
  if (!cached) {
    const rows = parseBundleCsv(readGzipText(bundlePath(BUNDLE_FILES.jpTerms))) as unknown as JpTerm[];
    const entries = rows.map((row) => ({ ...row, text_en: hs6Text(row.hs6) ?? '' }));
    const searchable = entries.map((entry) => ({ ...entry, textKey: normalizeJa(entry.text_ja), pathKey: normalizeJa(entry.path_ja) }));
    cached = { bridge: { entries }, searchable };
  }
  return cached;
}

export function loadJpBridge(): JpBridge {
  return bridgeIndex().bridge;
}

/** NFKC folds full-width Latin and digits ('Ｔシャツ' → 'Tシャツ') and half-width kana; case and spaces do not matter. */
export function normalizeJa(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** Character bigrams (a single character for a one-character term): Japanese has no spaces to split words on. */
function bigrams(text: string): string[] {
  if (text.length < 2) return text ? [text] : [];
  const grams = new Set<string>();
  for (let i = 0; i < text.length - 1; i++) grams.add(text.slice(i, i + 2));
  return [...grams];
}

function coverage(grams: string[], text: string): number {
  return grams.filter((gram) => text.includes(gram)).length / grams.length;
}

/**
 * Bigram coverage of the term in the line's own text (weight 1) or its path (0.8), plus a bonus when the whole
 * term occurs (own text 0.5, path 0.3). A subheading's score is its best line's.
 */
function termScore(query: string, grams: string[], term: SearchableTerm): number {
  const overlap = Math.max(coverage(grams, term.textKey), 0.8 * coverage(grams, term.pathKey));
  const whole = term.textKey.includes(query) ? 0.5 : term.pathKey.includes(query) ? 0.3 : 0;
  return (overlap + whole) / 1.5;
}

/** Subheadings whose Japanese lines best match a term, best first (ties: shorter path, then code). */
export function searchJapanese(term: string, limit = 10): JpMatch[] {
  const query = normalizeJa(term);
  const grams = bigrams(query);
  if (grams.length === 0) return [];
  const best = new Map<string, { match: JpMatch; pathLength: number }>();
  for (const entry of bridgeIndex().searchable) {
    const score = termScore(query, grams, entry);
    const previous = best.get(entry.hs6);
    if (score <= 0 || (previous && previous.match.score >= score)) continue;
    best.set(entry.hs6, { match: { hs6: entry.hs6, text_en: entry.text_en, score: Math.round(score * 1000) / 1000 }, pathLength: entry.pathKey.length });
  }
  return [...best.values()]
    .sort((a, b) => b.match.score - a.match.score || a.pathLength - b.pathLength || a.match.hs6.localeCompare(b.match.hs6))
    .slice(0, limit)
    .map(({ match }) => match);
}
