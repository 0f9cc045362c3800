import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A literal this short ("Soya beans") is a plain product name any code may hold; longer ones are titles. */
const MIN_LENGTH = 12;
const LITERAL = new RegExp(String.raw`(['"\`])((?:(?!\1)[^\\\n]|\\.){${MIN_LENGTH},}?)\1`, 'g');
/** Plain product names that are glossary or lexicon vocabulary, not copied titles. */
const VOCABULARY = new Set(['mechanical pencils']);

/**
 * String literals in the packages' TypeScript and JSON Lines that are evaluation descriptions, word for word:
 * the sets are measure-only, so a test or rule built on one measures itself. `pnpm eval` prints
 * them, and none should be there.
 */
export function copiedDescriptions(packagesDir: string, descriptions: Iterable<string>): string[] {
  const wanted = new Set([...descriptions].map(comparable).filter((d) => d.length >= MIN_LENGTH && !VOCABULARY.has(d)));
  const found: string[] = [];
  for (const file of sourceFiles(packagesDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(LITERAL)) {
      if (wanted.has(comparable(match[2]))) found.push(`${path.relative(packagesDir, file)}: ${match[2]}`);
    }
  }
  return found;
}

/** Shop titles carry search highlighting ("<b>Chocolate</b>"): a copy without the tags is still a copy. */
const comparable = (text: string) => text.replace(/<\/?[a-z]+>/gi, '').replace(/\s+/g, ' ').trim().toLowerCase();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    // The team's hand-labelled calibration titles are data, not code, and must be no copies either.
    return entry.name.endsWith('.ts') || entry.name.endsWith('.jsonl') ? [full] : [];
  });
}
