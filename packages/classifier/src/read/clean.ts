/**
 * Cleaning: markup, the country of origin declarants append ("; VIETNAM"), and model numbers, part
 * codes and SKUs ("AS8K215GY30M", "(51610123)") that carry no product meaning. Words are kept.
 */
import { countryCode, countryWithSuffix, labelledIsoCode } from './countries';
import { isNonFerrousGradeToken, METAL_GRADE_TOKEN } from './metal-grades';

export interface Cleaned {
  text: string;
  origin: string | null; // ISO code found in the text
  codes: string[]; // removed code-like tokens, as written
  /** Share of the description's characters that were codes. */
  codeShare: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function stripMarkup(text: string): string {
  return text
    // A full-width slash parts a Japanese declaration's fields ("出力5.5kW／AC400V"): spaced, the fields are no one code-like token.
    .replace(/／/g, ' / ')
    .normalize('NFKC')
    .replace(/<[^>]{0,200}>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Measures and sizes stay: they describe the product ("220V", "50mm", "8oz", "2L"), as does an oil's SAE viscosity grade ("5W-30").
// A tyre's size after its width ("205/55R16", "315/80R22.5": aspect ratio, construction, rim) measures it too.
const MEASURE = /^(?:\d+(?:[.,]\d+)?(?:mm|cm|m|km|kg|g|mg|ml|l|ltr|v|vac|vdc|w|kw|kv|kva|va|hp|a|ah|mah|wh|kwh|gb|tb|mb|hz|khz|mhz|ghz|lm|rpm|dpi|oz|lb|lbs|in|inch|ft|pcs|pc|pce|set|sets|pair|pairs|k|t|x|p|d|m2|m3|cc|psi|bar|mpa|gsm|g\/m2|g\/m²|gr\/m2|g\/sqm|dtex|den|ne|mil|ply|pk|pack|ct|kt|pct)|\d{1,2}w-?\d{2,3}|\d{2,3}z?r\d{2}(?:[.,]5)?)$/i;
/** A quantity written as one token with its unit, or a grade: a rating or a size, no code (the cleaner keeps it, and it makes no text a declaration). */
export const isMeasureToken = (token: string): boolean => MEASURE.test(token);
// Short alphanumeric words that are names, not codes: standards, formats, grades ("PCB40", a
// Vietnamese cement's strength class, TCVN 6260; refrigerants' ASHRAE numbers, "R410A"; a lens's
// UV rating, "UV400"; a cable's category, "Cat6a"; memory and bus standards, "LPDDR5", "PCIe4",
// "HDMI2"; video resolutions, "1080p"; a computer's storage or memory, "SSD512GB", "16GBRAM"; a yarn's count, "NE30/1", "Nm52/2"; a supply, "AC400V"; a V-ribbed belt's ribs and length, "6PK2135"; a precious metal's hallmark, "SV925", "Pt900", "14KGF"; a battery's cathode chemistry, "LiFePO4").
const KNOWN = /^(?:n[em]\d{1,3}(?:\/\d{1,2})?|\d{1,2}pk\d{3,4}|(?:ac|dc)\d{1,4}(?:\.\d)?v?|uv\d{3}|cat\d{1,2}[ae]?|lpddr\d|pcie\d|hdmi\d|\d{3,4}p|pcb?\d{2}|r-?\d{2,3}[a-c]?|mp[34]|usb\d?|cr\d{4}|[2-8]k|\dd|[345]g|wifi\d|ps\d|h2o|co2|lifepo4|limn2o4|licoo2|n95|kn95|ffp[23]|a[345]|b[45]|m\d{1,2}|4x4|3d|2d|5d|x\d{2,3}|i[3579]|rtx\d{4}|ddr\d|lte|covid-?19|18650|21700|(?:sus|sts|aisi|ss)\d{3}[a-z]{0,2}|sv\d{3,4}|pt\d{3,4}|\d{2}k(?:gf|gp)|(?:ssd|hdd|emmc|ram|rom)\d+(?:gb|tb)|\d+(?:gb|tb)(?:ssd|hdd|emmc|ram|rom))$/i;

/** A short name of a standard, a format or a grade ("USB3", "N95", "PCB40"): no model number. */
export const isKnownName = (token: string): boolean => KNOWN.test(token);

/** A word and its number in a series, "Buttons#5": the goods named, then which of them. */
const NUMBERED_WORD = /^[a-z]{3,}#\d{1,4}$/i;

/** Model numbers, part codes and SKUs: long digit runs, or letters and digits mixed in 5+ characters. */
export function isCodeToken(token: string): boolean {
  // Codes are written in ASCII: "マツ属、縦方向に製材、厚さ30mm" is Japanese words, however many letters and digits it holds.
  if (/[^\x00-\x7F]/.test(token)) return false;
  if (isMeasureToken(token) || isKnownName(token) || METAL_GRADE_TOKEN.test(token) || /^\d{4}\s*-\s*\d{4}$/.test(token) || hyphenatedWords(token) || NUMBERED_WORD.test(token) || measurePerUnit(token) || SHARE_AFTER_FIBRE.test(token)) return false;
  const bare = token.replace(/[-/.#_]/g, '');
  const digits = (bare.match(/\d/g) ?? []).length;
  const letters = (bare.match(/[a-z]/gi) ?? []).length;
  if (!letters) return digits >= 5;
  if (!digits) return false;
  return bare.length >= 6 || (bare.length === 5 && digits >= 2);
}

/** "65% Polyester/35% Cotton": a fibre and the next fibre's share run together at the slash, no part number. */
const SHARE_AFTER_FIBRE = /^[a-z]{4,}\/\d{1,3}$/i;

/** "40g/con", "25kg/bag", "20kg/thùng" (read up to its first letter outside ASCII): a measure per unit, no part number. */
function measurePerUnit(token: string): boolean {
  const [measure, unit, ...rest] = token.split('/');
  return !rest.length && unit !== undefined && isMeasureToken(measure) && /^[a-z]+$/i.test(unit);
}

/** "2-ml-perfume", "10-piece-set": a quantity hyphenated to words, not a part number (every part a measure, a short number or a word, one word of four letters or more). */
function hyphenatedWords(token: string): boolean {
  const parts = token.split('-');
  return parts.length > 1 && parts.some((part) => /^[a-z]{4,}$/i.test(part)) && parts.every((part) => isMeasureToken(part) || /^\d{1,3}$/.test(part) || /^[a-z]+$/i.test(part));
}

const ASCII_TOKEN = /[A-Za-z0-9][A-Za-z0-9\-/.#_]*[A-Za-z0-9]|[A-Za-z0-9]/g;
const PART_NUMBER_LABEL = /(?:품번|부품번호|모델명?|型番|品番|part\s*no\.?|p\/n|model\s*no\.?|mã\s*(?:số|hàng)?|sku)[:：.\s]*/gi;

/** A parenthesis holding only codes — "(51610123)", "(품번 842502J000)" — goes whole. */
function dropCodeParentheses(text: string, codes: string[]): string {
  return text.replace(/\(([^()]*)\)/g, (group, inner: string) => {
    const words = inner.replace(PART_NUMBER_LABEL, ' ').trim().split(/[\s,;]+/).filter(Boolean);
    if (!words.length || !words.every(isCodeToken)) return group;
    codes.push(...words);
    return ' ';
  });
}

/**
 * Labels of a Korean declaration form ("품명 …", "제시품명 …", "신고품명 …", "규격 …") say how the form was
 * filled, not what the goods are: left in, they are read as words of the goods' name.
 */
const KOREAN_FORM_LABEL = /(?<![가-힣])(?:(?:제시|신고|회보|신청|제)\s?)?품\s?명(?![가-힣])|(?<![가-힣])(?:규\s?격|신청\s?물품)(?![가-힣])/g;

/** "24000 litres", "10000 kg", "20000 mAh": a long number before a unit is a quantity, not a code. */
const UNIT_AFTER = /^\s?(?:litres?|liters?|ltrs?|l|kg|kgs|tons?|tonnes?|g|ml|m|mm|cm|pcs|pieces|units|mah|w|kw|v|va|kva|cc|sheets|rolls|m2|sqm|gsm)\b/i;

/** "A1050 ALUMINIUM COIL H14", "C2680 BRASS STRIP": a grade of the metal the text names is no model number. */
const nonFerrousGradeIn = (token: string, whole: string, at: number) => isNonFerrousGradeToken(token, whole, whole.slice(at + token.length));

function dropCodeTokens(text: string, codes: string[]): string {
  return text.replace(KOREAN_FORM_LABEL, ' ').replace(PART_NUMBER_LABEL, ' ').replace(ASCII_TOKEN, (token, at: number, whole: string) => {
    if (!isCodeToken(token) || (/^\d+$/.test(token) && UNIT_AFTER.test(whole.slice(at + token.length))) || nonFerrousGradeIn(token, whole, at)) return token;
    codes.push(token);
    return ' ';
  });
}

const MADE_IN = /\b(?:made\s+in|country\s+of\s+origin|origin)\s*[:：]?\s*([A-Za-z][A-Za-z .]{1,30}?)\s*(?=$|[;,|)(]|\s-\s)/gi;
const MADE_IN_LOCAL = /(?:xuất\s+xứ|sản\s+xuất\s+tại|hàng|原産国|原産地|원산지|제조국)\s*[:：]?\s*([^\s;,|()]+(?:\s[^\s;,|()]+)?)/gi;

/** The country named by the first one to three words of a phrase ("China for kids" → China). */
function leadingCountry(phrase: string): { code: string; words: string } | null {
  const words = phrase.trim().split(/\s+/);
  for (let n = Math.min(3, words.length); n > 0; n--) {
    const candidate = words.slice(0, n).join(' ');
    const code = countryCode(candidate);
    if (code) return { code, words: phrase.slice(0, phrase.indexOf(words[n - 1]) + words[n - 1].length) };
  }
  return null;
}

/**
 * Origin named at the end ("…; VIETNAM"), after "made in", or as "중국산" / "中国製". Returns the text without it.
 * `labelledOnly`: only an origin its label names ("made in", "원산지"), not a bare country at the end or a suffixed one.
 */
export function extractOrigin(text: string, { labelledOnly = false } = {}): { text: string; origin: string | null } {
  const segments = text.split(/\s*[;|]\s*/);
  const last = segments[segments.length - 1] ?? '';
  const lastCode = segments.length > 1 && !labelledOnly ? countryCode(last) : null;
  if (lastCode) return { text: segments.slice(0, -1).join('; '), origin: lastCode };
  for (const pattern of [MADE_IN, MADE_IN_LOCAL]) {
    for (const match of text.matchAll(pattern)) {
      const iso = pattern === MADE_IN ? labelledIsoCode(match[1]) : null;
      const found = iso ? { code: iso, words: match[1] } : leadingCountry(match[1]);
      if (found) return { text: text.replace(match[0].slice(0, match[0].indexOf(match[1]) + found.words.length), ' '), origin: found.code };
    }
  }
  if (labelledOnly) return { text, origin: null };
  for (const word of text.split(/[\s;,|()]+/)) {
    const code = countryWithSuffix(word);
    if (code) return { text: text.replace(word, ' '), origin: code };
  }
  return { text, origin: null };
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s*([;|])\s*(?=[;|]|$)/g, '$1')
    .replace(/(?:\s*[;|,]\s*){2,}/g, '; ')
    .replace(/^[\s;|,:\-–]+|[\s;|,:\-–]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Poly(ethylene terephthalate)", "Poly(vinyl chloride)": the chemists' spelling of a polymer's name, written as one word. */
const POLYMER_NAME = /\bpoly\s*\(\s*([a-z]+)((?:\s+[a-z]+)*)\s*\)/gi;
export const joinedPolymerNames = (text: string): string => text.replace(POLYMER_NAME, (_whole, first: string, rest: string) => `poly${first}${rest}`);

export function cleanDescription(raw: string): Cleaned {
  const stripped = joinedPolymerNames(stripMarkup(raw));
  const { text: withoutOrigin, origin } = extractOrigin(stripped);
  const codes: string[] = [];
  const text = tidy(dropCodeTokens(dropCodeParentheses(withoutOrigin, codes), codes));
  const total = withoutOrigin.replace(/\s/g, '').length;
  const codeChars = codes.reduce((sum, code) => sum + code.length, 0);
  return { text, origin, codes, codeShare: total ? codeChars / total : 0 };
}
