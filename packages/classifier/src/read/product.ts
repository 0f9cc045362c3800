/**
 * What the product is (the head concept of the description) and what it is for. English puts the head
 * before "of/for/with" and last in a noun phrase ("cotton bath towel"); Vietnamese puts it first
 * ("áo thun nam"); Japanese and Korean put it last ("남성 면 티셔츠"). "X용" / "X用" / "for X" name a use.
 */
import { KO_DENIAL_WORDS } from './korean-words';
import { conceptById, englishFor, isKatakana, lookupGlossary, TextView, type Category, type Concept, type GlossaryMatch } from '../glossary';
import type { Lang } from '../types';
import { LOOK_AFTER, negatedAt, type Span } from './materials';

export interface UsePhrase extends Span {
  english: string; // 'for motor vehicles'
  /** The goods a machine or line named after them makes or works ("Paper cup making machine"): never the goods themselves. */
  worked?: boolean;
  /** What the goods are made into or reinforce ("축전지 극판 제조용"): never the goods, and not a stand-in for them when nothing else is named. */
  madeInto?: boolean;
  /** The way the goods are made ("수소 환원법으로 제조", made by hydrogen reduction): never the goods, and no use of theirs. */
  method?: boolean;
}

/** Field breaks in a name: ";", "|", brackets, a dash, tilde or slash between spaces ("Pasties / Covers": another name for the goods) or after a word ("Book- Trout, Carp …"), ": " and ", ". */
const SEGMENT_BREAK_SOURCE = /[;|()[\]]|\s[-–~/]\s|(?<=\p{L})[-–]\s|:\s|,\s/u.source;
const SEGMENT_BREAK = new RegExp(SEGMENT_BREAK_SOURCE, 'gu');
const FIRST_SEGMENT_BREAK = new RegExp(SEGMENT_BREAK_SOURCE, 'u');
/** Whom goods are for, not what they serve: "for women", "for babies", "Gift for Her". */
const BUYERS = 'men|mens|women|womens|ladies|boys|girls|kids|children|baby|babies|toddlers?|infants?|teens?|adults?|him|her';
// "for" before the buyer ("Volleyball for Babies Book", "Gift for Her Necklace") names whom the goods suit, and the name goes on;
// a buyer's use or dress-up after it is what the goods serve ("Purse for Girls' Costume" is a purse).
const BUYERS_USE = String.raw`(?:['’-]s)?\s+(?:use|costumes?|cosplay|dress[- ]?up|fancy\s+dress|parties|party|pretend\s+play)\b`;
// "Wine Glass Rack Under Cabinet", "Towel Bar Over the Door": where the goods are fixed ends their name too.
const PLACED = String.raw`(?:under|over)(?=\s+(?:the\s+)?(?:cabinet|sink|desk|bed|shelf|counter|table|cupboard|door|toilet|tank)s?\b)`;
// "Mother of Pearl Shell Buttons": the "of" of a material's name is no preposition ending the head zone.
const EN_PREPOSITION = new RegExp(`\\b(?:of(?!\\s+pearl\\b)|for(?!\\s+(?:${BUYERS})\\b(?!${BUYERS_USE}))|with|in|made|from|used|to|on|by|without|${PLACED})\\b`, 'i');
const EN_USE = /\b(?:for|used\s+(?:in|for|on|with|as)|suitable\s+for|designed\s+for|intended\s+for|use[ds]?\s+as|applicable\s+to|compatible\s+with)\s+([^;|()[\],:]+)/gi;
const EN_MADE_INTO = /^\s*(?:making|manufacturing|producing|the (?:manufacture|making|production) of|manufacture of|production of)\b/i;
// "Not for retail sale", "for retail sale" say how the goods are put up, not what they serve (a yarn met retail dog food).
const NOT_A_USE = new RegExp(`^(?:${BUYERS}|unisex|(?:retail\\s+)?sale|free|the\\s+price|\\d)\\b`, 'i');
// "목도리·모자용", "커튼·앞치마용": every name of a list joined by "·" before "용" is what the goods serve.
const KO_USE = /((?:[가-힣A-Za-z0-9]+\s?[·ㆍ]\s?)*(?:[가-힣A-Za-z]+\s)?[가-힣A-Za-z0-9]+)\s?용(?![가-힣])/g;
// "ノートPC用", "iPhone15用": a device's Latin name and model number before 用 are part of the use.
const JA_USE = /([\p{Script=Han}\p{Script=Katakana}ーA-Za-z0-9]{1,12})用(?![品途語])/gu;
// "dùng sản xuất đồ nội thất" (used to make furniture), "nguyên liệu sản xuất săm lốp" (raw material for tyres): what the goods are made into is a use too.
const VI_USE = /(?:dùng (?:trong |để )?sản xuất|(?:nguyên liệu|nguyên phụ liệu|NPL) (?:để |cho |dùng )?sản xuất|nguyên liệu cho|dùng đan|để sản xuất|dùng cho|dùng để|dùng làm|dùng may|dành cho|sử dụng cho|sử dụng trong|chuyên dùng cho|chuyên dùng)\s+([^,;()|:]+)/gi;
/** "Vải rayon … may đầm maxi", "Len … đan khăn, áo", "móc thú bông": the garments or toys a fabric or yarn is sewn, knitted or crocheted into. */
const VI_MADE_ITEM = String.raw`(?:váy|đầm|áo|quần|túi|rèm|ga|chăn|gối|khăn|đồ|yếm|thú|mũ|nón)(?![\p{L}])[^,;()|[]*`;
const VI_MADE_INTO = new RegExp(String.raw`(?<![\p{L}])(?:may|đan|móc)\s+(${VI_MADE_ITEM}(?:,\s*${VI_MADE_ITEM})*)`, 'giu');
const GENDER_USE = /^(?:남성|여성|남자|여자|아동|유아|남아|여아|어린이|성인|男性|女性|紳士|婦人|子供|子ども|ベビー|キッズ|メンズ|レディース|nam|nữ|trẻ em|bé trai|bé gái|người lớn|phụ nữ)$/i;

/** Uses named by a word the glossary does not hold ("가정용" = household use). */
const USE_WORDS: Record<string, string> = {
  가정: 'household', 업소: 'commercial', 업무: 'commercial', 산업: 'industrial', 공업: 'industrial', 의료: 'medical', 식품: 'food', 주방: 'kitchen', 욕실: 'bathroom', 사무: 'office', 농업: 'agricultural', 캠핑: 'camping', 야외: 'outdoor', 애견: 'pets', 반려동물: 'pets', 선박: 'ships', 차량: 'vehicles',
  家庭: 'household', 業務: 'commercial', 工業: 'industrial', 産業: 'industrial', 医療: 'medical', 食品: 'food', 車載: 'motor vehicles', 台所: 'kitchen', 浴室: 'bathroom', 事務: 'office', 農業: 'agricultural', 屋外: 'outdoor', ペット: 'pets', 船舶: 'ships',
  'gia đình': 'household', 'công nghiệp': 'industrial', 'y tế': 'medical', 'thực phẩm': 'food', 'nhà bếp': 'kitchen', 'văn phòng': 'office', 'nông nghiệp': 'agricultural', 'ngoài trời': 'outdoor', 'thú cưng': 'pets',
};

/** The object of a use phrase in English: glossary names when it holds them, a known use word, or the words as written. */
function useInEnglish(object: string, lang: Lang): string {
  const trimmed = object.trim();
  if (lang === 'en') return trimmed.split(/\s+/).slice(0, 8).join(' ');
  const names = [...new Set(lookupGlossary(trimmed, lang).sort((a, b) => a.start - b.start).map((match) => englishFor(match.concept, match.term)))];
  return names.length ? names.join(' ') : USE_WORDS[trimmed.toLowerCase()] ?? trimmed;
}

export function usePhrases(text: string, langs: Lang[]): UsePhrase[] {
  const phrases: UsePhrase[] = [];
  const add = (match: RegExpMatchArray, lang: Lang, worked = false, madeInto = false) => {
    const object = match[1];
    const lastWord = object.trim().split(/\s+/).pop() ?? '';
    if (NOT_A_USE.test(object.trim()) || GENDER_USE.test(object.trim()) || GENDER_USE.test(lastWord)) return;
    const start = match.index! + match[0].indexOf(object);
    phrases.push({ start, end: start + object.length, english: `for ${useInEnglish(object, lang)}`, ...(worked ? { worked } : {}), ...(madeInto ? { madeInto } : {}) });
  };
  // "For making tablecloths and garments": what the goods are made into, no goods of theirs.
  for (const match of text.matchAll(EN_USE)) add(match, 'en', false, EN_MADE_INTO.test(match[1]));
  for (const match of text.matchAll(GOODS_BEFORE_MACHINE)) add(match, 'en', true);
  if (langs.includes('ko'))
    for (const match of text.matchAll(KO_USE)) {
      const madeInto = goodsWorkedFor(match);
      add(madeInto ?? koreanUseObject(match), 'ko', false, madeInto !== null);
    }
  if (langs.includes('ko')) for (const match of text.matchAll(KO_GOODS_BEFORE_MACHINE)) add(match, 'ko', true);
  if (langs.includes('ko'))
    for (const match of text.matchAll(KO_MADE_BY_METHOD)) phrases.push({ start: match.index, end: match.index + match[1].length, english: `made by ${useInEnglish(match[1], 'ko')}`, method: true });
  if (langs.includes('ja')) for (const match of text.matchAll(JA_USE)) add(match, 'ja');
  if (langs.includes('vi')) for (const match of text.matchAll(VI_USE)) add(match, 'vi');
  if (langs.includes('vi')) for (const match of text.matchAll(VI_MADE_INTO)) add(match, 'vi', false, true);
  return phrases.sort((a, b) => a.start - b.start);
}

/**
 * The word before "용" is what the goods serve; the word before it only when the two are one name
 * ("컴퓨터 모니터용"). In "경첩 가구용" (hinges for furniture) the first word is the goods themselves.
 */
function koreanUseObject(match: RegExpMatchArray): RegExpMatchArray {
  // "물걸레 겸용" (for mopping as well): what comes before "겸" is the use.
  const both = /\s?겸$/.exec(match[1]);
  const object = both ? match[1].slice(0, both.index) : match[1];
  const space = object.indexOf(' ');
  if (both && space < 0) return Object.assign([match[0], object], { index: match.index }) as unknown as RegExpMatchArray;
  if (space < 0) return match;
  const hits = lookupGlossary(object, 'ko');
  const spansBoth = hits.some((hit) => hit.start < space && hit.end > space);
  // "자동차 엔진용 피스톤": a vehicle first names whose machine the goods serve (a car's engine), not the goods.
  const vehicleFirst = hits.some((hit) => hit.start === 0 && hit.end === space && VEHICLE_HEADINGS.has(hit.concept.headings[0]));
  // "전자담배 카트리지용 니코틴 액상": goods named right after the use are the goods, and both words before it name what they
  // serve; unless the use names whom or how they serve ("드론 입문용 카메라", "고무장갑 주방용 천연 라텍스"): then the first word is the goods.
  const served = object.slice(space + 1);
  const servesGoods = !Object.hasOwn(USE_WORDS, served) && !KO_WHO_OR_HOW.test(served);
  // "자켓 안감용" (for a jacket's lining): a part named after the goods it belongs to makes the two one name of what is served.
  const partOfFirst = KO_PART_SERVED.test(served);
  if (spansBoth || vehicleFirst || partOfFirst || (servesGoods && goodsRightAfter(match))) return match;
  return Object.assign([match[0].slice(space + 1), object.slice(space + 1)], { index: match.index! + space + 1 }) as unknown as RegExpMatchArray;
}

/** Goods named right after a Korean use, or after one word of their own ("실외기용 로터리 압축기"). */
function goodsRightAfter(use: RegExpMatchArray): boolean {
  const after = use.input?.slice(use.index! + use[0].length) ?? '';
  const next = lookupGlossary(after, 'ko').sort((a, b) => a.start - b.start)[0];
  return next !== undefined && /^[가-힣A-Za-z]*$/.test(after.slice(0, next.start).trim());
}

/** Parts of the goods a use names before them: linings, shells, insoles. */
const KO_PART_SERVED = /^(?:안감|겉감|안창|내피|외피)$/;

/** Whom or how goods serve ("입문용", "휴대용", "아동용"): the word before such a use names the goods, not what they serve. */
const KO_WHO_OR_HOW = /^(?:입문|초보|휴대|어린이|유아|아동|성인|남성|여성|남녀|공용|겸|선물|업무|연습|교육|학생)$/;

/** "수소 환원법으로 제조" (made by hydrogen reduction), "습식 방식으로 생산": the clause naming a method of making, back to its field's start. */
const KO_MADE_BY_METHOD = /([^,;，；()]*[가-힣](?:법|공법|방식|공정))으로\s?(?:제조|생산|가공|제작)/g;

/** Work done with the goods ("제조용", for making): the goods named before it are what is made, not what is declared. */
const KO_WORK_FOR = /(?:^|\s)(?:제조|생산|가공|원료|재료|보강|도금|방적|제직|편직|조립|배관|충전|제작)$/;

/**
 * "축전지 극판 제조용", "타이어 고무 보강용": the whole clause before a work word is what the goods
 * are made into or serve ("정제 연 괴, …, 축전지 극판 제조용" is lead, not battery plates), back to
 * the clause's start.
 */
function goodsWorkedFor(match: RegExpMatchArray): RegExpMatchArray | null {
  if (!KO_WORK_FOR.test(match[1]) || match.input === undefined) return null;
  const useEnd = match.index! + match[0].lastIndexOf(match[1]) + match[1].length;
  const before = match.input.slice(0, useEnd);
  const clauseStart = Math.max(...[',', ';', '；', '，', '(', ')'].map((mark) => before.lastIndexOf(mark))) + 1;
  const object = before.slice(clauseStart).replace(/^\s+/, '');
  if (!object.includes(' ')) return null;
  const start = useEnd - object.length;
  return Object.assign([match.input.slice(start, match.index! + match[0].length), object], { index: start, input: match.input }) as unknown as RegExpMatchArray;
}

/**
 * A name that overlaps a use phrase is what the product serves, not the product; one that holds the
 * whole use and runs on past it names the goods with their use ("食品用ラップ" is food wrap).
 */
/** "Grass Seed for Sowing": a name that holds the use's own "for" (seeds for sowing) starts before the use and is the goods. */
const namesItsUse = (match: Span & { text?: string }, span: Span) => match.start < span.start && /\bfor\b/i.test(match.text ?? '');
export const inUse = (match: Span & { text?: string }, spans: Span[]) =>
  spans.some(
    (span) =>
      match.start < span.end && span.start < match.end && !(match.start <= span.start && match.end > span.end) && !namesItsUse(match, span) &&
      // "Four lane wet wipes converting line": the span took words before the goods, and a name running on past it
      // takes in the machine word, naming the machine, not the goods it works (kr top-5 +1, nothing lost).
      !((span as UsePhrase).worked && match.end > span.end),
  );

function segmentStarts(text: string): number[] {
  return [0, ...[...text.matchAll(SEGMENT_BREAK)].map((match) => match.index + match[0].length)];
}

const segmentOf = (starts: number[], position: number) => starts.filter((start) => start <= position).length - 1;

/**
 * Where the English head zone of a segment ends: at its first preposition or quantity after a word.
 * A word or two after a quantity name a variant ("Mineral Paint 500 ml Chocolate" is paint).
 */
function englishZoneEnd(text: string, segmentStart: number): number {
  const rest = text.slice(segmentStart);
  const end = rest.search(FIRST_SEGMENT_BREAK);
  const segment = end < 0 ? rest : rest.slice(0, end);
  // "Lot of 12 Vintage Print Magazines": the name after a count of it is the head zone.
  const lead = LEADING_COUNT.exec(segment)?.[0].length ?? 0;
  const name = segment.slice(lead);
  const firstWord = /\S+/.exec(name);
  if (!firstWord) return segmentStart + segment.length;
  const wordEnd = firstWord.index + firstWord[0].length;
  const afterFirst = name.slice(wordEnd);
  const stops = [EN_PREPOSITION.exec(afterFirst)?.index, variantQuantityAt(afterFirst)].filter((at): at is number => at !== undefined);
  if (!stops.length) return segmentStart + segment.length;
  const stop = Math.min(...stops);
  // "Lipstick with skull Sticker", "Girl with a Pearl Earring Poster": a picture's subject before its format.
  // A kit or set "with … Stickers" holds them.
  // A garment, hat or bag "with … patch" or "… pins" wears them sewn or pinned on ("T-shirt with leather patch").
  const before = name.slice(0, wordEnd + stop);
  const shown = /\b(?:kit|kits|set|sets|pack|packs|bundle|bundles|box|lot)\s*$/i.test(afterFirst.slice(0, stop)) ? null : SHOWN_WITH.exec(afterFirst.slice(stop));
  if (shown && WEARS_PATCHES.test(before) && /\b(?:patch(?:es)?|pins?)\s*$/i.test(shown[0])) return segmentStart + lead + wordEnd + stop;
  return segmentStart + lead + wordEnd + stop + (shown ? shown[0].length : 0);
}
const WEARS_PATCHES = /\b(?:t-?shirts?|tees?|shirts?|jackets?|coats?|hoodies?|sweatshirts?|vests?|jeans|pants|trousers|jerseys?|hats?|caps?|beanies?|backpacks?|bags?|totes?)\s*$/i;
const SHOWN_WITH = /^with\s+(?:(?!\d)[\p{L}'-]+\s+){1,4}(?:stickers?|decals?|posters?|prints?|patch(?:es)?|magnets?|pins?|figurines?|ornaments?)\b(?=\s*$|\s+(?:of|for|with|in|on|by)\b)/iu;

/** Where a quantity followed by a word or two stands; a longer tail ("9oz hand-poured soy wax candle") is still the goods' name. */
function variantQuantityAt(text: string): number | undefined {
  const quantity = EN_QUANTITY.exec(text);
  if (!quantity) return undefined;
  const tail = text.slice(quantity.index + quantity[0].length).trim().split(/\s+/).filter(Boolean);
  return tail.length <= 2 ? quantity.index : undefined;
}
const LEADING_COUNT = /^\s*(?:lot|set|pack|bundle|box|pair|bag|collection)s?\s+of\s+(?:\d+\s+)?/i;
const EN_QUANTITY = /\b\d+(?:[.,]\d+)?\s*(?:ml|l|g|kg|oz|fl\.?\s?oz|lbs?|pcs|pack|ct)\b/i;

/** Paper and paperboard goods and printed matter (chapters 48 and 49): never a title's subject before a work's format. */
const PAPER_GOODS = /^4[89]/;
/** "Book with CD", "Bible and audio CD": a format named after these comes with the goods named before it. */
const WITH_BETWEEN = /\b(?:with|and|plus|includes?|including|w\/)\b|[&+]/i;

/** Machines, vehicles, instruments and their parts: the goods whose parts and fittings are named after them. */
const MACHINE_CATEGORIES: ReadonlySet<Category> = new Set(['machinery', 'vehicles_parts', 'electronics', 'instruments']);

/**
 * Goods a machine or vehicle is fitted with that keep their own heading: parts of general use (Section XV note 2:
 * 7307, 7312, 7315, 7317, 7318, 7320, 8301, 8302, 8308, 8310), tubes, belts and articles of rubber or plastics,
 * gaskets, machines and electrical goods of chapters 84 and 85 (Section XVI note 2(a)), and the measuring and
 * regulating instruments of 9025 to 9032.
 */
/** The headings of machines' and vehicles' own parts (engines 8409, machinery 8431, office machines 8473, motors 8503, vehicles 8708, cycles 8714 …). */
const MACHINE_PARTS_HEADINGS = new Set(['8409', '8431', '8448', '8466', '8473', '8503', '8522', '8529', '8538', '8708', '8714', '8803', '8807']);
const namesMachinePart = (concept: Concept, machine: Concept) =>
  concept.headings.some((heading) => heading === machine.attributes?.parts_heading || MACHINE_PARTS_HEADINGS.has(heading)) && !concept.headings.some((heading) => machine.headings.includes(heading));
const PART_HEADINGS = new Set(['7307', '7312', '7315', '7317', '7318', '7320', '8301', '8302', '8308', '8310', '3917', '3926', '4009', '4010', '4016']);
/**
 * Section XVII note 2(e): transmission goods of 8483 (shafts, bushings, gears) leave a vehicle's parts only as
 * integral parts of its engine or motor, so named after a vehicle or a vehicle part ("Track bar bushing") they stay its part.
 * Goods of the very heading that holds the machine's or vehicle's parts ("Mountain Bike Freewheel": 8714) are its part too.
 */
const namesPart = (concept: Concept, fittedTo: Concept) =>
  concept.headings.some(
    (heading) =>
      heading === fittedTo.attributes?.parts_heading ||
      ((heading !== '8483' || fittedTo.category !== 'vehicles_parts') &&
        (PART_HEADINGS.has(heading) || heading.startsWith('84') || heading.startsWith('85') || (heading >= '9025' && heading <= '9032'))),
  );

/**
 * "무선 청소기 본체 및 충전기" (a cordless cleaner's main unit and its charger), "가습기 본체와 어댑터": what a Korean name lists after the main
 * unit ("본체") is supplied with it, an accessory put up with the goods (GRI 3(b)), never the goods' name, even where the
 * glossary knows no name for the unit.
 */
const MAIN_UNIT_AND = /본체\s*(?:및|와|과|\+|&)\s*$/;
export const suppliedWithUnit = (match: GlossaryMatch, text: string) => match.lang === 'ko' && MAIN_UNIT_AND.test(text.slice(0, match.start));

/**
 * "Paper cup making machine", "Wet wipes converting line", "Noodle production line": in English the machine or the line
 * is the head, named after the goods it makes, fills, packs or works; those goods are what it is for (Section XVI), not the goods.
 */
const GOODS_BEFORE_MACHINE = /((?:\p{L}[\p{L}'-]*\s+){0,2}\p{L}[\p{L}'-]*)(?=[\s-]+(?:(?:automatic|auto|semi-automatic|high-speed)\s+)?(?:making|production|processing|packing|packaging|filling|converting|manufacturing|forming|wrapping|sealing|extruding|extrusion|moulding|molding)\s+(?:machines?|machinery|lines?|equipment|plants?|systems?)\b)/giu;

/** A name closing its field: the end of the title, a field break, or a size or count after it. */
const CLOSES_FIELD = /^\s*(?:$|[-–|,;:(/]|\d)/;
/** Containers that hold the goods named after them (GRI 5(b)): boxes and bottles of plastics, paper, glass and metal, sacks, vacuum flasks. */
const CONTAINER_HEADINGS = new Set(['3923', '4415', '4819', '6305', '7010', '7310', '7311', '7612', '7613', '9617']);
/** A container: what is named with it, it holds (GRI 5(b)). */
export const holdsGoods = (concept: Concept) => concept.headings.some((heading) => CONTAINER_HEADINGS.has(heading));

/**
 * "비누 제조기계", "두부제조기", "마스크 생산설비", "김 가공기", "과자 포장기": Korean names a machine after the goods it makes,
 * works or packs, those goods first; the machine is the head (Section XVI), the goods what it is for. A word joined
 * after "기" ("생산기술", production know-how) is no machine.
 */
const KO_GOODS_BEFORE_MACHINE = /([가-힣A-Za-z0-9]+)(?=\s?(?:제조|생산|가공|포장)\s?(?:기계|장치|설비|라인|기)(?![가-힣]))/gu;

/** "Glacier Springs Spring Water", "Bubbly Springs Peach Sparkling Water": a water is drunk, never a colour or a scent of goods named before it. */
const namedWater = (match: GlossaryMatch) => match.concept.headings[0] === '2201';
/** Sweets, chocolate, bakers' wares and other made foods (chapters 17 to 21): goods a party favour may be, not a theme of it. */
const madeFood = (concept: Concept) => headingsWithin(concept, ['1701', '2106']);
/** Goods of nature: often a title's theme, a colour or a motif rather than the goods sold. */
export const NATURAL_GOODS: ReadonlySet<Category> = new Set(['animals', 'plants', 'food', 'beverages']);

/** Containers a declaration's quantity is packed in ("200kg 드럼", "25KG STEEL DRUMS"), whose words name goods too (drums are instruments). */
const PACKING_WORD = /^(?:drums?|steel drums?|plastic drums?|드럼|드럼통|ドラム|ドラム缶|thùng phuy)$/i;
const QUANTITY_BEFORE = /\d(?:[\d.,]*)\s?(?:kgs?|g|l|ltrs?|litres?|liters?|ml|t|tons?|톤|리터|킬로)\s*(?:(?:fibre|fiber|steel|plastic|hdpe|iron|metal)\s+)?$/i;
/**
 * "정제 글리세린 … 200kg 드럼", "25KG STEEL DRUMS", "… 200 kg drums": a drum right after the weight or volume it holds is the
 * packing, no goods, even where the glossary knows nothing else the text names ("Spinning finish oil …, 200 kg drums").
 */
export const packedAfterQuantity = (match: GlossaryMatch, text: string) => PACKING_WORD.test(match.text.trim()) && QUANTITY_BEFORE.test(text.slice(0, match.start));
/**
 * "緑茶 525ml×24本 ペットボトル", "참기름 350ml 병", "nước mắm 500ml chai": a bottle, can or jar named after foods or drinks whose volume
 * or weight the text gives is what they are sold in (GRI 5(b)), no goods of the title.
 */
export const vesselAfterFood = (match: GlossaryMatch, matches: GlossaryMatch[], text: string) =>
  match.lang !== 'en' && FOREIGN_VESSEL.test(match.text.trim()) && CONTENTS_FIGURE.test(text) &&
  matches.some((other) => other.end <= match.start && other.concept !== match.concept && NATURAL_GOODS.has(other.concept.category) && !holdsGoods(other.concept) && !other.concept.attributes?.broad);
/**
 * "スニーカーソックス", "カットソーワンピース", "ニットコート": a katakana name run straight into a garment's names what the garment
 * is (socks for sneakers, a dress of cut-and-sewn jersey): the last name of the compound is its head, as Japanese puts it.
 * Only garments and footwear: a drug before its capsule (アモキシシリンカプセル) or a biscuit before its chocolate stays the goods.
 */
const COMPOUND_HEAD_CATEGORIES: ReadonlySet<Category> = new Set(['apparel', 'footwear']);
const katakanaModifier = (match: GlossaryMatch, matches: GlossaryMatch[], text: string) =>
  match.lang === 'ja' && isKatakana(text[match.end - 1]) && isKatakana(text[match.end]) &&
  matches.some((other) => other !== match && other.start === match.end && other.lang === 'ja' && COMPOUND_HEAD_CATEGORIES.has(other.concept.category));

/**
 * Personal devices: they carry their own camera (a camera named after one is a feature, not the goods), and accessories are
 * named after them (a Vietnamese title's "iPhone 15 ốp lưng").
 */
const PERSONAL_DEVICES = new Set(['drones', 'phones', 'laptop', 'tablet_computer', 'smartwatches']);

/**
 * The head: in the first segment that names a product, a specific concept over a catch-all, then by the
 * language's head position, then the longer term. In English a name in the head zone, before the
 * first preposition, comes before either ("New Balance 9060 in Sea Salt" are shoes, a catch-all
 * maker's name before a colour named like a food). Names inside a use phrase ("모니터용") are modifiers.
 */
export function chooseHead(matches: GlossaryMatch[], text: string, uses: Span[], language: Lang = 'en'): GlossaryMatch | null {
  if (!matches.length) return null;
  // "Disinfecting Wipes … Lemon Scent", "Vanilla Flavored …": a fruit, plant or food named as a scent or flavour is no goods, even alone.
  matches = matches.filter((match) => !scentOrFlavour(match, text) && !plugIn(match, text) && !grownOn(match, text) && !season(match, text) && !doseForm(match, text) && !shelfStable(match, text) && !packedAfterQuantity(match, text));
  // A fuel or a look is no goods only beside the goods it drives or gives its look to: weighed against the names that remain.
  matches = matches.filter((match) => !fuelOfMachine(match, matches, uses, text) && !batteryOfMachine(match, matches, uses) && !componentOfEarlierGoods(match, matches, uses) && !fibreOfEarlierFabric(match, matches) && !yarnOfLaterFabric(match, matches, text) && !styleOfLaterGoods(match, matches, text) && !footwearSlotLabel(match, matches, text));
  if (!matches.length) return null;
  // "品名：イブプロフェン原薬、材質：イブプロフェン": a Japanese declaration names the goods in its 品名 field; the others say what they are made of or for.
  const inNameField = language === 'ja' ? namedInNameField(matches, text) : [];
  if (inNameField.length) matches = inNameField;
  const declared = language === 'ko' ? namedAsTheGoods(matches, text) : rulingSubject(matches, text);
  if (declared) return declared;
  const outsideUses = matches.filter((match) => !inUse(match, uses) && !statesComposition(match, text) && !koreanKind(match, text) && !koreanActionOn(match, text) && !koreanHeld(match, text) && !japaneseMadeOf(match, text) && !featureOrFit(match, text) && !replacedDevice(match, text, matches) && !koreanDeviceFitted(match, text, matches) && !negated(match, text) && !katakanaModifier(match, matches, text) && !laserOfGoods(match, matches, text) && !aquariumServed(match, matches, text) && !pulpOfPaper(match, matches));
  // Only the goods a machine or line works named ("Tissue paper converting line"): the machine is no goods the glossary knows.
  if (!outsideUses.length && matches.every((match) => uses.some((span) => ((span as UsePhrase).worked || (span as UsePhrase).madeInto || (span as UsePhrase).method) && inUse(match, [span])))) return null;
  const candidates = outsideUses.length ? outsideUses : matches;
  const starts = segmentStarts(text);
  const segment = (match: GlossaryMatch) => segmentOf(starts, match.start);
  const first = headSegment(candidates, segment);
  const inSegment = candidates.filter((match) => segment(match) === first);
  const zoneEnd = englishZoneEnd(text, starts[first]);
  // "Green Apple Refreshing Cleanser", "Lavender Honey Soap Bar": a fruit, plant or food before made
  // goods named later on the same side of the head zone is their scent, flavour or motif; the made goods are the head.
  const natural = (match: GlossaryMatch) => NATURAL_GOODS.has(match.concept.category);
  /** Goods of their own: no broad name, no goods of nature, no material in its primary form. */
  const otherGoods = (other: GlossaryMatch) => !other.concept.attributes?.broad && !natural(other) && !primaryMaterial(other.concept);
  // A bag after foods with their weight between or right after it, or named right after them ("Pink Salmon Pouch"), packs them (GRI 5(b): "Ground Coffee 12 oz Bag", "Peppercorns 1 lb
  // Refill Bag", "Frozen Sweet Peas Steamable Bag 12 oz"); so does a gift basket ("Butter Cookies … 2 lb … Gift Basket").
  const packingBag = (goods: GlossaryMatch, bag: GlossaryMatch) =>
    ((bag.concept.headings[0] === '4202' && /\b(?:bags?|pouch(?:es)?)\b/i.test(bag.text)) || (bag.concept.headings[0] === '4602' && /\bbaskets?\b/i.test(bag.text))) &&
    (PACKED.test(text.slice(goods.end, bag.start)) || CONTENTS_AFTER.test(text.slice(bag.end)) || /^\s+$/.test(text.slice(goods.end, bag.start)));
  // "Potato Chips Sea Salt", "Roasted Peanuts and Salt": salt named after foods seasons them; so does salt named right
  // before one, a word or two between ("Sea Salt Roasted Cashews").
  const seasoning = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.headings[0] === SALT &&
    inSegment.some((other) => other.lang === 'en' && other.concept.headings[0] !== SALT && FOOD_CHAPTER.test(other.concept.headings[0] ?? '') &&
      (other.end <= match.start || (other.start >= match.end && FEW_WORDS.test(text.slice(match.end, other.start)))));
  // "Dried Mango Slices … Mango Snack", "Beef Jerky … Protein Snack": a snack named after a food says how that food is eaten, not bakers' wares.
  const snackAfterFood = (match: GlossaryMatch) =>
    match.lang === 'en' && /^snacks?$/i.test(match.text.trim()) &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && other.concept !== match.concept && FOOD_CHAPTER.test(other.concept.headings[0] ?? ''));
  // "Weighted Blanket … Glass Beads", "Heating Pad … Poly Pellets": beads or pellets named after made-up textiles, toys or
  // garments are what fills and weighs them.
  const fillingAfter = (match: GlossaryMatch) =>
    isFilling(match) && inSegment.some((other) => other.lang === 'en' && other.end <= match.start && FILLED_GOODS.has(other.concept.category) && !isFilling(other));
  // A container named later holds them ("Ground Cinnamon 500g … Resealable Bag", "Instant Coffee 200g Glass Jar": GRI 5(b)); salt or
  // another mineral or chemical named later seasons or preserves them ("Potato Chips Sea Salt").
  const madeLater = (match: GlossaryMatch) =>
    natural(match) &&
    inSegment.some((other) => other.lang === 'en' && other.start >= match.end && other.start < zoneEnd === match.start < zoneEnd && !natural(other) && !primaryMaterial(other.concept) && !other.concept.attributes?.broad && !holdsGoods(other.concept) && !packingBag(match, other) && other.concept.headings[0] !== VITAMINS && !(madeFood(match.concept) && PARTY_USE.test(other.text.trim())));
  // "Classic Mini Boot Chestnut", "Crew Neck Sweater Oatmeal", "Pillar Candle Vanilla": a fruit, plant or food closing a field
  // after made goods is their colour or scent, as one before them is. Goods packed in a container named before them are
  // still the goods ("Glass jar honey"): a container is no made goods here (GRI 5(b)), nor a machine that prepares them ("Microwave pie").
  const colourAfter = (match: GlossaryMatch) =>
    match.lang === 'en' && natural(match) && !namedWater(match) && CLOSES_FIELD.test(text.slice(match.end)) &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && other.start < zoneEnd === match.start < zoneEnd && !natural(other) && !MACHINE_CATEGORIES.has(other.concept.category) && !other.concept.attributes?.broad && !holdsGoods(other.concept));
  // "Suitcase hard shell polycarbonate", "Wristwatch quartz", "Slippers Fuzzy Plush Faux Fur", "Fairy String Lights … Copper Wire",
  // "Snorkel Set … Tempered Glass Dive Mask", "O-Ring Kit … Nitrile Rubber": a material in its primary form (rubber too), in the sheet
  // (glass too) or as metal bars and wire named after made goods in the head zone is what they are made of or work by. Pearls, stones
  // and beads before a fabric are what it is beaded with ("Pearl Beaded Tulle"), not goods made of it.
  const materialAfter = (match: GlossaryMatch) =>
    !CONTAINER_NAMED.test(match.text.trim()) &&
    (primaryMaterial(match.concept) || rubberNamed(match.concept) || fabricNamed(match) || sheetMaterial(match.concept) || metalStock(match.concept) || glassInSheets(match.concept) || workedMaterial(match)) &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && other.start < zoneEnd === match.start < zoneEnd && !primaryMaterial(other.concept) && !textileInTheMaking(other.concept) && !NATURAL_GOODS.has(other.concept.category) && !jewelleryComponent(other.concept) && !other.concept.attributes?.broad);
  // "Planner stickers printed paper sheets", "Hang tags printed kraft paper": paper in the sheet named after paper goods is what they are made of.
  const paperAfter = (match: GlossaryMatch) =>
    paperInSheets(match.concept) &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && other.start < zoneEnd === match.start < zoneEnd && other.concept.category === 'paper' && !paperInSheets(other.concept) && !other.concept.attributes?.broad);
  // "PU Leather Handbag", "Faux Leather Wallet", "Cotton Jersey Blouse", "Kraft Paper Gift Bags": a sheet material (synthetic
  // leather, coated fabric, felt, plastic sheeting, paper) or a fabric named before made goods is what they are made of, however many words its name has.
  const sheetBefore = (match: GlossaryMatch) =>
    (sheetMaterial(match.concept) || textileInPiece(match.concept) || paperInSheets(match.concept)) &&
    inSegment.some((other) => other.lang === 'en' && other.start >= match.end && other.start < zoneEnd === match.start < zoneEnd && !sheetMaterial(other.concept) && !primaryMaterial(other.concept) && !textileInPiece(other.concept) && !natural(other) && !other.concept.attributes?.broad);
  // "화물차 디젤", "용기 폴리프로필렌": Korean declarations name a fuel or a material in its primary form after the goods it drives or makes.
  // A fabric after made goods is what they are made of too ("침대시트 면 직물", "백팩 폴리에스터"). Japanese shop titles
  // write the same way ("ジーンズ メンズ デニム", "パンプス 合成皮革"): their head comes last within a name, not across the title's words.
  // A resin after the film made of it ("食品用ラップ ポリエチレン") is that film's material too.
  // Japanese shop titles list the goods first and then what describes them, word after word ("加湿器 超音波 アロマ対応 LEDライト",
  // "ランニングシューズ メンズ クッション 軽量"; a name's own head still comes last within it, as the glossary's longer terms
  // read it), so a material before them is what they are made of too ("合成皮革 パンプス"). So is a fabric in a Korean
  // title's earlier compound ("트위드 체크 미니스커트": the words between end the compound, not the fabric's part in it).
  // So is a material written in Latin letters before or after Korean or Japanese goods ("지퍼백 LDPE", "PMMA 아크릴판").
  const asianTitle = language === 'ko' || language === 'ja';
  const latinInAsianTitle = (match: GlossaryMatch, other: GlossaryMatch) => match.lang === 'en' && asianTitle && other.lang === language;
  const materialAfterGoods = (match: GlossaryMatch) =>
    (match.lang === 'ko' || match.lang === 'ja' || (match.lang === 'en' && asianTitle)) && materialStage(match.concept) > 0 &&
    inSegment.some((other) => (other.lang === match.lang || latinInAsianTitle(match, other)) && (other.end <= match.start || headFirst(match) || match.lang === 'ko' || latinInAsianTitle(match, other)) && materialStage(other.concept) < materialStage(match.concept) && !NATURAL_GOODS.has(other.concept.category) && !other.concept.attributes?.broad);
  // "스노우체인 철제 타이어체인 승용차 SUV", "루프박스 SUV 차량용", "Bicycle Tire 700x25C Road Bike": a vehicle named after goods
  // is what they fit, not the goods; "Kids Bike Helmet", "Car Phone Mount", "승용차 디스크 브레이크 패드", "ジムニー JB64 フロアマット":
  // so is one named before them in the same words (a Korean or Japanese field's words run on to its goods; a comma or a bracket ends them).
  // "자전거 체인": a vehicle inside a longer name of other goods is the one they fit too.
  const vehicleBesideGoods = (match: GlossaryMatch) =>
    VEHICLE_HEADINGS.has(match.concept.headings[0]) &&
    inSegment.some(
      (other) =>
        (holdsWithin(other, match) || (match.lang === 'ko' || language === 'ko' || match.lang === 'ja' ? other.end <= match.start || (other.lang === match.lang && other.start >= match.end && COMPOUND_GAP.test(text.slice(match.end, other.start))) : other.lang === 'en' && (other.end <= match.start || namedRightAfter(match, other)))) &&
        !VEHICLE_HEADINGS.has(other.concept.headings[0]) && !other.concept.attributes?.broad && !primaryMaterial(other.concept),
    );
  // "Ba lô vải polyester đựng laptop", "Serum vitamin C dưỡng da": English names inside a Vietnamese title follow the Vietnamese order, head first.
  const vietnameseOrder = language === 'vi' || inSegment.some((match) => match.lang === 'vi');
  // "ワイヤレス充電器 15W Qi対応 iPhone Android": English names inside a Japanese title follow its order too, goods first.
  const headFirst = (match: GlossaryMatch) => match.lang === 'ja' || (language === 'ja' && match.lang === 'en');
  // "Soy bean extract powder": goods of nature as they grow (chapters 01 to 14)
  // named before what is made of them (an extract, an oil, a preparation: 1302, chapters 15 to 22)
  // are what it is made of, however many words their name has.
  const processedLater = (match: GlossaryMatch) =>
    natural(match) && match.concept.headings.every(asGrown) &&
    inSegment.some((other) => other.lang === 'en' && other.start >= match.end && other.start < zoneEnd === match.start < zoneEnd && other.concept.headings.length > 0 && !other.concept.headings.some(asGrown) && !holdsGoods(other.concept) && !packingBag(match, other));
  // "Swiss Style Muesli … Rolled Oats with Raisins", "Pasta Sauce … Tomatoes Basil": goods of nature as they grow named after a
  // food made of them (chapters 15 to 22) are its ingredients; the food named first is the goods.
  // "국산 참깨 100% 참기름", "사과 100% 사과주스", "서울우유 … 슬라이스치즈": a Korean title names what its food is made of before
  // the food, head last; milk before cheese or yoghurt too. A food denied ("양념 안 한") or served ("떡 만들기") is no such food, and a
  // ruling's prose ("본 물품은 … 설탕이나 감미료를 첨가하지 않았으며") names what was not added as freely as what was.
  const koreanIngredient = (match: GlossaryMatch) =>
    match.lang === 'ko' && !KO_RULING_OPENING.test(text) && natural(match) && match.concept.headings.every(asGrown) &&
    inSegment.some((other) => other.lang === 'ko' && other.start >= match.end && other.concept !== match.concept && !negated(other, text) && !inUse(other, uses) && !KO_MADE_WITH.test(text.slice(other.end)) && (headingsWithin(other.concept, PREPARED_FOODS) || (match.concept.headings[0] === '0401' && headingsWithin(other.concept, ['0402', '0406']))));
  const ingredientListed = (match: GlossaryMatch) =>
    match.lang === 'en' && natural(match) && match.concept.headings.every(asGrown) &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && other.start < zoneEnd === match.start < zoneEnd && headingsWithin(other.concept, PREPARED_FOODS) && !other.concept.attributes?.broad);
  // "Glass Jar Candle", "Tin Candle": a container named right before other goods holds them; the goods are the head.
  const containerOfGoods = (match: GlossaryMatch) =>
    match.lang === 'en' && holdsGoods(match.concept) &&
    inSegment.some((other) => namedRightAfter(match, other) && !holdsGoods(other.concept) && !other.concept.attributes?.broad);
  // "Akoya Pearl Bracelet Cultured Pearls", "Rose Quartz Crystal Pendant Necklace", "Cuban Link Chain … Necklace":
  // stones, pearls, beads, chain and clasps named beside a piece of jewellery are what it is made of; a photo it holds
  // and "antique" its style.
  // Japanese and Korean titles name them so too, on either side ("あこや真珠 ネックレス", "진주 목걸이").
  const jewelleryPart = (match: GlossaryMatch) =>
    (match.lang === 'en' ? jewelleryComponent(match.concept) || JEWELLERY_HOLDS_OR_STYLE.test(match.text.trim()) : (match.lang === 'ja' || match.lang === 'ko') && jewelleryComponent(match.concept)) &&
    inSegment.some((other) => other.lang === match.lang && (match.lang !== 'en' || other.start < zoneEnd === match.start < zoneEnd) && JEWELLERY_ARTICLES.has(other.concept.headings[0] ?? ''));
  // "Flannel Shirt Long Sleeve", "Sundress Spaghetti Strap", "Blouse Peter Pan Collar", "Cardigan Button Front",
  // "T-Shirts Dinosaur Print": a sleeve length, a name styling a part of the garment, or its printed pattern beside a named
  // garment or made-up textile describes it.
  const garmentFeature = (match: GlossaryMatch) =>
    match.lang === 'en' && (SLEEVE_LENGTH.test(match.text) || (PRINTED_PATTERN.test(match.text) && GARMENT_LISTING.test(text)) || GARMENT_PART_AFTER.test(text.slice(match.end))) &&
    inSegment.some((other) => other.concept !== match.concept && MADE_UP_TEXTILES.has(other.concept.category) && !other.concept.attributes?.broad);
  // "Natural Rubber Pacifiers", "Polypropylene Storage Box": a material in its primary form named right before goods is what
  // they are made of, however many words its name has; down or feathers so ("Goose Down Comforter") what fills them.
  const materialBeforeGoods = (match: GlossaryMatch) =>
    match.lang === 'en' && (primaryMaterial(match.concept) || rubberInPrimaryForms(match.concept) || workedMaterial(match) || downOrFeathers(match)) &&
    inSegment.some((other) => namedRightAfter(match, other) && !primaryMaterial(other.concept) && !rubberInPrimaryForms(other.concept) && !natural(other) && !other.concept.attributes?.broad);
  // "Kids School Backpack … Dinosaur Print", "Leopard Print Slippers": a print beside a bag or shoes is their pattern.
  const patternOfGoods = (match: GlossaryMatch) =>
    match.lang === 'en' && PRINTED_PATTERN.test(match.text) && inSegment.some((other) => PATTERNED_GOODS.has(other.concept.category) && !other.concept.attributes?.broad);
  // "Printed Tshirt … Sublimation Shirt", "Zip Up Hoodie … Hooded Jacket", "Swim Trunks … Board Shorts": a shop adds
  // a wider name to the garment's own; the narrower one, wherever it stands, is the goods.
  const widerGarment = (match: GlossaryMatch) =>
    match.lang === 'en' && inSegment.some((other) => other.lang === 'en' && (WIDER_GARMENT[match.concept.id]?.(other, match) ?? false));
  // English goods named right after the match, nothing but a space or a hyphen between: the compound's head, the match its modifier.
  const namedRightAfter = (match: GlossaryMatch, other: GlossaryMatch) => other.lang === 'en' && other.start >= match.end && /^[\s-]*$/.test(text.slice(match.end, other.start));
  // "Flannel Shirt Jacket", "Sweater Dress", "Dress Pants": English compounds put their head last, so a garment named right
  // before another garment (nothing but a space or a hyphen between) gives its cut or style; the last one is the goods,
  // however many words the first one's name has (a shirt jacket is a jacket, 6201/6203, not a shirt of 6205). A set
  // named first holds the pieces after it ("Linen suit blazer trousers"); a sleeve length after a garment describes it.
  const garmentBeforeGarment = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.category === 'apparel' && !SETS_OF_GARMENTS.has(match.concept.id) &&
    inSegment.some((other) => namedRightAfter(match, other) && other.concept !== match.concept && other.concept.category === 'apparel' && other.start < zoneEnd === match.start < zoneEnd && !other.concept.attributes?.broad && !garmentFeature(other));
  // "Tracksuit Set … Full Zip Jacket and Pants", "Pant Suit … Blazer and Trousers", "Pajama Set … Shirt and Shorts": a garment
  // named beside the set it belongs to is one of its pieces; the set is the goods.
  const pieceOfSet = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.category === 'apparel' && !SETS_OF_GARMENTS.has(match.concept.id) && inSegment.some((other) => other.lang === 'en' && SETS_OF_GARMENTS.has(other.concept.id));
  // "USB-C Fast Charger Wall Plug", "Power Adapter … US Plug": a plug named after a charger or adapter is its own, no goods.
  const plugOfCharger = (match: GlossaryMatch) =>
    match.lang === 'en' && /^(?:wall\s+)?plugs?(?:\s+adapters?)?$/i.test(match.text.trim()) && inSegment.some((other) => other.lang === 'en' && other.end <= match.start && other.concept.headings[0] === '8504');
  // "Fake Flower Bouquet Wedding Decor Polyester Fabric", "Silk Flowers … Polyester Fabric, 10 Stems": a fabric named after made
  // goods is what they are made of, unless what follows sells it as fabric ("… Fabric by the Yard", "… Fabric for Upholstery").
  const fabricLast = (match: GlossaryMatch) =>
    match.lang === 'en' && textileInPiece(match.concept) && !SOLD_AS_FABRIC.test(text.slice(match.end)) &&
    !inSegment.some((other) => other.end <= match.start && textileInTheMaking(other.concept)) &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && !textileInTheMaking(other.concept) && otherGoods(other));
  // "Mini Drone 4K Camera", "Smartphone … 108MP Camera … Cell Phone": a camera named after a drone, phone or computer is the device's.
  const cameraOfDevice = (match: GlossaryMatch) =>
    match.lang === 'en' && /\bcameras?$/i.test(match.text.trim()) && inSegment.some((other) => PERSONAL_DEVICES.has(other.concept.id) && other.end <= match.start);
  // "Tempered Glass Screen Protector Galaxy S24", "Case iPhone 15": a phone named after an accessory is the phone it fits.
  const phoneFitted = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.id === 'phones' && !inSegment.some((other) => other !== match && other.concept === match.concept && other.end <= match.start) &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && other.concept !== match.concept && otherGoods(other));
  // "Clip-In Hair Extensions … Real Human Hair": human hair named after a wig or extensions is what they are made of.
  const hairOfWig = (match: GlossaryMatch) => match.concept.id === 'human_hair' && inSegment.some((other) => other.concept.id === 'wigs' && other.end <= match.start);
  // "Key Chain Flashlight", "Keychain Bottle Opener": a key chain named right before other goods is how they are carried.
  const keyChainOfGoods = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.id === 'keychains' && inSegment.some((other) => namedRightAfter(match, other) && other.concept !== match.concept && !other.concept.attributes?.broad);
  // "Nail Art Rhinestones", "Nail Art Brushes": nail art is what the goods are for, no nails of 7317.
  const nailArt = (match: GlossaryMatch) => match.lang === 'en' && match.concept.id === 'nails' && /^\s*art\b/i.test(text.slice(match.end));
  // "Friendship Bracelet String", "Necklace Cord": jewellery named right before a string or cord is what the string makes.
  const stringForJewellery = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.category === 'jewellery' && /^\s+(?:strings?|cords?|threads?|elastic)\b/i.test(text.slice(match.end));
  // "Camping Cookware Pot 2 Piece Set": a garment set's name after goods other than garments counts their pieces.
  const setOfOtherGoods = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.id === 'ensemble' && inSegment.some((other) => other.lang === 'en' && other.end <= match.start && other.concept.category !== 'apparel' && !other.concept.attributes?.broad && !primaryMaterial(other.concept) && !natural(other));
  // "iPhone 15 ốp lưng silicon", "Samsung Galaxy S24 Ultra bao da": a Vietnamese shop title names the device first and then
  // the goods that fit it, in Vietnamese.
  const deviceBeforeVietnameseGoods = (match: GlossaryMatch) =>
    language === 'vi' && match.lang === 'en' && PERSONAL_DEVICES.has(match.concept.id) &&
    inSegment.some((other) => other.lang === 'vi' && other.start >= match.end && other.concept !== match.concept && !other.concept.attributes?.broad && !primaryMaterial(other.concept) && !natural(other));
  // "キムチ 白菜", "ジャム いちご", "고추장 … 찹쌀": goods of nature as they grow named after what is made of them are what it is made of.
  const ingredientAfter = (match: GlossaryMatch) =>
    (match.lang === 'ja' || match.lang === 'ko') && natural(match) && match.concept.headings.every(asGrown) &&
    inSegment.some((other) => other.lang === match.lang && (other.end <= match.start || headFirst(match)) && other.concept.headings.length > 0 && !other.concept.headings.some(asGrown));
  // "椿油 100% ヘアオイル", "호호바오일 … 헤어오일": a vegetable oil named with a cosmetic made of it is that cosmetic's ingredient.
  const oilOfCosmetic = (match: GlossaryMatch) =>
    (match.lang === 'ja' || match.lang === 'ko') && headingsWithin(match.concept, VEGETABLE_OILS) &&
    inSegment.some((other) => other.lang === match.lang && other.concept.headings[0]?.startsWith('33'));
  // "Metallica Master of Puppets Remastered LP", "Sudoku puzzle book": goods named before a work's format in a title are
  // the work's title or subject, wherever the head zone ends. Paper goods are not ("Stamp album stock book" is an album),
  // nor goods the work comes with ("Book with CD").
  const titleOfWork = (match: GlossaryMatch) =>
    match.lang === 'en' && !match.concept.attributes?.work_format && !PAPER_GOODS.test(match.concept.headings[0] ?? '') &&
    inSegment.some((other) => other.lang === 'en' && other.concept.attributes?.work_format && other.start >= match.end && !WITH_BETWEEN.test(text.slice(match.end, other.start)));
  // "Valve cover gasket", "Laptop battery", "Cylinder head bolt": English compounds put their head last, so a machine,
  // a vehicle, an instrument or a part of one named right before a part (nothing but a space or a hyphen between)
  // says what that part is for, however long its name. A wider name of the same goods after it ("Lithium coin cell
  // battery": both of heading 8506) names no part.
  const compoundModifier = (match: GlossaryMatch) =>
    match.lang === 'en' && match.start < zoneEnd && MACHINE_CATEGORIES.has(match.concept.category) &&
    inSegment.some((other) => namedRightAfter(match, other) && other.start < zoneEnd && namesPart(other.concept, match.concept) && !other.concept.attributes?.broad && !other.concept.headings.some((heading) => match.concept.headings.includes(heading)));
  // "ガソリンエンジン ピストン", "엔진 피스톤": Japanese and Korean compounds put their head last too; a machine named right before
  // a part of it in the same language (a space at most between) says what the part is for. Only a part's own heading counts:
  // a Japanese title's features follow its goods ("扇風機 DCモーター" is a fan with a DC motor).
  const cjkCompoundModifier = (match: GlossaryMatch) =>
    (match.lang === 'ja' || match.lang === 'ko') && MACHINE_CATEGORIES.has(match.concept.category) &&
    inSegment.some((other) => other.lang === match.lang && other.start >= match.end && /^[\s・-]*$/.test(text.slice(match.end, other.start)) && namesMachinePart(other.concept, match.concept) && !other.concept.attributes?.broad);
  // "ドライバーとペンチの工具セット", "スパナ・ペンチから成る工具セット": in a Japanese phrase what comes before "の" or "から成る"
  // qualifies the name after it, the head, though a Japanese title names its goods first.
  const japaneseQualifier = (match: GlossaryMatch) =>
    match.lang === 'ja' && inSegment.some((other) => other.lang === 'ja' && other.start >= match.end && other.concept !== match.concept && JA_QUALIFIER_LINK.test(text.slice(match.end, other.start)));
  // "BRKT ASSY MTG FRT 소나타", "GARNISH RR DOOR 아반떼": a Korean declaration names the vehicle or machine after the English
  // name of its part; the part is the goods.
  const machineOfPart = (match: GlossaryMatch) =>
    match.lang === 'ko' && MACHINE_CATEGORIES.has(match.concept.category) && Boolean(match.concept.attributes?.parts_heading) &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && (!MACHINE_CATEGORIES.has(other.concept.category) || namesPart(other.concept, match.concept)));
  // "Magic cube fan", "Teddy bear humidifier": a toy named right before an appliance or machine is its shape or theme.
  // A doll's house or a doll's is not ("Doll house lamp" is a toy's furnishing, 9503).
  const toyShaped = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.category === 'toys' && !/doll/i.test(match.text) &&
    inSegment.some((other) => namedRightAfter(match, other) && (other.concept.category === 'electronics' || other.concept.category === 'machinery') && !other.concept.attributes?.broad);
  // "Plush Faux Fur", "Plush Blanket", "Slippers … Plush Fleece Lined": "plush" right before other goods, or after goods other than toys,
  // is their pile, not a plush toy.
  const plushPile = (match: GlossaryMatch) =>
    match.lang === 'en' && /^plush$/i.test(match.text.trim()) &&
    inSegment.some((other) => (namedRightAfter(match, other) || (other.lang === 'en' && other.end <= match.start && !other.concept.attributes?.broad)) && other.concept.category !== 'toys');
  // "Bedside Table Lamp", "Motion Sensor Night Light", "Piano Lamp": goods named right before a lamp say where it stands or
  // what it serves; the lamp is the goods (9405). Lights for cycles and vehicles have names of their own (8512); toys are
  // left to toyShaped (a doll's house lamp is the toy's furnishing).
  const beforeLamp = (match: GlossaryMatch) =>
    match.lang === 'en' && !match.concept.headings.some((heading) => LIGHTING_HEADINGS.has(heading)) && !NOT_BEFORE_LAMP.has(match.concept.category) &&
    inSegment.some((other) => namedRightAfter(match, other) && other.concept.headings[0] === LUMINAIRES && !other.concept.attributes?.broad);
  // "Office Desk Stapler Refills", "Desk Fan", "Chair Mat": a plain desk, table or chair named right before other goods (nothing
  // but a space or a hyphen between) says where they are used; those goods are the head.
  const furnitureOfUse = (match: GlossaryMatch) =>
    match.lang === 'en' && FURNITURE_OF_USE.has(match.concept.id) &&
    inSegment.some((other) => namedRightAfter(match, other) && other.concept.category !== 'furniture' && !other.concept.attributes?.broad);
  // "O Ring Choker", "Padlock Necklace", "Guitar Pick Necklace": goods named right before a piece of jewellery (nothing but a
  // space or a hyphen between) are its motif or its pendant's shape; the jewellery is the goods (7113, 7117).
  const motifOfJewellery = (match: GlossaryMatch) =>
    match.lang === 'en' && !JEWELLERY_ARTICLES.has(match.concept.headings[0] ?? '') &&
    inSegment.some((other) => namedRightAfter(match, other) && JEWELLERY_ARTICLES.has(other.concept.headings[0] ?? '') && !other.concept.attributes?.broad);
  // "Star Ornament": a plain ornament is the goods where it closes the name of a shape; after other goods named apart
  // ("Figure toys, resin shelf ornament") it says what they are for, and those goods are the head.
  const looseOrnament = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.id === 'ornaments' &&
    inSegment.some((other) => other.lang === 'en' && other.concept !== match.concept && other.end <= match.start && !/^[\s-]*$/.test(text.slice(other.end, match.start)) && !natural(other) && !primaryMaterial(other.concept) && !namedMaterial(other.concept) && !other.concept.attributes?.broad);
  // "Leather Belt Clip Keychain", "Return Address Book Stack Stamp": an English noun phrase's head is its last noun, so goods
  // named before a noun that they modify ("belt clip", "book stack"; no participle, no goods of the glossary), itself before other goods that close the phrase (the head
  // zone ends, or a field of the title does), are no head; the goods named last are the goods. Materials, goods of nature,
  // pearls and stones, and catch-all names after them do not close a phrase as goods ("Tote Bag Cotton", "Candle Vanilla").
  const earlierInPhrase = (match: GlossaryMatch) =>
    match.lang === 'en' && match.start < zoneEnd &&
    inSegment.some((other) =>
      other.lang === 'en' && other.concept !== match.concept && other.start >= match.end && other.end <= zoneEnd &&
      /^[\s-]+[A-Za-z]+(?<!ed)[\s-]+$/i.test(text.slice(match.end, other.start)) &&
      !matches.some((third) => third.start < other.start && third.end > match.end) &&
      /^\s*(?:$|[-\u2013|,:;(/])/.test(text.slice(other.end, zoneEnd)) &&
      !natural(other) && !primaryMaterial(other.concept) && !namedMaterial(other.concept) && !jewelleryComponent(other.concept) && !other.concept.attributes?.broad && !other.concept.attributes?.work_format && !packingBag(match, other) &&
      !other.concept.headings.some((heading) => match.concept.headings.includes(heading)));
  // "Cordless Drill Driver Set 2 Batteries", "Epilator … 40 Tweezers", "入浴剤 炭酸タブレット 30錠入": goods counted out after
  // other goods named earlier (a word or more between, so "iPhone 15 Case" keeps its model number) are what those goods
  // come with, or the count of their pieces; the goods named first are the head. So are goods measured out after them
  // ("Folding Wheelchair … 18 inch Seat", "Road Bike 700c 28 mm Tires"): the size of a part the goods have. A case so sized holds
  // the device named before it ("MacBook Air 13 inch Laptop Sleeve"): it is the goods.
  const countedAfterGoods = (match: GlossaryMatch) => {
    const before = text.slice(Math.max(0, match.start - 12), match.start);
    const countedGoods = (other: GlossaryMatch) => other.concept !== match.concept && !other.concept.attributes?.broad && !primaryMaterial(other.concept);
    // "355ml x 24캔 무설탕 탄산음료": a Korean name glued to a number counts the goods named beside it (24 cans).
    if (match.lang === 'ko' && /\d$/.test(before)) return inSegment.some(countedGoods);
    const multiple = MULTIPLE_BEFORE_GOODS.test(before) || (match.lang === 'en' && SIZE_BEFORE_PART.test(before) && !match.concept.headings.includes(CASES));
    return (multiple || COUNT_BEFORE_GOODS.test(before)) &&
      inSegment.some((other) => countedGoods(other) && other.end <= match.start && (multiple || /[\p{L}\p{N}]/u.test(text.slice(other.end, match.start).replace(COUNT_BEFORE_GOODS, ''))));
  };
  // "Chronograph Watch Blue Dial Date", "Watch for Men … Calendar Luminous": what a watch shows or does beside the time is a
  // complication of the watch, not a date fruit, a calendar or an alarm clock.
  const watchComplication = (match: GlossaryMatch) =>
    match.lang === 'en' && WATCH_COMPLICATIONS.test(match.text.trim()) && inSegment.some((other) => other.concept !== match.concept && other.concept.headings.some((heading) => WATCH_HEADINGS.has(heading)));
  // "Scented Candle Lavender 8oz Glass Jar", "Chef Knife … Gift Box": a container after the goods, with their quantity
  // or as a gift, is how they are packed (GRI 5(b)); the goods are the head.
  const packingAfter = (match: GlossaryMatch) =>
    match.lang === 'en' &&
    ((holdsGoods(match.concept) && inSegment.some((other) => other.end <= match.start && PACKED.test(text.slice(other.end, match.start + match.text.length)) && !holdsGoods(other.concept) && !other.concept.attributes?.broad)) ||
      inSegment.some((other) => other.lang === 'en' && other.end <= match.start && (natural(other) || SOLD_BY_WEIGHT.has(other.concept.category) || looseFibre(other.concept)) && packingBag(other, match)) ||
      // "Maple Syrup … 32 fl oz Jug", "Wood Filler … 16 oz Tub": a vessel right after the contents' volume or weight holds the goods named before.
      (VESSEL.test(match.text.trim()) && CONTENTS_BEFORE.test(text.slice(0, match.start)) && inSegment.some((other) => other.end <= match.start && other.concept !== match.concept && !other.concept.attributes?.broad)) ||
      // "Soy Candle Glass Jar", "Lavender Candle Soy Wax Amber Jar": a jar or tin after a candle named with its wax or scent, or with
      // words between, is what it burns in; a "Candle Glass Jar" is the jar.
      (holdsGoods(match.concept) && inSegment.some((other) => other.end <= match.start && burnsIn(other, match.start, text))));
  // "Household Tool Set 40 Piece Hammer Pliers … Hex Keys": tools (a tape measure too) named after the set they come in are its pieces; the set is the goods (8206).
  const pieceOfToolSet = (match: GlossaryMatch) =>
    match.lang === 'en' && (match.concept.category === 'tools' || match.concept.category === 'instruments') && match.concept.id !== TOOL_SET && inSegment.some((other) => other.concept.id === TOOL_SET && other.end <= match.start);
  // "Drawer Slides … Ball Bearing Side Mount Rails", "Ball Bearing Hinges": "ball bearing" before a noun says how other goods run.
  const bearingFeature = (match: GlossaryMatch) =>
    match.lang === 'en' && BALL_BEARING.test(match.text.trim()) && /^[\s-]+(?!(?:set|kit|pack|assortment)\b)[a-z]/i.test(text.slice(match.end)) &&
    inSegment.some((other) => other.concept !== match.concept && !other.concept.attributes?.broad && !natural(other));
  // "Temporary Tattoos … Party Favors", "Bubble Wands … Party Supplies": party goods closing a title after other goods say what those are for;
  // not after a machine or vehicle, there the toy version of it is meant ("Dump Truck … Party Favors").
  const partyUse = (match: GlossaryMatch) =>
    match.lang === 'en' && PARTY_USE.test(match.text.trim()) &&
    inSegment.some(
      (other) =>
        other.lang === 'en' && other.end <= match.start && other.concept !== match.concept && !other.concept.attributes?.broad && !MACHINE_CATEGORIES.has(other.concept.category) &&
        // Sweets named before party favours are what is handed out, wherever the title goes on.
        (madeFood(other.concept) || (!natural(other) && CLOSES_FIELD.test(text.slice(match.end)))),
    );
  // "Merino Wool Yarn … 10 x 50g Balls", "Embroidery Floss 24 Skeins": balls, skeins or spools after yarn or thread are how it is put up.
  const putUpOfYarn = (match: GlossaryMatch) =>
    match.lang === 'en' && PUT_UP.test(match.text.trim()) && inSegment.some((other) => other.end <= match.start && headingsWithin(other.concept, ...YARN_HEADINGS));
  // "18 Gauge Wire", ".050 Gauge" chain: a gauge after a number is the goods' thickness, no gauge to measure with.
  const gaugeAsMeasure = (match: GlossaryMatch) => match.lang === 'en' && /^gauges?$/i.test(match.text.trim()) && /\d\s*$/.test(text.slice(0, match.start));
  // "Silk Pillowcase … Hidden Zipper", "Flag … with Brass Grommets", "Backpack … Magnetic Buckle": a zip, grommets, buckles or
  // buttons named after other goods are their fittings, not the goods.
  const fittingOfGoods = (match: GlossaryMatch) =>
    match.lang === 'en' && (match.concept.headings.some((heading) => FASTENER_HEADINGS.has(heading)) || FASTENING_STRIP.test(match.text.trim())) &&
    inSegment.some((other) => other.end <= match.start && other.concept !== match.concept && !other.concept.headings.some((heading) => FASTENER_HEADINGS.has(heading)) && otherGoods(other));
  // "Paper Plates … Disposable Dinner Plates", "Electric Kettle … Tea Kettle": a seller restates the goods under a wider name with the
  // same last noun; the goods named first, and more narrowly, are the head. Goods of nature so restated ("Brown Rice … Puffed Rice") are not:
  // the later name says how they were worked.
  const restatedWider = (match: GlossaryMatch) =>
    match.lang === 'en' &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && other.concept !== match.concept && !other.concept.attributes?.broad && !other.concept.headings.every(asGrown) && other.start < zoneEnd === match.start < zoneEnd && lastNoun(other.text) === lastNoun(match.text) && wordCount(other.text) > 1);
  // "Kids Kick Scooter … LED Light Up", "Power Bank … LED Display": LEDs named after goods other than lighting light them or show their state.
  const ledFeature = (match: GlossaryMatch) =>
    match.lang === 'en' && LED_NAMED.test(match.text.trim()) &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && !LED_NAMED.test(other.text.trim()) && !other.concept.headings.some((heading) => LIGHTING_HEADINGS.has(heading)) && otherGoods(other));
  // "Drone 6K Dual Camera Brushless Motor", "Cordless Drill 20V Brushless Motor": a motor named after the goods it drives, other words
  // between, is what drives them; "Drone Motor 2205" (named right after) is a motor.
  const motorOfGoods = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.headings[0] === ELECTRIC_MOTORS && /\bmotors?$/i.test(match.text.trim()) &&
    inSegment.some((other) => other.lang === 'en' && other.end < match.start && /\S/.test(text.slice(other.end, match.start)) && other.concept.headings[0] !== ELECTRIC_MOTORS && otherGoods(other));
  // "Pendant Light … E26 Socket", "Chandelier … E14 Sockets": a socket named after a light fitting is the fitting's lamp holder.
  const socketOfFitting = (match: GlossaryMatch) =>
    match.lang === 'en' && /^(?:sockets?|lamp ?holders?|bulb ?holders?)$/i.test(match.text.trim()) &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && other.concept.headings[0] === LUMINAIRES && !other.concept.attributes?.broad);
  // "Orange Juice … Vitamin C", "Oat Milk … Vitamin D": a vitamin named after a food or drink is what it holds.
  const vitaminOfFood = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.headings[0] === VITAMINS &&
    inSegment.some((other) => other.lang === 'en' && other.end <= match.start && natural(other) && other.concept.headings[0] !== VITAMINS && !other.concept.attributes?.broad);
  // "Stiletto Heels … PU Pumps": pumps named beside footwear are court shoes, no machine for liquids.
  const shoePumps = (match: GlossaryMatch) =>
    match.lang === 'en' && match.concept.headings[0] === PUMPS && /^pumps?$/i.test(match.text.trim()) && inSegment.some((other) => other.concept.headings[0]?.startsWith('64'));
  // "벽걸이 에어컨 인버터", "冷蔵庫 インバーター", "Inverter Air Conditioner": an inverter named with an appliance is how its motor is driven.
  const inverterOfAppliance = (match: GlossaryMatch) =>
    /^(?:인버터|インバーター|inverter)$/i.test(match.text.trim()) && inSegment.some((other) => other !== match && other.concept !== match.concept && otherGoods(other));
  const koreanRun = koreanRuns(inSegment, text);
  const rank = (match: GlossaryMatch): number[] => {
    const broad = match.concept.attributes?.broad ? 1 : 0;
    const namesGoods = match.concept.attributes?.names_goods ? 0 : 1;
    if (match.lang === 'en' && !vietnameseOrder && !headFirst(match)) {
      const inZone = match.start < zoneEnd;
      const words = -match.text.trim().split(/\s+/).length; // "coffee mug" over "pottery" in "Ceramic Coffee Mug Handmade Pottery"
      return [namesGoods, titleOfWork(match) ? 1 : 0, inZone ? 0 : 1, broad || fittedWith(match, text) ? 1 : 0, madeLater(match) || colourAfter(match) || materialAfter(match) || paperAfter(match) || sheetBefore(match) || processedLater(match) || jewelleryPart(match) || garmentFeature(match) || patternOfGoods(match) || materialBeforeGoods(match) || widerGarment(match) || pieceOfSet(match) || setOfOtherGoods(match) || plugOfCharger(match) || garmentBeforeGarment(match) || compoundModifier(match) || toyShaped(match) || motifOfJewellery(match) || earlierInPhrase(match) || looseOrnament(match) || countedAfterGoods(match) || watchComplication(match) || packingAfter(match) || containerOfGoods(match) || beforeLamp(match) || plushPile(match) || pieceOfToolSet(match) || furnitureOfUse(match) || vehicleBesideGoods(match) || seasoning(match) || snackAfterFood(match) || ingredientListed(match) || fillingAfter(match) || gaugeAsMeasure(match) || putUpOfYarn(match) || partyUse(match) || bearingFeature(match) || fittingOfGoods(match) || restatedWider(match) || ledFeature(match) || vitaminOfFood(match) || socketOfFitting(match) || motorOfGoods(match) || shoePumps(match) || keyChainOfGoods(match) || nailArt(match) || stringForJewellery(match) || fabricLast(match) || hairOfWig(match) || phoneFitted(match) || cameraOfDevice(match) || inverterOfAppliance(match) || (asianTitle && materialAfterGoods(match)) ? 1 : 0, inZone ? words : 0, inZone ? -match.end : match.start, match.start - match.end];
    }
    return [namesGoods, 0, broad || fittedWith(match, text) || machineOfPart(match) ? 1 : 0, materialAfterGoods(match) || ingredientAfter(match) || koreanIngredient(match) || deviceBeforeVietnameseGoods(match) || oilOfCosmetic(match) || countedAfterGoods(match) || jewelleryPart(match) || vehicleBesideGoods(match) || cjkCompoundModifier(match) || japaneseQualifier(match) || inverterOfAppliance(match) || vesselAfterFood(match, inSegment, text) ? 1 : 0, 0, koreanRun.get(match) ?? 0, vietnameseOrder || headFirst(match) ? match.start : -match.end, match.start - match.end];
  };
  const best = [...inSegment].sort((a, b) => compareRanks(rank(a), rank(b)))[0];
  // "Funny Cat Mom Shirt - … - Cute Kitten T-shirt": the garment's own name in another field of the title still says what it is.
  const head = (best.lang === 'en' && candidates.find((other) => other.lang === 'en' && (WIDER_GARMENT[best.concept.id]?.(other, best) ?? false))) || best;
  return inSegment.find((match) => match.concept === head.concept && !readsNarrower(head) && readsNarrower(match)) ?? head;
}

/**
 * Korean names standing side by side make one compound, its head last ("스마트폰 거치대", "캠핑 의자"); a title names the
 * goods in its first such run and what they have or do in later ones ("양말 남성 쿠션", "스피커 … 듀얼 드라이버"). A Latin word
 * between (a material or a maker: "전기밥솥 EPDM 고무패킹") does not end the run.
 * Each Korean name's run, counted from 0.
 */
function koreanRuns(matches: GlossaryMatch[], text: string): Map<GlossaryMatch, number> {
  const runs = new Map<GlossaryMatch, number>();
  let run = 0;
  let previous: GlossaryMatch | null = null;
  for (const match of matches.filter((m) => m.lang === 'ko').sort((a, b) => a.start - b.start)) {
    if (previous && !/^\s*(?:[A-Za-z][A-Za-z0-9+-]*\s+)?$/.test(text.slice(previous.end, match.start))) run++;
    runs.set(match, run);
    previous = match;
  }
  return runs;
}

/**
 * What goods come with, in Japanese, Korean and Vietnamese: "カメラ付き", "카메라 포함", "có camera"
 * (with a camera). As English "with", it names a part or accessory, not the goods ("ドローン 4Kカメラ付き" is a drone).
 */
// "替えブラシ4本付き", "칫솔모 4개 포함": a count of the parts may stand between them and the word that fits them.
const FITTED_AFTER = /^\s?(?:\d{1,3}\s?(?:本|個|枚|組|点|개|매|입|pcs)?\s?)?(?:付き|付|搭載|内蔵|포함|장착|내장|탑재|부착)/;
const FITTED_BEFORE = /(?:^|\s)(?:có|kèm|kèm theo|tích hợp|gắn)\s*$/i;
/**
 * A bare count before goods ("2 Batteries", "30錠"): not a size, a model number's letters or a decimal. A word
 * for two, three or four of them counts too ("Speaker … Dual Driver", "스피커 듀얼 드라이버").
 */
const COUNT_BEFORE_GOODS = /(?:^|[\s(/,+&])\d{1,3}\s?(?:x\s?)?$/i;
/** Words of one Korean or Japanese compound between a vehicle and the goods it is named before: no comma, bracket or field mark. */
const COMPOUND_GAP = /^[\s\p{L}\p{N}-]*$/u;
/** Cases, bags and sleeves (4202): they hold the goods named before them. */
const CASES = '4202';
/** A length before a part of the goods ("18 inch Seat", "28mm Tires"). */
const SIZE_BEFORE_PART = /(?:^|\s)\d+(?:[.,]\d+)?\s?(?:inch|inches|in|"|cm|mm|ft|gb|tb)[\s-]+$/i;
const MULTIPLE_BEFORE_GOODS = /(?:^|[\s(/,+&])(?:dual|triple|quad|듀얼|트리플|쿼드|デュアル|トリプル)[\s-]?$/i;
const WATCH_HEADINGS = new Set(['9101', '9102']);
const WATCH_COMPLICATIONS = /^(?:dates?|day[\s-]date|calendar|alarms?|alarm clock|stopwatch|timer|compass|thermometer|barometer|altimeter|moon ?phase)$/i;
/** Units of the weight or volume of goods' contents ("12 oz", "500 ml", "2 lb"). */
const CONTENTS_UNITS = String.raw`oz|fl\.?\s?oz|ml|l|g|kg|lbs?`;
/** The contents' weight or volume right after a container ("Steamable Bag 12 oz"). */
const CONTENTS_AFTER = new RegExp(String.raw`^\s*\d+(?:[.,]\d+)?\s?(?:${CONTENTS_UNITS})\b`, 'i');
/** Between goods and their container: a quantity ("8oz", "500 g", "12 pcs") or a gift ("Gift Box", "in gift tin"). */
const PACKED = new RegExp(String.raw`\b\d+(?:[.,]\d+)?\s?(?:${CONTENTS_UNITS}|pcs|ct|count)\b|\bgift\b`, 'i');
/** Vessels Japanese, Korean and Vietnamese titles name after the foods and drinks they hold (`vesselAfterFood`). */
const FOREIGN_VESSEL = /^(?:ペットボトル|ボトル|缶|瓶|びん|パウチ|chai|lon|hũ|bình|병|캔|페트|페트병|파우치)$/i;
const CONTENTS_FIGURE = /\d\s?(?:ml|mℓ|l|g|kg)(?![a-z])/i;
/** Vessels goods are sold in, and the contents' volume or weight right before one ("32 fl oz Jug", "1 Gallon Bucket"). */
const VESSEL = /^(?:jugs?|jars?|tubs?|tins?|cans?|bottles?|buckets?|pails?|canisters?)$/i;
const CONTENTS_BEFORE = new RegExp(String.raw`\b\d+(?:[.,]\d+)?\s?(?:${CONTENTS_UNITS}|gal(?:lons?)?|quarts?|qt)\s*$`, 'i');
/** Goods sold loose by weight besides foods and plants: "River Rock Pebbles 5 lb Bag", "Epsom Salt 3 lb Bag". */
const SOLD_BY_WEIGHT: ReadonlySet<Category> = new Set(['minerals', 'chemicals']);
/** Words after a fabric's name that sell the fabric itself: by length, width or weight, in rolls, or for goods yet to be made. */
const SOLD_AS_FABRIC = /\b(?:yards?|yds?|metres?|meters?|per|by the|rolls?|bolts?|widths?|wide|gsm|g\/m2|oz|for|sewing|quilting|upholstery|diy|crafts?)\b/i;
/** Fibres and wadding, sold by weight as well ("Polyester Fiberfill Stuffing 5 lb Bag"): not fabrics, whose weight is their own ("Canvas 16 oz Tote Bag"). */
const looseFibre = (concept: Concept) => headingsWithin(concept, ['5101', '5105'], ['5201', '5203'], ['5501', '5507'], ['5601', '5601']);
const TOOL_SET = 'tool_sets';
const PUMPS = '8413';
const VITAMINS = '2936';
/** "Green Tea … Spring Harvest", "Spring Summer Collection": the season, no spring. */
/** "Oat Milk … Shelf Stable": goods that keep unrefrigerated, no shelf. */
const shelfStable = (match: GlossaryMatch, text: string) => match.lang === 'en' && /^shelf$/i.test(match.text.trim()) && /^[\s-]*stable\b/i.test(text.slice(match.end));
const season = (match: GlossaryMatch, text: string) =>
  match.lang === 'en' && /^springs?$/i.test(match.text.trim()) && /^[\s/-]+(?:harvest|summer|season|collection|edition|festival|picked|pick|flush|break)\b/i.test(text.slice(match.end));
/** "Shiitake … Oak Log Grown", "Grass-Fed Beef", "Corn Fed Chicken": what the goods grew on or were fed, no goods. */
const grownOn = (match: GlossaryMatch, text: string) => match.lang === 'en' && /^[\s-]+(?:grown|raised|fed|cultivated)\b/i.test(text.slice(match.end));
/** Goods named right before "style" or "look" (`LOOK_AFTER`) give the look of other goods named after them, which are the goods. */
const styleOfLaterGoods = (match: GlossaryMatch, matches: GlossaryMatch[], text: string) =>
  match.lang === 'en' && LOOK_AFTER.test(text.slice(match.end)) &&
  matches.some((other) => other.lang === 'en' && other.start > match.end && other.concept !== match.concept && !other.concept.attributes?.broad);
/** Fuel as a vehicle's or machine's specification names it: the word alone, no fuel oil, no gas cylinder. */
const FUEL_WORD = /^(?:diesel|petrol|gasoline|lpg|cng|dầu diesel|xăng|ディーゼル|ガソリン|디젤|가솔린)$/i;
const FUEL_HEADINGS = new Set(['2710', '2711']);
/**
 * "Land Cruiser 3.3L V6 twin-turbo diesel (3346cc) 7-seat SUV", "Ranger … double cab pick-up 4x4 diesel": a fuel named beside a
 * vehicle or machine, not as what it is for, is what drives it; the vehicle is the goods ("Diesel fuel for generators" stays fuel).
 */
const fuelOfMachine = (match: GlossaryMatch, matches: GlossaryMatch[], uses: Span[], text: string) =>
  FUEL_HEADINGS.has(match.concept.headings[0] ?? '') && FUEL_WORD.test(match.text.trim()) &&
  (ENGINE_SIZE.test(text) || matches.some((other) => other !== match && MACHINE_CATEGORIES.has(other.concept.category) && !inUse(other, uses)));
/**
 * "Cordless Drill 21V … Li-ion Battery Power Drill Set", "Electric Forklift Truck Lithium Battery … Warehouse Forklift": a battery named
 * between two names of the machine or tool outside any use drives it; the machine is the goods ("Drill Battery for Makita" stays a battery).
 */
const POWERED_CATEGORIES: ReadonlySet<Category> = new Set([...MACHINE_CATEGORIES, 'tools']);
const BATTERY_HEADINGS = new Set(['8506', '8507']);
const isBattery = (match: GlossaryMatch) => BATTERY_HEADINGS.has(match.concept.headings[0] ?? '');
const batteryOfMachine = (match: GlossaryMatch, matches: GlossaryMatch[], uses: Span[]) => {
  if (!isBattery(match)) return false;
  const machines = matches.filter((other) => POWERED_CATEGORIES.has(other.concept.category) && !isBattery(other) && !inUse(other, uses));
  return machines.some((other) => other.end <= match.start) && machines.some((other) => other.start >= match.end);
};
/**
 * "SUNGLASSES PLASTIC FRAME POLYCARBONATE LENSES UV400", "Binoculars 10x42 BAK4 Prism Lenses": lenses or frames named after the
 * spectacles, binoculars or camera they are built into describe those goods; they are the goods only named alone or first.
 */
const BUILT_INTO: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['9001', new Set(['9003', '9004', '9005', '9006', '9013'])],
  ['9003', new Set(['9004'])],
]);
/**
 * "Vải dệt thoi … 65% polyester 35% cotton (xơ staple)", "Knitted fabric …, yarn: 30s combed cotton": fibres or yarn named after a
 * fabric are what it is woven or knitted of, no goods of their own (chapters 50-55 put fibres and yarn before the fabrics).
 */
const FABRIC_HEADINGS = new Set(['5007', '5111', '5112', '5113', '5208', '5209', '5210', '5211', '5212', '5309', '5310', '5311', '5407', '5408', '5512', '5513', '5514', '5515', '5516', '5801', '5802', '5803', '5804', '5806', '5903', '5906', '5907', '6001', '6002', '6003', '6004', '6005', '6006']);
const isFibreOrYarn = (concept: Concept) => concept.headings.length > 0 && concept.headings.every((heading) => /^5[0-5]/.test(heading) && !FABRIC_HEADINGS.has(heading));
const isFabric = (concept: Concept) => concept.headings.length > 0 && concept.headings.every((heading) => FABRIC_HEADINGS.has(heading));
const fibreOfEarlierFabric = (match: GlossaryMatch, matches: GlossaryMatch[]) => isFibreOrYarn(match.concept) && matches.some((other) => other.end <= match.start && isFabric(other.concept));
/**
 * "ポリエステル100% 加工糸 (DTY) 織物", "폴리에스터 가연사 직물": a Japanese or Korean name puts the yarn a fabric is woven of before
 * the fabric, its head; "가연사 … 직물용", "用途：織物用" keep the yarn, made for weaving.
 */
const FOR_MAKING = /^\s?(?:用|용)/;
const yarnOfLaterFabric = (match: GlossaryMatch, matches: GlossaryMatch[], text: string) =>
  (match.lang === 'ja' || match.lang === 'ko') && isFibreOrYarn(match.concept) &&
  matches.some((other) => other.lang === match.lang && other.start >= match.end && isFabric(other.concept) && !FOR_MAKING.test(text.slice(other.end)));
/**
 * "남성 러닝화 갑피 폴리에스터 메쉬 / 밑창 고무", "운동화 갑피 합성피혁, 밑창 고무": a Korean declaration of footwear gives the upper's and the sole's materials
 * after their labels; beside the shoe it names, "갑피" and "밑창" are those labels, no uppers or soles of 6406.
 */
const FOOTWEAR_PARTS = new Set(['footwear_parts', 'shoe_uppers']);
const FOOTWEAR_SLOTS = /(?:갑피|어퍼)\s*[:：]?\s*[^/,;]{1,40}[/,;]\s*(?:밑창|바닥|아웃솔)/;
const footwearSlotLabel = (match: GlossaryMatch, matches: GlossaryMatch[], text: string) =>
  match.lang === 'ko' && FOOTWEAR_PARTS.has(match.concept.id) && FOOTWEAR_SLOTS.test(text) &&
  matches.some((other) => other.concept.category === 'footwear' && !FOOTWEAR_PARTS.has(other.concept.id));
const componentOfEarlierGoods = (match: GlossaryMatch, matches: GlossaryMatch[], uses: Span[]) => {
  const into = BUILT_INTO.get(match.concept.headings[0] ?? '');
  return !!into && matches.some((other) => other.end <= match.start && into.has(other.concept.headings[0] ?? '') && !inUse(other, uses));
};
/** "5038cc", "1.496 cm3", "V8", "9-seater": the engine, or the seats, of the vehicle a fuel named beside it drives. */
const ENGINE_SIZE = /\d\s?(?:cc|cm3|cm³|phân khối)(?![\p{L}])|\bV(?:6|8|10|12)\b|\d\s?-?\s?seaters?\b/iu;
/** "Night Light Plug In", "plug-in air freshener", "Plug and Play": how the goods are powered or fitted, no plug. */
const plugIn = (match: GlossaryMatch, text: string) => match.lang === 'en' && /^plugs?$/i.test(match.text.trim()) && /^(?:[\s-]in\b|[\s-]+(?:and|&|n)[\s-]+play\b)/i.test(text.slice(match.end));
/**
 * "본 물품은 … 경질 소맥을 제분하여 얻은 밀가루(단백질 함량 12.5%)로서, …": a Korean ruling names the goods right before
 * "(으)로서" ("being"), whatever materials, parts and processes it names before them; "… 냉동한 것으로서" (a thing) names none.
 */
function namedAsTheGoods(matches: GlossaryMatch[], text: string): GlossaryMatch | null {
  const anchor = KO_AS_THE_GOODS.exec(text);
  if (!anchor) return KO_RULING_OPENING.test(text) ? namedLast(matches, text) : null;
  const named = matches.filter((match) => match.lang === 'ko' && match.end <= anchor.index && /^[\s\p{P}]*$/u.test(text.slice(match.end, anchor.index)));
  return named.sort((a, b) => a.start - b.start)[0] ?? null;
}
/** "본 물품은 스패너, 드라이버 …를 케이스에 넣은 소매용 공구 세트임": a ruling without "로서" names the goods last, right before "임". */
const KO_RULING_OPENING = /^\s*(?:본|이|당해|해당)\s?물품은/;
const KO_IS_AT_END = /^\s*(?:임|이다|입니다|이며|임\.)\s*[.。]?\s*$/;
function namedLast(matches: GlossaryMatch[], text: string): GlossaryMatch | null {
  return matches.find((match) => match.lang === 'ko' && KO_IS_AT_END.test(text.slice(match.end))) ?? null;
}
/** The first "(으)로서" after a ruling's name, any bracketed specification before it ("전선(정격전압 450/750V)으로서"). */
const KO_AS_THE_GOODS = /(?:\s*\([^()]*\))?\s*(?:으로서|로서)(?![가-힣])/u;
/**
 * "The product is a powdered infant formula based on cow's milk …", "This product is a crude oil tanker of 300,000 DWT": an
 * English ruling names the goods in the noun phrase right after "is", whose last name is its head; what they are made of,
 * based on, packed in or used for follows.
 */
function rulingSubject(matches: GlossaryMatch[], text: string): GlossaryMatch | null {
  const opening = EN_RULING_OPENING.exec(text);
  if (!opening) return null;
  const start = opening[0].length;
  const end = start + (SUBJECT_END.exec(text.slice(start))?.index ?? text.length - start);
  const named = matches.filter((match) => match.lang === 'en' && match.start >= start && match.end <= end);
  return named.sort((a, b) => b.end - a.end || a.start - b.start)[0] ?? null;
}
/** The 品名 (name of the goods) field of a Japanese declaration: from its label to the next field's comma or label. */
const JA_NAME_FIELD = /品名\s*[:：]\s*([^、，,。;；]+)/;
function namedInNameField(matches: GlossaryMatch[], text: string): GlossaryMatch[] {
  const field = JA_NAME_FIELD.exec(text);
  if (!field) return [];
  const start = field.index + field[0].length - field[1].length;
  const end = field.index + field[0].length;
  return matches.filter((match) => match.start >= start && match.end <= end);
}
/** What joins a Japanese qualifier to the name it qualifies, no space or comma between: "の", "から成る", "で構成された". */
const JA_QUALIFIER_LINK = /^[^\s、，,。()（）【】\[\]]{0,24}?(?:の|から(?:成る|なる)|で構成(?:された|される))$/;
const EN_RULING_OPENING = /^\s*(?:this|the) (?:product|article|item|goods|merchandise|subject merchandise) (?:is|are|consists of|comprises)\s+(?:an?\s+|the\s+)?/i;
/** Where the subject noun phrase ends: a comma, a bracket, or a word that begins what follows it. */
const SUBJECT_END = /[,;:(]|\s(?:of|with|for|from|in|on|made|based|packed|put|cut|fitted|used|designed|intended|consisting|containing|obtained|which|that|having|weighing|measuring|to|by|and)\s/i;
/** "Paracetamol 500mg Tablets", "film-coated tablets in blisters": tablets after a dose or before blisters are a medicament's form, no tablet computer. */
const doseForm = (match: GlossaryMatch, text: string) => {
  if (match.lang !== 'en' || !/^tablets?$/i.test(match.text.trim())) return false;
  const before = text.slice(Math.max(0, match.start - 24), match.start);
  return DOSE_BEFORE.test(before) || PRESSED_FOR.test(before) || DOSE_STATED.test(text) || /^[\s,;-]*(?:blister|in blisters?)\b/i.test(text.slice(match.end));
};
/** "Chlorinating Tablets", "Dishwasher Tablets", "Water Purification Tablets": tablets pressed of a chemical for a use. */
const PRESSED_FOR = /\b(?:chlorin(?:e|ating)|dishwasher|toilet(?: bowl)?|cleaning|cleaner|purification|vitamin|fertili[sz]er|denture|effervescent)\s+$/i;
/** "Pseudoephedrine HCl 120 mg, 20 Tablets", "Antacid Chewable Tablets": a dose stated anywhere, or a chewable form, is a medicament's; no tablet computer states one. */
const DOSE_STATED = /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|iu)\b|\bchewable\b/i;
const DOSE_BEFORE = /\d\s?(?:mg|mcg|µg|iu)\b[\s,-]*(?:(?:film|sugar|enteric)[\s-]?coated\s+|chewable\s+|effervescent\s+|extended[\s-]release\s+)?$|\b(?:film|sugar|enteric)[\s-]?coated\s+$/i;
const scentOrFlavour = (match: GlossaryMatch, text: string) =>
  NATURAL_GOODS.has(match.concept.category) &&
  (match.lang === 'en' ? SCENT_AFTER.test(text.slice(match.end)) : match.lang === 'vi' ? VI_SCENT_BEFORE.test(text.slice(0, match.start)) : (match.lang === 'ko' ? KO_SCENT_AFTER : JA_SCENT_AFTER).test(text.slice(match.end)));
const SCENT_AFTER = /^[\s-]*(?:scent|scented|scents|fragrance|fragranced|flavou?r|flavou?red|flavou?rs|aroma)\b/i;
/** "치즈맛 덴탈껌", "라벤더향 캔들", "いちご味", "バニラの香り", "vị dâu", "hương cam": the flavour or scent, not the goods. */
const KO_SCENT_AFTER = /^\s?(?:맛|향|풍미)/;
const JA_SCENT_AFTER = /^(?:味|風味|の香り|香り|フレーバー)/;
const VI_SCENT_BEFORE = /(?:^|\s)(?:vị|hương|mùi)\s$/i;
/** "non-slip", "BPA free", "no egg", Korean "무설탕", "무가당" and Japanese "無糖" (no sugar): a name so negated is what the goods lack. */
export const negated = (match: GlossaryMatch, text: string) =>
  (match.lang === 'en' && (negatedAt(text, match.start) || FREE_OF.test(text.slice(match.end)) || NONE_OF.test(text.slice(Math.max(0, match.start - 16), match.start)) || SUBSTITUTE_FOR.test(text.slice(match.end)))) ||
  (match.lang === 'ko' && (/(?:^|[^가-힣])무$/.test(text.slice(Math.max(0, match.start - 2), match.start)) || KO_NOT_THIS.test(text.slice(match.end)) || KO_NOT_DONE.test(text.slice(match.end)))) ||
  // Japanese "無農薬" (no pesticide), "無糖" (no sugar), "無塩" (unsalted).
  (match.lang === 'ja' && text.slice(Math.max(0, match.start - 1), match.start) === '無');
/** "떡 만들기" (for making rice cakes): the food the goods go into. */
const KO_MADE_WITH = /^\s?만들/;
/** "양념 안 한" (not seasoned), "가공하지 않은" (not processed): what was not done to the goods. */
const KO_NOT_DONE = /^\s?(?:안\s?한|안\s?된|하지\s?않은)(?![가-힣])/;
/**
 * "인조잔디 아닌 것" (not artificial turf), "의료용·수술용 아닌 것", "석면 미함유", "설탕·시럽 첨가 미함유": a Korean declaration denies goods it
 * names right before these words; a list joined by "·" is denied together (a comma parts fields).
 */
const KO_NOT_THIS = new RegExp(String.raw`^(?:용)?(?:\s?[·ㆍ/]\s?[가-힣A-Za-z]+(?:용)?)*\s?(?:(?:이|가)\s?)?(?:(?:첨가|함유|사용)\s?)?(?:${KO_DENIAL_WORDS}|아니다|제외)`);
/** "Caffeine Free", "Gluten-Free": what the goods are free of; "No Egg", "Without Sugar", "Zero Sugar", "No Added Sugar": what they lack. */
const FREE_OF = /^[\s-]?free\b/i;
const NONE_OF = /\b(?:no|without|zero)\s+(?:added\s+)?$/i;
/** "Vegan Gelatin Substitute", "Egg Replacer", "Dairy-Free Milk Alternative": the goods stand in for what is named. */
const SUBSTITUTE_FOR = /^[\s-]+(?:substitutes?|alternatives?|replacers?)\b/i;
/**
 * "クッション性" (cushioning), "モバイルバッテリー機能" (a power bank function), "電子レンジ対応" (microwave-safe),
 * "電球別売" (bulb sold apart), "갤럭시워치6 호환" (fits a Galaxy Watch), "아이폰 15 호환" (fits an iPhone 15), "김치통" (a kimchi box): a name followed by a word
 * for a quality, a function, what the goods fit or work with, what is sold apart, or the box holding it is no goods of the title.
 */
const featureOrFit = (match: GlossaryMatch, text: string) => {
  const after = text.slice(match.end);
  // An English device name in Japanese or Korean text is followed by their words too ("DJI Mini 4 Pro 対応").
  return ((match.lang === 'ja' || match.lang === 'en') && JAPANESE_FEATURE.test(after)) || ((match.lang === 'ko' || match.lang === 'en') && KOREAN_FEATURE.test(after)) ||
    (match.lang === 'en' && (TIP_SHAPE.test(after) || BASED_ON.test(after) || BACK_OF.test(after) || YIELD_BEFORE.test(text.slice(0, match.start))));
};
/** "コピー用紙 … 化学パルプ", "백상지 … 화학펄프": the pulp named after paper goods is what they are made of, not goods of chapter 47 ("Bleached kraft pulp … paper grade" is the pulp). */
const pulpOfPaper = (match: GlossaryMatch, matches: GlossaryMatch[]) =>
  PULP_HEADINGS.test(match.concept.headings[0] ?? '') && matches.some((other) => other.end <= match.start && other.concept !== match.concept && (other.concept.headings[0] ?? '').startsWith('48'));
/** Pulp of wood and of other fibres (4701-4706); waste paper (4707) is goods of its own. */
const PULP_HEADINGS = /^470[1-6]/;
/**
 * "Aquarium Salt", "Aquarium LED Light", "Fish Tank Stand": an aquarium named before other goods is what they serve;
 * one named with them ("Fish tank with LED light and filter") is the goods.
 */
const aquariumServed = (match: GlossaryMatch, matches: GlossaryMatch[], text: string) =>
  match.concept.id === 'aquariums' && match.lang === 'en' &&
  matches.some((other) => other.start >= match.end && other.concept !== match.concept && !other.concept.attributes?.broad && !WITH_BETWEEN.test(text.slice(match.end, other.start)));
/**
 * "거리측정기 레이저", "墨出し器 レーザー": a Japanese or Korean title names the laser an instrument or a machine works by
 * right after it, a feature of those goods, not a laser of heading 9013.
 */
const laserOfGoods = (match: GlossaryMatch, matches: GlossaryMatch[], text: string) =>
  match.concept.id === 'optical_devices' && (match.lang === 'ja' || match.lang === 'ko') &&
  matches.some((other) => other.end <= match.start && other.concept !== match.concept && MACHINE_CATEGORIES.has(other.concept.category) && /^[\s・]*$/.test(text.slice(other.end, match.start)));
/** "Chisel Tip", "Bullet Tip", "Fine Point": the shape of the goods' tip (a marker's, a pen's), not goods of that name. */
const TIP_SHAPE = /^[\s-]?(?:tips?|tipped|points?|nibs?)\b/i;
/** "Screw Back", "Phone Back Cover", "Chair Back": the back of the goods or what closes it, not goods of that name. */
const BACK_OF = /^[\s-]?backs?\b/i;
/** "Oil Based", "Water-Based", "Plant Based": what the goods are made on, not goods of that name. */
const BASED_ON = /^[\s-]?based\b/i;
/** A name that starts with LED: a light or display, a feature when named after other goods. */
const LED_NAMED = /^led\b/i;
/** "Instant Coffee … Makes 120 Cups", "Pancake Mix … Makes 40 Pancakes": what the goods yield, not goods of that name. */
const YIELD_BEFORE = /\bmakes?\s+(?:up to\s+|about\s+|approx\.?\s+)?\d+\s*$/i;
/** The bracketed tags a Korean or Vietnamese shop title opens with: "[자전거공방]", "[정품][무료배송]", "[Tặng xẻng]". */
const LEADING_TAGS = /^(?:\s*\[[^\]]*\])+/;
/**
 * "[주방석공] 화강암 절구", "[자전거공방] 자전거 체인", "[Tặng xẻng] Chảo nhôm": a Korean or Vietnamese shop title's opening
 * tags name the shop, a gift or an offer; goods named there are no goods of the title where it names others after them.
 * (A Japanese title's 【】 tag names its goods as often as not: "【ブレーキパッド】フロント 左右セット"; team titles +15 -4 in
 * Korean, -5 net in Japanese.)
 */
export function outsideLeadingTags(matches: GlossaryMatch[], text: string, language: Lang): GlossaryMatch[] {
  if (language !== 'ko' && language !== 'vi') return matches;
  const tagsEnd = LEADING_TAGS.exec(text)?.[0].length ?? 0;
  const outside = tagsEnd ? matches.filter((match) => match.start >= tagsEnd) : matches;
  return outside.length ? outside : matches;
}
/** A longer name holding another's words ("자전거 체인" holds "자전거"). */
const holdsWithin = (outer: GlossaryMatch, inner: GlossaryMatch) => outer.start <= inner.start && outer.end >= inner.end && outer.end - outer.start > inner.end - inner.start;
/** The model words between a device's name and the word saying the goods fit it: "아이폰 15 호환", "DJI Mini 4 Pro 対応". */
const MODEL_WORDS = String.raw`(?:\s?(?:[a-z]*\d+[a-z0-9+]*|pro|max|plus|ultra|mini|lite|se|프로|맥스|플러스|울트라|미니|プロ|マックス|プラス|ミニ)(?![a-z0-9]))*`;
const JAPANESE_FEATURE = new RegExp(String.raw`^\s?(?:性(?![\p{Script=Han}])|機能)|^${MODEL_WORDS}\s?(?:対応|非対応|別売)`, 'iu');
/**
 * "スマートフォン 交換用 バッテリー", "의자 바퀴 교체용 캐스터": a device named before 交換用 or 교체용 is the one whose part the
 * goods replace; goods named with their own use ("自動車用ウォーターポンプ 交換用") are the replacement themselves.
 */
const REPLACED_AFTER = new RegExp(String.raw`^${MODEL_WORDS}(?:\s?[가-힣]+)?\s?(?:交換用|교체용)`, 'iu');
const replacedDevice = (match: GlossaryMatch, text: string, matches: GlossaryMatch[]) => {
  const replaced = REPLACED_AFTER.exec(text.slice(match.end));
  if (!replaced || /[用용]\S/.test(match.text) || /[用용]$/.test(text.slice(0, match.start))) return false;
  const after = match.end + replaced[0].length;
  return matches.some((other) => other.start >= after && other.concept !== match.concept);
};
/**
 * "갤럭시 S23 소가죽 다이어리 케이스", "갤럭시탭 S9 액정보호필름": a device named before an article made for it (a case, cover,
 * film, pouch, stand or strap) is what the article fits; a Korean title names the goods last.
 */
const KOREAN_ARTICLE_FOR_DEVICE = /케이스|커버|필름|파우치|거치대|스트랩/;
const koreanDeviceFitted = (match: GlossaryMatch, text: string, matches: GlossaryMatch[]) =>
  match.lang === 'ko' && MACHINE_CATEGORIES.has(match.concept.category) && !DECLARATION_FIELDS.test(text) &&
  matches.some((other) => other.start >= match.end && other.concept !== match.concept && KOREAN_ARTICLE_FOR_DEVICE.test(other.text) && !LIST_BETWEEN.test(text.slice(match.end, other.start)));
/** A declaration's fields ("품명: …; 규격: … 케이스") name a housing or a use, and a list ("헤어드라이어, 빗, 파우치") a set's other articles: no fit. */
const DECLARATION_FIELDS = /[;:：]/;
const LIST_BETWEEN = /[,，(（]/;
// "스마트폰 터치 장갑": gloves a smartphone's screen answers to, no smartphone.
const KOREAN_FEATURE = new RegExp(String.raw`^(?:${MODEL_WORDS}\s?(?:기능|호환|별매|대응)|통(?![가-힣])|\s?터치(?![가-힣]))`, 'i');
const fittedWith = (match: GlossaryMatch, text: string) => FITTED_AFTER.test(text.slice(match.end)) || FITTED_BEFORE.test(text.slice(Math.max(0, match.start - 12), match.start));

/**
 * A Korean name followed by "형" (type), "식" (kind, working by) or "제" (made of) says what kind the goods are,
 * not what they are: "스탠드형" is stand-type, "모터식" motor-driven, "귀걸이형" worn behind the ear, "유리섬유제" of glass fibre.
 */
const koreanKind = (match: GlossaryMatch, text: string) => match.lang === 'ko' && /^[형식제](?![가-힣])/.test(text.slice(match.end));
/**
 * A Korean name joined to a verbal noun of what the goods do to it is that action's object, not the goods:
 * "얼음분쇄" is ice crushing (a blender's), "먼지제거" dust removal, "미끄럼방지" slip prevention. Goods named so
 * ("충전기", "수납장", "건조기") are read as their own glossary names, longer than the object's.
 */
const koreanActionOn = (match: GlossaryMatch, text: string) => match.lang === 'ko' && KOREAN_ACTION.test(text.slice(match.end));
const KOREAN_ACTION = /^(?:분쇄|세척|제거|방지|보호|살균|커팅|절단|탈취|흡수|차단|감지|측정|관리|케어)/;
/** "노트북 15인치 수납", "태블릿 보관": a device the article holds, its size between, is what the article is for, not the article. */
const koreanHeld = (match: GlossaryMatch, text: string) => match.lang === 'ko' && MACHINE_CATEGORIES.has(match.concept.category) && KOREAN_HELD.test(text.slice(match.end));
const KOREAN_HELD = /^\s?(?:\d+(?:\.\d+)?\s?(?:인치|형|"|in)\s?)?(?:수납|보관)/;
/**
 * A Japanese name followed by "製" (made of) is the goods' material: "陶器製" is of earthenware, "ガラス製" of glass;
 * one followed by "漬" (steeped in) what they are preserved in: "いくら 醤油漬け" is salmon roe, no soy sauce;
 * one followed by a word of content (JAPANESE_CONTENT) what they hold or lack.
 */
const japaneseMadeOf = (match: GlossaryMatch, text: string) => match.lang === 'ja' && (/^[製漬]/.test(text.slice(match.end)) || JAPANESE_CONTENT.test(text.slice(match.end)));
/** "カフェイン抜き" (caffeine taken out), "ミルク入り" (with milk in), "砂糖不使用", "保存料無添加": what the goods hold or lack, not the goods. */
const JAPANESE_CONTENT = /^(?:抜き|入り|不使用|無添加|なし|無し|フリー|ゼロ)/;

/** Headings of goods as they grow or are first worked (chapters 01 to 14), save 1302's saps and extracts. */
const asGrown = (heading: string) => heading < '1500' && !heading.startsWith('1302');
/** Foods made of goods of nature: fats and oils, preparations of meat and fish, sugars, cocoa, cereal, vegetable and other preparations, beverages (1501 to 2209). */
const PREPARED_FOODS: [string, string] = ['1501', '2209'];

/** Every heading of the concept lies in one of the ranges (first and last heading, both included). */
const headingsWithin = (concept: GlossaryMatch['concept'], ...ranges: Array<[string, string]>) =>
  concept.headings.length > 0 && concept.headings.every((heading) => ranges.some(([first, last]) => heading >= first && heading <= last));
/** Plastics in primary forms (3901 to 3914). */
const PLASTICS_PRIMARY: [string, string] = ['3901', '3914'];
/** Minerals, chemicals (chapters 25 to 29), waxes (1521: "Candle Soy Wax") and plastics in primary forms (3901 to 3914): what goods are made of. */
/** "Fuel Canister", "Gas Cartridge": goods named by what holds them, the goods and no material of others. */
const CONTAINER_NAMED = /\b(?:canisters?|cartridges?|cylinders?|refills?)$/i;
const primaryMaterial = (concept: GlossaryMatch['concept']) => headingsWithin(concept, ['2500', '2999'], PLASTICS_PRIMARY, WAXES);
const WAXES: [string, string] = ['1521', '1521'];
/** Rubber named by its kind ("Nitrile Rubber"), whose concept lists the rubber articles of 4016 after 4001–4002. */
const rubberNamed = (concept: GlossaryMatch['concept']) => ['4001', '4002'].includes(concept.headings[0] ?? '');
/** Natural and synthetic rubber as harvested or made (4001–4002). */
const rubberInPrimaryForms = (concept: GlossaryMatch['concept']) => headingsWithin(concept, ['4001', '4002']);
/** Plastic sheeting and the leather imitating it (3920–3921), tanned and composition leather (4104–4115: "Bonded Leather Belt"), artificial fur (4304), wood panels (particle board, MDF, plywood: 4410–4412), felt and nonwovens (5602–5603): materials in the sheet, made up into goods. */
const SHEETS: Array<[string, string]> = [['3920', '3921'], ['4104', '4115'], ['4304', '4304'], ['4410', '4412'], ['5602', '5603']];
/** Yarn and sewing thread of silk, wool, cotton, other vegetable fibres and man-made fibres (5004–5006, 5106–5110, 5204–5207, 5306–5308, 5401–5406, 5508–5511). */
const YARN_HEADINGS: Array<[string, string]> = [['5004', '5006'], ['5106', '5110'], ['5204', '5207'], ['5306', '5308'], ['5401', '5406'], ['5508', '5511']];
export const isYarnHeading = (heading: string): boolean => YARN_HEADINGS.some(([from, to]) => heading >= from && heading <= to);
/** A fabric named right before a cover or shell, its share or not ("100% Cotton Cover", "Nylon Shell"). */
const OWN_COVER_FABRIC = /(?:\d+\s*%\s*)?\b(?:cotton|polyester|microfiber|microfibre|bamboo|linen|silk|velvet|velour|satin|wool|nylon|jersey|mesh|fleece|sateen|percale)\s*$/i;
/** "Ball bearing" as a shop writes it before the goods that run on it. */
const BALL_BEARING = /^ball[\s-]bearing$/i;
/** Party goods as a shop names the occasion goods are for. */
const PARTY_USE = /^party\s+(?:favou?rs?|supplies|decorations?)$/i;
/** The forms yarn is put up in for sale. */
const PUT_UP = /^(?:balls?|skeins?|hanks?|spools?|cones?|reels?)$/i;
/** The plain desks, tables and chairs of 9401 and 9403, named before goods to say where these are used. */
const FURNITURE_OF_USE = new Set(['furniture', 'seats']);
/**
 * "Forged Steel", "Fiberglass": a metal worked by forging or glass fibre, named beside goods ("Splitting Axe … Forged Steel
 * Head Fiberglass … Handle"), says what they are made of, not forgings of 7326 nor glass fibre of 7019.
 */
const workedMaterial = (match: GlossaryMatch) =>
  (match.concept.id === 'forgings' && /^forged\s/i.test(match.text.trim())) || (match.concept.id === 'glass_fibre' && /^fib(?:er|re)\s?glass$/i.test(match.text.trim()));
/** Bars, rods and wire of iron and steel, copper and aluminium (7213–7217, 7221–7223, 7227–7229, 7407–7408, 7604–7605). */
const metalStock = (concept: GlossaryMatch['concept']) => headingsWithin(concept, ['7213', '7217'], ['7221', '7223'], ['7227', '7229'], ['7407', '7408'], ['7604', '7605']);
/** Vegetable fats and oils, crude or refined (1507 to 1515). */
const VEGETABLE_OILS: [string, string] = ['1507', '1515'];
/** Salt (2501), and the chapters of foods (02 to 24) it seasons. */
const SALT = '2501';
/** Slide fasteners (9607), clasps, buckles and eyelets (8308), buttons and press-fasteners (9606). */
const FASTENER_HEADINGS = new Set(['9607', '8308', '9606']);
/** "Sneakers … Hook and Loop", "Wrist Brace Velcro": a touch fastener named after goods closes them, narrow fabric though it is. */
const TOUCH_FASTENER = String.raw`(?:hook[\s-]+(?:and|&)[\s-]+loop|velcro)`;
const FASTENING_STRIP = new RegExp(String.raw`^${TOUCH_FASTENER}(?:\s+(?:straps?|closures?|fasten(?:er|ers|ing)|tapes?))?$`, 'i');
/** A touch fastener's name ending right before a word ("Hook and Loop Strap"). */
const TOUCH_FASTENER_BEFORE = new RegExp(String.raw`${TOUCH_FASTENER}[\s-]+$`, 'i');
const FILLING = /^(?:glass|plastic|poly|polyethylene|ceramic)\s+(?:beads?|pellets?|micro ?beads?)$/i;
const FILLED_GOODS: ReadonlySet<Category> = new Set(['textiles', 'toys', 'apparel', 'furniture']);
/** Beads or pellets that weigh goods, and down or feathers that fill them ("Down Vest … Duck Down", "Comforter … Goose Down"). */
const isFilling = (match: GlossaryMatch) => match.lang === 'en' && (FILLING.test(match.text.trim()) || downOrFeathers(match));
/** Down and feathers, the glossary's one concept of them: what garments and bedding are filled with. */
const downOrFeathers = (match: GlossaryMatch) => match.concept.id === 'feathers_down';
/** Beads, pellets or down that fill and weigh the made-up goods named as the head: no material of those goods. */
export const fillsGoods = (match: GlossaryMatch, head: GlossaryMatch | null) => head !== null && match !== head && isFilling(match) && FILLED_GOODS.has(head.concept.category);
const FOOD_CHAPTER = /^(?:0[2-9]|1\d|2[0-4])/;
/** Glass in sheets, cast, drawn, float, tempered or laminated (7003 to 7007). */
const glassInSheets = (concept: GlossaryMatch['concept']) => headingsWithin(concept, ['7003', '7007']);
/** Paper and paperboard in rolls or sheets (4801 to 4810). */
const paperInSheets = (concept: GlossaryMatch['concept']) => headingsWithin(concept, ['4801', '4810']);
/** Sheet materials and coated fabric or synthetic leather (5903). */
const sheetMaterial = (concept: GlossaryMatch['concept']) => headingsWithin(concept, ...SHEETS, ['5903', '5903']);

/**
 * Fibres, yarns and fabrics (chapters 50 to 55, 5801 to 5804, 6001 to 6006) named after made goods say what those are made of
 * ("Men's Jeans Blue Denim", "Baseball Cap Cotton Twill"); a name ending in "fabric" or "cloth" is the fabric itself.
 */
const textileInPiece = (concept: GlossaryMatch['concept']) => headingsWithin(concept, ['5001', '5599'], ['5801', '5804'], ['6001', '6006']);
/** Textiles not yet made up, the goods a fabric named after them cannot be of: chapters 50 to 55, 58 to 60 (lace, embroidery, trimmings, coated fabrics). */
const TEXTILES_IN_THE_MAKING: Array<[string, string]> = [['5001', '5599'], ['5801', '6006']];
const textileInTheMaking = (concept: GlossaryMatch['concept']) => headingsWithin(concept, ...TEXTILES_IN_THE_MAKING);
/** Silver, gold and platinum unwrought or semi-manufactured (7106–7111): "プラチナ … ネックレス" is a platinum necklace. */
const PRECIOUS_METALS_UNWROUGHT: [string, string] = ['7106', '7111'];
/** Materials a Korean or Japanese title names after the goods made of them: primary materials, textiles not yet made up, sheets, paper and board in the sheet, feathers and down, furskins and wadding ("셔틀콕 오리털", "스크래쳐 골판지", "파자마 … 밍크", "이불 … 솜"). */
const namedMaterial = (concept: GlossaryMatch['concept']) => primaryMaterial(concept) || headingsWithin(concept, ...SHEETS, ...TEXTILES_IN_THE_MAKING, ['0505', '0505'], ['4301', '4302'], ['5601', '5601'], ['4801', '4810'], PRECIOUS_METALS_UNWROUGHT);
/** Rubber as harvested, made, reclaimed or compounded before vulcanising (4001–4005). */
const RUBBER_UNVULCANISED: [string, string] = ['4001', '4005'];
/** How far from made goods a material is: 2 in its primary form (unvulcanised rubber too), 1 in sheets, fibres or fabrics, 0 made goods. */
const materialStage = (concept: GlossaryMatch['concept']) => (primaryMaterial(concept) || headingsWithin(concept, RUBBER_UNVULCANISED) ? 2 : namedMaterial(concept) ? 1 : 0);
const fabricNamed = (match: GlossaryMatch) =>
  textileInPiece(match.concept) && !/\b(?:fabrics?|cloths?|yarns?|textiles?|materials?)$/i.test(match.text);

/** Made goods that a fibre, fabric or sheet named beside them can only be the material of. */
const MADE_OF_FABRIC: ReadonlySet<Category> = new Set(['apparel', 'headgear', 'footwear', 'leather_goods', 'textiles']);

/**
 * A fabric, felt or sheet named beside made-up goods is what they are made of, not other goods:
 * "Bucket Hat Cotton Twill" is no cotton fabric of 5208, "Wool Felt Fedora Hat" no felt of 5602.
 */
export const materialOfGoods = (match: GlossaryMatch, head: GlossaryMatch | null): boolean =>
  head !== null && match.concept !== head.concept && (MADE_OF_FABRIC.has(head.concept.category) || head.concept.headings[0] === UMBRELLAS) && !namedMaterial(head.concept) && namedMaterial(match.concept);
/** Umbrellas and sunshades (6601), made of a fabric named beside them too ("장우산 …, 폴리에스테르 직물"). */
const UMBRELLAS = '6601';

/** Headings of jewellery and articles of pearls or stones. */
const JEWELLERY_ARTICLES = new Set(['7113', '7116', '7117']);
/** What jewellery is made of or strung with, by the goods' first heading: pearls and stones (7101 to 7105), natural stone (6802), glass beads (7018), chain (7315), clasps (8308). */
const jewelleryComponent = (concept: GlossaryMatch['concept']) => {
  const heading = concept.headings[0] ?? '';
  return (heading >= '7101' && heading <= '7105') || ['6802', '7018', '7315', '8308'].includes(heading);
};
/** What a piece of jewellery holds or the style it is sold in: "Locket Necklace Photo Vintage Brass Antique". */
const JEWELLERY_HOLDS_OR_STYLE = /^(?:photos?|photographs?|pictures?|antiques?)$/i;
/** Goods by a wider name (concept id) and the narrower names that, beside them, say what the goods are. */
const WIDER_GARMENT: Record<string, (other: GlossaryMatch, self: GlossaryMatch) => boolean> = {
  // A plain "shirt" in a shop's title is its wider word for the tee or sweatshirt named beside it ("Pet Portrait Shirt, Embroidered Sweatshirt").
  shirt: (other, self) =>
    (other.concept.id === 't_shirt' && !SLEEVE_LENGTH.test(other.text) && !/^long\s?sleeve$/i.test(other.text.trim())) ||
    (/^shirts?$/i.test(self.text.trim()) && hoodedOrSweatshirt(other)),
  // "Ponte Knit Blazer … Work Jacket": a blazer is the jacket of a suit's kind (6104.3x), its own name the narrower one.
  jacket: (other) => hoodedOrSweatshirt(other) || other.concept.id === 'blazer',
  shorts: (other) => other.concept.id === 'swimwear' || other.concept.id === 'swim_trunks',
  // "Desk Calendar - Perpetual Calendar of Oak": the perpetual kind named anywhere in the title is the goods.
  calendars: (other) => other.concept.id === 'perpetual_calendars',
  // "Vinyl Erasers … Pencil Eraser", "Vinyl Wallpaper … Wall Covering": the plain name after the narrower one is the same goods.
  erasers: (other) => other.concept.id === 'vinyl_erasers',
  wallpaper: (other) => other.concept.id === 'vinyl_wallpaper',
  // Christmas ornaments are festive articles (9505.10) whatever they are made of.
  ceramic_ornaments: (other) => other.concept.id === 'christmas_articles',
  glass_beads_ornaments: (other) => other.concept.id === 'christmas_articles',
};
const SLEEVE_LENGTH = /^(?:long|short)[\s-]?sleeves?$/i;
function hoodedOrSweatshirt(other: GlossaryMatch): boolean {
  return other.concept.id === 'sweater' && /^(?:hood(?:ie|y)s?|hooded sweatshirts?|sweatshirts?)$/i.test(other.text.trim());
}
/** Sets of garments classified as one: track suits (6112), suits and ensembles (6103, 6104, 6203, 6204), pyjamas. */
const SETS_OF_GARMENTS = new Set(['tracksuit', 'suit', 'ensemble', 'nightwear']);
/** A print named as such beside a garment is its pattern, not printed matter, where the title sells the garment by its wearer or fibre ("Jersey Cow Print" is a picture). */
const PRINTED_PATTERN = /^prints?$/i;
const GARMENT_LISTING = new RegExp(`\\b(?:${BUYERS}|unisex|cotton|polyester|wool|silk|linen|rayon|viscose|nylon|spandex|acrylic)\\b`, 'i');
/** The part of a garment a name before it styles: a "shawl collar", "spaghetti straps", "lace trim", a "button front" or "button-up" closing. */
const GARMENT_PART_AFTER = /^[\s-]*(?:collars?|collared|necks?|necklines?|straps?|trims?|trimmed|plackets?|closures?|front|down|up|hems?|cuffs?|waistbands?|fly)\b/i;
const MADE_UP_TEXTILES: ReadonlySet<Category> = new Set(['apparel', 'textiles', 'headgear']);
const STYLED_BY_STRAPS_AND_POCKETS: ReadonlySet<Category> = new Set([...MADE_UP_TEXTILES, 'leather_goods']);
const PATTERNED_GOODS: ReadonlySet<Category> = new Set(['leather_goods', 'footwear']);

/**
 * "Season Book. 100% paper": a name after a share states what the goods are made of, not the goods. Japanese and Korean
 * write the share after the material ("綿100%", "椿油 100% ヘアオイル", "면 100% 티셔츠"): a share right after such a word is
 * that word's, and the name after it is the goods.
 */
const statesComposition = (match: GlossaryMatch, text: string) => {
  const before = text.slice(Math.max(0, match.start - 16), match.start);
  const shareOf = /\d\s*%\s*$/.test(before) && !SHARE_AFTER_CJK_WORD.test(before) && !yarnNamedWithFibre(match);
  return (shareOf || cjkNameBeforeShare(match, text)) && !match.concept.headings.some((heading) => SHARE_OF_THE_GOODS.includes(heading)) && !purityOfChemical(match, text);
};
/** "글리세린 99.5%", "グリセリン 99.5%": a chemical named before its share states its purity; it is the goods, no material of other goods. */
const purityOfChemical = (match: GlossaryMatch, text: string) =>
  CHEMICAL_HEADING.test(match.concept.headings[0] ?? '') && /^\s?\d{1,3}[.,]\d+\s?%/.test(text.slice(match.end));
const CHEMICAL_HEADING = /^(?:2[89]|3[0-8])\d\d$/;
/** "부분가발 인모100%", "ニット 綿100%": a Korean or Japanese material followed by its share is what the goods are made of ("벌꿀 100%" is pure honey). */
const cjkNameBeforeShare = (match: GlossaryMatch, text: string) =>
  (match.lang === 'ko' || match.lang === 'ja') && (materialStage(match.concept) > 0 || match.concept.headings[0] === HUMAN_HAIR) && /^\s?\d{1,3}(?:[.,]\d+)?\s?%/.test(text.slice(match.end));
/** Human hair (0501) is what wigs and hairpieces are made of (6704.20). */
const HUMAN_HAIR = '0501';
/** "100% Orange Juice", "70% Dark Chocolate": the share before a juice or a chocolate is of its juice or cocoa, the goods themselves. */
const SHARE_OF_THE_GOODS = ['2009', '1806'];
/** "100% Cotton Yarn": a yarn's name holding its fibre still names the goods after the share. */
const yarnNamedWithFibre = (match: GlossaryMatch) => match.lang === 'en' && /\s/.test(match.text.trim()) && headingsWithin(match.concept, ...YARN_HEADINGS);
const SHARE_AFTER_CJK_WORD = /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Hangul}]\s*\d{1,3}(?:[.,]\d+)?\s*%\s*$/u;

/**
 * A term with its own English reading names the goods more closely than its concept's name: of
 * "緑茶 茶葉" (green tea, tea leaves) the product is green tea, whichever comes last.
 */
const readsNarrower = (match: GlossaryMatch) => match.lang !== 'en' && match.concept.english_for?.[match.term] !== undefined;

/**
 * The segment that names the product. "Other articles of plastics; CABLE TIE": a specific name in a
 * later segment beats a catch-all in the first. A fruit, plant or animal after a catch-all for made
 * goods is their colour or motif ("Coverall, Unlined - Lime / S"). "Bread | Sourdough Planner Icon
 * Stickers", "Crisp October Days - Fine Art Print": a food, plant or animal alone in the first
 * field, printed matter in a later one, is what the print shows or its title.
 */
function headSegment(candidates: GlossaryMatch[], segment: (match: GlossaryMatch) => number): number {
  const natural = (match: GlossaryMatch) => NATURAL_GOODS.has(match.concept.category);
  const madeBroad = Math.min(...candidates.filter((match) => match.concept.attributes?.broad && !natural(match)).map(segment));
  const specific = candidates.filter((match) => !match.concept.attributes?.broad && !(natural(match) && segment(match) > madeBroad));
  const pool = specific.length ? specific : candidates;
  const first = Math.min(...pool.map(segment));
  const printedLater = pool.filter((match) => match.lang === 'en' && segment(match) > first && match.concept.headings.some((heading) => heading.startsWith('49')));
  const firstOnlyNatural = pool.every((match) => segment(match) !== first || natural(match));
  return printedLater.length && firstOnlyNatural ? Math.min(...printedLater.map(segment)) : first;
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Bottles, jars, flasks, food containers and pots: headings whose goods come with their own lids. */
const LIDDED_VESSELS: ReadonlySet<string> = new Set(['9617', '3923', '3924', '7010', '7013', '7323', '7615', '6911', '6912']);
/**
 * Head nouns of goods made for other goods that the glossary does not hold as goods of their own:
 * "toothbrush holder", "fish tank filter", "spice jar", "butter dish", "wine stopper", "ring light", and the housing
 * or casing of a machine or instrument ("pump housing"), its part or an article for it, never the machine.
 */
const ARTICLE_NOUNS = new Set(
  'holder holders dispenser dispensers bin bins pocket pockets compartment compartments cubby mitt mitts cover covers mat mats filter filters stand stands rack racks organizer organizers organiser organisers tray trays clip clips hook hooks lid lids strap straps band bands opener openers cutter cutters slicer slicers sleeve sleeves pouch pouches liner liners refill refills cartridge cartridges protector protectors scoop scoops container containers mount mounts bracket brackets box boxes case cases level levels jar jars dish dishes shaker shakers stopper stoppers frother frothers infuser infusers board boards strainer strainers stick sticks maker makers tag tags hoop hoops light lights food gland glands squeezer squeezers housing housings casing casings'.split(' '),
);

/** Motor cars, lorries, motorcycles and cycles: what goods named before them in a Korean title fit. */
const VEHICLE_HEADINGS = new Set(['8702', '8703', '8704', '8711', '8712']);
const LUMINAIRES = '9405';
const LIGHTING_HEADINGS = new Set(['8513', '8539', LUMINAIRES]);
const ELECTRIC_MOTORS = '8501';
const CANDLES = '3406';
/**
 * "Soy Candle Glass Jar", "Lavender Candle Soy Wax Amber Jar": a jar or tin (starting at `vesselAt`) after a candle named with its
 * wax or scent, or with words between, is what it burns in; a "Candle Glass Jar" is the jar.
 */
const burnsIn = (candle: GlossaryMatch, vesselAt: number, text: string) =>
  candle.concept.headings[0] === CANDLES && (/\s/.test(candle.text.trim()) || text.slice(candle.end, vesselAt).trim() !== '');
/** Up to two words: what may stand between salt and the food it seasons ("Sea Salt Roasted Cashews"). */
const FEW_WORDS = /^[\s-]*(?:[\p{L}&-]+[\s-]+){0,2}$/u;
const NOT_BEFORE_LAMP: ReadonlySet<Category> = new Set(['vehicles_parts', 'toys']);

/** A box or case counted out ("box of 20", "500 box") packs the goods. */
const PACKING_NOUN = /^(?:box|boxes|case|cases)$/i;
const COUNT_BEFORE = /\d\s*-?\s*(?:pcs|ct|count|pack|pk)?\s*$/i;
/** Goods used up as they serve: a refill of them is more of the goods. */
const CONSUMED_GOODS: ReadonlySet<Category> = new Set(['food', 'beverages', 'chemicals', 'cosmetics']);
/** Containers that goods are sold in, and the weight or volume of contents that says they are full. */
const CONTAINER_NOUN = /^(?:jars?|pouch(?:es)?|containers?|tubs?|box(?:es)?|refills?)$/i;
const CONTENTS_QUANTITY = new RegExp(String.raw`\b\d+(?:[.,]\d+)?\s?(?:${CONTENTS_UNITS})\b`, 'i');
const COUNT_AFTER = /^\s+of\s+\d/i;

/**
 * English puts a name's head last: where the head noun phrase ends in such an article noun, outside
 * every glossary term, the goods recognised before it ("spice" of "Glass spice jar with bamboo lid")
 * only say what the article serves or holds. That is read as a use ("for spices"), so the goods
 * recognised are no longer the product, nor its headings.
 */
export function articleServing(head: GlossaryMatch | null, matches: GlossaryMatch[], text: string): UsePhrase | null {
  if (!head || head.lang !== 'en') return null;
  const starts = segmentStarts(text);
  const zoneEnd = englishZoneEnd(text, starts[segmentOf(starts, head.start)]);
  const words = [...text.slice(head.end, zoneEnd).matchAll(/[\p{L}'-]+|\S+/gu)].filter((word) => /^[\p{L}'-]+$/u.test(word[0]));
  const last = words.at(-1);
  if (!last || !ARTICLE_NOUNS.has(last[0].toLowerCase())) return null;
  // "Nail Clippers … Toenail Cutter": a cutter after a cutting tool is the tool named again, no article for it.
  if (/^cutters?$/i.test(last[0]) && head.concept.category === 'tools') return null;
  // "Sneakers … Hook and Loop Strap": a touch-fastening strap closes the goods before it, no article for them.
  if (TOUCH_FASTENER_BEFORE.test(text.slice(0, head.end + last.index))) return null;
  // "Wifi router dual band": a radio's frequency bands are its specification, not an article (a strap) for it.
  if (/^bands?$/i.test(last[0]) && /^(?:single|dual|tri|triple|quad|multi)$/i.test(words.at(-2)?.[0] ?? '')) return null;
  // "Jersey Blouse … Short Sleeve": a garment's sleeve length describes it, not an article (a sleeve) for it.
  if (/^sleeves?$/i.test(last[0]) && /^(?:short|long|cap|puff|half|elbow|bell|flutter)$/i.test(words.at(-2)?.[0] ?? '') && head.concept.category === 'apparel') return null;
  // "Sundress … Spaghetti Strap", "Sheet Set … Deep Pocket": the style of a garment's straps or a fitted sheet's pockets describes the goods;
  // "Card Holder … Front Pocket": so does the pocket a wallet or a bag is carried in; "Jeans … Classic Five Pocket" the cut of jeans.
  if (/^(?:straps?|pockets?)$/i.test(last[0]) && /^(?:spaghetti|adjustable|thin|wide|halter|cross|crisscross|double|removable|deep|side|front|back|patch|cargo|zip|zipper|hidden|chest|welt|slash|kangaroo|two|three|four|five|six|multi|multiple)$/i.test(words.at(-2)?.[0] ?? '') && STYLED_BY_STRAPS_AND_POCKETS.has(head.concept.category)) return null;
  // "Ceylon Cinnamon Sticks", "Mozzarella Sticks": foods in sticks are the foods in that form, not an article (a stick) for them.
  if (/^sticks?$/i.test(last[0]) && head.concept.category === 'food') return null;
  // "Insulated Water Bottle … Leak Proof Lid", "Food Storage Containers … Airtight Lids": a vessel's lid or cap is its own, not an article for it.
  if (/^(?:lids?|caps?)$/i.test(last[0]) && head.concept.headings.some((heading) => LIDDED_VESSELS.has(heading))) return null;
  // "LED Desk Lamp … Foldable Reading Light": a lamp called a light again is the same goods, not a light for a lamp.
  if (/^lights?$/i.test(last[0]) && head.concept.headings.some((heading) => LIGHTING_HEADINGS.has(heading))) return null;
  // "Winter Mittens … Wind Resistant Mitts", "Watch Band … Replacement Strap": the same goods named again (by one of the
  // concept's own names ending so, or a word of the name it was given: "Cajon Box Drum … Percussion Box"), not an article for them.
  const noun = singular(last[0].toLowerCase());
  if (head.text.toLowerCase().startsWith(noun) || head.text.toLowerCase().split(/[\s-]+/).some((word) => singular(word) === noun) || head.concept.en.some((term) => singular(term.split(' ').at(-1) ?? '') === noun)) return null;
  // "Composition Notebook College Ruled … Marble Cover", "Weekly Planner … Spiral Bound Organizer", "Bullet Journal Hard Cover":
  // a cover or organizer named well after a notebook or planner, or a hard or soft one, is its binding or what it is, not an article for it.
  if (head.concept.headings[0] === '4820' && /^(?:covers?|organi[sz]ers?)$/i.test(last[0]) && (words.length >= 3 || /^(?:hard|soft)$/i.test(words.at(-2)?.[0] ?? ''))) return null;
  const at = head.end + last.index!;
  if (matches.some((match) => match.start <= at && at < match.end)) return null;
  // "Goose Down Comforter … 100% Cotton Cover", "Memory Foam Pillow … Bamboo Cover": a cover or shell of a named fabric is the goods' own.
  if (/^(?:covers?|shells?)$/i.test(last[0]) && OWN_COVER_FABRIC.test(text.slice(head.end, at))) return null;
  // "Car Clock Stick On", "Stick-On Hooks": "stick on" says the goods adhere, no stick is named.
  if (/^stick$/i.test(last[0]) && /^[\s-]*on\b/i.test(text.slice(at + last[0].length))) return null;
  // "Men's Quartz Watch Stainless Steel Mesh Band": a strap or bracelet described after a watch is the watch's own; a "Watch Band" is a band.
  if (/^(?:straps?|bands?|bracelets?)$/i.test(last[0]) && words.length >= 2 && head.concept.headings.some((heading) => WATCH_HEADINGS.has(heading))) return null;
  if (VESSEL.test(last[0]) && burnsIn(head, at, text)) return null;
  // "25g Protein per Scoop", "30 Servings per Container": a noun after "per" measures the goods out, no article for them.
  if (/\bper\s+$/i.test(text.slice(0, at))) return null;
  // "Food Dehydrator Machine 5 Trays": a count before the article noun says how many of it the goods have.
  if (/\d\s*$/.test(text.slice(head.end, at))) return null;
  // "Christmas cards box of 20", "Window envelopes #10 500 box": a box or case counted out is how the goods are packed, not an article for them.
  if (PACKING_NOUN.test(last[0]) && (COUNT_BEFORE.test(text.slice(head.end, at)) || COUNT_AFTER.test(text.slice(at + last[0].length)))) return null;
  // "Safety Matches 100pcs … Camping Matches Box": a box named right after the goods' own noun again is theirs, how they are packed.
  const before = singular(words.at(-2)?.[0].toLowerCase() ?? '');
  if (PACKING_NOUN.test(last[0]) && before && head.text.toLowerCase().split(/[\s-]+/).some((word) => singular(word) === before)) return null;
  // "Fishing Lures Kit 120 Pcs Tackle Box": a kit or set named before a box, case or bag is put up in it (GRI 3(b)).
  if (/\b(?:kit|set)s?\b/i.test(head.text) && /^(?:box(?:es)?|cases?|bags?|pouch(?:es)?)$/i.test(last[0])) return null;
  // "Milk Frother … Electric Whisk Foam Maker", "Ice Shaver … Snow Cone Maker": a maker after a machine or appliance is that machine named again, no article for it.
  if (/^makers?$/i.test(last[0]) && MACHINE_CATEGORIES.has(head.concept.category)) return null;
  // "Nicotine Salt E-Liquid Refills", "Hand Soap Refill": a refill of a consumable is more of it, not an article for it.
  if (/^refills?$/i.test(last[0]) && CONSUMED_GOODS.has(head.concept.category)) return null;
  // "Coconut Oil 54 fl oz Jar", "Pink Salt 2 lb Refill": a container after the weight or volume of its contents packs them (GRI 5(b)).
  if (CONTAINER_NOUN.test(last[0]) && CONTENTS_QUANTITY.test(text.slice(head.end, at))) return null;
  return { start: head.start, end: head.end, english: `for ${head.term.toLowerCase()}` };
}

/**
 * "Three Ghosts Cutter | Polymer Clay Cutter", "Ghost Ornament Hook - Christmas Tree Hooks": where the first field names
 * an article by what it shows or serves (`articleServing`), another field naming goods by the same article noun says what
 * the article is: that name is the head.
 */
export function articleNamedElsewhere(served: UsePhrase | null, head: GlossaryMatch | null, matches: GlossaryMatch[], text: string): GlossaryMatch | null {
  if (!served || !head) return null;
  const starts = segmentStarts(text);
  const zoneEnd = englishZoneEnd(text, starts[segmentOf(starts, head.start)]);
  const noun = [...text.slice(head.end, zoneEnd).matchAll(/[\p{L}'-]+/gu)].at(-1)?.[0].toLowerCase();
  if (!noun) return null;
  const same = (word: string) => singular(word.toLowerCase()) === singular(noun);
  return (
    matches.find(
      (match) => match.lang === 'en' && segmentOf(starts, match.start) !== segmentOf(starts, head.start) && !NATURAL_GOODS.has(match.concept.category) && !match.concept.attributes?.broad && same(match.text.trim().split(/\s+/).at(-1) ?? ''),
    ) ?? null
  );
}

/**
 * "Acrylic display stand for trading cards", "Wall mount for wifi access point", "Wooden holder for guitar picks": an article
 * noun no glossary term names, closing the name before "for", is the goods; what it is for is only what it holds or fits.
 * The goods the glossary knows lie in the use and were the only names left, so they were taken for the product.
 */
export function articleBeforeUse(head: GlossaryMatch | null, matches: GlossaryMatch[], text: string, uses: UsePhrase[]): boolean {
  if (!head || head.lang !== 'en') return false;
  const use = uses.find((span) => head.start >= span.start && head.end <= span.end);
  if (!use) return false;
  const before = text.slice(0, use.start);
  const preposition = /\b(?:for|suitable\s+for|designed\s+for|compatible\s+with)\s+$/i.exec(before);
  if (!preposition) return false;
  const starts = segmentStarts(text);
  const name = before.slice(starts[segmentOf(starts, preposition.index)], preposition.index);
  const last = [...name.matchAll(/[\p{L}'-]+/gu)].at(-1);
  if (!last || !ARTICLE_NOUNS.has(last[0].toLowerCase()) || PARTS_WORDS.test(name)) return false;
  // "Sport Band Compatible with Apple Watch Band", "Nylon Loop Strap for Apple Watch Band": the article is the one the use names
  // again, by the same noun or another name for it (a watch band).
  if (sameArticle(singular(last[0].toLowerCase()), singular(head.term.toLowerCase().split(/\s+/).at(-1) ?? ''))) return false;
  const at = starts[segmentOf(starts, preposition.index)] + last.index!;
  return !matches.some((match) => match.start <= at && at < match.end);
}

/** Names shops give the same article: a band is a strap, a case a cover. */
const ARTICLE_SYNONYMS: ReadonlyArray<ReadonlySet<string>> = [new Set(['band', 'strap', 'bracelet', 'loop', 'watchband']), new Set(['case', 'cover', 'shell', 'skin'])];
const sameArticle = (a: string, b: string) => a === b || ARTICLE_SYNONYMS.some((names) => names.has(a) && names.has(b));

/**
 * Heading 9617 holds vacuum flasks "and other vacuum vessels": a bottle, mug, cup or tumbler said to
 * be insulated ("Insulated Stainless Steel Water Bottle", "水筒 ステンレス 保温 保冷") keeps its drink
 * hot or cold by the vacuum between its walls, and is one whatever its shape. Glass, plastic and
 * ceramic ones so called hold air between their walls: tableware of their material, unless said vacuum.
 */
const DRINKING_VESSEL = /\b(?:bottles?|mugs?|cups?|tumblers?|flasks?|jars?)\b|水筒|ボトル|マグ|カップ|タンブラー|병|보틀|컵|텀블러|머그|^(?:bình|ly|cốc|ca)\b/i;
const INSULATED = /(?<!\bun|\bnon-?|\bnon )\binsulated\b|\bvacuum\b|\bthermal\b|保温|保冷|真空|断熱|보온|보냉|진공(?!\s?(?:이\s?)?(?:아님|아닌|없음))|단열|giữ nhiệt|cách nhiệt|chân không/i;
const VACUUM = /\bvacuum\b|真空|진공(?!\s?(?:이\s?)?(?:아님|아닌|없음))|chân không/i;
const AIR_WALLED = new Set(['glass', 'plastic', 'ceramic']);
/** "Insulated Water Bottle Vacuum Stainless Steel": a bare "vacuum" said of a drinking vessel is its double wall, no cleaner. */
const bareVacuumOnVessel = (head: GlossaryMatch, text: string) =>
  head.lang === 'en' && /^vacuum$/i.test(head.text.trim()) && DRINKING_VESSEL.test(text) && !/\b(?:cleaners?|dust|robot|hose|filters?|bags?|sealer|pump)\b/i.test(text);

export function vacuumVessel(head: GlossaryMatch | null, text: string, chiefGroup: string | undefined): Concept | null {
  if (head && bareVacuumOnVessel(head, text)) return conceptById('vacuum_flasks') ?? null;
  if (!head || !DRINKING_VESSEL.test(head.term) || !INSULATED.test(text)) return null;
  if (chiefGroup && AIR_WALLED.has(chiefGroup) && !VACUUM.test(text)) return null;
  return conceptById('vacuum_flasks') ?? null;
}

/**
 * "Sport Band for Apple Watch", "Nylon Loop Compatible with Galaxy Watch 6", "애플워치 호환 실리콘 스트랩": a band,
 * strap or bracelet made to fit a watch is a watch strap (9113), smart watches included, whatever the reader
 * took for the goods (the watch it fits, a jewellery bracelet, a leather strap). Null where no watch is fitted, or where
 * other goods are the head (a charger, a case or a stand for the watch).
 */
export function watchStrap(head: GlossaryMatch | null, text: string): GlossaryMatch | null {
  if (head && (WATCH_STRAP_HEADINGS.has(head.concept.headings[0]) || !(STRAP_WORD.test(head.text) || head.concept.headings.some((heading) => WATCH_HEADINGS.has(heading) || heading === SMARTWATCHES)))) return null;
  const strap = STRAP_WORD.exec(text);
  const fit = WATCH_FITTED.map((pattern) => pattern.exec(text)).find((found) => found !== null);
  if (!strap || !fit || OTHER_WATCH_GOODS.test(text.slice(0, fit.index)) || /\bwith\s+(?:\S+\s+){0,2}$/i.test(text.slice(0, strap.index))) return null;
  const named = lookupGlossary('watch strap', 'en')[0];
  return named ? { ...named, text: strap[0], start: strap.index, end: strap.index + strap[0].length } : null;
}
const WATCH_STRAP_HEADINGS = new Set(['9113']);

/**
 * "Artificial Peony Flowers", "Faux Eucalyptus Stems", "Fake Succulent Plants": a plant or flower named after a word
 * saying it is not real is an artificial flower or plant (6702). Null where the head is no plant or nothing says so.
 */
export function artificialPlant(head: GlossaryMatch | null, text: string): GlossaryMatch | null {
  if (!head || head.lang !== 'en' || head.concept.category !== 'plants' || !NOT_REAL_BEFORE.test(text.slice(0, head.start))) return null;
  const artificial = conceptById('artificial_flowers');
  return artificial ? { ...head, concept: artificial } : null;
}
/**
 * "Dog Squeaky Plush Toys … for Small Dogs", "Cat Feather Wand Toy": toys made for pets are no children's toys of 9503 but
 * articles of their material (pet toys: 6307, 4016, 3926). Null where the head is no toy or no pet is named as the user.
 */
/** The head read as other goods, by their own first name (the product type then says "ensemble", "tool set"). */
const namedAs = (head: GlossaryMatch, concept: Concept): GlossaryMatch => ({ ...head, concept, term: concept.en[0] });

/**
 * "Polo Shirt and Shorts Set", "T-shirt and Pants 2pcs": an upper garment and a lower one joined and sold as one set or
 * outfit are an ensemble (Chapter 61 note 3(b), Chapter 62 note 3(b)), whichever piece the title names first.
 */
export function ensembleOfPieces(head: GlossaryMatch | null, matches: GlossaryMatch[], text: string): GlossaryMatch | null {
  if (!head || head.lang !== 'en' || !(UPPER_GARMENTS.has(head.concept.id) || LOWER_GARMENTS.has(head.concept.id)) || !GARMENT_SET.test(text)) return null;
  const joined = matches.some(
    (upper) => UPPER_GARMENTS.has(upper.concept.id) && matches.some((lower) => LOWER_GARMENTS.has(lower.concept.id) && lower.start > upper.end && JOINED.test(text.slice(upper.end, lower.start))),
  );
  const ensemble = joined ? conceptById('ensemble') : undefined;
  return ensemble ? namedAs(head, ensemble) : null;
}
const UPPER_GARMENTS = new Set(['t_shirt', 'tank_tops', 'polo_shirt', 'shirt', 'blouse', 'sweater', 'tops']);
const LOWER_GARMENTS = new Set(['shorts', 'trousers', 'knit_trousers', 'leggings', 'skirt', 'jeans']);
const JOINED = /^\s*(?:and|&|\+|with|\/)\s*(?:[\p{L}-]+\s+){0,2}$/iu;
const GARMENT_SET = /\b(?:sets?|outfits?|2\s?pcs|2[\s-]?pieces?|two[\s-]pieces?|matching)\b/i;

/**
 * "A set … consisting of socket wrenches, pliers and screwdrivers", "Screwdriver Set … Tweezers Pry Tools": hand tools of two
 * or more of headings 8202 to 8205 put up in one set are the sets of 8206, whichever tool the title names first.
 */
export function toolSetOfPieces(head: GlossaryMatch | null, matches: GlossaryMatch[], text: string): GlossaryMatch | null {
  if (!head || head.concept.id === TOOL_SET || !isHandTool(head.concept) || !SET_WORD.test(text)) return null;
  const headings = new Set(matches.filter((match) => isHandTool(match.concept)).map((match) => match.concept.headings[0]));
  const set = headings.size >= 2 ? conceptById(TOOL_SET) : undefined;
  return set ? namedAs(head, set) : null;
}
const isHandTool = (concept: Concept) => { const heading = concept.headings[0] ?? ''; return heading >= '8202' && heading <= '8205'; };
const SET_WORD = /\b(?:sets?|kits?)\b|세트|セット|\bbộ\b/i;
/**
 * "Replacement Battery for MacBook Air", "Battery for Samsung Galaxy S21": a battery made for a phone, a computer, a camera or
 * another portable device is a lithium-ion accumulator (8507.60), whatever chemistry a bare "battery" leaves open; cells for
 * remotes, clocks or cars are not read so.
 */
export function portableDeviceBattery(head: GlossaryMatch | null, matches: GlossaryMatch[], text: string): GlossaryMatch | null {
  if (!head || head.concept.id !== 'batteries') return null;
  const after = text.slice(head.end);
  const device = PORTABLE_DEVICE.test(after) || matches.some((match) => match.start >= head.end && PORTABLE_HEADINGS.has(match.concept.headings[0] ?? '') && match.concept.category === 'electronics');
  const lithium = device ? conceptById('lithium_ion_batteries') : undefined;
  // Named as the concept names it, so that the product read is a lithium-ion battery, with that subheading first.
  return lithium ? { ...head, concept: lithium, term: lithium.en[0] } : null;
}
/** Phones, computers, cameras, sound and video recorders, drones and game consoles: devices whose batteries are lithium-ion. */
const PORTABLE_HEADINGS = new Set(['8517', '8471', '8525', '8519', '8518', '8806', '9504']);
const PORTABLE_DEVICE = /\b(?:i?phones?|smartphones?|ipads?|tablets?|macbook|laptops?|notebooks?|chromebook|galaxy|pixel|gopro|cameras?|camcorders?|drones?|dji|airpods|earbuds|headphones?|kindle|nintendo|joy-?cons?|(?:game|xbox|ps[45]|playstation|switch pro) controllers?|smart\s?watch(?:es)?|apple watch)\b/i;

export function petToy(head: GlossaryMatch | null, text: string): GlossaryMatch | null {
  if (!head || head.lang !== 'en' || head.concept.headings[0] !== TOYS || !PET_USER.test(text) || CHILD_USER.test(text)) return null;
  const pet = conceptById('pet_toys');
  return pet ? { ...head, concept: pet } : null;
}
const TOYS = '9503';
const PETS = String.raw`(?:dogs?|puppy|puppies|cats?|kittens?|kitty|pets?|parrots?|birds?|hamsters?|rabbits?|ferrets?)`;
/** A pet before the toy word ("Dog Squeaky Plush Toys") or after "for" ("Chew Toys for Small Dogs"). */
const PET_USER = new RegExp(String.raw`\b${PETS}\s+(?:[\p{L}'-]+\s+){0,3}toys?\b|\bfor\s+(?:[\p{L}'-]+\s+){0,2}${PETS}\b`, 'iu');
/** "Stuffed Dog Toy for Kids": a toy animal for children. */
const CHILD_USER = /\b(?:kids?|child(?:ren)?|toddlers?|bab(?:y|ies)|boys?|girls?|infants?)\b/i;
/** "Artificial", "faux", "fake" or "imitation" up to three words before the name, in its field. */
const NOT_REAL_BEFORE = /\b(?:artificial|faux|fake|imitation)\s+(?:[\p{L}'-]+\s+){0,3}$/iu;
/** Smart watches' heading: a band said to fit one may have been read as the watch ("Galaxy Watch Leather Strap"). */
const SMARTWATCHES = '8517';
const WATCH_NAME = String.raw`(?:(?:apple|galaxy|samsung|pixel|huawei|xiaomi|garmin|fossil|amazfit|fitbit)\s+)?(?:smart\s?)?watch(?:es)?|iwatch|fitbit|garmin|amazfit|fitness\s+tracker`;
const WATCH_FITTED = [
  new RegExp(String.raw`\b(?:for|compatible\s+with|fits?|fit\s+for|replacement\s+for|works\s+with)\s+(?:[\w+-]+\s+){0,3}?(?:${WATCH_NAME})\b`, 'i'),
  /(?:워치|시계|핏빗|갤럭시\s?핏)\S*\s?(?:호환|전용|용)/,
  /(?:ウォッチ|時計)\S*\s?(?:対応|用|専用)/,
  /\b(?:cho|dùng cho|tương thích)\s+(?:apple watch|galaxy watch|đồng hồ|smartwatch)/i,
];
/** Goods sold for a watch that are no strap: a band they come with is theirs ("Charging Stand for Apple Watch with Band Holder"). */
const OTHER_WATCH_GOODS = /\b(?:stands?|cases?|chargers?|charging|holders?|protectors?|covers?|docks?|cables?|tools?|box(?:es)?|organi[sz]ers?|screens?)\b/i;
const STRAP_WORD = /\b(?:bands?|straps?|bracelets?|loops?|wristbands?)\b|스트랩|밴드|시계줄|브레이슬릿|バンド|ベルト|ストラップ|dây đeo|dây đồng hồ/i;

/**
 * "Frank Ocean Blonde Vinyl", "Nevermind (Vinyl) - Nirvana": in a title naming no goods, "vinyl"
 * closing it or standing as a field of its own is the record the music is pressed on (8523.80), unless
 * the title speaks of vinyl in the sheet or roll (craft and wrap vinyl, upholstery, flooring).
 */
export function recordCalledVinyl(text: string): GlossaryMatch | null {
  const vinyl = VINYL_AS_FIELD.exec(text) ?? VINYL_CLOSING.exec(text);
  if (!vinyl || SHEET_VINYL.test(text)) return null;
  const record = lookupGlossary('vinyl record', 'en')[0];
  if (!record) return null;
  const start = vinyl.index + vinyl[0].search(/vinyl/i);
  return { ...record, text: text.slice(start, start + 5), start, end: start + 5 };
}
const VINYL_AS_FIELD = /(?:^|[[(|]|\s[-–]\s)\s*(?:\p{L}+\s+)?vinyl\s*(?=$|[\])|]|\s[-–]\s)/iu;
const VINYL_CLOSING = /\bvinyl\W*$/i;
const SHEET_VINYL = /\b(?:htv|heat transfer|iron[- ]?on|adhesive|self[- ]adhesive|permanent|removable|marine|upholstery|faux|leather|fabric|clear|glitter|holographic|matte|glossy|wrap|wrapping|rolls?|sheets?|yards?|gauge|mil|feet|ft|flooring|floor|planks?|tiles?|siding|fence|banner|film|cutting|cricut|silhouette|oracal|siser|decals?|stickers?|letters?|lettering|window|tablecloth|tarp)\b/i;

/** Shapes plastics take once worked, with the headings of plastics so worked (3916–3926). */
const WORKED_SHAPES: Array<[RegExp, string[]]> = [
  [/^(?:sheets?|sheeting|films?|plates?|foils?|strips?|boards?|panels?)$/i, ['3920', '3921']],
  [/^(?:rods?|bars?|profiles?|monofilaments?)$/i, ['3916']],
  [/^(?:tubes?|tubing|pipes?|hoses?)$/i, ['3917']],
  [/^(?:tapes?)$/i, ['3919']],
  [/^(?:bags?|sacks?|bottles?|containers?)$/i, ['3923']],
  [/^(?:gaskets?|seals?|washers?|rings?|bushings?|bushes|balls?|parts?|liners?|nets?|blocks?)$/i, ['3926']],
];

/**
 * "HDPE sheet 2mm", "PTFE rod": a plastic in its primary form (3901–3914) named just before the
 * shape it was worked into is what the goods are made of, not the goods. Returns the headings of
 * that shape, or null where the name is no such pair.
 */
export function resinWorkedInto(head: GlossaryMatch | null, text: string): string[] | null {
  if (!head || head.lang !== 'en' || !headingsWithin(head.concept, PLASTICS_PRIMARY)) return null;
  const next = /^[\s-]*(\p{L}+)/u.exec(text.slice(head.end))?.[1] ?? '';
  return shapeHeadings(next);
}

/**
 * "PE sheet", "PP tube": goods no glossary term names, a plastic named before the shape it was
 * worked into, are that shape's goods (3916–3926), as a named resin's are (`resinWorkedInto`).
 */
export function plasticShapeHeadings(headPhrase: string | null, chiefGroup: string | undefined): string[] | null {
  if (!headPhrase || chiefGroup !== 'plastic') return null;
  return shapeHeadings(headPhrase.trim().split(/\s+/).at(-1) ?? '');
}

/** The headings of plastics worked into the shape a word names, or null where it names none. */
const shapeHeadings = (word: string): string[] | null => WORKED_SHAPES.find(([shape]) => shape.test(word))?.[1] ?? null;

/**
 * Whether a shape's headings say what the goods are: plates, sheets, rods, tubes and packings do;
 * a tape may be self-adhesive (3919) or strip (3920, 3921) and a ring or a part is any article of 3926.
 */
export const shapeNamesGoods = (headings: string[]): boolean => !headings.includes('3919') && !headings.includes('3926');

// "Accessory Pocket", "accessories pouch": a place for accessories, no accessory of a machine.
// An impeller, rotor or stator is a part of the pump, fan or motor it is named with, never goods of a heading of its own.
const PARTS_WORDS = /\b(?:parts?|components?|spare\s+parts?|accessor(?:y|ies)(?!\s+(?:pockets?|compartments?|pouch(?:es)?|bags?|organi[sz]ers?|storage|slots?)\b)|impellers?|rotors?|stators?)\b|부품|부분품|부속품|임펠러|회전자|고정자|部品|部分品|パーツ|インペラ|羽根車|phụ tùng|linh kiện|bộ phận|cánh bơm/i;

/** "Cánh quạt … thay thế", "Rổ chiên thay thế cho nồi chiên": a Vietnamese title selling a piece as a replacement for the machine it names. */
const VI_REPLACEMENT = /thay thế(?! (?:được|dễ))/i;

/** The components a part word may name: the goods' own where they are listed in a later field than the machine's name. */
const COMPONENT_WORDS = /^(?:impellers?|rotors?|stators?|임펠러|회전자|고정자|インペラ|羽根車|cánh bơm)$/i;
const PARTS_WORDS_ALL = new RegExp(PARTS_WORDS.source, 'gi');

/**
 * "CENTRIFUGAL PUMP; END-SUCTION, CAST IRON CASING, BRONZE IMPELLER": a machine named first whose impeller, rotor or
 * stator a later field lists is described by its components, no part of it declared ("Pump impeller" is one).
 */
function componentsOfTheGoods(head: GlossaryMatch, text: string): boolean {
  const words = [...text.replace(ACCESSORIES_INCLUDED, '').matchAll(PARTS_WORDS_ALL)];
  return words.length > 0 && words.every((word) => COMPONENT_WORDS.test(word[0]) && word.index! > head.end && /[;,/]/.test(text.slice(head.end, word.index)));
}

/** "IMPELLER; GLASS-FIBRE REINFORCED POLYPROPYLENE; SPARE PART FOR … PUMP": a part named alone in the first field is the goods, whatever a later field names. */
function partNamedFirst(head: GlossaryMatch, text: string): boolean {
  const firstField = text.split(/[;,(]/)[0];
  return head.start >= firstField.length && PARTS_WORDS.test(firstField);
}

/** "Drill Driver Set with 2 Batteries, Charger, 30-Piece Accessories": accessories the goods come with, no parts declared. */
const ACCESSORIES_INCLUDED = /\b(?:with|including|includes|incl\.?|plus)\b[^;|]*?\baccessor(?:y|ies)\b/giu;

/**
 * "Part for engine …", "에어컨 부품": parts of a machine the glossary knows go to that machine's parts
 * heading. Applies when the head is missing, a catch-all, generic, or the machine itself. A generic
 * component named for a machine ("모니터용 … PBA", "control board for air conditioner") is a part of it too.
 */
export function partsOf(matches: GlossaryMatch[], head: GlossaryMatch | null, text: string, uses: Span[] = [], servedElsewhere: Concept[] = []): Concept | null {
  // Clothes, shoes and furniture made for dolls are the dolls' accessories (heading 9503), whatever they would be full size.
  const toy = matches.find((match) => match !== head && match.concept.category === 'toys' && match.concept.attributes?.parts_heading && inUse(match, uses));
  if (toy) return toy.concept;
  const otherVehicle = vehicleOfOtherParts(matches, head);
  if (otherVehicle) return otherVehicle;
  if (head?.concept.attributes?.generic) {
    // A machine named after what it makes ("발전기 제조기계", a machine making generators) is no part of those goods.
    const served = matches.find((match) => match !== head && match.concept.attributes?.parts_heading && !match.concept.attributes.broad && inUse(match, uses.filter((use) => !(use as UsePhrase).worked)));
    if (served) return served.concept;
    const named = servedElsewhere.find((concept) => concept.attributes?.parts_heading && !concept.attributes.broad);
    if (named) return named;
  }
  // "Alto Saxophone Neck", "Violin bridge", "Trumpet mouthpipe": a part noun right after a musical instrument names its part (9209).
  if (head?.concept.attributes?.parts_heading === INSTRUMENT_PARTS_HEADING && INSTRUMENT_PART_AFTER.test(text.slice(head.end))) return head.concept;
  const instrument = instrumentServed(matches, head, text);
  if (instrument) return instrument;
  if (!PARTS_WORDS.test(text.replace(ACCESSORIES_INCLUDED, '')) && !VI_REPLACEMENT.test(text)) return null;
  if (head && PARTS_WORDS.test(head.text)) return null;
  if (head?.concept.attributes?.parts_heading && componentsOfTheGoods(head, text)) return null;
  const attributes = head?.concept.attributes;
  if (head && !attributes?.broad && !attributes?.generic && !attributes?.parts_heading && !partNamedFirst(head, text)) return null;
  const machine = [...matches].sort((a, b) => a.start - b.start).find((match) => match.concept.attributes?.parts_heading && !match.concept.attributes.broad);
  // "Parts for excavator; hydraulic pump": the head named after another machine is goods of a heading of its own, not that machine's part.
  if (head && machine && machine.start < head.start && headingOfItsOwn(head.concept, machine.concept)) return null;
  return machine?.concept ?? null;
}

/**
 * Parts headings of chapters 84 and 85: Section XVI note 2(a) sends a machine's parts to their own heading only where they
 * are goods of some other heading of the two chapters than these.
 */
const PARTS_ONLY_HEADINGS = new Set(['8409', '8431', '8448', '8466', '8473', '8487', '8503', '8522', '8529', '8538', '8548']);

/**
 * "Crane parts (overload alarm)", "Parts of motor vehicles; wiper motor", "Helicopter parts; hydraulic actuator": parts
 * declared of a machine or a vehicle that are goods of a heading of their own stay there. Section XVI note 2(a) keeps a
 * machine's parts that are goods of a heading of chapter 84 or 85 (other than its parts headings) in that heading, and
 * Section XVI note 1(m) sends articles of chapter 90 to it; Section XVII note 2(e) to (g) take the machines of 8401 to
 * 8479, electrical goods of chapter 85 and articles of chapter 90 out of a vehicle's parts. Returns the match naming such
 * goods, after the machine or vehicle the parts are declared of; null where there is none.
 */
export function goodsOfTheirOwnHeading(matches: GlossaryMatch[], head: GlossaryMatch | null, text: string): GlossaryMatch | null {
  if (!head || !PARTS_WORDS.test(text)) return null;
  const served = head.concept;
  const heading = served.headings[0] ?? '';
  const vehicle = served.category === 'vehicles_parts';
  const machine = /^8[45]/.test(heading);
  if (!vehicle && !machine) return null;
  // The parts are declared of the head: a parts word in or right beside its name ("Crane parts", "Parts of … crane").
  const near = text.slice(Math.max(0, head.start - 20), head.end + 12);
  if (!PARTS_WORDS.test(near)) return null;
  return matches.find((match) => match !== head && match.start >= head.end && !PARTS_WORDS.test(match.text) && headingOfItsOwn(match.concept, served)) ?? null;
}

/** Goods a machine or vehicle's parts may be that keep a heading of their own (`goodsOfTheirOwnHeading`). */
function headingOfItsOwn(concept: Concept, served: Concept): boolean {
  const first = concept.headings[0] ?? '';
  if (!first || concept.attributes?.broad || concept.attributes?.generic || PARTS_ONLY_HEADINGS.has(first) || served.headings.includes(first)) return false;
  if (/^(?:85|90)/.test(first)) return true;
  return /^84/.test(first) && (served.category !== 'vehicles_parts' || first <= '8479');
}

/** Parts and accessories of musical instruments (9209). */
const INSTRUMENT_PARTS_HEADING = '9209';
/** Parts of a musical instrument a shop names right after it: no glossary term holds them as goods of their own. */
/** A key of an instrument; "Harmonica Key of C" is the key it plays in, no key of it. */
const INSTRUMENT_KEY = String.raw`keys?(?!\s+of\s+[A-G](?![\p{L}\d]))`;
const INSTRUMENT_PART_AFTER = new RegExp(String.raw`^[\s-]*(?:necks?|goosenecks?|mouthpieces?|mouthpipes?|bells?|valves?|${INSTRUMENT_KEY}|key\s?pads?|pads?|bridges?|saddles?|tuning\s+pegs?|pegs?|fingerboards?|fretboards?|pickguards?|tailpieces?|end\s?pins?|slides?|tuning\s+slides?|crooks?|ligatures?|drum\s?heads?|heads?|hammers?|dampers?|bodies|body)\b`, 'iu');

/**
 * Wind and string instruments, whose names in a shop title are not other goods (a drum or a piano may be a
 * machine's drum or a piano hinge).
 */
const PART_BEARING_INSTRUMENTS = new Set(['wind_instruments', 'brass_wind', 'string_instruments']);
/** Small fittings a shop sells for an instrument it names: screws, nuts, washers, springs, corks and felts. */
const FITTING_HEADINGS = new Set(['7318', '7320', '7415', '4503', '4504', '5602']);
/** Parts named a few words after the instrument ("Cornet 1st slide stop screw", "euphonium water key cork"). */
const INSTRUMENT_PART_LATER = new RegExp(String.raw`^(?:[\s/-]+[\p{L}\d.]+){0,3}?[\s/-]+(?:necks?|mouthpieces?|mouthpipes?|valves?|${INSTRUMENT_KEY}|pads?|pegs?|slides?|crooks?|ligatures?|rotors?|levers?|screws?|nuts?|washers?|springs?|corks?|felts?|stoppers?|buttons?)\b`, 'iu');

/**
 * "Tuba valve felt washer", "Saxophone octave key spring", "French horn rotor lever screw": a screw, nut, washer, spring,
 * cork or felt sold for a named wind or string instrument, or a part named a few words after it, is a part of that
 * instrument (9209.99), made to fit it, not a fitting of general use. Without it the
 * fitting took 7318 or 7320: e-commerce HS6 827 -> 830, HS4 925 -> 929, kr unchanged.
 */
function instrumentServed(matches: GlossaryMatch[], head: GlossaryMatch | null, text: string): Concept | null {
  if (!head) return null;
  const instrument = matches.find((match) => PART_BEARING_INSTRUMENTS.has(match.concept.id));
  if (!instrument) return null;
  if (head === instrument) return INSTRUMENT_PART_LATER.test(text.slice(head.end)) ? head.concept : null;
  return FITTING_HEADINGS.has(head.concept.headings[0] ?? '') ? instrument.concept : null;
}

/** Heading 8708: parts and accessories of the motor vehicles of headings 8701 to 8705 only. */
const MOTOR_VEHICLE_PARTS = '8708';

/**
 * "Motorcycle clutch plate", "Bicycle brake caliper": a part the glossary files with motor
 * vehicles' parts (8708), named with a vehicle whose parts have another heading (motorcycles and
 * cycles 8714, rolling stock 8607), is that vehicle's part.
 */
function vehicleOfOtherParts(matches: GlossaryMatch[], head: GlossaryMatch | null): Concept | null {
  if (head?.concept.headings[0] !== MOTOR_VEHICLE_PARTS) return null;
  const vehicle = matches.find((match) => match !== head && match.concept.category === 'vehicles_parts' && !match.concept.attributes?.broad && (match.concept.attributes?.parts_heading ?? MOTOR_VEHICLE_PARTS) !== MOTOR_VEHICLE_PARTS);
  return vehicle?.concept ?? null;
}

/** The last word of a name, singular ("Dinner Plates" → "plate"). */
const lastNoun = (name: string) => singular(name.trim().split(/\s+/).pop()?.toLowerCase() ?? '');
export const wordCount = (name: string) => name.trim().split(/\s+/).length;

const IRREGULAR_SINGULAR: Record<string, string> = { knives: 'knife', leaves: 'leaf', shelves: 'shelf', wolves: 'wolf', halves: 'half', loaves: 'loaf', feet: 'foot', teeth: 'tooth', mice: 'mouse', geese: 'goose' };
const PLURAL_ONLY = /^(?:glasses|sunglasses|eyeglasses|goggles|pants|jeans|trousers|shorts|briefs|tights|pliers|scissors|tongs|shears|clothes|goods|binoculars|overalls|leggings|pajamas|pyjamas|spectacles|knickers|boxers|series|species|chassis|news|sweets|gas|bus|lens|canvas|atlas|dress|glass|mattress|press)$/;

/** The singular of an English noun phrase's last word: "kitchen knives" → "kitchen knife", "t-shirts" → "t-shirt". */
export function singular(phrase: string): string {
  return phrase.replace(/([a-z]+)$/i, (word: string) => {
    const lower = word.toLowerCase();
    if (IRREGULAR_SINGULAR[lower]) return IRREGULAR_SINGULAR[lower];
    if (lower.length <= 3 || PLURAL_ONLY.test(lower) || /(?:ss|us|is)$/.test(lower)) return word;
    // "pies", "ties", "dies": the short ones only drop their "s".
    if (lower.endsWith('ies')) return lower.length <= 4 ? word.slice(0, -1) : word.slice(0, -3) + 'y';
    if (/(?:sses|xes|ches|shes)$/.test(lower) || (lower.endsWith('oes') && lower.length > 6)) return word.slice(0, -2);
    return lower.endsWith('s') ? word.slice(0, -1) : word;
  });
}

const STOPWORDS = new Set('the of and or for with in on to by from a an as at is are be this that other others not nor its it made used type new pcs pieces piece set sets item items size color colour brand model free buy get sample promotional kind'.split(' '));

/** Units written apart from their figure ("12 mm", "500 ml") measure the goods; they name none. */
const UNIT_WORDS = new Set('mm cm kg ml gsm inch inches micron microns mic ft lbs oz cc kw mah ltr litre litres liter liters mtr'.split(' '));

/** Without a glossary concept, the English head noun phrase: the last words before the first preposition. */
export function englishHeadPhrase(text: string): string | null {
  const zone = text.slice(0, englishZoneEnd(text, 0));
  const words = [...new TextView(zone).words].map((word) => word.text).filter((word) => /^[a-z][a-z-]+$/.test(word) && !STOPWORDS.has(word) && !UNIT_WORDS.has(word));
  return words.length ? words.slice(-3).join(' ') : null;
}

export { STOPWORDS };

/**
 * "Marvel's Spider-Man 2 - PlayStation 5 (Physical Disc)", "PS5ソフト", "PS5 … 한글판 디스크": a platform named with a game's
 * disc and no console, controller or bundle is a game for it, recorded media of 8523.49, not the console of 9504.50. Cartridges,
 * which the team's labels keep with the consoles, are left to the glossary's own game names.
 */
export function gameForPlatform(head: GlossaryMatch | null, text: string): GlossaryMatch | null {
  if (head?.concept.id !== 'video_games' || !GAME_MEDIUM.test(text) || CONSOLE_ITSELF.test(text)) return null;
  return namedInstead(head, 'video game');
}
/** The glossary's goods of an English name, standing where the head was read: the reading names other goods than its words. */
function namedInstead(head: GlossaryMatch, english: string): GlossaryMatch | null {
  const named = lookupGlossary(english, 'en')[0];
  return named ? { ...named, text: head.text, start: head.start, end: head.end } : null;
}
const GAME_MEDIUM = /\b(?:physical disc|game disc|discs?|blu-?ray|game title)\b|ソフト|パッケージ版|ディスク|디스크|타이틀|블루레이|đĩa game/i;
const CONSOLE_ITSELF = /\bconsoles?\b|\bcontrollers?\b|\bgamepads?\b|\bsystem\b|\bbundle\b|\bdisc (?:edition|drive)\b|\bdigital edition\b|\bslim\b|\bpro\b|本体|コントローラー|ディスクドライブ|게임기|본체|컨트롤러|máy chơi|tay cầm/i;

/**
 * "リアルファー ラビット マフラー", "리얼 밍크 퍼 머플러 (인조퍼 아님)", "women's coat made of mink furskins": a garment or
 * clothing accessory of real fur is an article of furskin (4303.10, chapter 43 note 4), not the textile one of chapters 61
 * and 62. Fur only trimming the goods (a hood's trim, a pompom) leaves them textile; headgear and footwear are chapters 64
 * and 65's whatever their fur (chapter 43 note 2).
 */
export function furskinApparel(head: GlossaryMatch | null, text: string): GlossaryMatch | null {
  if (!head || !FUR_GARMENT_HEADING.test(head.concept.headings[0] ?? '') || !ofRealFur(text)) return null;
  return namedInstead(head, 'fur apparel');
}
/** Headgear of leather or real fur ("Genuine Leather Newsboy Cap", "여우 모피로 만든 … 모자") is 6506.99's, not textile headgear (6505). */
export function leatherOrFurHeadgear(head: GlossaryMatch | null, text: string): GlossaryMatch | null {
  if (!head || head.concept.headings[0] !== '6505' || !ofLeatherOrRealFur(text)) return null;
  return namedInstead(head, 'leather hat');
}
/**
 * "PE 쇼핑백 … 두께 0.02mm", "flat bags … of low density polyethylene film", "Sample bags, polyethylene": bags of polyethylene film
 * not made to last are sacks and bags of 3923 (chapter 42 note 2(A)(a)), not the shopping bags of 4202; reusable, woven and
 * insulated bags stay 4202's.
 */
export function plasticFilmBag(head: GlossaryMatch | null, text: string): GlossaryMatch | null {
  if (head?.concept.id !== 'bags' || !FILM_NAMED.test(text) || MADE_TO_LAST.test(text)) return null;
  return namedInstead(head, 'polyethylene bags');
}
/** Polyethylene by name ("PE", "HDPE", `폴리에틸렌`); the engine's bag kinds ask it too. */
export const POLYETHYLENE_NAMED = /\bpoly(?:ethylene|thene)\b|\b(?:PE|HDPE|LDPE|LLDPE)\b|폴리에틸렌|ポリエチレン/i;
/** Plastic film as shops name it: polyethylene, or `비닐`, "ni lông", "nilon" for any thin plastic sheeting. */
const FILM_NAMED = new RegExp(`${POLYETHYLENE_NAMED.source}|비닐|ni ?lông|\\bnilon\\b`, 'i');
const MADE_TO_LAST = /\breusable\b|\bwoven\b|\bnon-?woven\b|\bcanvas\b|\bcotton\b|\btote\b|\bfoldable\b|\binsulated\b|\bcooler\b|\blaminated\b|재사용|부직포|장바구니|보냉|접이식|エコバッグ|保冷|tái sử dụng|không dệt|giữ nhiệt/i;
/** Said to be of fur that is real, and not only its trimming. */
const ofRealFur = (text: string): boolean => REAL_FUR.test(text) && !FUR_TRIM.test(text) && !saidImitation(text);
/** Goods said to be of leather or of real fur, neither imitation nor fur only as their trimming (the engine's headgear kinds ask it too). */
export const ofLeatherOrRealFur = (text: string): boolean => ofRealFur(text) || (REAL_LEATHER.test(text) && !saidImitation(text));
/** Faux fur, PU or synthetic leather said, and not denied ("인조퍼 아님", "not faux"). */
const saidImitation = (text: string): boolean => IMITATION.test(text.replace(IMITATION_DENIED, ' '));
const REAL_LEATHER = /\b(?:genuine|real|natural|full[- ]grain|top[- ]grain)\s+(?:[a-z]+\s+)?(?:leather|cowhide|sheepskin|suede)\b|\bcowhide\b|\bleather\b|本革|牛革|レザー|천연\s?가죽|소가죽|가죽|da thật|da bò|\bda\b/i;
const FUR_GARMENT_HEADING = /^(?:61(?:0[1-4]|1[0-7])|62(?:0[1-4]|1[0-7]))$/;
const REAL_FUR = /\b(?:real|genuine|natural)\s+(?:[a-z]+\s+)?fur\b|\bmink\b|\bfurskins?\b|\b(?:fox|rabbit|raccoon|sable|chinchilla)\s+fur\b|\bshearling\b|リアルファー|本毛皮|毛皮|ミンク|천연\s?모피|리얼\s?(?:[가-힣]+\s?)?퍼|밍크|모피|lông (?:thú|thỏ|cáo|chồn) thật|da lông thú/i;
const IMITATION = /\b(?:faux|fake|artificial|imitation|vegan|synthetic|pleather|pu|polyurethane)\b|합성\s?가죽|合成皮革|giả da|da giả|인조\s?(?:모피|퍼)|페이크\s?퍼|에코\s?퍼|フェイクファー|エコファー|人工毛皮|nhân tạo|lông giả/i;
const IMITATION_DENIED = /\(?(?:인조\s?(?:모피|퍼)|페이크\s?퍼)\s?(?:아님|아닌 것|아닙니다)\)?|\bnot (?:faux|fake|artificial)(?: fur)?\b/gi;
const FUR_TRIM = /\btrim(?:med|ming)?\b|\bpom[\s-]?poms?\b|\bpompoms?\b|\bfur[- ]lined hood\b|トリム|ファー付き|퍼\s?트리밍|viền lông/i;

/**
 * "커넥터 (와이어 투 보드)", "Đầu nối (connector) bo mạch - bo mạch": a name the glossary gives a heading but no subheading
 * ("connector", of 8536) beside a narrower name of the same heading that has one ("board to board connector", 8536.69) is
 * the same goods said twice: the narrower name says which line.
 */
export function narrowerName(head: GlossaryMatch | null, matches: GlossaryMatch[], text: string, uses: Span[]): GlossaryMatch | null {
  if (!head || head.concept.default_subheading || !head.concept.headings.length) return null;
  const noun = headNoun(head);
  // The same head noun, narrowed ("connector" and "board to board connector"): a feature ("stopwatch" in a watch), a part
  // or another article named beside the goods ("keyboard" with a desktop) has a head noun of its own.
  return matches.find((other) => other.concept !== head.concept && other.concept.default_subheading && other.concept.headings[0] === head.concept.headings[0] && headNoun(other) === noun && !inUse(other, uses) && !negated(other, text)) ?? null;
}
/** The last English word of what a match names ("connector" of "board to board connector", of "커넥터"). */
const headNoun = (match: GlossaryMatch) => lastNoun(match.lang === 'en' ? match.term : englishFor(match.concept, match.term));
