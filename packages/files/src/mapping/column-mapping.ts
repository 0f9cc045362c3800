import { FIELD_PATTERNS, FIELD_SYNONYMS, MAPPING_FIELDS, type MappingField } from './column-vocabulary';

interface FieldMatch {
  field: MappingField;
  /** Higher is stronger evidence: exact name > CJK name inside a longer name > English pattern. */
  score: number;
}

const exactNames = new Map<string, FieldMatch>();
for (const field of MAPPING_FIELDS) {
  FIELD_SYNONYMS[field].forEach((name, i) => {
    const key = normalizeColumnName(name);
    if (!exactNames.has(key)) exactNames.set(key, { field, score: 1000 - i });
  });
}
const cjkNames = [...exactNames.entries()].filter(([name]) => hasCjk(name)).sort((a, b) => b[0].length - a[0].length);

/**
 * Folds the ways people write the same header: case, full-width letters (NFKC), Vietnamese
 * diacritics, "(EN)"/"[optional]" notes, `_`, `*` for required, `#` for number.
 */
export function normalizeColumnName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]|【[^】]*】|「[^」]*」/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .normalize('NFC')
    .replace(/#/g, ' no ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function hasCjk(text: string): boolean {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);
}

function matchColumn(columnName: string): FieldMatch | null {
  const name = normalizeColumnName(columnName);
  if (!name) return null;
  const exact = exactNames.get(name);
  if (exact) return exact;
  // Longer text is a sentence or a title, not a column name.
  if (name.length > 40 || name.split(' ').length > 5) return null;
  if (hasCjk(name)) {
    const inside = cjkNames.find(([cjk]) => cjk.length >= 2 && name.includes(cjk));
    return inside ? { field: inside[1].field, score: 100 + inside[0].length } : null;
  }
  const index = FIELD_PATTERNS.findIndex(([pattern]) => pattern.test(name));
  return index >= 0 ? { field: FIELD_PATTERNS[index][1], score: 50 - index } : null;
}

export function mappingFieldOf(columnName: string): MappingField | null {
  return matchColumn(columnName)?.field ?? null;
}

/** Best column for each field (null when none). Each column used at most once. */
export function suggestMapping(columns: string[]): Record<MappingField, string | null> {
  const mapping = Object.fromEntries(MAPPING_FIELDS.map((f) => [f, null])) as Record<MappingField, string | null>;
  const candidates = columns
    .map((column, index) => ({ column, index, match: matchColumn(column) }))
    .filter((c): c is { column: string; index: number; match: FieldMatch } => c.match !== null)
    .sort((a, b) => b.match.score - a.match.score || a.index - b.index);
  const used = new Set<number>();
  for (const { column, index, match } of candidates) {
    if (mapping[match.field] !== null || used.has(index)) continue;
    mapping[match.field] = column;
    used.add(index);
  }
  return mapping;
}
