import { englishTokens, vietnameseTokens } from '@tcs/tariffs';

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;

/**
 * Japanese and Korean have no spaces between words (Korean has them between phrases, with
 * particles attached): character bigrams match them without a segmenter.
 */
export function cjkBigrams(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.normalize('NFKC').matchAll(CJK_RUN)) {
    const run = [...match[0]];
    if (run.length === 1) tokens.push(`cjk:${run[0]}`);
    for (let i = 0; i + 1 < run.length; i++) tokens.push(`cjk:${run[i]}${run[i + 1]}`);
  }
  return tokens;
}

/**
 * Words that say where goods come from or who made them, not what they are: declarations end
 * with the country ("…; VIETNAM", "RKOREA"), and matching on it finds other goods of that country.
 */
const NOISE = new Set(
  englishTokens(
    'korea rkorea republic china prchna chn japan jpn vietnam viet nam usa america united states germany deu france italy spain taiwan thailand malaysia indonesia india philippines singapore hong kong mexico canada brazil uk kingdom england netherlands belgium switzerland austria sweden poland czech turkey israel australia made origin brand model type item no pcs ea set assy unit',
  ),
);

export const englishProductTokens = (text: string): string[] => englishTokens(text).filter((t) => !NOISE.has(t) && !/^\d+$/.test(t) && !/\d.*[a-z]|[a-z].*\d/.test(t));

/** Every token kind a query may carry: English stems (without origin words and part numbers), Vietnamese syllables, CJK bigrams. */
export const queryTokens = (text: string): string[] => [...englishProductTokens(text), ...vietnameseTokens(text), ...cjkBigrams(text)];
