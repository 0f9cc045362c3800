/** Construction, gender and age, food state, power source: found in any of the four languages. */
import { longestFirst, TextView, type PhraseIndex } from '../glossary';
import type { Construction, FoodState, Gender, Lang } from '../types';
import { CONSTRUCTION, ELECTRICAL_HINTS, GENDER, lexiconIndexes, POWER, STATE, type GenderWord, type PowerWord } from './lexicons';

export interface AttributeHit<T> {
  value: T;
  text: string;
  lang: Lang;
  start: number;
  end: number;
}

type Indexes<T> = Record<Lang, PhraseIndex<T | null>>;

function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const constructionIndexes = lazy(() => lexiconIndexes(CONSTRUCTION));
const genderIndexes = lazy(() => lexiconIndexes(GENDER));
const stateIndexes = lazy(() => lexiconIndexes(STATE));
const powerIndexes = lazy(() => lexiconIndexes(POWER));
const electricalIndexes = lazy(() => lexiconIndexes(ELECTRICAL_HINTS));

/** Hits of one lexicon across the languages present, longest first, in text order; vetoed phrases dropped. */
function findAll<T>(indexes: Indexes<T>, view: TextView, langs: Lang[]): AttributeHit<T>[] {
  const hits = [...new Set<Lang>(['en', ...langs])].flatMap((lang) => indexes[lang].find(view).map((hit) => ({ ...hit, lang })));
  return (longestFirst(hits) as typeof hits)
    .filter((hit) => hit.value !== null)
    .map((hit) => ({ value: hit.value as T, text: view.text.slice(hit.start, hit.end), lang: hit.lang, start: hit.start, end: hit.end }))
    .sort((a, b) => a.start - b.start);
}

export interface Attributes {
  construction: Construction;
  gender: Gender;
  children: boolean;
  state: FoodState;
  power: PowerWord | null;
  electricalHint: boolean;
  hits: AttributeHit<string>[];
}

/** Non-woven outranks woven ("non-woven" contains it), otherwise the first word said wins. */
/**
 * The construction said in so many words ("knitted", "dệt kim", "vải thun", ニット, 편직) outranks one a fabric's name implies
 * (denim, satin, twill): "Legging Giả Jean … Denim Vải Thun" is a knit printed to look like denim.
 */
const NAMED_CONSTRUCTION = /^(?:knit(?:ted)?|woven|crocheted|(?:vải )?dệt (?:kim|thoi)|vải thun|ニット|メリヤス|編物|織物|편직|니트|직물|제직)$/i;
function pickConstruction(hits: AttributeHit<Exclude<Construction, null>>[]): Construction {
  if (hits.some((hit) => hit.value === 'nonwoven')) return 'nonwoven';
  return (hits.find((hit) => NAMED_CONSTRUCTION.test(hit.text)) ?? hits[0])?.value ?? null;
}

function pickGender(hits: AttributeHit<GenderWord>[]): Gender {
  const said = new Set(hits.map((hit) => hit.value).filter((value) => value !== 'children'));
  if (said.has('babies')) return 'babies';
  if (said.has('unisex')) return 'unisex';
  const male = said.has('men') || said.has('boys');
  const female = said.has('women') || said.has('girls');
  if (male && female) return 'unisex';
  return (hits.find((hit) => hit.value !== 'children')?.value as Gender) ?? null;
}

/** The most processed state decides the chapter: frozen cooked shrimp is cooked. */
const STATE_ORDER: Exclude<FoodState, null>[] = ['prepared', 'preserved', 'cooked', 'smoked', 'salted', 'dried', 'frozen', 'chilled', 'fresh', 'live'];
function pickState(hits: AttributeHit<Exclude<FoodState, null>>[]): FoodState {
  const said = new Set(hits.map((hit) => hit.value));
  return STATE_ORDER.find((state) => said.has(state)) ?? null;
}

/**
 * Cooked only by steaming or boiling in water, and frozen: vegetables stay in 0710 ("uncooked or cooked
 * by steaming or boiling in water, frozen"), not the prepared vegetables of 2004/2005.
 */
/**
 * Worked by a crank handle or gearing: heading 8210's hand-operated mechanical appliances (a crank can opener, a
 * hand-cranked pasta maker), not the household hand tools of 8205.51 (the Explanatory Notes to 8210 call crank
 * handles, gearing and screw actions mechanical).
 */
export const WORKED_BY_MECHANISM = /\b(?:hand[- ]?crank(?:ed)?|crank(?:ed)?|crank handle|geared|gear[- ]driven|rotary)\b|手回し|ハンドル式|quay tay/i;

const STEAMED_OR_BOILED = /\b(?:boiled|steamed|blanched)\b|\bluộc\b|\bhấp\b|茹で|ゆで|ボイル|蒸し|삶은|데친|찐/i;
const OTHER_COOKING = /\b(?:fried|roasted|grilled|baked|seasoned|marinated|breaded|canned)\b|\bchiên\b|\brang\b|\bnướng\b|揚げ|焼き|튀긴|볶은|구운/i;
const EVERY_LANGUAGE: Lang[] = ['en', 'vi', 'ja', 'ko'];
export function steamedOrBoiledFrozen(text: string, state: FoodState): boolean {
  if (state !== 'cooked' || !STEAMED_OR_BOILED.test(text) || OTHER_COOKING.test(text)) return false;
  // "Frozen" as the state lexicon reads it, in any language (and not in "冷凍庫", a freezer).
  return findAll(stateIndexes(), new TextView(text), EVERY_LANGUAGE).some((hit) => hit.value === 'frozen');
}

/**
 * A drug substance in bulk: an active ingredient by its pharmacopoeia grade, CAS number, drums or "raw material" (API,
 * 原薬, 원료, nguyên liệu), not mixed or formulated and in no dose form, is the chemical of chapter 29 its name is
 * (chapter 29 note 1), not a medicament of 3003 or 3004 (read/headings.ts asBulkDrug).
 */
const BULK_DRUG = /\bAPI\b|\bactive (?:pharmaceutical )?ingredients?\b|\bdrug substance\b|\bbulk\b|\braw materials?\b|\bCAS\b|\b(?:BP|USP|EP|JP)\b|\bdrums?\b|\bnot (?:put up )?in measured doses\b|nguyên liệu|원료|원약|原薬|原末|日本薬局方/;
const DOSE_FORM = /\b(?:tablets?|caplets?|capsules?|softgels?|syrups?|suspensions?|injections?|injectables?|ampoules?|ampules?|vials?|sachets?|blisters?|creams?|ointments?|gels?|drops|lozenges?|\d+\s*mg)\b(?!\s*(?:manufactur|production|making|compression))|錠(?!剤製造)|カプセル|정제(?!\s?제조)|캡슐|\bviên\b|\bsiro\b/i;
const FORMULATED = /\bformulated\b|\bmixed\b|\bmixtures?\b|\bpremix|\bblend\b|배합|혼합|配合|混合|phối trộn|hỗn hợp/i;
export const bulkDrugSubstance = (text: string): boolean => BULK_DRUG.test(text) && !DOSE_FORM.test(text) && !FORMULATED.test(text);

/** Spun or staple fibres said ("spun polyester", "100% PES STAPLE", "방적사", "スパン糸"); spunbond and spunlace nonwovens, spandex and sponge are none. */
export const STAPLE_SPUN = /\bspun(?! ?(?:bond|lace|laced|bonded))\b|\bstaple\b|스펀(?!지)|방적사|紡績糸|スパン(?!デックス|コール|ボンド|レース)|短繊維|\bxơ staple\b|\bsợi kéo từ xơ\b/i;
/** Filaments said ("FDY", "DTY", "필라멘트", "長繊維"). */
export const FILAMENT_STATED = /\bfilaments?\b|\b(?:FDY|DTY|POY|ATY)\b|필라멘트|フィラメント|長繊維|\bsợi filament\b/i;
/** Yarn, thread or fabric of man-made staple fibres, said so and no filaments said (read/headings.ts ofStapleFibres). */
export const ofStapleFibres = (text: string): boolean => (STAPLE_SPUN.test(text) || SPUNLACE.test(text) || spunThreadCount(text)) && !FILAMENT_STATED.test(text);
/** Spunlace (hydroentangled) nonwovens are of staple fibres, as spunbond ones are of filaments. */
const SPUNLACE = /\bspun[- ]?laced?\b|\bhydro-?entangled\b|スパンレース/i;
/** Sewing thread named ("재봉사가 아닌" denies it); the engine splits 5204, 5401 and 5508 on it too. */
export const SEWING_THREAD = /\bsewing threads?\b|재봉\s?(?:사|실)(?!\s?(?:이\s?)?(?:아닌|아님))|ミシン糸|縫い糸|\bchỉ may\b/i;
/**
 * Sewing thread counted as spun yarn is, count then ply ("40/2", "20/3"): filament thread is counted by its denier or tex
 * ("210D/3", "Tex 40").
 */
const SPUN_COUNT_AND_PLY = /(?<![\w.,/])[1-9]\d\s?\/\s?[234](?![\d/])/;
const spunThreadCount = (text: string): boolean => SEWING_THREAD.test(text) && SPUN_COUNT_AND_PLY.test(text);

/** Fish said filleted or cut in loins or portions ("Salmon Fillet", "phi lê", "切り身", "필레"): fish fillets and other fish meat of 0304. */
export const FISH_FILLET = /\bfill?ets?\b(?!,? not\b)|\bloins?\b|\bphi[- ]?lê(?!\p{L})|(?:フィレ|ロイン)(?!ー?(?:に(?:して|し)?(?:いない|ない)|加工前|でない|ではない))|切り身|(?:필렛|필레)(?![^,;)）]{0,20}(?:않|아님|아닌))|뼈 ?없는 ?살/iu;

/** Solder said solid or without flux ("solid core", "no flux", "플럭스가 없는"): wire of its metal, not the flux-cored solder of 8311. */
export const WITHOUT_FLUX = /\bsolid(?:[- ]core)?\b|\b(?:without|no|free of|non)[- ]?flux(?:[- ]core)?\b|\bflux[- ]?free\b|\bfluxless\b|플럭스(?:가|는)?\s?(?:코어\s?)?(?:없는|없음|미포함)|무플럭스|솔리드|フラックス(?:なし|無し)|không (?:có )?(?:lõi )?(?:nhựa thông|flux)/i;

/** Coconut fibre named: coir, "coco fibre", xơ dừa, コイヤー, 코이어 (its floor coverings are 5702.20's, its yarn 5308.10's). */
export const COIR = /\bcoir\b|\bcoco(?:nut)?[- ]fib(?:re|er)s?\b|\bxơ dừa\b|コイヤー|ヤシ(?:の)?繊維|코이어|야자 ?섬유/i;

/** Said free of sugar: "Sugar Free", "sugarless", "無糖", "무설탕", "không đường" (sugar confectionery so is 2106's, read/headings.ts). */
export const SUGAR_FREE = /\bsugar[\s-]?free\b|\bsugarless\b|\bno sugar\b|\bzero sugar\b|\bwithout sugar\b|無糖|ノンシュガー|シュガーレス|무설탕|슈가프리|không đường/i;
/**
 * Sold by the millilitre or litre, no concentrate, extract or syrup: coffee, tea or milk so is a drink ready to drink
 * ("Trà xanh … chai 455ml", "お～いお茶 525ml×24本", "Iced Tea 18.5 fl oz"), a beverage of 2202 (read/headings.ts).
 */
// A unit ends where the word does: "3 lớp" (three layers) is no 3 litres.
const LIQUID_VOLUME = /\d\s?(?:ml|mℓ|ℓ|l|ltr|lít|lit|litres?|liters?|fl\.?\s?oz|리터|ミリリットル)(?!\p{L})/iu;
const NOT_YET_A_DRINK = /\bconcentrat|\bextracts?\b|\bsyrups?\b|\bessence\b|\bcapsules?\b|\bpods?\b|\bk-?cups?\b|원액|엑기스|농축|濃縮|希釈|エキス|シロップ|\bcốt\b|\bsiro\b|tinh chất/i;
export const soldAsDrink = (text: string): boolean => LIQUID_VOLUME.test(text) && !NOT_YET_A_DRINK.test(text);
/** A flavour named: "Chocolate Milk", "sữa … hương dâu", "바나나맛 우유", "いちごミルク", "coffee flavoured". */
export const FLAVOURED = /\bflavou?r(?:ed|s)?\b|\b(?:chocolate|strawberry|banana|vanilla|coffee|mocha|matcha|cocoa)\b|\b(?:hương|vị)\s|\b(?:socola|sô cô la|dâu)\b|[가-힣]맛|바나나|딸기|초코|커피|味|フレーバー|ココア|いちご|イチゴ|コーヒー|バナナ/i;
/** Coated or laminated with plastics ("PU coated", "폴리우레탄 코팅", "PVCコーティング", "tráng PU"): a fabric so is of 5903. */
export const PLASTIC_COATED = /\b(?:pu|polyurethane|pvc|polyvinyl chloride|tpu|acrylic)[- ](?:coated|coating|laminated|backed)\b|\b(?:coated|laminated) with (?:pu|polyurethane|pvc|polyvinyl chloride|tpu|plastics?)\b|(?:폴리우레탄|PU|PVC|TPU)\s?(?:코팅|라미네이팅|라미네이트)|(?:ポリウレタン|PU|PVC|TPU)\s?(?:コーティング|コート|ラミネート)|(?:tráng|phủ|cán) (?:PU|PVC|TPU)/i;
/** Grain worked beyond threshing (heading 1104's own words): hulled, pearled, rolled, flaked, sliced, kibbled. */
export const WORKED_GRAIN = /\b(?:hulled|dehulled|pearled|rolled|flaked|sliced|kibbled)\b/i;

const YARN = /\byarns?\b|\bsợi\b|\blen\b|毛糸|糸|털실|뜨개실|실/i;
const RETAIL_YARN = /\b(?:skeins?|balls?|hanks?|knitting|crochet(?:ing)?|amigurumi|hand[- ]?knit(?:ting)?)\b|cuộn len|len đan|len móc|かぎ針|編み物|手編み|뜨개|코바늘|대바늘/i;
const MILL_YARN = /\b(?:cones?|bobbins?|industrial|kgs?)\b|\d\s?kg\b|\bNe\s?\d|\b\d+\/\d+\s?(?:Ne|Nm)\b/i;
/** Hand-knitting yarn's weights and balls: Japanese 玉 (ball), 並太, 極太, 中細, 合太; English DK and aran; Korean 볼, 타래. */
const HAND_KNITTING_PUT_UP = /玉|並太|極太|中細|合太|\bDK\b|\baran\b|(?<![가-힣])볼(?![가-힣])|타래/i;
/** A knitting yarn's word, for the weight of its put-up: not Korean 실 alone, which ends 실리콘 and begins 실내화. */
const KNITTING_YARN = /\byarns?\b|\blen\b|毛糸|編み糸|털실|뜨개실/i;
/** A put-up of 125 g or less (Section XI note 4(A)(b): balls, hanks or skeins of 125 g or less are put up for retail sale). */
const SMALL_PUT_UP = /(?<![\d.,])(?:[1-9]\d?|1[01]\d|12[0-5])\s?(?:g|gr|grams?|グラム)(?![\w/])/i;
/**
 * Yarn in skeins, balls or hanks, or sold for hand knitting and crochet, or a knitting yarn weighed out in 125 g or less
 * ("毛糸 並太 40g", "100g x 5"), is put up for retail sale (Section XI note 4: 5109, 5207, 5406, 5511), not the yarn on
 * cones for the mills (5106, 5205, 5509).
 */
export const retailYarn = (text: string): boolean =>
  YARN.test(text) && (RETAIL_YARN.test(text) || HAND_KNITTING_PUT_UP.test(text) || (KNITTING_YARN.test(text) && SMALL_PUT_UP.test(text))) && !MILL_YARN.test(text);

/** Sewing thread's small supports: spools and reels (a mill's thread comes on cones, MILL_YARN). */
const THREAD_SPOOLS = /\b(?:spools?|reels?)\b|スプール|스풀|\bsuốt chỉ\b/i;
/** A length of thread in metres or yards ("500m", "1000 Yards Each", "3000야드"), read as metres. */
const THREAD_LENGTH = /(?<![\d.,])(\d{1,2},\d{3}|\d{1,5})\s?(m|meters?|metres?|mét|yds?|yards?|ヤード|야드)(?![\p{L}\d])/giu;
/** A sewing thread's length on one support up to which it is a household spool, of far under 125 g: 5,000 m cones are a mill's. */
const SPOOL_LENGTH_MAX = 2000;
/**
 * Sewing thread on spools or reels, or wound in lengths of a household spool, is put up for retail sale (Section XI note 4(A)(a):
 * on reels, tubes or similar supports of 125 g or less): 5204.20, against the cones of 5204.11.
 */
export const threadPutUpForRetail = (text: string): boolean => {
  if (MILL_YARN.test(text)) return false;
  const lengths = [...text.matchAll(THREAD_LENGTH)].map((match) => Number(match[1].replace(',', '')) * (/^(?:m|met|mét)/i.test(match[2]) ? 1 : 0.9144));
  return THREAD_SPOOLS.test(text) ? lengths.every((length) => length <= SPOOL_LENGTH_MAX) : lengths.length > 0 && lengths.every((length) => length <= SPOOL_LENGTH_MAX);
};

/** Battery beats electric (a cordless drill is electric too); manual only when nothing else is said. */
const POWER_ORDER: PowerWord[] = ['engine', 'battery', 'electric', 'manual'];
function pickPower(hits: AttributeHit<PowerWord>[]): PowerWord | null {
  const said = new Set(hits.map((hit) => hit.value));
  return POWER_ORDER.find((power) => said.has(power)) ?? null;
}

const STATE_WORD = 'cooked|boiled|steamed|roasted|grilled|fried|seasoned|marinated|breaded|prepared|preserved|smoked|salted|brined|dried|frozen|chilled|canned|pickled|precooked|pre-cooked';
/** "not seasoned or cooked", "not smoked, salted or dried", "not further prepared": states the goods are said not to be in. */
const NEGATED_STATES = new RegExp(String.raw`\b(?:not|neither|never)\s+(?:further\s+|otherwise\s+)?(?:${STATE_WORD})(?:(?:\s*,\s*|\s+(?:or|nor)\s+)(?:further\s+|otherwise\s+)?(?:${STATE_WORD}))*\b`, 'gi');
/** "건조·훈제하지 않은 것" (not dried or smoked), "가공하지 않은", "볶지 않은", "조미·가공 미처리", "당 절임 아닌 것", "양념 안 한", "조미 안 함": Korean says a state is not so after the words for it. */
const KO_STATE_WORD = '가공|조제|조리|가열|훈제|건조|염장|냉동|냉장|조미|양념|볶음|튀김';
const KO_NEGATED_STATES = new RegExp(String.raw`(?:${KO_STATE_WORD}|절임)(?:\s*[·ㆍ,/]\s*(?:${KO_STATE_WORD}|절임))*(?:을|를)?\s?(?:(?:하지|되지|처리하지)\s?않|아닌|아님|미처리|안\s?(?:함|한|된|됨|했))|(?:볶|익히|삶|튀기|굽|말리|찌|절이|데치)지\s?않`, 'g');
/** "비냉동" (not frozen), "비가열" (unheated), "무조미" (unseasoned): the prefixes 비 and 무 deny the state they are joined to. */
const KO_NON_STATES = new RegExp(String.raw`[비무](?:${KO_STATE_WORD})`, 'g');
/** "加熱していないもの" (not heated), "加熱・調味していない", "加熱調理していない" (words joined; a comma parts fields, so "冷凍、加熱していない" is frozen), "未加熱", "無加熱", "味付けされていない": Japanese, like Korean, denies a state after its word, or by a prefix (未, 非, 無, ノン: "ノンロースト" is not roasted). */
const JA_STATE_WORD = '加熱|調理|調製|調味|味付け?|乾燥|燻製|くん製|塩漬け?|冷凍|冷蔵|ボイル|茹で|ロースト|加工';
const JA_NEGATED_STATES = new RegExp(String.raw`(?:${JA_STATE_WORD})(?:・?\s*(?:${JA_STATE_WORD}))*(?:処理)?(?:して|されて|し)(?:い|お)?(?:ない|ません)|(?:[未非無]|ノン)(?:${JA_STATE_WORD})`, 'g');
/** "chưa chế biến thêm" (not further processed), "không tẩm gia vị": Vietnamese says so before them. */
const VI_STATE_WORD = 'chế biến|nấu chín|nấu|hấp|luộc|chiên|rang|nướng|tẩm gia vị|tẩm ướp|tẩm bột|hun khói|xông khói|ướp muối|sấy khô|sấy|phơi khô|đông lạnh|cấp đông|trữ đông|ướp lạnh|đóng hộp';
const VI_NEGATED_STATES = new RegExp(String.raw`(?<!\p{L})(?:chưa|không)\s+(?:qua\s+|được\s+)?(?:${VI_STATE_WORD})(?:(?:\s*,\s*|\s+(?:hoặc|hay)\s+)(?:chưa\s+|không\s+)?(?:${VI_STATE_WORD}))*`, 'giu');
/** "Jasmine Rice … for Rice Cooker Fried Rice", "Containers for Frozen Food": a state in what English goods are for is not theirs;
 * nor is the processing Vietnamese goods are sold for ("nguyên liệu chế biến": raw material for processing), or the goods
 * they are made into ("NPL sản xuất tôm tẩm bột": frozen shrimp sold to make breaded shrimp). */
const STATE_IN_USE = /\bfor\s+[^,;|()]+|(?<!\p{L})(?:nguyên liệu(?: để| cho)?|nguyên phụ liệu|NPL|để|dùng(?: để| cho)?|phục vụ)\s+(?:chế biến|sản xuất)(?!\p{L})[^,;|()]*/giu;
const statesNotOfTheGoods = (text: string) =>
  [NEGATED_STATES, KO_NEGATED_STATES, KO_NON_STATES, JA_NEGATED_STATES, VI_NEGATED_STATES, STATE_IN_USE].flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length })));

export function readAttributes(view: TextView, langs: Lang[]): Attributes {
  const construction = findAll(constructionIndexes(), view, langs);
  const gender = findAll(genderIndexes(), view, langs);
  const denied = statesNotOfTheGoods(view.text);
  const state = findAll(stateIndexes(), view, langs).filter((hit) => !denied.some((span) => hit.start >= span.start && hit.end <= span.end));
  const power = findAll(powerIndexes(), view, langs);
  const electrical = findAll(electricalIndexes(), view, langs);
  return {
    construction: pickConstruction(construction),
    gender: pickGender(gender),
    children: gender.some((hit) => hit.value === 'children'),
    state: pickState(state),
    power: pickPower(power),
    electricalHint: electrical.length > 0 || /\b\d+(?:\.\d+)?\s?(?:v|vac|vdc|w|kw|mah)\b/i.test(view.text),
    hits: [...construction, ...gender, ...state, ...power] as AttributeHit<string>[],
  };
}

const GENDER_WORDS: Record<string, string> = { men: "men's", women: "women's", boys: "boys'", girls: "girls'", babies: "babies'", unisex: 'unisex', children: "children's" };

/** English for an attribute word, for translations and search terms. */
export function attributeInEnglish(value: string): string {
  return GENDER_WORDS[value] ?? value;
}

/**
 * "Antique Victorian Mahogany Side Table, circa 1870", "Tủ gỗ cổ … niên đại khoảng năm 1820": goods dated more than a hundred
 * years back are antiques of heading 9706 (Chapter 97 note), whatever they were made as; a year alone ("since 1890") dates no goods.
 */
const DATED = /\b(?:circa|ca\.|c\.)\s?(1\d{3})\b|\bniên đại (?:khoảng )?(?:năm )?(1\d{3})\b|\bdated (?:to )?(1\d{3})\b/i;
/** The goods' age in years where the text dates them ("circa 1870"), else null. */
export function datedAge(text: string): number | null {
  const year = DATED.exec(text)?.slice(1).find(Boolean);
  return year === undefined ? null : new Date().getFullYear() - Number(year);
}
