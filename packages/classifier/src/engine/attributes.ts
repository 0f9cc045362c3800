import { englishTokens } from '@tcs/tariffs';
import type { Lang, Normalized } from '../types';
import { englishProductTokens, firstField, GENDER_WORDS, hangulWords } from './text';
import { deniedInPlace, lookupGlossary, productConcept } from '../glossary';
import { ratingAgreement, ratingsOf, switchgearVoltageConflict } from './measures';
import { COIR, datedAge, FILAMENT_STATED, FISH_FILLET, ofStapleFibres, PLASTIC_COATED, retailYarn, SEWING_THREAD, soldAsDrink, STAPLE_SPUN, steamedOrBoiledFrozen, SUGAR_FREE, threadPutUpForRetail, WITHOUT_FLUX, WORKED_BY_MECHANISM } from '../read/attributes';
import { baseMetalChaptersOf, COATED_GARMENT_HEADINGS, ofOneBaseMetal, readAsDrink } from '../read/headings';
import { isYarnHeading, ofLeatherOrRealFur, POLYETHYLENE_NAMED } from '../read/product';
import { knittedOrNot } from './check';

export interface AttributeFinding {
  factor: number; // multiplies the candidate's score: < 1 disagrees, > 1 agrees
  signal: string | null;
  /** Whether the subheading's own words name the description's chief material, another one, or none. */
  material: 'match' | 'conflict' | null;
  /** Whether the fibre shares the line's text sets are met by the shares stated, not, or not in question. */
  share: 'match' | 'conflict' | null;
}

const KNITTED_CHAPTERS = new Set(['60', '61']);
const WOVEN_CHAPTERS = new Set(['62']);
const PREPARED_CHAPTERS = new Set(['16', '19', '20', '21']);
const RAW_CHAPTERS = new Set(['02', '03', '07', '08']);
const RAW_STATES = new Set(['live', 'fresh', 'chilled', 'frozen', 'dried', 'salted', 'smoked']);

/** Fresh or chilled against frozen: the subheading's own text splits them. */
const TEMPERATURE_CONFLICT = 0.2;

/** A line holding only the goods a subheading note lists ("containing goods specified in Subheading Note 2 to this Chapter"). */
const NOTE_LISTED_GOODS = /(?<!other than (?:goods |as )?)\bspecified in subheading note\b/;
/** The goods chapter 38's subheading note 2 lists, by their ISO or INN names. */
const NOTE_LISTED_NAMES = /\b(?:alpha-?cypermethrin|bendiocarb|bifenthrin|chlorfenapyr|cyfluthrin|deltamethrin|etofenprox|fenitrothion|lambda-?cyhalothrin|malathion|pirimiphos-?methyl|propoxur)\b/i;

/**
 * How the read facts agree with a candidate HS6. Only facts the nomenclature itself separates
 * are used: chapter 61 is knitted or crocheted apparel and chapter 62 is not (their notes 1 say
 * so); fresh or chilled and frozen fish, meat and vegetables have their own subheadings.
 */
/** Crustaceans out of their shell: "peeled", "PD", Vietnamese "bóc vỏ", "lột vỏ" (peeled), Korean "깐" and "살", Japanese "むき". */
const OUT_OF_SHELL = /\b(?:peeled|pd|pdto|pud|meat)\b|bóc vỏ|lột vỏ|\bnõn\b|깐\s?새우|새우살|むき/i;

export function attributeAgreement(hs6: string, n: Normalized, subheadingText: string): AttributeFinding {
  const chapter = hs6.slice(0, 2);
  let factor = 1;
  let signal: string | null = null;
  // The notes themselves are cited by the check stage (check.ts); here they only weigh.
  if (n.construction === 'knitted' && WOVEN_CHAPTERS.has(chapter) && !knittedOrNot(hs6)) [factor, signal] = [0.35, 'construction_conflict'];
  else if (n.construction === 'woven' && KNITTED_CHAPTERS.has(chapter)) [factor, signal] = [0.35, 'construction_conflict'];
  else if (n.construction === 'knitted' && KNITTED_CHAPTERS.has(chapter)) [factor, signal] = [1.25, 'construction_match'];
  else if (n.construction === 'woven' && WOVEN_CHAPTERS.has(chapter)) [factor, signal] = [1.25, 'construction_match'];

  const text = subheadingText.toLowerCase();
  // Fresh or chilled against frozen splits the subheadings themselves, as knitted against woven splits chapters 61 and 62.
  if (n.state === 'frozen' && /\bfresh or chilled\b/.test(text) && !/frozen/.test(text)) [factor, signal] = [factor * TEMPERATURE_CONFLICT, 'state_conflict'];
  // "… not frozen" (2004 against 2005, orange juice 2009.11 against .12) names what the goods are not.
  if (n.state === 'frozen' && /\bnot frozen\b/.test(text)) [factor, signal] = [factor * TEMPERATURE_CONFLICT, 'state_conflict'];
  // Live goods are no frozen ones either (live black tiger shrimp: 0306.36, not 0306.17).
  if ((n.state === 'fresh' || n.state === 'chilled' || n.state === 'live') && /(?<!\bnot )\bfrozen\b/.test(text) && !/fresh|chilled|\blive\b/.test(text)) [factor, signal] = [factor * TEMPERATURE_CONFLICT, 'state_conflict'];
  // Fresh goods are no dried line's (sugar snap peas, fresh: 0708, not the dried peas of 0713).
  if ((n.state === 'fresh' || n.state === 'chilled') && /(?<!\bnot |\bor )\bdried\b/.test(text) && !/fresh|chilled/.test(text)) [factor, signal] = [factor * TEMPERATURE_CONFLICT, 'state_conflict'];

  // Raw goods (fresh, chilled, frozen, dried) are not the prepared foods of chapters 16 and 19 to 21, nor the reverse.
  const prepared = PREPARED_CHAPTERS.has(chapter);
  // Goods named as a prepared food ("냉동 만두", frozen dumplings: 1902) are kept frozen or dried as they are.
  const namedPrepared = n.hs_headings.length > 0 && PREPARED_CHAPTERS.has(n.hs_headings[0].slice(0, 2));
  if (n.state && RAW_STATES.has(n.state) && prepared && !namedPrepared) [factor, signal] = [factor * 0.5, 'state_conflict'];
  // Vegetables cooked by steaming or boiling and frozen are the raw heading's own (0710 says so).
  // Crustaceans so cooked stay in chapter 3 only "in shell": peeled ones, and their meat, are 1605's.
  const rawTakesCooked = () => /\bcooked by steaming or (?:by )?boiling\b/.test(text) && steamedOrBoiledFrozen(n.clean_description, n.state) && !(/\bin shell, cooked\b/.test(text) && OUT_OF_SHELL.test(n.clean_description));
  if ((n.state === 'prepared' || n.state === 'preserved' || (n.state === 'cooked' && !rawTakesCooked())) && RAW_CHAPTERS.has(chapter)) [factor, signal] = [factor * 0.5, 'state_conflict'];
  // Coffee, tea and spices are chapter 9's roasted, crushed or ground as they are; preparations of them are 2101, 2103
  // or 2106 ("고춧가루 조제품", a chilli powder preparation, is no ground capsicum of 0904.22).
  else if (n.state === 'prepared' && chapter === '09') [factor, signal] = [factor * 0.5, 'state_conflict'];

  const gender = genderAgreement(chapter, n.gender, text);
  if (gender !== 1) [factor, signal] = [factor * gender, gender > 1 ? signal ?? 'gender_match' : gender === UNIDENTIFIED_IN_MENS ? signal ?? 'gender_unidentified' : 'gender_conflict'];

  const petroleum = petroleumAgreement(n, text);
  if (petroleum !== 1) [factor, signal] = [factor * petroleum, signal ?? (petroleum > 1 ? 'petroleum_match' : 'petroleum_conflict')];

  const kind = kindAgreement(n, text) * deniedFactAgreement(n, text);
  if (kind !== 1) [factor, signal] = [factor * kind, signal ?? (kind > 1 ? 'kind_match' : 'kind_conflict')];

  const stated = switchgearVoltageConflict(hs6, ratingsOf(n)) ? 'conflict' : ratingAgreement(ratingsOf(n), text);
  // A line of the goods a subheading note lists (3808.61-.69: malathion, bifenthrin …) holds them only: a pack weight
  // within its bounds says nothing of which goods they are (carbaryl dust of 3 lb went to 3808.62).
  const rating = stated === 'match' && NOTE_LISTED_GOODS.test(text) && !NOTE_LISTED_NAMES.test(n.clean_description) ? null : stated;
  // A stated figure outside the line's bounds says more than a kind it shares (a dyed fabric of 200 g/m2 is no dyed one "not exceeding 170g/m2").
  const conflictOverMatch = rating === 'conflict' && signal?.endsWith('_match');
  if (rating) [factor, signal] = [factor * (rating === 'match' ? RATING_MATCH : RATING_CONFLICT), conflictOverMatch ? 'rating_conflict' : signal ?? `rating_${rating}`];

  const material = baseMetalChapterAgreement(chapter, n) ?? materialAgreement(n, text);
  if (material > 1) signal = signal ?? 'material_match';
  factor *= material;

  const share = fibreShareAgreement(n.materials, text);
  if (share !== 1) [factor, signal] = [factor * share, share > 1 ? signal ?? 'share_match' : 'share_conflict'];
  return { factor, signal, material: material > 1 ? 'match' : material < 1 ? 'conflict' : null, share: share > 1 ? 'match' : share < 1 ? 'conflict' : null };
}

/** A display lit by organic light-emitting diodes, or by liquid crystals (TFT, IPS). */
const OLED = /\b(?:AM)?OLED\b|\borganic light[- ]emitting\b|유기\s?EL|有機\s?EL/i;
const LIQUID_CRYSTAL = /\bLCD\b|\bTFT\b|\bIPS\b|\bliquid[- ]crystals?\b|액정|液晶|tinh thể lỏng/i;
/** A display named as a module, panel or screen: an LCD monitor or TV said so is no 8524 module. */
const DISPLAY_MODULE = /\bmodules?\b|\bpanels?\b|\bscreens?\b|모듈|패널|モジュール|パネル|\bmàn hình\b/i;
/** A display module with its driver ICs or timing controller, or said without them. */
const DISPLAY_DRIVERS = /\bdrivers?[- ]ICs?\b|\b(?:driver|control) (?:circuits?|boards?)\b|\btiming controller\b|\bT-?CON\b|드라이버\s?IC|구동\s?IC|駆動\s?IC|ドライバ[ー]?\s?IC|IC điều khiển|IC driver/i;
const NO_DISPLAY_DRIVERS = /\bwithout (?:a )?(?:drivers?|driver ICs?|control circuits?)\b|\bno drivers?\b|드라이버\s?IC\s?(?:미부착|없음|없는)|駆動\s?IC\s?(?:なし|無し)|không có IC/i;
/** Belt sections: V-ribbed ("6PK1870", poly-V, serpentine), classical V ("A-42", wrapped, cogged), synchronous (timing, toothed). */
const V_RIBBED = /(?<!\bnot |\bnon-|\bother than )\bV-?ribbed\b|\bpoly-?V\b|\bmicro-?V\b|\bserpentine\b|\bmulti-?rib(?:bed)?\b|\b\d{1,2}\s?PK\s?\d{3,4}\b|\b\d{1,2}[- ]ribs?\b|리브\s?벨트|ポリ\s?V|リブ\s?ベルト|đai gân|curoa gân/i;
const CLASSICAL_V_BELT = /\bclassical\b|\b(?:raw[- ]edge|wrapped|cogged|banded) V-?belts?\b|\bV-?belts?[;,]?\s+(?:[ABCDE]|SP[ABCZ]|[35]V)[- ]?\d{2,4}\b|브이\s?벨트|Vベルト|curoa thang|dây curoa chữ V/i;
const SYNCHRONOUS_BELT = /\btiming belts?\b|\bbelt[- ]timing\b|\bsynchronous\b|\btoothed belts?\b|\bHTD\b|타이밍\s?벨트|동기\s?벨트|タイミング\s?ベルト|歯付き?\s?ベルト|dây curoa cam|đai răng/i;
/** Artificial turf, or a carpet said not to be it ("인조잔디 아닌 것", "not artificial turf"). */
const TURF = /\b(?:artificial|synthetic) (?:turf|grass)\b|\bturf\b|인조\s?잔디|人工芝|cỏ nhân tạo/i;
const NOT_TURF = /\bnot (?:an? )?(?:artificial |synthetic )?(?:turf|grass)\b|\bnon-turf\b|인조\s?잔디\s?(?:아님|아닌|아니)|人工芝(?:ではない|ではありません|以外)|không phải cỏ nhân tạo/i;
/** Plywood and the woods of its outer plies. */
const PLYWOOD = /\bplywood\b|합판|合板|ván ép|gỗ dán/i;
/** Plies each 6 mm or thinner, as 4412.31-.39 hold ("each ply not exceeding 6mm", "각 단판 두께 1.7mm", "each ply 3 mm"). */
const THIN_PLIES = /\beach (?:ply|veneer|sheet|layer)s? (?:not exceeding |not over |not more than |of |under |<\s?|≤\s?)?[0-6](?:[.,]\d+)?\s?mm\b|\bplies each (?:not exceeding |not over |of )?[0-6](?:[.,]\d+)?\s?mm\b|각\s?(?:단판|층|플라이)\s?두께\s?[0-6](?:\.\d+)?\s?mm|各層[^、;]{0,6}[0-6](?:\.\d+)?\s?mm|mỗi lớp[^,;]{0,12}[0-6](?:[.,]\d+)?\s?mm/i;
const TROPICAL_PLY = /\b(?:tropical|teak|mahogany|meranti|sapele|okoum[eé]|keruing|lauan|bintangor|kapur)\b|열대|메란티|라왕|熱帯|メランティ|ラワン|nhiệt đới/i;
const LISTED_HARDWOOD_PLY = /\b(?:alder|ash|beech|birch|cherry|chestnut|elm|eucalyptus|hickory|lime|maple|oak|plane|poplar|aspen|robinia|tulipwood|walnut)\b|자작나무|너도밤나무|포플러|유칼립투스|오크|カバ|バーチ|ブナ|ポプラ|ユーカリ|bạch dương|bạch đàn|gỗ sồi|gỗ dương/i;
const CONIFEROUS_PLY = /\b(?:coniferous|softwood|pine|radiata|spruce|fir|larch|cedar)\b|침엽수|소나무|針葉樹|パイン|gỗ thông/i;
/**
 * A school notebook: an exercise book, a student's (공책, 学習帳, vở học sinh). A spiral or composition notebook, college
 * ruled or not, stays a note book of 4820.10, as the shops' labels hold it (audit-printed.cases.ts).
 */
const EXERCISE_BOOK = /\b(?:exercise|school|student) (?:note)?books?\b|공책|학생용 노트|学習帳|学習用|ノート[^、;]{0,12}学習|\bvở (?:học sinh|kẻ|ô ly|viết)\b/i;
/** Enamelled or lacquered magnet wire, as 8544.11 holds. */
const WINDING_WIRE = /\bwinding wires?\b|\bmagnet wires?\b|\benamel(?:l?ed)? (?:copper |aluminium |aluminum )?wires?\b|권선|에나멜\s?(?:동)?선|巻線|エナメル線|dây (?:điện )?từ|dây đồng tráng men/i;
const WITHOUT_CONNECTORS = /\bwithout connectors?\b|\bnot fitted with connectors?\b|\bno connectors?\b|접속자\s?(?:없음|없는|미부착)|커넥터\s?(?:없음|없는|미부착)|コネクタ(?:なし|無し)|không (?:có )?đầu nối/i;
/** An electric motor named (전동기, 電動機, động cơ điện), and a generator, which a motor-generator set also is. */
const ELECTRIC_MOTOR = /\belectric motors?\b|\b(?:induction|servo|stepp(?:er|ing)|brushless|ac|dc|gear(?:ed)?) motors?\b|전동기|電動機|誘導モーター|động cơ điện/i;
const GENERATOR = /\bgenerators?\b|\balternators?\b|\bgensets?\b|발전기|発電機|máy phát/i;
const NEEDLE_BEARING = /\bneedle (?:roller )?bearings?\b|니들\s?(?:롤러\s?)?베어링|ニードル\s?(?:ローラー\s?)?ベアリング|針状ころ軸受|bạc đạn kim|vòng bi kim/i;
/** Fish 0305 names: anchovies (멸치, 煮干し, cá cơm) and snakeheads (cá lóc), their roes, and the dried state said or denied. */
const ANCHOVY = /\banchov(?:y|ies)\b|\bengraulis\b|멸치|カタクチイワシ|煮干し|いりこ|\bcá cơm\b/i;
const SNAKEHEAD = /\bsnakeheads?\b|\bcá lóc\b|\bcá quả\b|가물치/i;
const FISH_ROE = /\broes?\b|\bmilt\b|알\b|魚卵|たらこ|数の子|\btrứng cá\b/i;
const DRIED_FISH = /\b(?:sun[- ])?dried\b|건멸치|건조한|말린|\bkhô\b|干し|乾燥|煮干し/i;
const NOT_DRIED = /\bnot dried\b|乾燥[^、;）)]{0,4}(?:なし|無し)|건조\s?(?:또는|·|및|하거나|나)?\s?(?:훈제)?\s?(?:하지|되지)\s?않|\bchưa (?:làm |phơi |sấy )?khô\b|乾燥(?:していない|させていない)|未乾燥/i;
/** Instant coffee (an extract), and the mixes and drinks prepared from it or from coffee ("COFFEEMIX", with sugar or creamer). */
const INSTANT_COFFEE = /\binstant coffee\b|\bfreeze[- ]dried coffee\b|\bsoluble coffee\b|\bcoffee (?:extract|concentrate)s?\b|인스턴트\s?커피|インスタントコーヒー|\bcà phê hòa tan\b|\bcà phê hoà tan\b/i;
const COFFEE_MIX = /mix(?:ed|es|ture|ing)?\b|\b[23][- ]?in[- ]?1\b|\b[23]in1\b|(?<!\b(?:add|no|without|or)\s)\b(?:sugar|creamer|milk)\b|\bmacchiato\b|\blattes?\b|\bcappuccino\b|\bmocha\b|커피\s?믹스|믹스\s?커피|カフェオレ|コーヒーミックス|\bcà phê sữa\b/i;
/** A refrigerator with the freezer behind its own door, one cooled without a compressor, a chest or an upright freezer. */
const SEPARATE_FREEZER_DOOR = /\bseparate (?:external )?(?:freezer )?doors?\b|\b(?:2|two)[- ]?doors?\b|\bfrench doors?\b|\bside[- ]by[- ]side\b|\bbottom freezer\b|\btop freezer\b|양문형|[2-4]도어|냉동실\s?별도\s?도어|[2-4]ドア|\btủ lạnh (?:gia đình )?[2-4] (?:cánh|cửa)\b|\b(?:2|hai) cửa\b|\bngăn đá (?:riêng|trên|dưới|phía trên|phía dưới)\b|\bcửa riêng\b/i;
/** A freezer or a refrigerator's freezer compartment, in the four languages. */
const FREEZER_NAMED = /\bfreezer|냉동|冷凍|tủ đông|ngăn đá/i;
/** A refrigerator named as such (a wine cellar is one): no freezer of 8418.30/.40, nor 8418.69's other refrigerating equipment. */
const REFRIGERATOR_NAMED = /\bfridges?\b|\brefrigerators?\b|\bwine (?:coolers?|cellars?)\b|냉장고|와인셀러|冷蔵庫|ワインセラー|tủ lạnh|tủ ướp rượu/i;
const NOT_COMPRESSION_COOLING = /\bthermoelectric\b|\bpeltier\b|\babsorption\b|ペルチェ|열전소자|흡수식|\bnhiệt điện\b/i;
const CHEST_FREEZER = /\bchest (?:deep )?freezers?\b|\bchest type\b|\btop[- ]opening\b|\btủ đông (?:dạng )?nằm\b|\bdạng nằm\b|上開き|다목적\s?냉동고|뚜껑형/i;
const UPRIGHT_FREEZER = /\bupright freezers?\b|\bupright type\b|\btủ đông (?:dạng )?đứng\b|前開き|스탠드형\s?냉동고/i;
/** Stuffed pasta (dumplings, ravioli, gyoza) and pasta cooked or otherwise prepared (instant noodles, boiled udon). */
const STUFFED_PASTA = /\bdumplings?\b|\bravioli\b|\btortellini\b|\bgyoza\b|\bpotstickers?\b|\bwontons?\b|만두|교자|餃子|ギョーザ|ワンタン|小籠包|\bhá cảo\b|\bsủi cảo\b|\bhoành thánh\b/i;
const COOKED_PASTA = /\binstant (?:ramen|noodles?)\b|\bcup noodles?\b|\bramen noodles\b|라면|컵라면|インスタント(?:麺|ラーメン)|カップ(?:麺|ラーメン)|茹で済み|ゆで済み|冷凍[^、;]{0,6}(?:うどん|そば|ラーメン)|\bmì (?:ăn liền|gói|tôm|hảo hảo)\b|\bmì ly\b/i;
const PNEUMATIC = /\bpneumatic\b|\bair (?:cylinders?|motors?)\b|공압|空気圧|エアシリンダ|エアモータ|khí nén/i;
const HYDRAULIC = /\b(?:oleo)?hydraulic\b|유압|油圧|thủy lực|thuỷ lực/i;

const NOT_STARTER_BATTERY = /\bnot (?:used )?for (?:engine )?starting\b|\bnon[- ]starting\b|\bdeep[- ]cycle\b|\bVRLA\b|\bUPS\b|không dùng (?:để )?khởi động|시동용이?\s?아닌|始動用でない/i;
/** Oil-immersed (liquid dielectric) transformers, the distribution transformers of 8504.21-.23. */
const LIQUID_TRANSFORMER = /\boil[- ]?(?:immersed|filled|type|cooled)\b|\bliquid[- ](?:dielectric|filled|immersed)\b|ngâm dầu|(?:máy biến áp|biến áp) dầu\b|유입식|유입변압기|油入/i;
const DRY_TRANSFORMER = /\bdry[- ]type\b|\bcast[- ]resin\b|건식|몰드\s?변압기|乾式|モールド変圧器|(?:máy biến áp|biến áp) khô\b/i;

const REFRIGERATOR_GOODS = /^(?:(?:household |domestic |combined )?refrigerators?(?:[- ]freezers?)?|(?:chest |upright )?freezers?|fridges?)$/i;

const ECG = /\belectro-?cardiographs?\b|\b(?:ECG|EKG)\b|심전계|심전도|心電計|心電図|máy điện tim|điện tâm đồ/i;
const PHYSIOLOGICAL_MONITOR = /\b(?:pulse )?oximeters?\b|\bpatient monitors?\b|\bvital signs? monitors?\b|산소포화도|옥시미터|환자감시|オキシメータ|生体情報モニタ|máy đo nồng độ oxy|máy theo dõi bệnh nhân/i;

const PLASTICISED = /\bplastici[sz]ed\b|\bplastici[sz]ers?\b|\bflexible pvc\b|hóa dẻo|가소제|가소화|可塑剤|可塑化/i;
/** "가소제·첨가제 미혼합", "可塑剤その他の物質と混合していない", "no plasticiser": a plasticiser named to deny it. */
const NOT_PLASTICISED = /(?:가소제|可塑剤)[^,;、。]{0,14}?(?:미혼합|혼합하지 않|미함유|불포함|混合していない|を含まない|なし|無し)|\b(?:no|without|free of) plastici[sz]ers?\b|\b(?:not |un)plastici[sz]ed\b|không (?:chứa |pha )?(?:chất )?hóa dẻo/i;
const CHICKEN = /\b(?:chickens?|chicks|hens?|broilers?|layers?|fowls?)\b(?! turkeys?)|\bgà(?! tây)(?=[\s,.;:()]|$)|닭|병아리|鶏|ひよこ/i;

const COLOURS_IN_SET = /\bsets?\b|\b\d{1,3}\s?(?:colou?rs|colou?r set)\b|세트|\d{1,3}\s?색|セット|\d{1,3}\s?色|\bbộ\b|\d{1,3}\s?màu/i;

/** Powered by the sun: a solar panel or cell, in the four languages. */
const SOLAR_POWERED = /\bsolar\b|\bphotovoltaic\b|태양광|태양열|솔라|ソーラー|太陽光|năng lượng mặt trời/i;
const STANDING_LAMP = /\b(?:table|desk|bedside|floor|reading|piano)\s?lamps?\b|\b(?:desk|floor) lights?\b|스탠드|무드등|수면등|취침등|책상용|탁상용?|침대맡|卓上|デスク用|ベッドサイド|テーブルランプ|デスクライト|デスクランプ|フロアランプ|フロアライト|スタンドライト|đèn bàn|đèn ngủ|đèn cây|đèn đứng/i;
const CEILING_OR_WALL_LAMP = /\bceiling (?:lights?|lamps?|fixtures?|fittings?)\b|\bwall (?:lights?|lamps?|sconces?)\b|\bsconces?\b|\bchandeliers?\b|\bpendant (?:lights?|lamps?)\b|\bdownlights?\b|\bflush mount\b|천장|방등|벽등|샹들리에|펜던트|매입등|다운라이트|シーリングライト|ペンダントライト|ブラケットライト|シャンデリア|ダウンライト|đèn trần|đèn ốp trần|đèn tường|đèn chùm|đèn thả|đèn âm trần/i;
/** A lamp that stands or hangs in a room: a table, desk, bedside or floor lamp, or a ceiling or wall fitting. */
const roomLamp = (n: Normalized) => STANDING_LAMP.test(n.clean_description) || CEILING_OR_WALL_LAMP.test(n.clean_description);

const MOTORCYCLE = /\bmotorcycles?\b|\bmotorbikes?\b|\bmopeds?\b|\bmotor scooters?\b|오토바이|스쿠터|이륜차|(?<!ロード|マウンテン|クロス|ミニ|キッズ|グラベル|ファット)バイク|オートバイ|スクーター|二輪車|xe máy|xe tay ga|xe mô tô|xe gắn máy/i;

const NC_SAID = /\bcnc\b|\bnumerically controlled\b|\bNC\b(?=\s?(?:lathe|旋盤|선반|machine))|수치제어|数値制御/i;
const NOT_NC = /\b(?:not|non) numerically controlled\b|\bnon-?cnc\b|không điều khiển số|không (?:dùng )?cnc|수치제어(?:가|하지)?\s?(?:아닌|않는|없는|아님)|数値制御(?:でない|なし|ではない)/i;

const AIR_CONDITIONER = /\bair[- ]?condition(?:er|ers|ing)\b|에어컨|냉방기|エアコン|空調|điều hòa|máy lạnh/i;
const VEHICLE_CABIN = /\b(?:car|bus|buses|coach|truck|vehicle|automotive|cab)\b|자동차|차량|버스|自動車|車載|バス|xe buýt|ô tô|xe khách|xe tải/i;

/**
 * Sugar said raw, or centrifugal cane sugar by its polarisation; non-centrifugal cane sugar; refined white sugar.
 * An organic "raw sugar" is a shop's sweetener named for its colour, no raw sugar for refining (Korean customs: 1701.99).
 */
const ORGANIC = /\borganic\b|유기농|オーガニック|有機|hữu cơ/i;
const RAW_SUGAR = /\braw (?:cane |beet )?sugar\b|\bcane sugar,? raw\b|\bVHP\b|\bpol(?:arisation|arization)?\.? ?9\d(?:[.,]\d+)?\b|원당|粗糖|đường thô/i;
const NON_CENTRIFUGAL_SUGAR = /\bnon-?centrifugal\b|\bjaggery\b|\bpanela\b|\bmuscovado\b|\brapadura\b|黒糖|黒砂糖|含蜜糖|遠心分離していない|흑당|비원심/i;
const CANE_SUGAR = /\bcane\b|사탕수수|さとうきび|甘しゃ|サトウキビ|\bmía\b/i;
const REFINED_SUGAR = /(?<!un)\brefined (?:cane |beet |white )?sugar\b|\bsugar,? refined\b|\bwhite (?:cane )?sugar\b|\bgranulated sugar\b|정제\s?(?:백)?(?:설탕|당)|설탕.{0,20}정제|백설탕|정백당|精製糖|上白糖|グラニュー糖|đường tinh luyện|đường[^,;]{0,20}tinh luyện|đường (?:kính )?trắng|đường RE\b/i;

/**
 * Kinds the subheadings split on and descriptions state in their own words: a gasoline car has a
 * spark-ignition engine (8703.21–.24), a diesel one a compression-ignition engine (8703.31–.33),
 * a three-phase motor is multi-phase (8501.51–.53), caustic soda flakes are solid (2815.11), HDPE
 * has a specific gravity of 0.94 or more (3901.20). A line of the stated kind agrees; a line of
 * another kind, and not of this one, disagrees. A hybrid's lines name both an engine and an
 * electric motor: a plain gasoline car is none of them.
 */
interface StatedKind {
  /** The description states the kind: in its words, or as the reader read them. */
  stated: RegExp | ((n: Normalized) => boolean);
  /** The line is of this kind. */
  is: RegExp;
  /** The line is of another kind. */
  isOther: RegExp;
  /** `isOther` reads the line's "other than" phrases too: 3921.90's "other than cellular" defines its goods (combined sheets), it leaves out no kind of them. */
  whole?: boolean;
}
/** A piston engine named with what it propels or serves. */
function engineFor(use: RegExp): (n: Normalized) => boolean {
  return (n) => ENGINE_WORDS.test(n.clean_description) && use.test(n.clean_description);
}
const ENGINE_WORDS = /\b(?:engines?|motors?)\b|động cơ|máy nổ|エンジン|機関|엔진|기관|선외기|船外機/i;
/** Product types of the static converters of 8504.40: chargers, adapters, power supplies. */
const CHARGER = /\b(?:chargers?|adapters?|power supply|power supplies|charging (?:blocks?|bricks?|stations?|docks?))\b/i;
/** "Centrifugal pump … with 7.5 kW electric motor": the machine's own drive, no engine it serves. */
const OWN_ELECTRIC_MOTOR = /\b(?:electric(?:al)?|induction|brushless|bldc|[\d.]+\s?k?w)\s+motors?\b|\bmotor[\s-]driven\b/gi;
const ENGINE_FOR_VEHICLES = /\b(?:cars?|auto(?:mobiles?|motive)?|motorcycles?|motorbikes?|scooters?|mopeds?|trucks?|vehicles?|atv|go[- ]?karts?)\b|xe máy|ô tô|xe tải|自動車|オートバイ|バイク|二輪|xe hơi|乗用車|자동차|승용차|오토바이|차량|트럭/i;
const ENGINE_FOR_BOATS = /\b(?:marine|boats?|ships?|vessels?|outboard|inboard|yachts?)\b|tàu|thuyền|ghe|船|舶用|선박|보트|선외기/i;
/** Engines for stationary uses and for machines outside chapter 87: an excavator, a loader or a fork-lift truck is of chapter 84 (8408.90, not 8408.20). */
const ENGINE_FOR_OTHER_USES = /\b(?:stationary|generators?|gensets?|water pumps?|pumps?|tillers?|lawn ?mowers?|industrial|excavators?|bulldozers?|(?:wheel )?loaders?|fork-?lifts?|cranes?|compressors?)\b|máy phát|máy bơm|máy xúc|máy đào|発電機|汎用|ショベル|油圧ショベル|발전기|양수기|굴삭기|굴착기|지게차/i;
/** Said enamelled, pickled or coiled, in any of the four languages ("not in coils" names coils too). */
/** Enamelled goods; "ホーロー加工なし", "not enamelled", "법랑 코팅 없음" say the contrary. */
const ENAMELLED = /(?<!\bnot |\bnon-|\bun)\benamel(?:led|ed|ware)?\b(?! coating free)|(?<!(?:không|chưa) )tráng men|(?:ホーロー|琺瑯)(?!(?:加工)?(?:なし|無し|なしの|ではない|でない))|법랑(?!\s?(?:코팅\s?)?(?:없음|없는|아님|아닌|이 아닌|무코팅|미코팅))|에나멜/i;
const PICKLED = /(?<!\bnot )\bpickled\b|\bP&O\b|\bHRPO\b|(?<!(?:không|chưa)(?: ngâm)? )tẩy gỉ|酸洗(?!い?(?:して)?(?:いない|なし))|산세(?!\s?(?:처리)?(?:를|을)?\s?(?:하지|되지)\s?않)/i;
const BOOTS = /\bboots?\b|\bbooties\b|giày boot|\bbốt\b|ブーツ|長靴|부츠|장화/i;
const METAL_TOE_CAP = /\b(?:steel|metal|alloy)[- ]?toe(?:[- ]?caps?)?\b|鋼製先芯|스틸토|mũi thép/i;
const BULK_BAG = /\bFIBCs?\b|\b(?:bulk|jumbo|ton|tonne) bags?\b|톤백|점보백|フレコン|bao jumbo/i;
/** "Not FIBC", "không phải loại bao jumbo": sacks said to be none. */
const BULK_BAG_DENIED = /\b(?:not|non)[\s-]+(?:an?\s+)?(?:FIBC|bulk bag|jumbo)|\b(?:không|khong) (?:phải |phai )?(?:loại |loai )?(?:bao )?(?:jumbo|FIBC)/i;
/** A pump named as the goods (their product type). */
const PUMP = /\bpumps?\b/i;
/** Parts of furniture named as such: its legs ("Hairpin Table Legs", "Sofa Legs"), or its parts ("parts of furniture"). */
const FURNITURE_PARTS = /\blegs?\b|\bparts\b/i;
/** Goods declared as parts or components, in any of the four languages. */
const PARTS_NAMED = /\bparts?\b|\bcomponents?\b|\bspare\b|linh kiện|phụ tùng|bộ phận|部品|パーツ|부품|부분품/i;
/** Said to be flavoured or sweetened, or named for a fruit or flavour it tastes of. */
const FLAVOURED = /\bflavou?r(?:ed|s)?\b|\bsweetened\b|\b(?:lemon|lime|orange|grapefruit|berry|cherry|peach|mango|strawberry|raspberry|watermelon|cucumber|mint)\b|hương vị|có đường|フレーバー|味付き|맛\b|향\b/i;
/**
 * A water's flavour as Korean and Japanese name it ("레몬맛", "레몬향", "レモン", "香料入り"): said of waters only, since flavoured
 * milk ("딸기맛 우유") and other drinks are 2202.99's whatever they taste of.
 */
const WATER_FLAVOUR = /[가-힣]맛(?![가-힣])|(?<!무)향(?![가-힣])|레몬|라임|자몽|청포도|香料入り|レモン|ライム|グレープフルーツ|hương chanh|vị chanh/i;
/** Said to be neither ("not sweetened or flavoured", "unflavoured", "no sugar added"): the waters of 2201. */
const NOT_FLAVOURED = /\b(?:not|nor|no|without)\s+(?:containing\s+)?(?:added\s+)?(?:sugar|sweeten(?:ed|ing|er)|flavou?r(?:ed|ing|s)?)(?:\s+(?:added|or|nor|and)\s+(?:(?:other\s+)?sweeten(?:ed|ing)(?:\s+matter)?|flavou?r(?:ed|ing|s)?))*\b|\bun(?:sweetened|flavou?red)\b|không đường|無糖|無香料|무가당|무향(?:료)?/i;
const NOT_FLAVOURED_ALL = new RegExp(NOT_FLAVOURED.source, 'gi');
const flavoured = (n: Normalized) => {
  const said = n.clean_description.replace(NOT_FLAVOURED_ALL, ' ');
  return FLAVOURED.test(said) || (namedAs(n, 'water') && WATER_FLAVOUR.test(said));
};
const KNEE_HIGH = /\b(?:knee|thigh)[- ]?high\b|\bover[- ]the[- ]knee\b|ロングブーツ|ニーハイ|ひざ上|膝上|롱부츠|니하이|무릎\s?(?:을\s?)?덮는|무릎\s?기장|허벅지|cao (?:đến|tới|qua) (?:đầu )?gối|qua gối/i;
/** Said not to be in coils ("not in coils", "cut to length", "코일 아닌 것"): sheets and plates, whatever the word coil. */
const NOT_COILED = /\b(?:not|non)[- ](?:in )?coil(?:s|ed)?\b|\bcut[- ]to[- ]length\b|코일\s?(?:이|가)?\s?(?:아닌|아님)|비코일|コイル(?:状)?でない|không (?:ở dạng )?cuộn/i;
/** Discs, circles and other shapes than the rectangle, for aluminium plates (7606.91/.92). */
const ROUND_SHAPE = /\b(?:discs?|disks?|circles?|round|circular)\b|원판|원형|円板|円形|tròn/i;
/** Plates, sheets, strip and coils: the flat goods 7606 splits by shape (ingots and bars are none). */
const ALUMINIUM_FLAT = /\b(?:plates?|sheets?|strips?|coils?)\b|판재|박판|후판|코일|板|コイル|tấm|cuộn/i;
const COILED_WORDS = /\bcoils?\b|\bcoiled\b|cuộn|コイル|코일/i;
const COILED = (n: Normalized) => COILED_WORDS.test(n.clean_description) && !NOT_COILED.test(n.clean_description);
/**
 * Chapter 39 splits tubes, plates and sheets, and sacks by polymer ("of polymers of ethylene",
 * 3917.21, 3920.10, 3923.21; "of polymers of propylene", 3920.20): goods whose chief material is
 * one polymer fit its lines and not another's. The materials are the reader's names (lexicons.ts).
 */
/** 3923.29, "of plastics other than ethylene polymers": its own words name no polymer once the exclusion is set aside. */
const OTHER_THAN_ETHYLENE = /^plastics; sacks and bags\b/;
/** Bags said compostable or of starch or PBAT, no polyethylene named: of the other plastics (3923.29), whatever their polymer's name. */
const COMPOSTABLE = /\b(?:compostable|biodegradable|plant[- ]based|corn[- ]?starch|corn[- ]based|PBAT|PLA)\b|phân hủy sinh học|생분해|生分解/i;
/** Sacks and bags by name, in the four languages. */
const BAGS_SAID = /\b(?:bags?|sacks?|pouch(?:es)?|mailers?)\b|túi|\bbao\b|袋|봉투|봉지|비닐백/i;
const polymerOtherThanEthylene = (n: Normalized) => POLYMER_LINES.some(([material]) => material !== 'polyethylene' && chiefMaterial(n) === material);
const compostableBags = (n: Normalized) => readAs(n, ['3923']) && COMPOSTABLE.test(n.clean_description) && !POLYETHYLENE_NAMED.test(n.clean_description) && !chiefMaterial(n);
const POLYMER_LINES: Array<[string, RegExp]> = [
  ['polyethylene', /\b(?:polymers of ethylene|ethylene polymers)\b/],
  ['polypropylene', /\b(?:polymers of propylene|propylene polymers)\b/],
  ['polyvinyl chloride', /\b(?:polymers of vinyl chloride|vinyl chloride polymers)\b/],
  ['polystyrene', /\b(?:polymers of styrene|styrene polymers)\b/],
  ['polyurethane', /\bpolyurethanes?\b/],
  ['polyethylene terephthalate', /\bpoly\(?ethylene terephthalate\)?/],
  ['polycarbonate', /\bpolycarbonates?\b/],
  // Compostable PLA has no line of its own: it is of the "other plastics" (3923.29 against 3923.21's polyethylene).
  ['polylactic acid', /(?!)/],
];
function polymerKinds(): StatedKind[] {
  return [
    ...POLYMER_LINES.map(([material, is]) => ({
      stated: (n: Normalized) => chiefMaterial(n) === material,
      is,
      isOther: anyOf(...POLYMER_LINES.filter(([other]) => other !== material).map(([, line]) => line)),
    })),
    { stated: (n: Normalized) => compostableBags(n) || (readAs(n, ['3923']) && BAGS_SAID.test(n.clean_description) && polymerOtherThanEthylene(n)), is: OTHER_THAN_ETHYLENE, isOther: POLYMER_LINES[0][1] },
  ];
}
/**
 * Fruit prepared or preserved splits on the fruit (2008.20 to .80), mixtures apart (2008.97): goods naming one of these fruits,
 * and no mixture, are of its line ("Peach Halves in Heavy Syrup": 2008.70, not the mixtures).
 */
const PREPARED_FRUIT: Array<[string, RegExp]> = [
  ['pineapples', /\bpineapples?\b|파인애플|パイナップル|(?:^|\s)dứa(?=\s|$)/i],
  ['citrus', /\b(?:mandarins?|oranges?|tangerines?|satsumas?|grapefruits?|citrus)\b|귤|みかん|(?:^|\s)quýt(?=\s|$)/i],
  ['pears', /\bpears?\b|洋梨|quả lê(?=\s|$)/i],
  ['apricots', /\bapricots?\b|살구|アプリコット/i],
  ['cherries', /\bcherr(?:y|ies)\b|체리|チェリー|さくらんぼ|anh đào/i],
  ['peaches', /\bpeach(?:es)?\b|\bnectarines?\b|복숭아|황도|백도|白桃|黄桃|(?:^|\s)(?<!anh )đào(?=\s|$)/i],
  ['strawberries', /\bstrawberr(?:y|ies)\b|딸기|いちご|苺|dâu tây/i],
];
/** A mixture said, or other fruit named beside ("mandarin and grape jelly cup"): the fruit lines' kind is left unsaid. */
const FRUIT_MIXTURE = /\b(?:mixed|mixtures?|cocktail|medley|salad|assorted|apples?|grapes?|mangoe?s?|bananas?|kiwis?|kiwifruits?|papayas?|guavas?|lychees?|litchis?|longans?|berr(?:y|ies)|coconuts?|nata|aloe|melons?|plums?|figs?|dates|lemons?|limes?|yuzu|jell(?:y|ies))\b|혼합|ミックス|hỗn hợp/i;
const PREPARED_FRUIT_LINE = (fruit: string) => new RegExp(`^fruit; ${fruit}\\b`);
function preparedFruitKinds(): StatedKind[] {
  const others = /^fruit, nuts and other edible parts of plants; mixtures\b/;
  return PREPARED_FRUIT.map(([fruit, named]) => ({
    stated: (n: Normalized) => named.test(n.clean_description) && !FRUIT_MIXTURE.test(n.clean_description) && PREPARED_FRUIT.every(([other, words]) => other === fruit || !words.test(n.clean_description)),
    is: PREPARED_FRUIT_LINE(fruit),
    isOther: anyOf(others, ...PREPARED_FRUIT.filter(([other]) => other !== fruit).map(([other]) => PREPARED_FRUIT_LINE(other))),
  }));
}
/**
 * Wood in the rough and sawn splits on the species (4403.9x, 4407.2x and .9x: oak, beech, birch, teak, meranti …): wood naming
 * one species is of its line, none of another species' ("Sawn oak lumber" is 4407.91, no tropical wood of 4407.29).
 */
const WOOD_SPECIES: Array<[string, RegExp]> = [
  ['oak', /\boak\b|참나무|오크|ナラ|オーク|gỗ sồi/i],
  ['beech', /\bbeech\b|너도밤나무|ブナ|gỗ dẻ gai/i],
  ['maple', /\bmaple\b|단풍나무|메이플|メープル|カエデ|gỗ thích/i],
  ['cherry', /\bcherry\b|벚나무|チェリー材|gỗ anh đào/i],
  ['ash', /\bash\b|물푸레나무|タモ|アッシュ材|gỗ tần bì/i],
  ['birch', /\bbirch\b|자작나무|カバ材|バーチ|gỗ bạch dương/i],
  ['poplar', /\b(?:poplar|aspen)\b|포플러|ポプラ/i],
  ['eucalyptus', /\beucalyptus\b|유칼립투스|ユーカリ|gỗ bạch đàn/i],
  ['teak', /\bteak\b|티크|チーク|gỗ tếch/i],
  ['meranti', /\bmeranti\b|메란티|メランティ/i],
];
/** The species above that grow outside the tropics (hardwoods all): none of them is 4407.2x's tropical wood. */
const TEMPERATE_SPECIES = new Set(['oak', 'beech', 'maple', 'cherry', 'ash', 'birch', 'poplar']);
const temperateHardwood = (n: Normalized) => WOOD_SPECIES.some(([species, named]) => TEMPERATE_SPECIES.has(species) && named.test(n.clean_description));
const WOOD_WORDS = /\b(?:wood|woods|lumber|timber|sawn|logs?|veneers?|planks?|boards?)\b|목재|원목|제재목|製材|木材|丸太|gỗ/i;
const SPECIES_LINE = (species: string) => new RegExp(`^wood(?:, tropical)?; (?:of )?[^;]*?\\b${species}\\b`, 'i');
function woodSpeciesKinds(): StatedKind[] {
  return WOOD_SPECIES.map(([species, named]) => ({
    stated: (n: Normalized) => WOOD_WORDS.test(n.clean_description) && named.test(n.clean_description) && WOOD_SPECIES.every(([other, words]) => other === species || !words.test(n.clean_description)),
    is: SPECIES_LINE(species),
    isOther: anyOf(...WOOD_SPECIES.filter(([other]) => other !== species).map(([other]) => SPECIES_LINE(other))),
  }));
}
/**
 * Rubberwood and acacia, the sawn hardwoods of Vietnam's and Thailand's furniture trade, are neither coniferous nor a
 * tropical wood of subheading note 2's list: 4407.99 and their kin, not 4407.1x or 4407.2x. The temperate hardwoods
 * named above are no coniferous wood either.
 */
const HARDWOOD_UNLISTED = /\brubber ?wood\b|\bhevea\b|\bacacia\b|gỗ cao su|gỗ keo|고무나무|아카시아|ゴムの木|ラバーウッド|アカシア/i;
const hardwoodOfNoListedKind = (n: Normalized) => WOOD_WORDS.test(n.clean_description) && HARDWOOD_UNLISTED.test(n.clean_description);
const CONIFEROUS_OR_TROPICAL = /(?<!non-)\bconiferous\b|^wood, tropical\b/;
/** A line matching any of the patterns. */
const anyOf = (...patterns: RegExp[]): RegExp => new RegExp(patterns.map((pattern) => pattern.source).join('|'));
/** Rubberwood and acacia are of no species line either (oak, birch, poplar …: 4407.91-.97). */
const CONIFEROUS_TROPICAL_OR_SPECIES = anyOf(CONIFEROUS_OR_TROPICAL, ...WOOD_SPECIES.map(([species]) => SPECIES_LINE(species)));
/** The description says all of `said` and none of `unsaid`. */
const says = (said: RegExp[], unsaid: RegExp[] = []) => (n: Normalized) => said.every((words) => words.test(n.clean_description)) && !unsaid.some((words) => words.test(n.clean_description));
/** Textured filament yarn, said so or by its name: DTY, 텍스처드, 가연사, 仮撚, sợi dún. */
const TEXTURED = /(?<!non-?|non |un)\btextured\b|\bDTY\b|(?<!비)텍스[처쳐]드?|(?<!비)가연(?!가공용|사?\s?원료)사?|仮撚|(?<!非|無)加工糸|テクスチャー?ド?|sợi dún/i;
/** Textured yarn denied: "non-textured", "가연사 아님", "텍스처사 아님", "비가연". */
const NOT_TEXTURED = /\b(?:non-?|non |un)textured\b|(?:텍스[처쳐]드?사?|가연사?)\s?(?:아님|아닌|이 아닌|가 아닌)|비가연|비텍스[처쳐]드?|無加工|非加工|không (?:phải )?(?:sợi )?dún/i;
/** Yarn said gimped, chenille or loop wale, the yarns of 5606. */
const GIMPED_OR_CHENILLE = /\bgimp(?:ed)?\b|\bchenille\b|\bloop[- ]wale\b|셔닐|쉐닐|김프|シェニール|モール|ジンプ/i;
const MATTRESS = /\bmattress(?:es)?\b|\btoppers?\b|매트리스|토퍼|マットレス|\bnệm\b|\bđệm\b/i;
/** Said sprung: springs named and not denied ("스프링이 없는", "without springs", "no springs"). */
const SPRUNG = /(?<!\bwithout |\bno |\bnon-)\b(?:pocket |coil |bonnell )?springs?\b(?![- ]?free)|스프링(?!이?\s?(?:없|미))|スプリング(?!なし|無し)|\blò xo\b(?! không)/i;
const MATS = /\bmats?\b|\bmatting\b|\bfloor coverings?\b|매트(?!리스)|マット(?!レス)|\bthảm\b/i;
const FLAT_GOODS = /\b(?:sheets?|films?|plates?|foils?|strips?|sheeting)\b|\btấm\b|\bmàng\b|シート|フィルム|시트|필름/i;
/** Foamed plastics; "non-foamed", Korean "비발포" and Vietnamese "không xốp" (not foamed) say the opposite. */
const FOAMED = /(?<!\bnon-?\s?)\b(?:foam(?:ed)?|cellular|sponge|expanded|epe|eps|xpe|ixpe)\b|(?<!không )xốp|(?<!非|無)発泡|フォーム|スポンジ|폼|(?<![비무]\s?)발포|스펀지/i;
const COMBINED = /\b(?:laminated|reinforced|supported|coated|metalli[sz]ed)\b|cán màng|ラミネート|라미네이트/i;
const SELF_ADHESIVE = /\b(?:self[- ]?adhesive|adhesive|sticky|stickers?|decals?|tapes?)\b|\bdán\b|粘着|テープ|シール|점착|접착식|테이프|스티커/i;
const PAINTED_STEEL = /\b(?:ppgi|ppgl|pre-?painted|colou?r[- ]coated|pvc[- ]coated|plastic[- ]coated|painted steel)\b|tôn mạ màu|thép mạ màu|カラー鋼板|プレコート|塗装鋼板|컬러강판|칼라강판|pcm강판/i;
/** Flat-rolled steel's lines for uncoated sheets (7208-7209: "not clad, plated or coated" in their headings). */
const UNCOATED = /\b(?:hot|cold)-rolled\b|\bnot clad, plated or coated\b/;
const GALVANIZED = /\b(?:galvani[sz]ed|zinc[- ]coated|gi (?:coil|sheet)s?|hot[- ]dip(?:ped)?)\b|mạ kẽm|亜鉛めっき|아연도금/i;
/** Aluminium-zinc coated steel (Galvalume, AZ150, "55% Al-Zn", tôn lạnh) is 7210.61's, no galvanised sheet of 7210.4x. */
const ALUMINIUM_ZINC = /\b(?:galvalume|aluzinc|zincalume)\b|\balumin(?:i)?um-zinc\b|\bAZ\d{2,3}\b|\b55\s?%\s?Al\b|nhôm kẽm|tôn lạnh|ガルバリウム|갈바륨|알루미늄\s?아연/i;
/** Tinplate and other steel plated with tin (7210.1x). */
const TIN_PLATED = /\btin[- ]?plate[ds]?\b|\btin[- ]coated\b|\belectrolytic tin\b|\bETP\b|mạ thiếc|sắt tây|ブリキ|錫めっき|주석\s?도금|석도강판/i;
const ELECTRO_GALVANIZED = /\belectro|전기아연|電気亜鉛|mạ điện|mạ kẽm điện|điện phân/i;
/** Zinc put on electrolytically (7210.30, 7212.20): electro-galvanised sheet, EGI, the SECC grades. */
const ELECTRO_ZINC = /\belectro-?galvani[sz]ed\b|\belectrolytically (?:plated|coated) with zinc\b|\bEGI\b|\bSEC[CDE]\b|전기아연|電気亜鉛|mạ kẽm điện/i;
/** Said corrugated ("sóng vuông", "골판 형태", "波板") and not denied it ("not corrugated"). */
const NOT_CORRUGATED = /\b(?:not|non)[- ]corrugated\b|không (?:phải )?(?:dạng )?sóng|골판\s?(?:이\s?)?(?:아님|아닌)|波板(?:でない|ではない)/i;
const saidCorrugated = (n: Normalized) => CORRUGATED.test(n.clean_description) && !NOT_CORRUGATED.test(n.clean_description);
const CORRUGATED = /\bcorrugat|\broofing\b|tôn (?:kẽm |lạnh |mạ kẽm )?sóng|sóng (?:vuông|tròn|ngói)|dạng sóng|波板|골강판|골함석|골판(?!지)/i;
/** Vessels to drink from, in the four languages: a cup, mug or tumbler of glass is a drinking glass. */
const DRINKING_VESSEL = /\b(?:mugs?|cups?|tumblers?|steins?|shot glass(?:es)?|drinking glass(?:es)?|wine glass(?:es)?|beer glass(?:es)?)\b|マグ|カップ|コップ|グラス|컵|머그|유리잔|와인잔|맥주잔|텀블러|\b(?:cốc|ly|tách)\b/i;
const MEASURING = /\bmeasuring\b|計量|계량|\bđong\b/i;
const STEMMED = /\bstem(?:med)?\b|\bstemware\b|\bwine glass(?:es)?\b|\bchampagne (?:flutes?|glass(?:es)?)\b|\bgoblets?\b|\b(?:martini|cocktail|margarita|coupe) glass(?:es)?\b|ワイングラス|와인잔|ly (?:rượu )?vang/i;
/** Lead crystal by name or by its lead oxide share (24 % PbO and more); and glass said to be free of lead. */
const LEAD_CRYSTAL = /(?<!\bnot (?:of )?|\bnon-|\bno )\blead(?:ed)? crystal\b|\b(?:2[4-9]|3\d)\s?% (?:lead|pbo)\b|(?<!無)鉛クリスタル|(?<!무)납\s?크리스탈|pha lê chì/i;
const NOT_LEAD_CRYSTAL = /\blead[- ]free\b|\bnon-lead\b|\bnot (?:of )?lead crystal\b|無鉛|무연\s?(?:크리스탈|크리스털|유리)|không (?:phải )?pha lê chì|không chì/i;
/** Paper in reels, and paper cut to office sizes (A4, A5, letter: 435 by 297 mm or less unfolded, 4802.56). */
const PAPER_IN_ROLLS = /\bin (?:rolls?|reels?)\b|\b(?:jumbo )?rolls?\b|\breels?\b|dạng cuộn|\bcuộn\b|롤|ロール|巻取/i;
const OFFICE_SHEETS = /\bA[45]\b|\bA5\b|\bletter(?: size)?\b|\b8[.,]5\s?[x×]\s?11\b|\b210\s?[x×]\s?297\b|\bB5\b|\bPPC\b|\bcopy paper\b|photocopy/i;
const STEMLESS = /\bstem-?less\b|\b(?:no|without|not) stem(?:med)?\b|脚なし|脚の無い|굽\s?(?:이\s?)?없|(?:không có|không) chân/i;
const HEAT_RESISTANT_GLASS = /\bborosilicate\b|\bpyrex\b|\bheat[- ]resistant glass\b|耐熱ガラス|내열\s?유리|thủy tinh chịu nhiệt/i;
const TUBES = /\b(?:tubes?|tubing|hoses?)\b|ống mềm|ống cao su|チューブ|ホース|튜브|호스/i;
const WITH_FITTINGS = /\bwith (?:\w+ )?(?:end )?(?:fittings?|couplings?|connectors?)\b|\b(?:assy|assembly|assemblies|asm|assem)\b|어셈블리|어셈|アセンブリ|アッセンブリ|金具付|양단 금구|양단금구|ASSY/i;
const WITHOUT_FITTINGS = /\b(?:without|no|w\/o) (?:end )?(?:fittings?|couplings?|connectors?)\b|chưa (?:lắp|gắn) (?:phụ kiện|đầu nối)|không (?:kèm|có) (?:phụ kiện|đầu nối)|継手なし|金具なし|피팅\s?(?:없|미부착)|커플링\s?없/i;
const HEADGEAR = /\b(?:hats?|caps?|berets?|beanies?|fedoras?|ushankas?|trapper|cowboy hat|newsboy|flat cap)\b|모자|帽子|キャスケット|ハンチング|\bmũ\b|\bnón\b/i;
const MALLEABLE_IRON = /(?<!non-)\bmalleable(?: cast)? iron\b|가단\s?주철|可鍛鋳鉄|gang dẻo|gang rèn/i;
const MALLEABLE_DENIED = /\b(?:non-|not )malleable\b|可鍛鋳鉄でない|가단\s?주철이?\s?아닌|không phải gang dẻo/i;
const headgearOfLeatherOrFur = (n: Normalized) => HEADGEAR.test(n.clean_description) && ofLeatherOrRealFur(n.clean_description);
const SAFETY_HEADGEAR = /\b(?:safety|hard hats?|helmets?|protective)\b|안전모|헬멧|ヘルメット|保護帽|mũ bảo hiểm/i;
const COMPUTER_BOX = /\b(?:computers?|pcs?|servers?|desktops?|nuc)\b|máy tính|máy chủ|パソコン|サーバー|ＰＣ|컴퓨터|서버|데스크[톱탑]/i;
const NO_MONITOR = /\b(?:no|without|w\/o|excluding|excl\.?) (?:a )?(?:monitor|display|screen|keyboard)s?\b|\bnot including (?:the )?(?:monitor|keyboard)\b|(?:chưa|không) (?:gồm |kèm |bao gồm |có )?(?:màn hình|bàn phím)|(?:모니터|키보드)[^;]{0,8}(?:미포함|없이|없음|별도)|(?:モニター|キーボード)[^;]{0,12}(?:別売|なし|無し|含まない)/i;
/** A hose's plies or braid of textile ("textile-reinforced", "polyester braid reinforcement", "gia cố bằng sợi dệt", "布入り"). */
const TEXTILE_REINFORCED = /\b(?:textile|fabric|fibre|fiber|polyester|nylon|rayon|cotton|aramid)[- ](?:reinf\w*|braid(?:ed|s)?|ply|plies|inserts?)\b|\b(?:polyester|nylon|rayon|textile|fabric|fibre|fiber|yarn) braid (?:reinf\w*)?|\breinforced (?:only )?with (?:\w+ )?(?:textile|fabric|fibre|fiber|polyester|nylon|rayon|yarn)s?\b|gia (?:cố|cường) bằng (?:(?:lớp )?(?:bố )?sợi|vải)|布入り?|(?:섬유|직물|원사)\s?(?:로\s?)?보강/i;
const RIGID = /\brigid\b|\bpipes?\b|硬質|경질|ống cứng/i;
const CRUDE = /\b(?:crude|unrefined)\b|\bthô\b|原油|粗油|粗製|원유|조유|미정제/i;
const FILLED = /(?<!\bnot |\bno |\bun|\bwithout )\bfill(?:ed|ing)\b|\bcent(?:re|er)s?\b|충전(?!\s?(?:하지|되지)\s?않)|필링(?!\s?없)|フィリング(?!\s?(?:なし|無し|無|を含まない))|センター|(?<!\bkhông |\bchưa )\bnhân\b/i;
const IN_THE_FLAT = /\bin the flat\b|\bflat\b|\bsheets?\b|평판|낱장|シート|平板|dạng tấm/i;
const IN_ROLLS = /\bin rolls?\b|\brolls?\b|롤|ロール|dạng cuộn/i;
const COMPRESSOR = /\bcompressors?\b|컴프레서|컴프레샤|압축기|コンプレッサー|圧縮機|máy nén/i;
/** The machine's own name, last in the product type ("split air conditioner", "에어컨" read as "air conditioner"). */
const AIR_CONDITIONER_NAMED = /\bair[- ]?conditioners?$|\bair conditioning (?:units?|machines?|systems?)$/i;
/** Words naming a part of an air conditioner or goods made for one ("… evaporator", "cover for …", "실외기"). */
const AIR_CONDITIONER_PART = /\b(?:for|evaporators?|condens\w*|coils?|covers?|filters?|brackets?|remotes?|controls?|controllers?|panels?|pipes?|hoses?|valves?|fans?|motors?|compressors?|boards?|pcba?|sensors?|assy|assembly|ducts?|grilles?|louvers?|drain\w*|mounts?|stands?|units?|kits?|hangers?|shel(?:f|ves)|supports?|caps?|labels?|stickers?|plugs?|wires?|cables?|harness\w*|tubes?|tubing|fittings?|housings?|cases?|casings?|blowers?|blades?|thermostats?|capacitors?|relays?|switch\w*|dampers?|seals?|gaskets?|insulation|tapes?|frames?|trays?)\b|커버|필터|리모컨|리모콘|실외기|실내기|배관|호스|에어컨\s?용|カバー|フィルター|リモコン|室外機|室内機|エアコン用|vỏ|lọc|điều khiển|dàn nóng|dàn lạnh|cho\b/i;
/** Cooling without heating, in the four languages (Vietnamese "1 chiều": one way). */
const COOLING_ONLY = /\bcool(?:ing)?[- ]only\b|냉방\s?전용|冷房専用|\b(?:1|một) chiều\b/i;
/** Refrigerators and freezers, or refrigerating as such, in the four languages. */
const REFRIGERATING = /\brefrigerat\w*|\bfridges?\b|\bfreez\w*|\bchill\w*|냉장|냉동|冷蔵|冷凍|tủ lạnh|tủ đông|làm lạnh/i;
/** What goods come with ("… with Remote Control and Install Kit", "… with Linen Shade"): no part presented alone. */
const withoutWithClauses = (text: string): string => text.replace(/\b(?:with|including|incl\.?|plus)\b[^;]*/gi, ' ');
/** Those and the units a split system is made of ("실내기와 실외기로 구성된", "dàn nóng và dàn lạnh"): words of the whole machine. */
const withoutWholeSystemWords = (text: string): string =>
  withoutWithClauses(text).replace(/실[내외]기\s?(?:와|과|및|·|,|\/|\+)\s?실[내외]기|실외기\s?(?:별도|포함)|dàn (?:nóng|lạnh)\s?(?:và|,|\+|\/)\s?dàn (?:nóng|lạnh)|室[内外]機\s?(?:と|・|\+|及び)\s?室[内外]機/gi, ' ');
/** Words naming a part of a lamp or goods made for one ("replacement glass shade", "lamp base for …", "갓 단품"). */
const LAMP_PART = /\b(?:for|shades?|lampshades?|harps?|finials?|bases?|covers?|globes?|diffusers?|replacement|spare|cords?|switch\w*|sockets?|bulbs?)\b|갓|셰이드|シェード|カバー|交換用|chụp|\bchao\b|thay thế/i;
/** Goods said to work without electricity ("(전기 아님)", "không dùng điện"), whatever else of electricity their words hold. */
const SAID_NOT_ELECTRIC = /\bnon[- ]?electric\w*|\bnot electric\w*|\bwithout electricity\b|\bno electricity\b|전기[^,;()]{0,10}아님|전기\s?(?:없음|미사용|불필요)|비전기|電気不要|電気を使わない|非電気|không dùng điện|không cần điện/i;
/** A refrigerant by its ASHRAE number ("R32", "R-134a", "R600a") or named so. */
const REFRIGERANT = /\bR-?(?:22|32|134a|404A|407C|410A|600a|290|1234yf)\b|\brefrigerant\b|냉매|冷媒|môi chất lạnh|gas lạnh/i;
const COLD = /\brefrigerat\w*|\bfridges?\b|\bfreezers?\b|\bair[- ]?condition\w*|냉장|냉동|에어컨|공조|冷蔵|冷凍|エアコン(?!プレッサー)|空調|tủ lạnh|điều hòa/i;
/**
 * "흡수율 0.5% 이하", "water absorption ≤0.5%", "porcelain tiles" (vitrified, absorbing 0.5 % or less). A declaration
 * copying the subheading's words may have lost its decimal point ("not exceeding 05"): 05 is then 0.5.
 */
const LOW_ABSORPTION_WORDS = /흡수율\s?0\.5\s?%\s?이하|water absorption[^;,]{0,30}?(?:≤|<=|<|not (?:over|exceeding)|below|less than|under)\s?0\.5\s?%|\babsorption coefficient by weight not (?:over|exceeding) (?:0\.5|05)\b|吸水率\s?0\.5\s?%\s?以下|\bporcelain (?:(?:floor|wall)\s?(?:&|and)?\s?)*tiles?\b|자기질|磁器質|gạch porcelain/i;
/** Absorbing over 0.5 % (or 3 %) but not over 10 % (6907.22): "흡수율 0.5% 초과 10% 이하". */
const MID_ABSORPTION_WORDS = /\babsorption coefficient by weight (?:exceeding|over) (?:0\.5|05|3)\s?%? but not (?:exceeding|over) 10\b|흡수율\s?(?:0\.5|3)\s?%\s?초과\s?10\s?%\s?이하/i;
/** Absorbing over 10 % (6907.23), as a declaration copies the subheading: "exceeding 10", "흡수율 10% 초과". */
const HIGH_ABSORPTION_WORDS = /\babsorption coefficient by weight (?:exceeding|over) 10\b(?!\s?%?\s?but)|흡수율\s?10\s?%\s?초과/i;
/**
 * A tile's stated absorption as a bound or a range ("độ hút nước > 10%", "water absorption 3-6%") or its ISO 13006 group
 * (BIa not over 0.5 %; BIb, BIIa, BIIb over 0.5 and up to 10 %; BIII over 10 %, A for extruded tiles), the group letters
 * read in their own case ("BIII", not a word's letters).
 */
const ABSORPTION_WORD = String.raw`(?:water absorption|absorption|độ hút nước|do hut nuoc|hút nước|吸水率|흡수율)[^;,\d]{0,12}?`;
const LOW_BOUND = new RegExp(ABSORPTION_WORD + String.raw`(?:≤|<=|<|below|dưới|không quá|khong qua)\s?0[.,]5\s?%`, 'i');
const MID_RANGE = new RegExp(ABSORPTION_WORD + String.raw`(?:0[.,]5|[1-9](?:[.,]\d)?)\s?%?\s?[-–~]\s?(?:[1-9](?:[.,]\d)?|10)\s?%`, 'i');
const HIGH_BOUND = new RegExp(ABSORPTION_WORD + String.raw`(?:>|＞|over|above|more than|trên|tren|lớn hơn)\s?10\s?%`, 'i');
const statesAbsorption = (words: RegExp, bound: RegExp, group: RegExp) => (n: Normalized) =>
  words.test(n.clean_description) || bound.test(n.clean_description) || group.test(n.clean_description);
const LOW_ABSORPTION = statesAbsorption(LOW_ABSORPTION_WORDS, LOW_BOUND, /\b[AB]Ia\b/);
const MID_ABSORPTION = statesAbsorption(MID_ABSORPTION_WORDS, MID_RANGE, /\b[AB](?:Ib|IIa|IIb)\b/);
const HIGH_ABSORPTION = statesAbsorption(HIGH_ABSORPTION_WORDS, HIGH_BOUND, /\b[AB]III\b/);
const VIRGIN_OIL = /\b(?:extra[- ])?virgin\b|\bcold[- ]pressed\b|버진|バージン|ép lạnh/i;
/** Oils whose lines split crude from other (soya, groundnut, palm, sunflower, safflower, cotton-seed, coconut, palm kernel, rape, linseed, maize). */
const OIL_WITH_CRUDE_LINE = /\b(?:soy(?:a|bean)?|groundnut|peanut|palm|sunflower|safflower|cotton-?seed|coconut|copra|babassu|rape(?:seed)?|canola|colza|mustard|linseed|flax(?:seed)?|maize|corn)\b|대두|땅콩|팜|해바라기|홍화|면실|코코넛|야자|유채|카놀라|아마인|옥수수|大豆|落花生|パーム|ひまわり|綿実|ココナッツ|ヤシ|菜種|キャノーラ|亜麻仁|とうもろこし|đậu nành|lạc|đậu phộng|cọ|hướng dương|dừa|cải dầu|lanh|ngô/i;
/** Fats whose heading has no crude line: "unrefined shea butter" is 1515.90's, never crude linseed oil's. */
const FAT_WITHOUT_CRUDE_LINE = /\b(?:shea|sesame|castor|jojoba|tung|argan|mango butter|cocoa butter|avocado|almond|walnut|hemp(?:seed)?|rice bran)\b|시어|참기름|피마자|호호바|아르간|シア|ごま油|ひまし|ホホバ|アルガン|bơ hạt mỡ|dầu mè|dầu vừng|dầu thầu dầu/i;
const REFINED = /(?<!un)\brefined\b|tinh luyện|精製|정제(?:유|된|\s+\S*유)/i;
const ANALOG_DISPLAY = /\banalog(?:ue)?\b|\bwith hands\b|アナログ|아날로그|\bkim\b(?!\s*(?:loại|cương|tuyến|chỉ|khâu|tiêm))/i;
const WATCH_HEADINGS = new Set(['9101', '9102']);
const POCKET_WATCH = /\bpocket watch(?:es)?\b|\bfob watch\b|\bnurse watch\b|懐中時計|회중시계|đồng hồ (?:quả quýt )?bỏ túi|đồng hồ quả quýt/i;
/** Stop-watches held in the hand: watches "excluding wrist-watches" as pocket watches are (9102.91). */
const STOPWATCH = /\bstop ?-?watch(?:es)?\b|ストップウォッチ|스톱워치|초시계|đồng hồ bấm giờ/i;
const NOT_WORN_ON_WRIST = (n: Normalized) => POCKET_WATCH.test(n.clean_description) || STOPWATCH.test(n.product_type ?? '');
const BOAT = /\b(?:boats?|kayaks?|canoes?|rafts?|dinghy|dinghies|vessels?|sup|paddle ?boards?)\b|thuyền|xuồng|보트|카약|카누|ボート|カヤック|カヌー/i;
/** Paddled or rowed, or said to have no motor ("… no Motor", "không dùng động cơ"). */
const PADDLED = /\b(?:kayaks?|canoes?|paddles?|oars?|rowing|rafts?)\b|\b(?:no|without (?:an? )?)(?:motor|engine)\b|\bnon-?motori[sz]ed\b|thuyền kayak|không dùng động cơ|カヤック|カヌー|카약|카누/i;
/** A boat said to be inflatable, or said not to be (a rigid or hard-shell hull, one of polyethylene, GRP or aluminium, a sit-on-top kayak). */
const INFLATABLE_BOAT_SAID = /(?<!\bnon-|\bnot )\binflatable\b|bơm hơi|인플레이터블|공기주입식|고무보트|インフレータブル|ゴムボート/i;
const NOT_INFLATABLE = /\bnon-?inflatable\b|\bnot inflatable\b|\brigid\b(?! hull inflatable)|\bhard[- ]?shell\b|\b(?:polyethylene|hdpe|frp|grp|fib(?:re|er) ?glass|alumin(?:i)?um|composite|wooden) (?:hull|kayak|canoe|boat)s?\b|\bsit[- ]on[- ]top\b|고무보트\s?(?:가\s?)?아닌|공기주입식\s?(?:이\s?)?아닌|không (?:phải )?bơm hơi|インフレータブルで(?:は)?ない|고무보트 아닌|인플레이터블 아님/i;
/** A boat driven by an outboard motor, or by an inboard one (a sterndrive, a motor yacht). */
const OUTBOARD = /\boutboard\b|선외기|船外機|máy ngoài|gắn máy ngoài/i;
const OUTBOARD_DENIED = /선외기\s?(?:보트\s?)?(?:이\s?)?아닌|\bnot (?:an? )?outboard\b|船外機(?:付き)?で(?:は)?ない|không (?:phải )?(?:gắn )?máy ngoài/i;
const INBOARD = /\binboard\b|\bsterndrive\b|\bstern drive\b|\bmotor ?yachts?\b|\bmotorboats?\b|선내기|船内機|モーターボート|모터보트|máy trong|\bca nô\b/i;
/** A sailboat by name. */
const SAILBOAT = /\bsail ?boats?\b|\bsailing (?:boats?|yachts?|dinghy|dinghies)\b|thuyền buồm|세일링\s?요트|ヨット/i;
/** A boat or a yacht by name. */
const BOAT_OR_YACHT = new RegExp(`${BOAT.source}|\\byachts?\\b|요트|ヨット|du thuyền`, 'i');
/** Sails named: a sailboat (8903.2x), whatever else drives it. */
const SAILED = /\bsail(?:boat|ing|s)?\b|\byachts? à voile\b|thuyền buồm|세일링|요트 돛|セーリング|ヨット/i;
const MOTORED = /(?<!\bno |\bwithout |\bwithout an? )\b(?:motor|engine|outboard|jet)\b/i;
const KITCHEN_ARTICLE = /\b(?:pots?|pans?|kettles?|bowls?|plates?|trays?|ladles?|colanders?|cookware|kitchenware|utensils?|saucepans?|skillets?|woks?)\b|鍋|냄비|\bnồi\b|\bchảo\b/i;
const LED = /\bLED\b|엘이디|발광다이오드|発光ダイオード/i;
/** A bulb by name or by its base type (H4, H7, 9005, W5W, T10, 1156), the lamps a vehicle's light fittings take. */
const BULB = /\bbulbs?\b|バルブ|電球|벌브|전구|bóng đèn|\b(?:H(?:1|3|4|7|8|9|11|13|16)|HB[1-5]|900[3-8]|9012|W5W|W21W|P21W|T10|T15|T20|1156|1157|3157|7443)\b/i;
/** A light fitting or its housing, or a fitting sold with its bulbs: more than the bulb. */
const BULB_IN_FITTING = /\b(?:assy|assembly|housings?|with (?:\w+ )?bulbs?|bulbs? included|bulb (?:holders?|sockets?))\b|소켓|ソケット|đui đèn/i;
const vehicleBulb = (n: Normalized) => n.hs_headings.includes('8512') && BULB.test(n.clean_description) && !BULB_IN_FITTING.test(n.clean_description);
const LED_MODULE = /\bmodules?\b|모듈|モジュール/i;
/** "Special high grade" zinc (SHG) is 99.99 % zinc or purer. */
const HIGH_PURITY = /\b(?:SHG|special high grade)\b/i;
const TITANIUM_DIOXIDE = /\bTiO2\b|titanium dioxide|이산화티타늄|二酸化チタン|titan dioxit/i;
/** Percentages stated ("TiO2 content 93%", "Zn 99.995%", "99.97 pct"). */
const statedShares = (text: string) => [...text.matchAll(/(?<![\d.])(\d{1,3}(?:\.\d+)?)\s?(?:%|pct\b|percent\b)/gi)].map((match) => Number(match[1]));
/** Shares stated as a purity: "Zn 99.995%", "순도 99.99%". */
const statedPurities = (text: string) => statedShares(text).filter((share) => share >= 90 && share <= 100);
/** Lines of single yarn ("per single yarn" in a folded yarn's line is no single yarn), and of multiple (folded) or cabled yarn. */
const FOLDED_YARN = /\byarn\b.*\bmultiple (?:\(folded\) )?or cabled\b/i;
const SINGLE_YARN = /^(?!.*\bmultiple (?:\(folded\) )?or cabled\b).*\byarn\b.*\bsingle\b(?!-)/i;
/** Yarn said not to be put up for retail sale, as declarations say it ("not for retail sale", "소매용이 아닌 것", "비소매용", "非小売"). */
const NOT_RETAIL = /\bnot (?:put up )?for retail(?: sale)?\b|\bnon[- ]retail\b|비\s?소매|非小売|소매용\s?(?:이\s?)?(?:아닌|아님)|소매용[^,;]{0,10}(?:않은|않음)|小売用でない|(?:không|chưa) (?:đóng gói )?(?:để )?bán lẻ/i;
/** Said put up for retail sale, as a declaration words it ("PUT UP FOR RETAIL SALE", "소매용", "小売用"). */
const SAID_RETAIL = /(?<!\bnot )\bput up for retail sale\b|(?<!\bnot )\bfor retail sale\b|(?<!비\s?)소매용(?![^,;]{0,10}(?:아닌|아님|않은|않음))|(?<!非)小売用(?!でない)|(?<!chưa |không )đóng gói (?:để )?bán lẻ|(?<!chưa |không |đóng gói )để bán lẻ/i;
const saidRetail = (n: Normalized) => SAID_RETAIL.test(n.clean_description) && !NOT_RETAIL.test(n.clean_description);
/** Sewing thread denied ("not sewing thread"): the yarn lines of 5406 and 5511 that leave sewing thread out. */
const SEWING_THREAD_DENIED = /\b(?:not|other than|non)[\s-]+(?:for\s+)?sewing threads?\b/i;
/** Alkaloids of heading 2939 a medicament names, in the four languages (theophylline and the ephedrines among them). */
/** Penicillins and streptomycins by their names (3004.10, 3003.10), the other antibiotics (3004.20), the vitamins and the antimalarials of subheading note 2 (3004.50, .60). */
const PENICILLINS_NAMED = /\b(?:amoxi(?:c)?illin|ampicillin|penicillins?|benzylpenicillin|phenoxymethylpenicillin|cloxacillin|dicloxacillin|flucloxacillin|oxacillin|piperacillin|streptomycin|augmentin)\b|아목시실린|페니실린|스트렙토마이신|アモキシシリン|ペニシリン|ストレプトマイシン/i;
const OTHER_ANTIBIOTICS_NAMED = /\b(?:cefalexin|cephalexin|cefuroxime|cefixime|ceftriaxone|cefadroxil|cefaclor|cefdinir|cefpodoxime|azithromycin|clarithromycin|erythromycin|roxithromycin|doxycycline|tetracycline|oxytetracycline|minocycline|fusidic acid|sodium fusidate|neomycin|mupirocin|bacitracin|clindamycin|lincomycin|rifampicin|rifampin|vancomycin|gentamicin|tobramycin|chloramphenicol|polymyxin)\b|세팔렉신|아지스로마이신|클래리스로마이신|독시사이클린|푸시드산|퓨시드산|후시딘|무피로신|네오마이신|アジスロマイシン|クラリスロマイシン|セファレキシン|ドキシサイクリン|フシジン酸/i;
const VITAMINS_NAMED = /\bvitamins?\b|\bmultivitamins?\b|비타민|ビタミン|vitamin/i;
const ANTIMALARIALS_NAMED = /\b(?:amodiaquine|artelinic acid|artemether|artemisinin|artesunate|chloroquine|dihydroartemisinin|lumefantrine|mefloquine|piperaquine|pyrimethamine|sulfadoxine)\b/i;
/** A medicament's lines of 3004 and 3003 other than the one for its active principle. */
const MEDICAMENT_NEC = /^medicaments; (?:consisting of mixed or unmixed products n\.e\.c\.|\(not containing antibiotics)/i;
const readAsMedicament = (n: Normalized) => readAs(n, ['3004', '3003']);
/** What a medicament is said not to contain ("not containing penicillins, hormones or alkaloids", "항생물질·비타민 미함유") names no active principle of it. */
const MEDICAMENT_DENIAL = /\b(?:not containing|without|free (?:of|from)|contains no)\b[^;]*|[^\s;,(]+(?:\s?[·,]\s?[^\s;,(]+)*\s?(?:미함유|불포함|무함유)|không (?:chứa|có)[^;]*|[^\s;、]+を?含まない/gi;
const activePrinciples = (n: Normalized) => n.clean_description.replace(MEDICAMENT_DENIAL, ' ');
/** The fruits 2009 gives juice lines of their own, by their names in the four languages, with the line each names. */
const JUICE_FRUITS: Array<[RegExp, RegExp]> = [
  [/\boranges?\b|\bnước (?:ép )?cam\b|\bcam (?:ép|vắt|tươi|nguyên chất)\b|オレンジ|오렌지/i, /^juice; orange\b/i],
  [/\bgrapefruits?\b|\bpomelos?\b|\bbưởi\b|グレープフルーツ|자몽/i, /^juice; grapefruit\b/i],
  [/\blemons?\b|\blimes?\b|\byuzu\b|\bmandarins?\b|\btangerines?\b|\bchanh\b|\bquýt\b|柚子|ゆず|レモン|みかん|유자|레몬|감귤|귤/i, /\bof single citrus fruit\b/i],
  [/\bpineapples?\b|\bdứa\b|\bthơm\b|パイナップル|파인애플/i, /^juice; pineapple\b/i],
  [/\btomato(?:es)?\b|\bcà chua\b|トマト|토마토/i, /^juice; tomato\b/i],
  [/\bgrapes?\b|\bnho\b|ぶどう|ブドウ|グレープ(?!フルーツ)|포도/i, /^juice; grape,/i],
  [/\bapples?\b|\btáo\b|りんご|リンゴ|アップル|사과/i, /^juice; apple\b/i],
  [/\bpears?\b|\bmangos?(?:es)?\b|\bguavas?\b|\bpeach(?:es)?\b|\bcarrots?\b|\bxoài\b|\bổi\b|\bcà rốt\b|洋梨|マンゴー|にんじん|배즙|망고|당근/i, /\bof any single fruit, nut or vegetable\b/i],
];
const JUICE_MIXTURE = /\bmix(?:ed|ture)?\b|\bblend\b|\bcocktail\b|hỗn hợp|ミックス|혼합|믹스/i;
/** The one fruit a juice is said to be of, none where several or a mixture are. */
function juiceFruitLine(n: Normalized): RegExp | null {
  if (!readAs(n, ['2009']) || JUICE_MIXTURE.test(n.clean_description)) return null;
  const named = JUICE_FRUITS.filter(([fruit]) => fruit.test(n.clean_description));
  return named.length === 1 ? named[0][1] : null;
}
/** Cutlery plated with silver or gold (EPNS, silverplate, 금도금), or said not plated (무도금). */
const PLATED_CUTLERY = /\b(?:gold|silver|rhodium|platinum)[\s-]?(?:plated|plating|dipped)\b|\bsilverplated?\b|\bsilver plate\b|\bEPNS\b|금도금|은도금|金メッキ|銀メッキ|mạ (?:vàng|bạc)/i;
const UNPLATED_CUTLERY = /\bnot (?:(?:silver|gold)[- ])?plated\b|\bunplated\b|\bnon-plated\b|무도금|도금하지 않은|メッキなし|không mạ/i;
/** The kinds of cutlery a title names: two kinds or more make a set of assorted articles (8215.10, .20). */
const CUTLERY_KINDS = [/\b(?:tea|table|dessert|soup|coffee|dinner)?spoons?\b|숟가락|스푼|スプーン|\bthìa\b|\bmuỗng\b/i, /\bforks?\b|포크|フォーク|\bnĩa\b|\bdĩa\b/i, /\bknife\b|\bknives\b|나이프|ナイフ/i, /\bladles?\b|국자|おたま|\bvá\b/i, /\btongs\b|집게|トング/i, /\bturners?\b|\bspatulas?\b|뒤집개|ターナー/i, /\bskimmers?\b|\bservers?\b/i];
const cutleryKindsNamed = (n: Normalized) => CUTLERY_KINDS.filter((kind) => kind.test(n.clean_description)).length;
/** Panty hose and tights by name; stockings that stop at the knee or the thigh. */
const PANTYHOSE = /\bpanty ?hose\b|\bpantyhoses\b|\btights\b|팬티\s?스타킹|パンティ\s?ストッキング|タイツ|quần tất|\bvớ quần\b/i;
const KNEE_OR_THIGH_HIGH = /\bknee[- ]?(?:high|length)s?\b|\bthigh[- ]?highs?\b|\bover[- ]the[- ]knee\b|ひざ下|ニーハイ|무릎\s?(?:스타킹|양말)|니삭스|cao (?:gối|đùi)/i;
const ALKALOIDS_NAMED = /\b(?:caffeine|caffein|cafein|codeine|dihydrocodeine|codein|nicotine|nicotin|ephedrine|pseudoephedrine|norephedrine|morphine|quinine|atropine|scopolamine|hyoscine|noscapine|papaverine|theophylline|colchicine|ergotamine)\b|카페인|코데인|니코틴|에페드린|슈도에페드린|カフェイン|コデイン|ニコチン|エフェドリン/i;
const EPHEDRINES = /ephedrin|에페드린|エフェドリン/i;
const HIGH_TENACITY = /\bhigh[- ]?tenacity\b|\bHT\b|고강력|高強力|\bcường lực cao\b/i;
const HIGH_TENACITY_DENIED = /\b(?:not|non)[- ]high[- ]?tenacity\b|\bnon[- ]?HT\b|高強力(?:糸)?で(?:は)?ない|고강력\s?(?:사\s?)?(?:이\s?)?(?:아님|아닌)|không (?:phải )?(?:sợi )?cường lực cao/i;
/** Valves for pneumatic or hydraulic power said so; a valve a pneumatic actuator opens ("공압 액추에이터로 개폐") is still a pipe's. */
const POWER_VALVE = /\b(?:pneumatic|hydraulic|oleohydraulic)\b|\bdirectional (?:control )?valves?\b|\b[345]\/[23][- ]?(?:way|ports?)\b|공압|유압|방향\s?제어|空気圧|空圧|油圧|方向制御|khí nén|thủy lực/i;
const POWER_ACTUATED = /\b(?:pneumatic(?:ally)?|hydraulic(?:ally)?)[- ](?:actuat|operat)|\bactuator\b|액추에이터|アクチュエータ|bộ truyền động/i;
/** Fine animal hair named (chapter 51 note 1(b)), which "alpaca wool" and "angora wool" are, not wool. */
const FINE_ANIMAL_HAIR = /\b(?:alpaca|llama|vicuna|vicuña|camel|yak|angora|mohair|cashmere|rabbit|beaver|nutria|muskrat)\b|알파카|앙고라|모헤어|캐시미어|アルパカ|アンゴラ|モヘア|カシミヤ|lông lạc đà/i;
const DRILL_BIT = /\bdrill bits?\b|\btwist drills?\b|\bdrill bit set\b|드릴\s?비트|ドリルビット|ドリル刃|鉄工ドリル|mũi khoan/i;
const ROCK_DRILLING = /\b(?:rock|masonry|concrete|stone|brick|sds|hammer drill|earth|well|oil|mining|tricone|percussion)\b|암석|콘크리트|コンクリート|石材|đá|bê tông/i;
/** Memory chips by name: DRAM, DDR, NAND, flash memory, 메모리, メモリ. */
const MEMORY_CHIP = /\b(?:S?DRAM|SRAM|DDR\d?|LPDDR\d?|NAND|NOR flash|EEPROM|flash memory|memory ic|memories)\b|메모리|メモリ/i;
/** A processor or controller holds memory of its own ("MCU with flash memory"): 8542.31's, whatever memory it names. */
const PROCESSOR_CHIP = /\b(?:micro-?controllers?|microprocessors?|processors?|controllers?|MCU|CPU|GPU|SoC)\b|마이크로컨트롤러|프로세서|マイコン|プロセッサ/i;
const INJECTION_MOULDING_MACHINE = /\binjection[- ]mou?lding machines?\b|\binjection mou?lders?\b|사출\s?성형기|射出成形機|máy ép phun/i;
const HOUSEHOLD_FRIDGE = /\bmini[- ]?fridges?\b|\bcompact refrigerators?\b|\bdorm (?:fridge|refrigerator)s?\b|\bhousehold refrigerators?\b|소형\s?냉장고|미니\s?냉장고|小型冷蔵庫|tủ lạnh mini/i;
const BROOM_OR_MOP = /\bbrooms?\b|\bmops?\b|cây lau nhà|\bchổi\b|モップ|ほうき|빗자루|대걸레|밀대/i;
const VEGETABLE_BROOM = /\b(?:corn|sorghum|straw|twigs?|broomcorn|palm|coconut|rattan|bamboo|reed|grass)\b|chổi (?:rơm|đót|dừa|tre|cọ)|수수|싸리|棕櫚|シュロ|竹ぼうき|もろこし|穂/i;
const ASSORTED_KNIVES = /\bassorted\b|\bdifferent kinds\b|\d\s?종\b|\d\s?종\s?세트|(?:chef|paring|bread|santoku|utility)[^,;]{0,40}(?:chef|paring|bread|santoku|utility)|식도[^,;]{0,20}(?:과도|빵칼)|三徳[^,;]{0,20}(?:ペティ|パン切り)/i;
const TRAMPOLINE = /\btrampolines?\b|트램펄린|トランポリン|bạt nhún/i;
const INFLATABLE_BALL = /\b(?:foot|basket|volley|soccer|rugby|hand|beach|net|dodge)balls?\b|\b(?:soccer|rugby|volleyball|basketball|football|game) balls?\b|축구공|농구공|배구공|サッカーボール|バスケットボール|バレーボール|bóng (?:đá|rổ|chuyền)/i;
/** Handbags by their shop names: crossbody and shoulder bags, clutches, satchels, in the four languages. */
const HANDBAG_SAID = /\bhand ?bags?\b|\bcross ?body(?: bags?)?\b|\bshoulder bags?\b|\bclutch(?:es| bags?| purses?)?\b|\bsatchels?\b|\bhobo bags?\b|túi xách|túi đeo chéo|túi đeo vai|ハンドバッグ|ショルダーバッグ|クラッチバッグ|핸드백|숄더백|크로스백|클러치/i;
/** Bags and cases a handbag's name may come with that are not handbags (a wallet, a laptop's or a tool's bag, a shopping bag), and a handbag's parts and fittings. */
const NOT_HANDBAG = /\bcoin purses?\b|\bwallets?\b|\bcard (?:holders?|cases?)\b|\blaptop\b|\bcamera\b|\bback ?packs?\b|\btools?\b|\bcosmetic|\bmake ?up\b|\bshopping\b|\bgrocery\b|\bdiaper\b|\bgym\b|\btravel\b|\bguitar\b|\bphone\b|지갑|財布|\bví\b|\baccessor(?:y|ies)\b|\bparts?\b|\bbuckles?\b|\bhardware\b|\breplacement\b|phụ kiện|khóa cài|부속|부자재|金具|パーツ/i;
/** An air compressor said to stand fixed, or said to be on a chassis towed on wheels (8414.40). */
const STATIONARY = /\bstationary\b|\bskid[- ]mounted\b|\bfixed (?:type|installation)\b|\blắp cố định\b|không gắn trên khung|고정식|据置|定置式/i;
const TOWED = /\btow(?:able|ed|ing)?\b|\btrailer[- ]mounted\b|\bwheeled chassis\b|\bportable diesel\b|khung kéo|trên khung (?:bánh|kéo)|견인|트레일러|牽引/i;
const OFFICE_FURNITURE = /\boffice\b|사무용|사무실|事務|役員用|オフィス|văn phòng/i;
const PLUCKED_STRINGS = /\b(?:guitars?|ukuleles?|banjos?|mandolins?|harps?)\b|(?:통|일렉|어쿠스틱|클래식|베이스)\s?기타|ギター|ウクレレ|우쿨렐레|đàn (?:guitar|ghi-?ta|ukulele)/i;
const BOWED_STRINGS = /\b(?:violins?|violas?|cellos?|double bass|fiddles?)\b|바이올린|첼로|バイオリン|チェロ|vĩ cầm/i;
/** Worked by a crank turned by hand: "hand crank", 手回し, quay tay. */
const HAND_CRANKED = /\bhand[- ]?crank(?:ed)?\b|手回し|quay tay/i;
const HAND_WOUND = /\bhand[- ]?(?:wound|winding)\b|\bmanual(?:ly)?[- ]?(?:wind(?:ing)?|wound)\b|lên (?:dây )?cót (?:tay|thủ công)|手巻き?|수동\s?(?:태엽|와인딩)|핸드\s?와인딩/i;
/** "손목형 아님", "not a wrist-watch": a watch said not to be worn on the wrist. */
const NOT_WRIST = /(?:손목형?|wrist[- ]?(?:watch|type)?)\s?(?:아님|아닌|이 아닌)|\bnot (?:a )?wrist|腕時計でない/i;
const WATCH_STRAP_SAID = /\b(?:strap|bracelet|wrist ?watch(?:es)?|band)\b|dây (?:da|kim loại|thép)|đeo tay|손목|밴드|腕時計|ベルト|ブレスレット/i;
const INSTANT_CAMERA = /\binstant (?:print )?(?:film )?cameras?\b|\binstax\b|\bpolaroid\b|즉석\s?카메라|인스탁스|インスタントカメラ|チェキ|máy ảnh (?:chụp )?lấy liền/i;
const PEN_SAID = /\b(?:ball ?point|ballpoint|rollerball|fountain) pens?\b|\bpens?\b|볼펜|ボールペン|bút bi/i;
const PENCIL_SAID = /\bpencils?\b|샤프|シャープペン|bút chì/i;
const SET_SAID = /\bsets?\b|세트|セット|bộ\b/i;
const BUMPER = /\bbumpers?\b|범퍼|バンパー|\bcản (?:trước|sau|xe)\b/i;
const FLAT_SURFACE_GRINDER = /\bflat[- ]surface grind|\bsurface grind(?:er|ing)\b|평면\s?연삭|平面研削|máy mài phẳng/i;
const SHOTGUN = /\bshotguns?\b|\bsmooth[- ]?bore\b|산탄총|散弾銃|súng săn bắn đạn ghém/i;
const NOT_FOR_MOTOR = /\bnot (?:designed|made|intended) for (?:a |use with a )?motors?\b|\bno motor mount\b|モーター取付不可|모터\s?장착\s?불가|không (?:lắp|gắn) (?:được )?động cơ/i;
const COMPUTER_MONITOR = /\b(?:pc|computer|gaming|ips|qhd|displayport|dp|hdmi|freesync|g-?sync)\b|컴퓨터용|게이밍|PC用|パソコン|máy tính/i;
const TV_SAID = /\btv\b(?!\s?(?:수신\s?기능\s?없음|tuner: no))|\btelevision\b|\btuner\b(?! (?:none|no))|TV 수신 기능 있|テレビ/i;
const CLOCK_RADIO = /\bclock radios?\b|\bradio (?:alarm )?clocks?\b|\balarm clock radios?\b|라디오\s?시계|시계\s?라디오|ラジオ(?:付き)?(?:目覚まし)?時計|đồng hồ (?:báo thức )?radio/i;
const METAL_MAGNET = /\bndfeb\b|\bneodymium\b|\bsmco\b|\bsamarium[- ]cobalt\b|\balnico\b|네오디뮴|ネオジム|nam châm (?:đất hiếm|neodymium)/i;
const TOOL_CHANGER = /\bATC\b|\bautomatic tool chang(?:er|ing)\b|자동공구교환|自動工具交換|thay dao tự động/i;
const HOUSEHOLD_SEWING = /\bhousehold\b|\bdomestic\b|\bhome\b|\bbeginners?\b|\bportable\b|\bfeatherweight\b|\bmini\b|가정용|家庭用|gia đình/i;
const ELECTRIC_DRIVEN = /\belectric\b|\bbattery\b|\b\d{2}\s?V\b|chạy điện|ắc quy|전동|배터리|電動|バッテリー/i;
const PORTABLE_SPRAYER = /\b(?:knapsack|backpack|hand[- ]held|handheld|portable|pump|pressure) sprayers?\b|\bsprayers?,? (?:with )?hand pump\b|배부식|배낭형|背負式|bình (?:phun|xịt) đeo vai/i;
const RAILWAY = /\brail(?:way|road)?\b|\btram(?:way)?\b|\bwagons?\b|\blocomotives?\b|철도|鉄道|電車|đường sắt|toa xe/i;
const AIR_BRAKE = /\bair brakes?\b|\bbrake cylinders?\b|공기\s?브레이크|空気ブレーキ|ブレーキシリンダ|phanh hơi/i;
const PLC = /\bPLCs?\b|\bprogrammable (?:logic )?controllers?\b|プログラマブルコントローラ|시퀀서|シーケンサ/i;
const RANGEFINDER = /\brange ?finders?\b|\blaser distance (?:measure|meter)s?\b|\blaser measure\b|거리\s?측정기|距離計|máy đo khoảng cách/i;
const SKI_BINDING = /(?:\bski[- ]?bindings?\b|스키\s?바인딩|スキービンディング|ビンディング)(?!\s?(?:別売|별매|미포함|not included|sold separately))/i;
const ORIGINAL_SCULPTURE = /\boriginal\b.*\bsculptures?\b|\bsculptures?\b.*\b(?:original|by the artist|one of a kind|signed)\b|오리지널|작가 원형|オリジナル彫刻/i;
/** Butt-welding fittings: "butt weld", "BW", "맞대기 용접식", "突合せ溶接", "hàn giáp mối". */
const BUTT_WELDING = /\bbutt[- ]?weld(?:ing|ed)?\b|\bBW\b|맞대기\s?용접|突合せ溶接|バットウェルド|hàn giáp mối/i;
/** Copper said wrought ("wrot") or pure: refined copper, no alloy. */
const REFINED_COPPER_WORDS = /\bwro(?:ugh)?t copper\b|\bcopper\b.*\bwrot\b|\bpure copper\b|\brefined copper\b|순동|정제\s?동|純銅|đồng nguyên chất/i;
/** Metal in strip: "Nickel Strip", "니켈 스트립", "純ニッケル帯". */
const METAL_STRIP = /\bstrips?\b|스트립|ストリップ|(?:ニッケル|銅|アルミ|亜鉛)帯/i;
const PIPE_FITTING = /\b(?:elbows?|tees?|reducers?|unions?|end caps?|pipe fittings?)\b|엘보|継手(?!なし)|エルボ|\bco nối\b|\bcút\b|\bmăng sông\b/i;
/** Hoses, tubing and pipes named as the goods (a hose "with Brass Couplings", a tube "継手なし"): the fittings are theirs or none. */
const TUBES_NAMED = /\b(?:hoses?|tubing)\b|\b(?:pipes?|tubes?)\b(?!\s(?:fittings?|connectors?))|ホース|チューブ|호스|튜브|\bnot fitted\b|\bwithout fittings\b|継手なし/i;
/** "Backed" said of the goods in any words ("Backed of refined copper foil"), not denied. */
const BACKED_SAID = /(?<!\bnot\s|\bun-?|\bnon-)\bbacked\b|뒷면\s?보강(?!\s?없)|裏張り(?!なし)/i;
const PRESERVED_FLOWERS = /\b(?:preserved|dried|dyed|artificial|soap|everlasting|eternal)\b|プリザーブド|ドライフラワー|造花|生花では(?:ない|ありません)|프리저브드|드라이\s?플라워|조화|생화\s?아님|hoa (?:khô|sáp|giả|vĩnh cửu)|không phải hoa tươi/i;
const FRESH_FLOWERS = /\bfresh(?:ly)?[- ]cut\b|\bfresh (?:flowers?|roses?|bouquet)\b|생화|生花|\bhoa tươi\b/i;
const METAL_POWDER = /(?<!\bnot |\bnon-)\bpowders?\b(?![- ]?coat)|분말|金属粉|(?:タングステン|モリブデン|ニッケル|アルミ(?:ニウム)?|銅|鉄|コバルト)粉|\bbột (?:kim loại|vonfram|nhôm|đồng|sắt|niken)\b/i;
const SHAVER_BLADES = /\b(?:shavers?|clippers?|trimmers?|norelco|braun)\b[^,;]{0,40}\b(?:blades?|heads?|cutters?|foils?)\b|\breplacement (?:heads?|blades?|cutters?)\b[^,;]{0,30}\b(?:shavers?|clippers?|trimmers?)\b|(?<!\bnail )\bclipper blades?\b|(?:シェーバー|ラムダッシュ|バリカン)[^、,;]{0,20}(?:替刃|外刃|内刃)|替刃[^、,;]{0,20}(?:シェーバー|ラムダッシュ|ES\d)|면도기\s?(?:날|헤드)|(?:lưỡi dao|lưỡi) (?:tông đơ|máy cạo)/i;
/** Cereal flakes or grains mixed with dried fruit, nuts, honey or chocolate (muesli, breakfast cereals with raisins). */
const CEREAL_WITH_ADDITIONS = /\b(?:flakes?|oats|cereals?|bran|muesli|granola)\b[^,;]{0,30}\b(?:with|and|\+)\b[^,;]{0,25}\b(?:raisins?|dried (?:fruits?|berries)|fruits?|nuts?|almonds?|hazelnuts?|honey|chocolate|berries|cranberr(?:y|ies)|blueberr(?:y|ies)|strawberr(?:y|ies)|apples?)\b|(?:フレーク|オーツ|シリアル)[^、,;]{0,15}(?:レーズン|ドライフルーツ|ナッツ|はちみつ|チョコ)|(?:플레이크|오트|시리얼)[^,;]{0,15}(?:건포도|건과일|견과|꿀|초코)|(?:yến mạch|ngũ cốc)[^,;]{0,20}(?:nho khô|trái cây sấy|hạt|mật ong|sô cô la)/i;
const COATED_PRINTING_PAPER = /\bart paper\b|\bcoated (?:woodfree |wood-free )?(?:art |printing |offset )?paper\b|\bcouch[ée]\b|\bkaolin\b|아트지|도공지|アート紙|コート紙|塗工紙|cao lanh/i;
const KRAFT = /\bkraft\b|크라프트|クラフト|\bgiấy kraft\b/i;
const FISH_PIECES = /\b(?:chunks?|pieces?|solid|whole|loins?|fillets?|flakes?|steaks?)\b|チャンク|ブロック|フレーク|덩어리|\bmiếng\b|\bkhúc\b/i;
const FISH_MINCED = /\bminced\b|\bgrated\b|\bpaste\b|\bspread\b|\bsurimi\b|\bimitation crab\b|\bcrab sticks?\b|\bkani\b|\bfish balls?\b|カニカマ|게맛살|ほぐし|다진|\bxay\b|\bchả cá\b/i;
/** Printing ink named as such (a cartridge or a drawing ink is not). */
const PRINTING_INK = /\b(?:printing|offset|flexo(?:graphic)?|gravure|screen printing|letterpress) inks?\b|인쇄\s?잉크|印刷インキ|オフセット(?:印刷)?インキ|\bmực in (?:offset|ống đồng|flexo)\b/i;
const FOIL = /\bfoils?\b|동박|알루미늄박|箔|\blá (?:đồng|nhôm)\b/i;
const FOIL_BACKED = /\bFCCL\b|\bclad laminates?\b|\blaminated (?:to|with|on(?:to)?)\b[^,;]{0,30}\b(?:films?|papers?|plastics?|polyimide)\b|\b(?:paper|plastic|pe|pet|film|kraft)[- ]backed\b|\bbacked (?:with|by|on)\b|\blaminated (?:to|with|on(?:to)?) (?:[\d.,]+\s?(?:g\/m2|gsm|µm|um|mic(?:ron)?s?)\s)?(?:paper|kraft|pe|pet|plastics?|polyethylene|polyester|film)\b|종이\s?(?:합지|라미네이트)|紙(?:貼り|裏打ち)|bồi giấy/i;
const CORTICOSTEROIDS = /\b(?:hydrocortisone|cortisone|fluticasone|betamethasone|prednisolone|prednisone|dexamethasone|triamcinolone|mometasone|budesonide|clobetasol|beclomethasone)\b|하이드로코르티손|히드로코르티손|ヒドロコルチゾン|プレドニゾロン|ベタメタゾン|hydrocortison/i;
const DIGITAL_DISPLAY = /\bdigital\b|\b(?:led|lcd) display\b|デジタル|디지털|điện tử|kỹ thuật số/i;
/** Metals said unwrought, or in the forms unwrought metal is cast in (ingots, pigs). */
const UNWROUGHT = /\bunwrought\b|\bingots?\b|\bpigs?\b|잉곳|インゴット|地金|\bthỏi\b/i;
/** Metals said unalloyed, or alloyed ("6063" aside, "합금"), in the four languages. */
const CASUAL_SPORTS_SHOES = /\b(?:sneakers?|trainers?|(?:running|athletic|tennis|basketball|training|gym|jogging|walking|sports?) shoes?|high[- ]?tops?)$/i;
const NOT_ATHLETIC_FOOTWEAR = /\b(?:boots?|booties|booty|sandals?|slippers?|slides?|flip[- ]flops?|heels?|pumps?|loafers?|flats?|mules?|clogs?|espadrilles?|moccasins?|ballerinas?)$/i;
const SPORTS_FITTED = /\b(?:spikes?|spiked|studs?|studded|cleats?|sprigs?|ski|snowboard|skat(?:e|ing)|wrestling|boxing|cycling|golf|football boots?|soccer boots?)\b|스파이크|축구화|スパイク|giày đinh/i;
const HARNESS = /\bharness(?:es)?\b|\bwiring sets?\b|하네스|ハーネス|bó dây/i;
/** Beyond the road vehicles of ENGINE_FOR_VEHICLES, what else a harness is made for, or a carmaker's part number ("91100-L1010"). */
const HARNESS_CRAFT = /\b(?:lorr(?:y|ies)|buses|engines?|aircraft|aeroplanes?|ships?|boats?|tractors?)\b|\b\d{5}-[0-9A-Z]{5}\b|엔진|車両/i;
const PRECIOUS_PLATED = /\b(?:gold|silver|rhodium|platinum)[\s-]?(?:plated|plating|dipped)\b|도금|メッキ|mạ (?:vàng|bạc)/i;
const PRECIOUS_BASE = /\b(?:sterling|925|s925|solid (?:gold|silver)|fine silver)\b|\b(?:9|10|14|18|22|24)\s?(?:k|kt|ct|karat) (?:solid |real )?gold\b(?![\s-]*(?:plated|filled|dipped))|은\s?925|純銀|bạc 925/i;
/** Milk said whole or full-cream (about 3.5 % fat, 26 % as powder), or skimmed (0.5 %, 1 % as powder); semi-skimmed is neither. */
const WHOLE_MILK = /\bwhole milk\b|\bfull[- ](?:cream|fat) milk\b|전지(?:분유|우유)|全(?:粉)?乳|sữa (?:bột )?nguyên kem/i;
const SKIMMED_MILK = /(?<!semi-?|semi |half-)\bskim(?:med)? milk\b|\bnon-?fat (?:dry )?milk\b|\bfat[- ]free milk\b|탈지(?:분유|우유)|脱脂(?:粉)?乳|sữa (?:bột )?(?:tách béo|gầy)/i;
const MILK_POWDER = /\b(?:milk|cream) powders?\b|\bpowdered (?:milk|cream)\b|\bdry milk\b|\bmilk in powder\b|분유|粉乳|粉ミルク|\bsữa bột\b/i;
const PEANUTS = /\bpeanuts?\b|\bground-?nuts?\b|땅콩|落花生|ピーナッツ|ピーナツ|đậu phộng/i;
/** Other nuts or a mixture named beside the peanuts: the mixtures of 2008.19 and 0813.50. */
const OTHER_NUTS = /\bmixed nuts\b|\bmixtures?\b|\b(?:cashews?|almonds?|walnuts?|pistachios?|hazelnuts?|pecans?|macadamias?)\b|믹스넛|견과류|ミックスナッツ|hạt điều|hạnh nhân|óc chó/i;
const SWEETENED = /(?<!\bun|\bnon-|\bnot )\bsweetened\b|(?<!\bnot )\bcontaining (?:added )?(?:sugar|(?:other )?sweetening matter)\b|\bwith (?:added )?sugar\b|\bsugar added\b|có đường|(?<!무)가당|(?<!無)加糖/i;
const UNSWEETENED = /\b(?:un|non-|not )sweetened\b|\bnot containing (?:added )?(?:sugar|(?:other )?sweetening matter)\b|\bno (?:added )?sugar\b|\bsugar[- ]free\b|không đường|무가당|無糖/i;
const NON_REFILLABLE = /\bnon-?refillable\b|\bnot refillable\b|\bdisposable\b|\bsingle[- ]use\b|không (?:thể )?nạp (?:lại|ga)|dùng một lần|일회용|使い捨て/i;
const NOT_ALLOYED = /\b(?:not alloyed|unalloyed|non-?alloyed)\b|비합금|합금(?:하지|되지) ?않은|합금이? ?아닌|非合金|合金でない|合金にしていない|không (?:phải )?hợp kim|chưa hợp kim/i;
const ALLOYED = /(?<!non-)\balloy(?:s|ed)?\b|(?<!비)합금|(?<!非)合金|hợp kim/i;
/** "Designed for outboard motor", "fitted with a motor", "motor mount": an inflatable boat that takes a motor (the motor itself may not be included). */
const PINE = /\bpine\b|\bpinus\b|gỗ thông|(?<![\p{Script=Han}])松(?:材|の木)|マツ(?:属|材)|소나무|적송|パイン材/iu;
const SPF = /\bs-?p-?f\b|\bspruce[- ]pine[- ]fir\b/i;
const CONIFEROUS = (n: Normalized) => PINE.test(n.clean_description) || /(?<!non-)\bconiferous\b|\bsoftwood\b|\bspruce\b|\bfir\b|\bcedar\b|\bhemlock\b|gỗ lá kim|针叶|針葉樹|침엽수|가문비|전나무|삼나무/i.test(n.clean_description);
const NON_CONIFEROUS = (n: Normalized) => temperateHardwood(n) || /\bnon-coniferous\b|\bhardwoods?\b|\b(?:walnut|eucalyptus|acacia|teak)\b|gỗ cứng|gỗ lá rộng|広葉樹|활엽수/i.test(n.clean_description);
/** What says an air filter feeds an engine: its intake, an engine's air cleaner, or a vehicle or mower it fits. */
const ENGINE_INTAKE = /\bintake\b|\bair cleaner\b|\b(?:cars?|trucks?|vehicles?|motorcycles?|scooters?|mowers?|lawnmowers?|generators?|atvs?)\b|khí nạp|lọc gió xe|흡기|에어\s?클리너|에어\s?크리너|자동차|吸気|エアクリーナー|車|バイク/i;
const AIR_FILTER = /\bair filters?\b|\bair cleaner elements?\b|lọc gió|lọc khí|에어\s?필터|에어\s?(?:클|크)리너|エアフィルター|エアクリーナー/i;
const CABIN_FILTER = /\bcabin\b|\ba\/c\b|\bpollen\b|캐빈|에어컨\s?필터|エアコンフィルター|lọc gió điều hòa|lọc điều hòa/i;
const ROBOT = /robot|로봇|ロボット/i;
const HANDLING = /\b(?:lifting|handling|loading|unloading|pick(?:ing)?[- ]and[- ]place|palleti[sz]ing|depalleti[sz]ing|transfer(?:ring)?)\b|이송|적재|하역|핸들링|搬送|ハンドリング|パレタイ|bốc xếp|nâng hạ/i;
const LATHE = /\blathes?\b|선반|旋盤|máy tiện/i;
const PEN_REFILL = /\brefills?\b|\bcartridges?\b|리필|볼펜심|替芯|替え芯|リフィル|ruột bút|ngòi bút bi/i;
const OF_POLYESTERS = /\bof polyesters\b|\bof polyester$/;
const DESIGNED_FOR_MOTOR = /\b(?:fitted|designed|made)\s+(?:to be fitted\s+)?(?:with|for)\s+(?:an?\s+)?(?:outboard\s+|electric\s+)?(?:motor|engine)s?\b|\bfor (?:an? )?outboard (?:motors?|engines?)\b|\bmotor mount\b|\btransom\b/i;
/** Stainless steel as declarants name it ("SUS304", "AISI 316", "inox"), in the four languages. */
const STAINLESS = /(?<!\bnon-|\bnot )\bstainless\b|\bSUS(?:\s?\d{3})?\b|\bAISI\s?[34]\d\d\b|스테인리스|ステンレス|\binox\b/i;
/** A lamp holder named by its base ("E26 socket", "GU10"), or bulbs sold apart, in the four languages. */
const LAMP_SOCKET = /\b(?:E(?:10|11|12|14|17|26|27|39|40)|GU(?:10|24)|B22d?|B15d?|G9)\b|\bbulbs? (?:not included|sold separately)\b|\b(?:no|without) bulbs?\b|電球別売|電球なし|전구 별도|전구 미포함|không kèm bóng|chưa (?:gồm|kèm) bóng/i;
const UNBLEACHED_OR_BLEACHED = /\b(?:un)?bleached\b|\bundyed\b|\bgreige\b|\bloom-?state\b|표백|漂白|未さらし|tẩy trắng|vải mộc/i;
const DYED_OR_PRINTED = /\b(?:dyed|printed|yarn[- ]dyed|colou?red)\b|염색|날염|선염|染め|染色|プリント|捺染|nhuộm|in hoa/i;
/** How a fabric is finished: dyed in the piece, printed, or woven or knitted of yarns dyed before (the lines' "of yarns of different colours"). */
const PIECE_DYED = /(?<!\byarn[- ])\b(?:piece[- ])?dyed\b|(?<!선)염색|침염|後染め|染色|(?<!sợi )\bnhuộm\b/i;
const PRINTED = /\bprinted\b|\bprint\b|날염|프린트|プリント|捺染|\bin hoa\b|\bin họa tiết\b/i;
/** "Not printed" says printing only to deny it ("dyed, not printed" is a dyed fabric; "날염되지 않은" bed linen 6302.31). */
const NOT_PRINTED = /\b(?:not|non|un)[- ]?printed\b|\bno print\b|날염(?:하지|되지)\s?않|비\s?날염|무날염|날염\s?(?:안 된|없는)|프린트\s?(?:없|아님|아닌)|プリント(?:なし|無し)|\bkhông in\b/i;
const printedStated = says([PRINTED], [NOT_PRINTED]);
const NOT_COVERING_ANKLE = /\bnot covering the ankle\b|\bbelow the ankle\b|くるぶしを覆わない|くるぶし下|발목을 덮지 않|발목\s?아래|không (?:che|phủ|qua) mắt cá|dưới mắt cá/i;
// Duck, poplin, muslin and calico are plain-woven cloths by name.
const PLAIN_WEAVE = /\bplain[- ]?(?:weave|woven)\b|\btaffeta weave\b|\b(?:cotton )?duck (?:canvas|cloth|fabric)\b|\bpoplin\b|\bmuslin\b|\bcalico\b|평직|平織|vân điểm|dệt trơn/i;
const TWILL_WEAVE = /\btwill\b|능직|綾織|[三四]つ綾|ツイル|vân chéo/i;
/** Free-cutting (free-machining) steel, as declarations name it. */
const FREE_CUTTING = /\bfree[- ]?(?:cutting|machining)\b|\bSUM\d{2}L?\b|\b12L14\b|快削|쾌삭|(?<!không phải (?:thép )?)dễ cắt gọt/i;
/** Tubes for oil or gas pipelines and wells, as declarations name them: line pipe, API 5L/5CT, OCTG, casing, drill pipe ("tubing" alone is any tube). */
const OIL_GAS_TUBES = /\bline[- ]?pipes?\b|\bAPI\s?5(?:L|CT|DP)\b|\bOCTG\b|\bcasing\b|\bdrill(?:ing)? pipes?\b|\boil\b|\bgas\b|\bpipelines?\b|ラインパイプ|油井管|라인파이프|라인 파이프|유정관|케이싱|송유관|가스관|ống dẫn dầu|ống dẫn khí|ống chống/i;
/** Gloves coated, dipped or laminated (nitrile, latex, PU or PVC palms, rubber dots), in the four languages. */
const COATED_GLOVES = /\b(?:coated|coating|dipped|impregnated|laminated|nitrile|latex|rubberi[sz]ed|rubber|pu|polyurethane|pvc|dotted|dots|grip dots)\b|코팅|니트릴|라텍스|고무|コーティング|コート|ニトリル|ラテックス|ゴム|tráng|phủ|cao su/i;
const NOT_COATED_GLOVES = /\b(?:no|not|non|un)[- ]?(?:coated|coating|dipped)\b|\bwithout (?:a )?coating\b|コーティング\s?(?:なし|無し)|코팅\s?(?:없음|없는|안\s?된|하지 않은|되지 않은)|(?:không|chưa) (?:được )?(?:tráng|phủ)/i;
/** Towels of another weave than terry: said so, or by a name that is one (a tenugui is plain-woven). */
const NOT_TERRY = /\b(?:non|not)[- ]?terry\b|\bplain[- ]?(?:weave|woven)\b|\bwaffle(?:[- ]weave)?\b|\bhuck(?:aback)?\b|\bflour[- ]sack\b|手ぬぐい|手拭い|てぬぐい|平織|ワッフル|비테리|테리\s?(?:아님|아닌)|와플/i;
/** Furniture said to be for an office, a kitchen or a bedroom, or named as such, in the four languages. */
const ROOM_OF_USE = /\b(?:office|offices|desks?|workstations?|filing|kitchens?|pantry|bedrooms?|beds?|bedside|cribs?|cots?|bassinets?|nursery|bunk|nightstands?|night stands?|dressers?|wardrobes?|armoires?|closets?|vanity|vanities)\b|사무|서류함|책상|주방|부엌|싱크대|침실|침대|옷장|화장대|オフィス|事務|書庫|デスク|机|キッチン|台所|食器棚|寝室|ベッド|クローゼット|ワードローブ|ドレッサー|văn phòng|tủ hồ sơ|bàn làm việc|bàn học|bàn máy tính|nhà bếp|\bbếp\b|phòng ngủ|giường|tủ quần áo|bàn trang điểm/i;
/** Fans made to cool equipment or move air in ducts, by name. */
const EQUIPMENT_FANS = /\b(?:axial(?:[- ]flow)?|case|cpu|pc|computer|server|cabinet|panel|dc|brushless|centrifugal|inline|in-line|duct)\s+(?:cooling\s+)?fans?\b|\bblowers?\b|쿨링\s?팬|축류\s?팬|冷却ファン|軸流ファン|quạt tản nhiệt|quạt hướng trục/i;
/** Cutting edges of cemented carbide or diamond (TCT, PCD), in the four languages. */
const HARD_TIPPED = /\b(?:carbide|tungsten carbide|tct|diamond|pcd|cermet)\b|초경|다이아몬드|超硬|ダイヤモンド|hợp kim cứng|kim cương/i;
const WATER_PUMP = /\bwater pumps?\b|워터\s?펌프|냉각수\s?펌프|ウォーターポンプ|冷却水ポンプ|bơm nước/i;
/**
 * An internal combustion engine, as declarations name it ("động cơ" alone is any motor: a pump's electric one too). Not
 * FUEL_ENGINE: a "diesel water pump" is driven by an engine, not made for one.
 */
const COMBUSTION_ENGINE = /\bengines?\b|엔진|内燃機関|エンジン|động cơ (?:đốt trong|diesel|xăng|ô tô|xe)/i;
const TABLE_TENNIS = /\btable[- ]?tennis\b|\bping[- ]?pong\b|卓球|탁구|bóng bàn/i;
/** Line pipe for oil or gas pipelines, by name or by its API specification. */
const LINE_PIPE = /\bline[- ]?pipes?\b|\bAPI\s?5L\b|ラインパイプ|라인\s?파이프|ống dẫn (?:dầu|khí)/i;
/** Said not to be line pipe ("not line pipe", "không dùng cho đường ống dẫn dầu khí", "라인파이프 아님"). */
const NOT_LINE_PIPE = /\b(?:not|non)[- ](?:a |for )?line[- ]?pipes?\b|không (?:dùng cho|phải) (?:là )?(?:đường )?ống dẫn|(?:ラインパイプ|라인\s?파이프)\s?(?:では(?:ない|ありません)|でない|아님|아닌|이 아닌|가 아닌|용이 아닌)/i;
/** Drawn cold, in the four languages: bars' and seamless tubes' lines both split on it. */
const COLD_DRAWN = String.raw`\bcold[- ]?drawn\b|冷間引抜|냉간\s?인발|kéo nguội`;
/** Bars drawn, peeled or turned cold: "bright bar", "cold drawn", みがき棒鋼, 引抜, 마봉강, 냉간인발. */
const COLD_FINISHED_BARS = new RegExp(String.raw`\b(?:bright|peeled|turned|ground|cold[- ]?(?:drawn|finished|formed))(?: round| square| hex(?:agon)?)? (?:bars?|rods?)\b|\bcold[- ]?finished\b|みがき棒鋼|磨き?棒鋼|引抜|마봉강|${COLD_DRAWN}`, 'i');
/** Bleached against unbleached, which the lines of cotton and man-made fibre fabrics split (5208.1x against 5208.2x). */
const BLEACHED = /(?<!\bun|\bnot |\bnon-)\bbleached\b|(?<!미|비)표백(?!하지|되지|\s?안)|(?<!未|無)漂白|(?<!未)晒し|(?<!chưa |không )tẩy trắng/i;
const UNBLEACHED = /\bunbleached\b|\bnot bleached\b|미표백|표백(?:하지|되지)\s?않|未漂白|無漂白|未さらし|未晒し?|生機|\bgreige\b|chưa tẩy trắng|không tẩy trắng/i;
// Denim is woven of indigo-dyed warp and undyed weft: of yarns of different colours (5209.42's "denim").
const YARN_DYED = /\byarn[- ]dyed\b|선염|先染め|\bsợi nhuộm\b|\bnhuộm sợi\b|\bsợi dọc nhuộm\b|\bdenim\b|\bindigo\b|\bdyed warp\b|\bwarp[- ]dyed\b|데님|인디고|デニム|インディゴ/i;
const FABRIC_DYED = /^fabrics\b.*[,;]\s*dyed\b/i;
const FABRIC_PRINTED = /^fabrics\b.*(?:[,;]\s*printed\b|;\s*printed,)/i;
const FABRIC_YARN_DYED = /^fabrics\b.*\bof yarns of different colours\b/i;
// Flax fabrics' "unbleached or bleached" lines have their own kind (below), which reads "coloured" too: counted once.
const FABRIC_UNBLEACHED = /^fabrics\b(?!, woven; of flax\b).*(?:[,;]\s*(?:un)?bleached\b|(?<!other than )\b(?:unbleached or bleached|bleached or unbleached)\b)/i;
/** What a shoe's upper is made of, as titles and declarations say it ("Knit Mesh Upper", "갑피 합성섬유 메쉬", "PU Faux Leather Upper"). */
const TEXTILE_UPPER = /\b(?:textile|fabric|mesh|knit|knitted|canvas|fleece|plush|felt|wool|cotton|satin|velvet|nylon|polyester|fur|sherpa|corduroy|denim|terry)(?:\s+(?:mesh|textile|knit|fabric))?\s+uppers?\b|\buppers? (?:of|in|made of) (?:[a-z]+ )?(?:textile|fabric|mesh|knit|canvas|fleece|cotton|nylon|polyester|satin)\b|갑피[가는:]?\s*(?:면|캔버스|메쉬|메시|니트|직물|섬유|방직용|합성섬유|폴리에스터|나일론)|(?:직물|섬유|메쉬|메시|니트|캔버스)\s?갑피|(?:メッシュ|ニット|キャンバス|布|ファブリック)\s?アッパー|\bmũi? (?:giày )?(?:vải|lưới)\b|\bthân (?:vải|lưới)\b/i;
const LEATHER_UPPER = /(?<!\b(?:faux|synthetic|pu|vegan|artificial|imitation|composition|bonded) )\b(?:(?:genuine|real|full[- ]grain|top[- ]grain|cowhide|cow|suede|nubuck|calfskin|nappa)\s+)*(?:leather|suede|nubuck)\s+uppers?\b|\buppers? (?:of|in|made of) (?:genuine |real |full[- ]grain )?leather\b(?! or composition)|갑피[가는:]?\s*(?:소가죽|천연\s?가죽|가죽|스웨이드|누벅)|(?<!인조\s?|합성\s?)(?:천연가죽|소가죽|가죽)\s?갑피|(?:本革|牛革|天然皮革)\s?アッパー|\bmũ (?:giày )?da\b(?! (?:tổng hợp|nhân tạo|pu))/i;
const PLASTIC_UPPER = /\b(?:pu|pvc|eva|rubber|plastics?|tpu|synthetic|(?:faux|synthetic|pu|vegan|artificial|imitation) leather)\s+uppers?\b|갑피[가는:]?\s*(?:인조\s?가죽|합성\s?피혁|합성\s?가죽|PU|고무(?!\s?(?:창|밑창|바닥|솔))|플라스틱)|(?:合成皮革|合皮|PU)\s?アッパー|\bmũ (?:giày )?(?:da (?:tổng hợp|nhân tạo|pu)|nhựa|cao su)\b/i;
const UPPERS_OF_TEXTILE = /\buppers of textile materials\b/;
const UPPERS_OF_LEATHER = /\buppers of leather\b/;
const UPPERS_OF_PLASTICS = /\buppers of rubber or plastics\b/;
/** Cork goods said to be of natural cork, or of agglomerated (pressed) cork; stoppers are of natural cork unless said otherwise. */
const NATURAL_CORK = /\bnatural cork\b|\bsolid cork\b|천연\s?코르크|天然コルク|\bbần tự nhiên\b/i;
const AGGLOMERATED_CORK = /\bagglomerated\b|\bpressed cork\b|\bcomposite cork\b|\bcork composite\b|압축\s?코르크|圧縮コルク|\bbần ép\b/i;
const CORK_STOPPERS = /\bstoppers?\b|\b(?:bottle|wine) corks?\b|마개|コルク栓|\bnút bần\b/i;
/** Made cork goods are no raw or waste cork (4501). */
const RAW_CORK = /\bwaste cork\b|\braw or simply prepared\b/;
const corkGoods = (n: Normalized) => n.materials[0]?.name === 'cork';
const furGoods = (n: Normalized) => n.materials[0]?.name === 'fur';
const OF_AGGLOMERATED_CORK = /\bof agglomerated cork\b/;
/** Cork in the forms 4504.10 holds, in the four languages: sheets and rolls as underlay, tiles, blocks, discs. */
const CORK_STOCK_FORMS = /\b(?:blocks?|plates?|sheets?|sheeting|strips?|rolls?|tiles?|cylinders?|discs?|underlay(?:ment)?|planks?)\b|シート|ロール|ブロック|タイル|시트|롤|타일|블록|\btấm\b|\bcuộn\b/i;
const OF_NATURAL_CORK = /\bof natural cork\b/;
/** A line of goods of leather, as chapter 42 words them. */
const LEATHER_LINE = /\bof leather or (?:of )?composition leather\b/;
const BED_LINEN_PRINTED = /^bed linen;.*, printed\b/;
const BED_LINEN_NOT_PRINTED = /^bed linen;.*\(not printed\b/;
// Curtains, bedspreads and furnishing articles split the same way (6303.12 against 6303.92, 6304.11 against .19).
const LINEN_KNITTED = /^(?:(?:bed|table) linen|curtains|bedspreads|furnishing articles)\b(?!.*\bnot (?:printed, )?knitted)[^;]*;.*\bknitted or crocheted\b/;
const LINEN_NOT_KNITTED = /^(?:(?:bed|table) linen|curtains|bedspreads|furnishing articles)\b.*\bnot (?:printed, )?knitted or crocheted\b/;
const SOY_SAUCE = /\bso(?:y|ya)\b|\bshoyu\b|\btamari\b|간장|醤油|しょうゆ|しょう油|nước tương|xì dầu/i;
const TOMATO_SAUCE = /\b(?:ketchup|catsup|tomato(?:es)?|marinara|pizza sauce|pasta sauce)\b|케첩|케찹|토마토|ケチャップ|トマト|cà chua|tương cà/i;
const FLAX_UNBLEACHED_OR_BLEACHED = /^fabrics, woven; of flax\b.*(?<!other than )\b(?:unbleached or bleached|bleached or unbleached)\b/;
/** The goods are safety glass (7007), not goods with a glass part ("Bathroom Scale … Tempered Glass Platform"). */
/** Safety glass of 7007: not a windscreen that subheading note 1 to chapter 87 makes 8708.22, whatever its glass. */
const safetyGlass = (n: Normalized) => (n.hs_headings[0] === '7007' || n.search_terms.includes('safety glass')) && !windscreenWithDevices(n);
/** A vehicle's windscreen framed or incorporating heating or other electrical devices (subheading note 1 to chapter 87). */
const windscreenWithDevices = (n: Normalized) => namedAs(n, 'vehicle_windshields') && WINDOW_DEVICES.test(n.clean_description.replace(WITHOUT_WINDOW_DEVICES, ' '));
/** Devices said to be absent, to the end of their list: "w/o Heating", "without heating wires, sensors or antenna", "열선 없음", "熱線なし", "không có dây sấy". */
const WITHOUT_WINDOW_DEVICES = /\b(?:w\/o|without|no|not|non)\b(?:(?!\bwith\b)[^;.()]){0,60}|(?:열선|히팅|프레임)\s?(?:없음|없는|미포함|미부착)|(?:熱線|枠|センサー)[^、，,;）)]{0,12}?(?:なし|無し)|không (?:có )?(?:dây sấy|sấy|khung)/gi;
const HYBRID = /(?<!\bnot |\bnon-|\bnon )\b(hybrid|HEV|PHEV)\b|하이브리드(?!\s?(?:가\s?|이\s?)?(?:아닌|아님))|ハイブリッド(?!でない)/i;
/** A hybrid charged by plugging in (8703.60, .70). */
const PLUG_IN = /\bplug[- ]?in\b|\bPHEV\b|플러그인|プラグイン|sạc ngoài/i;
/** "Non-plug-in", "외부 전원 충전 불가(비 플러그인)": a hybrid said not to charge from the mains. */
const NOT_PLUG_IN = /\b(?:non|not)[- ]plug[- ]?in\b|비\s?플러그인|충전\s?불가|プラグインでない|外部充電不可|không sạc (?:điện )?ngoài/i;
/** "not grated, powdered or processed": states or kinds said not to be the goods', with the list the denial runs over. */
const DENIED_LIST = /\b(?:not|nor|neither)\s+(?:[a-z-]+,\s*)*[a-z-]+(?:,?\s+(?:or|nor)\s+[a-z-]+)?/gi;
/** Said for sowing, or said not to be ("NOT FOR SOWING", "파종용이 아닌 것", "종자용 아님"). */
const SOWING = /(?<!\bnot |\bnot used )\bfor (?:sowing|planting)\b|\bsowing seeds?\b|(?:종자|파종)용(?!\s?(?:이\s?)?(?:아닌|아님|아니))|播種用(?!でない)|(?<!không )(?<!không dùng )làm giống/i;
const NOT_SOWING = /\bnot (?:for|used for) (?:sowing|planting)\b|\bother than (?:for )?sowing\b|(?:종자|파종)용\s?(?:이\s?)?(?:아닌|아님|아니)|播種用でない|không (?:dùng )?làm giống/i;
/** Cables named by the plugs they end in or by charging: "USB-C to Lightning Cable", "C to C 고속충전 케이블", "Type-C ケーブル", "cáp sạc". */
const PLUGGED_CABLE = /\b(?:usb(?:[- ]?[ac])?|type[- ]?c|lightning|hdmi|displayport|micro[- ]?usb|8[- ]?pin)\b[^,;]{0,40}\b(?:cables?|cords?|leads?)\b|\bcharging (?:cables?|cords?)\b|\b[a-z0-9-]+ to [a-z0-9-]+ (?:cables?|cords?)\b|충전\s?케이블|(?:USB|C|8핀|타입\s?C)\s?(?:to|투)\s?\S+\s?(?:고속\s?)?(?:충전\s?)?케이블|充電ケーブル|(?:USB|Type-C|タイプC|Lightning)[^、,;]{0,30}ケーブル|\bcáp sạc\b|\bdây sạc\b/i;
const OPTICAL_FIBRE = /\bfib(?:re|er)[- ]?optic|\boptical fib(?:re|er)|\bfib(?:re|er) patch|광케이블|광섬유|光ファイバ|cáp quang/i;
const WITH_CONNECTORS = /(?<!\bnot (?:fitted |equipped )?|\bwithout (?:fitted )?)\bwith connectors?\b|커넥터\s?(?:부착|포함)|コネクタ付|có đầu nối/i;
const GRATED_OR_POWDERED = /\b(?:grated|shredded|powder(?:ed)?|sprinkles?)\b|가루|분말|슈레드|粉|パウダー|bột|bào sợi/i;
const WORN_ON_THE_WRIST = /\b(?:wrist|straps?|bands?|bracelets?|wristbands?|mesh|leather|silicone|resin)\b|손목|腕時計|ベルト|đeo tay|dây đeo/i;
const RETAIL = /\bretail\b|소매|小売|bán lẻ/i;
/** Dog or cat food, as the reader's headings and the description say. */
const petFood = (n: Normalized) => n.hs_headings[0] === '2309' && DOG_OR_CAT.test(n.clean_description);
const cheese = (n: Normalized) => /\bcheeses?\b/i.test(n.product_type ?? '');
/** Photographic plates and film (3701, 3702), which split on being in the flat or in rolls. */
const photographicFilm = (n: Normalized) => /^370[12]$/.test(n.hs_headings[0] ?? '');
const DOG_OR_CAT = /\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|canine|feline)\b|반려견|강아지|애견|애완견|애완묘|고양이|반려묘|ドッグ|キャット|犬用|猫用|\bchó\b|\bmèo\b/i;
/** Bicycles as titles name them; a dirt bike or a motorbike is no bicycle. */
const BICYCLE = /\bbicycles?\b|\b(?:road|mountain|bmx|mtb|gravel|folding|kids'?|city|hybrid|fixie|fixed gear) bikes?\b|\b\d{3}\s?x\s?\d{2}(?:-\d{2})?c\b|자전거|自転車|xe đạp/i;
/** Nuts of chapter 8, and the words that say they are raw or only shelled, or prepared after all. */
const RAW_NUT_HEADINGS = /^080[12]$/;
const RAW_NUTS = /\b(?:raw|in[- ]shell|shelled|unroasted|not roasted|natural)\b|chưa rang|không rang|còn vỏ|bóc vỏ|nhân hạt|생\s?캐슈|껍질|殻付き|生/i;
const PREPARED_NUTS = /(?<!\bnot |\bun)\b(?:roasted|salted|fried|honey|seasoned|coated|candied)\b|(?<!chưa |không )\brang\b|rang muối|볶은|구운|(?<!ノン)ロースト|塩味/i;
/** The headings of plastics in primary forms (chapter 39, subchapter I). */
const PRIMARY_FORM_HEADING = /^39(?:0\d|1[0-4])$/;
/** The forms a resin is delivered in ("pellets", "수지", "hạt nhựa"); a sheet or a pipe of it is worked. */
const PRIMARY_FORM_WORDS = /\b(?:pellets?|granules?|resins?|powders?|chips|beads|flakes|virgin|compound)\b|펠릿|펠렛|수지|ペレット|樹脂|hạt nhựa|bột nhựa/i;
/** Three-phase (or multi-phase) supply: a motor so is multi-phase, and runs on alternating current. */
const THREE_PHASE = /\b(?:three|3|multi|poly)[- ]?phase\b|3상|삼상|三相|\b3 pha\b/i;
/** An induction (asynchronous) motor, which runs on alternating current only. */
const INDUCTION_MOTOR = /\binduction motors?\b|유도\s?(?:전동기|모터)|誘導(?:電動機|モーター)|động cơ (?:điện )?(?:không đồng bộ|cảm ứng)/i;
/** Alternating current said outright ("AC" but not "AC/DC"). */
const ALTERNATING_CURRENT = /\bAC\b(?!\s?\/\s?DC)|\d\s?VAC\b|\balternating current\b|xoay chiều|\bxoay chieu\b|không đồng bộ|交流|교류/i;
/**
 * A piece of a household appliance sold to replace its own ("Replacement Pitcher … for Vitamix Blenders", "Lòng nồi cơm điện
 * … thay thế", "替刃 … 本体別売"): the appliance heading's parts line (8508.70, 8509.90, 8510.90, 8516.90, 8450.90), not the appliance.
 */
const APPLIANCE_PIECE = /\binner (?:pot|pan|bowl)s?\b|\b(?:jars?|pitchers?|carafes?|blade assembl(?:y|ies)|dust ?(?:bins?|cups?)|brush ?rolls?)\b|\breplacement (?:heads?|blades?|cutters?|foils?)\b|lòng nồi|ruột nồi|cối xay|cụm lưỡi dao|内釜|替刃|外刃|内刃|내솥|면도날/i;
const SOLD_AS_REPLACEMENT = /\breplacements?\b|\bspare\b|\b(?:motor )?base not included\b|thay thế|không kèm thân máy|交換用|互換|本体別売|本体は付属しません|교체용|호환|본체\s?별매/i;
const DOMESTIC_APPLIANCE_WHOLE = /^(?:washing machines; household|vacuum cleaners,|electro-mechanical domestic appliances; (?:food|with)|shavers; with|hair clippers; with|hair-removing appliances; with|heaters; electric|heating apparatus;|hair-dressing apparatus;|hand-drying apparatus;|smoothing irons;|ovens[;,]|electro-thermic appliances; (?:coffee|toasters|n\.e\.c\.))/;
/** "Blender … with 2L glass jar and spare blade" is the blender: a piece the goods come with is no piece sold alone. */
const COMES_WITH = /\b(?:with|plus|includ(?:es|ing)|comes with)\b[^,;()]*$|kèm(?: theo)?\s[^,;()]*$|付き?[^、,;()]*$/i;
const appliancePieceSoldAlone = (text: string): boolean => {
  const piece = APPLIANCE_PIECE.exec(text);
  return piece !== null && SOLD_AS_REPLACEMENT.test(text) && !COMES_WITH.test(text.slice(0, piece.index));
};
const DOMESTIC_APPLIANCE_PARTS = /^(?:parts of vacuum cleaners|electro-mechanical domestic appliances; parts|shavers and hair clippers; parts|electro-thermic appliances; parts|washing machines; parts)\b/;
/** A bearing mounted in its housing: a pillow or plummer block, a flanged unit (UCP205, UCF204). */
const BEARING_UNIT = /\b(?:pillow|plummer)[- ]block\b|\bflanged? (?:bearing )?units?\b|\bbearing units?\b|\bUC(?:P|F|FL|T|FC|PA)\s?\d{3}\b|베어링\s?유닛|필로우\s?블록|ピロー(?:ブロック|形)|ユニット(?:形)?軸受|gối đỡ (?:vòng bi|bạc đạn)/i;
/**
 * The chemistries 8506 and 8507 split on, as their lines name them: a cell of one chemistry is of its own line, every line
 * of another chemistry and every line of the other heading (a primary cell is no accumulator) is of another kind.
 */
const PRIMARY_CHEMISTRIES = ['manganese dioxide', 'mercuric oxide', 'silver oxide', 'lithium', 'air-zinc'];
const ACCUMULATOR_CHEMISTRIES = ['lead-acid', 'nickel-cadmium', 'nickel-metal hydride', 'lithium-ion'];
const otherThan = (chemistries: string[], chemistry: string) => chemistries.filter((other) => other !== chemistry).join('|');
const primaryCellOf = (chemistry: string) => ({
  is: new RegExp(`\\bprimary, ${chemistry}\\b`),
  isOther: new RegExp(`\\bprimary, (?:${otherThan(PRIMARY_CHEMISTRIES, chemistry)})\\b|^electric accumulators\\b`),
});
const accumulatorOf = (chemistry: string) => ({
  is: new RegExp(`^electric accumulators; ${chemistry}\\b`),
  isOther: new RegExp(`\\b(?:${otherThan(ACCUMULATOR_CHEMISTRIES, chemistry)})\\b|^cells and batteries; primary\\b`),
});
/** Friction material sold loose: "not mounted" brake linings are 6813's, not parts of the brakes of 8708.30. */
const UNMOUNTED = /\b(?:not mounted|unmounted)\b|chưa (?:lắp|gắn)|未装着|(?:取り付け|装着)(?:して)?いない|미장착|미부착|(?:장착|부착)(?:되지|하지) 않은/i;
/** Floor coverings of plastics are 3918's, self-adhesive or not; 3919 names only plates, sheets, tape and strip. */
const FLOOR_COVERING = /\bfloor(?:ing)? (?:tiles?|planks?|coverings?)\b|\bvinyl (?:flooring|planks?)\b|\bsàn nhựa\b|gạch (?:nhựa )?dán sàn|床材|フロアタイル|クッションフロア|바닥재|데코타일/i;
/** A push or reel mower: no powered mower of 8433.11. */
const UNPOWERED_MOWER = /\b(?:push )?reel (?:lawn )?mowers?\b|\bcylinder mowers?\b(?=.*\b(?:manual|push|non-?electric)\b)|\bmanual (?:lawn )?mowers?\b|\bpush mowers?\b(?=.*\bnon-?(?:electric|powered)\b)|máy cắt cỏ (?:đẩy )?tay|手動芝刈り機|リール式芝刈り機|수동 잔디깎이/i;
/** Window glass of a vehicle: 7007.11 and .21 name glass of the size and shape to go into one. */
const VEHICLE_WINDOW = /\b(?:side|rear|door|quarter|back) (?:window|glass)\b|\bwind(?:screens?|shields?)\b|\bsunroof glass\b|kính (?:chắn gió|cửa xe|hông xe)|(?:サイド|リア|フロント)(?:ウインドー|ウィンドウ|ガラス)|窓ガラス|(?:앞|뒷|옆)유리|윈드실드|도어글라스/i;
/** Polyethylene wax is an artificial wax of 3404.90: no wax of poly(oxyethylene), polyethylene glycol (3404.20). */
const POLYETHYLENE_WAX = /\b(?:oxidi[sz]ed )?polyethylene wax\b|\bpe wax\b|ポリエチレンワックス|PEワックス|폴리에틸렌\s?왁스|PE\s?왁스|sáp (?:polyetylen|PE)\b/i;
/** A catalytic converter purifies an engine's exhaust (8421.32): a machine of its own, no part of the engine it serves. */
const CATALYTIC_CONVERTER = /\bcatalytic converters?\b|촉매\s?컨버터|촉매변환기|触媒コンバータ|bộ (?:chuyển đổi )?xúc tác/i;
const BAND_SAW = /\bband ?saw blades?\b|帯のこ|帯鋸|バンドソー|띠톱|lưỡi cưa vòng/i;
/** Seats said with the driver's: "16 chỗ ngồi", "9인승", "16-seat". Ten or more is a vehicle of 8702, fewer one of 8703. */
const SEAT_COUNT = /(\d{1,2})\s?(?:-?\s?seat(?:s|er)?\b|-?\s?passenger\b|chỗ(?: ngồi)?|인승|人乗り)/i;
const seatsStated = (n: Normalized): number | null => {
  const found = SEAT_COUNT.exec(n.clean_description);
  return found ? Number(found[1]) : null;
};
/** A power tiller is a single-axle tractor (8701.10), whatever its engine. */
const SINGLE_AXLE_TRACTOR = /\bpower tillers?\b|\bwalking tractors?\b|\bsingle[- ]axle tractors?\b|\btwo-wheel tractors?\b|경운기|máy cày tay|歩行型トラクター/i;
/** A motor said to run on direct current ("DC", "直流", "직류", "một chiều") is none of 8501's AC motors or generators. */
const DIRECT_CURRENT = /(?<!\bAC\s?\/\s?)\bDC\b(?!\s?\/\s?AC)|\d\s?VDC\b|\bdirect current\b|直流|직류|một chiều|\bmot chieu\b/i;
/** A window named beside a vehicle ("Toyota Corolla … rear door window"). */
const WINDOW = /ウインドー|ウィンドウ|\bwindows?\b|cửa sổ|창문/i;
/** Coffee said decaffeinated, and the ways a description denies it ("chưa khử caffeine", "디카페인 아님"). */
const DECAFFEINATED = /\bdecaf(?:feinated)?\b|\bcaffeine[- ]free\b|디카페인|デカフェ|カフェインレス|khử caffeine/i;
const DECAF_DENIED = /\bnot decaf(?:feinated)?\b|\bnon-decaf|(?:chưa|không) khử caffeine|디카페인\s?(?:아님|아닌)|카페인(?:을|를)?\s?(?:제거하지\s?않|미제거|제거\s?안\s?(?:함|한|된))|(?:デカフェ|カフェインレス)では(?:ない|ありません)|カフェイン(?:を)?除去(?:して)?(?:いない|なし)/i;
/** Spices said crushed or ground, and "neither crushed nor ground" that names both words to deny them. */
const CRUSHED_OR_GROUND = /\b(?:ground|powder(?:ed)?|crushed)\b|(?<!\b(?:chưa|không) )\bxay\b|\bbột\b|パウダー|粉|挽き|분말|가루|빻은/i;
const NOT_CRUSHED_OR_GROUND = /\bneither crushed nor ground\b|\bnot (?:crushed|ground)\b|\bunground\b|분쇄(?:하지|되지)\s?않|분쇄\s?안\s?(?:한|함|된)|미분쇄|粉砕(?:して|されて)いない|未粉砕/i;
/** A kind no line is said to be of: only the lines of the other kind disagree. */
const NO_LINE = /(?!)/;
/** The reader put one of these headings first: a rule for their lines speaks only of goods read so. */
const readAs = (n: Normalized, headings: readonly string[]) => headings.includes(n.hs_headings[0] ?? '');
/** Electric motors of any kind the reader names (a DC, stepping or gear motor, "소형 직류모터", "động cơ bước"). */
const namesMotor = (n: Normalized) => n.product_type === 'electric motor' || (readAs(n, ['8501']) && /\bmotors?\b|모터|전동기|モーター|電動機|động cơ/i.test(n.clean_description));
/** The goods are read as the glossary concept of this id. */
const namedAs = (n: Normalized, conceptId: string) => productConcept(n.product_type)?.id === conceptId;
const namesBedLinen = (n: Normalized) => namedAs(n, 'bed_linen');
/** Energy drinks, tea drinks, amazake, bird's nest drinks: more than water sweetened or flavoured (the glossary's other beverages, 2202.99). */
const namesOtherBeverage = (n: Normalized) => namedAs(n, 'other_beverages');
const readAsWig = (n: Normalized) => readAs(n, ['6704']);
const WALL_OR_WINDOW_AC = /\bwall[- ]?(?:mounted|type)\b|\bwindow (?:type|unit|air|ac)\b|\bsplit(?:[- ]system| type)?\b|\bmini[- ]split\b|\bductless\b|벽걸이|창문형|스플릿|분리형|壁掛|窓用|ルームエアコン|treo tường|2 cục|hai cục/i;
const TESTS_METALS = /\bmetals?\b|\bsteel\b|\brockwell\b|\bbrinell\b|\bvickers\b|kim loại|\bthép\b|金属|鋼|ロックウェル|금속|강재|철강|로크웰/i;
/** Copper's and aluminium's headings that hold both household articles and sanitary ware. */
const HOUSEHOLD_OR_SANITARY = ['7418', '7615'];
const SANITARY = /\b(?:sanitary|toilet|bath(?:room|tub)?s?|shower|sinks?|(?:wash)?basins?|bidets?|urinals?|soap (?:dish|holder)|towel (?:bar|rail|ring|rack|holder)s?|toilet (?:paper|roll) holders?|faucets?|taps?)\b|浴室|バス|トイレ|洗面|シャワー|욕실|화장실|세면|샤워|nhà tắm|phòng tắm|vệ sinh|bồn rửa|vòi sen/i;
const ANIMAL_HAIR = /\breal mink\b|\bmink fur\b|\bsiberian mink\b|\banimal hair\b|\bhorse ?hair\b|\byak hair\b|天然ミンク|リアルミンク|리얼 ?밍크|천연 ?밍크|lông chồn thật/i;
const HUMAN_HAIR = /\bhuman hair\b|\bremy\b|\bvirgin hair\b|人毛|인모|tóc thật/i;
const WIG = /\bwigs?\b|ウィッグ|かつら|가발|tóc giả/i;
const HAIR_PIECE = /\bextensions?\b|\btoppers?\b|\bponytails?\b|\bhair ?pieces?\b|(?<!\bwith\s)\b(?:bangs|fringe)\b|\bclip[- ]ins?\b|\b(?:eye)?lash(?:es)?\b|\bbeards?\b|\bbuns?\b|\bchignon\b|エクステ|部分ウィッグ|前髪ウィッグ|ポニーテール|つけまつげ|붙임머리|부분 ?가발|앞머리 ?가발|속눈썹|tóc nối|mi giả/i;
/** A wig's hair said synthetic: "synthetic", "heat resistant fibre", Kanekalon, or human hair denied (耐熱ファイバー, 人毛ではない, 인조모). */
const SYNTHETIC_HAIR = /\bsynthetic\b|\bheat[- ]resistant fib(?:re|er)s?\b|\bkanekalon\b|\bnot (?:made of )?human hair\b|\bno human hair\b|耐熱ファイバー|耐熱繊維|人毛(?:では|じゃ)?ない|人毛ではありません|인조모|합성모|인모\s?(?:가\s?)?(?:아님|아닌)|합성사|내열사|sợi tổng hợp/i;
const BAR_SOAP = /\b(?:soap|shampoo|cleansing|facial|face|body) bars?\b|\bbar soaps?\b|\bbars? of soap\b|固形石鹸|石けん|비누|xà phòng cục|xà bông cục/i;
const LIQUID_SOAP = /\bliquid\b|\bgel\b|\bfoaming\b|액체|물비누|젤|液体|ジェル|\blỏng\b|dạng gel/i;
const ROASTED_COFFEE = /\b(?:roasted|dark roast|medium roast|light roast|espresso roast|french roast)\b|(?:다크|미디엄|라이트)\s?로스트|로스팅|焙煎|ロースト|深煎り|浅煎り|(?<!chưa |không )\brang\b/i;
/**
 * A line of goods of artificial or synthetic fibres; not one that names them in a parenthesis ("(other than wool …, cotton or
 * synthetic fibres)") or as the fibres the chief one is mixed with ("mixed mainly or solely with viscose rayon staple fibres").
 */
const ARTIFICIAL_FIBRE_LINE = /(?<!\bwith )\b(?:artificial|viscose(?: rayon)?) (?:filament|staple|fib(?:re|er)s|textile)(?![^(]*\))/;
const SYNTHETIC_FIBRE_LINE = /(?<!\bwith )\b(?:(?:synthetic|polyesters?|nylon|polyamides?|acrylic|modacrylic) (?:filament|staple|fib(?:re|er)s|textile)|filaments of (?:nylon|polyamides?|polyesters?))(?![^(]*\))/;
/**
 * Natural fibres: the man-made filament lines (5407) split on 85 % beside texturing and finish, where the
 * default moved kr rows (HS6 -1, top-5 -1).
 */
const TEXTILE_GROUPS = /^textile_(?:vegetable|animal)$/;
const BLEND = /\bblend|\bmixed?\b|혼방|混紡|pha\b/i;
/** One natural fibre named, and nothing else, with no share and no word of a blend ("blend", "mixed", "혼방"). */
function soleFibreUnshared(n: Normalized): boolean {
  const [only, ...others] = n.materials;
  return !!only && !others.length && TEXTILE_GROUPS.test(only.group) && only.percent === null && !BLEND.test(n.clean_description);
}
const GRINDSTONE = /\b(?:grinding|cutting|cut-off|cut off|abrasive|flap|polishing) (?:wheels?|discs?|disks?|stones?)\b|\bgrindstones?\b|砥石|(?:研削|切断)といし|숫돌|연삭|절단석|đá (?:mài|cắt)/i;
const HAND_STONE = /\bwhetstones?\b|\b(?:knife )?sharpening stones?\b|\bwater ?stones?\b|\boil ?stones?\b|砥石\s?#|中砥|仕上げ砥|숫돌\s?#|đá mài dao/i;
const DIAMOND = /\bdiamond\b|\bcbn\b|다이아몬드|ダイヤモンド|kim cương/i;
const GLUE = /\b(?:glues?|adhesives?|epoxy|super ?glue)\b|접착제|본드|接着剤|\bkeo (?:dán|dính)\b/i;
/** Glue in bulk: a drum or pail is no retail pack. */
const BULK = /\bbulk\b|\bdrums?\b|\bpails?\b|드럼|\bthùng\b/i;
/**
 * A net quantity a retail pack holds: up to 1 kg or 1 l (35 oz). Not measures.ts's statedRatings, which reads no ounces
 * and takes "10g x 2" and "2x25ml" for sizes.
 */
const PACK_QUANTITY = /(\d+(?:\.\d+)?)\s?(kg|g|gr|grams?|ml|l|oz|fl\.?\s?oz)(?![\p{L}])/giu;
function retailGlue(n: Normalized): boolean {
  const text = n.clean_description;
  if (!GLUE.test(text) || NOT_RETAIL.test(text) || BULK.test(text)) return false;
  if (RETAIL.test(text)) return true;
  // The cleaner drops measures ("2x25ml"): the raw text keeps them.
  return [...n.raw_description.matchAll(PACK_QUANTITY)].some(([, amount, unit]) => {
    const value = Number(amount);
    const u = unit.toLowerCase();
    if (u === 'kg' || u === 'l') return value <= 1;
    if (u.includes('oz')) return value <= 35;
    return value <= 1000;
  });
}
const STARTER_BATTERY = /\bstarting (?:piston )?engines?\b|\bstarter batter(?:y|ies)\b|\b(?:car|auto(?:motive)?|vehicle|truck|motorcycle) batter(?:y|ies)\b|\bSLI\b|시동용|자동차용 (?:납)?축전지|(?:자동차|오토바이|차량)\s?(?:용\s?)?배터리|始動用|(?:バイク|車|自動車)用バッテリー|カーバッテリー|ắc quy (?:ô tô|xe)|ắc quy\b[^,;]{0,20}?\b(?:cho |dùng cho )?(?:ô tô|xe máy|xe)\b|\bđề nổ\b|\bkhởi động\b|\bCCA\b/i;
const FORK_LIFT = /\bfork-?lifts?\b|지게차|フォークリフト|xe nâng/i;
const FUEL_ENGINE = /\b(?:diesel|gasoline|petrol|lpg|engine)\b|디젤|가솔린|엔진|ディーゼル|ガソリン|エンジン|động cơ (?:dầu|xăng)/i;
const ELECTRIC_DRIVE = /\belectric\b|\bbattery\b|전동|배터리|バッテリー|電動|\bđiện\b/i;
/** 9706.10 and 9706.90: antiques over 250 years old, and the others over a hundred. */
const OLDEST_ANTIQUES_AGE = 250;
const OLDEST_ANTIQUES = /^antiques; of an age exceeding 250 years$/;
const OTHER_ANTIQUES = /\bnot exceeding 250 years\b/;
/** Chocolates sold as pieces: truffles, pralines, bonbons, an assortment of them. */
const CHOCOLATE_PIECES = /\btruffles?\b|\bpralines?\b|\bbon ?bons?\b|\bassorted chocolates?\b|\bchocolate (?:box|gift box|assortment)\b|トリュフ|プラリネ|ボンボン|詰め合わせ|트러플|프랄린|봉봉|선물세트|socola viên/i;
/** A bar, slab or tablet of chocolate: "Dark Chocolate Bar", "板チョコ", "50g×10枚", "판초콜릿", "thanh socola". */
const CHOCOLATE_BAR = /\b(?:chocolate )?(?:bars?|slabs?|tablets?)\b|板チョコ|\d\s?枚|판\s?초콜릿|초콜릿\s?바|thanh (?:socola|sô cô la)/i;
/** Read in the words as written: the cleaner takes "50g×10枚" for a pack size and drops it. */
const soldAsBar = (n: Normalized) => CHOCOLATE_BAR.test(n.raw_description);
/** A car, lorry or bus, or a seat only a car has (a driver's seat), in the four languages. */
const MOTOR_VEHICLE_WORDS = /\b(?:cars?|automotive|motor vehicles?|vehicles?|passenger cars?|trucks?|lorr(?:y|ies)|buses|driver(?:'s)? seats?|seat assy)\b|자동차|승용차|차량|운전석|ô tô|xe hơi|xe tải|自動車|車両|運転席/i;
/** A piece of a seat rather than the seat: its frame, recliner or cover (a seat "with slide rails" is still the seat). */
const SEAT_PART = /\b(?:frames?|recliners?|adjusters?|covers?|cushions? only|brackets?)\b|프레임|리클라이너|커버|フレーム|リクライナー|カバー|khung ghế|áo ghế/i;
/** Glass said to be for a vehicle's windows: "windshield for Toyota", "자동차용", "フロントガラス". */
const VEHICLE_GLASS = /\b(?:car|cars|vehicles?|automotive|automobiles?|trucks?|bus|buses)\b[^;]*\b(?:windows?|windscreens?|windshields?)\b|\b(?:windows?|windscreens?|windshields?)\b[^;]*\bfor (?:(?:a|the) )?(?:passenger )?(?:car|cars|vehicles?|trucks?)\b|자동차용|승용차용|앞유리|자동차[^;,()]*(?:창문|유리)|車両用|自動車用|フロントガラス/i;
/** A window's heating wires, antenna or rain sensor, or its frame: "heated", "defroster", "熱線", "열선", "dây sấy", "with frame". */
const WINDOW_DEVICES = /\bheat(?:ed|ing)\b|\bdefrost(?:er|ing)?\b|\bantenna\b|\brain sensor\b(?!\s?(?:bracket|mount))|\bframed\b|\bwith (?:a |the )?frame\b|熱線|電熱|열선|히팅|dây sấy|sấy điện|có khung|枠付き|프레임 부착/i;
/** A transformer in any of the four languages ("step-down transformer", "biến áp", "トランス", "변압기", "트랜스"). */
const TRANSFORMER = /\btransformers?\b|biến áp|biến thế|トランス|変圧器|변압기|트랜스/i;
/** A power handling capacity in VA or kVA (as the measures reader reads it), which only transformers and generating sets are sold by. */
const ratedInVA = (n: Normalized) => ratingsOf(n).some((rating) => rating.dimension === 'VA');
const KINDS: StatedKind[] = [
  // Coffee said not to be decaffeinated ("카페인을 제거하지 않은 것") is of the lines "not decaffeinated".
  { stated: DECAF_DENIED, is: /\bnot (?:roasted or )?decaffeinated\b/, isOther: /\bdecaffeinated, not roasted\b|\broasted, decaffeinated\b/ },
  // Coffee said decaffeinated is 0901.12 or .22, none of the lines "not decaffeinated".
  { stated: says([DECAFFEINATED], [DECAF_DENIED]), is: /\bdecaffeinated, not roasted\b|\broasted, decaffeinated\b/, isOther: /\bnot roasted or decaffeinated\b|\bnot decaffeinated\b/ },
  // A motor of 37.5 W or less is 8501.10's, DC or AC: the DC and multi-phase lines up to 750 W hold only the larger ones (GRI 6).
  { stated: (n) => namesMotor(n) && ratingsOf(n).some((rating) => rating.dimension === 'W' && rating.value > 0 && rating.value <= 37.5), is: /^electric motors; of an output not exceeding 37\.5w\b/, isOther: /\bof an output not exceeding 750w\b|^electric motors; ac motors, single-phase\b/ },
  // A motor said to run on one current only is no universal AC/DC motor (8501.20).
  { stated: says([DIRECT_CURRENT], [ALTERNATING_CURRENT]), is: NO_LINE, isOther: /^electric motors; ac motors\b|\bac generators\b|\bphotovoltaic ac\b|\buniversal ac\/dc\b/ },
  { stated: says([SINGLE_AXLE_TRACTOR]), is: /^tractors; single axle\b/, isOther: /^tractors;(?! single axle)/ },
  { stated: says([BAND_SAW]), is: /\bband saw blades\b/, isOther: /\bcircular saw blades\b|\bstraight saw blades\b/ },
  { stated: (n) => (seatsStated(n) ?? 0) >= 10, is: /\b10 or more persons\b/, isOther: /^vehicles;(?! public transport type)/ },
  { stated: (n) => { const seats = seatsStated(n); return seats !== null && seats >= 2 && seats < 10; }, is: NO_LINE, isOther: /\b10 or more persons\b/ },
  { stated: says([CATALYTIC_CONVERTER]), is: /\bcatalytic converters\b/, isOther: /^engines; parts\b/ },
  { stated: says([POLYETHYLENE_WAX]), is: NO_LINE, isOther: /\bpoly\(oxyethylene\)/ },
  { stated: says([UNMOUNTED]), is: /^brake linings and pads\b|^friction material\b/, isOther: /\bbrakes, servo-brakes\b/ },
  { stated: says([FLOOR_COVERING]), is: /^floor, wall or ceiling coverings\b/, isOther: /^plastics; plates, sheets, film, foil, tape, strip, other flat shapes thereof, self-adhesive\b/ },
  { stated: says([UNPOWERED_MOWER]), is: NO_LINE, isOther: /^mowers; lawn, parks or sports-grounds, powered\b/ },
  { stated: (n) => !windscreenWithDevices(n) && (VEHICLE_WINDOW.test(n.clean_description) || says([ENGINE_FOR_VEHICLES, WINDOW])(n)), is: /(?<!not )\bof (?:a )?size and shape suitable for incorporation in vehicles\b/, isOther: /\bnot of a size and shape suitable for incorporation in vehicles\b/ },
  // Heading 8511 words its engines "spark or compression-ignition": both kinds, a gasoline engine's too.
  { stated: /\b(gasoline|petrol|spark[- ]ignition)\b|가솔린|휘발유|ガソリン|\bxăng\b/i, is: /\bspark(?:-| or compression-)ignition\b(?!.*\belectric motor\b)/, isOther: /\bcompression-ignition\b|\b(only|by) electric motor\b/ },
  { stated: /\b(diesel|compression[- ]ignition)\b|디젤|ディーゼル|\bdầu diesel\b/i, is: /\bcompression-ignition\b(?!.*\belectric motor\b)/, isOther: /\bspark-ignition\b|\b(only|by) electric motor\b/ },
  // 8409.99 names the diesel engine's parts only as "excluding spark-ignition": its remaining words are the kind.
  { stated: /\b(diesel|compression[- ]ignition)\b|디젤|ディーゼル|\bdầu diesel\b/i, is: /^engines; parts for internal combustion piston engines\s*$/i, isOther: NO_LINE },
  // An electric vehicle is propelled by its electric motor (8703.80, 8711.60), not by an engine.
  // A hybrid's lines name "both" an engine and an electric motor for propulsion (8703.40-.70): a battery electric car is none of them.
  { stated: (n) => (n.power_source === 'electric' || n.power_source === 'battery') && !HYBRID.test(n.clean_description), is: /^(?!.*\bboth\b).*\belectric motor for propulsion\b|\bonly electric motor\b/, isOther: /^(?:motorcycles|vehicles)\b(?!.*\belectric motor\b).*\binternal combustion\b|\bboth\b.*\belectric motor\b/ },
  // A cylinder capacity ("125cc") says an engine: no wheeled toy (9503), nor an electric vehicle.
  // A pump's cubic centimetres are its displacement per revolution, no engine's cylinder capacity.
  { stated: (n) => ratingsOf(n).some((rating) => rating.dimension === 'cc') && !PUMP.test(n.product_type ?? ''), is: /\binternal combustion\b|\bcylinder capacity\b/, isOther: /\bwheeled toys\b|\belectric motor for propulsion\b|\bonly electric motor\b/ },
  // Hybrids split on being charged by plugging in (8703.60, .70) or not (8703.40, .50).
  { stated: says([PLUG_IN], [NOT_PLUG_IN]), is: /(?<!in)capable of being charged by plugging\b/, isOther: /\bincapable of being charged by plugging\b/ },
  { stated: (n) => HYBRID.test(n.clean_description) && (!PLUG_IN.test(n.clean_description) || NOT_PLUG_IN.test(n.clean_description)), is: /\bincapable of being charged by plugging\b/, isOther: /(?<!in)capable of being charged by plugging\b/ },
  { stated: HYBRID, is: /\bboth\b.*\belectric motor\b/, isOther: /\bwith only\b/ },
  // A universal AC/DC motor (8501.20) is a single-phase series motor: no three-phase motor is one.
  { stated: THREE_PHASE, is: /\b(multi|poly)-?phase\b/, isOther: /\bsingle-phase\b|\buniversal ac\/dc\b/i },
  { stated: /\b(single|one|1)[- ]?phase\b|단상|単相|\b(1|một) pha\b/i, is: /\bsingle-phase\b/, isOther: /\b(multi|poly)-?phase\b/ },
  // Caustic soda and ammonia split on their form: flakes and pellets are solid, lye a solution.
  { stated: /\b(flakes?|pellets?|prills?|pearls?|solid)\b(?!\s(?:wood|gold|silver|state|colou?r))|고체|플레이크|固体|フレーク|dạng vảy|\bthể rắn\b/i, is: /(?:^|[;,]\s*)solid\b(?!-)/, isOther: /\baqueous solution\b/ },
  { stated: /\b(solution|lye|aqueous)\b|\bliquid\b(?!\s?crystal)|수용액|水溶液|\bdung dịch\b/i, is: /\baqueous solution\b/, isOther: /(?:^|[;,]\s*)(?:solid|anhydrous)\b(?!-)/ },
  { stated: /\banhydrous\b/i, is: /\banhydrous\b/, isOther: /\baqueous solution\b/ },
  // Insulated wire is an electric conductor of 8544; the wire of chapters 72 to 76 is bare.
  { stated: /(?<!\bun|\bnon-?|\bnon )insulated\b/i, is: /\binsulated\b/, isOther: /\bwire\b(?!.*\binsulated\b)/ },
  // A blanket not said to be electric or heated is one "other than electric blankets" (6301.20–.90), not 6301.10.
  { stated: (n) => !saidElectric(n) && !electricBlanket(n), is: /^blankets\b(?!; electric)/i, isOther: /^blankets; electric\b/ },
  // One said electric or heated is 6301.10's, not one of those "other than electric blankets".
  { stated: (n) => saidElectric(n) || electricBlanket(n), is: /^blankets; electric\b/, isOther: /\bother than electric blankets\b/, whole: true },
  // A fabric or yarn named by one natural fibre and no share is of that fibre (85 % or more: 5208, 5205, 5309.1x), not a blend of less.
  { stated: soleFibreUnshared, is: /\b85% or more\b/, isOther: /\bless than 85%/ },
  // Grinding wheels and stones are 6804.21's only of agglomerated diamond, as said; alumina, silicon carbide or no abrasive named is 6804.22's.
  { stated: says([GRINDSTONE], [DIAMOND, HAND_STONE]), is: /\bother agglomerated abrasives\b/, isOther: /\bagglomerated synthetic or natural diamond\b/ },
  // Hand sharpening stones have their own subheading (6804.30): only the diamond one disagrees.
  { stated: says([HAND_STONE], [DIAMOND]), is: NO_LINE, isOther: /\bagglomerated synthetic or natural diamond\b/ },
  { stated: says([GRINDSTONE, DIAMOND]), is: /\bagglomerated synthetic or natural diamond\b/, isOther: /\bother agglomerated abrasives\b/ },
  // Glues in a retail pack of 1 kg or less (a 10 g tube, an 8 oz bottle, "소매용") are 3506.10, whatever they are based on.
  { stated: retailGlue, is: /\bput up for retail sale as glues\b/, isOther: /\bbased on polymers\b|\bn\.e\.c\. in heading\b/ },
  // Air conditioners split on window or wall types, self-contained or split-system (8415.10), from the others (8415.81–.83).
  { stated: /treo tường|\bwall[- ]mounted\b|\bsplit[- ](?:type|system)\b|壁掛|벽걸이/i, is: /\bwindow or wall types\b|\bfixed to a window, wall\b/, isOther: /\bother than window or wall types\b/ },
  // Multimeters have their subheading (9030.31), which 9030.39 leaves out; and that split is on a recording device.
  { stated: /\bmulti-?meters?\b|멀티미터|멀티테스터|テスター|マルチメータ|đồng hồ vạn năng/i, is: /\bmultimeters\b/i, isOther: NO_LINE },
  { stated: /\bwithout (?:a )?recording\b|기록장치(?:가)? 없는|기록장치 미부착|記録装置を有しない|không có thiết bị ghi/i, is: /\bwithout a recording device\b/, isOther: /(?<!without )\bwith a recording device\b/ },
  { stated: /(?<!without )\bwith (?:a )?recording (?:device|function)\b|(?<!\bno )(?<!\bwithout )\bdata ?logg(?:er|ing)\b/i, is: /(?<!without )\bwith a recording device\b/, isOther: /\bwithout a recording device\b/ },
  // Lead-acid accumulators split on starting piston engines (8507.10: car, truck and motorcycle batteries) or not (8507.20).
  { stated: says([STARTER_BATTERY], [NOT_STARTER_BATTERY]), is: /\bfor starting piston engines\b/, isOther: NO_LINE },
  // Sealed batteries for standby power (UPS, solar, telecom) are the other lead-acid accumulators of 8507.20.
  { stated: NOT_STARTER_BATTERY, is: NO_LINE, isOther: /\bof a kind used for starting piston engines\b/ },
  // Dry-type (cast resin) transformers are none of the liquid dielectric ones (8504.21-.23): 8504.31-.34 by their power.
  { stated: DRY_TRANSFORMER, is: NO_LINE, isOther: /\bliquid dielectric\b/ },
  { stated: says([LIQUID_TRANSFORMER], [DRY_TRANSFORMER]), is: /\bliquid dielectric\b/, isOther: /\bn\.e\.c\. in item no\. 8504\.2\b/ },
  // Fork-lift trucks split on an electric motor (8427.10) or another (8427.20: diesel, petrol, LPG).
  // The exclusion is the line's definition: without it "self-propelled by" is left ("by other than electric motor").
  { stated: says([FORK_LIFT, FUEL_ENGINE]), is: /\bself-propelled by\b(?! electric motor)/, isOther: /\bby electric motor\b/ },
  { stated: says([FORK_LIFT, ELECTRIC_DRIVE], [FUEL_ENGINE]), is: /\bby electric motor\b/, isOther: /\bby other than electric motor\b/, whole: true },
  // Aluminium foil rolled but not further worked (7607.11) against the others (7607.19).
  { stated: /\brolled but not further worked\b/i, is: /\brolled \(?but not further worked\b/, isOther: /\bnot rolled\b/ },
  // Spices split on being whole ("neither crushed nor ground", 0904.11) or crushed or ground (0904.12).
  { stated: (n) => /\bwhole\b|\b(?:cinnamon )?(?:sticks|quills)\b|nguyên hạt|\b(?:chưa|không) xay\b|ホール|통후추|통 후추/i.test(n.clean_description) || NOT_CRUSHED_OR_GROUND.test(n.clean_description), is: /\bneither crushed nor ground\b/, isOther: /(?<!neither )\bcrushed or ground\b/ },
  { stated: says([CRUSHED_OR_GROUND], [NOT_CRUSHED_OR_GROUND]), is: /(?<!neither )\bcrushed or ground\b/, isOther: /\bneither crushed nor ground\b/ },
  // Tubes and pipes of iron or steel split on being seamless (7304) or welded (7305, 7306, "not seamless").
  { stated: /\bseamless\b|liền mạch|đúc liền|ống (?:thép |inox )?đúc|\(không hàn\)|シームレス|継目無|무계목|심리스|이음매\s?없는/i, is: /;\s*seamless\b/, isOther: /\bnot seamless\b|\bwelded\b/ },
  { stated: /\b(?:welded|erw|lsaw|ssaw)\b|ống thép hàn|ống hàn|溶接|용접/i, is: /\bwelded\b|\bnot seamless\b/, isOther: /;\s*seamless\b/ },
  // Knitwear of cashmere has its own subheading (6110.12), apart from wool's (6110.11) and other fine hair's (6110.19, "other than … cashmere"):
  // those two give way, and 6110.12 gains nothing, so a cashmere scarf is not drawn to the jerseys of 6110.
  { stated: /\bcashmere\b|캐시미어|カシミヤ|カシミア/i, is: /(?!)/, isOther: /^jerseys\b.*\bfine animal hair\b/ },
  // Wood, pulp and sawn timber split on being coniferous (softwood: pine, fir, spruce) or not (hardwood); pine has lines of its own.
  { stated: CONIFEROUS, is: /(?<!non-)\bconiferous\b/i, isOther: /\bnon-coniferous\b|^wood, tropical\b/i },
  { stated: NON_CONIFEROUS, is: /\bnon-coniferous\b/i, isOther: /(?<!non-)\bconiferous\b/i },
  // Oak, beech, maple, cherry, ash, birch and poplar grow outside the tropics: their sawn wood is none of 4407.2x's tropical wood.
  { stated: temperateHardwood, is: NO_LINE, isOther: /^wood, tropical\b/i },
  { stated: (n) => PINE.test(n.clean_description) && !SPF.test(n.clean_description), is: /\bof pine\b/i, isOther: /\bof fir \(abies spp\.\) and spruce\b|\bhem-fir\b|\bof s-p-f\b/i },
  // Spruce, pine and fir sold together ("SPF lumber") are 4407.13's S-P-F, none of pine alone.
  { stated: SPF, is: /\bof s-p-f\b/i, isOther: /\bof pine\b|\bof fir \(abies spp\.\) and spruce\b/i },
  // Wool and fine animal hair split on being carded or combed (5105) or not (5101, 5102): raw, greasy, dehaired fibre is not.
  { stated: /\b(?:raw|greasy|shorn|dehaired|scoured|unprocessed)\b|원모|原毛|\bthô\b|\bchưa chải\b|\bđã xén\b/i, is: /\bnot carded or combed\b/, isOther: /(?<!not )\bcarded or combed\b|^wool; carded\b|\bcombed wool\b/ },
  { stated: /(?<!\bnot )\b(?:carded|combed|tops)\b|トップ|톱|(?<!\bchưa )chải/i, is: /(?<!not )\bcarded or combed\b|^wool; carded\b|\bcombed wool\b/, isOther: /\bnot carded or combed\b/ },
  // A watch not said to be a pocket or stop-watch is worn on the wrist (9102.1x, .2x), not one "excluding wrist-watches" (9102.9x).
  { stated: (n) => WATCH_HEADINGS.has(n.hs_headings[0] ?? '') && !NOT_WORN_ON_WRIST(n), is: /^wrist-watches\b/i, isOther: /\(excluding wrist-watches\)/i, whole: true },
  { stated: NOT_WORN_ON_WRIST, is: /^pocket[- ]watches\b/i, isOther: /^wrist-watches\b/i },
  // Quartz, solar and smart watches are electrically operated (9102.1x); automatic ones wind themselves (9102.21). The precious
  // metal watches' lines say "(not electrically operated), automatic winding" (9101.21): neither is an electric one's.
  { stated: /\b(?:quartz|solar|(?<!\bno |\bwithout |\bnot )battery|smart ?watch)\b|\bmáy (?:quartz|pin)\b|クオーツ|ソーラー|쿼츠/i, is: /(?<!\bnot )\belectrically operated\b/i, isOther: /\bautomatic winding\b|\b(?:other than|not) electrically operated\b/i },
  { stated: /\b(?:automatic|self-winding)\b(?!\s+(?:shut|off|on))|\bmáy cơ tự động\b|自動巻|오토매틱/i, is: /(?<!\bother than |\bnot )\b(?:with )?automatic winding\b/i, isOther: /(?<!\bnot )\belectrically operated\b|\b(?:other than|not) automatic winding\b/i },
  // A clock or watch wound by hand or spring is none of the electrically operated lines (9105.19 against .11).
  { stated: /\bwind[- ]?up\b|\b(?:hand|key)[- ]wound\b|\bmanual[- ]wind(?:ing)?\b|\bmechanical (?:alarm |wall |table )?clocks?\b|\b(?:8|eight|30|thirty)[- ]day (?:mechanical )?(?:movement|clock)\b|\bmechanical movement\b|\bno batter(?:y|ies) (?:required|needed)\b|ゼンマイ式|手巻き|태엽|lên (?:dây )?cót/i, is: NO_LINE, isOther: /(?<!other than |not )\belectrically operated\b/ },
  // Thermometers: liquid-filled ones read directly (9025.11), the digital and infrared ones are the others (9025.19).
  { stated: /(?<!\bnot |\bnon-)\bliquid[- ]filled\b|\bliquid[- ]in[- ]glass\b|유리\s?체온계|\b(?:mercury|alcohol|spirit)[- ](?:filled|thermometers?)\b|nhiệt kế (?:thủy ngân|rượu)|水銀温度計|수은\s?온도계|\bglass (?:candy |cooking |lab(?:oratory)? )?thermometers?\b|유리\s?온도계|ガラス製温度計|棒状温度計|nhiệt kế thủy tinh/i, is: /\bthermometers and pyrometers; liquid filled\b/, isOther: /\bother than liquid filled\b/, whole: true },
  { stated: /\b(?:digital|infrared|ir|thermocouple|probe|lcd)\b.*\bthermometers?\b|\bthermometers?\b.*\b(?:digital|infrared|thermocouple|lcd)\b|디지털\s?온도계|적외선\s?온도계|デジタル温度計|赤外線温度計|nhiệt kế (?:điện tử|hồng ngoại)/i, is: NO_LINE, isOther: /\bthermometers and pyrometers; liquid filled\b/ },
  // Pleasure vessels split on being inflatable (8903.1x) or not ("other than inflatable", 8903.2x-.9x).
  { stated: (n) => INFLATABLE_BOAT_SAID.test(n.clean_description) && !NOT_INFLATABLE.test(n.clean_description) && BOAT.test(n.clean_description), is: /(?<!other than |other than \()\binflatable\b/i, isOther: /\bother than inflatable\b/i, whole: true },
  // A boat said to be rigid or of a hard hull is none of the inflatable vessels (8903.1x); that line's "other than inflatable" sits in an exclusion.
  { stated: (n) => BOAT.test(n.clean_description) && NOT_INFLATABLE.test(n.clean_description) && !INFLATABLE_BOAT_SAID.test(n.clean_description.replace(/\bnon-?inflatable\b|\bnot inflatable\b/gi, ' ')), is: NO_LINE, isOther: /(?<!other than |other than \()\binflatable \(including rigid hull inflatable\)/i, whole: true },
  // A boat with sails is a sailboat (8903.2x), an auxiliary motor or none; the motorboats' and the other vessels' lines are not its.
  { stated: (n) => SAILBOAT.test(n.clean_description) || (SAILED.test(n.clean_description) && BOAT_OR_YACHT.test(n.clean_description)), is: /^sailboats;/i, isOther: /^motorboats;|\bother than sailboats and motorboats\b/i, whole: true },
  // Motorboats of 8903.3x are "other than outboard motorboats": an outboard boat is one of the other vessels (8903.9x); an inboard or
  // sterndrive one, a motor yacht, is a motorboat, none of the sailboats'.
  { stated: (n) => OUTBOARD.test(n.clean_description) && !OUTBOARD_DENIED.test(n.clean_description) && BOAT_OR_YACHT.test(n.clean_description) && !SAILED.test(n.clean_description) && !INFLATABLE_BOAT_SAID.test(n.clean_description), is: NO_LINE, isOther: /^motorboats;|^sailboats;/i },
  { stated: (n) => INBOARD.test(n.clean_description) && (!OUTBOARD.test(n.clean_description) || OUTBOARD_DENIED.test(n.clean_description)) && !SAILED.test(n.clean_description), is: /^motorboats;/i, isOther: /^sailboats;|\bother than sailboats and motorboats\b/i, whole: true },
  // A kayak or canoe paddled, with no motor or sail, is a vessel "other than sailboats and motorboats" (8903.9x).
  { stated: (n) => PADDLED.test(n.clean_description) && !MOTORED.test(n.clean_description) && !SAILED.test(n.clean_description), is: NO_LINE, isOther: /^sailboats;|^motorboats;/i },
  // An inflatable kayak, canoe or raft paddled or rowed, or a boat said to have no motor, is an inflatable vessel not designed for a motor (8903.12).
  { stated: (n) => PADDLED.test(n.clean_description) && !MOTORED.test(n.clean_description), is: /\bnot designed to be used with a motor\b/i, isOther: /\bfitted or designed to be fitted with a motor\b/i },
  // Processors and controllers have their subheading among integrated circuits (8542.31).
  { stated: (n) => n.hs_headings[0] === '8542' && /\b(?:micro)?processors?\b|\bcpus?\b|\bmicrocontrollers?\b|\bmcus?\b/i.test(n.clean_description), is: /\bprocessors and controllers\b/i, isOther: NO_LINE },
  // Flip-flops are rubber or plastic footwear whose thong is plugged into the sole (6402.20).
  { stated: /\bflip[- ]?flops?\b|\bthong sandals?\b|쪼리|조리\s?슬리퍼|ビーチサンダル|dép tông|dép xỏ ngón/i, is: /\bthongs assembled to the sole by plugs\b/i, isOther: NO_LINE },
  // Footwear with a protective metal toe-cap (safety boots) has its subheadings (6401.10, 6403.40).
  { stated: /\b(?:steel|metal)[- ]?toe(?:[- ]?caps?)?\b|안전화|安全靴|giày bảo hộ mũi thép/i, is: /\bmetal toe-cap\b/i, isOther: NO_LINE },
  // Padlocks have their subheading (8301.10), apart from other locks (8301.40).
  { stated: /\bpadlocks?\b|\bổ khóa\b|南京錠|자물쇠/i, is: /^padlocks\b/i, isOther: /^locks; \(other than/i },
  // Mugs, cups and cookware of base metal are household articles (7323, 7418.10, 7615.10), not sanitary ware (7324, 7418.20, 7615.20);
  // so is any article of copper or aluminium's household headings not made for the bath or toilet.
  { stated: (n) => DRINKING_VESSEL.test(n.clean_description) || KITCHEN_ARTICLE.test(n.clean_description) || (readAs(n, HOUSEHOLD_OR_SANITARY) && !SANITARY.test(n.clean_description)), is: /\bkitchen or other household articles\b/i, isOther: /\bsanitary ware\b/i },
  // LED lamps and bulbs are 8539.52's light sources, not the filament or discharge lamps of 8539.2x-.4x; LED modules are 8539.51.
  { stated: (n) => LED.test(n.clean_description) && !LED_MODULE.test(n.clean_description), is: /\blight-emitting diode \(LED\) lamps\b/i, isOther: /\bfilament\b|\bdischarge lamps\b|\bsealed beam\b|\bLED\) modules\b/i },
  // A bulb sold for a vehicle's lights ("LED headlight bulbs", "H7 LED 전조등 벌브", "W5W") is a lamp of 8539, which 8512 leaves out by name.
  { stated: vehicleBulb, is: /^lamps; (?!parts\b)/i, isOther: /^(?:lighting or visual signalling|sound signalling) equipment\b|^windscreen wipers\b/i },
  { stated: (n) => LED.test(n.clean_description) && LED_MODULE.test(n.clean_description), is: /\bLED\) modules\b/i, isOther: /\bfilament\b|\bdischarge lamps\b|\bsealed beam\b|\bLED\) lamps\b/i },
  // A fitting with a lamp socket (E26, E14, GU10) or whose bulbs are sold apart takes any light source: not one of 9405's
  // "for use solely with light-emitting diode (LED) light sources".
  { stated: LAMP_SOCKET, is: NO_LINE, isOther: /\bsolely with light-emitting diode\b/i },
  // A light fitting said to be LED without a socket is made for LED light sources only (9405.11, .21, .42), not for others (9405.19,
  // .29, .49); other goods with an LED (a helmet's rear light) say nothing of 9405.
  { stated: (n) => n.hs_headings[0] === '9405' && LED.test(n.clean_description) && !LAMP_SOCKET.test(n.clean_description), is: /\bsolely with light-emitting diode\b/i, isOther: /\bother than (?:use solely )?with light-emitting diode\b/i, whole: true },
  // Titanium dioxide pigments split on holding 80 % or more TiO2 on the dry matter (3206.11) or less (3206.19).
  { stated: (n) => TITANIUM_DIOXIDE.test(n.raw_description) && statedShares(n.raw_description).some((share) => share >= 80 && share <= 100), is: /\b80\s?(?:%|percent) or more by weight of titanium dioxide\b/i, isOther: /\bless than 80\s?(?:%|percent) by weight of titanium dioxide\b/i },
  // Unwrought zinc splits on its purity (7901.11: 99.99 % or more; 7901.12: less): special high grade or a stated 99.99 % and over is the first.
  { stated: (n) => HIGH_PURITY.test(n.raw_description) || statedPurities(n.raw_description).some((share) => share >= 99.99), is: /\b99\.99\s?(?:%|percent) or more of zinc\b/i, isOther: /\bless than 99\.99\s?(?:%|percent) of zinc\b/i },
  { stated: (n) => statedPurities(n.raw_description).some((share) => share >= 90 && share < 99.99), is: /\bless than 99\.99\s?(?:%|percent) of zinc\b/i, isOther: /\b99\.99\s?(?:%|percent) or more of zinc\b/i },
  // Cotton and staple-fibre yarn split on its fibres being combed or not (5205.1x / .2x, 5206), and on being single or folded ("Ne 40/1" is single).
  // Wool yarn splits so too (5106 carded, 5107 combed: worsted, 소모, 梳毛).
  { stated: /(?<!un)\bcombed\b|\bworsted\b|코마|코밍|소모사|コーマ|梳毛|chải kỹ/i, is: /(?<!un)\bcombed fib(?:re|er)s\b|\bof combed wool\b/, isOther: /\buncombed fib(?:re|er)s\b|\bof carded wool\b/ },
  { stated: /\b(?:uncombed|carded|woollen-spun)\b|카드사|방모사|カード糸|紡毛|chải thô/i, is: /\buncombed fib(?:re|er)s\b|\bof carded wool\b/, isOther: /(?<!un)\bcombed fib(?:re|er)s\b|\bof combed wool\b/ },
  { stated: /\bsingle\b(?!-)|\bNe\s?\d+\/1\b|\b\d{1,3}S\/1\b|단사|単糸|sợi đơn/i, is: SINGLE_YARN, isOther: FOLDED_YARN },
  { stated: /\b(?:folded|cabled|plied|two-ply|2-ply)\b|\bNe\s?\d+\/[2-9]\b|\b\d{1,3}S\/[2-9]\b|합사|双糸|sợi xe/i, is: FOLDED_YARN, isOther: SINGLE_YARN },
  // Yarn put up for retail sale (5109, 5207, 5406, 5511) is not the mills' yarn "not put up for retail sale" (5106, 5205, 5509).
  { stated: NOT_RETAIL, is: /\byarn\b.*\bnot (?:put up )?for retail sale\b/, isOther: /\byarn\b.*(?<!not )\bput up for retail sale\b/ },
  { stated: (n) => (retailYarn(n.clean_description) || saidRetail(n)) && !NOT_RETAIL.test(n.clean_description), is: /\byarn\b.*(?<!not )\bput up for retail sale\b/, isOther: /\byarn\b.*\bnot (?:put up )?for retail sale\b/ },
  // Yarn and sewing thread said put up for retail sale in so many words (5406, 5511 against 5402, 5509; 5204.20 against 5204.11).
  // Sewing thread so said meets only sewing thread's lines: the retail yarn of 5406 and 5511 is "other than sewing thread".
  { stated: (n) => saidRetail(n) && !SEWING_THREAD.test(n.clean_description), is: /\byarn\b.*(?<!not )\bput up for retail sale\b/, isOther: /\byarn\b.*(?<!whether or )\bnot (?:put up )?for retail sale\b/, whole: true },
  { stated: (n) => (saidRetail(n) || threadPutUpForRetail(n.clean_description)) && !NOT_RETAIL.test(n.clean_description) && SEWING_THREAD.test(n.clean_description), is: /\bsewing thread\b.*(?<!not )\bput up for retail sale\b/, isOther: /\bsewing thread\b.*(?<!whether or )\bnot (?:put up )?for retail sale\b|\(other than sewing thread\), put up for retail sale\b/, whole: true },
  // Sewing thread has lines of its own (5204, 5401, 5508); the yarn lines of 5205-5207, 5402-5406 and 5509-5511 are "other than" or
  // "not sewing thread", and a thread said to be one is none of theirs (a spun polyester thread met 5509's yarn before 5508.10).
  { stated: (n) => SEWING_THREAD.test(n.clean_description) && !SEWING_THREAD_DENIED.test(n.clean_description), is: /^(?!.*\bnot sewing thread\b).*\bsewing thread\b/, isOther: /\b(?:other than|not) sewing thread\b/, whole: true },
  // Sewing thread's lines name man-made fibres in words the material rule does not read ("Sewing thread; of synthetic filaments"):
  // cotton, wool or silk thread is none of theirs, nor man-made thread cotton's (5204).
  { stated: (n) => /^textile_(?:vegetable|animal)$/.test(n.materials[0]?.group ?? ''), is: NO_LINE, isOther: /^sewing thread; of (?:synthetic|artificial)\b/i, whole: true },
  { stated: (n) => /^textile_(?:synthetic|artificial)$/.test(n.materials[0]?.group ?? ''), is: NO_LINE, isOther: /^cotton; sewing thread\b/i, whole: true },
  // Panty hose and tights have lines of their own (6115.21-.29); knee-high and thigh-high stockings are the women's full-length or
  // knee-length hosiery of 6115.30, no panty hose.
  { stated: (n) => PANTYHOSE.test(n.clean_description) && !KNEE_OR_THIGH_HIGH.test(n.clean_description), is: /\bpanty hose and tights\b/i, isOther: /^hosiery; women's, full-length or knee-length\b/i },
  { stated: (n) => KNEE_OR_THIGH_HIGH.test(n.clean_description) && !PANTYHOSE.test(n.clean_description) && !/\bsocks?\b|양말|靴下|ソックス/i.test(n.clean_description), is: /^hosiery; women's, full-length or knee-length\b/i, isOther: /\bpanty hose and tights\b/i },
  // Socks are hosiery but no panty hose or tights (6115.21–.29): synthetic socks are 6115.96.
  { stated: /\bsocks?\b|靴下|ソックス|양말/i, is: /(?!)/, isOther: /\bpanty hose and tights\b/ },
  // Fish fillets are 0304's own lines; its "fish meat, excluding fillets" and the whole fish of 0302/0303 ("excluding fillets") are not them.
  { stated: FISH_FILLET, is: /^fish fillets\b/i, isOther: /\bexcluding fillets\b/i },
  // Ceylon ("true") cinnamon is Cinnamomum zeylanicum (0906.11); cassia and other cinnamon whole are 0906.19.
  { stated: /\bceylon\b|\bzeylanicum\b|\btrue cinnamon\b|セイロン|실론|quế ceylon/i, is: /(?<!other than )cinnamon \(Cinnamomum zeylanicum/i, isOther: /\bother than cinnamon \(Cinnamomum zeylanicum/i, whole: true },
  { stated: /\bcassia\b|カシア|카시아|quế (?:cassia|trung quốc)/i, is: /\bcinnamon and cinnamon-tree flowers\b/i, isOther: /(?<!other than )cinnamon \(Cinnamomum zeylanicum/i, whole: true },
  // Peanuts are ground-nuts, with lines of their own (1202, 1508, 2008.11, 2305): 2008.19 holds them only in mixtures with other nuts.
  { stated: (n) => PEANUTS.test(n.clean_description) && !OTHER_NUTS.test(n.clean_description), is: /\bground-nuts?\b/i, isOther: /\(excluding ground-nuts except in mixtures\)/i, whole: true },
  // Edible nuts and ground-nuts split on being in shell or shelled (0801.31/.32, 0802.11/.12, 1202.41/.42); crustaceans' lines are left to the state words.
  { stated: /\bshelled\b|\bkernels?\b|殻なし|殻むき|むき身|껍질\s?벗긴|껍질을\s?벗긴|탈각|(?<!(?:chưa|không|chua|khong) )(?:bóc|tách) vỏ/i, is: /^(?:nuts|ground-nuts)\b.*\bshelled\b/, isOther: /^(?:nuts|ground-nuts)\b.*\bin shell\b/ },
  // Eggs split so too (0407 in shell, 0408 not): boiled or baked eggs sold in their shell ("구운란 껍질째", "ゆで卵 殻付き") are 0407.90.
  { stated: /\bnot in shell\b|\bliquid (?:whole )?eggs?\b|\begg (?:yolks?|whites?)\b|\bwhole egg powder\b|\begg powder\b|껍질을 깐|殻なし|(?<!(?:chưa|không|chua|khong) )bóc vỏ/i, is: /\bnot in shell\b/, isOther: /^birds' eggs, in shell\b/ },
  { stated: /(?<!\bnot )\bin[- ](?:the )?shells?\b|\bunpeeled\b|殻付き|껍질째|껍데기째|còn vỏ|nguyên vỏ/i, is: /^birds' eggs, in shell\b/, isOther: /\bnot in shell\b/ },
  { stated: /\bin[- ]shell\b|\bunshelled\b|殻付き|껍질째|còn vỏ|(?:chưa|chua) (?:bóc|tách) vỏ/i, is: /^(?:nuts|ground-nuts)\b.*\bin shell\b/, isOther: /^(?:nuts|ground-nuts)\b.*\bshelled\b/ },
  // Flat-rolled steel "with patterns in relief" (7208.10, 7208.40) is so only when the goods are said to bear them.
  { stated: (n) => !RELIEF_PATTERN.test(n.clean_description) || NO_RELIEF.test(n.clean_description), is: /\bwithout patterns in relief\b/, isOther: /(?<!without )\bpatterns in relief\b/ },
  // An AC motor or alternator is not one of the DC lines (8501.31–.34).
  { stated: (n) => [ALTERNATING_CURRENT, THREE_PHASE, INDUCTION_MOTOR].some((words) => words.test(n.clean_description)), is: NO_LINE, isOther: /;\s*dc\b|\bphotovoltaic dc\b|\buniversal ac\/dc\b/ },
  // Pumps and filters named for an engine or a vehicle serve its engine: the fuel, lubricating and cooling pumps (8413.30),
  // the oil, fuel and intake air filters (8421.23, 8421.31) "for internal combustion engines".
  { stated: (n) => ENGINE_WORDS.test(n.clean_description.replace(OWN_ELECTRIC_MOTOR, ' ')) || ENGINE_FOR_VEHICLES.test(n.clean_description), is: /\b(?:pumps|filters) for internal combustion\b/, isOther: /(?!)/ },
  // Brake pads, shoes, discs and calipers are parts of brakes (8708.30): a plain name's "front" met a case filed under 8708.40.
  // (Denying 8708.40 instead broke 2 kr rows that Korea Customs filed there.)
  { stated: (n) => /\bbrake\b/i.test(n.product_type ?? ''), is: /\bbrakes, servo-brakes\b/, isOther: /(?!)/ },
  // Chargers and power adapters are static converters (8504.40), not transformers, whatever their wattage says of 8504.31's kVA.
  { stated: (n) => CHARGER.test(n.product_type ?? ''), is: /\bstatic converters\b/, isOther: /\btransformers\b/ },
  // Goods named for a motor vehicle are those the lines keep for vehicles: wiring sets (8544.30), seats (9401.20), locks (8301.20),
  // base-metal fittings (8302.30), rear-view mirrors (7009.10), radios (8527.21, .29), instrument panel clocks (9104).
  { stated: (n) => ENGINE_FOR_VEHICLES.test(n.clean_description), is: /\b(?:for|used (?:in|for)) (?:motor )?vehicles\b/, isOther: /\bexcluding rear-view mirrors for vehicles\b|\bother than those for motor vehicles\b/, whole: true },
  // Piston engines split on what they propel: aircraft (8407.10), boats (8407.21/.29, 8408.10), vehicles of chapter 87 (8407.3x, 8408.20), or other uses (8407.90, 8408.90).
  { stated: engineFor(ENGINE_FOR_VEHICLES), is: /\bvehicles of chapter 87\b/, isOther: /\bfor aircraft\b|\bmarine propulsion\b/ },
  { stated: engineFor(ENGINE_FOR_BOATS), is: /\bmarine propulsion\b|\boutboard motors\b/, isOther: /\bvehicles of chapter 87\b|\bfor aircraft\b/ },
  { stated: engineFor(ENGINE_FOR_OTHER_USES), is: /(?!)/, isOther: /\bvehicles of chapter 87\b|\bfor aircraft\b|\bmarine propulsion\b|\boutboard motors\b/ },
  // Household articles of cast iron split on being enamelled (7323.91 against .92), those of steel are enamelled in 7323.94: goods not said enamelled are not.
  { stated: ENAMELLED, is: /(?<!not )\benamelled\b/, isOther: /\bnot enamelled\b/ },
  { stated: (n) => !ENAMELLED.test(n.clean_description), is: /(?!)/, isOther: /(?<!not )\benamelled\b/ },
  // Cork articles split on natural cork (4503) or agglomerated cork (4504): coasters, boards and mats are cut from pressed
  // granules unless said to be natural; stoppers are of natural cork unless said to be agglomerated.
  { stated: (n) => corkGoods(n) && says([], [AGGLOMERATED_CORK, NATURAL_CORK, CORK_STOPPERS])(n), is: OF_AGGLOMERATED_CORK, isOther: OF_NATURAL_CORK },
  // Cork said agglomerated or pressed is made up from granules: no granules or waste of 4501 any more.
  { stated: (n) => corkGoods(n) && says([AGGLOMERATED_CORK])(n), is: OF_AGGLOMERATED_CORK, isOther: anyOf(OF_NATURAL_CORK, RAW_CORK) },
  { stated: (n) => corkGoods(n) && says([CORK_STOPPERS], [AGGLOMERATED_CORK])(n), is: /\bcorks and stoppers, of natural cork\b/, isOther: anyOf(OF_AGGLOMERATED_CORK, RAW_CORK) },
  { stated: (n) => corkGoods(n) && says([NATURAL_CORK], [AGGLOMERATED_CORK, CORK_STOPPERS])(n), is: /\barticles of natural cork\b/, isOther: anyOf(OF_AGGLOMERATED_CORK, /\bcorks and stoppers\b/, RAW_CORK) },
  // Agglomerated cork splits on its form: blocks, plates, sheets, strip, tiles and discs (4504.10) against articles made of it
  // (4504.90): stoppers, boards in a frame, holders and coasters named as such are articles.
  { stated: (n) => corkGoods(n) && !CORK_STOCK_FORMS.test(n.clean_description) && says([], [NATURAL_CORK])(n), is: /\barticles of agglomerated cork\b/, isOther: /\bblocks, plates, sheets and strip, tiles of any shape\b/ },
  { stated: (n) => corkGoods(n) && CORK_STOCK_FORMS.test(n.clean_description), is: /\bblocks, plates, sheets and strip, tiles of any shape\b/, isOther: /\barticles of agglomerated cork\b/ },
  // Furskin is no leather (4303, not 4203 or 4205), and its articles split on apparel and clothing accessories (4303.10) and
  // the rest (4303.90): a fur scarf is 4303.10, a fur keychain no accessory of dress.
  { stated: (n) => furGoods(n) && n.category === 'apparel', is: /^furskin articles; apparel\b/, isOther: anyOf(LEATHER_LINE, /^furskin articles; other than apparel\b/), whole: true },
  { stated: (n) => furGoods(n) && n.category !== 'apparel', is: NO_LINE, isOther: anyOf(LEATHER_LINE, /^furskin articles; apparel and clothing accessories\b/) },
  // Footwear splits first on its upper (6402 rubber or plastics, 6403 leather, 6404 textile): a title's "Plush Fleece Upper" is 6404's.
  { stated: says([TEXTILE_UPPER], [LEATHER_UPPER, PLASTIC_UPPER]), is: UPPERS_OF_TEXTILE, isOther: anyOf(UPPERS_OF_LEATHER, UPPERS_OF_PLASTICS) },
  { stated: says([LEATHER_UPPER], [TEXTILE_UPPER, PLASTIC_UPPER]), is: UPPERS_OF_LEATHER, isOther: anyOf(UPPERS_OF_TEXTILE, UPPERS_OF_PLASTICS) },
  { stated: says([PLASTIC_UPPER], [TEXTILE_UPPER, LEATHER_UPPER]), is: UPPERS_OF_PLASTICS, isOther: anyOf(UPPERS_OF_TEXTILE, UPPERS_OF_LEATHER) },
  // Leather uppers split on the outer sole: of leather (6403.20, .51, .59) or of rubber, plastics or composition leather (6403.91, .99).
  { stated: /\bleather (?:outer )?(?:out)?soles?\b|\b(?:outer )?(?:out)?soles? of leather\b|가죽창|가죽 밑창|밑창[:：]?\s?(?:천연)?가죽|革底|本底[:：は]?\s?(?:本)?革|đế da\b/i, is: /\bouter soles (?:and uppers )?of leather\b/, isOther: /\bouter soles of rubber, plastics or composition leather\b/ },
  { stated: /\b(?:rubber|tpr|pu|eva|pvc) (?:outer )?(?:out)?soles?\b|\b(?:outer )?(?:out)?soles? of rubber\b|고무창|고무 밑창|밑창[:：]?\s?고무|ゴム底|本底[:：は]?\s?ゴム|đế cao su/i, is: /\bouter soles (?:and uppers )?of rubber\b/, isOther: /\bouter soles (?:and uppers )?of leather\b/ },
  // Boots cover the ankle (6401.92, 6402.91, 6403.51, .91), shoes and sandals not said to be boots do not. Knee-high boots are
  // left out: 6401.92 covers the ankle "but not the knee"; so are boots with a metal toe-cap, whose lines (6401.10, 6403.40) say nothing of the ankle.
  { stated: (n) => BOOTS.test(n.clean_description) && !KNEE_HIGH.test(n.clean_description) && !METAL_TOE_CAP.test(n.clean_description), is: /(?<!not )\bcovering the ankle\b/, isOther: /\bnot covering the ankle\b/ },
  // Shoes a declaration says do not cover the ankle ("くるぶしを覆わないもの", "발목을 덮지 않는"): the lines that say so.
  { stated: NOT_COVERING_ANKLE, is: /\bnot covering the ankle\b/, isOther: /(?<!not )\bcovering the ankle\b/ },
  // Hats and caps of leather or of real fur are "of other materials" (6506.99): 6505.00 holds textile headgear, not these.
  { stated: headgearOfLeatherOrFur, is: /^headgear;\s*,\s*\(of materials\s*,/, isOther: /^hats and other headgear; (?:knitted|plaited)\b|^headgear; \(other than safety headgear\), of rubber or plastics\b/, whole: true },
  { stated: (n) => headgearOfLeatherOrFur(n) && !SAFETY_HEADGEAR.test(n.clean_description), is: NO_LINE, isOther: /^headgear; safety\b/ },
  // Fittings of malleable iron are cast (7307.19), neither the non-malleable cast iron of 7307.11 nor the fittings not cast of
  // 7307.9x, whatever their threads or shape (a malleable iron 90° elbow).
  { stated: says([MALLEABLE_IRON], [MALLEABLE_DENIED]), is: /^iron or steel; cast fittings\b/, isOther: /\bnon-malleable\b|^iron or steel; tube or pipe fittings\b/, whole: true },
  // Integrated circuits said to be memories (DRAM, NAND flash, "메모리") are 8542.32's, not the circuits n.e.c.
  { stated: (n) => readAs(n, ['8542']) && MEMORY_CHIP.test(n.clean_description) && !PROCESSOR_CHIP.test(n.clean_description), is: /\bcircuits; memories\b/, isOther: /\bn\.e\.c\. in heading no\. 8542\b|\bprocessors and controllers\b|\bamplifiers\b/ },
  // An injection-moulding machine (사출성형기, máy ép phun) is 8477.10's, not the parts of 8477 nor its other machines.
  { stated: (n) => INJECTION_MOULDING_MACHINE.test(n.clean_description) && !PARTS_NAMED.test(n.clean_description), is: /\binjection-moulding machines\b/, isOther: /\bparts of the machines\b|\bextruders\b|\bblow moulding\b|\bn\.e\.c\. in heading no\. 8477\b/ },
  // A mini fridge or compact refrigerator is a household refrigerator (8418.21-.29), not the refrigerating equipment n.e.c.
  { stated: HOUSEHOLD_FRIDGE, is: /^refrigerators; (?:for household use|household)\b/i, isOther: /\bn\.e\.c\. in heading no\. 8418\b/ },
  // Brooms and mops of bristles, fibres or microfibre are 9603.90's: 9603.10 binds twigs or other vegetable materials.
  { stated: (n) => BROOM_OR_MOP.test(n.clean_description) && !VEGETABLE_BROOM.test(n.clean_description), is: NO_LINE, isOther: /\bconsisting of twigs or other vegetable materials\b/ },
  // Kitchen knives of different kinds put up together (a chef's, a paring and a bread knife; "5종 세트") are a set of 8211.10.
  { stated: (n) => readAs(n, ['8211']) && ASSORTED_KNIVES.test(n.clean_description), is: /\bsets of assorted articles\b/, isOther: /\bhaving fixed cutting blades\b|\btable knives\b/ },
  // Treadmills, exercise bikes and trampolines are equipment for physical exercise and gymnastics (9506.91), not outdoor games n.e.c.
  { stated: (n) => namedAs(n, 'fitness_equipment') || TRAMPOLINE.test(n.clean_description), is: /\bgymnastics\b/, isOther: /\boutdoor games\b/ },
  // A bicycle's parts (its brakes, its disc rotors) are the cycles' of 8714.9x, not a motor vehicle's or a motorcycle's.
  { stated: (n) => BICYCLE.test(n.clean_description) && !MOTORCYCLE.test(n.clean_description) && !MOTOR_VEHICLE_WORDS.test(n.clean_description), is: /^cycles; /, isOther: /^vehicle parts\b|^vehicles; |^motorcycles \(including mopeds\); parts\b/ },
  // Footballs, basketballs and volleyballs are inflatable balls (9506.62), not outdoor games n.e.c.
  { stated: (n) => INFLATABLE_BALL.test(n.product_type ?? ''), is: /\bballs; inflatable\b/, isOther: /\bn\.e\.c\. in heading no\. 9506\b/ },
  // Furniture said to be for the office (사무용, 事務用, văn phòng) is 9403.10's or .30's.
  { stated: (n) => readAs(n, ['9403']) && OFFICE_FURNITURE.test(n.clean_description), is: /\bfor office use\b/, isOther: /\bother than for office\b/, whole: true },
  // Relays and contactors are 8536.4x's, by their voltage; none of the plugs', the fuses' or the other switchgear's lines.
  { stated: (n) => namedAs(n, 'relays'), is: /\brelays\b/, isOther: /\bplugs and sockets\b|\bfuses\b|\bautomatic circuit breakers\b|\blamp-holders\b|\bn\.e\.c\. in heading no\. 8536\b/ },
  // Fuses have their line (8536.10), whatever the other switchgear words of their title ("blade", "plug-in").
  { stated: (n) => namedAs(n, 'fuses'), is: /\bfuses\b/, isOther: /\bplugs and sockets\b|\brelays\b|\bautomatic circuit breakers\b|\bn\.e\.c\. in heading no\. 8536\b/ },
  // An aquarium's air pump is an air pump (8414.80), none of the fans its few watts would otherwise fit (8414.51).
  { stated: (n) => namedAs(n, 'aquarium_air_pumps'), is: /^pumps and compressors; for air, vacuum or gas, n\.e\.c\./, isOther: /^fans;/ },
  // Air compressors towed on a wheeled chassis are 8414.40's; one standing fixed is not.
  { stated: (n) => readAs(n, ['8414']) && TOWED.test(n.clean_description) && !STATIONARY.test(n.clean_description), is: /\bmounted on a wheeled chassis for towing\b/, isOther: /^pumps and compressors; for air, vacuum or gas, n\.e\.c\./ },
  { stated: (n) => readAs(n, ['8414']) && STATIONARY.test(n.clean_description), is: NO_LINE, isOther: /\bmounted on a wheeled chassis for towing\b/ },
  // Handbags (crossbody and shoulder bags, clutches) have lines of their own (4202.21-.29), none of the pocket goods' or the other containers'.
  { stated: (n) => readAs(n, ['4202']) && HANDBAG_SAID.test(n.clean_description) && !NOT_HANDBAG.test(n.clean_description), is: /\bhandbags\b/, isOther: /\bn\.e\.c\. in heading 4202\b|\bnormally carried in the pocket or in the handbag\b/ },
  // Guitars, ukuleles and harps are string instruments played other than with a bow (9202.90), not the violins of 9202.10.
  { stated: (n) => PLUCKED_STRINGS.test(n.clean_description) && !BOWED_STRINGS.test(n.clean_description), is: NO_LINE, isOther: /\bplayed with a bow\b/, whole: true },
  // A watch wound by hand is not of automatic winding (9101.21, 9102.21); one on a strap or bracelet is a wrist-watch.
  { stated: (n) => HAND_WOUND.test(n.clean_description), is: NO_LINE, isOther: /(?<!other than )\bautomatic winding\b/, whole: true },
  { stated: (n) => readAs(n, ['9101', '9102']) && WATCH_STRAP_SAID.test(n.clean_description) && !NOT_WRIST.test(n.clean_description), is: NO_LINE, isOther: /\(excluding wrist-watches\)/, whole: true },
  // An instant camera (instax, Polaroid, 즉석카메라) is 9006.40's, not a roll-film camera.
  { stated: INSTANT_CAMERA, is: /\binstant print cameras\b/, isOther: /\bfor roll film\b/ },
  // A ballpoint pen and a pencil put up together are a pen and pencil set (9608.50).
  { stated: (n) => PEN_SAID.test(n.clean_description) && PENCIL_SAID.test(n.clean_description) && SET_SAID.test(n.clean_description), is: /\bpen and pencil sets\b/, isOther: /^pens; ball point\b/ },
  // A bumper or its parts (a bumper's cover, stay or bracket) are 8708.10's, not the bodies' other parts.
  { stated: (n) => readAs(n, ['8708']) && BUMPER.test(n.clean_description), is: /\bbumpers and parts thereof\b/, isOther: /\bparts and accessories, of bodies\b/ },
  // A surface grinder is a flat-surface grinding machine (8460.12, .19), which the other grinding lines exclude.
  { stated: FLAT_SURFACE_GRINDER, is: /\bflat-surface grinding machines\b/, isOther: /\(excluding flat-surface\b/, whole: true },
  // Shotguns (smooth bore, over-and-under) are 9303.20's, not the rifles n.e.c.
  { stated: SHOTGUN, is: /\bshotguns\b/, isOther: /\brifles n\.e\.c\./ },
  // An inflatable boat or kayak said not to take a motor is 8903.12's; one fitted or made for a motor 8903.11's.
  { stated: NOT_FOR_MOTOR, is: /\bnot designed to be used with a motor\b/, isOther: /\bfitted or designed to be fitted with a motor\b/ },
  // A monitor made for a computer (HDMI, DisplayPort, "컴퓨터용", "no TV tuner") is 8528.52's.
  { stated: (n) => readAs(n, ['8528']) && COMPUTER_MONITOR.test(n.clean_description) && !TV_SAID.test(n.clean_description), is: /\bdesigned for use with an automatic data processing machine\b/, isOther: /\bn\.e\.c\. in subheading 8528\.52\b/ },
  // A clock radio is a receiver combined with a clock (8527.92).
  { stated: CLOCK_RADIO, is: /\bcombined with a clock\b/, isOther: /(?<!not )\bcombined with sound recording\b/ },
  // Rare-earth and alnico magnets are permanent magnets of metal (8505.11), not ferrite ones.
  { stated: METAL_MAGNET, is: /\bmagnetisation, of metal\b/, isOther: /\bother than of metal\b/, whole: true },
  // A woodworking CNC router with an automatic tool changer is a machining centre (8465.20).
  { stated: TOOL_CHANGER, is: /\bmachining centres\b/, isOther: /\bplaning, milling or moulding\b/ },
  // A sewing machine for the home (household, domestic, beginners', portable) is 8452.10's.
  { stated: (n) => readAs(n, ['8452']) && HOUSEHOLD_SEWING.test(n.clean_description), is: /\bof the household type\b/, isOther: /\(not household type\)/, whole: true },
  // A fork-lift said electric or battery-driven is 8427.10's.
  { stated: (n) => readAs(n, ['8427']) && ELECTRIC_DRIVEN.test(n.clean_description), is: /\bself-propelled by electric motor\b/, isOther: /\bself-propelled by other than electric motor\b/, whole: true },
  // Knapsack, backpack and hand-pumped garden sprayers are portable sprayers (8424.41).
  { stated: PORTABLE_SPRAYER, is: /\bportable sprayers\b/, isOther: /\bother than portable sprayers\b/, whole: true },
  // A railway vehicle's air brake or its parts (brake cylinders) are 8607.21's.
  { stated: (n) => RAILWAY.test(n.clean_description) && AIR_BRAKE.test(n.clean_description), is: /\bair brakes and parts thereof\b/, isOther: /\(other than air brakes\)/, whole: true },
  // A PLC (its CPU module too) is a programmable controller of 8537.10, not an integrated circuit.
  { stated: PLC, is: /^boards, panels, consoles\b/, isOther: /\bintegrated circuits\b/ },
  // Rangefinders (golf, laser distance measures) are 9015.10's, not lasers.
  { stated: RANGEFINDER, is: /^rangefinders\b/, isOther: /^lasers\b|\bn\.e\.c\. in heading no\. 9013\b/ },
  // Ski bindings are 9506.12's.
  { stated: SKI_BINDING, is: /\bski-bindings\b/, isOther: /\bpens and markers\b/ },
  // A snowboard is snow-ski equipment (9506.19), neither skis nor the bindings it may come without.
  { stated: (n) => namedAs(n, 'snowboards'), is: /^snow-ski equipment\b/i, isOther: /^skis; for snow\b|\bski-bindings\b/i },
  // An original sculpture cast or made by the artist is 9703's, not an ornament of base metal.
  { stated: ORIGINAL_SCULPTURE, is: /\bsculptures and statuary; original\b/, isOther: /^statuettes and other ornaments\b|\bof base metal\b/ },
  // Fittings said butt-welding ("BW", "맞대기 용접식") are 7307.23's or .93's, not threaded elbows or flanges.
  { stated: says([BUTT_WELDING, PIPE_FITTING]), is: /\bbutt welding fittings\b/, isOther: /\bthreaded elbows\b|\bflanges\b/ },
  // Wrought ("wrot") or pure copper fittings are of refined copper (7412.10), not its alloys.
  { stated: (n) => REFINED_COPPER_WORDS.test(n.clean_description), is: /\brefined copper\b/, isOther: /\bcopper alloys?\b|\bcopper-(?:zinc|tin|nickel) base alloys\b/ },
  // Metal said to be in strip is wrought: plates, sheets, strip and foil (7409, 7506, 7606), not the unwrought metal of its chapter.
  { stated: (n) => METAL_STRIP.test(n.clean_description) && n.materials.some((material) => material.group.startsWith('metal')), is: /\bstrip\b/, isOther: /\bunwrought\b/ },
  // Waterproof boots that reach the knee are 6401.99's: 6401.92 covers the ankle "but not the knee".
  { stated: (n) => KNEE_HIGH.test(n.clean_description), is: NO_LINE, isOther: /\(but not the knee\)/, whole: true },
  // 8211.95 holds handles of base metal for knives, and 9403.91/.99 parts of furniture: knives or furniture not said to be
  // handles or parts are neither, whatever their handle or legs are made of ("Chef Knife … Pakkawood Handle", "bamboo shoe rack 4 tier").
  { stated: (n) => !/\bhandles?\b/i.test(n.product_type ?? ''), is: /(?!)/, isOther: /^knives; with handles of base metal\b/ },
  { stated: (n) => !PARTS_NAMED.test(n.clean_description) && !FURNITURE_PARTS.test(n.product_type ?? ''), is: /(?!)/, isOther: /^furniture; parts\b/ },
  // Waters split on being flavoured or sweetened (2202.10) or not (2201): a water said to taste of something or to be sweetened is.
  { stated: (n) => flavoured(n) && !namesOtherBeverage(n), is: /\bcontaining added sugar or other sweetening matter or flavoured\b/, isOther: /\bnor flavoured\b/, whole: true },
  { stated: (n) => NOT_FLAVOURED.test(n.clean_description) && !flavoured(n), is: /\bnor flavoured\b/, isOther: /^waters;.*(?<!not )\bcontaining added sugar or other sweetening matter or flavoured\b/, whole: true },
  // Antiques split on being over 250 years old (9706.10) or not (9706.90): a dated piece says which.
  { stated: (n) => (datedAge(n.clean_description) ?? 0) > OLDEST_ANTIQUES_AGE, is: OLDEST_ANTIQUES, isOther: OTHER_ANTIQUES, whole: true },
  { stated: (n) => (datedAge(n.clean_description) ?? Infinity) <= OLDEST_ANTIQUES_AGE, is: OTHER_ANTIQUES, isOther: OLDEST_ANTIQUES, whole: true },
  // Household linen and curtains split on being knitted (6302.10, .40, 6303.1x) or not (the rest, "not knitted or crocheted"): jersey sheets are knitted,
  // percale ones woven; bed linen not knitted splits again on being printed (6302.21, .22, .29) or not (6302.31, .32, .39).
  { stated: (n) => n.construction === 'knitted', is: LINEN_KNITTED, isOther: LINEN_NOT_KNITTED, whole: true },
  // Bed linen not said knitted (jersey) is woven: sheets, covers and pillowcases are.
  { stated: (n) => n.construction === 'woven' || (n.construction === null && namesBedLinen(n)), is: NO_LINE, isOther: LINEN_KNITTED, whole: true },
  // Testing machines split on testing metals (9024.10) or other materials (9024.80): a Rockwell tester or a steel tensile test is of metals.
  { stated: (n) => readAs(n, ['9024']) && TESTS_METALS.test(n.clean_description), is: /\bproperties of metals\b/i, isOther: /\bmaterials other than metals\b/i, whole: true },
  // Air conditioners of the window or wall type, self-contained or split-system, have their own line (8415.10).
  { stated: (n) => readAs(n, ['8415']) && WALL_OR_WINDOW_AC.test(n.clean_description), is: /\bwindow or wall types\b/i, isOther: NO_LINE },
  // Floor coverings of coir (coconut fibre doormats) have their own line (5702.20).
  { stated: (n) => COIR.test(n.clean_description), is: /\bof coconut fibres \(coir\)/i, isOther: NO_LINE },
  // Bed linen is none of the table, toilet or kitchen linen 6302 names beside it, whatever cases of covers lean there.
  { stated: (n) => namesBedLinen(n), is: /^bed linen\b/i, isOther: /^(?:table linen|toilet linen)\b/i },
  { stated: printedStated, is: BED_LINEN_PRINTED, isOther: BED_LINEN_NOT_PRINTED, whole: true },
  { stated: NOT_PRINTED, is: BED_LINEN_NOT_PRINTED, isOther: BED_LINEN_PRINTED, whole: true },
  // Fabrics of flax split on being "unbleached or bleached" (5309.11, .21) or "other than bleached or unbleached" (5309.19, .29):
  // dyed, printed or of yarns of different colours. (The other fabrics' lines name each finish: "dyed", "printed".)
  { stated: says([UNBLEACHED_OR_BLEACHED], [DYED_OR_PRINTED]), is: FLAX_UNBLEACHED_OR_BLEACHED, isOther: /^fabrics, woven; of flax\b.*\bother than (?:unbleached or bleached|bleached or unbleached)\b/, whole: true },
  { stated: DYED_OR_PRINTED, is: NO_LINE, isOther: FLAX_UNBLEACHED_OR_BLEACHED, whole: true },
  // Other fabrics' lines name each finish: a piece-dyed jersey is no 6006.23 "of yarns of different colours". The lines of
  // another finish yield; the stated one gains nothing, so a dyed fabric's weight still rules out a dyed line's bounds.
  { stated: (n) => says([PIECE_DYED], [YARN_DYED])(n) && !printedStated(n), is: NO_LINE, isOther: anyOf(FABRIC_PRINTED, FABRIC_YARN_DYED, FABRIC_UNBLEACHED) },
  { stated: (n) => printedStated(n) && !YARN_DYED.test(n.clean_description), is: NO_LINE, isOther: anyOf(FABRIC_DYED, FABRIC_YARN_DYED, FABRIC_UNBLEACHED) },
  { stated: (n) => YARN_DYED.test(n.clean_description) && !printedStated(n), is: NO_LINE, isOther: anyOf(FABRIC_DYED, FABRIC_PRINTED, FABRIC_UNBLEACHED) },
  // Cotton and man-made fibre fabrics split on being bleached (5208.2x, 5513.2x) or unbleached (5208.1x, 5513.1x): each line says which.
  { stated: says([BLEACHED], [UNBLEACHED]), is: /(?<!\bun)\bbleached\b(?! or unbleached)/, isOther: /(?<!bleached or )\bunbleached\b(?! or bleached)/ },
  { stated: UNBLEACHED, is: /\bunbleached\b(?! or bleached)/, isOther: /(?<!\bun|or un)\bbleached\b(?! or unbleached)/ },
  // Unbleached or bleached cloth ("未さらし", greige; "晒し", "표백") is neither dyed, printed nor woven of coloured yarns.
  { stated: (n) => (UNBLEACHED.test(n.clean_description) || BLEACHED.test(n.clean_description)) && !DYED_OR_PRINTED.test(n.clean_description), is: NO_LINE, isOther: anyOf(FABRIC_DYED, FABRIC_PRINTED, FABRIC_YARN_DYED) },
  // Woven fabrics of cotton and of man-made fibres split on their weave: plain weave (5208.12, .22, .32 …), 3- or 4-thread twill (5208.13 …).
  { stated: PLAIN_WEAVE, is: /\bplain weave\b/, isOther: /\btwill\b|\bof weaves n\.e\.c\./ },
  { stated: TWILL_WEAVE, is: /\btwill\b/, isOther: /\bplain weave\b/ },
  // Heading 6306 names tents (6306.22, .29) and tarpaulins and awnings (6306.12, .19) before its other camping goods (6306.90).
  { stated: (n) => /\btents?$/i.test(n.product_type ?? ''), is: /^tents\b/, isOther: /^camping goods\b|^tarpaulins\b/ },
  { stated: (n) => /\b(?:tarpaulins?|tarps?|awnings?|sunblinds?)$/i.test(n.product_type ?? ''), is: /^tarpaulins\b/, isOther: /^camping goods\b|^tents\b/ },
  // Artificial flowers, foliage and fruit (6702) are none of the live plants, cut flowers or foliage of 0602 to 0604.
  { stated: (n) => /^(?:artificial|fake|faux)\b/i.test(n.product_type ?? ''), is: NO_LINE, isOther: /^(?:plants, live|flowers, cut|foliage, branches)\b/ },
  // Safety glass splits on being toughened (7007.1x) or laminated (7007.2x).
  { stated: (n) => safetyGlass(n) && /\blaminated\b|접합(?:안전)?유리|合わせガラス|kính dán/i.test(n.clean_description), is: /\bsafety glass, laminated\b/, isOther: /\bsafety glass, toughened\b/ },
  { stated: (n) => safetyGlass(n) && /\b(?:toughened|tempered)\b|강화유리|強化ガラス|kính cường lực/i.test(n.clean_description), is: /\bsafety glass, toughened\b/, isOther: /\bsafety glass, laminated\b/ },
  // Flexible intermediate bulk containers (bulk bags, jumbo bags) have their own line (6305.32), out of the other sacks of PP strip (6305.33).
  { stated: says([BULK_BAG], [BULK_BAG_DENIED]), is: /(?<!not )\bflexible intermediate bulk containers\b/, isOther: /\bnot flexible intermediate bulk containers\b/, whole: true },
  // A lighter burning lighter fluid (petrol, benzine: the Zippo kind) is none of the gas-fuelled pocket lighters of 9613.10 and .20.
  { stated: /\b(?:zippo|lighter fluid|petrol lighters?|benzine lighters?|oil lighters?)\b|オイルライター|ジッポ|지포|bật lửa xăng/i, is: /^lighters; whether or not mechanical or electrical, n\.e\.c\./i, isOther: /\bgas fuelled\b/ },
  // Cut flowers split on being fresh (0603.11-.19) or dried, dyed or otherwise prepared (0603.90).
  { stated: (n) => n.state === 'dried', is: /^flowers, cut;.*\bdried\b/i, isOther: /^flowers, cut;.*\bfresh$/i },
  { stated: (n) => n.state === 'fresh', is: /^flowers, cut;.*\bfresh$/i, isOther: /^flowers, cut;.*\bdried\b/i },
  // Dog or cat food put up for retail sale has its own line (2309.10): pet food mostly is; said so, the other line is out.
  { stated: petFood, is: /^dog or cat food; put up for retail sale\b/i, isOther: NO_LINE },
  { stated: (n) => petFood(n) && RETAIL.test(n.clean_description) && !NOT_RETAIL.test(n.clean_description), is: NO_LINE, isOther: /\bnot put up for retail sale\b/i, whole: true },
  // Carpets split on how their pile is made: knotted (5701), woven (5702), tufted (5703).
  { stated: /\b(?:hand[- ]?)?knotted\b|핸드노티드|手結び|thắt nút/i, is: /^carpets and other textile floor coverings; knotted\b/i, isOther: /\btufted\b|; woven\b/ },
  { stated: /\b(?:hand[- ]?)?tufted\b|터프트|タフテッド/i, is: /(?<!not )\btufted\b/, isOther: /; (?:knotted|woven)\b/ },
  { stated: /\b(?:machine|power|hand)[- ]?(?:woven|loomed)\b|\bflat[- ]?weave\b/i, is: /^carpets and other textile floor coverings; woven\b/i, isOther: /^carpets\b[^;]*; (?:knotted|tufted)\b/i },
  // Spunbond and meltblown nonwovens are of man-made filaments (5603.11-.14), not of the staple fibres of 5603.91-.94.
  { stated: /\bspun-?bond(?:ed)?\b|\bmelt-?blown\b|\bSMS nonwoven\b|스펀본드|멜트블로운|スパンボンド|メルトブロー/i, is: /(?<!not )\bof man-made filaments\b/, isOther: /\bnot of man-made filaments\b/, whole: true },
  // Spun thread and yarn are of staple fibres (5508, 5509), not the filaments of 5401 to 5406.
  { stated: /\bspun (?:polyester|nylon|viscose|rayon|acrylic|silk|yarns?|threads?)\b|방적사|紡績糸/i, is: /\bstaple fibres\b/, isOther: /\bfilaments?\b/ },
  // Sauces split on soya (2103.10) and tomato (2103.20) from the others (2103.90): a sauce not said to be of either is neither.
  { stated: (n) => n.hs_headings[0] === '2103' && !SOY_SAUCE.test(n.clean_description), is: NO_LINE, isOther: /^sauces; soya$/ },
  { stated: (n) => n.hs_headings[0] === '2103' && !TOMATO_SAUCE.test(n.clean_description), is: NO_LINE, isOther: /^sauces; tomato ketchup\b/ },
  // Golf clubs, balls and equipment (9506.31-.39) are golf's: goods not said to be for golf are none of them ("Skateboard Complete").
  { stated: (n) => !/\bgolf|골프|ゴルフ|\bgôn\b/i.test(n.clean_description), is: NO_LINE, isOther: /^golf (?:clubs|balls|equipment)\b/ },
  // Cheese is grated or powdered (0406.20) only when said so: a block, a wheel or slices are not.
  { stated: (n) => cheese(n) && !GRATED_OR_POWDERED.test(n.clean_description.replace(DENIED_LIST, ' ')), is: NO_LINE, isOther: /\bcheese of all kinds, grated or powdered\b/ },
  { stated: (n) => cheese(n) && [...n.clean_description.matchAll(DENIED_LIST)].some((denial) => /\bprocess(?:ed)?\b/i.test(denial[0])), is: NO_LINE, isOther: /\bcheese, processed\b/i },
  // A watch worn on a strap, a band or a bracelet is a wrist-watch (9101.1x-.2x, 9102.1x-.2x), not one of the pocket and other watches.
  { stated: (n) => /\bwatch(?:es)?$/i.test(n.product_type ?? '') && WORN_ON_THE_WRIST.test(n.clean_description) && !/\b(?:pocket|fob|nurses?)[- ]?watch/i.test(n.clean_description), is: /^wrist-watches\b/, isOther: /\(excluding wrist-watches\)/, whole: true },
  // Drones are flown by remote control (8806.21–.29) unless said to fly on their own (8806.91–.99).
  { stated: (n) => !/\b(?:autonomous|self[- ]flying|pre-?programmed|fully automatic flight)\b|tự hành|自律飛行|자율비행/i.test(n.clean_description), is: /\bfor remote-controlled flight only\b/, isOther: /(?!)/ },
  // Single axle tractors (8701.10) are walking tractors and power tillers: a tractor not said to be one runs on two axles.
  { stated: (n) => !/\bsingle[- ]axle\b|\bwalk(?:ing|[- ]behind)\b|\bpower tillers?\b|\btwo[- ]wheel(?:ed)? tractors?\b|máy cày tay|máy xới|歩行型|耕運機|경운기/i.test(n.clean_description), is: /(?!)/, isOther: /^tractors; single axle\b/i },
  // Flat-rolled steel splits on being hot-rolled (7208, 7211.1x, 7219.1x–.2x, 7220.1x) or cold-rolled (7209, 7211.2x, 7219.3x, 7220.20).
  { stated: /\bhot[- ]?rolled\b|\bHRC\b|\bHR (?:coils?|sheets?|strips?|plates?)\b|cán nóng|熱延|熱間圧延|열연|열간\s?압연/i, is: /\bhot-rolled\b/, isOther: /\bcold-rolled\b/ },
  { stated: /\bcold[- ]?(?:rolled|reduced)\b|\bCRC\b|\bCR (?:coils?|sheets?|strips?)\b|cán nguội|冷延|冷間圧延|냉연|냉간\s?압연/i, is: /\bcold-rolled\b/, isOther: /\bhot-rolled\b/ },
  // Bars and rods split on being cold-formed or cold-finished (7215.50, 7222.20, 7228.50: bright, peeled, cold-drawn) or hot-rolled (7214, 7222.1x, 7228.30).
  { stated: COLD_FINISHED_BARS, is: /\bcold-formed or cold-finished\b/, isOther: /\bhot-rolled\b/ },
  // Chocolates in pieces (truffles, pralines, bonbons, an assortment) are not "in blocks, slabs or bars" (1806.31, .32): 1806.90's;
  // a bar, a slab or a tablet counted by the sheet ("50g×10枚", "판초콜릿") is.
  { stated: (n) => readAs(n, ['1806']) && CHOCOLATE_PIECES.test(n.clean_description) && !soldAsBar(n), is: NO_LINE, isOther: /\bin blocks, slabs or bars, (?:\(not filled\)|filled), weighing 2kg or less\b/ },
  { stated: (n) => readAs(n, ['1806']) && soldAsBar(n) && !CHOCOLATE_PIECES.test(n.clean_description), is: /\bin blocks, slabs or bars\b/, isOther: /^chocolate and other food preparations containing cocoa; n\.e\.c\./ },
  // A seat made for a car (a driver's or front seat assembly, "운전석 시트", "ghế ô tô") is 9401.20's seat of a kind used for motor
  // vehicles: chapter 94's, never among the body parts of 8708, nor the other seats of 9401 its frame or cover would put it with.
  { stated: (n) => readAs(n, ['9401']) && MOTOR_VEHICLE_WORDS.test(n.clean_description) && !PARTS_NAMED.test(n.clean_description) && !SEAT_PART.test(n.clean_description), is: /\bof a kind used for motor vehicles\b/, isOther: /^vehicles; parts and accessories\b|^seats; (?!of a kind used for motor vehicles)/i },
  // A windscreen incorporating heating or other electrical devices, or framed, is 8708.22 by subheading note 1 to chapter 87; a plain
  // unframed one is the laminated or toughened safety glass of 7007.
  { stated: windscreenWithDevices, is: /\bfront windscreens \(windshields\)/, isOther: /^glass; safety glass\b/ },
  { stated: (n) => namedAs(n, 'vehicle_windshields') && !windscreenWithDevices(n), is: NO_LINE, isOther: /\bfront windscreens \(windshields\)/ },
  // A transformer sold by its power handling capacity ("100VA", "500 VA", "3kVA") is the whole transformer of 8504.21-.34, which
  // split on that rating: no part of one (8504.90), no static converter or inductor, no motor however "single phase" it is.
  { stated: (n) => ratedInVA(n) && TRANSFORMER.test(n.clean_description) && !PARTS_NAMED.test(n.clean_description), is: /^(?:electrical )?transformers; /i, isOther: /^electrical transformers, static converters and inductors; parts\b|^electrical static converters\b|^electrical inductors\b|^electric motors\b/i, whole: true },
  // Knitted gloves are 6116.10's only when impregnated, coated, covered or laminated with plastics or rubber (nitrile-dipped work
  // gloves): winter, touch-screen or liner gloves not said so, or said not to be ("コーティングなし", "không tráng phủ"), are not.
  { stated: (n) => readAs(n, ['6116']) && (!COATED_GLOVES.test(n.clean_description) || NOT_COATED_GLOVES.test(n.clean_description)), is: NO_LINE, isOther: /^gloves, mittens and mitts; knitted or crocheted, impregnated\b/ },
  // Cooling fans built into equipment (axial, DC, case or CPU fans) and duct or centrifugal blowers are none of the table, floor,
  // wall, window, ceiling or roof fans of 8414.51, whatever their wattage.
  { stated: EQUIPMENT_FANS, is: NO_LINE, isOther: /^fans; table, floor, wall, window, ceiling or roof fans\b/ },
  // Circular saw blades tipped with carbide or diamond cut with those, not with steel: 8202.39, not 8202.31's "working part of steel".
  { stated: (n) => readAs(n, ['8202']) && HARD_TIPPED.test(n.clean_description), is: /\bwith working part of materials\b/, isOther: /\bwith working part of steel\b/ },
  // A water pump that circulates an engine's coolant is one of the "cooling medium pumps for internal combustion piston engines" (8413.30),
  // no part of a pump and no other centrifugal pump.
  { stated: (n) => readAs(n, ['8413']) && WATER_PUMP.test(n.clean_description) && COMBUSTION_ENGINE.test(n.clean_description), is: /\bcooling medium pumps for internal combustion piston engines\b/, isOther: /^pumps; parts thereof\b|^liquid elevators\b|^pumps; (?:centrifugal|rotary|reciprocating)\b/ },
  // Furniture splits on the room it is for (office, kitchen, bedroom: 9403.10, .30, .40, .50): goods not said to be for one of
  // them, nor named as such (a desk, a kitchen cabinet, a wardrobe), are the "other" furniture (9403.20, .60).
  { stated: (n) => readAs(n, ['9403']) && !ROOM_OF_USE.test(n.clean_description), is: NO_LINE, isOther: /\bfor (?:office|kitchen|bedroom) use\b/ },
  // Towels said not to be terry (a plain-woven tenugui, a waffle or huck towel, "비테리") are the other toilet and kitchen linen of 6302.9x.
  { stated: NOT_TERRY, is: NO_LINE, isOther: /\bof terry towelling\b/ },
  // Solder wire said solid or without flux is tin wire (8003) where tin is its base, not 8311.30's cored wire nor a flux of 3810.
  { stated: (n) => namedAs(n, 'solder') && WITHOUT_FLUX.test(n.clean_description), is: /^tin; bars, rods, profiles and wire\b/, isOther: /^rods and wire; coated rods and cored wire\b|^fluxes\b|^wire; cored\b|^electrodes; coated\b|^wires, rods, tubes, plates, electrodes of base metal\b/ },
  // Table-tennis bats and balls are table-tennis equipment (9506.40), none of the tennis rackets or balls of 9506.5x and 9506.6x.
  { stated: TABLE_TENNIS, is: /^table-tennis\b/, isOther: /\brackets\b|\bballs\b/ },
  // Line pipe for oil or gas pipelines (7304.1x, 7305.1x, 7306.1x) and casing, tubing and drill pipe for oil or gas drilling
  // (7304.2x, 7305.20, 7306.2x) are so only where the description says so: a tube not said to be one is of the other lines.
  { stated: says([], [OIL_GAS_TUBES]), is: NO_LINE, isOther: /\bof a kind used (?:for oil or gas pipelines|in drilling for oil or gas)\b/i },
  // Tubes said to be line pipe (API 5L) are the line pipe of their heading (7304.1x, 7305.1x, 7306.1x), none of its other tubes.
  { stated: says([LINE_PIPE], [NOT_LINE_PIPE]), is: /\bline pipe of a kind used for oil or gas pipelines\b/i, isOther: /\btubes,? (?:and )?pipes\b|\bdrill pipe\b|\bcasing\b/i },
  // Linear low-density polyethylene is an ethylene-alpha-olefin copolymer (3901.40), not the polyethylene of 3901.10 whatever its density.
  { stated: /\bm?LLDPE\b|\blinear low[- ]density\b|\bethylene[- ](?:alpha[- ]olefin|butene|hexene|octene) copolymers?\b|선형\s?저밀도|에틸렌-?\s?부텐|直鎖状低密度|リニア低密度/i, is: /\bethylene-alpha-olefin copolymers\b/i, isOther: /\bpolyethylene having a specific gravity\b/i },
  // Wood-free paper is made of chemical pulp: 10 % or less of mechanical fibres (4802.5x, 4810.1x), not the over 10 % of 4802.6x and 4810.2x.
  { stated: /\bwood[- ]?free\b|\bchemical pulp 100\s?%|\b100\s?% chemical pulp\b|\bmechanical (?:pulp|fib(?:re|er)s?) (?:less than|under|below|not more than|not over|≤)\s?10\s?%|화학\s?펄프\s?100|기계\s?펄프\s?10\s?%\s?이하|백상지|모조지|上質紙|化学パルプ\s?100|giấy không gỗ|không (?:chứa |có )?bột (?:gỗ )?cơ học|bột (?:gỗ )?cơ học (?:dưới|không quá|≤)\s?10/i, is: /\b(?:10% or less|not more than 10%)/i, isOther: /\b(?:over|more than) 10%/i },
  // Seamless tubes split on being cold-drawn or cold-rolled (7304.31, 7304.41, 7304.51) or not.
  { stated: new RegExp(COLD_DRAWN, 'i'), is: /\bcold-drawn or cold-rolled\b/, isOther: NO_LINE },
  // Free-cutting steel (7213.20, 7214.30, 7215.10) is so only where the description says it is ("free-cutting", "free machining", 快削, 쾌삭).
  { stated: (n) => !FREE_CUTTING.test(n.clean_description), is: NO_LINE, isOther: /(?<!not )(?<!\()\bfree-cutting\b/ },
  // Steel said non-alloy is of 7208–7217's "iron or non-alloy steel", not of the alloy steel of 7224–7229.
  { stated: says([/\bnon-?alloy\b/i]), is: /\bnon-alloy\b/, isOther: /\bsteel, alloy\b|\bother alloy steel\b/ },
  // Unwrought nickel, aluminium, zinc, tin and their forms split on being "not alloyed" (7502.10, 7601.10, 7604.10) or alloys
  // (7502.20, 7601.20, 7604.2x): the goods are what the description says, "unalloyed" or an alloy ("6063", "합금").
  // A coating's alloy ("plated or coated with aluminium zinc-alloys", 7210.61) is no alloy of the metal itself.
  { stated: NOT_ALLOYED, is: /\bnot alloyed\b/, isOther: /(?<!non-)(?<!zinc[- ])\balloys?\b/ },
  { stated: says([ALLOYED], [NOT_ALLOYED]), is: /(?<!non-)\balloys?\b/, isOther: /\bnot alloyed\b/ },
  // Solder said to carry no flux is plain wire of its metal (8003, 7806): 8311 holds only wire coated or cored with flux.
  { stated: /\b(?:without|no|not)\s+(?:an?\s+)?(?:flux|rosin)(?:[- ]cored?)?\b|\b(?:flux|rosin)[- ]?free\b|\bsolid[- ]core\b|플럭스\s?(?:없음|없는|미포함)|フラックスなし|không (?:có )?lõi thuốc(?: hàn)?/i, is: NO_LINE, isOther: /\b(?:coated|cored)\b.*\b(?:soldering|welding)\b|^wires, rods, tubes, plates, electrodes of base metal\b/ },
  // Brass and bronze are copper alloys (7403.2x, 7407.2x, 7412.20), not refined copper.
  { stated: /\b(?:brass|bronze|gunmetal)\b|황동|청동|真鍮|黄銅|青銅|đồng thau|đồng thiếc/i, is: /\bcopper alloys?\b|\bcopper-(?:zinc|tin) base alloys\b/, isOther: /\brefined copper\b/ },
  // Furskins split on being raw (4301) or tanned or dressed (4302).
  { stated: /\b(?:tanned|dressed)\b|무두질한|なめした|thuộc da/i, is: /\btanned or dressed\b/, isOther: /^furskins; raw\b/ },
  // Filament yarns, tyre cord and woven fabrics split on the polymer: nylon or other polyamides against polyesters (5402.31/.33, 5902.10/.20, 5407.4x/.5x).
  // The HS text of 5902.20 ends "of polyester", the national texts say "of polyesters".
  { stated: (n) => n.materials[0]?.name === 'nylon', is: /\bnylon or other poly(?:a)?mides\b/, isOther: OF_POLYESTERS },
  { stated: (n) => n.materials[0]?.name === 'polyester', is: OF_POLYESTERS, isOther: /\bnylon or other poly(?:a)?mides\b/ },
  // A line of man-made fibres "(other than polyamides)" (5703.3x, 5702.39) leaves nylon out, though its family words name it.
  { stated: (n) => n.materials[0]?.name === 'nylon', is: NO_LINE, isOther: /\(other than (?:nylon or other )?polyamides\)/, whole: true },
  // Stainless steel has its own headings (7218-7223): not the "iron or non-alloy steel" of 7208-7217 nor the other alloy steel of
  // 7224-7229 (SUS304 cold-rolled coil is 7219.3x).
  // Glassware of lead crystal (24 % PbO and more) has lines of its own in 7013 (.22, .33, .41, .91); the others are "other than of lead crystal".
  // "not of lead crystal", "無鉛クリスタル" (lead-free crystal) deny it.
  { stated: (n) => LEAD_CRYSTAL.test(n.clean_description) && !NOT_LEAD_CRYSTAL.test(n.clean_description), is: /(?<!other than )\bof lead crystal\b/, isOther: /\bother than of lead crystal\b/, whole: true },
  // Glass said lead-free ("lead-free crystal", 無鉛, "không phải pha lê chì") is none of the lead crystal lines.
  { stated: (n) => NOT_LEAD_CRYSTAL.test(n.clean_description), is: NO_LINE, isOther: /(?<!other than )\bof lead crystal\b|^stemware drinking glasses, of lead crystal\b/i, whole: true },
  // "steel, alloy (not stainless steel)" (7304.51) names stainless steel only to leave it out.
  { stated: STAINLESS, is: /(?<!\bnot )\bstainless\b/, isOther: /\bnon-alloy\b|^steel, alloy;|\bnot stainless\b/ },
  // Inflatable boats split on being fitted or designed to be fitted with a motor (8903.11) or not (8903.12).
  { stated: (n) => DESIGNED_FOR_MOTOR.test(n.clean_description), is: /\bfitted or designed to be fitted with a motor\b/i, isOther: /\bnot designed to be used with a motor\b/i },
  // Toughened safety glass shaped for a vehicle's windows is 7007.11, not the other toughened glass of 7007.19 (whose
  // "(not of a size and shape …)" is a parenthesis the kept text drops: read whole).
  { stated: (n) => !windscreenWithDevices(n) && VEHICLE_GLASS.test(n.clean_description), is: /(?<!\bnot of a size and shape )\bsuitable for incorporation in vehicles\b/, isOther: /\bnot of a size and shape suitable for incorporation in vehicles\b/, whole: true },
  // Pickled hot-rolled coil has its own lines (7208.25–.27): a coil not said to be pickled is not.
  { stated: PICKLED, is: /\bhot-rolled, pickled\b/, isOther: /(?!)/ },
  { stated: (n) => !PICKLED.test(n.clean_description), is: /(?!)/, isOther: /\bhot-rolled, pickled\b/ },
  // Sheets, plates, coils and strip are flat-rolled goods, not angles, shapes and sections (7216, 7222, 7228).
  { stated: (n) => /\b(?:sheets?|plates?|coils?|strips?)\b|thép tấm|thép cuộn|thép dải|鋼板|鋼帯|コイル|강판|강대|코일/i.test(n.clean_description) && !/\b(?:angles?|channels?|beams?|sections?|profiles?|shapes?)\b|thép hình|形鋼|형강/i.test(n.clean_description), is: /(?!)/, isOther: /\bangles, shapes and sections\b/ },
  // Flat-rolled goods split on being in coils or not: a coil is in coils, a sheet or plate not said to be coiled is not.
  { stated: COILED, is: /(?<!not )\bin coils\b/, isOther: /\bnot in coils\b/ },
  { stated: (n) => NOT_COILED.test(n.clean_description) || (/\b(?:sheets?|plates?)\b|\btấm\b|厚板|薄板|후판|박판|강판/i.test(n.clean_description) && !COILED(n)), is: /\bnot in coils\b/, isOther: /(?<!not )\bin coils\b/ },
  // Aluminium plates, sheets and strip are rectangular (including square, 7606.11/.12) unless said to be discs or
  // other shapes (7606.91/.92): a coil of strip is rectangular too.
  { stated: (n) => ALUMINIUM_FLAT.test(n.clean_description) && !ROUND_SHAPE.test(n.clean_description), is: /(?<!whether or not )\brectangular \(including square\)/, isOther: /\(not rectangular or square\)/ },
  { stated: ROUND_SHAPE, is: /\(not rectangular or square\)/, isOther: /(?<!whether or not )\brectangular \(including square\)/ },
  // Uncoated printing paper splits on being in rolls (4802.55, .61) or in sheets, office sizes (A4, letter) having a line of their own (4802.56).
  { stated: (n) => readAs(n, ['4802']) && PAPER_IN_ROLLS.test(n.clean_description) && !OFFICE_SHEETS.test(n.clean_description), is: /\bin rolls\b/, isOther: /\bin sheets\b|\bn\.e\.c\. in item no\. 4802\.55\b/ },
  { stated: (n) => readAs(n, ['4802']) && OFFICE_SHEETS.test(n.clean_description) && !PAPER_IN_ROLLS.test(n.clean_description), is: /\bin sheets 435mm or less by 297mm or less\b/, isOther: /\bin rolls\b|\bn\.e\.c\. in item no\. 4802\.55\b/ },
  // Photographic film splits on being in the flat (3701: sheets) or in rolls (3702).
  { stated: /\b(?:flat|sheets?|in the flat)\b|낱장|시트|シート|tấm/i, is: /^photographic plates and film;.*\bin the flat\b/i, isOther: /^photographic film;.*\bin rolls\b/i },
  { stated: /\brolls?\b|롤|ロール|\bcuộn\b/i, is: /^photographic film;.*\bin rolls\b/i, isOther: /^photographic plates and film;.*\bin the flat\b/i },
  // Seats with wooden or metal frames split on being upholstered (9401.61, .71) or not (.69, .79): a seat not said to be padded is not.
  // Only where the frame's material is stated: else a swivel office chair met the wooden frames of 9401.69.
  // A seat said "not upholstered" (or "unupholstered") is not, whatever its frame.
  { stated: (n) => NOT_UPHOLSTERED.test(n.clean_description) || (!UPHOLSTERED.test(n.clean_description) && n.materials.some((m) => m.group === 'wood' || m.group.startsWith('metal'))), is: /\bnot upholstered\b/, isOther: /(?<!not )\bupholstered\b/ },
  { stated: (n) => UPHOLSTERED.test(n.clean_description.replace(NOT_UPHOLSTERED_ALL, ' ')), is: /(?<!not )\bupholstered\b/, isOther: /\bnot upholstered\b/ },
  // A sofa bed or futon couch is a seat convertible into a bed (9401.41 of wood, .49 other), not the upholstered seats by their frame.
  { stated: (n) => readAs(n, ['9401']) && CONVERTIBLE_INTO_BED.test(n.clean_description), is: /\bconvertible into beds\b/, isOther: /\bframes\b/ },
  // Meat split on boneless (0201.30, 0202.30) against cuts with bone in and carcasses (0201.10/.20, 0202.10/.20).
  { stated: /\b(?:boneless|deboned|bone-?less)\b|뼈\s?없는|骨なし|không xương|rút xương/i, is: /\bboneless\b/, isOther: /\bwith bone in\b|\bcarcasses\b/ },
  // Eggs out of the shell split on dried (0408.11, .91) against fresh, cooked, frozen or otherwise preserved (0408.19, .99), and yolks apart.
  { stated: (n) => n.state === 'dried', is: /^eggs;.*\bdried\b/, isOther: /^eggs;.*\bfresh, cooked\b/ },
  { stated: (n) => n.state === 'frozen' || n.state === 'cooked' || n.state === 'fresh' || n.state === 'chilled', is: /^eggs;.*\bfresh, cooked\b/, isOther: /^eggs;.*\bdried\b/ },
  { stated: /\byolks?\b|난황|卵黄|lòng đỏ/i, is: /^eggs;.*\byolks\b/, isOther: /^eggs;.*\b(?:in shell|excluding yolks)\b/ },
  // Polyethylene splits at a specific gravity of 0.94: high-density above, low and linear low-density below.
  { stated: /\b(hdpe|high[- ]density polyethylene)\b/i, is: /\bspecific gravity of 0\.94 or more\b/, isOther: /\bspecific gravity of less than 0\.94\b/ },
  { stated: /\b(ldpe|lldpe|(?:linear )?low[- ]density polyethylene)\b/i, is: /\bspecific gravity of less than 0\.94\b/, isOther: /\bspecific gravity of 0\.94 or more\b/ },
  // Flat-rolled steel painted or coated with plastics (7210.70, 7212.40) or with zinc (7210.30-.49,
  // 7212.20-.30), not the uncoated hot- or cold-rolled sheets of 7208-7209 (whose headings say "not clad, plated or coated").
  { stated: PAINTED_STEEL, is: /\bpainted, varnished or coated with plastics\b/, isOther: anyOf(UNCOATED, /\bplated or coated with (?:tin|lead|zinc|aluminium|chromium)\b/) },
  { stated: says([GALVANIZED], [PAINTED_STEEL]), is: /\bplated or coated with zinc\b/, isOther: anyOf(UNCOATED, /\bpainted, varnished\b|\bplated or coated with (?:tin|lead|chromium)\b/) },
  // Steel plated with an aluminium-zinc alloy (7210.61, 7212.50) or with tin (7210.11-.12, 7212.10), not the zinc of 7210.4x.
  { stated: ALUMINIUM_ZINC, is: /(?<!other than )\bplated or coated with alumin(?:i?um)[- ]zinc[- ]alloys\b/, isOther: anyOf(UNCOATED, /\bplated or coated with (?:zinc|tin|lead|chromium)\b|\bother than plated or coated with alumin(?:i?um)[- ]zinc\b/) },
  { stated: TIN_PLATED, is: /\bplated or coated with tin\b/, isOther: /\bplated or coated with (?:zinc|alumin(?:i?um)|lead|chromium)\b/ },
  // Galvanised steel is hot-dipped unless said electro-galvanised (7210.41-.49, not the electrolytic
  // 7210.30), and flat unless said corrugated (7210.49, not 7210.41).
  { stated: says([GALVANIZED], [ELECTRO_GALVANIZED]), is: /\bnot electrolytically\b/, isOther: /(?<!not )\belectrolytically\b/ },
  { stated: ELECTRO_ZINC, is: /(?<!not )\belectrolytically plated or coated with zinc\b/, isOther: /\bnot electrolytically\b|\botherwise plated or coated with zinc\b/ },
  { stated: (n) => GALVANIZED.test(n.clean_description) && !saidCorrugated(n), is: /\bnot corrugated\b/, isOther: /(?<!not )\bcorrugated\b/, whole: true },
  { stated: (n) => GALVANIZED.test(n.clean_description) && saidCorrugated(n), is: /(?<!not )\bcorrugated\b/, isOther: /\bnot corrugated\b/, whole: true },
  { stated: /\bgrain[- ]oriented\b|\bcrgo\b|(?<!無)方向性|(?<!무)방향성/i, is: /(?<!other than )\bgrain-oriented\b/, isOther: /\bother than grain-oriented\b/, whole: true },
  // Kitchen tools split on working by a mechanism (8210), not the household hand tools of 8205.51.
  { stated: WORKED_BY_MECHANISM, is: /\bhand-operated mechanical appliances\b/, isOther: /\bhousehold tools\b/ },
  // Goods said to be worked by hand ("manual", "hand-operated", 手動, 수동) are none of the appliances and tools "with self-contained electric motor" (8509, 8467.2x).
  { stated: (n) => n.power_source === 'manual' || HAND_CRANKED.test(n.clean_description), is: /\bhand-operated\b/, isOther: /\bwith (?:a )?self-contained electric motor\b/ },
  // Carbon (or mild) steel is not stainless: the stainless lines (7219–7223, 7323.93, 7324.10) are another steel's.
  { stated: /\b(?:carbon|mild|black) steel\b|탄소강|炭素鋼|thép (?:carbon|cacbon)/i, is: /(?!)/, isOther: /\bstainless\b/ },
  // "Of iron or steel" and "non-alloy steel" are the nomenclature's words for steel other than stainless (7304.31 against 7304.41).
  { stated: says([/\biron or (?:non-?alloy )?steel\b|\bnon-?alloy steel\b/i], [STAINLESS]), is: NO_LINE, isOther: /\bstainless\b/ },
  // Glassware splits on use (7013): drinking glasses, stemmed (7013.22–.28) or not (7013.33–.37), against glassware
  // for the table or kitchen "(not drinking glasses)" (7013.41–.49); heat-resistant borosilicate has a line of its own there (7013.42).
  { stated: says([DRINKING_VESSEL], [MEASURING]), is: /(?<!not )\bdrinking glasses\b/, isOther: /\bnot drinking glasses\b/ },
  { stated: says([STEMMED], [STEMLESS]), is: /^stemware\b/, isOther: /\(not stemware\)/ },
  { stated: STEMLESS, is: /\(not stemware\)/, isOther: /^stemware\b/ },
  { stated: HEAT_RESISTANT_GLASS, is: /\blinear coefficient of expansion\b/, isOther: /\bof glass n\.e\.c\. in item no\. 7013\.4\b/ },
  ...polymerKinds(),
  ...preparedFruitKinds(),
  ...woodSpeciesKinds(),
  { stated: hardwoodOfNoListedKind, is: NO_LINE, isOther: CONIFEROUS_TROPICAL_OR_SPECIES, whole: true },
  { stated: (n) => WOOD_WORDS.test(n.clean_description) && temperateHardwood(n), is: NO_LINE, isOther: CONIFEROUS_OR_TROPICAL, whole: true },
  // Heading 3917's rigid tubes (3917.21-.29) are rigid as said: a tube, tubing or hose not said so (a pipe is) is
  // among the others (3917.31-.39), whatever its polymer.
  { stated: says([TUBES], [RIGID]), is: NO_LINE, isOther: /\brigid\b/ },
  // Tubes, pipes and hoses split on being with fittings or without (3917.32/.33, 4009.11/.12 to .41/.42): an assembly
  // ("hose assy", "ASM") has its end fittings on it; goods not said either way are left to the cases.
  { stated: says([TUBES, WITH_FITTINGS], [WITHOUT_FITTINGS]), is: /(?<!without )\bwith fittings\b/, isOther: /\bwithout fittings\b/ },
  { stated: says([TUBES, WITHOUT_FITTINGS]), is: /\bwithout fittings\b/, isOther: /(?<!without )\bwith fittings\b/ },
  // A computer sold without its monitor and keyboard is a processing unit (8471.50), not a system (8471.49) nor one with
  // its input and output units in its housing (8471.41).
  { stated: says([COMPUTER_BOX, NO_MONITOR]), is: /; processing units\b/, isOther: /\bpresented in the form of systems\b|\bcomprising in the same housing\b/ },
  // Hoses reinforced with textile plies or braid are 4009.31/.32's ("reinforced or otherwise combined only with textile
  // materials"), none of the unreinforced 4009.11/.12 nor the metal-reinforced 4009.21/.22.
  { stated: says([TUBES, TEXTILE_REINFORCED]), is: /\bcombined only with textile materials\b/, isOther: /\bnot reinforced\b|\bcombined only with metal\b/ },
  // Compounded unvulcanised rubber is 4005.10's only when compounded with carbon black or silica, as said; else it is
  // among the solutions, sheets or other forms of 4005.20-.99.
  { stated: (n) => !/\bcarbon[- ]?black\b|\bsilica\b|카본\s?블랙|실리카|カーボンブラック|シリカ|muội than/i.test(n.clean_description), is: NO_LINE, isOther: /\bcompounded with carbon black or silica\b/ },
  // Chapter 64 keeps sports footwear (6402.1x, 6403.1x, 6404.11) apart from other footwear ("Footwear; n.e.c. …"), and among
  // it ski-boots, cross-country ski footwear and snowboard boots (6402.12, 6403.12): goods said to be for a sport are the
  // former, and none not said to be for skiing or snowboarding are ski-boots.
  { stated: /\bsports? (?:footwear|shoes)\b|\bgolf shoes\b|\bski[- ]?boots\b|골프화|スポーツシューズ|ゴルフシューズ/i, is: /^sports footwear\b/i, isOther: /^footwear;/i },
  { stated: (n) => !/\bski|\bsnowboard|스키|스노보드|スキー|スノーボード/i.test(n.clean_description), is: NO_LINE, isOther: /\bski-boots\b/ },
  // Rice splits on how far it is husked and milled: brown rice is husked only (1006.20), not the semi- or wholly milled 1006.30.
  { stated: /\bbrown rice\b|\bhusked rice\b|\bcargo rice\b|현미|玄米|gạo lứt/i, is: /\bhusked \(brown\) rice\b/, isOther: /\brice, semi-milled or wholly milled\b|\brice in the husk\b/ },
  // Woven fabrics of synthetic filament yarn split on the filaments being textured (5407.41–.54) or not (5407.61, 5407.71–.74).
  // 5402.4x-.6x are "(not high tenacity or textured)" and "other than high tenacity or textured yarn": textured yarn is none of theirs.
  { stated: (n) => TEXTURED.test(n.clean_description) && !NOT_TEXTURED.test(n.clean_description), is: /(?<!non-|\bor |\bnot )\btextured\b/, isOther: /\bnon-textured\b|\bnot high tenacity or textured\b|\bother than high tenacity or textured\b/ },
  // Yarn said not textured is of the lines "(not high tenacity or textured)" as of the non-textured ones, none of the textured yarns'.
  { stated: NOT_TEXTURED, is: /\bnon-textured\b|\bnot high tenacity or textured\b/, isOther: /(?<!non-|\bor |\bnot )\btextured\b/, whole: true },
  // Yarn the reader names as spun, cotton, wool, silk, bast or filament yarn, and not said gimped, chenille or loop wale,
  // is none of 5606's: cases declared "Gimped yarn; YARN; ACRYLIC …" drew plain acrylic yarn there.
  { stated: (n) => isYarnHeading(n.hs_headings[0] ?? '') && !GIMPED_OR_CHENILLE.test(n.clean_description), is: NO_LINE, isOther: /\bgimped\b|\bchenille yarn\b/, whole: true },
  // Plastics' plates, sheets, film and strip split on being cellular (foamed, 3921.11–.19) or not,
  // and the non-cellular ones on being combined with other materials (3921.90, "other than
  // cellular" among heading 3921's "other" sheets) or not (3920); and all on being self-adhesive
  // (3919) or not. What the goods are not said to be, they are not.
  { stated: says([FLAT_GOODS, FOAMED]), is: /(?<!non-|other than )\bcellular\b/, isOther: /\bnon-cellular\b|\bother than cellular\b/, whole: true },
  { stated: says([FLAT_GOODS], [FOAMED, COMBINED]), is: /\bnon-cellular\b/, isOther: /(?<!non-)\bcellular\b/, whole: true },
  // Mattresses split on being of cellular rubber or plastics (foam, 9404.21) or of other materials (9404.29): a spring core is the latter.
  { stated: (n) => MATTRESS.test(n.clean_description) && FOAMED.test(n.clean_description) && !SPRUNG.test(n.clean_description), is: /\bof cellular rubber or plastics\b/, isOther: /^mattresses; of other materials\b/i },
  { stated: (n) => MATTRESS.test(n.clean_description) && SPRUNG.test(n.clean_description), is: /^mattresses; of other materials\b/i, isOther: /\bof cellular rubber or plastics\b/ },
  // Rubber mats split the same way (4016.10 of cellular rubber, 4016.91 floor coverings and mats of non-cellular): a mat not said foamed is solid.
  { stated: says([MATS, FOAMED]), is: /(?<!non-)\bof cellular rubber\b/, isOther: /\bof non-cellular rubber\b/ },
  { stated: says([MATS], [FOAMED]), is: /\bof non-cellular rubber\b/, isOther: /(?<!non-)\bof cellular rubber\b/ },
  { stated: SELF_ADHESIVE, is: /(?<!not )\bself-adhesive\b/, isOther: /\bnot self-adhesive\b/ },
  { stated: says([FLAT_GOODS], [SELF_ADHESIVE]), is: /\bnot self-adhesive\b/, isOther: /(?<!not )\bself-adhesive\b/ },
  // Electric watches split on their display (9101.11/.19, 9102.11/.12/.19): hands are a mechanical display, digits an opto-electronic one.
  { stated: ANALOG_DISPLAY, is: /\bmechanical display only\b/, isOther: /\bopto-electronic display only\b/ },
  { stated: DIGITAL_DISPLAY, is: /\bopto-electronic display only\b/, isOther: /\bmechanical display only\b/ },
  // A quartz watch not said to be digital has hands: the digital ones say so ("digital", "LCD").
  { stated: says([/\bquartz\b|クオーツ|쿼츠/i], [DIGITAL_DISPLAY, ANALOG_DISPLAY, /\bsmart ?watch/i]), is: /\bmechanical display only\b/, isOther: /\bopto-electronic display only\b/ },
  // Fixed vegetable oils (1507-1515) and petroleum oils (2709, 2710) split on being crude or not ("other than crude, whether or not refined").
  // Virgin and cold-pressed oils are crude, not refined (1513.11, 1512.11), where the oil's heading splits so; virgin olive oil has lines of its own (1509.20-.40).
  { stated: (n) => VIRGIN_OIL.test(n.clean_description) && OIL_WITH_CRUDE_LINE.test(n.clean_description), is: /(?<!other than |not )\bcrude\b/, isOther: /\b(?:other than|not) crude\b/, whole: true },
  { stated: (n) => CRUDE.test(n.clean_description) && !FAT_WITHOUT_CRUDE_LINE.test(n.clean_description), is: /(?<!other than |not )\bcrude\b/, isOther: /\b(?:other than|not) crude\b/, whole: true },
  { stated: REFINED, is: /\brefined\b|\bnot crude\b/, isOther: /(?<!other than |not )\bcrude\b/ },
  // Pile knits split on their pile: long pile (6001.10), as faux fur and shaggy plush are made, or looped and cut pile.
  { stated: /\blong[- ]pile\b|\bshaggy\b|\b(?:faux|fake|artificial) fur fabrics?\b|인조모피 원단|フェイクファー生地|vải lông giả/i, is: /\blong pile\b/, isOther: NO_LINE },
  // Live animals split on being pure-bred breeding animals (0101.21, 0102.21, 0102.31, 0103.10, 0104.x) or other.
  { stated: /\bpure-?bred\b|\bpurebred\b|순종|純粋種|純血種|thuần chủng/i, is: /(?<!other than )\bpure-bred breeding animals\b/, isOther: /\bother than pure-bred\b/, whole: true },
  // Chocolate in bars splits on being filled (1806.31) or not (1806.32); "충전" names a filling only in chocolate, elsewhere charging.
  { stated: (n) => n.hs_headings[0] === '1806' && FILLED.test(n.clean_description), is: /(?<!not )\bfilled\b/, isOther: /\bnot filled\b/, whole: true },
  // Photographic plates and film split on being in the flat (3701) or in rolls (3702).
  { stated: (n) => photographicFilm(n) && IN_THE_FLAT.test(n.clean_description), is: /\bin the flat\b/, isOther: /\bin rolls\b/ },
  { stated: (n) => photographicFilm(n) && IN_ROLLS.test(n.clean_description), is: /\bin rolls\b/, isOther: /\bin the flat\b/ },
  // Aluminium and copper profiles split on being hollow (7604.21, 7604.10) or not.
  { stated: /(?<!\bnot |\bnon-)\bhollow\b|(?<!비\s?)중공(?!\s?(?:이\s?)?아닌)|中空(?!でない)|(?<!không )\brỗng\b/i, is: /(?<!other than )\bhollow profiles\b/, isOther: /\bother than hollow\b/, whole: true },
  // Profiles said not hollow ("중공 아닌 것", "non-hollow") are none of the hollow profiles' lines; their own "other than hollow" sits in an exclusion.
  { stated: /\b(?:not|non)[- ]hollow\b|중공\s?(?:이\s?)?아닌|中空でない|không rỗng/i, is: NO_LINE, isOther: /(?<!other than )\bhollow profiles\b/, whole: true },
  // Said not hollow ("non-hollow", Korean "비중공"): the bars, rods and profiles other than hollow ones (7604.29).
  { stated: /\bnon-?hollow\b|\bnot hollow\b|비중공|中空でない|không rỗng/i, is: /\bbars, rods and profiles\b/, isOther: /\bhollow profiles\b/ },
  // Welded tubes split on their cross-section: circular (7306.30-.50) or square and rectangular (7306.61).
  { stated: (n) => /^730[456]$/.test(n.hs_headings[0] ?? '') && /\bcircular\b|\bround\b|원형|円形|tròn/i.test(n.clean_description), is: /\bof circular cross-section\b/, isOther: /\bof (?:square or rectangular|non-circular) cross-section\b|\bother than of circular\b/ },
  // Metals in ingots or pigs or said unwrought are none of their heading's articles, waste or powders "n.e.c." (8104.90
  // against 8104.11). Only that: a second kind agreeing on top of "not alloyed" misled the learned ranking (tin 8001.10).
  { stated: (n) => ofOneBaseMetal(n.hs_headings[0] ?? '') && UNWROUGHT.test(n.clean_description), is: NO_LINE, isOther: /\barticles n\.e\.c\.|\bwaste and scrap\b|\bpowders\b/ },
  // Unwrought lead splits on being refined (7801.10) or not.
  { stated: /\brefined lead\b|\blead,? refined\b|정제\s?(?:연|납)|精製鉛|chì tinh luyện/i, is: /^lead; unwrought, refined\b/i, isOther: /^lead; unwrought, unrefined\b/i },
  // Compressors of a kind used in refrigerating equipment (fridges, freezers, air conditioners) have their own line (8414.30).
  { stated: (n) => COMPRESSOR.test(n.product_type ?? n.clean_description) && COLD.test(n.clean_description), is: /\bused in refrigerating equipment\b/, isOther: NO_LINE },
  // A refrigerator or freezer named with its compressor ("máy nén inverter") is the appliance, not 8414.30's compressor.
  { stated: (n) => REFRIGERATOR_GOODS.test(n.product_type ?? ''), is: NO_LINE, isOther: /^compressors; of a kind used in refrigerating equipment\b/ },
  // A compressor for a refrigerator, an air conditioner or a refrigerant ("R600a", "冷媒") compresses that refrigerant: 8414.30's
  // compressor of a kind used in refrigerating equipment, not the air or gas compressors of 8414.80 however it is driven.
  { stated: (n) => COMPRESSOR.test(n.clean_description) && !PARTS_NAMED.test(n.product_type ?? '') && (COLD.test(n.clean_description) || REFRIGERANT.test(n.clean_description) || /\bA\/C\b/.test(n.clean_description)), is: /\bcompressors; of a kind used in refrigerating equipment\b/i, isOther: /^pumps and compressors; for air, vacuum or gas\b|^compressors; air compressors mounted\b/i },
  // A compressor so named (not "parts of air compressor") is the machine, none of the parts lines of 8414.90 or 8415.90.
  { stated: (n) => COMPRESSOR.test(n.product_type ?? '') && !PARTS_NAMED.test(n.product_type ?? '') && COLD.test(n.clean_description), is: NO_LINE, isOther: /^(?:pumps and compressors|air conditioning machines);.*\bparts\b/i },
  // An air conditioner so named, with no part of one in the words ("Portable Air Conditioner 10000 BTU"), is the machine:
  // 8415.90's evaporator coils share its words, not its kind.
  { stated: (n) => AIR_CONDITIONER_NAMED.test(n.product_type ?? '') && !PARTS_NAMED.test(n.clean_description) && !AIR_CONDITIONER_PART.test(withoutWholeSystemWords(n.clean_description)), is: NO_LINE, isOther: /^air conditioning machines;.*\bparts\b/i },
  // A part named with the air conditioner it serves ("Air conditioner evaporator") is 8415.90's, not a part of the
  // refrigerating equipment of 8418.99, where an evaporator or condenser alone would go; nor is the machine 8418.61's or .69's.
  { stated: (n) => AIR_CONDITIONER.test(n.clean_description) && !REFRIGERATING.test(n.clean_description), is: NO_LINE, isOther: /^refrigerating or freezing equipment; (?:parts|n\.e\.c\.)|^heat pumps; other than air conditioning machines\b/i, whole: true },
  // An air conditioner said to cool only ("냉방 전용", "1 chiều") has no valve reversing its cycle: no heat pump of 8415.81,
  // whatever "cooling" shares with that line's "cooling/heat cycle".
  { stated: (n) => n.hs_headings[0] === '8415' && COOLING_ONLY.test(n.clean_description), is: NO_LINE, isOther: /\bvalve for reversal\b/ },
  // Ceramic tiles split on their water absorption: not over 0.5 % (6907.21), up to 10 % (6907.22), over (6907.23).
  { stated: LOW_ABSORPTION, is: /\bwater absorption coefficient by weight not over 0\.5%/, isOther: /\bwater absorption coefficient by weight over (?:0\.5|10)%/ },
  { stated: MID_ABSORPTION, is: /\bwater absorption coefficient by weight over 0\.5% but not over 10%/, isOther: /\bwater absorption coefficient by weight (?:not over 0\.5|over 10)%/ },
  { stated: HIGH_ABSORPTION, is: /\bwater absorption coefficient by weight over 10%/, isOther: /\bwater absorption coefficient by weight (?:not over 0\.5|over 0\.5% but not over 10)%/ },
  // Portland cement splits on being white (2523.21) or not.
  { stated: /(?<!\bnot )\bwhite (?:portland )?cement\b|백색\s?(?:포틀랜드\s?)?시멘트(?!\s?(?:아님|아닌))|白色(?:ポルトランド)?セメント|xi măng trắng/i, is: /\bportland, white\b/i, isOther: NO_LINE },
  { stated: /\b(?:grey|gray|ordinary) (?:portland )?cement\b|\bnot white\b|회색\s?(?:포틀랜드\s?)?시멘트|普通ポルトランドセメント|xi măng xám/i, is: NO_LINE, isOther: /\bportland, white\b/i },
  // Glass mirrors split on being framed (7009.92) or not (7009.91): mirror glass in sheets is unframed.
  { stated: /\bunframed\b|\bframeless\b|\bwithout (?:a )?frame\b|\bmirror glass sheets?\b|chưa có khung|không khung|khong khung|フレームなし|枠なし|무프레임|프레임 없는/i, is: /^glass mirrors; unframed\b/i, isOther: /^glass mirrors; framed\b/i },
  // Float glass with a low-E, reflective or other coating is 7005.10, apart from the clear and tinted sheets.
  { stated: (n) => (n.hs_headings[0] ?? '') === '7005' && /\blow[- ]?e\b|\breflective\b|(?<!\bun|\bnon-|\bnot )\bcoated\b|phản quang|(?<!không |khong |chưa )phủ lớp|phản xạ|熱線反射|로이|반사/i.test(n.clean_description), is: /\bhaving an absorbent,? reflecting or non-reflecting layer\b/, isOther: NO_LINE },
  // Cutlery plated with silver or gold is 8215.91 (or 8215.10 in sets), apart from the rest (8215.99).
  { stated: (n) => (n.hs_headings[0] ?? '') === '8215' && /\b(?:silver|gold)[- ]plated\b|\bsilverplated\b|\bEPNS\b|mạ bạc|mạ vàng|銀メッキ|金メッキ|은도금|금도금/i.test(n.clean_description), is: /\bplated with precious metal\b/, isOther: /\bother than plated with precious metal\b/ },
  // Umbrellas split on having a telescopic (folding) shaft (6601.91) or not.
  { stated: /(?<!non-?)\btelescopic\b|\bfolding umbrellas?\b|\bcompact umbrellas?\b|접이식 ?우산|접는 ?우산|신축식|[23]단 ?우산|折りたたみ傘|折り畳み傘|ô gấp/i, is: /\bhaving a telescopic shaft\b/, isOther: NO_LINE },
  { stated: /\bnon-?telescopic\b|\bstraight umbrellas?\b|\bstick umbrellas?\b|장우산|長傘|ô cán dài/i, is: NO_LINE, isOther: /\bhaving a telescopic shaft\b/ },
  // "Sports footwear" of 6402.1x and 6403.1x is only footwear with spikes, studs or the like and skating, ski, snowboard, wrestling,
  // boxing or cycling boots (Chapter 64 subheading note 1): sneakers, trainers and running shoes are not, whose textile uppers
  // alone make them the training shoes of 6404.11.
  { stated: (n) => CASUAL_SPORTS_SHOES.test(n.product_type ?? '') && !SPORTS_FITTED.test(n.clean_description), is: NO_LINE, isOther: /^sports footwear;(?!.*\buppers of textile)/i },
  // Boots, sandals, slippers, heels and the like are no athletic footwear: none of them is a tennis, gym or training shoe of 6404.11
  // (ski, snowboard and football boots, in the name the reader gives them too, are the sports footwear of their own lines).
  { stated: (n) => NOT_ATHLETIC_FOOTWEAR.test(n.product_type ?? '') && !SPORTS_FITTED.test(`${n.product_type} ${n.clean_description}`), is: NO_LINE, isOther: /^sports footwear;/i },
  // A speaker with two or more drivers in its enclosure ("Dual Drivers", "woofer and tweeter") is 8518.22's multiple loudspeakers.
  { stated: /\b(?:dual|twin|triple|multiple)[\s-](?:full[\s-]range[\s-])?(?:drivers|speakers|woofers|loudspeakers)\b|\bwoofer and tweeter\b|\b(?:woofers?|subwoofer) (?:and|\+|&) tweeters?\b|듀얼 ?드라이버|デュアルドライバー|loa kép/i, is: /\bmultiple, mounted in the same enclosure\b/i, isOther: /\bsingle, mounted in their enclosures\b/i },
  // LED strip (tape) lights are luminaires of 9405.42, no lighting strings of a kind used for Christmas trees.
  { stated: /\bstrip lights?\b|\bled strips?\b|\btape lights?\b|\blight strips?\b|LED ?스트립|LEDテープ|テープライト|đèn led dây dán/i, is: NO_LINE, isOther: /\blighting strings of a kind used for christmas trees\b/i },
  // Plasterboard faced with paper only is 6809.11; a car's or a motorcycle's engine air filter is 8421.31's intake air filter.
  { stated: /\bpaper[- ]faced\b|\bfaced with paper\b|phủ giấy|종이로[^;,]*피복|紙張り|紙で被覆/i, is: /(?<!other than )\bfaced or reinforced with paper or paperboard only\b/i, isOther: NO_LINE },
  // An air filter for an engine, or one a vehicle or mower takes (a car's "エアクリーナー", "에어크리너", "lọc gió xe"), is an intake
  // air filter (8421.31), none of 8421.39's "other than intake air filters".
  { stated: (n) => AIR_FILTER.test(n.clean_description) && (ENGINE_WORDS.test(n.clean_description) || ENGINE_INTAKE.test(n.clean_description)) && !CABIN_FILTER.test(n.clean_description), is: /(?<!other than )\bintake air filters for internal combustion engines\b/i, isOther: /\bother than intake air filters\b/i, whole: true },
  // Industrial robots that lift, handle, load or unload are 8428.70; 8479.50 holds the others (Section XVI, HS 2022).
  { stated: (n) => ROBOT.test(n.clean_description) && HANDLING.test(n.clean_description), is: /^industrial robots$/i, isOther: /\bindustrial robots, n\.e\.c\./i },
  // Appliances said industrial are machines of chapter 84 (8419.81, 8438, 8418.50), none of the domestic lines of 8509, 8516 and 8418.
  // A restaurant's ("업소용", "commercial") is still of the kind used in homes: a 10-person rice cooker is 8516.60.
  { stated: /\bindustrial\b(?![- ](?:grade|quality|style)\b)|산업용|공업용|産業用|dùng trong công nghiệp/i, is: NO_LINE, isOther: /\belectro-mechanical domestic appliances\b|\bof a kind used for domestic purposes\b|\bused for domestic purposes\b|\bhousehold type\b/i },
  // Peanuts so said are the raw ground-nuts of 1202, none of 2008.11's prepared ones ("落花生" holds the 生 that says raw elsewhere).
  { stated: (n) => n.state !== 'prepared' && PEANUTS.test(n.clean_description) && RAW_NUTS.test(n.clean_description.replace(/落花生/g, '')) && !PREPARED_NUTS.test(n.clean_description), is: /^ground-nuts;.*\bnot roasted or otherwise cooked\b/i, isOther: /^nuts; ground-nuts\b/i },
  // A resin the reader names (3901-3914) is in primary forms whatever its use ("FOR INJECTION MOULDING"): the moulds and machines it serves are no kind of it.
  { stated: (n) => PRIMARY_FORM_HEADING.test(productConcept(n.product_type)?.headings[0] ?? '') && PRIMARY_FORM_WORDS.test(n.clean_description), is: /\bin primary forms\b/, isOther: NO_LINE },
  // Nuts said raw, in shell or shelled, and neither roasted nor otherwise prepared, are the fresh or dried nuts of 0801/0802, none of 2008's.
  { stated: (n) => RAW_NUT_HEADINGS.test(n.hs_headings[0] ?? '') && n.state !== 'prepared' && RAW_NUTS.test(n.clean_description) && !PREPARED_NUTS.test(n.clean_description), is: /^nuts, edible;.*\bfresh or dried\b/i, isOther: /^nuts(?:; ground-nuts\b| and other seeds;)/i },
  // Machine tools split on being numerically controlled (CNC, NC) or not (8456-8463).
  // The other lines' "other than numerically controlled" is an exclusion the kept text drops: read on the whole line.
  { stated: (n) => NC_SAID.test(n.clean_description) && !NOT_NC.test(n.clean_description), is: /(?<!other than |not )\bnumerically controlled\b/i, isOther: /\b(?:other than|not) numerically controlled\b/i, whole: true },
  // A drilling machine or drill press is one of 8459's drilling lines, none of the machining centres or lathes.
  { stated: (n) => /\bdrill(?:ing)? (?:machines?|press(?:es)?)\b/i.test(n.product_type ?? ''), is: /\bfor drilling\b/, isOther: NO_LINE },
  // A manual lathe, or a machine said not numerically controlled: the "other than numerically controlled" lines (their words an
  // exclusion the kept text drops, so only the controlled lines are named, as the other side).
  { stated: (n) => NOT_NC.test(n.clean_description) || (LATHE.test(n.clean_description) && /\bmanual\b|\bconventional\b|범용|汎用|\bthủ công\b/i.test(n.clean_description) && !/\bcnc\b/i.test(n.clean_description)), is: NO_LINE, isOther: /(?<!other than |not )\bnumerically controlled\b/i },
  // Lathes split on being horizontal (8458.1x) or not (8458.9x).
  { stated: (n) => LATHE.test(n.clean_description) && /\bhorizontal\b|수평|横形|\bngang\b/i.test(n.clean_description), is: /\bhorizontal\b/i, isOther: NO_LINE },
  { stated: (n) => LATHE.test(n.clean_description) && /\bvertical\b|수직|立形|\bđứng\b/i.test(n.clean_description), is: NO_LINE, isOther: /^lathes; for removing metal, horizontal\b/i },
  // Ball-point pens not said to be refills are none of 9608.60's refills of ball point and ink reservoir.
  { stated: (n) => !PEN_REFILL.test(n.clean_description), is: NO_LINE, isOther: /\bball-point, refills\b/i },
  // Pasta said to be egg-free is none of 1902.11's "containing eggs".
  { stated: /\begg[- ]free\b|\b(?:no|without) eggs?\b|\beggless\b|卵不使用|계란 미함유|không (?:có )?trứng/i, is: NO_LINE, isOther: /^food preparations; pasta, containing eggs\b/i },
  // Football boots, spiked shoes and the like are that sports footwear, whether or not their shaft covers the ankle.
  { stated: (n) => n.hs_headings[0]?.startsWith('64') === true && SPORTS_FITTED.test(n.clean_description), is: /^sports footwear;/i, isOther: /\bn\.e\.c\. in heading no\. 640[2-5]\b/i },
  // Jewellery said gold or silver plated, on no precious base (sterling, 925, solid gold), is base metal plated: imitation jewellery
  // of 7117 ("whether or not plated with precious metal"), none of the jewellery of silver or precious metal of 7113.11 and .19.
  { stated: says([PRECIOUS_PLATED], [PRECIOUS_BASE]), is: NO_LINE, isOther: /^jewellery; of (?:silver|precious metal)\b/i },
  // Milk splits on its fat: whole milk is none of the lines of at most 1 or 1.5 % (0401.10, 0402.10), skimmed milk none above.
  { stated: says([WHOLE_MILK], [SKIMMED_MILK]), is: NO_LINE, isOther: /^dairy produce;.*\bnot exceeding 1(?:\.5)?% \(by weight\)$|^dairy produce;.*\bby weight, not exceeding 1%$/i },
  { stated: says([SKIMMED_MILK], [WHOLE_MILK]), is: NO_LINE, isOther: /^dairy produce;.*(?<!not )\bexceeding (?:1(?:\.5)?|6|10)%/i },
  // Milk in powder (분유, 粉乳) is none of 0402's lines "other than in powder"; milk sold by the litre none of its powders.
  { stated: (n) => MILK_POWDER.test(n.clean_description), is: NO_LINE, isOther: /^dairy produce;.*\bother than in powder, granules or other solid forms\b/i, whole: true },
  { stated: (n) => soldAsDrink(n.clean_description) && !MILK_POWDER.test(n.clean_description), is: NO_LINE, isOther: /^dairy produce;.*(?<!other than )\bin powder, granules or other solid forms\b/i, whole: true },
  // Milk and cream said sweetened are 0402's "containing added sugar or other sweetening matter", none of 0401's "not containing" lines.
  { stated: says([SWEETENED], [UNSWEETENED]), is: /(?<!not )\bcontaining added sugar or other sweetening matter\b/, isOther: /\bnot containing added sugar or other sweetening matter\b/ },
  // Said unsweetened, the goods are none of the lines "containing added sugar" alone (1806.10, 0402.29): 0402.10 takes both.
  { stated: says([UNSWEETENED], [SWEETENED]), is: /(?<!whether or )\bnot containing added sugar or other sweetening matter\b/, isOther: /(?<!not |concentrated or )\bcontaining added sugar or other sweetening matter\b(?! or flavoured)/ },
  // Gas pocket lighters split on being refillable (9613.20) or not (9613.10): disposable ones are not.
  { stated: NON_REFILLABLE, is: /\bnon-refillable\b/, isOther: /(?<!non-)\brefillable\b/ },
  { stated: says([/(?<!non-?|not )\brefillable\b|nạp (?:lại )?ga|충전식 ?라이터|注入式|ガス注入/i], [NON_REFILLABLE]), is: /(?<!non-)\brefillable\b/, isOther: /\bnon-refillable\b/ },
  // Tanned bovine hides split on being full grains, unsplit, or grain splits (4104.11, 4104.41) or not.
  { stated: /\bfull[- ]grains?\b|\bgrain splits?\b|\bunsplit\b|풀그레인|은면|銀面|da cật/i, is: /(?<!excluding )\bfull grains, unsplit\b/, isOther: /\bexcluding full grains\b|\bother than full grains\b/, whole: true },
  // Tubes and hoses said reinforced are none of the lines "not reinforced or otherwise combined with other materials" (3917.32/.33, 4009.11/.12).
  { stated: /(?<!\bnot |\bun|\bnon-)\breinforced\b|(?<!비)보강(?!\s?(?:을|를)?\s?(?:하지|되지)\s?않)|(?<!非|無)補強(?!(?:して)?(?:いない|なし))|(?<!không |chưa )gia (?:cường|cố)/i, is: NO_LINE, isOther: /\bnot reinforced\b/, whole: true },
  // Insulated conductors split on being fitted with connectors (8544.42) or not (8544.49).
  // Wiring harnesses for vehicles have their own line (8544.30), connectors or not.
  { stated: (n) => WITH_CONNECTORS.test(n.clean_description) && !HARNESS.test(n.clean_description), is: /(?<!not )\bfitted with connectors\b/, isOther: /\bnot fitted with connectors\b/, whole: true },
  // A USB, Lightning or HDMI cable, or a charging cable, ends in its plugs: copper conductors fitted with connectors (8544.42),
  // neither bare cable nor optical fibre (8544.70) unless said to be of fibre.
  { stated: (n) => PLUGGED_CABLE.test(n.clean_description) && !OPTICAL_FIBRE.test(n.clean_description), is: /(?<!not )\bfitted with connectors\b/, isOther: /\bnot fitted with connectors\b|\boptical fibre cables\b/, whole: true },
  { stated: (n) => HARNESS.test(n.clean_description) && (ENGINE_FOR_VEHICLES.test(n.clean_description) || HARNESS_CRAFT.test(n.clean_description)), is: /\bwiring sets of a kind used in vehicles\b/, isOther: /\bfitted with connectors\b|\bwinding wire\b/ },
  // Garments of coated fabric or faux leather, read so (read/headings.ts coatedGarment), are 6113's or 6210's, made up of the fabrics of 5903 to 5907,
  // not the plain garments of their chapter that name them by kind and wearer.
  { stated: (n) => readAs(n, COATED_GARMENT_HEADINGS), is: /\bfabrics of heading no\. (?:5602, 5603, )?5903\b|\bof felt or non-wovens\b/, isOther: /\bknitted or crocheted\b/ },
  // Wigs split on their hair: synthetic fibre (6704.11/.19) or human hair (6704.20); "heat resistant fibre", "not human hair" are the synthetic.
  { stated: (n) => readAsWig(n) && SYNTHETIC_HAIR.test(n.clean_description), is: /\bof synthetic textile materials\b/, isOther: /\bof human hair\b/ },
  { stated: (n) => readAsWig(n) && HUMAN_HAIR.test(n.clean_description) && !SYNTHETIC_HAIR.test(n.clean_description), is: /\bof human hair\b/, isOther: /\bof synthetic textile materials\b/ },
  { stated: (n) => readAsWig(n) && ANIMAL_HAIR.test(n.clean_description) && !SYNTHETIC_HAIR.test(n.clean_description), is: /\bof animal hair\b/, isOther: /\bof synthetic textile materials\b|\bof human hair\b/ },
  // A wig is a complete one (6704.11) unless it is a piece: extensions, toppers, ponytails, bangs, lashes and beards are 6704.19's "switches and the like".
  { stated: (n) => readAsWig(n) && WIG.test(n.clean_description) && !HAIR_PIECE.test(n.clean_description), is: /\bwigs; complete\b/, isOther: /^false beards\b/i },
  { stated: (n) => readAsWig(n) && HAIR_PIECE.test(n.clean_description), is: /^false beards\b/i, isOther: /\bwigs; complete\b/ },
  // Medicaments split on being put up in measured doses or for retail sale (3004) or not (3003): bulk powder is not.
  { stated: /\bnot (?:put up )?in measured doses\b|\bin bulk\b/i, is: NO_LINE, isOther: /(?<!not )\bput up in measured doses\b/, whole: true },
  // Caffeine, codeine, nicotine and the other alkaloids of 2939 make a medicament one "containing alkaloids" (3004.4x, 3003.4x),
  // out of 3004.90's "n.e.c." and 3003.90's "not containing … alkaloids": a paracetamol and caffeine tablet is 3004.49.
  { stated: ALKALOIDS_NAMED, is: /^medicaments; containing alkaloids\b/i, isOther: /^medicaments; (?:consisting of mixed or unmixed products n\.e\.c\.|\(not containing antibiotics, hormones, alkaloids)/i, whole: true },
  // Juice of one fruit is that fruit's line of 2009 (orange 2009.1x, pineapple .4x, grape .6x …), none of the mixtures' (2009.90) or another fruit's.
  ...JUICE_FRUITS.map(([, line]): StatedKind => ({ stated: (n) => juiceFruitLine(n) === line, is: line, isOther: /^juices?;/i })),
  // Cutlery plated with precious metal has lines of its own (8215.10, .91); unplated cutlery none of them. Two kinds of article or more
  // make a set of assorted articles (8215.10, .20).
  { stated: (n) => readAs(n, ['8215']) && PLATED_CUTLERY.test(n.clean_description) && !UNPLATED_CUTLERY.test(n.clean_description), is: /(?<!not )\bplated with precious metal\b/i, isOther: /\bnot plated with precious metal\b/i },
  { stated: (n) => readAs(n, ['8215']) && cutleryKindsNamed(n) >= 2, is: /\bsets of assorted articles\b/i, isOther: /\bnot in sets\b|^cutlery; other than plated\b/i, whole: true },
  // Plated pieces of one kind ("silver plated teaspoons, set of 6") are no set of assorted articles.
  { stated: (n) => readAs(n, ['8215']) && cutleryKindsNamed(n) === 1 && PLATED_CUTLERY.test(n.clean_description) && !UNPLATED_CUTLERY.test(n.clean_description), is: NO_LINE, isOther: /\bsets of assorted articles\b/i },
  // Amoxicillin and the other penicillins make a medicament 3004.10's (3003.10 in bulk); cephalosporins, macrolides, tetracyclines and
  // fusidic acid the other antibiotics' (3004.20); vitamins 3004.50's; artemether and the other antimalarials of subheading note 2 3004.60's.
  { stated: (n) => readAsMedicament(n) && PENICILLINS_NAMED.test(activePrinciples(n)), is: /\bcontaining penicillins\b/i, isOther: /^medicaments; containing antibiotics\b|^medicaments; containing vitamins\b/i, whole: true },
  { stated: (n) => readAsMedicament(n) && OTHER_ANTIBIOTICS_NAMED.test(activePrinciples(n)) && !PENICILLINS_NAMED.test(activePrinciples(n)), is: /^medicaments; containing antibiotics\b/i, isOther: /\bcontaining penicillins\b|^medicaments; containing vitamins\b/i, whole: true },
  { stated: (n) => readAsMedicament(n) && (PENICILLINS_NAMED.test(activePrinciples(n)) || OTHER_ANTIBIOTICS_NAMED.test(activePrinciples(n))), is: NO_LINE, isOther: MEDICAMENT_NEC, whole: true },
  { stated: (n) => readAsMedicament(n) && VITAMINS_NAMED.test(activePrinciples(n)) && !PENICILLINS_NAMED.test(activePrinciples(n)) && !OTHER_ANTIBIOTICS_NAMED.test(activePrinciples(n)), is: /^medicaments; containing vitamins\b/i, isOther: MEDICAMENT_NEC, whole: true },
  { stated: (n) => readAsMedicament(n) && ANTIMALARIALS_NAMED.test(activePrinciples(n)), is: /\bcontaining antimalarial active principles\b/i, isOther: MEDICAMENT_NEC, whole: true },
  // The ephedrines have lines of their own (3004.41-.43), which no other alkaloid meets.
  { stated: (n) => ALKALOIDS_NAMED.test(n.clean_description) && !EPHEDRINES.test(n.clean_description), is: NO_LINE, isOther: /\bcontaining (?:ephedrine|pseudoephedrine \(INN\)|norephedrine) or its salts\b/i, whole: true },
  // Paints and varnishes split on their medium: aqueous (3209) or not (3208).
  { stated: /\bwater[- ]based\b|\baqueous\b(?<!non-aqueous)|\bwater[- ]borne\b|\blatex paint\b|수성|水性|gốc nước/i, is: /(?<!non-)\baqueous medium\b/, isOther: /\bnon-aqueous medium\b/ },
  { stated: /\bsolvent[- ](?:based|borne)\b|\bnon-aqueous\b|\boil[- ]based\b|유성|용제형|油性|溶剤(?:系|形)|gốc (?:dung môi|dầu)/i, is: /\bnon-aqueous medium\b/, isOther: /(?<!non-)\baqueous medium\b/ },
  // Seeds for sowing have lines of their own (1001.11, 1201.10, 1005.10 …), out of the "other than seed" ones.
  { stated: SOWING, is: /[;,] seed\b/i, isOther: /\bother than seed\b/i, whole: true },
  { stated: NOT_SOWING, is: NO_LINE, isOther: /[;,] seed\b/i },
  // Primary cells split on their chemistry: a lithium coin cell is 8506.50's, out of the "other than … lithium" cells of 8506.80.
  { stated: /\blithium\b|리튬|リチウム|\bliti\b/i, is: /\blithium\b/, isOther: NO_LINE },
  // Tyres and inner tubes split on the vehicle they are of a kind used on: a bicycle's (4011.50, 4013.20) or a motor car's (4011.10, 4013.10).
  { stated: BICYCLE, is: /\bof a kind used on bicycles\b/, isOther: /\bof a kind used on (?:motor ?cars|motorcycles)\b/ },
  // Valves for pneumatic or hydraulic power (a cylinder's directional control valve, "5/2 way", "4WE6") are 8481.20's, out of the
  // catch-all for pipes and tanks (8481.80).
  { stated: (n) => POWER_VALVE.test(n.clean_description) && !POWER_ACTUATED.test(n.clean_description), is: /\bvalves; for oleohydraulic or pneumatic transmissions\b/i, isOther: /\bvalves and similar appliances; for pipes, boiler shells\b/i },
  // A camera's screw-in filter (UV, ND, polarising) is a mounted filter (9002.20), no objective lens (9002.11).
  { stated: /\b(?:uv|nd\d*|cpl|polari[sz](?:ing|er)|protection|lens|camera) filters?\b|レンズフィルター|(?:UV|ND|PL)\s?フィルター|렌즈\s?필터|(?:UV|ND|CPL)\s?필터|kính lọc|filter (?:lens|ống kính)/i, is: /^filters; mounted\b/i, isOther: /^lenses; objective\b/i },
  // Drill bits for metal, wood or plastics are 8207.50's "tools for drilling (other than rock)", no rock drilling tools of 8207.1x.
  { stated: (n) => DRILL_BIT.test(n.clean_description) && !ROCK_DRILLING.test(n.clean_description), is: /\btools for drilling\b/, isOther: /\brock drilling or earth boring tools\b/ },
  // Two-way and three-way speakers (a woofer and a tweeter in one cabinet) are multiple loudspeakers in the same enclosure (8518.22).
  { stated: /\b[23][- ]way\b|\bwoofer\b[^,;]{0,20}\btweeter\b|\btweeter\b[^,;]{0,20}\bwoofer\b|우퍼\s?\+?\s?트위터|ウーファー\s?[＋+]\s?ツイーター|[23]ウェイ|[23]웨이|[23] đường tiếng|\b[2-4] củ loa\b/i, is: /^loudspeakers; multiple\b/i, isOther: /^loudspeakers; single\b/i },
  // Elbows, tees and couplings of plastics are fittings (3917.40), no tubes of 3917.2x-.3x.
  { stated: (n) => PIPE_FITTING.test(n.clean_description) && !TUBES_NAMED.test(n.clean_description), is: /\btube, pipe and hose fittings\b/, isOther: /^plastics; tubes, pipes and hoses\b/i },
  // Household, dishwashing and cleaning gloves, or gloves said not to be medical, are 4015.19's, none of the medical kind (4015.12).
  { stated: /\b(?:household|dishwashing|dish washing|kitchen|cleaning|utility|gardening)\b[^,;]{0,20}\bgloves?\b|\bnot (?:for )?(?:medical|surgical)\b|가정용\s?고무장갑|주방\s?장갑|의료용[^,;]{0,6}아닌|炊事用?手袋|家庭用手袋|găng tay (?:rửa bát|cao su gia dụng)/i, is: NO_LINE, isOther: /\bof a kind used for medical, surgical\b/ },
  // Printing ink said black ("墨", "흑색") is 3215.11's, other colours 3215.19's.
  { stated: (n) => PRINTING_INK.test(n.clean_description) && /\bblack\b|흑색|검정|墨(?!汁)|ブラック|\bđen\b/i.test(n.clean_description), is: /^ink; for printing, black\b/i, isOther: /^ink; for printing, other than black\b/i },
  // Cut flowers said fresh (생화, 生花, hoa tươi) are none of 0603.90's dried, dyed or otherwise prepared; roses are 0603.11's.
  { stated: (n) => FRESH_FLOWERS.test(n.clean_description) && !PRESERVED_FLOWERS.test(n.clean_description), is: NO_LINE, isOther: /\bflowers, cut;.*\bdried, dyed, bleached, impregnated or otherwise prepared\b/i },
  { stated: (n) => /\broses?\b|장미|バラ|ローズ|薔薇|\bhoa hồng\b/i.test(n.clean_description) && !PRESERVED_FLOWERS.test(n.clean_description), is: /^flowers, cut; roses\b/i, isOther: /^flowers, cut; (?:carnations|orchids|chrysanthemums|lilies)\b|\bother than roses\b/i, whole: true },
  // Wool tops are combed wool in slivers, not in fragments (5105.29, against the noils and fragments of 5105.21).
  { stated: /\b(?:wool )?tops\b|\bnot in fragments\b|톱\s?\(?wool tops|ウールトップ/i, is: NO_LINE, isOther: /\bcombed wool, in fragments\b/i },
  // Metal powders have lines of their own (8101.10, 7504, 7603, 8105.20 …): a powder of the metal is none of its articles n.e.c.
  { stated: (n) => METAL_POWDER.test(n.clean_description) && /^metal/.test(n.materials[0]?.group ?? ''), is: /\bpowders?\b/i, isOther: /;\s*articles n\.e\.c\. in heading\b/i },
  // Replacement heads and blades of electric shavers and clippers are their parts (8510.90), no knives for machines of 8208.
  { stated: SHAVER_BLADES, is: /^shavers and hair clippers; parts\b/i, isOther: /^tools; knives and cutting blades\b/i },
  // Coated printing paper not said to be kraft is 4810.1x-.2x's, none of the kraft paper of 4810.3x.
  { stated: (n) => COATED_PRINTING_PAPER.test(n.clean_description) && !KRAFT.test(n.clean_description), is: NO_LINE, isOther: /^kraft paper and paperboard\b/i },
  // Tuna, sardines and the like in chunks, pieces or loins are whole or in pieces (1604.1x), none of the minced fish of 1604.20.
  { stated: (n) => FISH_PIECES.test(n.clean_description) && !FISH_MINCED.test(n.clean_description), is: /\bwhole or in pieces \(but not minced\)/i, isOther: /\bfish minced or in forms n\.e\.c\./i },
  // Vitamins in tablets, capsules or gummies are put up in doses (3004.50, or 2106.90 as a supplement): chapter 29 holds the
  // chemical alone (its note 2), not a retail pack of "100 tablets". Only vitamin lines are ruled out: a tablet computer meets none.
  { stated: /\b(?:tablets?|caplets?|capsules?|softgels?|gumm(?:y|ies)|chewables?|lozenges?)\b(?!\s*(?:manufactur|production|making|compression|grade|press))|カプセル|錠剤|캡슐|\d+\s?(?:錠|粒|정|알|viên)(?![\p{L}])|\bviên (?:nang|nén|ngậm|sủi)\b/iu, is: NO_LINE, isOther: /^(?:pro)?vitamins\b/i },
  // Cereal flakes mixed with raisins, nuts or honey are prepared foods of 1904, not the cereal grains, flours, groats or bran of
  // chapters 11 and 23, which hold the cereal alone.
  { stated: CEREAL_WITH_ADDITIONS, is: /^food preparations; obtained (?:by the swelling or roasting of cereals|from unroasted cereal flakes)/i, isOther: /^cereal (?:grains|flours?|groats|pellets)\b|^cereal; germ\b|^bran, sharps and other residues\b/i },
  // An empty or refillable gas cylinder is a container (7311), no gas of 2711 that fills it.
  { stated: /\bempty\b|\brefillable\b|空(?:の)?(?:ボンベ|容器)|빈\s?(?:용기|통|가스통)|\bvỏ bình\b|\bbình rỗng\b/i, is: NO_LINE, isOther: /^petroleum gases and other gaseous hydrocarbons\b/i },
  // Tyres for trucks and buses (4011.20): said so, or sized for the 17.5 to 24.5 inch rims only they use ("11R22.5", "315/80R22.5").
  { stated: /\b(?:trucks?|lorr(?:y|ies)|buses|bus|semi[- ]truck|commercial vehicles?)\b|(?<![a-z])R(?:17|19|22|24)\.5\b|트럭|버스|화물자동차|トラック|バス用|xe tải|xe buýt/i, is: /\bbuses (?:or|and) lorries\b/, isOther: /\bof a kind used on motor ?cars\b(?![^;]*\bbuses (?:or|and) lorries\b)/ },
  // Compression socks and stockings are graduated compression hosiery (6115.10), out of the others "other than" it.
  { stated: /\bcompression (?:socks?|stockings?|hosiery|tights|leggings|sleeves?)\b|\bgraduated compression\b|\b\d{2}\s?-\s?\d{2}\s?mmhg\b|압박\s?(?:스타킹|양말)|着圧(?!なし|無し)|弾性ストッキング|(?:vớ|tất) (?:y khoa|áp lực)/i, is: /^graduated compression hosiery\b/i, isOther: /\bother than graduated compression\b|\bexcluding graduated compression\b/, whole: true },
  // A helmet for riding, climbing or building work is safety headgear (6506.10).
  { stated: /\b(?:motorcycle|motorbike|bike|bicycle|cycling|scooter|ski|snowboard|climbing|riding|equestrian|safety|construction|hard) (?:helmets?|hats?)\b|\bhard hats?\b|\bhelmets? for (?:motorcycles?|cycling|bikes?)\b|헬멧|안전모|ヘルメット|mũ bảo hiểm/i, is: /^headgear; safety\b/i, isOther: /\bother than safety headgear\b/ },
  // Vitamins and other nutrients put up as a dietary supplement (softgels, gummies) are food preparations (2106.90): mixed with
  // their carrier, no vitamin of 2936, and sold to supplement a diet, no medicament of 3004.50 (which treats or prevents a disease).
  { stated: /\b(?:dietary|food|nutritional|nutrition|health|herbal|vitamin) supplements?\b|\bsoftgels?\b|\bgumm(?:y|ies) vitamins?\b|\bvitamin gumm(?:y|ies)\b|건강기능식품|영양제|サプリメント|thực phẩm chức năng/i, is: /^food preparations\b/i, isOther: /^(?:pro)?vitamins\b|^medicaments; containing vitamins\b/i },
  // Flowers said artificial are of 6702, whatever flower they imitate; none of the cut flowers of 0603.
  { stated: /\b(?:artificial|fake|faux|silk|plastic|paper|foam|felt|dried and preserved|everlasting) (?:flowers?|roses?|peon(?:y|ies)|tulips?|bouquets?|orchids?|hydrangeas?|sunflowers?|lilies|lily|daisies|eucalyptus|greenery|plants?|garlands?|wreaths?)\b|조화|造花|hoa giả|hoa lụa/i, is: /\bartificial\b/, isOther: /^flowers, cut\b|^foliage, branches\b/i },
  // A declarant copying 9401.39's wording ("swivel seats …, other than of wood") says the goods are not of wood: the lines "of wood" are out.
  { stated: /\b(?:other than|not) (?:of |made of )?wood(?:en)?\b/i, is: NO_LINE, isOther: /(?<!other than )\bof wood\b|\bwooden\b/ },
  // Film or tape said not to be adhesive is no self-adhesive plate or film of 3919, whatever a "protective film" is elsewhere;
  // nor is a plumber's thread seal tape (a PTFE strip that holds by being wound).
  { stated: /\bthread[- ]?seal(?:ing)? tapes?\b|\bplumbers?'? tapes?\b|\b(?:ptfe|teflon) tapes?\b|\bnon-?(?:self-?)?adhesive\b|\bnot (?:self-?)?adhesive\b|\bwithout adhesive\b|비접착|비점착|점착\s?(?:없음|제 없음)|非粘着|粘着(?:剤)?なし|không (?:có )?keo|không dính/i, is: NO_LINE, isOther: /(?<!\bnot |\bnon-)\bself-adhesive\b/ },
  // Accumulators split on their chemistry: lead-acid (8507.10, .20; AGM and VRLA batteries are sealed lead-acid ones), lithium-ion (8507.60), nickel (8507.30-.50).
  // Each names its chemistry first: 8507.80 lists them all after an "other than" that runs past its first comma.
  { stated: /\blead[- ]?acid\b|\b(?:AGM|VRLA|SLA)\b|鉛蓄電池|鉛電池|납축전지|납\s?축전지|ắc quy chì|ắc quy axit|ắc quy khô/i, is: /^electric accumulators; lead-acid\b/, isOther: /\blithium-ion\b|\bnickel\b/ },
  { stated: /\bli-?ion\b|\blithium[- ]ion\b|\blifepo4\b|\blithium iron phosphate\b|リチウムイオン|리튬\s?이온|pin li-?ion|pin lithium-ion/i, is: /^electric accumulators; lithium-ion\b/, isOther: /\blead-acid\b|\bnickel\b/ },
  // Nickel accumulators split on their chemistry too (8507.30 nickel-cadmium, 8507.50 nickel-metal hydride).
  { stated: /\bni[- ]?cd\b|\bnickel[- ]cadmium\b|ニカド|ニッカド|니카드|니켈\s?카드뮴|niken[- ]cadimi/i, ...accumulatorOf('nickel-cadmium') },
  { stated: /\bni[- ]?mh\b|\bnickel[- ]metal[- ]hydride\b|ニッケル水素|니켈\s?수소/i, ...accumulatorOf('nickel-metal hydride') },
  // A battery said not to recharge is a primary cell (8506), never an accumulator of 8507; the primary cells split on their chemistry:
  // zinc-carbon and alkaline cells are manganese dioxide ones (8506.10), watch cells named SR… silver oxide ones, hearing-aid cells zinc-air ones.
  { stated: /\bnon[- ]?rechargeable\b|\bprimary (?:cells?|batter(?:y|ies))\b|\bsingle[- ]use batter(?:y|ies)\b|充電不可|一次電池|충전\s?불가|일차\s?전지|không sạc được/i, is: /^cells and batteries; primary\b/, isOther: /^electric accumulators\b/ },
  { stated: /\bzinc[- ]carbon\b|\bcarbon[- ]zinc\b|\balkaline (?:batter(?:y|ies)|cells?)\b|\bmanganese dioxide\b|アルカリ乾電池|マンガン乾電池|알카라인\s?(?:건전지|배터리)|망간\s?건전지|pin kiềm|pin than/i, ...primaryCellOf('manganese dioxide') },
  { stated: /\bsilver[- ]oxide\b|\bSR\d{3,4}(?:SW|W)?\b|酸化銀|산화은|oxit bạc/i, ...primaryCellOf('silver oxide') },
  { stated: /\bzinc[- ]air\b|\bair[- ]zinc\b|\bhearing[- ]aid batter(?:y|ies)\b|空気亜鉛|공기\s?아연|보청기\s?(?:건전지|배터리)|pin máy trợ thính/i, ...primaryCellOf('air-zinc') },
  // Any fertiliser of chapter 31 put up in packages of 10 kg or less is 3105.10's (the heading says so), whatever its elements.
  { stated: (n) => /\bfertili[sz]ers?\b|phân bón|肥料|비료/i.test(n.clean_description) && packedAtMost10Kg(n), is: /\bgross weight not exceeding 10 ?kg\b/, isOther: /^fertilizers, mineral or chemical; (?!in tablets)/ },
  // Chocolate bars said to hold no filling are 1806.32's, not the filled ones of 1806.31.
  { stated: /\b(?:not|un)[- ]?filled\b|\bno filling\b|\bwithout filling\b|\bsolid (?:chocolate|bar)\b|không nhân|フィリングなし|具なし|속\s?(?:충전물|필링)\s?(?:없는|없음)|충전물\s?(?:없는|없음)/i, is: /\bbars, \(?not filled\b/, isOther: /\bbars, filled\b/ },
  { stated: (n) => appliancePieceSoldAlone(n.clean_description), is: DOMESTIC_APPLIANCE_PARTS, isOther: DOMESTIC_APPLIANCE_WHOLE },
  // A bearing in its housing (pillow block, plummer block, flanged unit: UCP205, UCF204) is 8483.20, not the bare bearing of 8482.
  { stated: (n) => BEARING_UNIT.test(n.clean_description) && !/\bwithout (?:a |the )?(?:bearings?|inserts?)\b|\bhousings? only\b|베어링\s?(?:없는|미포함|을 내장하지 않은)|軸受(?:なし|を組み込んでいない|を含まない)/i.test(n.clean_description), is: /^bearing housings, incorporating ball or roller bearings\b/, isOther: /^ball bearings\b|^bearings; (?!parts)|^bearing housings, not incorporating\b/ },
  // Coffee, tea and flavoured milk sold by the millilitre are beverages of 2202 (read/headings.ts readyToDrink), none of the leaves,
  // beans, extracts or plain milk their names hold; nor waters sweetened or flavoured (2202.10: lemonades, colas): its Explanatory
  // Notes put tea- and milk-based drinks with the other beverages (2202.99).
  { stated: (n) => (readAsDrink(n.hs_headings) && soldAsDrink(n.clean_description)) || namesOtherBeverage(n), is: /^non-alcoholic beverages\b(?!; non-alcoholic beer\b)/i, isOther: /^tea\b|^coffee\b|^mat[eé]\b|^extracts, essences and concentrates\b|^dairy produce\b|^waters\b|^non-alcoholic beverages; non-alcoholic beer\b/i },
  // Sugar confectionery and chewing gum without sugar are no sugar confectionery (Explanatory Notes to 1704): 2106.90 takes them.
  { stated: (n) => SUGAR_FREE.test(n.clean_description) && n.hs_headings.includes('2106'), is: NO_LINE, isOther: /^sugar confectionery\b|^chewing gum\b/i },
  // A multimeter said to keep no record is 9030.31's, one that logs 9030.32's.
  { stated: /\bno (?:data )?(?:logging|recording|memory)\b|\bwithout (?:a )?(?:recording|data logg)/i, is: NO_LINE, isOther: /(?<!without a )\bwith a recording device\b/ },
  // A narrow fabric with 5 % or more elastane is 5806.20's: the narrow woven fabrics "n.e.c." of 5806.3x are those without.
  { stated: (n) => n.materials.some((material) => material.name === 'elastane' && (material.percent ?? 0) >= 5), is: NO_LINE, isOther: /\bnarrow woven fabrics, n\.e\.c\. in heading no\. 5806\b/ },
  // Relays have lines of their own (8536.41, .49), out of the other switches of 8536.50.
  { stated: /\brelays?\b|rơ[- ]?le|リレー|継電器|릴레이|계전기/i, is: /\brelays\b/, isOther: /\bswitches n\.e\.c\.|;\s*switches\b/ },
  // Man-made fibres split on the polymer's origin: artificial (viscose, lyocell, acetate: 5403, 5405, 5408, 5502, 5504, 5516) against
  // synthetic (polyester, nylon, acrylic: 5402, 5404, 5407, 5501, 5503, 5512-5515), by the chief fibre.
  // The other origin's lines yield; the stated one's gain nothing (a rayon skirt is 6104.59's "other textile materials", no dress of artificial fibres).
  { stated: (n) => n.materials[0]?.group === 'textile_artificial', is: NO_LINE, isOther: SYNTHETIC_FIBRE_LINE, whole: true },
  // (Polyester and nylon read as plastics count: only textile lines name the fibres' origin.)
  { stated: (n) => n.materials[0] !== undefined && synthetic(n.materials[0]), is: NO_LINE, isOther: ARTIFICIAL_FIBRE_LINE, whole: true },
  // Yarns and fabrics of man-made fibres split on staple (spun) against filament (5509-5516 against 5401-5408).
  // (5401.10's sewing thread is "of synthetic filaments".)
  { stated: (n) => ofStapleFibres(n.clean_description), is: /\bstaple fib(?:re|er)s\b/, isOther: /\bfilaments?\b/ },
  { stated: (n) => FILAMENT_STATED.test(n.clean_description) && !STAPLE_SPUN.test(n.clean_description), is: /\bfilaments?\b/, isOther: /\bstaple fib(?:re|er)s\b/ },
  // High tenacity yarn is 5402.1x's and 5402.20's, textured or not: none of the textured or other yarn that follows.
  { stated: (n) => HIGH_TENACITY.test(n.clean_description) && !HIGH_TENACITY_DENIED.test(n.clean_description), is: /(?<!\bnot |\bother than )\bhigh tenacity\b/, isOther: /^yarn, synthetic; filament\b.*(?:(?<!whether or not )\btextured\b(?! or not)|\b(?:not|other than) high tenacity\b)/i, whole: true },
  // High tenacity yarn and strip have lines of their own (5402.1x, 5407.10, 5408.10; 5407.20): goods not said to be of them are not.
  // (Tyre cord fabric is of high tenacity yarn as a rule, said or not.)
  { stated: (n) => !HIGH_TENACITY.test(n.clean_description) || HIGH_TENACITY_DENIED.test(n.clean_description), is: NO_LINE, isOther: /^(?!tyre cord).*(?<!\bnot |\bother than )\bhigh tenacity\b/i },
  // Woven polyethylene and polypropylene (tarpaulin and sack fabric) are woven of strip, said or not.
  { stated: (n) => n.materials[0]?.group !== 'plastic' && !/\bstrips?\b|\bslit film\b|\btape yarn\b|스트립|ストリップ|\bdạng dải\b/i.test(n.clean_description), is: NO_LINE, isOther: /^fabrics, woven; from strip or the like\b/i },
  // Conveyor belts split on what reinforces them: textile plies (EP, NN: 4010.12) or steel cord (4010.11).
  { stated: /\b(?:fabric|textile|ep|nn|polyester|nylon)[- ](?:ply|plies|reinforced|carcass)\b|\breinforced (?:only )?with [^,;]{0,30}(?:fabrics?|textiles?)\b|\b(?:EP|NN)\s?\d{3}\b|직물[^,;]{0,12}보강|섬유[^,;]{0,6}보강|布[^、;]{0,6}補強|帆布/i, is: /\breinforced only with textile\b/, isOther: /\breinforced only with metal\b/ },
  { stated: /\bsteel[- ]cords?\b|\bST\s?\d{3,4}\b|스틸\s?코드|スチールコード|lõi cáp thép/i, is: /\breinforced only with metal\b/, isOther: /\breinforced only with textile\b/ },
  // A fabric said coated or laminated with plastics is of 5903 (chapter 59 note 2), no plain woven fabric of chapters 52 to 55.
  { stated: (n) => /\b(?:fabrics?|cloth)\b/i.test(n.product_type ?? '') && PLASTIC_COATED.test(n.clean_description), is: /^textile fabrics; impregnated, coated, covered or laminated with\b/i, isOther: /^fabrics, woven;/i },
  // Coated fabrics split on the plastic: poly(vinyl chloride) (5903.10), polyurethane (5903.20), other plastics (5903.90).
  { stated: /\b(?:pu|polyurethane|tpu)[- ]?(?:coated|coating|laminated)\b|\bcoated with (?:pu|polyurethane)\b|(?:폴리우레탄|PU|TPU)\s?(?:코팅|라미네이팅)|(?:ポリウレタン|PU|TPU)\s?(?:コーティング|コート|ラミネート)|(?:tráng|phủ|cán) (?:PU|TPU)/i, is: /\blaminated with polyurethane\b/, isOther: /\blaminated with (?:poly\(vinyl chloride\)|plastics\b)/, whole: true },
  { stated: /\b(?:pvc|polyvinyl chloride)[- ]?(?:coated|coating|laminated)\b|\bcoated with (?:pvc|polyvinyl chloride)\b|PVC\s?(?:코팅|라미네이팅)|PVC\s?(?:コーティング|コート)|(?:tráng|phủ|cán) PVC/i, is: /\blaminated with poly\(vinyl chloride\)/, isOther: /\blaminated with (?:polyurethane|plastics\b)/, whole: true },
  // Coffee said roasted, in its roast's name or any language ("다크로스트", "深煎り焙煎", "cà phê rang xay"), is 0901.2x, not the green coffee of 0901.1x.
  { stated: (n) => ROASTED_COFFEE.test(n.clean_description) && !/\b(?:un-?roasted|not roasted|green coffee)\b|생두|生豆|cà phê nhân|chưa rang/i.test(n.clean_description), is: /^coffee;.*(?<!not )\broasted\b/i, isOther: /^coffee;.*\bnot roasted\b/i },
  // Umbrellas that fold (a telescopic shaft) have their own line (6601.91), before the n.e.c. one.
  { stated: /(?<!\bnon-?|\bnot )\b(?:folding|foldable|telescopic|compact|collapsible|[2-5][- ]?fold(?:ing)?)\b|[235]단\s?(?:자동\s?)?(?:우산|양산|양우산)|접이식\s?(?:우산|양산)|折りたたみ|折り畳み|\b(?:ô|dù) gấp\b|\bgấp gọn\b/i, is: /\bhaving a telescopic shaft\b/i, isOther: /^umbrellas and sun umbrellas; n\.e\.c\./i },
  // Bamboo tableware and kitchenware have lines of their own (4419.11-.19), out of "not of bamboo or tropical wood" (4419.90).
  // ("Wooden Spoons … Bamboo Utensil Set": bamboo is the wood named.)
  { stated: (n) => n.materials.some((m) => m.name === 'bamboo') && n.materials.every((m) => m.group !== 'wood' || m.name === 'bamboo' || m.name === 'wood'), is: /\bof bamboo\b/i, isOther: /\bnot of bamboo\b/i, whole: true },
  // Soap in bars, cakes or moulded shapes is 3401.1x; 3401.30 holds skin washes "in the form of liquid or cream" only.
  // A plain 비누 or 石けん is a bar unless said liquid (물비누, 液体石けん).
  { stated: (n) => BAR_SOAP.test(n.clean_description) && !LIQUID_SOAP.test(n.clean_description), is: /\bin the form of bars, cakes\b/, isOther: /\bin the form of liquid or cream\b/ },
  // Hoses braided or spiralled with steel wire are reinforced with metal (4009.21/.22), not the unreinforced 4009.11/.12 nor the textile-reinforced 4009.31/.32.
  { stated: /\b(?:steel|metal)[- ]wire(?:s)?[- ]?(?:braids?|braided|spirals?|spiralled|spiraled|reinforced|reinforcement)\b|\bwire[- ](?:braided|spiral(?:led)?|reinforced)\b|\b(?:steel|metal)[- ]braided\b|\b(?:1|2|4)SN\b|\b4SH\b|\b(?:1|2)SC\b|와이어\s?(?:브레이드|편조|보강)|강선\s?보강|鋼線(?:補強|ブレード|スパイラル)|lõi thép|bện thép/i, is: /\bcombined only with metal\b/, isOther: /\bnot reinforced\b|\bcombined only with textile\b|\bother than metal or textiles\b/ },
  // Foil not said to be backed is not (7410.11, 7607.11): electrolytic copper foil for circuit boards and batteries is sold bare.
  { stated: (n) => FOIL.test(n.clean_description) && !FOIL_BACKED.test(n.clean_description) && !BACKED_SAID.test(n.clean_description), is: /\bfoil, not backed\b|\(not backed\)/, isOther: /\bfoil, backed\b/ },
  // Foil laminated to paper or plastics is backed (7607.20), out of the foil "not backed" of 7607.11/.19.
  { stated: FOIL_BACKED, is: /\bfoil, backed\b/, isOther: /\(not backed\)|\bfoil, not backed\b/, whole: true },
  // Transfers for firing on ceramics or glass are vitrifiable (4908.10).
  { stated: (n) => /\bvitrifiable\b|\bkiln[- ]?fired\b|\bfor (?:kiln )?firing\b|\bfiring on\b|유리화|소성용|焼成|\bdecal nung\b|\bmực men\b/i.test(n.clean_description) && !/\b(?:not|non)[- ](?:kiln[- ]?fired|vitrifiable|for (?:kiln )?firing)\b|\bno firing\b/i.test(n.clean_description), is: /\btransfers \(decalcomanias\), vitrifiable\b/, isOther: /\bother than vitrifiable\b/, whole: true },
  // Bacon and other cuts of the belly are 0210.12 ("bellies (streaky)"), out of 0210.19's rest.
  { stated: /\bbacon\b|\bpork bell(?:y|ies)\b|\bstreaky\b|\bba chỉ\b|삼겹살|ベーコン|豚バラ/i, is: /\bbellies \(streaky\)/, isOther: /\bn\.e\.c\. in item no\. 0210\.1\b|\bhams, shoulders\b/ },
  // Hydrocortisone and the other corticosteroids make a medicament 3004.32's, none of the n.e.c. (3004.90).
  { stated: CORTICOSTEROIDS, is: /\bcontaining corticosteroid hormones\b/, isOther: /^medicaments; (?:consisting of mixed or unmixed products n\.e\.c\.|\(not containing antibiotics, hormones)/i, whole: true },
  // Wool knitwear is "of wool" (6110.11), no fine animal hair of 6110.19.
  { stated: (n) => n.materials[0]?.name === 'wool' && !FINE_ANIMAL_HAIR.test(n.clean_description), is: NO_LINE, isOther: /\bof fine animal hair other than\b/, whole: true },
  // Diagnostic and laboratory reagents and test strips are 3822.1x; 3822.90 is left the certified reference materials.
  { stated: /\btest(?:ing)? (?:strips?|kits?|cassettes?|cards?)\b|\bdiagnostic\b|\breagents?\b|\bassay\b|시약|진단|시험지|試薬|検査薬|試験紙|thuốc thử|que thử|bộ xét nghiệm/i, is: NO_LINE, isOther: /\bcertified reference materials, n\.e\.c\./ },
  // Diagnostic reagents for blood grouping have their own line (3822.13): a glucose, pregnancy or antigen test's strips are the others' (3822.19).
  { stated: /\bglucose\b|\bpregnancy\b|\bovulation\b|\burine\b|\bantigen\b|\bcovid\b|\bketones?\b|\bdrug tests?\b|혈당|임신|血糖|妊娠|đường huyết|thử thai/i, is: NO_LINE, isOther: /\bfor blood grouping\b/ },
  // Flat panel display modules split on what lights them (liquid crystals, OLED) and on carrying their drivers or control circuits (8524.9x) or not (8524.1x).
  { stated: (n) => OLED.test(n.clean_description) && DISPLAY_MODULE.test(n.clean_description), is: /; of organic light-emitting diodes\b/, isOther: /; of (?:liquid crystals|other than liquid crystals)\b/, whole: true },
  { stated: (n) => LIQUID_CRYSTAL.test(n.clean_description) && !OLED.test(n.clean_description) && DISPLAY_MODULE.test(n.clean_description), is: /; of liquid crystals\b/, isOther: /; of (?:organic light-emitting|other than liquid crystals)\b/, whole: true },
  { stated: (n) => DISPLAY_DRIVERS.test(n.clean_description) && !NO_DISPLAY_DRIVERS.test(n.clean_description), is: /\bwith drivers or control circuits\b/, isOther: /\bwithout drivers or control circuits\b/ },
  { stated: NO_DISPLAY_DRIVERS, is: /\bwithout drivers or control circuits\b/, isOther: /\bwith drivers or control circuits\b/ },
  // Transmission belts split on their section: V-ribbed (poly-V, serpentine, "6PK1870": 4010.31/.33), classical V (4010.32/.34)
  // and synchronous timing belts (4010.35/.36); their outside circumference is read in measures.ts. The classical lines are
  // worded "other than V-ribbed", which the kept text drops: a classical belt only rules the others out.
  { stated: V_RIBBED, is: /\(v-belts\), v-ribbed\b/, isOther: /\bother than v-ribbed\b|\bsynchronous belts\b/, whole: true },
  { stated: (n) => CLASSICAL_V_BELT.test(n.clean_description) && !V_RIBBED.test(n.clean_description), is: NO_LINE, isOther: /\(v-belts\), v-ribbed\b|\bsynchronous belts\b/ },
  { stated: SYNCHRONOUS_BELT, is: /\bsynchronous belts\b/, isOther: /\(v-belts\)/ },
  // Cane sugar splits on being raw (1701.13/.14) or refined (1701.99), and raw cane sugar on being non-centrifugal
  // (subheading note 2: 黒糖, jaggery, panela; 1701.13) or centrifugal (1701.14).
  { stated: (n) => RAW_SUGAR.test(n.clean_description) && !NON_CENTRIFUGAL_SUGAR.test(n.clean_description) && !ORGANIC.test(n.clean_description), is: /\bcane sugar, raw\b/, isOther: /\bsucrose, chemically pure\b|\braw, in solid form, as specified\b/, whole: true },
  { stated: NON_CENTRIFUGAL_SUGAR, is: /\braw, in solid form, as specified\b/, isOther: /\bsucrose, chemically pure\b|\bother than as specified in subheading note 2\b/, whole: true },
  { stated: CANE_SUGAR, is: NO_LINE, isOther: /\bbeet sugar\b/ },
  { stated: (n) => REFINED_SUGAR.test(n.clean_description) && !RAW_SUGAR.test(n.clean_description), is: /\bsucrose, chemically pure\b/, isOther: /\bsugar, raw\b/ },
  // Tufted carpets of man-made fibres split on being turf (5703.21, .31) or not: a rug or carpet "not artificial turf" is the other line.
  { stated: (n) => TURF.test(n.clean_description) && !NOT_TURF.test(n.clean_description), is: /\btufted, turf\b/, isOther: /\bother than turf\b/, whole: true },
  { stated: (n) => !TURF.test(n.clean_description) || NOT_TURF.test(n.clean_description), is: NO_LINE, isOther: /\btufted, turf\b/ },
  // Plywood of plies each 6 mm or thinner is 4412.31-.39, not the n.e.c. lines of 4412.91-.99; it splits on its outer plies: tropical (4412.31), one of the hardwoods 4412.33 lists
  // (birch, beech, oak …), another non-coniferous wood (4412.34), or coniferous both (4412.39).
  { stated: (n) => PLYWOOD.test(n.clean_description) && THIN_PLIES.test(n.clean_description), is: /\beach ply 6mm or (?:thinner|less)\b/, isOther: /\bn\.e\.c\. in heading 4412\b/ },
  { stated: (n) => PLYWOOD.test(n.clean_description) && TROPICAL_PLY.test(n.clean_description), is: /\bouter ply of tropical wood\b/, isOther: /\bouter ply of (?:alder|non-coniferous)\b|\bboth outer plies of coniferous\b/ },
  { stated: (n) => PLYWOOD.test(n.clean_description) && LISTED_HARDWOOD_PLY.test(n.clean_description) && !TROPICAL_PLY.test(n.clean_description), is: /\bouter ply of alder, ash\b/, isOther: /\bouter ply of tropical wood\b|\bnot listed in subheading 4412\.33\b|\bboth outer plies of coniferous\b/ },
  { stated: (n) => PLYWOOD.test(n.clean_description) && CONIFEROUS_PLY.test(n.clean_description) && !TROPICAL_PLY.test(n.clean_description) && !LISTED_HARDWOOD_PLY.test(n.clean_description), is: /\bboth outer plies of coniferous\b/, isOther: /\bouter ply of (?:tropical|alder|non-coniferous)\b/ },
  // A school notebook (공책, 学習帳, vở học sinh) is an exercise book (4820.20), not the note books and diaries of 4820.10.
  { stated: EXERCISE_BOOK, is: /\bexercise books\b/, isOther: /\bregisters, account books\b/ },
  // Winding wire is enamelled or lacquered magnet wire, said so: a PVC-insulated building wire or a cable is none.
  { stated: (n) => !WINDING_WIRE.test(n.clean_description), is: NO_LINE, isOther: /\bwinding wire\b/ },
  { stated: (n) => WITHOUT_CONNECTORS.test(n.clean_description), is: /\bnot fitted with connectors\b/, isOther: /(?<!not )\bfitted with connectors\b/, whole: true },
  // Waterproof boots said to cover the knee are 6401.99's, out of 6401.92's "covering the ankle (but not the knee)";
  // a knee-high boot ends below it.
  { stated: /\bcovering the knee\b|\bover[- ]the[- ]knee\b|\bthigh[- ]high\b|무릎(?:까지|을)\s?덮(?!지)|ひざを覆う|膝を覆う|(?<!không )che (?:kín )?đầu gối/i, is: NO_LINE, isOther: /\bcovering the ankle \(but not the knee\)/i },
  // An electric motor so named is none of the generators of 8501.6x, and a needle bearing is 8482.40, not a housing or another rolling bearing.
  { stated: (n) => ELECTRIC_MOTOR.test(n.clean_description) && !GENERATOR.test(n.clean_description), is: NO_LINE, isOther: /^generators;/i },
  // Cylinders, motors, presses and tools split on the fluid that drives them: air (8412.31, 8467.1x) or oil (8412.21, 8462.61).
  // Electro-diagnostic apparatus: an electrocardiograph has its own line (9018.11); pulse oximeters and patient monitors check
  // physiological parameters (9018.19), none of them the catheters or syringes the other lines hold.
  { stated: ECG, is: /\belectro-cardiographs\b/, isOther: NO_LINE },
  { stated: PHYSIOLOGICAL_MONITOR, is: /\belectro-diagnostic apparatus\b/, isOther: /\belectro-cardiographs\b|\bcatheters\b|\bsyringes\b/ },
  // Poly(vinyl chloride) in primary forms splits on being plasticised (3904.22) or not (3904.21), or unmixed (3904.10).
  { stated: says([PLASTICISED], [NOT_PLASTICISED]), is: /(?<!non-)\bplasticised\b/, isOther: /\bnon-plasticised\b|\bnot mixed with any other substances\b/ },
  { stated: says([NOT_PLASTICISED]), is: /\bnot mixed with any other substances\b|\bnon-plasticised\b/, isOther: /(?<!non-)\bplasticised\b/ },
  // Live poultry splits on its species: fowls (0105.11, .94) against turkeys, ducks, geese and guinea fowls.
  { stated: CHICKEN, is: /\bgallus domesticus\b/, isOther: /^poultry; live, (?:turkeys|ducks|geese|guinea fowls)\b/ },
  // Artists' colours split on being in sets (3213.10: "24 colours set", "수채화 물감 24색 세트") or not (3213.90).
  { stated: COLOURS_IN_SET, is: /^colours; in sets\b/, isOther: /\bother than in sets\b/, whole: true },
  // Electric lamps standing on a table, desk, bedside or floor have lines of their own (9405.21, .29); ceiling and wall fittings theirs (9405.11, .19).
  { stated: STANDING_LAMP, is: /\btable, desk, bedside or floor-standing\b/, isOther: /\bceiling or wall light fittings\b/ },
  // A ceiling, wall, desk or floor lamp is a room's light fitting of 9405, none of the lights of a kind used on cycles or motor
  // vehicles of 8512 unless a vehicle or a bicycle is named.
  { stated: (n) => roomLamp(n) && !MOTOR_VEHICLE_WORDS.test(n.clean_description) && !BICYCLE.test(n.clean_description) && !MOTORCYCLE.test(n.clean_description), is: NO_LINE, isOther: /^lighting or visual signalling equipment; electrical, of a kind used on\b/i },
  // A lamp standing or hanging in a room is photovoltaic (9405.41) only when it is said to be solar powered.
  { stated: (n) => roomLamp(n) && !SOLAR_POWERED.test(n.clean_description), is: NO_LINE, isOther: /\bphotovoltaic, designed for use solely with light-emitting diode\b/i },
  { stated: CEILING_OR_WALL_LAMP, is: /\bceiling or wall light fittings\b/, isOther: /\btable, desk, bedside or floor-standing\b/ },
  // A lamp read as electric (a socket, a bulb, USB, watts) is none of 9405.50's non-electric luminaires.
  { stated: (n) => n.hs_headings[0] === '9405' && saidElectric(n), is: NO_LINE, isOther: /^luminaires and light fittings; non-electric\b/i },
  // A table, desk or bedside lamp so named, with no part of one in the words, is the lamp: none of 9405.91-.99's parts.
  { stated: (n) => STANDING_LAMP.test(n.clean_description) && !PARTS_NAMED.test(n.clean_description) && !LAMP_PART.test(withoutWithClauses(n.clean_description)), is: NO_LINE, isOther: /^lamps and light fittings; parts\b/i },
  // A motorcycle's or scooter's parts are 8714.10's, none of the cycles' of 8714.91-.99 (a brake pad is no bicycle brake).
  { stated: (n) => MOTORCYCLE.test(n.clean_description) && !BICYCLE.test(n.clean_description), is: /^motorcycles \(including mopeds\); parts\b/, isOther: /^cycles; / },
  // Centrifugal pumps (8413.70) are named so. (An engine's water pump is centrifugal too: 8413.30 is left to the engine named.)
  { stated: /\bcentrifugal pumps?\b|bơm ly tâm|원심\s?펌프|遠心ポンプ|渦巻ポンプ/i, is: /\bcentrifugal\b/, isOther: NO_LINE },
  // Air conditioners for buses and cars are 8415.20's.
  { stated: (n) => AIR_CONDITIONER.test(n.clean_description) && VEHICLE_CABIN.test(n.clean_description), is: /\bused for persons, in motor vehicles\b/, isOther: NO_LINE },
  // An eraser of plastics (PVC, TPR) is one of 3926.10's school supplies, none of 4016.92's rubber erasers.
  { stated: (n) => /\berasers?\b/i.test(n.product_type ?? '') && n.materials[0]?.group === 'plastic', is: /\boffice or school supplies\b/, isOther: /\berasers\b/ },
  // A colouring book for adults is a book (4901), not 4903's children's books.
  { stated: /\badults?'? colou?ring books?\b|\bcolou?ring books? for adults\b|성인\s?컬러링|大人の塗り絵|tô màu (?:cho )?người lớn/i, is: NO_LINE, isOther: /\bchildren's picture, drawing or colouring books\b/ },
  // Not valves: 8481.20 takes both fluids, and a valve's actuator says nothing of the fluid it controls (a ball valve opened by air).
  { stated: (n) => PNEUMATIC.test(n.clean_description) && !HYDRAULIC.test(n.clean_description), is: /^(?!valves\b).*\bpneumatic\b/, isOther: /^(?!valves\b).*\bhydraulic\b/ },
  { stated: (n) => HYDRAULIC.test(n.clean_description) && !PNEUMATIC.test(n.clean_description), is: /^(?!valves\b).*\bhydraulic\b/, isOther: /^(?!valves\b).*\bpneumatic\b/ },
  // An induction motor runs on alternating current only: no universal AC/DC motor of 8501.20.
  { stated: INDUCTION_MOTOR, is: NO_LINE, isOther: /\buniversal ac\/dc\b/i },
  { stated: NEEDLE_BEARING, is: /\bneedle roller bearings\b/, isOther: /\bbearing housings\b|\b(?:ball|tapered roller|spherical roller|cylindrical roller) bearings\b/ },
  // Dried, salted and smoked fish (0305) split on the fish (anchovies 0305.54 and .63, snakeheads 0305.52 and .64) and
  // on being dried (0305.5x) or salted and not dried (0305.6x); whole fish are no roes (0305.20), and fillets have lines of their own (0305.3x).
  { stated: ANCHOVY, is: /\banchovies\b|\bengrails\b/, isOther: /\bn\.e\.c\. in item no\. 0305\.[456]\b/ },
  { stated: SNAKEHEAD, is: /\bsnakeheads\b/, isOther: /\bn\.e\.c\. in item no\. 0305\.[3456]\b/ },
  { stated: (n) => (ANCHOVY.test(n.clean_description) || SNAKEHEAD.test(n.clean_description)) && !FISH_ROE.test(n.clean_description), is: NO_LINE, isOther: /\blivers, roes and milt\b/ },
  { stated: (n) => DRIED_FISH.test(n.clean_description) && !NOT_DRIED.test(n.clean_description) && !FISH_FILLET.test(n.clean_description), is: /^fish; dried\b|^dried herrings, anchovies\b/i, isOther: /\bnot dried or smoked\b/ },
  { stated: NOT_DRIED, is: /\bnot dried or smoked\b/, isOther: /^fish; dried\b|^dried herrings, anchovies\b/i },
  // Coffee extracts (instant coffee, 2101.11) against preparations of them (3-in-1 mixes, lattes: 2101.12); neither is a roasted substitute.
  { stated: (n) => INSTANT_COFFEE.test(n.clean_description) && !COFFEE_MIX.test(n.clean_description), is: /^coffee; extracts, essences and concentrates\b/i, isOther: /^coffee; preparations\b|\broasted coffee substitutes\b/i },
  { stated: COFFEE_MIX, is: /^coffee; preparations\b/i, isOther: /^coffee; extracts, essences and concentrates\b|\broasted coffee substitutes\b/i },
  // Refrigerators: combined with a freezer behind its own door (8418.10), household compression-type (8418.21) or not
  // (thermoelectric, absorption: 8418.29); freezers of the chest (8418.30) or upright (8418.40) type.
  { stated: SEPARATE_FREEZER_DOOR, is: /\bfitted with separate external doors\b/, isOther: /^refrigerators; (?:for household use|household)\b/i },
  { stated: NOT_COMPRESSION_COOLING, is: /^refrigerators; household, electric or not\b/i, isOther: /(?<!other than )\bcompression-type\b/i, whole: true },
  // A thermoelectric or absorption refrigerator with no freezer is neither a freezer nor 8418.69's other refrigerating equipment.
  { stated: (n) => NOT_COMPRESSION_COOLING.test(n.clean_description) && REFRIGERATOR_NAMED.test(n.clean_description) && !FREEZER_NAMED.test(n.clean_description), is: NO_LINE, isOther: /^refrigerating or freezing equipment; n\.e\.c\.|^freezers;/i },
  { stated: CHEST_FREEZER, is: /\bof the chest type\b/, isOther: /\bof the upright type\b/ },
  { stated: UPRIGHT_FREEZER, is: /\bof the upright type\b/, isOther: /\bof the chest type\b/ },
  // Pasta stuffed (dumplings, ravioli, gyoza: 1902.20) or cooked (instant noodles, boiled udon: 1902.30), not the uncooked 1902.1x
  // (1902.30's "(excluding stuffed)" is dropped from the kept text, hence "pasta , cooked").
  { stated: STUFFED_PASTA, is: /\bpasta, stuffed\b/, isOther: /\bnot stuffed\b|\bpasta \(excluding stuffed\)/, whole: true },
  { stated: (n) => COOKED_PASTA.test(n.clean_description) && !STUFFED_PASTA.test(n.clean_description), is: /\bpasta\s*, cooked or otherwise prepared\b/, isOther: /\bpasta, uncooked\b/ },
];
/** Seats said to open into a bed: sofa beds, sleeper sofas, futon couches. */
const CONVERTIBLE_INTO_BED = /\bsofa[- ]?beds?\b|\bsleeper (?:sofa|couch)|\b(?:sofa|couch) sleeper|\bconvertible (?:sofa|couch|futon|chair)|\bfuton (?:sofa|couch|frame)|\bsofa giường|kéo ra thành giường|소파\s?베드|ソファー?ベッド/i;
/** Said padded, or padded by nature: sofas, couches and recliners are upholstered seats. */
const UPHOLSTERED = /\b(?:upholstered|padded|cushioned|cushion|fabric seat|leather seat|velvet|linen|bouclé|boucle|sofas?|couch(?:es)?|loveseats?|settees?|recliners?)\b|bọc nệm|bọc vải|bọc da|布張り|張り|ソファ|クッション|ウレタン|座椅子|쿠션|패브릭|소파/i;
const NOT_UPHOLSTERED = /\b(?:not|non|un)[- ]?upholstered\b|(?:without|no) (?:upholstery|padding|cushions?)\b|không bọc (?:nệm|đệm)|không (?:có )?nệm|張地なし|布張りなし|張りなし|クッション(?:なし|無し)|쿠션\s?(?:이\s?)?없(?:는|음)/i;
const NOT_UPHOLSTERED_ALL = new RegExp(NOT_UPHOLSTERED.source, 'gi');
/** "NO RELIEF PATTERNS", "without patterns in relief": said plain. */
const NO_RELIEF = /\b(?:no|without|not with)\s+(?:patterns? in\s+)?relief\b|\bno (?:relief|checkered|chequered) patterns?\b|무늬\s?없는|무늬\s?없음|không (?:có )?gân|縞なし/i;
const RELIEF_PATTERN = /\b(relief|checkered|chequered|tear ?drop|diamond pattern|patterned)\b|gân|nhám|縞|チェッカー|무늬|체크/i;
const ELECTRIC_BLANKET = /\b(electric|electrically|heated|heating|usb)\b|전기|온열|電気|điện/i;
/** "NOT ELECTRIC", "non-electric", "비전기식": the reader's power source says so (manual). */
const electricBlanket = (n: Normalized) => n.power_source !== 'manual' && ELECTRIC_BLANKET.test(n.clean_description) && !SAID_NOT_ELECTRIC.test(n.clean_description);
/** Read as electric, and not said to be otherwise ("플리스 담요(전기 담요 아님)"). */
const saidElectric = (n: Normalized) => n.electrical === true && !SAID_NOT_ELECTRIC.test(n.clean_description);
/** Every weight stated is 10 kg or less ("50kg 포대(총중량 10kg 초과)" names 10 kg only as the bound it exceeds). */
const packedAtMost10Kg = (n: Normalized): boolean => {
  const weights = ratingsOf(n).filter((rating) => rating.dimension === 'kg');
  return weights.length > 0 && weights.every((rating) => rating.value <= 10);
};
const KIND_MATCH = 1.35;
const KIND_CONFLICT = 0.35;

const statedKindsByReading = new WeakMap<Normalized, StatedKind[]>();
/** The kinds a reading states, read once though every candidate HS6 asks. */
function statedKinds(n: Normalized): StatedKind[] {
  let stated = statedKindsByReading.get(n);
  if (!stated) {
    const said = withExpansions(n);
    statedKindsByReading.set(n, (stated = KINDS.filter((kind) => (typeof kind.stated === 'function' ? kind.stated(n) : kind.stated.test(said)))));
  }
  return stated;
}

/** The description with what its shorthand says written out ("SPCC" is cold-rolled non-alloy steel, "A1050" aluminium not alloyed). */
const withExpansions = (n: Normalized) => [n.clean_description, ...Object.values(n.abbreviations ?? {})].join(' ; ');

/**
 * Facts the schedule splits subheadings on and a description may deny: "not roasted" coffee
 * (0901.11 against .21), chocolate "not filled" (1806.32), fabric "not containing elastomeric
 * yarn" (6006, not 6004), a "non-driving" bogie (8607.12), glue or a medicament "not put up for
 * retail sale" or "in measured doses" (3506.91, 3003), shrimps "not in airtight containers".
 * A line denying the fact agrees; one asserting it disagrees.
 */
const DENIABLE_FACTS = ['roasted', 'decaffeinated', 'filled', 'elastomeric', 'driving', 'retail', 'measured', 'airtight', 'alcoholic', 'sweetened', 'flavoured', 'seamless'];
const FACT_WORDS = DENIABLE_FACTS.map((fact) => [fact, new RegExp(`\\b${fact}\\b`, 'i')] as const);
const DENIAL_WORD = String.raw`\b(?:not|non|excluding|other than|neither|nor|without)\b`;
/** "not put up in measured doses or for retail sale": the clause a denial governs, to the next comma. */
const DENIED_CLAUSE = /\b(?:not|non)[- ]([^,;()]{0,60})/gi;
const deniedFactLines = new Map<string, DeniedFact>();
const deniedFactsByReading = new WeakMap<Normalized, DeniedFact[]>();
interface DeniedFact {
  /** The line denies the fact too, in its own words or in what it excludes ("(excluding driving bogies …)"). */
  denied: RegExp;
  asserted: RegExp;
}
function deniedFactAgreement(n: Normalized, text: string): number {
  let facts = deniedFactsByReading.get(n);
  if (!facts) deniedFactsByReading.set(n, (facts = deniedFacts(n)));
  let factor = 1;
  for (const fact of facts) {
    if (fact.denied.test(text)) factor *= KIND_MATCH;
    else if (fact.asserted.test(text)) factor *= KIND_CONFLICT;
  }
  return factor;
}
function deniedFacts(n: Normalized): DeniedFact[] {
  if (n.language !== 'en') return [];
  const denied = new Set<string>();
  for (const [, clause] of n.clean_description.matchAll(DENIED_CLAUSE)) for (const [fact, word] of FACT_WORDS) if (word.test(clause)) denied.add(fact);
  return [...denied].map((fact) => {
    let line = deniedFactLines.get(fact);
    if (!line) {
      line = { denied: new RegExp(`${DENIAL_WORD}[^;,]*?\\b${fact}\\b`, 'i'), asserted: new RegExp(`(?<!${DENIAL_WORD}[^;,]*?)\\b${fact}\\b`, 'i') };
      deniedFactLines.set(fact, line);
    }
    return line;
  });
}

/**
 * What a subheading leaves out says no kind of its own: 8502.39's "(excluding those with
 * spark-ignition or compression-ignition … engines)" is the other kind for a gasoline generator.
 */
/** How the kinds a description states meet a subheading's text: above 1 its own kind, below 1 another's. */
export function statedKindFactor(n: Normalized, subheadingText: string): number {
  return kindAgreement(n, subheadingText.toLowerCase());
}

/** Whether a kind the description states is the line's own and none of the others' ("used for motor vehicles" of 9401.20). */
export function statesKindOnlyOf(n: Normalized, subheadingText: string, others: string[]): boolean {
  const own = withoutExclusions(subheadingText.toLowerCase());
  const rest = others.map((text) => withoutExclusions(text.toLowerCase()));
  return statedKinds(n).some((kind) => kind.is.test(own) && !rest.some((text) => kind.is.test(text)));
}

function kindAgreement(n: Normalized, text: string): number {
  let factor = 1;
  const kept = withoutExclusions(text);
  for (const kind of statedKinds(n)) {
    if (kind.is.test(kept)) factor *= KIND_MATCH;
    else if (kind.isOther.test(kind.whole ? text : kept) || kind.is.test(text)) factor *= KIND_CONFLICT;
  }
  return factor;
}

/** A stated rating inside a subheading's bounds, or outside them (a 3000 W vacuum cleaner is not 8508.11's). */
const RATING_MATCH = 1.35;
const RATING_CONFLICT = 0.25;

/**
 * Chapters 61 and 62 give men's or boys', women's or girls' and babies' garments headings and
 * subheadings of their own (6211.32 men's, 6211.42 women's): the line's own words say whom it is for.
 */
const GENDERED_CHAPTERS = new Set(['61', '62']);

/**
 * Whom a garment line is for against whom the description says the goods are for. Goods that
 * cannot be identified as either men's or women's go to the women's headings (chapter 61 note 9,
 * chapter 62 note 9): there a men's line yields, as a stated fact's other line does, only less.
 */
function genderAgreement(chapter: string, gender: Normalized['gender'], text: string): number {
  if (!GENDERED_CHAPTERS.has(chapter)) return 1;
  // "(excluding … women's full or knee-length hosiery …)": a wearer the line leaves out is none of its own (6115.94 is men's socks too).
  const own = text.replace(/\((?:excluding|other than|not)\b[^)]*\)/gi, ' ');
  const lineFor = Object.keys(GENDER_WORDS).filter((wearer) => GENDER_WORDS[wearer].test(own));
  // Babies' garments and clothing accessories go to 6111 and 6209 before any other heading of their chapter (chapter 61
  // note 6(b), chapter 62 note 4(b)): a baby's t-shirt or socks are no t-shirt of 6109 nor socks of 6115.
  if (gender === 'babies') return lineFor.includes('babies') ? GENDER_MATCH : GENDER_CONFLICT;
  if (!lineFor.length) return 1;
  if (!gender || gender === 'unisex') return lineFor.includes('men') ? UNIDENTIFIED_IN_MENS : 1;
  return lineFor.includes(gender) ? GENDER_MATCH : GENDER_CONFLICT;
}
const GENDER_MATCH = 1.15;
const GENDER_CONFLICT = 0.35;
const UNIDENTIFIED_IN_MENS = 0.8;

/**
 * Lubricating preparations and oil additives split on "containing" or "not containing" petroleum
 * oils (3403, 3811); heading 2710 holds preparations of 70 % or more of them.
 */
function petroleumAgreement(n: Normalized, text: string): number {
  if (!n.petroleum || !/\bpetroleum oils\b/.test(text)) return 1;
  const without = /\bnot containing petroleum oils\b/.test(text);
  // The subheading is defined by it, as chapters 61 and 62 are by knitting: a stated fact outweighs the cases.
  return (n.petroleum === 'not_petroleum') === without ? 1.35 : 0.35;
}

/** Base metal as the nomenclature words it: by name, as a seat's frames (9401.71) or as furniture ("Furniture; metal", 9403.10). */
const BASE_METAL = String.raw`\bbase metals?\b|\bmetal frames?\b|;\s*metal\b`;

/** How each textile material is named in the nomenclature's subheadings. */
const TEXTILE_MATERIAL_WORDS: Array<[RegExp, RegExp]> = [
  [/cotton/, /\bcotton\b/],
  // Polyester, nylon and acrylic are synthetic fibres, viscose and rayon artificial ones (chapters 54-55): the nomenclature
  // splits them (6204.43 synthetic, 6204.44 artificial), and "man-made" names both.
  // Carpets (5701-5705) say "man-made textile materials" for the same fibres; polypropylene and polyethylene are fibres there too.
  [/polyester|nylon|polyamide|acrylic|spandex|elastane|synthetic|polypropylene|polyethylene/, /\b(synthetic|man-made) (?:fibres|textile materials)\b/],
  [/viscose|rayon|modal|lyocell/, /\b(artificial|man-made) (?:fibres|textile materials)\b/],
  [/man-made/, /\b(synthetic|man-made|artificial) (?:fibres|textile materials)\b/],
  [/wool|cashmere|alpaca|fine animal hair/, /\bwool\b|\bfine animal hair\b/],
  [/silk/, /\bsilk\b/],
  // Linen is flax (5309 "of flax"), hemp and jute bast fibres (5302, 5303, 6305.10): apparel and household linen of them go
  // to the lines "of other textile materials", not to cotton's.
  [/linen|flax|ramie/, /\bflax\b/],
  [/hemp/, /\bhemp\b/],
  [/jute/, /\bjute\b/],
];

/** How each chief material is named in the nomenclature's subheadings. */
const MATERIAL_WORDS: Array<[RegExp, RegExp]> = [
  // Synthetic leather is plastics (6402's "uppers of rubber or plastics", 4202's "of plastics"), neither
  // leather nor a synthetic fibre: first, as the first entry a material's name meets is its own.
  [/synthetic leather/, /\bplastics?\b/],
  ...TEXTILE_MATERIAL_WORDS,
  [/leather/, /\bleather\b/],
  [/plastic|polyethylene|polypropylene|pvc|polymer/, /\bplastics?\b|\bpolymers?\b/],
  [/rubber/, /\brubber\b/],
  // Silicone is made up both as rubber (O-rings, seals: 4016) and as plastics (kitchenware: 3924): lines of either are its own.
  [/silicone/, /\brubber\b|\bplastics?\b/],
  // Bamboo has subheadings of its own beside wood's (4419.11, 4421.91, 4418.73): neither is the other.
  [/bamboo/, /\bbamboo\b/],
  // So has rattan beside wood's furniture and seats (9401.53, 9403.83).
  [/rattan/, /\brattan\b/],
  [/wood/, /\bwood(en)?\b/],
  [/stainless steel|steel|iron/, new RegExp(String.raw`\b(iron|steel|stainless)\b|${BASE_METAL}`)],
  [/alumin/, new RegExp(String.raw`\balumin(ium|um)\b|${BASE_METAL}`)],
  [/copper/, new RegExp(String.raw`\bcopper\b|${BASE_METAL}`)],
  // A metal named only as "metal" is taken for a base metal, as most such goods are.
  [/\b(brass|bronze|zinc|pewter|tin|nickel|tungsten|titanium)\b|^metal$/, new RegExp(BASE_METAL)],
  // Gold-filled is base metal clad with gold: the subheading is 7113.20's, not gold's.
  [/gold-filled/, /\bclad with precious metal\b/],
  [/semi-precious stones/, /\bprecious or semi-precious stones\b/],
  [/^pearls$/, /\bpearls\b/],
  [/silver/, /\bsilver\b/],
  [/gold|platinum|palladium|precious metal/, /\bprecious metals?\b/],
  // Worked stone splits by the stone (6802.21/.91 marble, travertine and alabaster; .23/.93 granite), the others leaving them out.
  [/marble|travertine|alabaster/, /\bmarble\b/],
  [/granite/, /\bgranite\b/],
  [/porcelain|china/, /\bporcelain\b|\bchina\b/],
  [/ceramic/, /\bceramic\b/],
  // Glass-ceramics are a material of their own (7013.10): "other than of glass-ceramics" leaves plain glass in.
  [/glass(?!-ceramic)/, /\bglass\b(?!-ceramics)/],
];

/**
 * A phrase of the nomenclature that names something to leave it out: "of textile materials
 * (other than cotton)", "of precious metal (excluding silver)". The question step and the
 * material agreement both read a subheading without them.
 */
// A bracketed word inside the phrase is part of it: "not of bamboo or with at least the top layer (wear layer) of bamboo" (4418.75);
// a bracketed list of examples ends it ("other than rolled or flaked (e.g. hulled, pearled, …)", 1104.29).
const EXCLUSION = /\(?\b(?:other than|excluding|not of) (?:[^(),;]|\([^(),;]*\))*\)?/gi;
export const exclusionsIn = (text: string): string[] => text.match(EXCLUSION) ?? [];
export const withoutExclusions = (text: string): string => text.replace(EXCLUSION, ' ');

/**
 * What a line denies the goods are, beyond its "other than" clauses: "(not drinking glasses)",
 * "neither crushed nor ground". Pepper neither crushed nor ground (0904.11) does not name ground
 * pepper; the ground pepper of 0904.12 does.
 */
const DENIAL = /\(not [^)]*\)|\bneither [^,;()]*?\bnor [\w-]+/gi;
export const withoutDenials = (text: string): string => text.replace(DENIAL, ' ');

/** An exclusion that begins with a material ("other than base metal", "other than of lead crystal"), not one about a component ("other than those fitted with chain scoops of base metal"). */
const EXCLUDING = /^\(?(?:other than|excluding|not of) (?:of )?/;
/** Another material of the chief one's family that the exclusion begins with: "other than man-made fibres" says nothing of pearls. */
const leavesOutKin = (exclusion: string, own: [RegExp, RegExp]): boolean => {
  const rest = exclusion.replace(EXCLUDING, '');
  if (rest === exclusion) return false;
  if (/^lead crystal\b/.test(rest)) return own[0].test('glass');
  return MATERIAL_WORDS.some(([material, words]) => words.test(rest) && rest.search(words) === 0 && sameFamily(material, own[0]));
};

/** "of silver, whether or not plated or clad with other precious metal": the plating names no material of the goods. */
const WHETHER_PLATED = /\bwhether or not (plated|clad)[^,;>]*/gi;

/**
 * A bracketed list of materials left out runs to its closing bracket: "(other than wool or fine animal hair, cotton or
 * man-made fibres)" leaves out man-made fibres too, so polyester knitwear is no "of textile materials" of 6110.90.
 */
const MATERIALS_LEFT_OUT = /\((?:other than|excluding|not of|not) [^)]*\)/gi;

/** A subheading's words that name the goods' own material: exclusions and plating clauses left out. */
export const ownMaterialWords = (text: string): string => withoutExclusions(text.replace(WHETHER_PLATED, ' ').replace(MATERIALS_LEFT_OUT, ' '));

/**
 * A line names a material in its words "of …", or as the label before its first ';' ("Iron or steel; non-threaded
 * washers", "Rubber; vulcanised … gaskets", "Plastics; other articles"): nylon washers are none of steel's. The labels
 * of the non-ferrous metals stay out: "Copper; screws, bolts …" (7415.33) is brass goods' too.
 */
const ANY_MATERIAL = /^(?:iron or (?:non-alloy )?steel|iron|steel(?:, stainless)?|plastics|rubber|wood|glass|leather)\b[^;]*;|\b(?:wooden|metal) frames\b|;\s*(?:wooden|metal)\b|\bof (cotton|wool|fine animal hair|silk|synthetic fibres|man-made fibres|artificial fibres|(?:other )?man-made textile materials|leather|plastics|hard rubber|rubber|wood|bamboo|iron or steel|stainless steel|aluminium|copper|porcelain|glass|silver|precious metal|base metal)\b|\b(precious or semi-precious stones|natural or cultured pearls)\b/;

const PRECIOUS_METALS = /silver|gold|platinum|palladium|precious metal/;
/** Nor does it incorporate pearls or precious or semi-precious stones (chapter 71 note 11). */
const STONES_OR_PEARLS = /^pearls$|semi-precious stones/;
/** A line naming textile goods by their family or by a fibre. */
const ANY_TEXTILE = /\btextile materials?\b|\b(?:cotton|wool|fine animal hair|silk|synthetic fibres|man-made fibres|artificial fibres|flax|jute)\b/;
/**
 * "of textile materials" names every textile; "of other textile materials" and "… n.e.c." only those its siblings
 * don't, and "of man-made textile materials" (5703.39) only man-made fibres: a wool rug is none of its.
 */
const TEXTILE_FAMILY = /(?<!\b(?:other|man-made) )\btextile materials?\b(?! n\.e\.c)/;

/** Tropical woods by name, in the four languages (chapter 44 subheading note 2): plain "wood" is none of them, and goes to the "other" subheadings. */
const TROPICAL_WOOD = /\b(tropical|teak|mahogany|meranti|sapelli|sapele|iroko|okoum[eé]|ebony|rosewood|balsa|merbau|wenge|ip[eê]|keruing|jatoba|lauan|virola|acajou|sipo|padauk|limba|obeche|ramin|kapur|abura|afrormosia|andiroba|aningr[eé]|avodir[eé]|azob[eé]|balau|boss[eé]|cativo|cedro|dabema|dib[eé]tou|douss?i[eé]|framir[eé]|freijo|fromager|geronggang|ilomba|imbuia|jaboty|jelutong|jequitib[aá]|jongkong|kempas|kosipo|kotib[eé]|makor[eé]|mandioqueira|mansonia|mengkulang|merawan|merpauh|mersawa|moabi|niangon|nyatoh|onzabili|ovengkol|ozigo|paldao|palissandre|pulai|punah|quaruba|saqui-saqui|sepetir|sucupira|suren|tauari|tiama|seraya)(?![a-z])|티크|마호가니|흑단|로즈우드|자단|チーク|マホガニー|黒檀|紫檀|ローズウッド|gỗ tếch|gỗ teak|gỗ gụ|gỗ mun|gỗ trắc|gỗ cẩm lai/i;

/**
 * "(티크 아님)", "non-tropical", "not tropical", "không phải gỗ tếch": a tropical wood denied is none the goods are of. The
 * glossary's denials read every language but the English "not" a declarant copies from the nomenclature.
 */
const TROPICAL_WOOD_ANYWHERE = new RegExp(TROPICAL_WOOD.source, 'gi');
const NOT_BEFORE = /\bnot\s+$/i;
const DENYING_LANGS: Lang[] = ['en', 'vi', 'ja', 'ko'];
const statesTropicalWood = (text: string): boolean =>
  [...text.matchAll(TROPICAL_WOOD_ANYWHERE)].some((found) => {
    const span = { start: found.index ?? 0, end: (found.index ?? 0) + found[0].length };
    return !NOT_BEFORE.test(text.slice(Math.max(0, span.start - 8), span.start)) && !DENYING_LANGS.some((lang) => deniedInPlace(text, span, lang));
  });

/** "Of tropical wood" (4419.20, 4412.31) for a wood not named tropical, or "not of tropical wood" for one that is. */
function tropicalWoodDisagrees(n: Normalized, line: string, subheading: string, exclusions: string[]): boolean {
  const stated = statesTropicalWood(n.clean_description);
  return stated ? exclusions.some((exclusion) => /\btropical wood\b/.test(exclusion)) : /\btropical wood\b/.test(subheading) || TROPICAL_LABEL.test(line);
}
/** 4403.4x and 4407.2x say so in their label ("Wood, tropical, …"), before the first ';'. */
const TROPICAL_LABEL = /^wood, tropical\b/;

/** "(other than man-made, wool or fine animal hair)" (5703.90) leaves out every synthetic and artificial fibre by the bare word. */
const leavesOutManMade = (own: [RegExp, RegExp], exclusion: string): boolean => own[1].test('man-made fibres') && /\bman-made\b/.test(exclusion);

/**
 * Chapters 72 to 81 are each one base metal's (Section XV): "Articles of iron or steel" (73), of copper (74), of
 * aluminium (76). Goods of another stated base metal are none of that chapter's, whatever its lines' words leave unsaid
 * (7319.90's crochet hooks, "of iron or steel" only at its end; 7323.99 for an aluminium rack). HEADING_MATERIAL_CONFLICT
 * for such a line, null where that does not apply.
 */
function baseMetalChapterAgreement(chapter: string, n: Normalized): number | null {
  const chief = chiefMaterialOf(n);
  if (!ofOneBaseMetal(chapter) || !chief) return null;
  // "Zinc plated steel", "nickel plated steel pins": a plating named first leaves the goods of the metal named beside it.
  if (n.materials.some((material) => baseMetalChaptersOf(material).includes(chapter))) return null;
  return baseMetalChaptersOf(chief).length ? HEADING_MATERIAL_CONFLICT : null;
}

/** A subheading naming another material than the stated chief one. */
const MATERIAL_CONFLICT = 0.6;
/** A material a heading's own definition leaves out (chapter 71 note 11: imitation jewellery holds no precious metal). */
const DEFINITION_CONFLICT = 0.35;

/**
 * A heading whose own words hold it to one material ("Iron or steel; anchors …", 7316; "Plastics; …") takes no goods
 * of another stated material at all: a plastic clip named an anchor is no anchor of iron or steel. Only a definite
 * material weighs so: plain "metal" may be the iron or steel.
 */
const HEADING_MATERIAL_CONFLICT = 0.35;
const HEADING_MATERIAL = /^(?:iron or (?:non-alloy )?steel|iron|steel(?:, stainless)?|plastics|rubber|wood|glass|leather)\b[^;]*;/;
const headingOfAnotherMaterial = (chief: string, named: string): boolean => !/^metal$|textile/.test(chief) && HEADING_MATERIAL.test(named.trim());

/** Family names the reader may list before the precise material ("ceramic …, porcelain"). */
const GENERIC_MATERIALS: Record<string, RegExp> = { ceramic: /porcelain|china|stoneware|earthenware/, textile: /./, plastic: /./, metal: /./, iron: /cast iron|steel/ };

/** The chief material, the precise name winning over its family's ("porcelain" over "ceramic"). */
function chiefMaterialOf(n: Normalized): Normalized['materials'][number] | undefined {
  const [first, ...others] = n.materials;
  const family = first && GENERIC_MATERIALS[first.name.toLowerCase()];
  const precise = family && first.percent === null ? others.find((m) => family.test(m.name.toLowerCase()) && (m.group === first.group || first.name === 'ceramic')) : undefined;
  return precise ?? first;
}
const chiefMaterial = (n: Normalized): string | undefined => chiefMaterialOf(n)?.name?.toLowerCase();

/**
 * Goods "of plastics": a fibre's name read as plastics outside textiles ("acrylic earrings", "nylon
 * cable ties") and the polymers no entry names (silicone, EVA). Not "polymers": acrylic in a paint is
 * its binder, no sign of 3208's "based on … polymers" over the artists' colours of 3213.
 */
const MADE_OF_PLASTICS: [RegExp, RegExp] = [MATERIAL_WORDS.find(([material]) => material.test('plastic'))![0], /\bplastics?\b/];
/**
 * The nomenclature's words for a material, by its name or else its group's ("imitation pearls" are glass). A polymer
 * the reader took for the plastics (or rubber) of an article (a "nylon washer", "acrylic earrings") is named as plastics,
 * not as the synthetic fibre of the same name; the binder of an acrylic paint (chapter 32) keeps its own name.
 */
function materialWordsOf(material: { name: string; group: string }, ofArticles = true): [RegExp, RegExp] | undefined {
  const name = material.name.toLowerCase();
  if (!ofArticles) return MATERIAL_WORDS.find(([words]) => words.test(name)) ?? MATERIAL_WORDS.find(([words]) => words.test(material.group));
  if (material.group === 'plastic') return MATERIAL_WORDS.find(([words]) => words.test(name) && !TEXTILE_MATERIALS.includes(words)) ?? MADE_OF_PLASTICS;
  // Rubber named by a fibre's name ("nylon-reinforced rubber") is rubber where goods are made of it.
  if (material.group === 'rubber') return MATERIAL_WORDS.find(([words]) => words.test(name) && !TEXTILE_MATERIALS.includes(words)) ?? MATERIAL_WORDS.find(([words]) => words.test('rubber'));
  return MATERIAL_WORDS.find(([words]) => words.test(name)) ?? MATERIAL_WORDS.find(([words]) => words.test(material.group));
}

/**
 * Subheadings split goods by their chief material ("of cotton", "of synthetic fibres"): the one
 * naming the description's chief material fits, one naming another material does not.
 */
/** Goods of chapter 39 on, or not read at all: articles, whose polymer is their plastics; in the textile chapters (50-63) it is their fibre (a polypropylene rug is "of man-made textile materials"). */
const madeIntoArticles = (n: Normalized) => !n.hs_headings.length || (n.hs_headings[0] >= '39' && !(n.hs_headings[0] >= '50' && n.hs_headings[0] < '64'));

function materialAgreement(n: Normalized, text: string): number {
  const frames = frameAgreement(n, text);
  if (frames) return frames;
  const chiefOne = chiefMaterialOf(n);
  const chief = chiefOne?.name?.toLowerCase();
  if (!chiefOne || !chief) return 1;
  // Lines split on their working part's material judge the edge, not the body: a steel blade tipped with carbide (the kind rule decides).
  if (/\bworking part of\b/.test(text) && HARD_TIPPED.test(n.clean_description)) return 1;
  const named = ownMaterialWords(text);
  const ferrous = castIronApart(chief, text, named);
  if (ferrous) return ferrous;
  // "of textile materials (other than cotton)" and "of precious metal (excluding silver)" name a
  // material to leave it out; "other than knives of heading 8208" leaves out no material at all.
  const exclusions = [...(text.match(MATERIALS_LEFT_OUT) ?? []), ...exclusionsIn(text)];
  const own = materialWordsOf(chiefOne, madeIntoArticles(n));
  const polymer = polymerNamedByLine(chief, text);
  if (polymer) return polymer;
  // "Fabric", "vải" name the family only: a line of textile materials or of any fibre may hold the goods, one of another material not.
  if (chief === 'textile') return ANY_TEXTILE.test(named) || !ANY_MATERIAL.test(named) ? 1 : MATERIAL_CONFLICT;
  // Solid gold is not "base metal clad with precious metal" (7113.20), which names gold-filled goods.
  if (PRECIOUS_METALS.test(chief) && !/gold-filled/.test(chief) && /\bbase metal clad\b/.test(named)) return MATERIAL_CONFLICT;
  // The subheading's own words decide over its heading's: "of wood; of bamboo, bread boards" is bamboo's.
  const leftOut = own !== undefined && exclusions.some((exclusion) => own[0].test(exclusion) || own[1].test(exclusion) || leavesOutManMade(own, exclusion));
  // "Of sheeting of plastics or of textile materials" names every textile by its family.
  const namesOwn = (words: string) => !!own && (own[1].test(words) || (TEXTILE_MATERIALS.includes(own[0]) && TEXTILE_FAMILY.test(words) && !leftOut));
  const subheading = named.split(';').slice(1).join(';');
  if (own && !namesOwn(subheading) && ANY_MATERIAL.test(subheading)) return MATERIAL_CONFLICT;
  if (/\b(?:wood|fibreboard|particle ?board|plywood)$/.test(chief) && tropicalWoodDisagrees(n, named, subheading, exclusions)) return MATERIAL_CONFLICT;
  if (namesOwn(named)) return 1.35;
  // Imitation jewellery is jewellery with no precious metal, plated apart, and no pearls or precious or
  // semi-precious stones (chapter 71 note 11).
  // It is a definition, as knitting is chapter 61's: a stated precious metal outweighs the cases.
  if ((PRECIOUS_METALS.test(chief) || STONES_OR_PEARLS.test(chief)) && /\bimitation\b/.test(text)) return DEFINITION_CONFLICT;
  if (ANY_MATERIAL.test(named) || leftOut) return headingOfAnotherMaterial(chief, named) ? HEADING_MATERIAL_CONFLICT : MATERIAL_CONFLICT;
  // A subheading defined by the materials it leaves out takes every other one: plastic earrings are
  // imitation jewellery "of other than base metal" (7117.90), wooden buttons "of other than base metal or plastics" (9606.29).
  if (own && exclusions.some((exclusion) => leavesOutKin(exclusion, own))) return 1.35;
  return 1;
}

/**
 * A polymer the line names itself decides before its family does: polypropylene rope is 5607.49's "of polyethylene or
 * polypropylene", not 5607.50's "of synthetic fibres other than polyethylene or polypropylene", which the family
 * ("synthetic fibres") alone would have matched. Null where the line names no such polymer.
 */
const POLYMER = /^poly(?:ethylene|propylene)$/;
function polymerNamedByLine(chief: string, text: string): number | null {
  if (!POLYMER.test(chief)) return null;
  // "other than polyethylene or polypropylene" leaves the polymer out; "(other than expansible polystyrene)" only a kind of it.
  if (new RegExp(`\\bother than (?:[a-z]+ or )?${chief}\\b`).test(text)) return MATERIAL_CONFLICT;
  return new RegExp(`\\b${chief}\\b`).test(ownMaterialWords(text)) ? 1.35 : null;
}

/**
 * Seats split on their frame's material ("upholstered, with wooden frames", 9401.61; "with metal frames", 9401.71), not on
 * the cover's: a faux leather sofa on a wooden frame is 9401.61's. Null where the line or the description names no frame.
 */
function frameAgreement(n: Normalized, text: string): number | null {
  const line = /\bwith (wooden|metal) frames\b/.exec(text);
  const stated = line ? STATED_FRAME.exec(n.clean_description) : null;
  if (!line || !stated) return null;
  const wooden = stated.slice(1).some((word) => word && WOODEN_FRAME.test(word));
  return wooden === (line[1] === 'wooden') ? 1.35 : MATERIAL_CONFLICT;
}
const FRAME_MATERIAL = String.raw`(wood(?:en)?|solid wood|metal|steel|iron|aluminium|aluminum)`;
const STATED_FRAME = new RegExp(String.raw`\b${FRAME_MATERIAL}\s+frames?\b|\bframes?\s+(?:of|in|made of)\s+${FRAME_MATERIAL}\b|khung\s+(gỗ|sắt|thép|nhôm|kim loại|inox)|(원목|나무|목재|철제|스틸|금속|알루미늄)\s?프레임|(木製|天然木|スチール|金属|アルミ)\s?フレーム`, 'i');
const WOODEN_FRAME = /^(?:wood(?:en)?|solid wood|gỗ|원목|나무|목재|木製|天然木)$/i;

/**
 * Cast iron and steel are apart where the lines split them ("of cast iron", 7323.91–.92, against
 * "Iron (excluding cast) or steel" and "Steel, stainless", 7323.93–.94); "iron or steel" takes both.
 * Null where the line says nothing of either.
 */
function castIronApart(chief: string, text: string, named: string): number | null {
  const castIron = /\bcast iron\b/.test(named);
  const eitherIron = /\biron\s+or\s+steel\b/.test(named) && !/\bexcluding cast\b/.test(text);
  if (/steel/.test(chief)) return castIron && !eitherIron && !/\bsteel\b/.test(named.replace(/\bcast iron\b/g, '')) ? MATERIAL_CONFLICT : null;
  // Iron not said to be cast ("鉄フライパン", a wrought or carbon-steel pan) is neither cast iron nor stainless steel.
  if (chief === 'iron') return (castIron || /\bstainless\b/.test(named)) && !eitherIron ? MATERIAL_CONFLICT : null;
  if (chief !== 'cast iron') return null;
  if (castIron) return 1.35;
  return /\bexcluding cast\b/.test(text) || (/\b(?:steel|stainless)\b/.test(named) && !eitherIron) ? MATERIAL_CONFLICT : null;
}

/**
 * A precedent that states another construction or another chief material than the description
 * decided a different question: its vote counts less.
 */
export function precedentDisagrees(n: Normalized, precedentText: string): boolean {
  const text = precedentText.toLowerCase();
  const saysWoven = /\bwoven\b|\bnot knitted\b/.test(text);
  const saysKnitted = /\bknit(ted)?\b|\bcrocheted\b/.test(text.replace(/not knitted( or crocheted)?/g, ''));
  if (n.construction === 'knitted' && saysWoven && !saysKnitted) return true;
  if (n.construction === 'woven' && saysKnitted && !saysWoven) return true;
  const chief = n.materials[0];
  if (!chief || (chief.percent !== null && chief.percent < 50)) return false;
  // "Metal" names only the family: a case of steel goods decided nothing against it.
  if (chief.name.toLowerCase() === 'metal') return false;
  const own = MATERIAL_WORDS.find(([material]) => material.test(chief.name.toLowerCase()));
  if (!own || own[0].test(text)) return false;
  return MATERIAL_WORDS.some(([material]) => material !== own[0] && material.test(text) && sameFamily(material, own[0]));
}

/**
 * Food the cases declare processed or mixed ("Olive oil preparations; … WITH BLACK TRUFFLE",
 * "Sauce; Extra Virgin Olive Oil and Balsamic Vinegar") where the description names the plain
 * goods: rulings are sought for the unusual product, so the plain one is rare among them.
 */
const PREPARED_FOOD = /\b(?:preparations?|prepared|spreads?|sauces?|seasoned|seasonings?|flavou?red|mixed with)\b/i;
/** A description that itself names a mixture or an added ingredient is no plain goods. */
const MIXED_FOOD = /\b(?:mixed|mixtures?|with|concentrated|blend|blended)\b/i;

export function declaresPreparedFood(n: Normalized, description: string): (caseText: string) => boolean {
  const food = n.hs_headings.length > 0 && !namedNonFood(n);
  if (!food || PREPARED_FOOD.test(description) || MIXED_FOOD.test(description)) return () => false;
  return (caseText) => PREPARED_FOOD.test(firstField(caseText) ?? caseText);
}
/** Whether the reader's first heading is from chapter 28 on, where no food is (compared as strings: '2801' >= '28' > '2710'). */
export const namedNonFood = (n: Normalized) => n.hs_headings.length > 0 && n.hs_headings[0] >= '28';

/** Cotton against polyester is a conflict; cotton against steel is another part of the goods. */
const TEXTILE_MATERIALS = TEXTILE_MATERIAL_WORDS.map(([material]) => material);
const sameFamily = (a: RegExp, b: RegExp) => TEXTILE_MATERIALS.includes(a) === TEXTILE_MATERIALS.includes(b);

/**
 * Head words of goods made for other goods: their parts, accessories, holders and toy versions.
 * The parts a product is built of count too ("Mobile Phone Camera Lens", "MOBILE PHONE DISPLAY
 * FRAME" are no precedent for a mobile phone): with them "mobile phone" and "휴대폰" find
 * 8517.13; kr top-5 −1 row (a casing the reader took for the air cooler it belongs to).
 */
const ARTICLE_FOR_HEADS = new Set(
  englishTokens('part parts accessory accessories case cover adapter adaptor charger holder stand mount bracket toy machine pouch protector strap mould mold film lens lenses frame display screen battery batteries housing cable button glass panel board module sticker skin amplifier saver socket changer remover tester'),
);

/**
 * Machines that make or work goods ("Softgel Machine" for softgel vitamins): a case declaring one shares the goods' word but
 * is no precedent for goods the reader files outside chapters 84 and 85, where machines are.
 */
const MACHINE_HEADS = new Set(englishTokens('machine machines machinery equipment apparatus'));
/** Machines and electrical goods (Section XVI). */
export const MACHINE_CHAPTERS = /^8[45]/;

/**
 * Whether a case declares another article made for the product ("Parts of hair dryers", "Sunglass
 * case", "Bicycle toy", "노트북용 …", "노트북락" for a laptop): it names the product, but as what
 * the goods serve, and is no precedent for it. English phrases put their head first before "of"
 * and last otherwise; Korean ones put it last, "…용" marking the purpose. A head the description
 * itself names ("car cup holder", "새우소스") is the description's own product. Built once per
 * description, asked of each case.
 */
export function declaresArticleFor(n: Normalized, description: string): (caseText: string) => boolean {
  if (!n.product_type) return () => false;
  const productWords = englishTokens(n.product_type);
  const productHead = productWords.at(-1);
  const described = new Set([...productWords, ...englishTokens(description)]);
  const koreanNames = koreanProductNames(n);
  // Only a reading the description itself heads can overrule what a case's first field declares:
  // "K514 CARPET LOAD FLOOR TRIM" is trim, and its cases rightly say "parts of motor vehicles".
  const headNamed = productHead !== undefined && englishProductTokens(n.clean_description).at(-1) === productHead;
  const madeGoods = n.hs_headings.length > 0 && !MACHINE_CHAPTERS.test(n.hs_headings[0]);
  return (caseText) => {
    const field = (firstField(caseText) ?? caseText).split('(')[0];
    const head = caseHead(caseText);
    if (head && productHead && ARTICLE_FOR_HEADS.has(head) && !described.has(head) && englishTokens(field).includes(productHead)) return true;
    if (head && madeGoods && MACHINE_HEADS.has(head) && !described.has(head) && englishTokens(field).some((word) => described.has(word))) return true;
    if (productHead && headNamed && declaresOtherGoods(caseText, productHead, n.hs_headings)) return true;
    const words = hangulWords(field);
    const koreanHead = words.at(-1);
    if (!koreanHead || !koreanNames.length || koreanNames.some((name) => koreanHead.endsWith(name)) || description.includes(koreanHead)) return false;
    // "로봇청소기용": a purpose word holds the name behind a modifier too.
    return words.some((word) => koreanNames.some((name) => word.startsWith(name) || (word.endsWith('용') && word.includes(name))));
  };
}

/**
 * Whether a case declares the goods the product is for ("CKD DIESEL ENGINE" for a "Cylinder head
 * for diesel engine", "Sewing machine" for a "Bobbin case for sewing machine"): its head noun is
 * named only in the description's use, not in the product's name. A part suitable for a machine
 * is classified apart from the machine (Section XVI note 2), so the machine's case is no
 * precedent for it; the converse of `declaresArticleFor`.
 */
export function declaresServedGoods(n: Normalized): (caseText: string) => boolean {
  const served = new Set(englishTokens(n.function ?? ''));
  const productWords = new Set(englishTokens(n.product_type ?? ''));
  if (!served.size || !productWords.size) return () => false;
  return (caseText) => {
    const head = caseHead(caseText);
    return head !== undefined && served.has(head) && !productWords.has(head);
  };
}

/**
 * Whether a case filed outside every heading the glossary gives for the goods declares goods of
 * another name: its own head noun (`caseHead`) is not the product's ("Copper plates; COPPER coin"
 * for a coin, "NOTEBOOK COMPUTER" for a notebook, "Fittings of stainless steel; WATER PIPE ASSY"
 * for a water bottle). It shares the product's word, not the product. Only where the description
 * itself ends with the product's name (a parenthesis qualifies it: "Shave Cream(Eucalyptus)" is
 * shave cream) and the reader took it for goods of chapter 28 onwards: food cases know processed
 * states the glossary's raw name does not (candidates.ts OUTSIDE_GLOSSARY). A case whose first
 * field has no English word (a Korean one) says nothing. Built once per description.
 */
export function namesOtherGoods(n: Normalized): (caseText: string, caseHs6: string) => boolean {
  const productHead = englishProductTokens(n.product_type ?? '').at(-1);
  const describedHead = englishProductTokens(n.clean_description.replace(/\([^)]*\)?/g, ' ')).at(-1);
  if (!productHead || !namedNonFood(n) || describedHead !== productHead) return () => false;
  return (caseText, caseHs6) => {
    if (n.hs_headings.includes(caseHs6.slice(0, 4))) return false;
    const head = caseHead(caseText);
    return head !== undefined && LATIN_WORD.test(head) && head !== productHead;
  };
}

const LATIN_WORD = /^[a-z]/;

/** A case's own goods: the head noun of its first field (of the text before any "(" when it has none), before "of", "for", "with" …. */
function caseHead(caseText: string): string | undefined {
  const field = (firstField(caseText) ?? caseText).split('(')[0];
  return englishProductTokens(field.split(/\b(?:of|for|with|without|from|and)\b|,/i)[0]).at(-1);
}

/**
 * "Curtain valances;SCARF" for a scarf: the case's goods, named in its first field, are a product
 * the glossary files under other headings than the description's, and the product's name stands
 * only in a later field (a trade or model name). Cached per first field: the shipped cases are fixed.
 */
function declaresOtherGoods(caseText: string, productHead: string, productHeadings: string[]): boolean {
  const field = firstField(caseText);
  if (field === null || englishTokens(field).includes(productHead) || !englishTokens(caseText).includes(productHead)) return false;
  const headings = firstFieldHeadings(field);
  return headings.length > 0 && !headings.some((heading) => productHeadings.includes(heading));
}

const fieldHeadings = new Map<string, string[]>();

/** The headings of the goods the glossary recognises in a case's first field. */
function firstFieldHeadings(field: string): string[] {
  let headings = fieldHeadings.get(field);
  if (!headings) {
    headings = [...new Set(lookupGlossary(field, 'en').flatMap((match) => match.concept.headings))];
    fieldHeadings.set(field, headings);
  }
  return headings;
}

/** The Korean words a description names its product with: those the reader read as the product type. */
function koreanProductNames(n: Normalized): string[] {
  const productWords = englishTokens(n.product_type ?? '');
  const terms = n.translation?.from === 'ko' ? n.translation.terms : [];
  return terms.filter((t) => englishTokens(t.english).some((w) => productWords.includes(w))).flatMap((t) => hangulWords(t.source));
}

// Flax fabrics' lines leave out "by weight of" ("containing 85% or more flax", 5309.11).
// Cotton yarn's lines leave out "containing" ("single, of combed fibres, 85% or more by weight of cotton", 5205.2x).
const SHARE_AT_LEAST = /(?:\bcontaining |, )(?:by weight )?(\d+)% or more (?:by weight )?(?:of )?([a-z -]+?)(?=,|;| staple| filament| fibres| yarn|$)/;
const SHARE_BELOW = /(?:\bcontaining |, )less than (\d+)% (?:by weight )?(?:of )?([a-z -]+?)(?=,|;| staple| filament| fibres| yarn|$)/;
const MIXED_WITH = /\bmixed mainly or solely with ([a-z -]+?)(?=,|;| staple| filament| fibres|$)/;
/** "Mixed mainly or solely with fibres (other than wool, fine animal hair or cotton)" (5509.99, 5515.99): any partner but those. */
const MIXED_WITH_OTHERS = /\bmixed mainly or solely with (?:other )?fibres \(other than ([a-z ,-]+)\)/;
const SHARE_MATCH = 1.3;
const SHARE_CONFLICT = 0.35;

type Fibres = (material: Normalized['materials'][number]) => boolean;
const SYNTHETIC_POLYMERS = new Set(['polyester', 'nylon', 'acrylic', 'elastane', 'polypropylene']);
const synthetic: Fibres = (m) => m.group === 'textile_synthetic' || SYNTHETIC_POLYMERS.has(m.name);
const FIBRE_CLASSES: Array<[RegExp, Fibres]> = [
  [/\belastomeric\b/, (m) => m.name === 'elastane'],
  [/\bpolyester\b/, (m) => m.name === 'polyester'],
  [/\bnylon|polyamide/, (m) => m.name === 'nylon'],
  [/\bacrylic|modacrylic/, (m) => m.name === 'acrylic'],
  [/\bviscose|rayon/, (m) => m.name === 'viscose'],
  [/\bman-?made\b/, (m) => synthetic(m) || m.group === 'textile_artificial'],
  [/\bsynthetic\b/, synthetic],
  [/\bartificial\b/, (m) => m.group === 'textile_artificial'],
  [/\bcotton\b/, (m) => m.name === 'cotton'],
  [/\bwool|fine animal hair/, (m) => ['wool', 'cashmere', 'fine animal hair'].includes(m.name)],
  [/\bsilk\b/, (m) => m.name === 'silk'],
  [/\bflax\b/, (m) => m.name === 'linen'],
];

/**
 * A kind of fibre a stated composition does not tell ("non-textured polyester filaments"): less
 * polyester than the line requires still rules it out, more says nothing.
 */
const UNTOLD_KIND = /\btextured\b|\btenacity\b/;

function fibresNamed(words: string): Fibres | null {
  return FIBRE_CLASSES.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/**
 * The fibre shares the textile lines split on (chapters 50 to 55 and their fabrics): "containing 85%
 * or more by weight of polyester staple fibres", "containing less than 85% by weight of …, mixed
 * mainly or solely with cotton", against the shares a description states ("51 POLY 36 COTTON 13
 * NYLON" is no fabric of 85% polyester). Only where the stated shares add up to 100: a share left
 * unsaid decides nothing.
 */
function partnerOtherThan(text: string): Fibres | null {
  const excluded = text.match(MIXED_WITH_OTHERS)?.[1].split(/,\s*|\s+or\s+/).map(fibresNamed);
  if (!excluded?.length || excluded.includes(null)) return null;
  return (m) => !excluded.some((fibres) => fibres!(m));
}

export function fibreShareAgreement(materials: Normalized['materials'], text: string): number {
  // Every stated share counts: the line is a textile's, whatever group the reader gave a fibre that is also a plastic.
  const stated = materials.filter((m) => m.percent !== null);
  if (!stated.length || Math.abs(stated.reduce((sum, m) => sum + m.percent!, 0) - 100) > 2) return 1;
  const shareOf = (fibres: Fibres) => stated.filter(fibres).reduce((sum, m) => sum + m.percent!, 0);
  const atLeast = text.match(SHARE_AT_LEAST);
  const below = text.match(SHARE_BELOW);
  const rule = atLeast ?? below;
  const fibres = rule && fibresNamed(rule[2]);
  const untold = !!rule && UNTOLD_KIND.test(rule[2]);
  const mixed = text.match(MIXED_WITH);
  const partner = mixed ? fibresNamed(mixed[1]) : partnerOtherThan(text);
  if (fibres && atLeast) return shareOf(fibres) < Number(atLeast[1]) ? SHARE_CONFLICT : untold ? 1 : SHARE_MATCH;
  if (fibres && below && untold) return 1;
  if (fibres && below && (shareOf(fibres) >= Number(below[1]) || shareOf(fibres) === 0)) return SHARE_CONFLICT;
  if (!partner) return fibres ? SHARE_MATCH : 1;
  // The goods are "mixed mainly" with the chief of the fibres after their own chief one.
  const [, ...others] = [...stated].sort((a, b) => b.percent! - a.percent!);
  const mainPartner = others.find((m) => !fibres?.(m));
  return mainPartner && partner(mainPartner) ? SHARE_MATCH : SHARE_CONFLICT;
}
