import { loadHs2022 } from '@tcs/tariffs';
import type { Lang } from '../types';
import { CONCEPTS } from './concepts';
import { deniedInPlace } from './denials';
import { longestFirst, PhraseIndex } from './matcher';
import { escapeRegExp, TextView } from './text';
import type { Concept, GlossaryMatch } from './types';

const LANGS: readonly Lang[] = ['en', 'vi', 'ja', 'ko'];
const indexes = new Map<Lang, PhraseIndex<Concept>>();

/**
 * Names made of a goods word that name no goods: colours ("Rose Gold", "Cobalt Blue") and
 * trophies and games ("Stanley Cup", "Super Bowl"), processes ("cutting machine"). Matched so that the best cover takes their
 * words, then dropped, so that neither word names the product.
 */
const NOT_GOODS_NAMES = [
  // A watch's complication named as its model ("Rolex Day-Date") is no fruit.
  'day-date|day date',
  // Makers' names that spell goods (a bell, an ASIC).
  'mont-bell|montbell|asics',
  'rose gold|rose-gold|cobalt blue|navy blue|olive green|olive drab|lime green|mint green|sage green|forest green|chocolate brown|coffee brown|wine red|cherry red|salmon pink|peach pink|lemon yellow|mustard yellow|ivory white|coral pink|coral red|teal blue|sky blue|charcoal grey|charcoal gray|emerald green|ruby red|sapphire blue|jade green|slate blue|slate grey|slate gray|moss green|hunter green|army green|bottle green|apple green|avocado green|pistachio green|kelly green|grass green|pea green|burnt orange|red orange|walnut brown|dark walnut|light walnut|walnut finish|walnut stain|cherry finish|cherry stain',
  'moscow mule|moscow mules|stanley cup|grey cup|world cup|davis cup|ryder cup|super bowl|rose bowl',
  // Processes and makers named with a goods word: a cutting machine holds no plant cuttings, a laser-cut sign is no laser, fan-made cards no fan, vacuum-evaporated salt no vacuum cleaner.
  'cutting machine|cutting machines|laser cut|laser-cut|laser engraved|laser-engraved|laser etched|fan made|fan-made|fan art|vacuum evaporated|vacuum-evaporated|vacuum dried|vacuum-dried|vacuum fried|vacuum-fried',
  // A ring-spun yarn is spun on a ring frame: no ring of jewellery.
  'ring spun|ring-spun|ring spinning',
  'pastel colors|pastel colours|pastel color|pastel colour|rainbow pastel|pastel rainbow|pastel pink|pastel blue|pastel green|pastel purple|pastel yellow',
  'neon coral|neon pink|neon green|neon yellow|neon orange|cotton candy pink|cotton candy blue',
  // Purity grades of laboratory chemicals: an ACS reagent is the chemical itself, no diagnostic or laboratory reagent of 3822.
  'acs reagent|acs reagent grade|acs grade|reagent grade|reagentplus|analytical reagent|analytical grade|ar grade|hplc grade|gc grade|lc-ms grade|spectrophotometric grade|molecular biology grade|for molecular biology|puriss|puriss p.a.',
  // Genres, motifs, coats and names of shops and characters: a hip hop tee holds no hops, Chuck E. Cheese plush no cheese, a calico cat no calico.
  // A club of readers: a print, a tote or a mug named after one are no book ("Book Club Tote"); the club's own edition is.
  'book club|book clubs',
  // A watch sold with its original box and papers (its warranty card): "Submariner … Box & Papers" is the watch, no paper.
  'box & papers|box and papers|box/papers|box + papers|papers & box',
  'hip hop|hip-hop|tree of life|trees of life|chuck e cheese|chuck e. cheese|boba fett|calico cat|calico cats|calico kitten|calico kittens',
  // Makers named for goods they do not sell: Arm & Hammer baking soda holds no hammer, Diamond matches no diamond.
  'ore-ida|ore ida|arm and hammer|arm & hammer|diamond strike|diamond greenlight|diamond crystal|fruit of the loom|paper mate|papermate',
  // Fibres cut to staple length are what yarns and fabrics are spun of, no stapler's staples ("50% POLYESTER STAPLE").
  'polyester staple|pes staple|viscose staple|rayon staple|nylon staple|acrylic staple|modal staple|lyocell staple|cotton staple|synthetic staple|artificial staple',
  // Valve types an inner tube is sold with: a "700x25c Presta Valve" tube is the tube, no valve.
  'presta valve|presta valves|schrader valve|schrader valves|french valve|dunlop valve',
  // Printer series the cartridges fit ("Ink Cartridges … for DeskJet 2130"): no desk. Chain seals ("X-Ring Motorcycle Chain"): no ring.
  'deskjet|desk jet|officejet|office jet|laserjet|laser jet|x-ring|x-rings|xw-ring|zx-ring|x ring chain|o-ring chain|o ring chain',
  // A footbed named for the mat it feels like: "Flip Flops Yoga Mat Footbed" are the sandals.
  'yoga mat footbed|yoga mat footbeds|yoga mat insole|yoga mat insoles|yoga mat sole',
  // How a component is mounted: a "RELAY 12VDC PCB TYPE" or "PCB mount connector" is the relay or connector, no circuit board.
  'pcb type|pcb mount|pcb mounting|pcb-mount|pcb mounted|for pcb mounting|through hole|through-hole',
  // How goods close: a wristband with a snap closure or a bag with a zip closure holds no press stud or zip fastener.
  'snap closure|snap closures|snap-closure|zip closure|zip closures|zipper closure|zipper closures|hook and loop closure|hook-and-loop closure',
  // How fixtures are built and where they go: an apron-front double-bowl sink is a sink, no apron or bowl; an under-cabinet
  // range hood no cabinet; a belt-drive fan no belt; diamond-mesh lath no diamond; Rust-Oleum enamel no oleum.
  'apron front|apron-front|single bowl|double bowl|triple bowl|under cabinet|under-cabinet|belt drive|belt-drive|direct drive|direct-drive|diamond mesh|rust-oleum|rustoleum|rust oleum',
  // A window's glazing and a blade's steel: "Low-E Argon" glazing holds no argon, "Stainless Blades" shears are the shears.
  'low-e argon|argon filled|argon-filled|argon gas filled|stainless blades|stainless steel blades|top mount compressor|bottom mount compressor|cushion grip|cushioned grip|soft grip handle|comfort grip',
  // How glue or polish is applied: "brush-on nail glue" is the glue, no brush.
  'brush-on|brush on|roll-on|roll on applicator',
  // A shotgun's bore: "Shotgun Cartridges, 12 Gauge" holds no measuring gauge.
  '10 gauge|12 gauge|16 gauge|20 gauge|28 gauge|410 gauge|.410 gauge|12ga|20ga',
  // A microphone built into earphones or a headset: "Earbuds … Noise Cancelling Mic" are the earbuds.
  'noise cancelling mic|noise canceling mic|enc mic|with mic|built-in mic|built in mic|hd mic',
  // Breed registers: pure-bred animals "with herd-book certificates" are the animals, no book.
  'herd book|herd-book|herdbook|herd books|herd-books|stud book|stud-book|studbook|flock book|flock-book',
  // Packings named with a goods word: wine in a bag-in-box is wine, not a bag.
  'bag-in-box|bag in box|bag-in-a-box',
  // A medicament's pen: "insulin glargine in prefilled pens" is the insulin, no writing pen.
  'prefilled pen|prefilled pens|pre-filled pen|pre-filled pens',
  // A shop's selling terms: "[FREESHIP] Áo thun nam" ships a t-shirt, no vessel.
  'free ship|freeship|free shipping|ships free|ships fast|ships cool|ships cold|ships fresh|ships live|ships same day|ships overnight|shipped overnight|ships next day|ships from usa|ships from us',
  // What kitchenware stands ("Glass Measuring Cup Microwave Safe"): no microwave oven, dishwasher or freezer among the goods.
  // How goods are powered: a battery-operated milk frother is a frother, no battery.
  // A pedal-assisted bicycle is the bicycle, no pedal.
  'battery operated|battery-operated|battery powered|battery-powered|pedal-assisted|pedal assisted|pedal-assist|pedal assist',
  // A grade of purity: "Beeswax Pellets … Cosmetic Grade" are no cosmetics, "Food Grade Diatomaceous Earth" no food.
  'cosmetic grade|food grade|pharmaceutical grade|pharma grade|industrial grade|technical grade|medical grade|reagent grade|feed grade|usp grade|battery grade|electronic grade|semiconductor grade|optical grade|analytical grade|laboratory grade|lab grade|fertilizer grade|fertiliser grade',
  // A string's or a wire's thickness: "Guitar Strings Light Gauge" holds no string light and no measuring gauge.
  'light gauge|extra light gauge|super light gauge|custom light gauge|medium gauge|heavy gauge',
  // How foods are cooked or eaten, and what they are given as: "Oven Roasted" almonds, a "Quick Microwave Meal", a "Steamable Microwave Bag",
  // a "Stocking Stuffer" are no oven, microwave oven or stocking.
  'oven roasted|oven-roasted|oven baked|oven-baked|oven ready|oven-ready|microwave meal|microwave meals|quick microwave meal|oven or air fryer|oven or air fryer ready|air fryer or oven|air fryer ready|air fryer friendly|microwave bag|steamable microwave bag|microwavable bag|microwaveable bag|stocking stuffer|stocking stuffers|stocking filler|stocking fillers|slime making|slime-making',
  // A scent named after goods ("Disinfecting Spray Crisp Linen") and a bag the food is cooked in ("Steam-in-Bag Frozen Peas").
  'crisp linen|linen scent|linen scented|steam-in-bag|steam in bag|steam-in-the-bag|steamfresh',
  'microwave safe|microwave-safe|microwavable|microwaveable|dishwasher safe|dishwasher-safe|oven safe|oven-safe|freezer safe|freezer-safe|oven & freezer safe|oven and freezer safe|oven & dishwasher safe|oven and dishwasher safe|oven to table|oven-to-table',
  // How goods are packed or walled: salmon "Individually Vacuum Sealed" or a "Vacuum Insulated" bottle holds no vacuum cleaner.
  // A crank's or a bottom bracket's fit: a "Square Taper" spindle holds no taper candle.
  'square taper|square-taper|tapered square',
  // A finish, a product line or a use named with goods' words: "Antique Brass" buttons are no antiques (9706), a canvas of the
  // "Red Label" line no label, "Knife Edge" shears no knife, a cord "for Jewelry Making" no jewellery, a "Minwax" finish no wax.
  'minwax|antique brass|antique silver|antique gold|antique bronze|antique copper|antique finish|red label|black label|blue label|green label|gold label|knife edge|knife-edge|for jewelry making|for jewellery making',
  // How goods are fitted: a "Water Heater Element Screw-In" or a "Screw-On Lid" is the element or the lid, no screw.
  'screw-in|screw in|screw-on|screw on|screw-type|screw type',
  // A knitting stitch named with a goods word: a "Cable Knit Beanie" holds no electric cable.
  'cable knit|cable-knit|cable knitted|cable-knitted|cable stitch',
  // The shell's nacre: "Mother of Pearl Shell Buttons" hold no pearls (7101); the reader's materials read it as shell.
  'mother of pearl|mother-of-pearl',
  // How goods are sold or shipped: "Oyster Sauce … Private Label" holds no paper label, "Tomato Paste … Aseptic Drum 220L" no drum.
  'private label|private-label|aseptic drum|aseptic drums|aseptic bag in drum|aseptic bag-in-drum',
  'vacuum sealed|vacuum-sealed|vacuum packed|vacuum-packed|vacuum pack|vacuum insulated|vacuum-insulated|double wall vacuum|double-wall vacuum',
].join('|').split('|');
/**
 * "tất" names socks, but "tất cả" is "all" ("tất cả size"), "tất nhiên" "of course"; "vỏ lụa" is a nut's skin, no silk; weaves
 * ("dệt vân điểm", plain) hold no valve (van), and "NPL SX giày" says what a shoe factory's material is for, not the goods.
 */
// A place named with a material's word: "Bưởi da xanh Bến Tre" is a pomelo of Ben Tre, no bamboo (tre).
const NOT_GOODS_VI = ['tất cả', 'tất nhiên', 'mặt nạ trước', 'sợi tre', 'vặn thừng', 'giả len', 'vỏ lụa', 'vân điểm', 'vân chéo', 'vân đoạn', 'NPL SX giày', 'NPL sản xuất giày', 'Bến Tre'];
/** "無香料" (unscented) holds the word for perfume (香料), "無添加" (additive-free) none of its goods; "山梨県産" (grown in Yamanashi) no pear (梨). */
// "織物用" (for weaving) is a yarn's use, no woven fabric; "食洗機対応" (dishwasher-safe) no dishwasher; "肉筆" and "直筆" (by the artist's hand) no brush;
// "試薬特級" is a chemical's grade, no reagent of 3822; "バラ品" (loose) no rose (バラ).
// A fabric named by the garment it is for ("スーツ地", "コート地", "裏地用") is no suit, coat or lining; "着圧なし" (no compression) holds no support hosiery.
// A male and female pair of live animals ("カブトムシ オス メス ペア") holds no scalpel (メス); a frozen-food maker (テーブルマーク) no table.
// Bass fishing (バス釣り) names no bus, a wheat grade (レッドスプリング) no spring; makers' names (三菱鉛筆, サクラクレパス, モンベル) no pencil, pastel or bell.
// A chemical's grade or use names no goods: "電池グレード" (battery grade) no battery, "洗剤原料用" (for making detergents) no detergent.
// A water filter's fitting names no tap: "蛇口直結型" (mounted on the tap) 浄水器 is a filter.
const NOT_GOODS_JA = ['オス メス', 'オスメス', 'メス オス', 'オス・メス', 'テーブルマーク', '試薬特級', '特級試薬', '試薬一級', 'バラ品', 'バラ売り', 'バラ積み', '肉筆', '直筆', '自筆', '食洗機対応', '食洗機OK', '食洗機可', '無香料', '無添加', '山梨', '山梨県', '山梨県産', '織物用', '原木栽培', 'バス釣り', 'レッドスプリング', '三菱鉛筆', 'サクラクレパス', 'モンベル', 'スーツ地', 'コート地', 'シャツ地', 'ブラウス地', 'ユニフォーム地', '作業服地', '裏地用', '着圧なし', 'サポート着圧なし', '電池グレード', 'バッテリーグレード', '電池用グレード', '洗剤原料用', '洗剤原料', '粉末 洗剤原料', '蛇口直結型', '蛇口取付型'];
/**
 * "냉동고등어" is frozen mackerel (냉동 + 고등어), not a freezer (냉동고) and "등어": the state words take their
 * syllables so that the best cover finds the goods written after them, while "냉동고" alone stays a freezer. "무가당"
 * (unsweetened) holds no radish (무). "비석면" (non-asbestos) friction material holds no tombstone (비석), a "하이큐브" (high
 * cube) container no cube toy, "충전재" (filling, stuffing) no charger (충전), "가방뜨기" (knitting bags, a yarn's use) no bag,
 * "마그네틱" (magnetic) no swing (그네), a shotgun's "12게이지" (12 gauge) no measuring gauge,
 * and lithium carbonate "배터리 등급" (battery grade) no battery; "하이웨스트" (high-waisted) leggings hold no rags (웨스), a "슈퍼프루프" (super-proof)
 * mascara no powder puff (퍼프), a "젤리케이스" (soft TPU phone case) no jelly sweets, a "글라스락" (Glasslock, a brand) container no drinking glass; "소나무" (pine) holds no sonar (소나), "프렌치" (French) no wrench (렌치). A pattern or a look
 * ("대리석 패턴", "라탄 느낌") is no marble or rattan goods, a "전자레인지 가능" (microwave-safe) container no microwave oven;
 * "무항생제" (antibiotic-free) eggs no antibiotics, "아이보리" (ivory, a colour) no barley (보리); "폴리에스터 스테이플" is
 * staple fibre, no stapler's staples; a "오브제컬렉션" (an appliance maker's Objet line) no statuette; "양념X" and "무양념" (unseasoned) no seasoning; gloves "파우더프리" (powder-free) hold no face powder, phenothrin ("페노트린") no note (노트), "라탄스타일" and "우드패턴" are looks; "직물용" (for weaving) is a yarn's use, no woven fabric.
 */
// Korean terms match inside words: makers' and models' names hold goods words (가마가츠 a kiln, 아가방 a bag, 블랙다이아몬드
// diamonds, 센서티브 a sensor, 디바이스 a vise, 컴팩트 a powder compact, 수세미뜨기 a scourer).
// Declarations' grades, hydrates and packs hold goods words too: "배터리급" (battery grade) no battery, "육수화물" (hexahydrate) no
// broth (육수), "전구체" (a battery precursor) no bulb (전구), "밀도" (density) no wheat (밀), "파인파우더" (PTFE fine powder) no face
// powder, "화이버드럼" and "25kg 드럼" (fibre and steel drums) no drum kit, "생수병용" (for water bottles) no mineral water.
// Shops' looks are no goods either: a "스탠드형" (standing) heater is no desk lamp (스탠드), "파스텔톤" (pastel shades) no pastels.
// Frozen foods come in blocks: "1KG 블록" is no toy block (a fillet block is the fillet's own term).
// "카누" is a Korean instant coffee's name as often as a canoe: its coffees ("카누 다크 로스트", "카누 아메리카노") are no boats;
// "후디스" (a maker of infant formula) holds no hoodie (후디); raw cotton "미소면" (neither carded nor combed) no noodles (소면).
const NOT_GOODS_KO = ['리바이스', '오브제컬렉션', '오브제 컬렉션', '양념X', '양념x', '양념 X', '무양념', '페노트린', '파우더프리', '파우더 프리', '라텍스프리', '라텍스 프리', '라탄스타일', '라탄 스타일', '우드패턴', '우드 패턴', '직물용', '폴리에스터 스테이플', '폴리에스테르 스테이플', '레이온 스테이플', '비스코스 스테이플', '나일론 스테이플', '아크릴 스테이플', '무항생제', '동물복지', '아이보리', '스타일', '대리석 패턴', '대리석패턴', '대리석 무늬', '마블 패턴', '원목무늬', '원목 무늬', '나무무늬', '가죽패턴', '가죽 패턴', '가죽무늬', '라탄 느낌', '라탄느낌', '전자레인지 가능', '전자레인지 사용 가능', '전자레인지 사용가능', '식기세척기 가능', '소나무', '냉동', '냉장', '무가당', '무설탕', '비석면', '하이큐브', '충전재', '가방뜨기', '마그네틱', '12게이지', '16게이지', '20게이지', '28게이지', '배터리 등급', '배터리등급', '프렌치', '하이웨스트', '하이 웨스트', '슈퍼프루프', '젤리케이스', '젤리 케이스', '글라스락', '가마가츠', '비트너', '블랙다이아몬드', '아가방', '시마노 소라', '컴팩트', '수세미뜨기', '센서티브', '디바이스', '리뉴 후레쉬', '배터리급', '육수화물', '전구체', '화이버드럼', '파이버드럼', 'kg 드럼', 'kg드럼', '밀도', '파인파우더', '파인 파우더', '생수병용', '스탠드형', '파스텔톤', '파스텔 톤', '파스텔 컬러', '파스텔컬러', 'kg 블록', 'kg블록', '카누 다크', '카누 아메리카노', '카누 라떼', '카누 미니', '카누 마일드', '후디스', '미소면'];
const NOT_GOODS: Concept = { id: 'not_goods', en: NOT_GOODS_NAMES, vi: NOT_GOODS_VI, ja: NOT_GOODS_JA, ko: NOT_GOODS_KO, headings: [], category: 'other' };

/** The English names read as no goods ("Stocking Stuffer", "Oven Roasted"): the team's words too. */
export function namesOfNoGoods(): readonly string[] {
  return NOT_GOODS_NAMES;
}

let noGoodsPattern: RegExp | undefined;
/** The text without the English names of no goods ("LITHIUM HYDROXIDE BATTERY GRADE" is lithium hydroxide), longest first. */
export function withoutNamesOfNoGoods(text: string): string {
  noGoodsPattern ??= new RegExp(String.raw`\b(?:${[...NOT_GOODS_NAMES].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})\b`, 'gi');
  return text.replace(noGoodsPattern, ' ');
}

/** Built on first use per language: a few thousand terms, a few milliseconds. */
function indexFor(lang: Lang): PhraseIndex<Concept> {
  let index = indexes.get(lang);
  if (!index) {
    index = new PhraseIndex<Concept>(lang);
    for (const concept of [...CONCEPTS, NOT_GOODS]) for (const term of concept[lang]) index.add(term, concept);
    indexes.set(lang, index);
  }
  return index;
}

export function glossaryConcepts(): readonly Concept[] {
  return CONCEPTS;
}

const byId = new Map(CONCEPTS.map((concept) => [concept.id, concept]));
export function conceptById(id: string): Concept | undefined {
  return byId.get(id);
}

/**
 * Glossary concepts named in the text, longest match first. Vietnamese matches with and without tone marks;
 * Japanese and Korean by substring. Spans index into `text.normalize('NFC')`.
 */
export function lookupGlossary(text: string | TextView, lang: Lang): GlossaryMatch[] {
  const view = typeof text === 'string' ? new TextView(text) : text;
  const hits = indexFor(lang).find(view).filter((hit) => !countedPack(view.text, hit) && !doseOrMeasure(view.text, hit) && !deniedInPlace(view.text, hit, lang));
  return longestFirst(hits).filter((hit) => hit.value !== NOT_GOODS).map((hit) => ({
    concept: hit.value,
    lang,
    term: hit.term,
    text: view.text.slice(hit.start, hit.end),
    start: hit.start,
    end: hit.end,
    folded: hit.folded,
  }));
}

/** The glossary's match for the whole phrase ("cookie cutter", "check valve"), if one of its terms is the phrase. */
export function wholeGlossaryName(phrase: string, lang: Lang): GlossaryMatch | undefined {
  return lookupGlossary(phrase, lang).find((match) => match.start === 0 && match.end === phrase.length);
}

/**
 * A pack followed or preceded by its count says how many there are, not goods named with "pack": "AA batteries pack of
 * 24", "… pack 24 pcs" (only where the term holds a word before "pack": "battery pack 12V" stays a battery pack), and a
 * Korean count word or a Japanese packing word after a quantity ("200g x 10캔", "18L 말통", "16kg缶", "IBCコンテナ"), no can, bottle,
 * jerry can, sack or container as the goods.
 */
const countedPack = (text: string, hit: { start: number; end: number }) => {
  const term = text.slice(hit.start, hit.end);
  return (/\s\S*packs?$/i.test(term) && /^\s*(?:of\s+\d|\d+(?:\s*(?:pcs|pieces|count|ct|units))?(?![\w.,]))/i.test(text.slice(hit.end))) ||
    ((/^(?:캔|병|팩|봉|말통)$/.test(term) || JAPANESE_PACKING.test(term) || (term === '紙' && text[hit.end] === '袋')) && AFTER_QUANTITY.test(text.slice(0, hit.start)));
};
/** Japanese packing words ("16kg缶", "20kg紙袋", "IBCコンテナ", "荷姿：ISOタンクコンテナ"): how the goods travel, not the goods. */
const JAPANESE_PACKING = /^(?:缶|紙袋|袋|ドラム|ドラム缶|ボンベ|ボンベ充填|ペール缶|コンテナ|タンクコンテナ|フレコン|フレコンバッグ)$/;
/** A quantity (a number with or without its unit), or the bulk carrier or packing label a Japanese declaration names first. */
const AFTER_QUANTITY = /(?:\d\s*(?:kg|l|ℓ|리터|リットル)?|IBC|ISOタンク|荷姿[:：]\s*)\s*$/i;

/**
 * Words a pharmacy uses as forms and measures, not goods: tablets in a text that states a dose ("Azithromycin Tablets 250
 * mg") are the medicament's, no tablet computer; a dram after a number ("20 Dram Rx Vials") is a vial's size, no memory chip,
 * and a gauge after one ("18 Gauge Stainless Steel", "19-Gauge") a sheet's or wire's thickness, no measuring gauge.
 */
const doseOrMeasure = (text: string, hit: { start: number; end: number }) => {
  const term = text.slice(hit.start, hit.end);
  return (/^tablets?$/i.test(term) && DOSE.test(text)) || (/^(?:dram|gauges?)$/i.test(term) && /\d\s*-?\s*$/.test(text.slice(0, hit.start)));
};
const DOSE = /\d\s*(?:mg|mcg|µg|μg|iu)\b|\brx only\b|\busp\b|\bndc\b/i;

/** How the reader names parts of a machine as the product ("parts of centrifugal pump"). */
export const PARTS_OF = 'parts of ';

/**
 * The default subheading of the concept the product type names (`normalized.product_type` is the
 * English term the reader chose, or the concept's canonical English name): the one the glossary
 * gives, or the only subheading of a concept's single heading that HS 2022 does not subdivide
 * (bicycles 8712.00, perfumes 3303.00).
 */
export function defaultSubheading(productType: string | null, heading?: string): string | null {
  const concept = productConcept(productType);
  if (!concept) return null;
  // "Impeller for centrifugal pump" reads as parts of the pump: the machine's default (8413.70) is not theirs, its heading's
  // parts line is (8413.91), where the parts heading is the machine's own.
  const ownPartsLine = productType?.startsWith(PARTS_OF) && concept.attributes?.parts_heading === concept.headings[0] ? partsLine(concept.headings[0]) : null;
  if (ownPartsLine) return ownPartsLine;
  const underHeading = heading ? [concept.default_subheading, ...(concept.other_defaults ?? [])].find((hs6) => hs6?.startsWith(heading)) : undefined;
  return underHeading ?? concept.default_subheading ?? soleSubheading(concept);
}

/** The national lines' wording of what the product's concept implies (ConceptAttributes.national_phrase), '' when nothing. */
export function nationalPhrase(productType: string | null): string {
  return productConcept(productType)?.attributes?.national_phrase ?? '';
}

/** The concept the reader's English product type names. */
export function productConcept(productType: string | null): Concept | null {
  return productType ? (lookupGlossary(productType, 'en')[0]?.concept ?? null) : null;
}


/** A heading's first line of parts ("Parts of pumps", 8413.91), null where it has none. */
function partsLine(heading: string | undefined): string | null {
  if (!heading) return null;
  const { subheadings, subheadingsByHeading } = loadHs2022();
  return (subheadingsByHeading.get(heading) ?? []).find((hs6) => /^\s*parts\b/i.test(subheadings.get(hs6)?.description ?? '')) ?? null;
}

function soleSubheading(concept: Concept): string | null {
  if (concept.headings.length !== 1) return null;
  const subheadings = loadHs2022().subheadingsByHeading.get(concept.headings[0]) ?? [];
  return subheadings.length === 1 ? subheadings[0] : null;
}

/** The English for a glossary term: its own reading where the glossary gives one, else the concept's canonical name. */
export function englishFor(concept: Concept, term: string): string {
  return concept.english_for?.[term] ?? concept.en[0];
}

export interface GlossaryStats {
  concepts: number;
  terms: Record<Lang, number>;
  chapters: string[];
}

export function glossaryStats(): GlossaryStats {
  const terms = Object.fromEntries(LANGS.map((lang) => [lang, CONCEPTS.reduce((sum, concept) => sum + concept[lang].length, 0)])) as Record<Lang, number>;
  const chapters = [...new Set(CONCEPTS.flatMap((concept) => concept.headings.map((heading) => heading.slice(0, 2))))].sort();
  return { concepts: CONCEPTS.length, terms, chapters };
}
