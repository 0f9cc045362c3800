/**
 * Declarants type fast: "Aqueous soulutions", "Frozengarlic", "COVERDUST", "2Methoxyethanol",
 * "WasteKing". A word that no schedule, case or glossary term holds matches nothing, and a
 * description made of such words finds no candidate at all. The speller rewrites only those
 * words, into words the texts do hold: camel case and run-together words split, leading digits
 * of chemical names parted, a side glued to a part name ("COVERLH") parted, one-letter slips
 * mended. A known word is touched only where the texts hold it once or twice and a word one
 * letter away dozens of times (a slip an earlier declarant made); so brands and part names that
 * the shipped cases contain keep matching as written, nor is a common English word or one of the
 * team's own glossary words changed ("cartoon" is no slip for "carton").
 */

/** Shorter words are too easily one letter from another word. */
const MIN_EDIT_LENGTH = 6;
const MIN_SPLIT_LENGTH = 6;
const MIN_PART_LENGTH = 3;
/** A correction must be a word the texts use more than by accident. */
const MIN_EDIT_COUNT = 3;
const MIN_PART_COUNT = 5;
/**
 * A chemical name's combining forms are used as words too ("Schick Hydro", "Nitro cold brew"): a name that begins with one
 * is one word ("hydrobromide" is a salt, not a razor's bromide), so no split begins there.
 */
const COMBINING_FORM = /^(?:hydro|bromo|chloro|fluoro|iodo|nitro|amino|oxy|thio)/;
/** A word held this rarely, this long, is a slip for one held RARE_SLIP_TARGET times one letter away. */
const RARE_SLIP_COUNT = 2;
const RARE_SLIP_LENGTH = 7;
const RARE_SLIP_TARGET = 30;

const LATIN_WORD = /[\p{L}\p{N}]+/gu;
/** A title's first word written "Milliard": capitalised, then lower case. */
const TITLE_CASED_FIRST = /^[^\p{L}\p{N}]*(\p{Lu}\p{Ll}+)(?![\p{L}\p{N}])/u;
const MIXED_CASE_WORD = /\p{L}*\p{Ll}\p{L}*/gu;
/** Shop titles capitalise most words ("Milliard Citric Acid 2 lb Food Grade"); a declarant's sentence ("Monoethylene glycol, fibre grade") does not. */
const TITLE_STYLE_SHARE = 0.6;
const TITLE_STYLE_WORDS = 3;

/** A text of this many words or more is a shop's title, whose first two capitalised words name its maker. */
const MAKERS_NAME_WORDS = 8;
/** A brand's second word, capitalised as its first ("King Kutter", "Blue Buffalo"). */
const TITLE_CASED_SECOND = /^\s+(\p{Lu}\p{Ll}+)(?![\p{L}\p{N}])/u;

/** Where the brand-shaped first word of a shop title and the capitalised word after it start (`TITLE_CASED_FIRST`), or none. */
function brandPositions(text: string): number[] {
  const first = TITLE_CASED_FIRST.exec(text);
  if (!first) return [];
  const words = text.match(MIXED_CASE_WORD) ?? [];
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  const titleStyle = words.length >= TITLE_STYLE_WORDS && capitalised >= TITLE_STYLE_SHARE * words.length;
  const second = TITLE_CASED_SECOND.exec(text.slice(first[0].length));
  const at = first[0].length - first[1].length;
  // A sentence capitalises its first word only ("Aqueous soulutions"); two capitalised words open a long title's maker's
  // name ("King Kutter 14 in single bottom moldboard plow, …"), a short name's first two words are its goods ("Toner Catridge").
  if (!second || words.length < MAKERS_NAME_WORDS) return titleStyle ? [at] : [];
  return [at, first[0].length + second[0].length - second[1].length];
}
/**
 * "Simple Joys by Carter's", "Dr. Brown's": a capitalised word no text holds, owning what follows, is
 * the maker's name; respelled it reads other goods in (Carter's → caster's).
 */
const possessiveName = (word: string, text: string, at: number): boolean => /^\p{Lu}/u.test(word) && /^['’]s(?![\p{L}\p{N}])/u.test(text.slice(at + word.length));
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export class Speller {
  private readonly counts = new Map<string, number>();

  /**
   * `texts`: everything the engine matches against (schedules, cases, glossary terms);
   * `leave`: words to keep though no text holds them (common English words, abbreviations the
   * reader rewrites itself).
   */
  private readonly curated = new Set<string>();

  /**
   * `curated`: the team's own words (glossary and reader lists), counted like the texts and never
   * taken for a slip however rarely the texts use them ("refractor" is no "refractory").
   */
  constructor(texts: Iterable<string>, private readonly leave: (word: string) => boolean = () => false, curated: Iterable<string> = []) {
    for (const text of texts) this.count(text);
    for (const text of curated) {
      this.count(text);
      for (const match of text.toLowerCase().matchAll(LATIN_WORD)) this.curated.add(match[0]);
    }
  }

  private count(text: string): void {
    for (const match of text.toLowerCase().matchAll(LATIN_WORD)) this.counts.set(match[0], (this.counts.get(match[0]) ?? 0) + 1);
  }

  get size(): number {
    return this.counts.size;
  }

  /** The text with each unknown Latin word replaced by what it most likely meant; the rest as written. */
  respell(text: string): string {
    const brandAt = brandPositions(text);
    return text.replace(LATIN_WORD, (word, at: number) => {
      if (brandAt.includes(at)) return this.brand(word) ?? word;
      return possessiveName(word, text, at) && !this.known(word) ? word : (this.word(word) ?? word);
    });
  }

  /**
   * A shop title's first word is most often the brand ("Milliard Citric Acid", "Bourdon Pressure Gauge", "Frameless
   * Mirror"): no letter is changed in it, which would read other goods into it (billiards, bourbon, a flameless candle). A
   * doubled letter typed single is mended ("Earings"), and run-together words are parted ("Jujubesdried"). The word is
   * letters only (`TITLE_CASED_FIRST`): no locants or part numbers to part.
   */
  private brand(word: string): string | null {
    if (this.known(word)) return null;
    const lower = word.toLowerCase();
    return this.camelCase(word) ?? this.mostUsed(doublingSlips(lower, false), 1) ?? this.split(lower) ?? this.sided(lower);
  }

  /** The replacement for one word, or null to keep it. */
  private word(word: string): string | null {
    if (!/[a-z]/i.test(word)) return null;
    if (this.known(word)) return this.rareSlip(word);
    // "2Methoxyethanol", "13Propanediol": locants of a chemical name lost their punctuation.
    const locant = /^(\d+)(\p{L}{4,})$/u.exec(word);
    if (locant) return `${locant[1]} ${this.word(locant[2]) ?? locant[2]}`;
    if (/\d/.test(word) || /[^a-z]/i.test(word)) return null; // part numbers, non-Latin scripts
    const respelled = this.camelCase(word) ?? this.mended(word.toLowerCase()) ?? this.split(word.toLowerCase()) ?? this.sided(word.toLowerCase());
    // "COVERDUST" → "COVER DUST": capitals stay capitals, as the reader reads some abbreviations only in capitals ("LH", "PET").
    return respelled && word === word.toUpperCase() ? respelled.toUpperCase() : respelled;
  }

  private known(word: string): boolean {
    return this.counts.has(word.toLowerCase()) || this.leave(word);
  }

  /**
   * "WasteKing", "TakeOut", "DMannose": parts of a camel-cased name, when every part of two letters or more is a known word.
   * A shop's brand with a made-up part ("ZestaBook", "NovaBook") stays whole: split, its known part read as goods (a book).
   */
  private camelCase(word: string): string | null {
    const parts = word.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
    if (parts.length < 2) return null;
    const respelled = parts.map((part) => (part.length > 1 ? (this.word(part) ?? part) : part));
    // A part known only from the word lists ("Nova" of "NovaBook") is no word the goods' texts use: a brand's made-up part.
    return respelled.every((part) => part.length === 1 || this.counts.has(part.toLowerCase()) || part.includes(' ')) ? respelled.join(' ') : null;
  }

  /**
   * The most used word one deletion, insertion, substitution or transposition away; a doubled
   * letter typed single or a single one typed double first, the commonest slip, into any word the
   * texts hold ("earings" is "earrings", though "bearings" is as near and more used).
   */
  private mended(word: string): string | null {
    if (word.length < MIN_EDIT_LENGTH) return null;
    return this.mostUsed(doublingSlips(word), 1) ?? this.mostUsed(oneEditAway(word), MIN_EDIT_COUNT) ?? this.pluralMended(word);
  }

  /**
   * A misspelt plural whose right form the texts hardly hold ("scrunchies" is in the glossary once):
   * the plural one letter away that is, or whose singular is, one of the team's own words, or
   * whose singular the texts use MIN_EDIT_COUNT times or more.
   */
  private pluralMended(word: string): string | null {
    if (!word.endsWith('s')) return null;
    let best: string | null = null;
    let bestCount = 0;
    for (const candidate of oneEditAway(word)) {
      if (!candidate.endsWith('s') || candidate === word.slice(0, -1)) continue;
      const singular = candidate.slice(0, -1);
      const count = (this.counts.get(candidate) ?? 0) + (this.counts.get(singular) ?? 0);
      const ours = this.curated.has(candidate) || this.curated.has(singular);
      if ((ours || count >= MIN_EDIT_COUNT) && count > bestCount) [best, bestCount] = [candidate, count];
    }
    return best;
  }

  /**
   * A slip some declarant made before ("INTERGRATED CIRCUIT" is in a shipped case once): a word
   * the texts hold only once or twice, one letter from a word they use RARE_SLIP_TARGET times or
   * more, is that word. Part names and brands are rarely one letter from a common word.
   */
  private rareSlip(word: string): string | null {
    const lower = word.toLowerCase();
    if (lower.length < RARE_SLIP_LENGTH || (this.counts.get(lower) ?? 0) > RARE_SLIP_COUNT || !/^[a-z]+$/.test(lower) || this.curated.has(lower) || this.leave(word)) return null;
    // A plural or singular of a common word is no slip ("circuit" beside "circuits").
    const mended = this.mostUsed(doublingSlips(lower), RARE_SLIP_TARGET) ?? this.mostUsed(notNumberOf(lower, oneEditAway(lower)), RARE_SLIP_TARGET);
    if (!mended) return null;
    return word === word.toUpperCase() ? mended.toUpperCase() : mended;
  }

  /** The candidate the texts use most, if any is used `least` times or more. */
  private mostUsed(candidates: Iterable<string>, least: number): string | null {
    let best: string | null = null;
    let bestCount = least - 1;
    for (const candidate of candidates) {
      const count = this.counts.get(candidate) ?? 0;
      if (count > bestCount) [best, bestCount] = [candidate, count];
    }
    return best;
  }

  /** "coverlh" → "cover lh", "boltweldrh" → "bolt weld rh": a part name with its side or position glued on. */
  private sided(word: string): string | null {
    const glued = /^([a-z]{4,})(lh|rh|fr|rr)$/.exec(word);
    if (!glued) return null;
    const name = this.known(glued[1]) ? glued[1] : this.split(glued[1]);
    return name ? `${name} ${glued[2]}` : null;
  }

  /** "garlicfrozen" → "garlic frozen": two or three well-used words run together, the most used split. */
  private split(word: string, parts = 3): string | null {
    if (word.length < MIN_SPLIT_LENGTH && parts === 3) return null;
    if (parts === 3 && COMBINING_FORM.test(word)) return null;
    let best: { text: string; score: number } | null = null;
    for (let i = MIN_PART_LENGTH; i + MIN_PART_LENGTH <= word.length; i++) {
      const head = word.slice(0, i);
      const headCount = this.counts.get(head) ?? 0;
      if (headCount < MIN_PART_COUNT) continue;
      const rest = word.slice(i);
      const restCount = this.counts.get(rest) ?? 0;
      let tail: { text: string; score: number } | null = restCount >= MIN_PART_COUNT ? { text: rest, score: Math.log(restCount) } : null;
      if (!tail && parts > 2) {
        const deeper = this.split(rest, parts - 1);
        // Three parts score by their least used one, so a split into a rare fragment loses.
        if (deeper) tail = { text: deeper, score: Math.min(...deeper.split(' ').map((p) => Math.log(this.counts.get(p) ?? 1))) };
      }
      if (!tail) continue;
      const score = Math.min(Math.log(headCount), tail.score);
      if (!best || score > best.score) best = { text: `${head} ${tail.text}`, score };
    }
    return best?.text ?? null;
  }
}

/** The candidates, less the word's plural or singular. */
function* notNumberOf(word: string, candidates: Iterable<string>): Generator<string> {
  for (const candidate of candidates) if (candidate !== `${word}s` && `${candidate}s` !== word) yield candidate;
}

/** Words one letter doubled or (where `undouble`) undoubled away: "earings" → "earrings", "carrton" → "carton". */
function* doublingSlips(word: string, undouble = true): Generator<string> {
  for (let i = 0; i < word.length; i++) {
    if (word[i] !== word[i + 1]) yield word.slice(0, i + 1) + word[i] + word.slice(i + 1);
    else if (undouble) yield word.slice(0, i) + word.slice(i + 1);
  }
}

/** Every word one deletion, insertion, substitution or transposition away. */
function* oneEditAway(word: string): Generator<string> {
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) yield head + tail.slice(1);
    if (tail.length > 1) yield head + tail[1] + tail[0] + tail.slice(2);
    for (const letter of LETTERS) {
      if (tail) yield head + letter + tail.slice(1);
      yield head + letter + tail;
    }
  }
}
