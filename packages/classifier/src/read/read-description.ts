/**
 * Stage 1 of the engine: read a product description into the facts the later stages search and decide
 * with (see `Normalized`). Rules only, synchronous, offline; `initReader` optionally loads fastText.
 */
import { englishFor, glossaryConcepts, longestFirst, lookupGlossary, PARTS_OF, TextView, wholeGlossaryName, type Category, type Concept, type GlossaryMatch } from '../glossary';
import type { ClassifyInput, Construction, FoodState, Gender, Lang, Material, Normalized } from '../types';
import { expandAbbreviations, type AbbreviationContext, type Expanded } from './abbreviations';
import { withoutDeviceModels } from './device-models';
import { attributeInEnglish, bulkDrugSubstance, COIR, datedAge, FISH_FILLET, WITHOUT_FLUX, ofStapleFibres, PLASTIC_COATED, readAttributes, retailYarn, soldAsDrink, FLAVOURED, steamedOrBoiledFrozen, SUGAR_FREE, WORKED_BY_MECHANISM, WORKED_GRAIN, type Attributes } from './attributes';
import { cleanDescription, type Cleaned } from './clean';
import { commonEnglishWords } from './english-words';
import { catchAllHeadings, metalPowderHeadings, orderHeadings, steelOfItsKind } from './headings';
import { detectLanguage, initLanguageModel, type LanguageReading } from './language';
import { footwearParts, mentionsWithShares, mergeMaterials, sharesDoNotAddUp, type MaterialMention, type Span } from './materials';
import { koreanCustomsWords } from './korean-words';
import { brandAtStart } from './brands';
import { missingFacts } from './missing';
import { petroleumContent, type PetroleumContent } from './petroleum';
import { statedRatings } from '../engine/measures';
import { articleBeforeUse, articleNamedElsewhere, articleServing, artificialPlant, chooseHead, englishHeadPhrase, fillsGoods, goodsOfTheirOwnHeading, holdsGoods, inUse, materialOfGoods, NATURAL_GOODS, negated, outsideLeadingTags, packedAfterQuantity, partsOf, vesselAfterFood, petToy, portableDeviceBattery, toolSetOfPieces, ensembleOfPieces, plasticShapeHeadings, recordCalledVinyl, resinWorkedInto, singular, STOPWORDS, shapeNamesGoods, suppliedWithUnit, usePhrases, vacuumVessel, watchStrap, gameForPlatform, furskinApparel, leatherOrFurHeadgear, plasticFilmBag, narrowerName, wordCount, type UsePhrase } from './product';

const ALL_LANGS: Lang[] = ['en', 'vi', 'ja', 'ko'];

/** Loads the language model and builds the glossary and lexicon indexes, so the first read is as fast as the rest. */
export async function initReader(): Promise<{ languageModel: boolean }> {
  const languageModel = await initLanguageModel();
  readDescription({ description: 'warm up: cotton t-shirt áo thun Tシャツ 티셔츠', market: 'US', language: 'en' });
  return { languageModel };
}

// ---------- glossary ----------

let toneless: Set<string> | null = null;


/**
 * Vietnamese product names written without tone marks by everyone ("balo", "tivi", "tai nghe"):
 * found in tone-less text they are Vietnamese, unless a word of theirs is English ("laptop",
 * "van", "pin") or the name is too short to tell ("loa").
 */
function nativelyToneless(): Set<string> {
  if (!toneless) {
    const english = commonEnglishWords();
    const names = glossaryConcepts().flatMap((concept) => concept.vi).filter((term) => !/[\u00c0-\u1ef9]/.test(term) && term.replace(/\s/g, '').length >= 4);
    toneless = new Set(names.filter((term) => term.toLowerCase().split(/\s+/).every((word) => !english.has(word))));
  }
  return toneless;
}

/** Concepts in the text: English words always (they appear in every language's product names), then each language present. */
/**
 * "Oak Wood Frame - color: Walnut", "Colour - Chocolate": a name given as the colour is no product. A count of colours
 * ("18 Colour Eyeshadow Palette", "Multi-colour Gel Pens") says how many the goods hold, no colour named.
 */
const COLOUR_LABEL = /(?<!(?:\d|\bmulti)[\s-]?)\bcolou?r\s*[:=-]?\s*$/i;
const namesColour = (match: GlossaryMatch, text: string) => match.lang === 'en' && COLOUR_LABEL.test(text.slice(Math.max(0, match.start - 12), match.start));

/**
 * An animal, plant or food named right after what the goods are made of or how they are shown
 * ("small wooden horse kit", "foam decorative pear") or right before what shows it ("Jersey Cow
 * Print", "duck figurine") is what the goods depict, not the goods.
 */
const DEPICTED_AFTER = /\b(?:wooden|wood|plastic|resin|ceramic|porcelain|glass|metal|brass|pewter|foam|felt|clay|crochet(?:ed)?|knit(?:ted)?|plush|paper|acrylic|enamel|decorative|faux|fake|artificial|miniature|toy|stuffed)\s+$/i;
const DEPICTED_BEFORE = /^\s+(?:ornaments?|figurines?|figures?|statues?|statuettes?|sculptures?|magnets?|prints?|posters?|stickers?|decals?|charms?|pendants?|necklaces?|earrings?|bracelets?|brooch(?:es)?|toys?|plush(?:ies)?|kits?|keychains?|pins?|patch(?:es)?|pattern|shaped)\b/i;
const PLACE_AFTER = /^\s+(?:lake|creek|river|bay|valley|hills?|ridge|island|springs|falls|harbou?r|county|grove|canyon)\b/i;
/** …where the name ends the goods' name: a "glass spice jar" holds spices, and is read so (articleServing). */
const NAME_ENDS = /^(?:\s*$|\s*[,;|()/–-]|\s+(?:in|with|for|of|on|and|set|decor|decoration)\b)/i;
const depicted = (match: GlossaryMatch, text: string, lines: boolean) => {
  if (match.lang !== 'en' || !NATURAL_GOODS.has(match.concept.category)) return false;
  // "Littlest Pet Shop … Calico Kitten": what a toy line's figure shows. "Duck Lake - Pet ID tag", "Cherry Creek": a place's or maker's name.
  if (lines || PLACE_AFTER.test(text.slice(match.end, match.end + 12))) return true;
  const after = text.slice(match.end, match.end + 16);
  return DEPICTED_BEFORE.test(after) || (DEPICTED_AFTER.test(text.slice(Math.max(0, match.start - 16), match.start)) && NAME_ENDS.test(after));
};

/**
 * A tree whose fruit or nut the glossary holds names the timber where the text speaks of wood
 * ("Hardwood Catchall Tray | Maple Cherry Walnut", "tv frame walnut"): a material, not the nuts.
 */
const WOOD_SPECIES = /^(?:walnut|cherry|maple|olive|chestnut|hickory|pecan|acacia|apple|pear|plum)$/i;
const WOOD_CONTEXT = /\b(?:wood|woods|wooden|hardwood|hardwoods|timber|veneer|woodworking|frames?)\b/i;
const namesTimber = (match: GlossaryMatch, text: string) => match.lang === 'en' && NATURAL_GOODS.has(match.concept.category) && WOOD_SPECIES.test(match.text) && WOOD_CONTEXT.test(text);

/**
 * Clothes, shoes and furniture made for dolls are the dolls' accessories (heading 9503): "Doll
 * Skirt for Playscale 1:6 Size Dolls" is no skirt of chapter 62. A "baby doll" dress is a dress.
 */
const FOR_DOLLS = /(?<!\bbaby\s?)\bdoll(?:s|'s|house|houses)?\b|\bplayscale\b/i;
const DOLL_SIZED: ReadonlySet<Category> = new Set(['apparel', 'footwear', 'headgear', 'furniture', 'textiles']);
const madeForDolls = (match: GlossaryMatch, text: string) => DOLL_SIZED.has(match.concept.category) && FOR_DOLLS.test(text);

/**
 * "1/10 Scale", "1:64 scale", "28mm scale", "HO scale", "Hobby Scale", "scale model": the size ratio of a model or miniature,
 * or the model railway gauge it is built to, no weighing scale.
 */
const MODEL_SCALE_BEFORE = /(?:\b\d+\s*[:/]\s*\d+|\b\d+\s*mm|\b(?:ho|oo|tt|n|hobby|model)\b)\s*$/i;
const MODEL_SCALE_AFTER = /^[\s-]*(?:models?|replicas?|miniatures?|figures?|figurines?|diecast|die-cast|model\s+kits?)\b/i;
const namesModelScale = (match: GlossaryMatch, text: string) =>
  match.lang === 'en' && /^scales?$/i.test(match.text) && (MODEL_SCALE_BEFORE.test(text.slice(Math.max(0, match.start - 12), match.start)) || MODEL_SCALE_AFTER.test(text.slice(match.end)));

function glossaryMatches(view: TextView, langs: Lang[]): GlossaryMatch[] {
  // A name given as the colour ("color: Walnut") names no goods.
  const found = [...[...new Set<Lang>(['en', ...langs])].flatMap((lang) => lookupGlossary(view, lang)), ...sharedHeads(view.text)];
  const lines = found.some((match) => match.concept.category === 'toys' && match.concept.attributes?.broad);
  const all = withoutBrandNames(found.filter((match) => !namesColour(match, view.text) && !depicted(match, view.text, lines) && !namesTimber(match, view.text) && !madeForDolls(match, view.text) && !namesModelScale(match, view.text)), view.text);
  // Across languages too, the best cover of the text wins. A Korean or Vietnamese title's opening tags ("[에이스침대]") name
  // the shop or an offer: goods named there are none of the title's where it names others.
  const tagged = langs.includes('ko') ? 'ko' : langs.includes('vi') ? 'vi' : null;
  const covered = disambiguate(longestFirst(all)).sort((a, b) => a.start - b.start);
  return tagged ? outsideLeadingTags(covered, view.text, tagged) : covered;
}

/**
 * "Domino Premium Pure Cane Sugar", "Fender … Acoustic Guitar": a maker's name opening the title names no goods where goods
 * are named after it; a longer name the brand opens ("Fender Flare Kit") is still goods.
 */
function withoutBrandNames(matches: GlossaryMatch[], text: string): GlossaryMatch[] {
  const brand = brandAtStart(text);
  const beyond = brand ? matches.filter((match) => match.end > brand.end) : [];
  return beyond.length ? beyond : matches;
}

/**
 * "Cookie / Polymer Clay Cutter", "Salt / Pepper Shaker": names joined by a slash share the head noun written once, at the
 * end. The first with that noun is a name of the goods the glossary may hold ("cookie cutter") where the first word alone
 * is other goods (a cookie); it is read across the slash.
 */
const SLASH_SHARED_HEAD = /(?<![\p{L}'-])(\p{L}[\p{L}'-]*)\s*\/\s*(?:[\p{L}'-]+\s+){1,2}(\p{L}[\p{L}'-]*)(?![\p{L}'-])/gu;
function sharedHeads(text: string): GlossaryMatch[] {
  return [...text.matchAll(SLASH_SHARED_HEAD)].flatMap((found) => {
    const phrase = `${found[1]} ${found[2]}`;
    const whole = wholeGlossaryName(phrase, 'en');
    return whole ? [{ ...whole, text: found[0], start: found.index, end: found.index + found[0].length }] : [];
  });
}

/** One term, two concepts ("nuts"): keep the one whose category the rest of the text shares. */
function disambiguate(matches: GlossaryMatch[]): GlossaryMatch[] {
  const bySpan = new Map<string, GlossaryMatch[]>();
  for (const match of matches) bySpan.set(`${match.start}:${match.end}`, [...(bySpan.get(`${match.start}:${match.end}`) ?? []), match]);
  return [...bySpan.values()].map((group) => {
    if (group.length === 1) return group[0];
    const others = matches.filter((match) => !group.includes(match));
    const support = (match: GlossaryMatch) => others.filter((other) => other.concept.category === match.concept.category).length;
    return [...group].sort((a, b) => support(b) - support(a))[0];
  });
}

const has = (matches: GlossaryMatch[], ...categories: Category[]) => matches.some((match) => categories.includes(match.concept.category));

function abbreviationContext(matches: GlossaryMatch[], text: string): AbbreviationContext {
  const vehicles = has(matches, 'vehicles_parts') || /\b(?:assy|frt|brkt|door|bumper|vehicle|car)\b/i.test(text);
  // "MTG" alone matches the card game, so it is the game only where other toys are named or no vehicle or machine is.
  const otherToys = matches.some((match) => match.concept.category === 'toys' && !/^mtg$/i.test(match.text.trim()));
  return {
    apparel: has(matches, 'apparel', 'textiles') || /\b(?:sleeve|shirt|tee|top|dress|pant|knit)/i.test(text),
    vehicles,
    metals: has(matches, 'metals', 'tools'),
    plastics: has(matches, 'plastics'),
    games: otherToys || (!vehicles && !has(matches, 'machinery', 'metals', 'tools', 'electronics')),
  };
}

// ---------- materials ----------

/** Names that contain a material word without being made of it: "coconut oil", "cotton buds" stay; "steam iron" goes. */
const NOT_MADE_OF: Category[] = ['food', 'beverages', 'plants', 'animals', 'chemicals', 'cosmetics', 'minerals'];

/**
 * A chemical or mineral named beside made goods is what they are made of ("Melamine Dinnerware Set",
 * "Marble Coaster"): its name blocks a material only where it, or food, a plant or a cosmetic, is the product.
 */
const MATERIALS_OF_MADE_GOODS: Category[] = ['chemicals', 'minerals'];

function blockedForMaterials(matches: GlossaryMatch[], head: GlossaryMatch | null): Span[] {
  const madeGoods = head !== null && !NOT_MADE_OF.includes(head.concept.category);
  const namesMaterial = (match: GlossaryMatch) => madeGoods && match !== head && MATERIALS_OF_MADE_GOODS.includes(match.concept.category);
  // "Mineral Water 750ml Glass Bottles", "Honey … Glass Jar": the container packing foods or drinks (GRI 5(b)) is made of its material, not they.
  const packing = (match: GlossaryMatch) => head !== null && !madeGoods && match !== head && holdsGoods(match.concept);
  return matches.filter((match) => (NOT_MADE_OF.includes(match.concept.category) && !namesMaterial(match)) || packing(match) || fillsGoods(match, head)).map(({ start, end }) => ({ start, end }));
}

/** A tool's use names what it works ("Drill Bit Set … for Metal, Wood and Plastic", "Saw Blade for Wood"), not what it is made of. */
function materialsWorked(product: ProductReading): Span[] {
  if (product.head?.concept.category !== 'tools') return [];
  return product.uses.filter((use) => !use.method).map(({ start, end }) => ({ start, end }));
}

function withoutNotMaterial(mentions: MaterialMention[], matches: GlossaryMatch[]): MaterialMention[] {
  return mentions.filter((mention) => {
    const container = matches.find((match) => mention.start >= match.start && mention.end <= match.end);
    return !container?.concept.attributes?.not_material?.includes(mention.term.name);
  });
}

const TEXTILE_CATEGORIES: Category[] = ['apparel', 'textiles', 'footwear', 'headgear', 'leather_goods', 'toys'];

function fieldMentions(text: string | null | undefined): MaterialMention[] {
  return text?.trim() ? mentionsWithShares(new TextView(text), ALL_LANGS) : [];
}

/** A name right beside the head that qualifies it ("milk chocolate", "남성 면 티셔츠", "áo thun cotton") is not a second product. */
function modifies(match: GlossaryMatch, head: GlossaryMatch | null, text: string): boolean {
  if (!head) return false;
  if (match.lang === 'vi') return match.start >= head.end && /^\s*$/.test(text.slice(head.end, match.start));
  return match.end <= head.start && /^[\s-]*$/.test(text.slice(match.end, head.start));
}

/** The `use` field, or a use phrase in the notes ("used in washing machines"), and the concepts it names. */
function useFromFields(input: ClassifyInput): { english: string | null; concepts: Concept[] } {
  const use = trimmed(input.use);
  if (use) {
    const view = new TextView(use);
    const concepts = ALL_LANGS.flatMap((lang) => lookupGlossary(view, lang)).map((match) => match.concept);
    const english = /^[\p{Script=Latin}\p{N}\s'&/.,-]+$/u.test(use) ? use : concepts.map((concept) => concept.en[0]).join(' ') || use;
    return { english: /^for\b/i.test(english) ? english : `for ${english}`, concepts };
  }
  const notes = trimmed(input.notes);
  if (!notes) return { english: null, concepts: [] };
  const phrase = usePhrases(notes, ALL_LANGS).find((use) => !use.method);
  if (!phrase) return { english: null, concepts: [] };
  const view = new TextView(notes.slice(phrase.start, phrase.end));
  return { english: phrase.english, concepts: ALL_LANGS.flatMap((lang) => lookupGlossary(view, lang)).map((match) => match.concept) };
}

// ---------- text helpers ----------

const trimmed = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const CJK_RUN = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;

function contentWords(view: TextView): number {
  const text = view.text;
  const latin = view.words.filter((word) => /\p{L}/u.test(word.text) && word.text.length >= 2 && !STOPWORDS.has(word.text)).length;
  const cjk = [...text.matchAll(CJK_RUN)].reduce((sum, run) => sum + (run[0].length >= 4 ? 2 : 1), 0);
  return latin + cjk;
}

/** English words of the text the glossary and lexicons did not already name, for lexical search. */
function leftoverEnglish(view: TextView, covered: Span[], language: LanguageReading): string[] {
  if (!language.languages.includes('en')) return [];
  return view.words
    .filter((word) => !covered.some((span) => word.start >= span.start && word.end <= span.end))
    .map((word) => word.text)
    .filter((word) => /\p{L}/u.test(word) && !/^\d/.test(word) && word.length >= 2 && !STOPWORDS.has(word));
}

/** Words in the other languages nothing translated: kept as written, the lexical search may still meet them. */
function untranslated(view: TextView, covered: Span[], language: LanguageReading): string[] {
  const runs = [...view.text.matchAll(CJK_RUN)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
  const vietnamese = language.languages.includes('vi') ? view.words.map((word) => ({ text: word.text, start: word.start, end: word.end })) : [];
  return [...runs, ...vietnamese]
    .filter((piece) => piece.text.length > 1 && !/^\d/.test(piece.text) && !covered.some((span) => piece.start >= span.start && piece.end <= span.end))
    .map((piece) => piece.text);
}

// ---------- the reading ----------

/** The text stage: cleaned, its languages, abbreviations expanded, glossary concepts found. */
interface TextReading {
  cleaned: Cleaned;
  language: LanguageReading;
  langs: Lang[];
  firstView: TextView; // the cleaned text
  view: TextView; // the cleaned text with shorthand expanded
  expanded: Expanded;
  matches: GlossaryMatch[];
}

/** `stated`: the lookup's language. A user who writes in Vietnamese writes "pin" for a battery, though "pin" is an English word too. */
function readText(raw: string, stated: Lang | undefined): TextReading {
  const cleaned = cleanDescription(raw);
  const firstView = new TextView(cleaned.text);
  const englishFirst = lookupGlossary(firstView, 'en');
  const language = detectLanguage(cleaned.text, {
    englishConcepts: englishFirst.length,
    // Tone-less ("ao thun nam") or with accents French shares ("Máy tính"): the glossary's Vietnamese names decide,
    // where they name more words than any English name does ("bong den led" is an LED bulb, no bong); a text the caller
    // says is Vietnamese needs only as many ("Bia Saigon Special lon …").
    looksVietnamese: () => {
      const englishWords = Math.max(0, ...englishFirst.map((match) => wordCount(match.text)));
      return lookupGlossary(firstView, 'vi').some((match) => (stated === 'vi' && wordCount(match.text) >= englishWords) || (wordCount(match.text) > englishWords && (firstView.toneless ? match.folded || nativelyToneless().has(match.term) : /[\u00c0-\u1ef9]/.test(match.text))));
    },
  });
  const langs = language.languages;
  const firstMatches = glossaryMatches(firstView, langs);
  const expanded = expandAbbreviations(withoutDeviceModels(cleaned.text), abbreviationContext(firstMatches, cleaned.text));
  // Most descriptions hold no abbreviation: the first reading stands.
  const view = expanded.text === firstView.text ? firstView : new TextView(expanded.text);
  const matches = (view === firstView ? firstMatches : glossaryMatches(view, langs)).filter((match) => !suppliedWithUnit(match, view.text));
  return { cleaned, language, langs, firstView, view, expanded, matches };
}

/** The product stage: the head concept (or the machine a part belongs to), its category and use. */
interface ProductReading {
  uses: UsePhrase[];
  head: GlossaryMatch | null;
  parts: Concept | null;
  concept: Concept | null;
  category: Category | null;
  use: string | null; // 'for …'
  /** An article for goods the glossary knows ("spice jar"): what it names is what it serves or holds, not the product. */
  article: boolean;
  /** A resin named before the shape it was worked into ("HDPE sheet"): the headings of that shape, not the resin's. */
  worked: string[] | null;
  /** A plastic named with a shape no glossary term names ("Clear vinyl sheeting") whose headings say what the goods are (`worked` holds them). */
  shaped?: boolean;
}

function readProduct(text: TextReading, input: ClassifyInput): ProductReading {
  const uses = usePhrases(text.view.text, text.langs);
  const first = chooseHead(text.matches, text.view.text, uses, text.language.language) ?? recordCalledVinyl(text.view.text);
  const chosen = narrowerName(first, text.matches, text.view.text, uses) ?? first;
  // "Spice jar": the spices are what the jar holds, and no goods the glossary knows are the product.
  const served = articleServing(chosen, text.matches, text.view.text) ?? (articleBeforeUse(chosen, text.matches, text.view.text, uses) && chosen ? { start: chosen.start, end: chosen.end, english: `for ${chosen.term.toLowerCase()}` } : null);
  const named = articleNamedElsewhere(served, chosen, text.matches, text.view.text);
  if (served && !named) uses.push(served);
  const worked = resinWorkedInto(chosen, text.view.text);
  // "Crane parts (overload alarm)": parts that are goods of a heading of their own are those goods (goodsOfTheirOwnHeading).
  const own = named || served || worked ? null : goodsOfTheirOwnHeading(text.matches, chosen, text.view.text);
  const head = named ?? (served || worked ? null : own ?? chosen);
  const fieldUse = useFromFields(input);
  const parts = own ? null : partsOf(text.matches, head, text.view.text, uses, fieldUse.concepts);
  const concept = parts ? null : head?.concept ?? null;
  return { uses, head, parts, concept, category: parts?.category ?? concept?.category ?? null, use: fieldUse.english ?? uses.find((use) => !use.method)?.english ?? null, article: served !== null && !named, worked };
}

/**
 * A plastic named with a shape no glossary term names ("PP tube", "Clear vinyl sheeting") is
 * plastics worked into that shape: the goods are known, in the headings of that shape.
 */
function asShapedPlastic(product: ProductReading, text: TextReading, facts: Facts): ProductReading {
  if (product.worked || product.concept || product.parts || text.language.language !== 'en') return product;
  const shaped = plasticShapeHeadings(englishHeadPhrase(text.view.text), facts.materials[0]?.group);
  return shaped ? { ...product, worked: shaped, shaped: shapeNamesGoods(shaped) } : product;
}

/** An insulated drinking vessel is a vacuum vessel of 9617 (`vacuumVessel`), whatever name the text gives it. */
function asVacuumVessel(product: ProductReading, text: TextReading, facts: Facts): ProductReading {
  const vessel = product.parts ? null : vacuumVessel(product.head, text.view.text, facts.materials[0]?.group);
  return vessel && vessel !== product.concept ? { ...product, concept: vessel, category: vessel.category } : product;
}

/**
 * The goods a rule reads in place of the head the reader chose (an artificial plant, a pet toy, an ensemble, a tool set, a
 * watch strap): only for goods themselves, never for parts of other goods or what a machine works.
 */
function readAsOtherGoods(product: ProductReading, named: (product: ProductReading) => GlossaryMatch | null, extra: Partial<ProductReading> = {}): ProductReading {
  const head = product.parts || product.worked ? null : named(product);
  return head ? { ...product, head, concept: head.concept, category: head.concept.category, ...extra } : product;
}

/** A plant or flower said not to be real is an artificial one of 6702 (`artificialPlant`). */
const asArtificialPlant = (product: ProductReading, text: TextReading) => readAsOtherGoods(product, ({ head }) => artificialPlant(head, text.view.text));
/** A toy made for pets is a pet toy, an article of its material (`petToy`). */
const asPetToy = (product: ProductReading, text: TextReading) => readAsOtherGoods(product, ({ head }) => petToy(head, text.view.text));
/** An upper and a lower garment sold as one set are an ensemble (`ensembleOfPieces`). */
const asEnsemble = (product: ProductReading, text: TextReading) => readAsOtherGoods(product, ({ head }) => ensembleOfPieces(head, text.matches, text.view.text));
/** Hand tools of two or more headings put up in a set are a tool set of 8206 (`toolSetOfPieces`). */
const asToolSet = (product: ProductReading, text: TextReading) => readAsOtherGoods(product, ({ head }) => toolSetOfPieces(head, text.matches, text.view.text));
/** A battery made for a portable device is a lithium-ion one (`portableDeviceBattery`). */
const asDeviceBattery = (product: ProductReading, text: TextReading) => readAsOtherGoods(product, ({ head }) => portableDeviceBattery(head, text.matches, text.view.text));
/** A band made to fit a watch is a watch strap of 9113 (`watchStrap`), whatever the reader took for the goods. */
const asWatchStrap = (product: ProductReading, text: TextReading) => readAsOtherGoods(product, ({ head }) => watchStrap(head, text.view.text), { article: false });
/** A console's name with a game's medium and no console is a game for it (`gameForPlatform`). */
const asGameForPlatform = (product: ProductReading, text: TextReading) => readAsOtherGoods(product, ({ head }) => gameForPlatform(head, text.view.text));
/** Bags of polyethylene film not made to last are 3923's (`plasticFilmBag`). */
const asPlasticFilmBag = (product: ProductReading, text: TextReading) => readAsOtherGoods(product, ({ head }) => plasticFilmBag(head, text.view.text));
/** Headgear of leather or real fur is 6506.99's (`leatherOrFurHeadgear`). */
const asLeatherOrFurHeadgear = (product: ProductReading, text: TextReading) => readAsOtherGoods(product, ({ head }) => leatherOrFurHeadgear(head, text.view.text));
/** A garment or clothing accessory of real fur is an article of furskin (`furskinApparel`). */
const asFurskinApparel = (product: ProductReading, text: TextReading) => readAsOtherGoods(product, ({ head }) => furskinApparel(head, text.view.text));

/** An English name is the head noun phrase as written (in the glossary's spelling); other languages get their term's English (glossary `englishFor`). */
function productType(text: TextReading, product: ProductReading): string | null {
  if (product.parts) return `${PARTS_OF}${product.parts.en[0]}`;
  if (product.head) return product.head.lang === 'en' ? englishName(product.head) : englishFor(product.head.concept, product.head.term);
  return text.language.language === 'en' ? englishHeadPhrase(text.view.text) : null;
}

/** The English term as a name of the goods; a maker's name ("Topps") is said by the concept's canonical name ("sports card"). */
function englishName(head: GlossaryMatch): string {
  const name = singular(head.term.toLowerCase());
  if (!head.concept.attributes?.names_goods) return name;
  const canonical = singular(head.concept.en[0]);
  return name.endsWith(canonical.split(' ').at(-1)!) ? name : canonical;
}

const GENDERED: Array<Category | null> = ['apparel', 'footwear', 'headgear', 'leather_goods', 'jewellery', 'textiles', 'cosmetics', 'sports', 'toys', 'other', null];
const STATEFUL: Array<Category | null> = ['food', 'beverages', 'animals', 'plants', null];

/** The facts stage: materials and attributes from the text and the optional fields; the concept fills in what is inherent. */
interface Facts {
  mentions: MaterialMention[];
  materials: Material[];
  attributes: Attributes;
  construction: Construction;
  gender: Gender;
  state: FoodState;
  power_source: Normalized['power_source'];
  electrical: boolean | null;
  footwear: { upper: MaterialMention | null; sole: MaterialMention | null };
  petroleum: PetroleumContent;
}

/** Fibres and yarns (5001–5006, 5101–5110, 5201–5207, 5301–5308, 5401–5406, 5501–5511): not yet knitted nor woven. */
const YARN_AND_FIBRE_HEADINGS: Array<[string, string]> = [['5001', '5006'], ['5101', '5110'], ['5201', '5207'], ['5301', '5308'], ['5401', '5406'], ['5501', '5511']];
/** Yarn "for crochet" or "knitting yarn" names what the yarn is for: the goods are neither knitted nor woven. */
const yarnOrFibre = (concept: Concept) => concept.headings.length > 0 && concept.headings.every((heading) => YARN_AND_FIBRE_HEADINGS.some(([first, last]) => heading >= first && heading <= last));

/**
 * Denim is a cotton fabric (chapter 52's subheading note 1 defines it among cotton's woven
 * fabrics): goods of it whose fibre is not written are taken for cotton.
 */
const DENIM = /\bdenim\b|デニム|데님/i;

/**
 * Down and feathers fill a garment or a quilt; its shell is what it is made of (chapter 62's "Men's … Down Vest … Duck Down
 * Nylon Shell" is of man-made fibres, 6201.40): named with another material, they come after it.
 */
function fillingLast(materials: Material[]): Material[] {
  const filling = materials.filter((material) => material.name === 'down');
  return filling.length && filling.length < materials.length ? [...materials.filter((material) => material.name !== 'down'), ...filling] : materials;
}

/**
 * A fibre blend's "polyurethane 5%" (綿95% ポリウレタン5%, 폴리우레탄 5%, as Japanese and Korean labels name spandex) is
 * elastane: a share of a textile fibre beside it makes it yarn, not a plastic coating (5903) or a plastic.
 */
const ELASTANE_SHARE_MAX = 30;
function elastaneInBlends(materials: Material[]): Material[] {
  const fibreShared = materials.some((material) => material.group.startsWith('textile_') && material.percent !== null);
  if (!fibreShared) return materials;
  return materials.map((material) => (material.name === 'polyurethane' && material.percent !== null && material.percent <= ELASTANE_SHARE_MAX ? { ...material, name: 'elastane', group: 'textile_synthetic' } : material));
}

/**
 * Shops call a man-made satin silk ("Satin Silk Pajamas … Polyester Charmeuse", "lụa satin … polyester"): silk named
 * beside a man-made fibre, neither with a share, is the look of the fabric, and the man-made fibre comes first.
 */
const MAN_MADE = new Set(['textile_synthetic', 'textile_artificial']);
function silkLookOfManMade(materials: Material[]): Material[] {
  const silk = materials.filter((material) => material.name === 'silk');
  const manMade = materials.some((material) => MAN_MADE.has(material.group));
  if (!silk.length || !manMade || materials.some((material) => material.percent !== null)) return materials;
  return [...materials.filter((material) => material.name !== 'silk'), ...silk];
}

/**
 * A piece of jewellery set with stones or pearls is of the precious metal that bears them, however
 * the title orders them ("Turquoise Stone Ring Sterling Silver" is silver jewellery, 7113.11):
 * chapter 71 note 2(b) leaves such pieces out of 7116, and the metal decides the subheading.
 */
function metalBearingStones(materials: Material[], category: Category | null): Material[] {
  const metal = materials.find((material) => material.group === 'metal_precious');
  const stonesFirst = materials[0]?.group === 'stone_precious' || materials[0]?.group === 'stone';
  if (category !== 'jewellery' || !metal || !stonesFirst || materials.some((material) => material.percent !== null)) return materials;
  return [metal, ...materials.filter((material) => material !== metal)];
}

/**
 * Shops list the materials a piece is offered in and append the buyer's choice as a last field: "Bird Pendant: Sterling
 * Silver, Gold Filled or 14K Solid Gold (Gold Filled, 18 inch)", "Star Studs in 14k Gold Fill or Sterling Silver - Silver".
 * Where two or more materials of one kind are offered before that field and it names some of them, the goods are of the
 * one chosen; the others offered are dropped.
 */
const VARIANT_FIELD = /(?:\(([^()]*)\)?|\s[-–]\s([^-–()]*))\s*$/u;
/** What names a material apart from its fineness or grade: "14k Gold Fill" is named by "gold fill", "Sterling Silver" by "silver". */
const materialCore = (written: string) => written.toLowerCase().replace(/\b(?:sterling|solid|fine|pure|\d+\s?(?:k|kt|ct|karat))\b|[^a-z\s]/g, ' ').replace(/\s+/g, ' ').trim();
const SOLID = /\bsolid\b/i;
function chosenVariant(text: string, mentions: MaterialMention[]): MaterialMention[] {
  const variant = VARIANT_FIELD.exec(text);
  if (!variant) return mentions;
  const at = variant.index;
  const written = variant[1] ?? variant[2] ?? '';
  const field = ` ${materialCore(written)} `;
  const before = mentions.filter((mention) => mention.end <= at);
  const offered = (group: string) => before.filter((mention) => mention.term.group === group);
  const choices = before.filter((mention) => offered(mention.term.group).length >= 2 && new Set(offered(mention.term.group).map((other) => other.term.name)).size >= 2);
  // The field names a choice by its words ("Silver", "Gold Filled"); of two that both fit, the longer name ("gold fill" over "gold").
  const fits = choices.filter((mention) => materialCore(mention.text) && field.includes(` ${materialCore(mention.text)}`));
  // "(Gold, 16 inch)" beside "Gold Filled … or 14K Solid Gold" may be either: a bare name that begins another offered is no choice, unless said solid.
  const bare = (mention: MaterialMention) => !SOLID.test(written) && choices.some((other) => !fits.includes(other) && materialCore(other.text).startsWith(`${materialCore(mention.text)} `));
  const named = new Set([
    ...fits.filter((mention) => !bare(mention) && !fits.some((other) => materialCore(other.text).length > materialCore(mention.text).length && materialCore(other.text).includes(materialCore(mention.text)))).map((mention) => mention.term.name),
    ...mentions.filter((mention) => mention.start >= at && !bare(mention) && choices.some((choice) => choice.term.name === mention.term.name)).map((mention) => mention.term.name),
  ]);
  if (!named.size) return mentions;
  const groups = new Set(choices.filter((mention) => named.has(mention.term.name)).map((mention) => mention.term.group));
  return mentions.filter((mention) => !groups.has(mention.term.group) || named.has(mention.term.name));
}

/**
 * A non-stick coating is bonded to pressed or cast aluminium in nearly all the pans and pots sold so: cookware said
 * non-stick, with no body material named (only the coating, "ceramic non-stick"), is taken for aluminium (7615.10),
 * not for the steel (7323) of the heading list's first place.
 */
const NON_STICK = /\bnon[-\s]?stick\b/i;
const nonStickBody = (concept: Concept | null, text: string, mentions: MaterialMention[]) =>
  concept?.id === 'cookware' && NON_STICK.test(text) && mentions.every((mention) => mention.coating || !/^metal/.test(mention.term.group));

/**
 * "姿見 木製フレーム", "원목 프레임 전신거울", "Wood Framed Wall Mirror", "gương khung gỗ": a material named for the frame is the
 * frame's, not the goods' (a mirror is of glass). Furniture is classed by its frame ("with wooden frames", 9401.61), and goods
 * that are frames keep theirs.
 */
const FRAME_AFTER = /^[\s-]?(?:製|제)?\s?(?:フレーム|프레임|frames?(?![a-z])|framed(?![a-z]))/iu;
const FRAME_BEFORE = /(?:^|\s)khung\s*$/iu;
const FRAME_WORD = /frame|フレーム|프레임|액자|額|khung/iu;
const ofTheFrame = (mention: MaterialMention, text: string, product: ProductReading) =>
  product.category !== 'furniture' && !FRAME_WORD.test(product.head?.text ?? '') &&
  (FRAME_AFTER.test(text.slice(mention.end)) || FRAME_BEFORE.test(text.slice(0, mention.start)));

/**
 * "Pearl Necklace with 925 Silver Clasp", "真珠ネックレス（留め具：銀製）", "SV925 クラスプ": precious metal named for the clasp
 * or the findings is a minor constituent (chapter 71 note 2(b) and the Explanatory Note to 71.16 keep a pearl strand on a
 * gold clasp an article of pearls); it leaves the goods of what else they are made of.
 */
const FITTING_AFTER = /^[\s-]?(?:製の?|제)?\s?(?:clasps?|lobster clasps?|findings|ear ?wires|posts|クラスプ|留め具|金具|잠금장치|클래스프|khóa)(?![a-z])/iu;
const FITTING_BEFORE = /(?:clasps?|findings|クラスプ|留め具|金具|잠금장치|클래스프|khóa)\s?[:：]?\s?$/iu;
const ofTheFitting = (mention: MaterialMention, text: string, product: ProductReading) =>
  product.category === 'jewellery' && mention.term.group === 'metal_precious' &&
  (FITTING_AFTER.test(text.slice(mention.end)) || FITTING_BEFORE.test(text.slice(0, mention.start)));

function readFacts(text: TextReading, product: ProductReading, input: ClassifyInput): Facts {
  const { view, langs, matches } = text;
  const { concept, category, parts } = product;
  const blocked = [...blockedForMaterials(matches, product.head), ...materialsWorked(product)];
  const read = chosenVariant(view.text, withoutNotMaterial(mentionsWithShares(view, langs, blocked), matches));
  const mentions = read.filter((mention) => !ofTheFrame(mention, view.text, product) && !ofTheFitting(mention, view.text, product));
  const textileProduct = (category !== null && TEXTILE_CATEGORIES.includes(category)) || has(matches, 'apparel', 'textiles');
  const named = mergeMaterials([fieldMentions(input.composition), fieldMentions(input.material), mentions], textileProduct);
  const saysOnlyTextile = named.every((material) => material.name === 'textile');
  const stated = saysOnlyTextile && textileProduct && DENIM.test(view.text) ? [{ name: 'cotton', group: 'textile_vegetable', percent: null }] : silkLookOfManMade(fillingLast(elastaneInBlends(metalBearingStones(named, category))));
  const materials = nonStickBody(concept, view.text, mentions) ? [{ name: 'aluminium', group: 'metal_nonferrous', percent: null }, ...stated] : stated;
  const fields = [input.composition, input.material, input.notes].filter((field) => field?.trim());
  const attributes = fields.length ? readAttributes(new TextView([view.text, ...fields].join(' | ')), ALL_LANGS) : readAttributes(view, langs);
  const power_source = attributes.power ?? concept?.attributes?.power_source ?? parts?.attributes?.power_source ?? null;
  const saysElectric = power_source === 'electric' || power_source === 'battery';
  return {
    mentions,
    materials,
    attributes,
    construction: concept && yarnOrFibre(concept) ? null : attributes.construction ?? knittedNameAlongside(product.head, matches) ?? concept?.attributes?.construction ?? knittedMemberNamed(concept, matches),
    gender: GENDERED.includes(category) ? attributes.gender ?? concept?.attributes?.gender ?? null : null,
    state: STATEFUL.includes(category) ? attributes.state ?? concept?.attributes?.state ?? null : null,
    power_source,
    electrical: saysElectric ? true : power_source ? false : concept?.attributes?.electrical ?? (attributes.electricalHint ? true : null),
    footwear: footwearParts(view.text, mentions),
    petroleum: petroleumContent([view.text, ...fields].join(' | ')),
  };
}

/**
 * "Toddler Girls Leggings … Stretch Pants": goods named first by a garment that is knitted as a rule (leggings, of the
 * same headings as the head's trousers) are knitted, whatever the head's own name is as a rule.
 */
function knittedNameAlongside(head: GlossaryMatch | null, matches: GlossaryMatch[]): Construction {
  const concept = head?.concept;
  if (!head || concept?.category !== 'apparel') return null;
  const sameGarment = (other: Concept) => other.headings.some((heading) => concept.headings.includes(heading));
  // Named before the head: a garment word after it ("Swim Trunks … Polyester Swimwear") is a broader name for the same goods.
  return matches.some((match) => match.end <= head.start && match.concept !== concept && match.concept.category === 'apparel' && match.concept.attributes?.construction === 'knitted' && sameGarment(match.concept)) ? 'knitted' : null;
}

/**
 * "2 Piece Outfit … T-Shirt and Shorts Set", "T-Shirt Dress": garments chapter 62 does not hold (a t-shirt is 6109's
 * alone) named with suits, ensembles, dresses or trousers that could be either say they are knitted. Shirts are left
 * out: a "Long Sleeve" or "Button Down" shirt names no knitted garment.
 */
const KNIT_OR_WOVEN_SETS = new Set(['6203', '6204']);
function knittedMemberNamed(concept: Concept | null | undefined, matches: GlossaryMatch[]): Construction {
  if (concept?.category !== 'apparel' || !concept.headings.some((heading) => KNIT_OR_WOVEN_SETS.has(heading))) return null;
  const knittedOnly = (other: Concept) => other.category === 'apparel' && other.headings.length > 0 && other.headings.every((heading) => heading.startsWith('61'));
  return matches.some((match) => match.concept !== concept && knittedOnly(match.concept)) ? 'knitted' : null;
}

/**
 * "Soprano Ukulele with Gig Bag", "Drill … with Carrying Case": a bag, case or box the goods come with holds them
 * (GRI 3(b), 4202's cases put up with their contents): its heading is none of the goods'.
 */
function carriedIn(match: GlossaryMatch, head: GlossaryMatch | null, text: string): boolean {
  return match.lang === 'en' && head !== null && match.start > head.end && /\bwith\b/i.test(text.slice(head.end, match.start)) && (match.concept.headings[0] === '4202' || holdsGoods(match.concept));
}

/** What the text itself says of power: electric (or battery), otherwise (by hand, by engine), or nothing. */
function saysPower(power: Normalized['power_source'] | undefined): boolean | null {
  return power ? power === 'electric' || power === 'battery' : null;
}

function headings(text: TextReading, product: ProductReading, facts: Facts): string[] {
  const { head, concept, parts, uses } = product;
  // An article made for other goods ("wooden wine bottle holder") is read as an article of its
  // stated material: the catch-all heading of that material's chapter.
  if (product.article) return catchAllHeadings(facts.materials[0]);
  if (product.worked) return product.worked;
  const powders = metalPowders(product, facts, text);
  if (powders.length) return powders;
  // Goods the text says the product is not, or lacks ("설탕·시럽 첨가 미함유", "BPA free"), give it no heading.
  const named = text.matches.filter((match) => match !== head && !inUse(match, uses) && !modifies(match, head, text.view.text) && !materialOfGoods(match, head) && !carriedIn(match, head, text.view.text) && !negated(match, text.view.text) && !packedAfterQuantity(match, text.view.text) && !vesselAfterFood(match, text.matches, text.view.text)).map((match) => match.concept);
  const others = [...new Set(named)].filter((other) => other !== concept && other !== parts);
  const ordered = orderHeadings(concept, parts, others, { construction: facts.construction, gender: facts.gender, state: facts.state, materials: facts.materials, upperGroup: facts.footwear.upper?.term.group ?? null, soleGroup: facts.footwear.sole?.term.group ?? null, electrical: saysPower(facts.attributes.power), vinegar: BY_VINEGAR.test(text.view.text), steamedFrozen: steamedOrBoiledFrozen(text.view.text, facts.state), mechanical: WORKED_BY_MECHANISM.test(text.view.text), retailYarn: retailYarn(text.view.text), workedGrain: WORKED_GRAIN.test(text.view.text), onCounter: ON_COUNTER.test(text.view.text), plasticCoated: PLASTIC_COATED.test(text.view.text), voltages: statedVoltages(text.view.text), sugarFree: SUGAR_FREE.test(text.view.text), asDrink: soldAsDrink(text.view.text), flavoured: FLAVOURED.test(text.view.text), bulkDrug: bulkDrugSubstance(text.view.text), staple: ofStapleFibres(text.view.text), fillet: FISH_FILLET.test(text.view.text), withoutFlux: WITHOUT_FLUX.test(text.view.text), coir: COIR.test(text.view.text) });
  const goods = parts ? ordered : mountingForMotorVehicle(steelOfItsKind(ordered, text.view.text), concept, text.matches);
  return overACentury(text.view.text) ? ['9706', ...goods.filter((heading) => heading !== '9706')] : goods;
}

const ANTIQUE_AGE = 100;
const overACentury = (text: string) => (datedAge(text) ?? 0) > ANTIQUE_AGE;

const statedVoltages = (text: string) => statedRatings(text).filter((rating) => rating.dimension === 'V');

/** "Nickel-aluminium powder", "구리 분말": where no goods are named, a metal's powder is the goods (`metalPowderHeadings`). */
const metalPowders = (product: ProductReading, facts: Facts, text: TextReading) => (product.concept || product.parts ? [] : metalPowderHeadings(facts.materials, text.view.text));

/** Motor vehicles of 8701 to 8705, their chassis, bodies and parts (8706 to 8708). */
const MOTOR_VEHICLE_HEADINGS = /^870[1-8]$/;

/**
 * "Bracket … Sonata", "Steel bracket for truck cab": base metal mountings and fittings suitable for motor vehicles are
 * named in heading 8302 (8302.30), which Section XV note 2 makes parts of general use, out of a vehicle's parts and before
 * the catch-all articles of iron or steel (7326): where the goods may be either and a motor vehicle is named, 8302 comes first.
 */
function mountingForMotorVehicle(headings: string[], concept: Concept | null, matches: GlossaryMatch[]): string[] {
  if (!concept?.headings.includes('8302') || headings[0] === '8302') return headings;
  const vehicle = matches.some((match) => match.concept !== concept && match.concept.category === 'vehicles_parts' && MOTOR_VEHICLE_HEADINGS.test(match.concept.headings[0] ?? ''));
  return vehicle ? ['8302', ...headings.filter((heading) => heading !== '8302')] : headings;
}

/** "Prepared by vinegar", "pickled in vinegar", "酢漬け", "초절임": preserved by vinegar or acetic acid (heading 2001). */
const BY_VINEGAR = /\b(?:in|by) (?:vinegar|acetic acid)\b|酢漬|초절임|식초절임|ngâm giấm|ngâm dấm/i;
/** Made to stand on a counter, a table or a desk (Chapter 94 note 2 keeps such racks and shelves out of furniture). */
const ON_COUNTER = /\b(?:counter ?tops?|counter-tops?|table ?tops?|desk ?tops?|on the counter|for (?:the )?(?:counter|desk))\b|탁상용|卓上|để bàn/i;

/** English terms, most important first: the product, the other products named, the facts, then every other word. */
function searchTerms(text: TextReading, product: ProductReading, facts: Facts, type: string | null): string[] {
  const { concept, parts, head } = product;
  // Other goods named in English are in the text as written: their concept's canonical name
  // would add a word the description never used ("magnesium" is filed with the base metals, whose
  // canonical name is tungsten). Named in another language, they are searched by their own reading.
  // A broad name right before the product, as its label ("Hóa chất Natri hydroxit": chemical, caustic soda), says nothing the
  // product does not: its English would lead the search to the catch-all.
  const labelOfHead = (match: GlossaryMatch) =>
    Boolean(match.concept.attributes?.broad) && head !== null && match.end <= head.start && /^\s*$/.test(text.view.text.slice(match.end, head.start));
  const otherMatches = text.matches.filter((match) => match !== head && match.concept !== concept && match.lang !== 'en' && !labelOfHead(match));
  const others = [...new Set(otherMatches.map((match) => englishFor(match.concept, match.term)))];
  const covered: Span[] = [...text.matches, ...facts.mentions, ...facts.attributes.hits];
  const terms = [
    ...(type ? [type] : []),
    ...(concept ? [concept.en[0]] : []),
    ...(parts ? [parts.en[0]] : []),
    ...others,
    ...facts.materials.map((material) => material.name),
    ...(facts.construction ? [facts.construction] : []),
    ...(facts.gender ? [attributeInEnglish(facts.gender)] : []),
    ...(facts.state ? [facts.state] : []),
    ...(product.use ? [product.use.replace(/^for\s+/i, '')] : []),
    ...leftoverEnglish(text.view, covered, text.language),
    ...koreanVocabulary(text, covered).map((word) => word.english),
    ...text.expanded.expansions,
    ...untranslated(text.view, covered, text.language),
  ];
  return [...new Set(terms.map((term) => term.trim().toLowerCase()).filter(Boolean))].slice(0, 40);
}

/**
 * Korean customs words outside what the glossary and the word lists read (`koreanCustomsWords`): their English lets the
 * lexical search meet the schedule's words ("경보 … 시스템" an alarm system). Measured: kr HS6 top-1 1,902 -> 1,903, top-5
 * 2,208 -> 2,209, HS4 +1, e-commerce unchanged; in the translation shown as well they changed nothing, so they are not there.
 */
function koreanVocabulary(text: TextReading, covered: Span[]): ReturnType<typeof koreanCustomsWords> {
  return text.langs.includes('ko') ? koreanCustomsWords(text.view, covered) : [];
}

const LATIN_TERM = /^[\p{Script=Latin}\p{N}\s'&/.,-]+$/u;

/** The English the retrieval searches: the description where it is English, then the English terms it does not already hold. */
function searchText(text: TextReading, terms: string[]): string {
  const english = text.langs.includes('en') ? text.view.text : '';
  // Word by word, a plural standing for its singular: "wool" is a term of its own beside "lambswool", "mechanical pencil" is said by "mechanical pencils".
  const said = new Set(english.toLowerCase().split(/[^\p{L}\p{N}'-]+/u).filter(Boolean).flatMap((word) => [word, word.replace(/e?s$/, '')]));
  const saysTerm = (term: string) => term.split(/\s+/).every((word) => said.has(word));
  return [english, ...terms.filter((term) => LATIN_TERM.test(term) && !saysTerm(term))].join(' ').replace(/\s+/g, ' ').trim();
}

/** Each non-English word the reader understood, with its English, in text order. */
function translation(text: TextReading, facts: Facts): Normalized['translation'] {
  const { language } = text;
  const from = language.language !== 'en' ? language.language : language.languages.find((lang) => lang !== 'en');
  if (!from) return null;
  const terms = [
    ...text.matches.filter((match) => match.lang !== 'en').map((match) => ({ source: match.text, english: englishFor(match.concept, match.term), at: match.start })),
    ...facts.mentions.filter((mention) => mention.lang !== 'en').map((mention) => ({ source: mention.text, english: mention.term.name, at: mention.start })),
    ...facts.attributes.hits.filter((hit) => hit.lang !== 'en').map((hit) => ({ source: hit.text, english: attributeInEnglish(hit.value), at: hit.start })),
  ].sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  return { from, terms: terms.filter((term) => !seen.has(term.source) && seen.add(term.source)).map(({ source, english }) => ({ source, english })) };
}

function flagsOf(text: TextReading, product: ProductReading, facts: Facts, input: ClassifyInput): string[] {
  const words = contentWords(text.firstView);
  const flags: Array<string | false> = [
    text.langs.length > 1 && 'mixed_language',
    words < 2 && 'very_short',
    (text.cleaned.codeShare >= 0.5 || (text.cleaned.codes.length > 0 && words === 0)) && 'code_like',
    !!text.cleaned.origin && !trimmed(input.origin) && 'origin_from_description',
    facts.attributes.children && 'children',
    sharesDoNotAddUp(facts.materials) && 'shares_do_not_add_up',
    !!text.language.unsupported && `language_unsupported:${text.language.unsupported}`,
    !product.concept && !product.parts && !product.shaped && !(product.article && facts.materials.length) && !metalPowders(product, facts, text).length && 'no_product_match',
  ];
  return flags.filter((flag): flag is string => !!flag);
}

function missing(product: ProductReading, facts: Facts): string[] {
  return missingFacts({
    category: product.category, concept: product.concept, partsOf: product.parts, materials: facts.materials, construction: facts.construction, gender: facts.gender,
    state: facts.state, use: product.use, power: facts.power_source, footwear: { upper: !!facts.footwear.upper, sole: !!facts.footwear.sole }, petroleum: facts.petroleum,
  });
}

export function readDescription(input: ClassifyInput): Normalized {
  const raw = input.description ?? '';
  const text = readText(raw, input.language);
  // Read before the facts: an ensemble's pieces say whether it is knitted (`knittedMemberNamed`).
  const read = asEnsemble(readProduct(text, input), text);
  const facts = readFacts(text, read, input);
  const product = asShapedPlastic(asDeviceBattery(asToolSet(asPetToy(asArtificialPlant(asWatchStrap(asLeatherOrFurHeadgear(asPlasticFilmBag(asFurskinApparel(asGameForPlatform(asVacuumVessel(read, text, facts), text), text), text), text), text), text), text), text), text), text, facts);
  const product_type = productType(text, product);
  const search_terms = searchTerms(text, product, facts, product_type);
  return {
    raw_description: raw,
    clean_description: text.cleaned.text,
    search_text: searchText(text, search_terms),
    language: text.language.language,
    languages: text.langs,
    category: product.category,
    materials: facts.materials,
    material_groups: [...new Set(facts.materials.map((material) => material.group))],
    construction: facts.construction,
    gender: facts.gender,
    state: facts.state,
    electrical: facts.electrical,
    power_source: facts.power_source,
    petroleum: facts.petroleum,
    product_type,
    function: product.use,
    search_terms,
    hs_headings: headings(text, product, facts),
    abbreviations: text.expanded.abbreviations,
    translation: translation(text, facts),
    extra: { material: trimmed(input.material), use: trimmed(input.use), composition: trimmed(input.composition), origin: trimmed(input.origin) ?? text.cleaned.origin, notes: trimmed(input.notes) },
    missing: missing(product, facts),
    flags: flagsOf(text, product, facts, input),
    extraction: { method: 'rules' },
  };
}
