/**
 * Likely headings, best first: the head concept's list, reordered by the facts the text gives
 * (knitted → chapter 61, women's → the women's heading, frozen → 0303, leather upper → 6403,
 * gold → 7113, aluminium → chapter 76), then the other concepts named.
 */
import type { Concept } from '../glossary';
import type { Construction, FoodState, Gender, Material } from '../types';
import { SWITCHGEAR_HEADINGS, switchgearVoltageConflict, type Rating } from '../engine/measures';

export interface HeadingFacts {
  construction: Construction;
  gender: Gender;
  state: FoodState;
  materials: Material[];
  /** Footwear: the group of the upper's material when the text names it. */
  upperGroup?: string | null;
  /** Footwear: the group of the outer sole's material when the text names it ("with rubber soles"). */
  soleGroup?: string | null;
  /** Whether the text itself says the goods work by electricity (true), by hand or engine (false), or nothing (null). */
  electrical?: boolean | null;
  /** The text says the goods are prepared or preserved by vinegar or acetic acid. */
  vinegar?: boolean;
  /** Cooked only by steaming or boiling in water, and frozen (0710 keeps such vegetables). */
  steamedFrozen?: boolean;
  /** Worked by a crank handle or gearing (read/attributes.ts WORKED_BY_MECHANISM). */
  mechanical?: boolean;
  /** Yarn put up for retail sale (in skeins or balls, for hand knitting or crochet). */
  retailYarn?: boolean;
  /** Cereal grains said to be hulled, pearled, rolled, flaked, sliced or kibbled (read/attributes.ts WORKED_GRAIN). */
  workedGrain?: boolean;
  /** Made to stand on a counter, a table or a desk ("Countertop Wine Rack"), not on the floor. */
  onCounter?: boolean;
  /** Said coated or laminated with plastics (read/attributes.ts PLASTIC_COATED). */
  plasticCoated?: boolean;
  /** The voltages stated (engine/measures.ts statedRatings). */
  voltages?: Rating[];
  /** Of man-made staple fibres, said spun or staple (read/attributes.ts ofStapleFibres). */
  staple?: boolean;
  /** Fish said filleted (read/attributes.ts FISH_FILLET). */
  fillet?: boolean;
  /** Solder said solid or without flux (read/attributes.ts WITHOUT_FLUX). */
  withoutFlux?: boolean;
  /** Of coconut fibre (read/attributes.ts COIR). */
  coir?: boolean;
  /** A drug substance in bulk, not in doses nor mixed (read/attributes.ts bulkDrugSubstance). */
  bulkDrug?: boolean;
  /** Said free of sugar ("Sugar Free", "sugarless", "無糖", "무설탕", "không đường"). */
  sugarFree?: boolean;
  /** Sold by volume, no concentrate (read/attributes.ts soldAsDrink). */
  asDrink?: boolean;
  /** A flavour is named ("hương dâu", "바나나맛", "chocolate"): milk so is no plain milk of 0401-0402. */
  flavoured?: boolean;
}

const KNIT_TWIN: Record<string, string> = {
  '6201': '6101', '6202': '6102', '6203': '6103', '6204': '6104', '6205': '6105', '6206': '6106', '6207': '6107', '6208': '6108', '6209': '6111', '6211': '6112', '6214': '6117', '6216': '6116', '6217': '6117',
};
const WOVEN_TWIN: Record<string, string> = Object.fromEntries(Object.entries(KNIT_TWIN).filter(([, knit]) => !['6117', '6112'].includes(knit)).map(([woven, knit]) => [knit, woven]));
const WOMENS_TWIN: Record<string, string> = { '6101': '6102', '6103': '6104', '6105': '6106', '6107': '6108', '6201': '6202', '6203': '6204', '6205': '6206', '6207': '6208' };
const MENS_TWIN: Record<string, string> = Object.fromEntries(Object.entries(WOMENS_TWIN).map(([men, women]) => [women, men]));
const BABIES_HEADINGS = ['6111', '6209'];

/** Whom an apparel heading is for, by its own terms: men or boys, women or girls, babies; null for garments of anyone. */
export function headingWearer(heading: string): Gender[] | null {
  if (WOMENS_TWIN[heading]) return ['men', 'boys'];
  if (MENS_TWIN[heading]) return ['women', 'girls'];
  return BABIES_HEADINGS.includes(heading) ? ['babies'] : null;
}

const unique = (headings: string[]) => [...new Set(headings)];
const chapter = (heading: string) => heading.slice(0, 2);
const isApparel = (heading: string) => ['61', '62'].includes(chapter(heading));

/** Knitted or woven: each apparel heading becomes its twin in the right chapter. */
function byConstruction(headings: string[], construction: Construction): string[] {
  if (construction !== 'knitted' && construction !== 'woven') return headings;
  const twins = construction === 'knitted' ? KNIT_TWIN : WOVEN_TWIN;
  const wanted = construction === 'knitted' ? '61' : '62';
  const mapped = unique(headings.map((heading) => twins[heading] ?? heading));
  return [...mapped.filter((heading) => !isApparel(heading) || chapter(heading) === wanted), ...mapped.filter((heading) => isApparel(heading) && chapter(heading) !== wanted)];
}

/** Men's and women's headings are twins; babies' garments have their own heading in each apparel chapter. */
function byGender(headings: string[], gender: Gender, construction: Construction): string[] {
  if (gender === 'women' || gender === 'girls') return unique(headings.map((heading) => WOMENS_TWIN[heading] ?? heading));
  if (gender === 'men' || gender === 'boys') return unique(headings.map((heading) => MENS_TWIN[heading] ?? heading));
  // Garments not identified as either go to the women's headings (chapter 61 note 9, chapter 62 note 9).
  if (!gender || gender === 'unisex') return unique(headings.flatMap((heading) => (WOMENS_TWIN[heading] ? [WOMENS_TWIN[heading], heading] : [heading])));
  if (gender !== 'babies' || !headings.some(isApparel)) return headings;
  const babies = construction === 'knitted' ? ['6111'] : construction === 'woven' ? ['6209'] : BABIES_HEADINGS;
  return unique([...babies, ...headings]);
}

/** The spices of chapter 9 (pepper and capsicum, vanilla, cinnamon, cloves, nutmeg, seeds of anise and the like, ginger and turmeric). */
const SPICE_HEADINGS = ['0904', '0905', '0906', '0907', '0908', '0909', '0910'];
/** The fixed vegetable oils named by heading (soya-bean to jojoba and the other fixed oils of 1515). */
const VEGETABLE_OIL_HEADINGS = ['1507', '1508', '1509', '1510', '1511', '1512', '1513', '1514', '1515'];

/** Food state moves meat, fish, vegetables and fruit between their fresh, frozen, dried and prepared headings. */
function stateHeading(heading: string, state: FoodState, steamedFrozen = false): string | null {
  if (!state) return null;
  const processed = state === 'cooked' || state === 'prepared' || state === 'preserved';
  const cured = state === 'dried' || state === 'salted' || state === 'smoked';
  const ch = chapter(heading);
  if (ch === '02') return processed ? '1602' : cured ? '0210' : heading === '0201' || heading === '0202' ? (state === 'frozen' ? '0202' : '0201') : null;
  if (['0302', '0303'].includes(heading)) return processed ? '1604' : cured ? '0305' : state === 'frozen' ? '0303' : '0302';
  if (heading === '0304') return processed ? '1604' : cured ? '0305' : null;
  if (['0306', '0307', '0308'].includes(heading)) return state === 'prepared' || state === 'preserved' ? '1605' : null;
  // Dried leguminous vegetables (0713) and the roots and tubers of 0714, fresh, chilled, frozen or dried, keep their own headings.
  if (heading === '0713' && state === 'dried') return '0713';
  if (heading === '0714' && (state === 'frozen' || state === 'dried')) return '0714';
  // Tomatoes prepared or preserved otherwise than by vinegar have a heading of their own (2002), not 2005's other vegetables.
  if (heading === '0702' && processed) return '2002';
  if (ch === '07') return state === 'frozen' || steamedFrozen ? '0710' : state === 'dried' ? '0712' : processed ? '2005' : null;
  // Headings 0801 to 0806 hold their nuts and fruit "fresh or dried" (dried mangoes 0804.50, raisins 0806.20); 0813 only the others.
  if (ch === '08') return state === 'frozen' ? '0811' : state === 'dried' ? (heading <= '0806' ? heading : '0813') : processed ? '2008' : null;
  // Ground-nuts roasted or otherwise cooked are 2008.11 (1202 holds them "not roasted or otherwise
  // cooked"); other oil seeds so (roasted soya beans, sesame, sunflower seeds) are 2008.19.
  if (['1201', '1202', '1204', '1206', '1207'].includes(heading)) return processed ? '2008' : null;
  // Eggs cooked, frozen or otherwise preserved stay in 0408; preparations of them are food preparations n.e.c. (2106).
  if (heading === '0407' || heading === '0408') return state === 'prepared' ? '2106' : null;
  // Cereal grains precooked or otherwise prepared (steamed rice, roasted buckwheat) are 1904.
  if (ch === '10') return processed ? '1904' : null;
  // A spice made into a preparation (chilli powder with salt and garlic, a seasoned pepper) is a
  // mixed condiment or seasoning of 2103.90: chapter 9 note 1 keeps only mixtures of its own spices.
  if (SPICE_HEADINGS.includes(heading)) return state === 'prepared' ? '2103' : null;
  // A vegetable oil of 1507-1515 made into a preparation is an edible preparation of oils of 1517
  // (its heading text: "edible mixtures or preparations of … vegetable fats or oils").
  if (VEGETABLE_OIL_HEADINGS.includes(heading)) return state === 'prepared' ? '1517' : null;
  return null;
}

/** Vegetables, fruit and nuts prepared or preserved by vinegar or acetic acid are 2001, whatever else is said of them. */
const PRESERVABLE_BY_VINEGAR = (heading: string) => ['07', '08'].includes(chapter(heading)) || heading === '2005' || heading === '2008';

function byState(headings: string[], state: FoodState, vinegar = false, steamedFrozen = false): string[] {
  if (vinegar && headings.some(PRESERVABLE_BY_VINEGAR)) return unique(['2001', ...headings]);
  const preferred = headings.map((heading) => stateHeading(heading, state, steamedFrozen)).find(Boolean);
  return preferred ? unique([preferred, ...headings]) : headings;
}

const MATERIAL_CHAPTERS: Record<string, string[]> = {
  plastic: ['39'], rubber: ['40'], leather: ['42', '41', '43'], wood: ['44', '46'], cork: ['45'], paper: ['48', '49'], glass: ['70'], ceramic: ['69'], stone: ['68'], carving: ['96'],
  // "Metal" alone names base metal, whatever the metal (chapters 72-83).
  metal: ['73', '83', '82', '72', '74', '76', '75', '78', '79', '80', '81'],
  metal_ferrous: ['73', '72'], metal_precious: ['71'], stone_precious: ['71'], textile: ['50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '60', '61', '62', '63'],
};
const METAL_CHAPTERS: Record<string, string[]> = { fur: ['43'], copper: ['74'], brass: ['74'], bronze: ['74'], 'nickel silver': ['74'], aluminium: ['76'], zinc: ['79'], nickel: ['75'], tin: ['80'], pewter: ['80'], titanium: ['81'], tungsten: ['81'] };

/** A material's entry in tables kept by metal name and by material group (every textile group as "textile"). */
function byMaterialOf(material: Material, byMetal: Record<string, string[]>, byGroup: Record<string, string[]>): string[] {
  return byMetal[material.name] ?? byGroup[material.group.startsWith('textile') ? 'textile' : material.group] ?? [];
}

const chaptersOf = (material: Material): string[] => byMaterialOf(material, METAL_CHAPTERS, MATERIAL_CHAPTERS);

/** The chapters of one base metal each (Section XV): iron and steel, copper, nickel, aluminium, lead, zinc, tin, the others. */
const ONE_METAL_CHAPTERS: ReadonlySet<string> = new Set(['72', '73', '74', '75', '76', '78', '79', '80', '81']);
/** Whether a heading or code is of one base metal's chapter (72 to 81). */
export const ofOneBaseMetal = (code: string): boolean => ONE_METAL_CHAPTERS.has(chapter(code));
/** The one-metal chapters a material's goods belong to: 72 and 73 for steel, 76 for aluminium; none for plastics or "metal". */
export const baseMetalChaptersOf = (material: Material): string[] => (material.group === 'metal' ? [] : chaptersOf(material).filter((ch) => ONE_METAL_CHAPTERS.has(ch)));

/** The heading that takes articles of a material no other heading names ("other articles of plastics" 3926). */
const CATCH_ALL_BY_GROUP: Record<string, string[]> = {
  plastic: ['3926'], rubber: ['4016'], leather: ['4205'], wood: ['4421'], cork: ['4504', '4503'], paper: ['4823'], glass: ['7013', '7020'], ceramic: ['6914', '6913'], stone: ['6802', '6815'], carving: ['9601', '9602'],
  metal_ferrous: ['7326'], metal_precious: ['7115'], stone_precious: ['7116'], textile: ['6307'],
};
/** Materials whose articles a heading of their own takes, before their group's: the base metals, slate (worked slate, 6803) and furskin (4303). */
const CATCH_ALL_BY_NAME: Record<string, string[]> = { fur: ['4303'], copper: ['7419'], brass: ['7419'], bronze: ['7419'], 'nickel silver': ['7419'], aluminium: ['7616'], zinc: ['7907'], nickel: ['7508'], titanium: ['8108'], tin: ['8007'], pewter: ['8007'], slate: ['6803'] };

/**
 * Powders of a metal are named in that metal's own heading (7205 iron and steel, 7406 copper, 7504 nickel, 7603 aluminium,
 * 7903 zinc dust, 8101 tungsten, 8108 titanium; precious metals "in powder form" in 7106, 7108, 7110), not among its articles.
 * Measured: kr HS6 top-1 1,903 -> 1,904, HS4 and top-5 +1 (a nickel-aluminium powder had gone to 0506), e-commerce unchanged.
 */
const POWDER_BY_METAL: Record<string, string> = {
  iron: '7205', steel: '7205', 'stainless steel': '7205', 'cast iron': '7205', copper: '7406', brass: '7406', bronze: '7406', nickel: '7504', aluminium: '7603',
  zinc: '7903', tungsten: '8101', titanium: '8108', silver: '7106', gold: '7108', platinum: '7110',
};
const POWDER = /\bpowders?\b|\bpowdered\b|분말|가루|파우더|粉末|\bbột\b/i;
/** Flakes share the powder heading of these metals only ("Copper powders … of lamellar structure; flakes" 7406.20, 7504, 7603.20, 7903.90). */
const FLAKES = /\bflakes?\b|플레이크/i;
const FLAKE_METALS = new Set(['copper', 'brass', 'bronze', 'nickel', 'aluminium', 'zinc']);
const POWDER_METALS = new Set(Object.keys(POWDER_BY_METAL));

/** The powder headings of the metals named, in their order, where the text says powder (or flakes) and names nothing but metals. */
export function metalPowderHeadings(materials: Material[], text: string): string[] {
  const metals = POWDER.test(text) ? POWDER_METALS : FLAKES.test(text) ? FLAKE_METALS : null;
  if (!materials.length || !metals || !materials.every((material) => metals.has(material.name))) return [];
  return unique(materials.map((material) => POWDER_BY_METAL[material.name]));
}

/** Where goods no name of the glossary reads fall by their chief material alone: the catch-all heading of its chapter. */
export function catchAllHeadings(material: Material | undefined): string[] {
  return material ? byMaterialOf(material, CATCH_ALL_BY_NAME, CATCH_ALL_BY_GROUP) : [];
}

/** The base metals' headings of articles n.e.c. (7419 copper, 7508, 7616 aluminium, 7907, 8007, 8108). */
const BASE_METAL_CATCH_ALLS: ReadonlySet<string> = new Set(Object.values(CATCH_ALL_BY_NAME).flat().filter(ofOneBaseMetal));
export const isBaseMetalCatchAll = (heading: string): boolean => BASE_METAL_CATCH_ALLS.has(heading);
/** A base metal's own catch-all heading (aluminium 7616, pewter 8007), none for others. */
const baseMetalCatchAll = (material: Material): string[] => catchAllHeadings(material).filter(isBaseMetalCatchAll);

/** Chapters 82 and 83 hold articles of any base metal: tools, locks, fittings, clasps, bells and ornaments. */
const ANY_BASE_METAL = ['83', '82'];
const BASE_METAL_GROUPS = new Set(['metal', 'metal_ferrous', 'metal_nonferrous']);

/**
 * The chapters of goods of a material, as a concept's headings hold them: a base metal none of
 * whose own chapters is listed is any base metal's (a brass figurine is an ornament of base metal, 8306).
 */
function chaptersFor(material: Material | undefined, headings: string[]): string[] {
  const own = material ? chaptersOf(material) : [];
  if (!material || !BASE_METAL_GROUPS.has(material.group) || headings.some((heading) => own.includes(chapter(heading)))) return own;
  return unique([...own, ...ANY_BASE_METAL]);
}

/**
 * Yarns and woven fabrics are filed by fibre, a chapter each (50 silk, 51 wool and animal hair, 52 cotton, 53 other vegetable
 * fibres, 54 and 55 man-made): a name the glossary spreads over them ("crochet yarn": 5511, 5109, 5207, 5508) goes to its chief fibre's first.
 */
function byFibre(headings: string[], materials: Material[]): string[] {
  const chief = materials[0];
  const chapters = chief ? (FIBRE_CHAPTERS[chief.name] ?? FIBRE_CHAPTERS_BY_GROUP[chief.group]) : undefined;
  if (!chapters || !headings.every((heading) => FIBRE_CHAPTER.test(heading)) || new Set(headings.map(chapter)).size < 2) return headings;
  return chaptersFirst(headings, chapters);
}
const FIBRE_CHAPTER = /^5[0-5]/;

/**
 * A yarn or woven fabric named by a man-made fibre's word ("CVC 방적사", "TC yarn", "능직물" read as 5407) whose stated
 * chief fibre is cotton or wool is of that fibre's chapter (Section XI note 2(A)): "면 60% 폴리에스터 40%" spun yarn is 5206.
 */
function ofChiefNaturalFibre(headings: string[], materials: Material[]): string[] {
  const chief = materials[0];
  const own = (chief?.percent ?? 100) < 85 ? CHIEF_FIBRE_GOODS_MIXED[chief.name] : CHIEF_FIBRE_GOODS[chief?.name ?? ''];
  if (!own || !headings.length) return headings;
  if (headings.every((heading) => MAN_MADE_YARNS.has(heading))) return unique([...own.yarn, ...headings]);
  if (headings.every((heading) => MAN_MADE_FABRICS.has(heading))) return unique([...own.fabric, ...headings]);
  return headings;
}
const MAN_MADE_YARNS = new Set(['5401', '5402', '5403', '5404', '5405', '5406', '5508', '5509', '5510', '5511']);
const MAN_MADE_FABRICS = new Set(['5407', '5408', '5512', '5513', '5514', '5515', '5516']);
const WOOL_GOODS = { yarn: ['5107', '5106', '5109'], fabric: ['5112', '5111'] };
const FINE_HAIR_GOODS = { yarn: ['5108', '5109'], fabric: ['5112', '5111'] };
const CHIEF_FIBRE_GOODS: Record<string, { yarn: string[]; fabric: string[] }> = {
  cotton: { yarn: ['5205', '5206', '5207'], fabric: ['5208', '5209', '5210', '5211', '5212'] },
  wool: WOOL_GOODS,
  cashmere: FINE_HAIR_GOODS,
  'fine animal hair': FINE_HAIR_GOODS,
};
/** Less than 85 % cotton: the mixed yarns (5206) and fabrics (5210, 5211) first. */
const CHIEF_FIBRE_GOODS_MIXED: Record<string, { yarn: string[]; fabric: string[] }> = {
  ...CHIEF_FIBRE_GOODS,
  cotton: { yarn: ['5206', '5205', '5207'], fabric: ['5210', '5211', '5212', '5208', '5209'] },
};
const FIBRE_CHAPTERS: Record<string, string[]> = { cotton: ['52'], silk: ['50'] };
const FIBRE_CHAPTERS_BY_GROUP: Record<string, string[]> = { textile_animal: ['51'], textile_vegetable: ['53'], textile_synthetic: ['54', '55'], textile_artificial: ['54', '55'] };

/** Ceramic tableware of porcelain or china is 6911; 6912 is the tableware of other ceramics a list names for ceramics in general. */
function porcelainTableware(headings: string[], materials: Material[]): string[] {
  if (materials[0]?.name !== 'porcelain' || !headings.includes('6912') || headings.includes('6911')) return headings;
  const at = headings.indexOf('6912');
  return [...headings.slice(0, at), '6911', ...headings.slice(at)];
}

/**
 * Racks, shelves and stands of 9403 are furniture only if designed to be placed on the floor (Chapter 94 note 2; shelved
 * furniture fixed to the wall too): a countertop wine rack or a desktop shelf is an article of its material first
 * (4421 wood, 7326 steel, 3926 plastics).
 */
function notFloorStanding(headings: string[], materials: Material[], onCounter = false): string[] {
  if (!onCounter || headings[0] !== FURNITURE || !materials[0]) return headings;
  return unique([...catchAllHeadings(materials[0]), ...headings]);
}
const FURNITURE = '9403';

/** Knitted fabrics over 30 cm wide with 5 % or more of elastomeric yarn have their own heading (6004), before 6005 and 6006. */
function byElastomer(headings: string[], materials: Material[]): string[] {
  const elastane = materials.find((material) => material.name === 'elastane');
  if (!headings.includes(ELASTOMERIC_KNITS) || !elastane || (elastane.percent !== null && elastane.percent < 5)) return headings;
  return unique([ELASTOMERIC_KNITS, ...headings]);
}
const ELASTOMERIC_KNITS = '6004';

/** When a concept's headings span material chapters (screws of steel, copper or plastic), the chief material's come first. */
function byMaterial(headings: string[], materials: Material[]): string[] {
  const chapters = chaptersFor(materials[0], headings);
  if (!chapters.length || new Set(headings.map(chapter)).size < 2) return headings;
  return chaptersFirst(headings, chapters);
}

/** The headings of `chapters` first, each group in its own order. */
function chaptersFirst(headings: string[], chapters: string[]): string[] {
  return [...headings.filter((heading) => chapters.includes(chapter(heading))), ...headings.filter((heading) => !chapters.includes(chapter(heading)))];
}

/**
 * A concept whose headings are all textile goods ("wall hanging": 6304) does not hold goods
 * stated to be of another material (Section XI holds textiles only): a wooden wall hanging and a
 * plastic tablecloth are articles of wood (4421) and of plastics (3926) first.
 */
function outsideItsMaterials(headings: string[], materials: Material[], construction: Construction): string[] {
  const chief = materials[0];
  const own = chief ? chaptersOf(chief) : [];
  const textileChapters = MATERIAL_CHAPTERS.textile;
  // Pearls, imitation ones too, and precious metals adorn textiles ("tulle sleeves with imitation pearls") more often than they make them.
  if (!own.length || own.some((ch) => textileChapters.includes(ch) || ch === '71') || chief.name === 'imitation pearls' || coatedGarmentFirst(headings, materials) || !headings.length || !headings.every((heading) => textileChapters.includes(chapter(heading)))) return headings;
  if (chief.group === 'plastic' && headings.every((heading) => OF_POLYMER_FIBRES.includes(heading))) return headings;
  // A nonwoven of a polymer (a polypropylene spunbond face mask or shoe cover) is a textile of its fibres: the goods stay textile articles.
  if (chief.group === 'plastic' && construction === 'nonwoven') return headings;
  // Household linen and furnishings of plastics (PEVA shower curtains, vinyl tablecloths) are household articles of 3924, not 3926.
  const household = chief.group === 'plastic' && headings.some((heading) => HOUSEHOLD_TEXTILES.includes(heading)) ? ['3924'] : [];
  // Garments of leather or of rubber have headings of their own (4203, 4015), before the material's other articles (4205, 4016).
  const apparel = headings.every((heading) => APPAREL_CHAPTERS.includes(chapter(heading))) ? (APPAREL_OF_MATERIAL[chief.group] ?? []) : [];
  return unique([...household, ...apparel, ...catchAllHeadings(chief), ...headings]);
}

/** Garments of the apparel chapters whose fabric may be coated; hosiery, gloves and the accessories keep their own headings (6116.10 holds coated gloves). */
const COATED_GARMENT_TWIN: Record<string, string> = { '61': '6113', '62': '6210' };
/** The garments of coated fabric: knitted (6113) and not (6210). */
export const COATED_GARMENT_HEADINGS = Object.values(COATED_GARMENT_TWIN);
const NOT_COATED_GARMENTS = new Set(['6113', '6115', '6116', '6117', '6210', '6213', '6214', '6215', '6216', '6217']);
const ofFauxLeather = (materials: Material[]) => materials[0]?.name === 'synthetic leather';
/** `coatedGarment` put the garments of coated fabric first: faux leather, or a plastic coating a textile named beside it, is no article of plastics. */
const coatedGarmentFirst = (headings: string[], materials: Material[]) =>
  COATED_GARMENT_HEADINGS.includes(headings[0] ?? '') && (ofFauxLeather(materials) || materials.some((material) => material.group.startsWith('textile')));

const LEATHER_APPAREL = '420310';
/**
 * Garments of fabric coated or covered with plastics (PU-coated knit leggings, "faux leather" jackets, a PVC-coated rain
 * jacket) are garments of 5903 fabric: 6113 when knitted, 6210 otherwise (chapter 61 and 62 headings' own words), not
 * the plain garments of their fibre, nor articles of plastics (3926): faux leather is such a fabric.
 */
function coatedGarment(headings: string[], materials: Material[], coated = false, head: Concept | null = null, construction: Construction = null): string[] {
  const [first] = headings;
  const fauxLeather = ofFauxLeather(materials);
  // A "leather jacket" of PU leather is no garment of leather (4203.10) but one of coated fabric.
  if (fauxLeather && head?.default_subheading === LEATHER_APPAREL) return unique([COATED_GARMENT_TWIN[construction === 'knitted' ? '61' : '62'], ...headings.filter((heading) => heading !== '4203')]);
  if (!first || !isApparel(first) || NOT_COATED_GARMENTS.has(first)) return headings;
  if (!coated && !fauxLeather) return headings;
  return unique([COATED_GARMENT_TWIN[chapter(first)], ...headings]);
}

/**
 * Goods filed as articles of their material (`by_material`: keychains, coasters, figurines) stated
 * to be of a material none of their headings takes go to that material's catch-all heading first:
 * a leather keychain is a leather article n.e.c. (4205), a cotton one a made-up textile article (6307).
 */
function ofUnlistedMaterial(headings: string[], materials: Material[], head: Concept): string[] {
  const chief = materials[0];
  if (!head.attributes?.by_material || !chief) return headings;
  const own = chaptersFor(chief, headings);
  const takes = (heading: string) => own.includes(chapter(heading)) || (COVERED_WITH[heading]?.(chief) ?? false);
  return headings.some(takes) ? headings : unique([...catchAllHeadings(chief), ...headings]);
}

/** Household and sanitary articles of iron or steel (7323, 7324) have their like in aluminium's and copper's chapters. */
const HOUSEHOLD_OF_STEEL = new Set(['7323', '7324']);
const HOUSEHOLD_BY_METAL: Record<string, string> = { aluminium: '7615', copper: '7418', brass: '7418', bronze: '7418' };
/** Chain, nails, screws, needles, springs, stoves and other articles of iron or steel (7315 on); 7301 to 7314 are forms and structures whose like other metals name apart. */
const STEEL_ARTICLES_FROM = '7315';

/**
 * Articles the glossary files in chapter 73 (crochet hooks and knitting needles, 7319: "of iron or steel"), stated to be
 * of another base metal and of no iron or steel, are that metal's articles first: aluminium crochet hooks are aluminium
 * articles n.e.c. (7616.99), an aluminium pot is aluminium's household ware (7615).
 */
function ofAnotherBaseMetal(headings: string[], materials: Material[]): string[] {
  const [first] = headings;
  const chief = materials[0];
  if (!first || chief?.group !== 'metal_nonferrous' || chapter(first) !== '73' || first < STEEL_ARTICLES_FROM || materials.some((material) => chaptersOf(material).includes('73'))) return headings;
  const household = HOUSEHOLD_OF_STEEL.has(first) ? HOUSEHOLD_BY_METAL[chief.name.toLowerCase()] : undefined;
  const own = household ? [household] : baseMetalCatchAll(chief);
  return own.length ? unique([...own, ...headings]) : headings;
}

/**
 * Household goods the glossary files by their usual materials (tableware: 6912, 7013, 3924, 7323, 7418, 7615) stated to be
 * of a base metal none of them takes are that metal's articles: a pewter tankard 8007, a titanium mug 8108.
 */
function householdOfUnlistedBaseMetal(headings: string[], materials: Material[]): string[] {
  const chief = materials[0];
  if (chief?.group !== 'metal_nonferrous' || !headings.some((heading) => HOUSEHOLD_OF_STEEL.has(heading))) return headings;
  const own = chaptersOf(chief);
  if (headings.some((heading) => own.includes(chapter(heading)))) return headings;
  const catchAll = baseMetalCatchAll(chief);
  return catchAll.length ? unique([...catchAll, ...headings]) : headings;
}

/**
 * Headings that name goods by what covers them, whatever their body: 4202's cases and boxes are "of leather, …, of sheeting
 * of plastics, of textile materials, … or of paperboard, or wholly or mainly covered with" them (a PU jewellery box: 4202.92).
 */
const COVERED_WITH: Record<string, (material: Material) => boolean> = {
  // Moulded plastics (an acrylic box) are no sheeting: synthetic leather is.
  '4202': (material) => ['leather', 'paper'].includes(material.group) || material.group.startsWith('textile') || material.name === 'synthetic leather',
};

/**
 * Bags of rattan, wicker, sedge, seagrass or water hyacinth are plaited (4602): heading 4202 takes handbags and bags of
 * leather, plastic sheeting, textiles, vulcanised fibre or paperboard only. Bamboo is left out: it is a bag's handle or
 * frame more often than its plaited body.
 */
function plaitedBags(headings: string[], materials: Material[]): string[] {
  const chief = materials[0];
  if (!chief || !PLAITING.has(chief.name) || !headings.length || !headings.every((heading) => heading.startsWith('4202'))) return headings;
  return unique(['4602', ...headings]);
}
const PLAITING = new Set(['rattan', 'sedge', 'seagrass', 'water hyacinth', 'wicker']);

const APPAREL_CHAPTERS = ['61', '62'];
const APPAREL_OF_MATERIAL: Record<string, string[]> = { leather: ['4203'], rubber: ['4015'] };

/** Bed, table, toilet and kitchen linen, curtains and other furnishing articles. */
const HOUSEHOLD_TEXTILES = ['6302', '6303', '6304'];
/**
 * Textiles made of polymer filaments or strip (of headings 5402 to 5404): a polypropylene rope is cordage (5607.49), a PP
 * spunbond a nonwoven (5603), a PP woven sack a sack of 6305 (6305.33, a bulk bag 6305.32), a PP area rug a carpet
 * (5701-5705), not articles of plastics.
 */
const OF_POLYMER_FIBRES = ['5607', '5608', '5609', '5603', '6305', '5701', '5702', '5703', '5704', '5705'];

/**
 * Jewellery follows what it is made of (chapter 71 notes 2 and 11): of precious metal 7113; holding
 * pearls or precious or semi-precious stones, which imitation jewellery never does, 7116, or 7113
 * where precious metal bears them (note 2(b)); anything else 7117, precious metal as a minor part
 * (a silver post) included. In jewellery "natural stone" names the semi-precious stones shops
 * string (agate, quartz, jasper); a named rock (lava) and a plain "stone" (often a rhinestone) do not.
 */
function jewellery(headings: string[], materials: Material[]): string[] {
  if (!headings.includes('7113') || !headings.includes('7117') || !materials.length) return headings;
  const precious = (material: Material) => material.group === 'metal_precious';
  const stones = materials.some((material) => material.group === 'stone_precious' || material.name === 'natural stone');
  const first = precious(materials[0]) || (stones && materials.some(precious)) ? '7113' : stones ? '7116' : '7117';
  return unique([first, ...headings]);
}

/**
 * Watches with a case of precious metal, or of metal clad with it, are 9101; all others 9102 (a "14K Solid Gold" pocket watch,
 * an "18K Yellow Gold" wrist-watch). Gold-plated and gold-tone cases are base metal: the cleaner reads no precious metal there.
 */
function watches(headings: string[], materials: Material[]): string[] {
  if (!headings.includes('9101') || !headings.includes('9102') || materials[0]?.group !== 'metal_precious') return headings;
  return unique(['9101', ...headings]);
}

/** Outer soles 6402 to 6404 take: a jute sole "with rubber bottom" is one of rubber. */
const SOLES_OF_6402_TO_6404 = ['rubber', 'plastic', 'leather'];
/** Heading 6404 textile uppers, 6403 leather uppers, 6402 rubber or plastic throughout; 6405 soles of textile or wood. */
function footwear(headings: string[], materials: Material[], upperGroup?: string | null, soleGroup?: string | null): string[] {
  if (!headings.some((heading) => ['6402', '6403', '6404'].includes(heading))) return headings;
  // Outer soles of textile or wood are none of 6402 to 6404's (rubber, plastics, leather or composition leather): "other footwear" of 6405.
  const soleOfTheirs = materials.some((material) => SOLES_OF_6402_TO_6404.includes(material.group));
  if (soleGroup && (soleGroup.startsWith('textile') || soleGroup === 'wood') && !soleOfTheirs) return unique(['6405', ...headings]);
  // The sole's material says nothing of the upper, which decides the heading (canvas shoes "with rubber soles": 6404).
  const group = upperGroup ?? (soleGroup && materials.every((material) => material.group === soleGroup) ? null : materials[0]?.group);
  if (!group) return headings;
  const first = group === 'leather' ? '6403' : group.startsWith('textile') ? '6404' : group === 'plastic' || group === 'rubber' ? '6402' : null;
  return first ? unique([first, ...headings]) : headings;
}

/** Where a concept spans electrical goods (chapter 85) and others (chemical hand warmers 3824, electric ones 8516), what the text says of power decides which come first. */
function byPower(headings: string[], electrical: boolean | null | undefined): string[] {
  const asSaid = (heading: string) => (chapter(heading) === '85') === electrical;
  if (electrical === null || electrical === undefined || headings.every(asSaid) || !headings.some(asSaid)) return headings;
  return [...headings.filter(asSaid), ...headings.filter((heading) => !asSaid(heading))];
}

/** A kitchen tool worked by a crank or gearing is a hand-operated mechanical appliance (8210) where its concept spans both 8205 and 8210. */
function byMechanism(headings: string[], mechanical: boolean | undefined): string[] {
  return mechanical && headings.includes('8210') ? unique(['8210', ...headings]) : headings;
}

/** The headings of yarn put up for retail sale (Section XI note 4). */
const RETAIL_YARN_HEADINGS = ['5109', '5207', '5406', '5511'];

/**
 * Cereal grains otherwise worked (hulled, rolled, flaked, pearled, sliced or kibbled) are 1104, except rice
 * (1006 holds husked and milled rice): the raw grain's heading yields to it. Grains precooked or prepared
 * stay with 1904, which byState put first.
 */
function byWorking(headings: string[], state: FoodState, workedGrain = false): string[] {
  const [first] = headings;
  if (!workedGrain || !first || chapter(first) !== '10' || first === '1006' || (state && state !== 'dried')) return headings;
  return unique(['1104', ...headings]);
}

function byPutUp(headings: string[], retailYarn = false): string[] {
  return retailYarn ? [...headings.filter((heading) => RETAIL_YARN_HEADINGS.includes(heading)), ...headings.filter((heading) => !RETAIL_YARN_HEADINGS.includes(heading))] : headings;
}

/** Woven fabrics of chapters 50 to 55 (5007, 5111-5113, 5208-5212, 5309-5311, 5407-5408, 5512-5516). */
const WOVEN_FABRIC_HEADING = /^(?:500[7]|511[1-3]|52(?:0[89]|1[0-2])|53(?:09|1[01])|540[78]|551[2-6])$/;
/** A woven fabric said coated or laminated with plastics is of 5903 (chapter 59 note 2), before the plain fabrics of its fibre. */
function coatedFabric(headings: string[], coated = false): string[] {
  return coated && headings.some((heading) => WOVEN_FABRIC_HEADING.test(heading)) ? unique(['5903', ...headings]) : headings;
}

/** A stated voltage puts its own switchgear heading first where both are named (a 24 kV breaker is 8535's, engine/measures.ts). */
function byVoltage(headings: string[], voltages: Rating[] = []): string[] {
  if (!voltages.length || !SWITCHGEAR_HEADINGS.every((heading) => headings.includes(heading))) return headings;
  const own = SWITCHGEAR_HEADINGS.find((heading) => !switchgearVoltageConflict(heading, voltages));
  return own ? unique([own, ...headings]) : headings;
}

/**
 * Sugar confectionery without sugar (sweetened with polyols or synthetic sweeteners) is no sugar confectionery of 1704: the
 * Explanatory Notes to 1704 leave it out, and it is a food preparation not elsewhere specified (2106.90).
 */
const SUGAR_CONFECTIONERY = '1704';
function sugarFreeConfectionery(headings: string[], sugarFree = false): string[] {
  return sugarFree && headings[0] === SUGAR_CONFECTIONERY ? unique(['2106', ...headings]) : headings;
}

/**
 * Coffee, tea and maté (0901-0903), their extracts (2101) and flavoured milk, sold ready to drink, are non-alcoholic beverages
 * of 2202 (its Explanatory Notes: "tea-based drinks", "beverages containing milk"; chapter 4 leaves milk with flavouring out).
 */
const BREWED_HEADINGS = ['0901', '0902', '0903', '2101'];
const MILK_HEADINGS = ['0401', '0402'];
/** The reader put 2202 before the coffee, tea or milk a drink sold by volume is made of (`readyToDrink`). */
export const readAsDrink = (headings: string[]): boolean => headings[0] === '2202' && headings.some((heading) => BREWED_HEADINGS.includes(heading) || MILK_HEADINGS.includes(heading));
function readyToDrink(headings: string[], asDrink = false, flavoured = false): string[] {
  const [first] = headings;
  if (!asDrink || !first) return headings;
  return BREWED_HEADINGS.includes(first) || (flavoured && MILK_HEADINGS.includes(first)) ? unique(['2202', ...headings]) : headings;
}

/** Man-made fibres said spun or staple are of chapter 55 (5508 to 5516), not the filaments of chapter 54 their fibre's name first finds. */
function stapleFibresFirst(headings: string[], staple = false): string[] {
  return staple && chapter(headings[0] ?? '') === '54' && headings.some((heading) => chapter(heading) === '55') ? chaptersFirst(headings, ['55']) : headings;
}

/**
 * Fish fillets and other fish meat, fresh, chilled or frozen, are of 0304, not the whole fish of 0302 or 0303 their species
 * names; dried, salted or smoked ones stay with 0305.
 */
const FILLET_STATES: FoodState[] = [null, 'fresh', 'chilled', 'frozen'];
function filleted(headings: string[], fillet = false, state: FoodState = null): string[] {
  return fillet && ['0302', '0303'].includes(headings[0] ?? '') && FILLET_STATES.includes(state) ? unique(['0304', ...headings]) : headings;
}

/** Solder without flux is wire of tin (8003), the metal solders are chiefly of; 8311 holds wire coated or cored with flux. */
function solidSolder(headings: string[], withoutFlux = false): string[] {
  return withoutFlux && headings[0] === '8311' ? unique(['8003', ...headings]) : headings;
}

/** Floor coverings of coir are woven ones of 5702 (5702.20), not the tufted carpets of 5703 a doormat's name first finds. */
function coirFloorCoverings(headings: string[], coir = false): string[] {
  return coir && chapter(headings[0] ?? '') === '57' && headings[0] !== '5702' ? unique(['5702', ...headings]) : headings;
}

/** A drug substance in bulk is the chemical of chapter 29 its name is before the medicaments of 3003 and 3004 (chapter 29 note 1). */
const MEDICAMENT_HEADINGS = ['3003', '3004'];
function asBulkDrug(headings: string[], bulkDrug = false): string[] {
  if (!bulkDrug || !MEDICAMENT_HEADINGS.includes(headings[0] ?? '')) return headings;
  const chemical = headings.filter((heading) => chapter(heading) === '29');
  return chemical.length ? unique([...chemical, ...headings]) : headings;
}

export function orderHeadings(head: Concept | null, partsOf: Concept | null, others: Concept[], facts: HeadingFacts, limit = 8): string[] {
  let headings: string[] = partsOf?.attributes?.parts_heading ? [partsOf.attributes.parts_heading] : [...(head?.headings ?? [])];
  if (!partsOf && head) {
    headings = byConstruction(headings, facts.construction);
    headings = byGender(headings, facts.gender, facts.construction);
    headings = byState(headings, facts.state, facts.vinegar, facts.steamedFrozen);
    headings = filleted(headings, facts.fillet, facts.state);
    headings = byWorking(headings, facts.state, facts.workedGrain);
    headings = byPower(headings, facts.electrical);
    headings = byMechanism(headings, facts.mechanical);
    headings = byPutUp(headings, facts.retailYarn);
    headings = byElastomer(headings, facts.materials);
    headings = watches(jewellery(footwear(byMaterial(byFibre(ofChiefNaturalFibre(headings, facts.materials), facts.materials), facts.materials), facts.materials, facts.upperGroup, facts.soleGroup), facts.materials), facts.materials);
    headings = stapleFibresFirst(headings, facts.staple);
    headings = coatedGarment(headings, facts.materials, facts.plasticCoated, head, facts.construction);
    headings = outsideItsMaterials(headings, facts.materials, facts.construction);
    headings = ofUnlistedMaterial(headings, facts.materials, head);
    headings = ofAnotherBaseMetal(headings, facts.materials);
    headings = householdOfUnlistedBaseMetal(headings, facts.materials);
    headings = plaitedBags(headings, facts.materials);
    headings = notFloorStanding(headings, facts.materials, facts.onCounter);
    headings = porcelainTableware(headings, facts.materials);
    headings = coatedFabric(headings, facts.plasticCoated);
    headings = byVoltage(headings, facts.voltages);
    headings = sugarFreeConfectionery(headings, facts.sugarFree);
    headings = readyToDrink(headings, facts.asDrink, facts.flavoured);
    headings = asBulkDrug(headings, facts.bulkDrug);
    headings = solidSolder(headings, facts.withoutFlux);
    headings = coirFloorCoverings(headings, facts.coir);
  }
  return unique([...headings, ...others.flatMap((concept) => concept.headings)]).slice(0, limit);
}

/**
 * Chapter 72 names each form of steel three times: of non-alloy steel (7206 to 7217), of stainless steel (7218 to 7223)
 * and of other alloy steel (7224 to 7229). A form's headings in the order non-alloy, stainless, other alloy.
 */
const STEEL_FORMS: Array<[nonAlloy: string[], stainless: string, otherAlloy: string]> = [
  [['7206', '7207'], '7218', '7224'],
  [['7208', '7209', '7210'], '7219', '7225'],
  [['7211', '7212'], '7220', '7226'],
  [['7213'], '7221', '7227'],
  [['7214', '7215', '7216'], '7222', '7228'],
  [['7217'], '7223', '7229'],
];
const STAINLESS_NAMED = /\bstainless\b|\binox\b|스테인리스|스테인레스|스텐|ステンレス|không gỉ/i;
/** Alloy steel said so, or by its grade ("alloy steel SCM440"); "non-alloy steel" and Korean "비합금강" are not. */
const ALLOY_NAMED = /(?<!non[- ]?)\balloy (?:tool |bearing )?steel\b|(?<!비)합금강|(?<!非)合金鋼|thép hợp kim/i;
const NON_ALLOY_NAMED = /\bnon[- ]?alloy\b|비합금|非合金|không hợp kim/i;

export type SteelKind = 'non-alloy' | 'stainless' | 'alloy';

/** The kind of steel a text says its goods are of (chapter 72 note 1(d) to (f)), or null where it says none. */
export function steelKind(text: string): SteelKind | null {
  return STAINLESS_NAMED.test(text) ? 'stainless' : ALLOY_NAMED.test(text) ? 'alloy' : NON_ALLOY_NAMED.test(text) ? 'non-alloy' : null;
}

/** The form of steel a heading of chapter 72 holds, as its three headings; undefined for pig iron, ferro-alloys and the like. */
const formOf = (heading: string) => STEEL_FORMS.find(([nonAlloy, stainless, otherAlloy]) => nonAlloy.includes(heading) || heading === stainless || heading === otherAlloy);

/** The kind of steel a heading of chapter 72 holds a form of, or null where it holds no form of steel (pig iron, ferro-alloys). */
export function headingSteelKind(heading: string): SteelKind | null {
  const form = formOf(heading);
  if (!form) return null;
  return form[0].includes(heading) ? 'non-alloy' : heading === form[1] ? 'stainless' : 'alloy';
}

/**
 * "stainless steel 304 cold rolled COIL", "alloy steel SCM440 ROUND BAR": a form of steel the text says is stainless or
 * alloy is that kind's heading of the form, whichever kind the glossary's name of the form lists first; one said
 * non-alloy ("non-alloy steel S45C") the non-alloy heading. Steel said of no kind keeps its headings.
 */
export function steelOfItsKind(headings: string[], text: string): string[] {
  const kind = steelKind(text);
  if (!kind) return headings;
  const ofKind = (heading: string) => {
    const form = formOf(heading);
    if (!form) return heading;
    if (kind === 'stainless') return form[1];
    if (kind === 'alloy') return form[2];
    return form[0].includes(heading) ? heading : form[0][0];
  };
  return unique(headings.map(ofKind));
}
