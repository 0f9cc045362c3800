/**
 * Phrase matching for the four languages, shared by the glossary and the reader's lexicons.
 * English and Vietnamese match word sequences (English by stem, Vietnamese with and without tone
 * marks); Japanese and Korean match substrings, since they are written without spaces.
 */
import type { Lang } from '../types';
import { englishStem, foldWord, isHangul, isKatakana, latinWords, TextView } from './text';

export interface Hit<T> {
  value: T;
  term: string;
  start: number;
  end: number;
  /** Vietnamese matched only after dropping tone marks. */
  folded: boolean;
}

interface WordEntry<T> {
  keys: string[];
  value: T;
  term: string;
}

interface CharEntry<T> {
  key: string;
  value: T;
  term: string;
  /** A Japanese term written without its last long-vowel mark (プーリ for プーリー), as technical writing spells it. */
  clipped?: boolean;
}

/** Korean endings that may follow a one-syllable term without making it part of a longer word. */
const KOREAN_PARTICLES = new Set([...'은는이가을를의에도와과류용제']);
/** "꿀로서", "면으로 만든" (as honey, of cotton): "(으)로" ends the word, or "로서"/"로써" does; 칼로스 (Calrose) and 칼로리 hold no knife. */
const INSTRUMENTAL = /^(?:으)?로(?:[서써])?(?![가-힣])/;
/** "무도금" (unplated), "면도기" (a razor): a syllable before 도 and more of a word is that word's start, no noun and its particle 도 (also). */
const WORD_GOES_ON = /^도[가-힣]/;
const particleAt = (text: string, at: number): boolean =>
  (KOREAN_PARTICLES.has(text[at]) && !WORD_GOES_ON.test(text.slice(at, at + 2))) || INSTRUMENTAL.test(text.slice(at, at + 4));
/** "콘에 감은 것" (wound on cones): a syllable and an ending before "것" (a thing) is a verb's stem, not a one-syllable noun (감, persimmons). */
const VERB_BEFORE_THING = /^[은는을]\s*것/;

/**
 * "Guitar Strings, Light 12-53": an English name's words stand in one field; a comma, semicolon or bar between them ends it.
 * A bracket does not: "computed tomography (CT) scanner" spells its abbreviation out inside the name.
 */
const FIELD_BREAK = /[,;|]/;
const withinOneField = (text: string, words: { start: number; end: number }[], from: number, to: number): boolean => {
  for (let i = from; i < to; i++) if (FIELD_BREAK.test(text.slice(words[i].end, words[i + 1].start))) return false;
  return true;
};

/**
 * Korean words that hold a shorter term without meaning it: 마이크로 (micro-) is no microphone (마이크),
 * 페이스트 (paste) no yeast (이스트), 악세사리 (accessories) no sari, 공용 (shared) no ball (공), 트래커
 * (tracker) no lacquer (래커), 라이트닝 (a Lightning cable) no lamp (라이트), 받침대 (a stand) no bed (침대),
 * 유니트 (a unit) nothing knitted (니트), 프렌즈 (friends, in brand names) no lens (렌즈), 메디큐브 (a cosmetics brand) no cube (큐브),
 * 만두카 (Manduka, yoga mats) no dumplings (만두), 버터플라이 (Butterfly, table tennis) no butter (버터),
 * 시가잭 (a car's lighter socket) no cigars (시가), 파스텔블루 and the other pastel colours no pastels (파스텔),
 * 무산소 (oxygen-free, of copper) no oxygen (산소), 실내기와 (an indoor unit "and") no roof tile (기와). A match inside
 * one of them and shorter than it is dropped; a longer term that holds the word ("마이크로폰") still matches.
 */
const KOREAN_NOT_TERMS = ['마이크로', '페이스트', '악세사리', '악세서리', '공용', '트래커', '라이트닝', '받침대', '유니트', '프렌즈', '자동전원', '메디큐브', '만두카', '버터플라이', '시가잭', '파스텔블루', '파스텔핑크', '파스텔그린', '파스텔민트', '파스텔퍼플', '파스텔옐로우', '파스텔톤', '파스텔컬러', '무산소', '실내기와', '실외기와'];

export class PhraseIndex<T> {
  private readonly words = new Map<string, WordEntry<T>[]>();
  private readonly foldedWords = new Map<string, WordEntry<T>[]>();
  private readonly chars = new Map<string, CharEntry<T>[]>();

  constructor(readonly lang: Lang) {}

  add(term: string, value: T): void {
    if (this.lang === 'en') for (const variant of englishVariants(term)) this.addWords(this.words, variant.map(englishStem), term, value);
    else if (this.lang === 'vi') this.addVietnamese(term, value);
    else this.addChars(term, value);
  }

  find(view: TextView): Hit<T>[] {
    if (this.lang === 'en') return this.findWords(view.englishWords, view.englishKeys, this.words, false, (from, to) => withinOneField(view.text, view.englishWords, from, to));
    if (this.lang === 'vi') return this.findVietnamese(view);
    return this.findChars(view.lower);
  }

  private addWords(map: Map<string, WordEntry<T>[]>, keys: string[], term: string, value: T): void {
    if (!keys.length) return;
    const list = map.get(keys[0]) ?? [];
    if (list.some((entry) => entry.value === value && sameKeys(entry.keys, keys))) return;
    list.push({ keys, value, term });
    list.sort((a, b) => b.keys.length - a.keys.length);
    map.set(keys[0], list);
  }

  private addVietnamese(term: string, value: T): void {
    const keys = latinWords(term.normalize('NFC')).map((word) => word.text);
    this.addWords(this.words, keys, term, value);
    this.addWords(this.foldedWords, keys.map(foldWord), term, value);
  }

  private addChars(term: string, value: T): void {
    const key = term.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
    if (!key) return;
    const list = this.chars.get(key[0]) ?? [];
    list.push({ key, value, term });
    if (this.lang === 'ja' && key.length >= 4 && key.endsWith('ー') && isKatakana(key[key.length - 2])) list.push({ key: key.slice(0, -1), value, term, clipped: true });
    list.sort((a, b) => b.key.length - a.key.length);
    this.chars.set(key[0], list);
  }

  private findWords(words: { start: number; end: number }[], keys: string[], map: Map<string, WordEntry<T>[]>, folded: boolean, accept?: (from: number, to: number) => boolean): Hit<T>[] {
    const hits: Hit<T>[] = [];
    keys.forEach((key, i) => {
      for (const entry of map.get(key) ?? []) {
        const last = i + entry.keys.length - 1;
        if (last >= keys.length || !entry.keys.every((k, j) => keys[i + j] === k)) continue;
        if (accept && !accept(i, last)) continue;
        hits.push({ value: entry.value, term: entry.term, start: words[i].start, end: words[last].end, folded });
      }
    });
    return hits;
  }

  /**
   * Tone-less matches only for text typed without any tone marks (a writer who uses them means "nam" when
   * writing "nam", not "nấm"), and only for terms of two syllables or more, where a collision is unlikely.
   */
  private findVietnamese(view: TextView): Hit<T>[] {
    const keys = view.words.map((word) => word.text);
    const exact = this.findWords(view.words, keys, this.words, false);
    if (!view.toneless) return exact;
    const folded = this.findWords(view.words, view.foldedWords, this.foldedWords, true, (from, to) => to > from);
    const seen = new Set(exact.map((hit) => `${hit.start}:${hit.end}:${hit.term}`));
    return [...exact, ...folded.filter((hit) => !seen.has(`${hit.start}:${hit.end}:${hit.term}`))];
  }

  private findChars(lower: string): Hit<T>[] {
    const hits: Hit<T>[] = [];
    for (let i = 0; i < lower.length; i++) {
      for (const entry of this.chars.get(lower[i]) ?? []) {
        const end = matchIgnoringSpaces(lower, i, entry.key);
        if (end < 0 || (entry.clipped && isKatakana(lower[end])) || !this.standsAlone(lower, i, end) || !startsWordAcrossSpaces(lower, i, end) || !lastSyllableEndsWord(lower, i, end)) continue;
        hits.push({ value: entry.value, term: entry.term, start: i, end, folded: false });
      }
    }
    const words = hits.filter((hit) => !insidePolymerName(lower, hit.start));
    return this.lang === 'ko' ? withoutNotTerms(lower, words) : words;
  }

  /** Short katakana words and one-syllable Korean words match only as whole words (ラン is not in ランプ, 칼 is not in 칼라). */
  private standsAlone(text: string, start: number, end: number): boolean {
    const key = text.slice(start, end);
    const before = text[start - 1];
    const after = text[end];
    if (this.lang === 'ja' && key.length <= 3 && [...key].every((char) => isKatakana(char))) return (!isKatakana(before) || COMPOUND_HEADS.has(key)) && !isKatakana(after);
    if (this.lang === 'ja' && isKatakana(key[key.length - 1]) && oneKanaMore(text, end)) return false;
    if (this.lang === 'ko' && key.length === 1 && isHangul(key)) return !isHangul(before) && (!isHangul(after) || (particleAt(text, end) && !VERB_BEFORE_THING.test(text.slice(end))));
    // Latin letters and digits inside a Korean or Japanese term keep Latin word bounds: the "14k" of gold is not in "14kg".
    if (isLatinOrDigit(key[0]) && isLatinOrDigit(before)) return false;
    if (isLatinOrDigit(key[key.length - 1]) && isLatinOrDigit(after)) return false;
    return true;
  }
}

/** Garment names and beer that end katakana compounds as their head (ニットコート is a coat, リネンシャツ a shirt, プレミアムビール a beer); コードレス holds no dress, ティーバッグ no bag. */
const COMPOUND_HEADS = new Set(['シャツ', 'コート', 'パンツ', 'スーツ', 'ブーツ', 'ビール']);

/** ストローク (a stroke) is no drinking straw (ストロー): one katakana sound more ends a different word; a long-vowel mark only lengthens this one. */
const oneKanaMore = (text: string, end: number): boolean => isKatakana(text[end]) && text[end] !== 'ー' && !isKatakana(text[end + 1]);

/**
 * A key matched across a space starts a word: "노트북 가방" is a laptop bag, but "인테리어 선풍기"
 * holds no fishing vessel (어선) in its last syllable and the next word's first. Its end may run
 * into a suffix ("컴퓨터 모니터용").
 */
function startsWordAcrossSpaces(text: string, start: number, end: number): boolean {
  return !text.slice(start, end).includes(' ') || !isWordChar(text[start - 1]);
}

/**
 * Nor may it end one syllable into the next word: "면 티셔츠" is a cotton t-shirt (면 + 티셔츠),
 * not the "면티" of "면티" + "셔츠" (a shirt), as a one-syllable Korean word stands alone.
 */
function lastSyllableEndsWord(text: string, start: number, end: number): boolean {
  const lastSpace = text.lastIndexOf(' ', end - 1);
  if (lastSpace < start || end - lastSpace - 1 !== 1 || !isHangul(text[end - 1])) return true;
  return !isHangul(text[end]) || particleAt(text, end);
}

/** "폴리프로필렌", "ポリエチレン": a monomer's name right after "poly" is the polymer's, no propylene or ethylene (chapter 29). */
const insidePolymerName = (text: string, start: number) => /(?:폴리|ポリ)$/.test(text.slice(Math.max(0, start - 2), start));

function withoutNotTerms<T>(text: string, hits: Hit<T>[]): Hit<T>[] {
  const words: Span[] = [];
  for (const word of KOREAN_NOT_TERMS) for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) words.push({ start: at, end: at + word.length });
  if (!words.length) return hits;
  return hits.filter((hit) => !words.some((word) => hit.start >= word.start && hit.end <= word.end && hit.end - hit.start < word.end - word.start));
}

const isLatinOrDigit = (char: string | undefined) => char !== undefined && /[a-z0-9]/i.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Korean (and sometimes Japanese) spacing is loose: "노트북 가방" and "노트북가방" are the same words. Keys are
 * stored without spaces; spaces in the text between key characters are skipped. Returns the end offset or -1.
 */
function matchIgnoringSpaces(text: string, start: number, key: string): number {
  let i = start;
  for (const char of key) {
    while (i > start && text[i] === ' ') i++;
    if (text[i] !== char) return -1;
    i++;
  }
  return i;
}

/** A hyphenated English term also matches written as one word: "t-shirt" meets "tshirt". */
function englishVariants(term: string): string[][] {
  const spaced = latinWords(term).map((word) => word.text).filter((word) => !['the', 'a', 'an'].includes(word));
  const variants = [spaced];
  if (term.includes('-')) variants.push(latinWords(term.replace(/-/g, '')).map((word) => word.text));
  return variants;
}

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * Longest match first, in the sense of the best cover: the non-overlapping set of matches that covers the
 * most text, longer matches weighing a little more than their length, tone-less Vietnamese a little less.
 * A greedy longest-first pass would read "mũ giày vải lưới" as "giày vải" + "lưới"; the best cover finds
 * "mũ giày" (shoe upper) + "vải lưới" (mesh fabric). Hits over the very same span are kept together (one
 * term can name two concepts). The result is ordered longest first, then by position.
 */
export function longestFirst<T extends Span>(hits: T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const key = `${hit.start}:${hit.end}:${(hit as Partial<Hit<unknown>>).folded ? 1 : 0}`;
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  const candidates = [...groups.values()].map((group) => ({ group, start: group[0].start, end: group[0].end, weight: weightOf(group[0]) })).sort((a, b) => a.end - b.end || a.start - b.start);
  const best: number[] = [0];
  const previous: number[] = [];
  candidates.forEach((candidate, j) => {
    let p = j - 1;
    while (p >= 0 && candidates[p].end > candidate.start) p--;
    previous[j] = p;
    best[j + 1] = Math.max(best[j], candidate.weight + best[p + 1]);
  });
  const kept: T[] = [];
  for (let j = candidates.length - 1; j >= 0; ) {
    if (best[j + 1] === best[j]) j--;
    else {
      kept.push(...candidates[j].group);
      j = previous[j];
    }
  }
  return kept.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
}

interface Span {
  start: number;
  end: number;
}

function weightOf(hit: Span): number {
  const length = hit.end - hit.start;
  return (length + (length * length) / 1000) * ((hit as Partial<Hit<unknown>>).folded ? 0.99 : 1);
}
