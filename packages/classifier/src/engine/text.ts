import { englishTokens, vietnameseTokens } from '@tcs/tariffs';
import { KO_DENIAL_WORDS } from '../read';

/** Who wears the goods, in the schedules' words: it says for whom, never which goods. */
export const GENDER_WORDS: Record<string, RegExp> = {
  // Footwear lines say "For men", "For women": the bare word is the wearer too.
  men: /\bmen(?:'?s)?\b|\bmale/i,
  boys: /\bboys'?\b|\bmen or boys\b/i,
  women: /\bwomen(?:'?s)?\b|\bfemale/i,
  girls: /\bgirls'?\b|\bwomen or girls\b/i,
  babies: /\bbab(y|ies)'?s?\b|\binfant/i,
};
// "For men, youths and boys" (6403.99.60): youths are wearers too, no goods the line names.
export const GENDER_TOKENS = new Set(englishTokens("men's boys' women's girls' ladies babies infants male female youths"));

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;

/**
 * Japanese and Korean have no spaces between words (Korean has them between phrases, with
 * particles attached): character bigrams match them without a segmenter.
 */
export function cjkBigrams(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.normalize('NFKC').replace(CJK_LABELS, ' ').matchAll(CJK_RUN)) {
    const run = [...match[0]];
    if (run.length === 1) tokens.push(`cjk:${run[0]}`);
    for (let i = 0; i + 1 < run.length; i++) tokens.push(`cjk:${run[i]}${run[i + 1]}`);
  }
  return tokens;
}

/** The Hangul words of a text, form labels and countries left out. */
export const hangulWords = (text: string): string[] => text.normalize('NFKC').replace(CJK_LABELS, ' ').match(/\p{Script=Hangul}+/gu) ?? [];

/**
 * Form labels of declarations ("품명", "모델", "규격", "신청물품", "品名", "型番") and countries of
 * origin in Korean and Japanese: they say how the form was filled, not what the goods are, and
 * matching on them finds other goods declared on the same form.
 */
const KOREAN_FORM_LABELS = ['제시\\s?품명', '신청\\s?물품', '신청\\s?품명', '품\\s?명', '모델\\s?명', '모델', '규\\s?격', '원산지', '제조사', '수량', '물품'];
const CJK_LABELS = new RegExp(
  [
    ...KOREAN_FORM_LABELS,
    '品名', '型番', '型式', '原産国', '原産地', '規格', '数量',
    '대한민국', '한국', '중국', '일본', '미국', '베트남', '독일', '대만', '태국', '中国', '日本', '韓国', '米国', '台湾',
  ].join('|'),
  'g',
);
/**
 * The labels that mark a text as filled on a Korean declaration form: goods name, specification,
 * part number, model (spaced out too, "모 델"). Counting the other labels above too (origin,
 * quantity, maker, 물품) moved kr top-5 85.8 → 85.7 %: these four are what was measured.
 */
const KOREAN_FORM = /품\s?명|규\s?격|품\s?번|모\s?델/;

/** Whether the text was written on a Korean declaration form (classify.ts `declarationStyle`). */
export const onKoreanForm = (text: string): boolean => KOREAN_FORM.test(text);

/** A goods-name label of a Korean declaration form, the customs reply's own ("회보품명") first. */
const FORM_NAME_LABEL = /(회보|제시|신고|신청)?\s?품\s?명\s*[:：]?\s*/g;
/** "품명: 참깨(…); 규격: …", "品名：…": the goods-name label a form opens with, which is no word of the name. */
const LEADING_NAME_LABEL = new RegExp(`^\\s*(?:${FORM_NAME_LABEL.source}|品名\\s*[:：]\\s*)`);
export const withoutLeadingNameLabel = (description: string): string => description.replace(LEADING_NAME_LABEL, '');
/** Where the goods name ends: the form's next label, one of those above or a part number's, or another goods-name label. */
const NEXT_FORM_LABEL = new RegExp(`\\s(?:${[...KOREAN_FORM_LABELS, '모\\s?델', '품\\s?번', '(?:회보|신고)\\s?품\\s?명'].join('|')})`);

/** A slash between spaces: a field separator on a Korean form ("품명: 스마트폰 / 모델 …"). */
const SPACED_SLASH = /\s[/|](?:\s|$)/;
/**
 * On a Korean declaration form the goods are named after their label, up to the next label:
 * "품명 CARRIER CART 모델 …" declares a carrier cart, its model and specification aside. Where the
 * form gives the declared name and the customs reply's ("신고품명 … 회보품명 …"), the reply's names the goods.
 */
export function formGoodsName(description: string): string | null {
  const labels = [...description.matchAll(FORM_NAME_LABEL)];
  const label = labels.find((match) => match[1] === '회보') ?? labels[0];
  if (!label) return null;
  const rest = description.slice(label.index + label[0].length);
  const end = rest.search(NEXT_FORM_LABEL);
  // "품명: 스마트폰 / 모델 GX-5200 / …": a slash between spaces ends the name's field as a semicolon would.
  const name = (end < 0 ? rest : rest.slice(0, end)).split(SPACED_SLASH)[0].trim();
  return name || null;
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

/** Adjacent word pairs ("steel_wire"): a case that shares a phrase, not just its words, is closer. */
export function wordPairs(words: string[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) pairs.push(`${words[i]}_${words[i + 1]}`);
  return pairs;
}

/** Tokens of the shipped cases' index and of queries against it: English stems and word pairs, CJK bigrams. */
export function caseTokens(text: string): string[] {
  const words = englishProductTokens(text);
  return [...words, ...cjkBigrams(text), ...wordPairs(words)];
}

/**
 * Where a part sits, which a Korean parts list writes after its name ("브레이크패드 프론트", "헤드램프 좌측"),
 * and how it comes ("브레이크 패드 SET", "… ASSY").
 */
const TRAILING_POSITION_OR_PACK = /(?:\s+(?:프론트|리어|좌측|우측|좌|우|상부|하부|전방|후방|운전석|조수석|LH|RH|FR|RR|FRT|UPR|LWR|SET|ASSY|ASS'Y|KIT))+\s*$/i;

/** A Korean field without the position or pack words after the part's name. */
export const withoutTrailingQualifiers = (field: string): string => field.replace(TRAILING_POSITION_OR_PACK, '');

/**
 * What Korean goods are for, written before their name ("자동차용 교류발전기", "산업용 볼밸브"):
 * a word of three syllables or more ending in 용 with another Hangul word after it. Two-syllable
 * ones ("식용", "약용") say what the goods are, and stay.
 */
const KOREAN_PURPOSE_WORD = /(?<![\p{Script=Hangul}\w])\p{Script=Hangul}{2,}용(?=\s+\p{Script=Hangul})/gu;

/** A Korean text without its purpose words, so that cases sharing only them ("자동차용 BUSBAR") do not outrank cases naming the goods. */
export const withoutKoreanPurpose = (text: string): string => text.replace(KOREAN_PURPOSE_WORD, ' ').replace(ANY_PURPOSE, ' ');
/** "범용" (general-purpose), "다용도", "일반용": for any use is no use; cases sharing it ("범용 LCD 모듈") are other goods. */
const ANY_PURPOSE = /(?<!\p{Script=Hangul})(?:범용|다용도|일반용)(?!\p{Script=Hangul})/gu;

/**
 * What a Korean declaration says the goods are not ("의료용·수술용 아닌 것", "석면 미함유", "가열조리하지 않은 것", "볶지 않은 것"): cases that
 * share those words are cases of the other goods. A list joined by "·" is denied whole; a comma parts fields.
 */
const KOREAN_DENIED = new RegExp(String.raw`[\p{Script=Hangul}A-Za-z0-9]+(?:\s?[·ㆍ/]\s?[\p{Script=Hangul}A-Za-z0-9]+)*\s?(?:(?:이|가|을|를)\s?)?(?:${KO_DENIAL_WORDS}|지\s?않[은음])(?:\s?것)?`, 'gu');

export const withoutKoreanDenials = (text: string): string => text.replace(KOREAN_DENIED, ' ');

/**
 * "NOT PUT UP FOR RETAIL SALE", "not for retail sale", "non-retail": no shipped case denies retail sale, and cases sharing
 * those words are goods put up for it (adhesives 3506.10, pet food 2309.10), which a yarn so declared met before any yarn.
 */
const RETAIL_SALE_DENIED = /\b(?:not|non)[\s-]+(?:put\s+up\s+)?(?:(?:in|as)\s+[\p{L}\s]{0,50}?)?(?:for\s+)?retail(?:\s+sale)?\b|\bother\s+than\s+for\s+retail\s+sale\b/giu;
export const withoutRetailSaleDenied = (text: string): string => text.replace(RETAIL_SALE_DENIED, ' ');

/** Declarations separate their fields with ';' (full width in CJK text). */
const FIELD_SEPARATOR = /[;；]/;

export const hasFields = (text: string): boolean => FIELD_SEPARATOR.test(text);

/** A declaration's first field, the declarant's own tariff wording ("Other fan ; …"), when the text has fields. */
export function firstField(text: string): string | null {
  const fields = text.split(FIELD_SEPARATOR);
  return fields.length > 1 ? fields[0] : null;
}
