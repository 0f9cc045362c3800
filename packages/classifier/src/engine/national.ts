import { englishTokens } from '@tcs/tariffs';
import type { Normalized } from '../types';
import type { EngineLine, EngineSchedule } from './data';
import { GENDER_TOKENS, GENDER_WORDS } from './text';
import { glossaryConcepts, lookupGlossary, nationalPhrase } from '../glossary';
import { ratingAgreement, ratingsOf, type Rating } from './measures';
import { MATERIALS, STATE } from '../read/lexicons';


/**
 * Words that state no fact of the goods: connectives, "not elsewhere specified or included",
 * quantity and value wording, and words every good is ("articles", "equipment": a plastic article
 * is no "Archery articles and equipment"). Values and weights per unit cannot be read from a description, so
 * a line split by them neither fits nor contradicts it.
 */
const NO_FACT = new Set(
  englishTokens(
    'other others all each kind type such similar article articles equipment the like thereof therefor foregoing elsewhere specified included including containing contain percent more less weight by over not under exceeding valued value per gross dozen pair pairs unit units cents dollars kg g t m2 m3 cm mm litre liters made up',
  ),
);
const VALUE_WORDING = /\bvalued\b|\$|\bcents?\b/i;
/** Words a line leaves out: "Not knitted or crocheted", "other than of heading 6212", "except …". */
const NEGATION = 'not|no|other than|excluding|except';
const NEGATED = new RegExp(`\\b(?:${NEGATION})\\b([^,;()>]*)`, 'gi');
const ENDS_NEGATED = new RegExp(`\\b(?:${NEGATION})\\s+$`);
/** "Other", and "Not knitted" beside "Knitted": what the named siblings leave. */
const RESIDUAL = /^(?:other|not)\b/i;
/**
 * "Archery articles and equipment and parts and accessories thereof", "Beads …; articles thereof":
 * the accessories or articles of the goods just named are no goods of their own, and a product read
 * as an accessory or an article does not fit them by that word. The item stays one of the line's
 * ("Gear boxes and parts thereof" does not say "gear boxes" of its "Parts" below).
 */
const THEREOF_ITEM = /^\s*(?:parts|accessories|articles)\s+thereof\b/i;
const BARE_PARTS = /^\s*(?:parts|accessories|articles)\s*$/i;
/** "whether or not recorded": says nothing either way. */
const WHETHER = /\bwhether or not\b[^,;()>]*/gi;
/** Textile quota categories and footnote marks: "Men's (338)". */
const QUOTA_MARK = /\(\s*\d{3}\s*\)|\(\s*[a-z]\s*\)/gi;
/** "Confetti, paper spirals or streamers, party favors and noisemakers": goods need fit one item only. */
const LIST_BREAK = /[,;]|\bor\b|\band\b/i;
/** "Other articles of plastics": what the heading's goods are made of. */
const OF_PHRASE = /^[^()]*?\bof\s+([^()]*)$/i;
/** Where a list item's head noun phrase ends: "other media for the recording of sound" is headed by "media". */
const ITEM_TAIL = /\b(?:of|for|with|in|on|from|to|by|having|used|made|put up|clad|plated|coated|covered)\b.*$/i;

/** Against each of a line's words the description states, what each it leaves unstated costs (GRI 6 below the HS6). */
const UNSTATED_WEIGHT = 0.2;
/** The same for the words of a list's other items: a line naming many goods is not less fitting for it. */
const OTHER_ITEM_WEIGHT = 0.05;
const OTHER_ITEMS_CAP = 0.5;
/** A list of more items enumerates specific goods ("Covers, rings and frames for manholes; … meter boxes"): see anotherKind. */
const LONG_LIST = 2;
/** A named line whose words (and whose sub-lines' words) the description never states is no fit: "Other" takes the goods. */
const NAMED_WITHOUT_SUPPORT = 1;
/** Beside "Other", a value band below it ("Valued not over $18 per dozen") is the rarer case. */
const VALUE_SPLIT = 0.5;
/**
 * A band with a ceiling ("Valued not over 20 cents per dozen", "over $3 but not over $6.50/pair") gives
 * way to the open top band ("Valued over $12/pair"): the low bands are for goods sold in bulk at trinket
 * prices, and goods named as retail shops name them are worth more.
 */
const VALUE_CEILING = /\b(?:not over|not exceeding|under|less than)\b/i;
const NEGATED_HIT = 2;
const GENDER_AGREES = 3;
/**
 * A line saying what the goods' name implies, or leading to one that does (a music CD is "for
 * reproducing sound only"; glossary `national_phrase`): it names the goods, and counts less than
 * a word the description states (a hardcover book is "Hardbound", whatever its pages).
 */
const IMPLIED_AGREES = 0.5;
/** A gendered line ("For babies") where the description states no gender gives way to "Other". */
const GENDER_UNSTATED = 0.1;

/** A fact the description denies ("non-alcoholic perfume oil", "lead-free solder", "sugar free gum", "without lid") is not stated. */
const NEGATED_FACT = /\bnon[-\s]*alcoholic\b|\b(?:non|no|without)[-\s]+(?!stick\b)[a-z]+\b|\b[a-z]+[-\s]free\b/gi;
/** Makers of motor vehicles and motorcycles (SCHEDULE_WORDS: their goods are automotive). */
const VEHICLE_MAKERS = [
  'toyota', 'honda', 'nissan', 'mazda', 'subaru', 'mitsubishi', 'suzuki', 'kawasaki', 'hyundai', 'kia', 'chevrolet',
  'chevy', 'gmc', 'chrysler', 'buick', 'cadillac', 'pontiac', 'oldsmobile', 'volkswagen', 'audi', 'bmw',
  'mercedes-benz', 'porsche', 'volvo', 'infiniti', 'lexus', 'acura', 'harley-davidson', 'ducati', 'peugeot',
  'renault', 'fiat', 'skoda', 'isuzu', 'datsun', 'scion', 'saab', 'land rover', 'range rover',
];
/** Common names for what the national lines say otherwise: a hardcover is a "Hardbound book". */
const SCHEDULE_WORDS: Record<string, string> = {
  hardcover: 'hardbound',
  hardback: 'hardbound',
  hardcovers: 'hardbound',
  hardbacks: 'hardbound',
  // A shoelace is one word, the lines' "footwear lacings" two.
  shoelace: 'footwear lacings',
  shoelaces: 'footwear lacings',
  'shoe laces': 'footwear lacings',
  // A scrunchie is what 6117.80.85 calls a ponytail holder.
  scrunchie: 'ponytail holders',
  scrunchies: 'ponytail holders',
  // "Children's products" (9503): the lines' plural. Not "kid", which is also a leather.
  child: 'children',
  childs: 'children',
  kids: 'children',
  baby: 'baby children',
  babies: 'babies children',
  toddler: 'toddler children',
  toddlers: 'toddlers children',
  // A non-stick pan "contains nonstick interior finishes" (7615.10.30, 7323.93.00.20 …): the words say what it has, not what it lacks.
  'non-stick': 'nonstick',
  'non stick': 'nonstick',
  // Canned and tinned goods are put up "in airtight containers" (1604.14.10 tuna in oil …).
  canned: 'canned airtight containers',
  tinned: 'tinned airtight containers',
  // Brake pads and shoes are what 8708.30 calls mounted brake linings.
  'brake pad': 'mounted brake linings',
  'brake pads': 'mounted brake linings',
  // A shopping bag is what 3923.21 calls a retail carrier bag.
  'shopping bag': 'retail carrier bag',
  'shopping bags': 'retail carrier bags',
  // Engine and motor oil sold as such is for cars: "Automotive, diesel or marine engine lubricating oils" (2710.19.30.20), not aviation oil.
  'engine oil': 'automotive engine lubricating oil',
  'motor oil': 'automotive engine lubricating oil',
  // A hard-shell case is "structured, rigid on all sides" (4202.12.21.20).
  'hard shell': 'hard shell structured rigid',
  hardshell: 'hardshell structured rigid',
  // Farmed shrimp by trade name, as the species lines name them (VN 0306.17: Penaeus monodon, Litopenaeus vannamei; EU: the genus Penaeus).
  'black tiger': 'giant tiger penaeus monodon',
  'tiger prawn': 'giant tiger prawn penaeus monodon',
  'tiger shrimp': 'giant tiger shrimp penaeus monodon',
  vannamei: 'whiteleg litopenaeus penaeus vannamei',
  whiteleg: 'whiteleg litopenaeus penaeus vannamei',
  'white leg': 'whiteleg litopenaeus penaeus vannamei',
  'freshwater prawn': 'giant river prawn macrobrachium rosenbergii',
  // The lines write "Lugnuts" (7318.16) and "toecap" (EU 6401-6402) as one word.
  'lug nut': 'lugnuts',
  'lug nuts': 'lugnuts',
  'toe cap': 'toecap toe-cap',
  'toe caps': 'toecap toe-cap',
  // A cordless tool runs on its battery: "Capable of operation without an external source of power" (EU 8467).
  cordless: 'cordless capable of operation without external source of power',
  // Crocodile, alligator, snake and lizard skins are the lines' "reptile leather" (4202.21.30, 4202.31.30).
  crocodile: 'crocodile reptile',
  alligator: 'alligator reptile',
  snakeskin: 'snakeskin reptile',
  python: 'python reptile',
  lizard: 'lizard reptile',
  // A baby bottle is what the lines call a "Baby feeding bottle" (VN 3924.10.91).
  'baby bottle': 'baby feeding bottle',
  'baby bottles': 'baby feeding bottles',
  // A maker of motor vehicles and motorcycles names goods for them: its seals and gaskets are "Of a kind used in the automotive goods of chapter 87" (4016.93.10).
  // Only "automotive": "vehicles" would also state the words of 8708's lines for the industrial assembly of vehicles.
  ...Object.fromEntries(VEHICLE_MAKERS.map((maker) => [maker, `${maker} automotive`])),
  // Spandex and elastane are the lines' "elastomeric yarn" (6104, 6112.41: "… 5 percent or more elastomeric yarn or rubber thread").
  spandex: 'spandex elastomeric yarn',
  elastane: 'elastane elastomeric yarn',
};
/**
 * What the description denies, up to three words after the denial ("no added sugar", "not flavored", "sugar-free"):
 * a line that leaves the same out ("Not containing added sugar or other sweetening matter", "Instant
 * coffee, not flavored") says what the goods are, and is not contradicted by the word the denial names.
 */
const DENIAL = /\b(?:not|non|no|without)[-\s]+((?:[a-z]+[-\s]+){0,2}[a-z]+)|\b([a-z]+)[-\s]free\b/gi;
/** Against its words the description states, what a line sharing its denial counts: as much as a word it names. */
const DENIAL_AGREES = 1;
/** A line whose bounds hold the rating the description states ("Of a width not exceeding 1,250 mm") states a fact of the goods, as a word it names does. */
const MEASURE_AGREES = 0.5;
// Longer names first: "baby bottle" before "baby".
const SCHEDULE_SYNONYM = new RegExp(`\\b(?:${Object.keys(SCHEDULE_WORDS).sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi');

/** "Knit to shape" (chapter 61 statistical note 6) is one defined term, no knitted article of any kind. */
const KNIT_TO_SHAPE = /\bknit to shape\b/gi;

/** Material groups in the schedule's words ("Of man-made fibers" for polyester). */
const GROUP_WORDS: Record<string, string> = {
  // Each a textile material too ("With outer surface of textile materials" beside "… of sheeting of plastics").
  textile_synthetic: 'man-made synthetic fibers textile materials',
  textile_artificial: 'man-made artificial fibers textile materials',
  textile_animal: 'wool textile materials',
  // Not "fibers": cotton would then state "Containing 36 percent or more by weight of flax fibers".
  textile_vegetable: 'vegetable textile materials',
  metal_precious: 'precious metal',
  metal_ferrous: 'iron steel',
  plastic: 'plastics',
};

export interface NationalChoice {
  line: EngineLine;
  overlap: number; // share of the query's terms found in the line's text with its parents
  leafOverlap: number; // share found in the line's own text
}

/** One item of a line's text, a list's or the whole text. */
interface Item {
  /** What the item says that the line's parents have not said: its noun phrase ("party favors"), then the rest ("of cotton …"). */
  phrase: string[];
  tail: string[];
  /** Its head noun ("headwear" of "headwear of cotton"); null for a qualifier only ("Of cotton", "Knitted"). */
  head: string | null;
  /** The parents named the head already ("other headgear of cotton" under "Hats and other headgear"). */
  headSaid: boolean;
  /** "articles thereof", "accessories thereof": of the goods named before, none of its own (THEREOF_ITEM). */
  thereof: boolean;
}

/** One level of a national line's path below its HS6. */
interface Segment {
  /** Each list item (one when the text is no list). */
  items: Item[];
  /** Each list item's head noun phrase ("Backpacks", "Felt hats"), inherited words included: what the line names. */
  names: string[][];
  /** Each of those names' head noun ("backpack", "hat"). */
  heads: string[];
  negated: string[];
  /** "Other …" or "Not …": takes the goods no named sibling fits. */
  residual: boolean;
  value: boolean;
  text: string;
  gendered: boolean;
  /** The line names goods only: no form it opens with ("In strips or rolls") and no parts or accessories of them. */
  goods: boolean;
  /** What the line's parents said of every line below it, and every word of the heading and the HS6 ("jewelri" of "Articles of jewelry"). */
  said: Set<string>;
}

interface TreeNode {
  segment: Segment;
  children: TreeNode[];
  /** The first leaf below, in the schedule's order. */
  line: EngineLine;
  /**
   * The goods the node and its descendants name, for support from below ("Travel, sports and similar
   * bags" > "Backpacks"): by their head noun, or in full where the head is the heading's own ("Felt
   * hats" under "Hats and other headgear" names felt hats, not hats).
   */
  below: Array<{ words: string[]; whole: boolean; fromList: boolean; heads: string[]; goods: (productHead: string) => boolean }>;
}

/** The national tree of each HS6 of a schedule, built once per loaded schedule. */
const treeCache = new WeakMap<EngineLine[], TreeNode[]>();
const tokenCache = new WeakMap<EngineLine, { all: Set<string>; own: Set<string> }>();

function lineTokens(line: EngineLine) {
  let tokens = tokenCache.get(line);
  if (!tokens) {
    tokens = { all: new Set(englishTokens(line.full_description)), own: new Set(englishTokens(line.description)) };
    tokenCache.set(line, tokens);
  }
  return tokens;
}

function readSegment(written: string, inherited: Set<string>, above: Set<string> = inherited): Segment {
  const text = written.replace(KNIT_TO_SHAPE, 'knittoshape');
  const cleaned = text.replace(QUOTA_MARK, ' ');
  const negated = new Set<string>();
  for (const match of cleaned.matchAll(NEGATED)) for (const token of englishTokens(match[1])) if (!NO_FACT.has(token)) negated.add(token);
  const ownWords = (part: string) => [...new Set(englishTokens(part))].filter((token) => !inherited.has(token) && !NO_FACT.has(token) && !GENDER_TOKENS.has(token) && !/^\d/.test(token));
  const parts = clauses(text);
  // "parts and accessories thereof": "parts" too is of the goods before.
  const ofThose = parts.map((part) => THEREOF_ITEM.test(part));
  for (let i = parts.length - 2; i >= 0; i--) if (ofThose[i + 1] && BARE_PARTS.test(parts[i])) ofThose[i] = true;
  // "Containing lace, net or embroidery": what the goods contain or have, no goods of their own.
  const qualifies = QUALIFIER_PART.test(cleaned);
  const items = parts
    .map((written, i): Item => {
      // A parenthesis qualifies the goods before it ("Bakeware (cookware not suitable for stove top use)"): its words are no name of theirs.
      const part = written.replace(PARENTHESIS, ' ');
      const tail = ITEM_TAIL.exec(part)?.[0] ?? '';
      const head = qualifies ? null : nounPhrase(part).pop() ?? null;
      return { phrase: ownWords(part.slice(0, part.length - tail.length)), tail: ownWords(`${tail} ${(written.match(PARENTHESIS) ?? []).join(' ')}`), head, headSaid: head !== null && inherited.has(head), thereof: ofThose[i] };
    })
    .filter((item) => item.phrase.length + item.tail.length);
  const names = itemNames(parts.filter((_, i) => !ofThose[i]));
  return { items, names, heads: names.map((words) => words[words.length - 1]), negated: [...negated], residual: RESIDUAL.test(cleaned.trim()), value: VALUE_WORDING.test(cleaned), text: cleaned, gendered: Object.values(GENDER_WORDS).some((re) => re.test(cleaned)), goods: !FORM_OR_PARTS.test(cleaned), said: above };
}

/** "Childrenʼs productsˮ" as "Children's products\"": typographic quotes split no word from its stem. */
function plainQuotes(text: string): string {
  return text.replace(/[ʼ’‘]/g, "'").replace(/[ˮ“”]/g, '"');
}

/** The lines of one HS6 as a tree of their path segments below it (the heading and HS6 are every line's). */
function nationalTree(leaves: EngineLine[]): TreeNode[] {
  let tree = treeCache.get(leaves);
  if (tree) return tree;
  const paths = leaves.map((line) => ({ line, segments: plainQuotes(line.full_description).split(' > ').map((s) => s.trim()) }));
  const depth = commonDepth(paths.map((p) => p.segments));
  // Of the heading's text only the goods it names and what they are of are said for every line
  // ("Printed books" for "Religious books", "of plastics" for "Handles and knobs … of plastics"):
  // "for the recording of sound" must not take "records" from "Phonograph records".
  const headingClauses = clauses(paths[0].segments[0]);
  // "Dates, figs, … mangoes and mangosteens, fresh or dried": the states it lists are no goods it names, so its lines "Fresh" and "Dried" still say them.
  const heading = new Set(itemNames(headingClauses).filter((name) => !(name.length === 1 && STATE_WORDS.has(name[0]))).map((name) => name[name.length - 1]));
  // "Trunks, … handbags …, of leather or of composition leather, of sheeting of plastics, of textile materials, …": a list of what the goods may be of says none of it of every line.
  const ofPhrases = headingClauses.map((clause) => OF_PHRASE.exec(clause)?.[1]).filter((phrase): phrase is string => !!phrase);
  const madeOf = ofPhrases.length > LONG_LIST ? [] : ofPhrases.flatMap((phrase) => englishTokens(phrase));
  const headingSaid = new Set([...heading, ...madeOf]);
  // Every word of the heading and the HS6: a product named by one ("fashion jewelry" under "Articles of jewelry") is the heading's goods, not goods beside the ones a line names.
  const headingWords = paths[0].segments.slice(0, depth).flatMap((text) => englishTokens(text));
  const build = (group: typeof paths, level: number, inherited: Set<string>): TreeNode[] => {
    const byText = new Map<string, typeof paths>();
    for (const path of group) byText.set(path.segments[level] ?? '', [...(byText.get(path.segments[level] ?? '') ?? []), path]);
    return [...byText].map(([text, members]) => {
      const segment = readSegment(text, inherited, new Set([...inherited, ...headingWords]));
      const rest = members.filter((m) => m.segments.length > level + 1);
      const children = rest.length === members.length && members.length > 1 ? build(members, level + 1, new Set([...inherited, ...saidOfEveryItem(segment)])) : [];
      const fromList = segment.items.length > LONG_LIST;
      const below = [...segment.names.map((words) => ({ words, whole: heading.has(words[words.length - 1]), fromList, heads: segment.heads, goods: besideMatters(segment) })), ...children.flatMap((child) => child.below)];
      return { segment, children, line: members[0].line, below };
    });
  };
  const above = paths[0].segments.slice(1, depth).flatMap((text) => saidOfEveryItem(readSegment(text, new Set())));
  tree = build(paths, depth, new Set([...headingSaid, ...above]));
  treeCache.set(leaves, tree);
  return tree;
}

interface Fit {
  score: number;
  /** The line or one of its sub-lines names the goods, and nothing in it contradicts them. */
  names: boolean;
  /** How many of the goods named in it and below it the description states in full (the last tie-break). */
  below: number;
}

/** How well a node's own text fits what the description states; siblings are compared on the same footing. */
function fit(node: TreeNode, query: Query, spent: Set<string>, gender: Normalized['gender']): Fit {
  const { segment } = node;
  const stated = (words: string[]) => words.filter((token) => query.has(token)).length;
  const listed = segment.items.length > LONG_LIST;
  const names = ({ words, whole, fromList, heads, goods }: TreeNode['below'][number]) =>
    whole ? words.every((token) => query.has(token)) : query.has(words[words.length - 1]) && !spent.has(words[words.length - 1]) && !(fromList ? anotherKind(words, query, query.kind) || besideProduct(words[words.length - 1], heads, query) : anotherKnownKind(words, query) || anotherWrittenKind(words, query) || besideShortList(words[words.length - 1], heads, query, goods));
  const below = node.below.filter(names).length;
  const hitsOf = (item: Item) => {
    // A word that chose a line above is spent, but for a qualifier refining that choice ("Of cotton" under "Of cotton, flax or both").
    const usable = (words: string[]) => words.filter((token) => query.has(token) && (item.head === null || !spent.has(token))).length;
    // What follows the head counts only when the head is the goods': "headwear of cotton" does not fit a cotton beanie.
    const tailCounts = item.head === null || item.headSaid || query.has(item.head);
    if (item.thereof || anotherMaterial([...item.phrase, ...item.tail], query)) return 0;
    return item.head !== null && (listed ? anotherKind(item.phrase, query, query.kind) || besideProduct(item.head, segment.heads, query) : anotherKnownKind(item.phrase, query) || anotherWrittenKind(item.phrase, query) || besideShortList(item.head, segment.heads, query, besideMatters(segment))) ? 0 : usable(item.phrase) + (tailCounts ? usable(item.tail) : 0);
  };
  const size = (item: Item) => item.phrase.length + item.tail.length;
  // The best list item; the other items' words count lightly, and at most OTHER_ITEMS_CAP.
  const itemFit = (item: Item, i: number) => {
    const others = segment.items.reduce((sum, other, j) => (j === i ? sum : sum + size(other) - hitsOf(other)), 0);
    return hitsOf(item) - UNSTATED_WEIGHT * (size(item) - hitsOf(item)) - Math.min(OTHER_ITEMS_CAP, OTHER_ITEM_WEIGHT * others);
  };
  let score = segment.items.length ? Math.max(...segment.items.map(itemFit)) : 0;
  // Words the line leaves out count against it where the description states them, for it where the description denies them too.
  const denied = segment.negated.filter((token) => query.denied.has(token)).length;
  const against = stated(segment.negated.filter((token) => !query.denied.has(token)));
  const contradicted = against > 0;
  if (contradicted) score -= NEGATED_HIT * against;
  if (denied) score += DENIAL_AGREES;
  // Bounds holding the rating count for the line that sets them; below it they only say the line's goods are measured so.
  const contentHere = contentHeld(segment.text, query.materials);
  if (contentHere || ratingAgreement(query.ratings, segment.text) === 'match') score += MEASURE_AGREES;
  // A residual "Other" names nothing by its sub-lines' bounds: "Bolts …" still goes before "Other > Having shanks … 6 mm or more".
  const measured = !segment.residual && (contentHere || measuredBelow(node, query.ratings));
  const genderWords = gender ? GENDER_WORDS[gender] : undefined;
  // An item names the goods where what the description states of it outweighs what it leaves unstated: one word of "Of a kind used as the primary source of electrical power for electrically powered vehicles" ("power" of a power bank) does not.
  const ownHits = segment.items.some((item) => hitsOf(item) > UNSTATED_WEIGHT * (size(item) - hitsOf(item)));
  // "Babies' socks and booties" says whom its goods are for; for other goods the wearer decides nothing.
  const namesOtherGoods = segment.names.length > 0 && !ownHits && !below;
  // A fact stated otherwise than by the line's words: a denial both share, a rating inside its bounds, the goods said to be used.
  const supported = denied > 0 || measured || (USED_LINE.test(segment.text) && query.used);
  if (segment.gendered && namesOtherGoods) score -= NAMED_WITHOUT_SUPPORT;
  else if (segment.gendered) score += !genderWords ? -GENDER_UNSTATED : genderWords.test(segment.text) ? GENDER_AGREES : -GENDER_AGREES;
  else if (segment.value) score -= VALUE_CEILING.test(segment.text) ? 2 * VALUE_SPLIT : VALUE_SPLIT;
  else if (!segment.residual && !ownHits && !below && !supported) score -= NAMED_WITHOUT_SUPPORT;
  if (USED_LINE.test(segment.text)) score += query.used ? USED_WEIGHT : -USED_WEIGHT;
  if (UNDER_THREE.test(segment.text)) score += query.forBabies ? GENDER_AGREES : -GENDER_UNSTATED;
  const impliedHere = query.implied !== '' && saysBelow(node, query.implied);
  if (impliedHere) score += IMPLIED_AGREES;
  return { score, names: (ownHits || below > 0 || impliedHere || supported) && !contradicted, below };
}

/**
 * A "Used" line (vehicles of 8703, 8704, 8711) is for goods the description says are used: goods
 * are new unless said otherwise, so its "New" sibling goes first.
 */
const USED_LINE = /^\s*used\b/i;
const SAYS_USED = /\b(?:used|second-?hand|pre-?owned|secondhand|refurbished)\b|중고|中古|đã qua sử dụng|\bcũ\b/i;
/** Against a "Used" line where the description does not say so, and for it where it does ("Used" beside "Other" in the CN). */
const USED_WEIGHT = 1;

/**
 * Toys' lines split by the user's age (9503, "Labeled or determined by importer as intended for
 * use by persons …"): "Under 3 years of age" is for goods said to be for babies or toddlers; a
 * toy for no stated age takes "3 to 12 years of age".
 */
const UNDER_THREE = /\bunder 3 years\b/i;
/** Toddlers and newborns beside the wearer words for babies (GENDER_WORDS.babies): toys for them are "Under 3 years". */
const TODDLERS = /\btoddlers?\b|\bnewborns?\b/i;

/**
 * "Containing 70 percent or more by weight of silk or silk waste" for a scarf of pure silk or 80 % silk:
 * the share the description states (a lone material is all of the goods) reaches the line's floor.
 */
const CONTENT_FLOOR = /\bcontaining (\d+) percent or more by weight of ([^;()>]*)/i;
function contentHeld(text: string, materials: Normalized['materials']): boolean {
  const floor = CONTENT_FLOOR.exec(text);
  if (!floor || !materials.length) return false;
  const named = new Set(englishTokens(floor[2]));
  return materials.some((material) => englishTokens(material.name).some((token) => named.has(token)) && (material.percent ?? (materials.length === 1 ? 100 : 0)) >= Number(floor[1]));
}

/** Whether the bounds of the node's text or of a line below it hold a rating the description states. */
function measuredBelow(node: TreeNode, ratings: Rating[]): boolean {
  if (!ratings.length) return false;
  return ratingAgreement(ratings, node.segment.text) === 'match' || node.children.some((child) => measuredBelow(child, ratings));
}

/** Whether the node's text or a line below it says `phrase` ("Other" > "Containing 49 or more pages each"). */
function saysBelow(node: TreeNode, phrase: string): boolean {
  return says(node.segment.text, phrase) || node.children.some((child) => saysBelow(child, phrase));
}

/** The phrase as the line's own statement: "Not containing alcohol" does not say "containing alcohol". */
function says(text: string, phrase: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) if (!ENDS_NEGATED.test(lower.slice(0, at))) return true;
  return false;
}

/**
 * "meter boxes" for a "plastic storage box": the noun phrase's head is the product's, but its
 * modifiers are unstated and the product's name has modifiers of its own that the phrase lacks.
 * Asked of the items of long lists (LONG_LIST), where many specific goods are enumerated, with
 * the whole kind; of a shorter list only with the kind a glossary term names (`namedKind`):
 * "Safety glasses" is not "reading glasses", but "Phonograph records" still takes a "splatter
 * vinyl" record.
 */
function anotherKind(phrase: string[], query: Query, kind: string[]): boolean {
  const head = phrase[phrase.length - 1];
  if (!query.has(head) || !kind.length || impliesLine(phrase, query)) return false;
  return phrase.slice(0, -1).some((token) => !query.has(token)) && !kind.some((token) => phrase.includes(token));
}

/**
 * Of a short list, only goods the glossary knows by the phrase are another kind than goods it
 * knows by the product's name: "Safety glasses" for "reading glasses", not "Synthetic detergents"
 * for a "laundry detergent" nor "Blue denim" for a denim "mini skirt".
 */
function anotherKnownKind(phrase: string[], query: Query): boolean {
  return phrase[phrase.length - 1] === query.head && glossaryTerms().has(phrase.join(' ')) && anotherKind(phrase, query, query.namedKind);
}

/**
 * "Ski-boots" for "rubber rain boots", "Top loading" for a "front load" washer: the description
 * writes the line's head word with a word of its own right before it, and the line puts another
 * word there that the description does not state. A material, a size or a quantity before the head
 * ("polyester yarn", "8kg load") is no kind.
 */
function anotherWrittenKind(phrase: string[], query: Query): boolean {
  if (phrase.length < 2 || impliesLine(phrase, query)) return false;
  const before = query.before.get(phrase[phrase.length - 1]);
  return before !== undefined && !phrase.includes(before) && phrase.slice(0, -1).some((token) => !query.has(token) && !MATERIAL_TOKENS.has(token) && !MADE_OF.has(token));
}
/** Words saying what goods are made of, no kind of them: "Synthetic detergents" are laundry detergents too. */
const MADE_OF = new Set(englishTokens('synthetic artificial natural man-made organic inorganic'));

/** Each word of the description with the word written right before it, where that one may say a kind (no material, number, wearer or empty word). */
function wordsBefore(text: string): Map<string, string> {
  const before = new Map<string, string>();
  // Words are neighbours only inside one phrase: "Corn flakes with sugar" writes no "flakes sugar".
  for (const phrase of text.toLowerCase().split(PHRASE_BREAK)) {
    const tokens = englishTokens(phrase);
    tokens.forEach((token, i) => {
      const previous = tokens[i - 1];
      if (previous && !MATERIAL_TOKENS.has(previous) && !NO_FACT.has(previous) && !GENDER_TOKENS.has(previous) && !/\d/.test(previous) && !before.has(token)) before.set(token, previous);
    });
  }
  return before;
}
const PHRASE_BREAK = /[,;:()[\]|/]|\s-\s|\b(?:of|with|without|for|in|on|to|by|from|and|or|at|as|made|not|no|non)\b/;

/** Every English term of the glossary, as the lines' stemmed words ("safeti glass"). */
let stemmedTerms: Set<string> | null = null;
function glossaryTerms(): Set<string> {
  stemmedTerms ??= new Set(glossaryConcepts().flatMap((concept) => concept.en.map((term) => englishTokens(term).join(' '))));
  return stemmedTerms;
}

/** The phrase is what the product's name implies (glossary `national_phrase`): "Phonograph records" for an "LP album". */
function impliesLine(phrase: string[], query: Query): boolean {
  return query.impliedWords.length > 0 && query.impliedWords.every((token) => phrase.includes(token));
}

/**
 * Goods of a short list (two or more, each a word the glossary knows as goods: no single state or
 * kind such as "Roasted" or "Frozen") that the description names beside the product: a charm "for
 * a necklace" is no necklace ("Necklaces and neck chains, clad with gold"). Not where the line
 * says a form ("In strips or rolls" of a tape) or takes parts of its goods ("… and parts
 * thereof"), nor for a word of the product's own name ("hockey" of a hockey stick) or a product
 * read as a material only.
 */
function besideShortList(head: string, heads: string[], query: Query, goods: (productHead: string) => boolean): boolean {
  return heads.length > 1 && glossaryTerms().has(head) && query.head !== null && !MATERIAL_TOKENS.has(query.head) && goods(query.head) && !query.kind.includes(head) && besideProduct(head, heads, query);
}
/**
 * Whether the line's goods stand beside a product of this head: not where the product's name is
 * the heading's own ("jewelry" of a necklace read as jewelry under "Articles of jewelry"), which the
 * written goods then name more closely.
 */
const besideMatters = (segment: Segment) => (productHead: string) => segment.goods && !segment.said.has(productHead);
const FORM_OR_PARTS = /^\s*(?:in|of|for|with|on|put up)\b|\bparts?\b|\baccessor/i;

/**
 * A list item naming goods the description names beside the product, as its part or its form
 * ("pendant on a chain", "tape roll"): they are not the product, unless the list names goods of
 * the product's kind too ("Bibles, … prayer books" for a book).
 */
function besideProduct(head: string, heads: string[], query: Query): boolean {
  return query.head !== null && head !== query.head && query.written.has(head) && !heads.includes(query.head);
}

/** Siblings that name the goods first ("Travel, sports and similar bags" holding "Backpacks"), then the better fit, then more named below. */
const better = (a: Fit, b: Fit) => (a.names !== b.names ? a.names : Math.abs(a.score - b.score) > 1e-9 ? a.score > b.score : a.below > b.below);

/**
 * The declarable line inside the winning HS6, chosen by the schedule's own national texts as GRI 6
 * chooses a subheading: from the HS6 down, at each level the sibling whose own words the description
 * states best. A named line that states conditions the description does not ("T-shirts, all white,
 * short hemmed sleeves …", "Of reptile leather") gives way to its "Other" sibling; words a line
 * leaves out ("Not knitted") count against it; gender decides gendered lines; value splits, which no
 * description decides, keep the schedule's order.
 */
export function chooseNationalLine(schedule: EngineSchedule, hs6: string, n: Normalized): NationalChoice | null {
  const leaves = schedule.leavesByHs6.get(hs6);
  if (!leaves?.length) return null;
  const query = queryOf(n);
  const spent = new Set<string>();
  let level = nationalTree(leaves);
  let chosen: TreeNode | null = null;
  const ratings = ratingsOf(n);
  while (level.length) {
    let best: { node: TreeNode; fit: Fit } | null = null;
    for (const node of withinRatings(level, ratings)) {
      const candidate = { node, fit: fit(node, query, spent, n.gender) };
      if (!best || better(candidate.fit, best.fit)) best = candidate;
    }
    chosen = best!.node;
    for (const item of chosen.segment.items) for (const token of [...item.phrase, ...item.tail]) if (query.has(token)) spent.add(token);
    level = chosen.children;
  }
  const line = chosen!.line;
  const { all, own } = lineTokens(line);
  const hits = (tokens: Set<string>) => [...query].filter((t) => tokens.has(t)).length;
  return { line, overlap: query.size ? hits(all) / query.size : 0, leafOverlap: query.size ? hits(own) / query.size : 0 };
}

/**
 * Lines split by a rating ("Exceeding 750 W but not exceeding 14.92 kW") the description states:
 * the lines whose bounds hold it, else those that set none, else all (the rating is then not the
 * one the lines measure).
 */
function withinRatings(level: TreeNode[], ratings: Rating[]): TreeNode[] {
  const rulingOut = (rating: Rating) => RULE_OUT_ONLY.has(rating.dimension);
  return withoutOtherDiameters(withinOutputs(level, ratings.filter((r) => !rulingOut(r))), ratings.filter(rulingOut));
}
/**
 * Sizes that only rule lines out: a thread's diameter, and a screen's diagonal or a wheel's size in cm,
 * which lines split by their kind first bound too ("Non-high definition, having a single picture tube …
 * with a video display diagonal exceeding 35.56 cm" beside "With a flat panel screen").
 */
const RULE_OUT_ONLY = new Set<Rating['dimension']>(['diameter', 'cm']);

function withinOutputs(level: TreeNode[], ratings: Rating[]): TreeNode[] {
  if (!ratings.length || level.length < 2) return level;
  const agreement = level.map((node) => ratingAgreement(ratings, node.segment.text));
  const holding = level.filter((_, i) => agreement[i] === 'match');
  if (holding.length) return holding;
  const open = level.filter((_, i) => agreement[i] === null);
  return open.length ? open : level;
}

/**
 * A diameter (or a size of RULE_OUT_ONLY) only rules lines out: siblings split by kind ("Bolts", "Studs", "Machine screws … 3.2 mm
 * or more in diameter") are chosen by their words, and only those whose bounds leave the diameter out give way.
 */
function withoutOtherDiameters(level: TreeNode[], diameters: Rating[]): TreeNode[] {
  if (!diameters.length || level.length < 2) return level;
  const fitting = level.filter((node) => ratingAgreement(diameters, node.segment.text) !== 'conflict');
  return fitting.length ? fitting : level;
}

/** What the description states, in the schedule's stemmed words, and the words of the product's name that say which kind it is. */
type Query = Set<string> & { denied: Set<string>; ratings: Rating[]; materials: Normalized['materials']; before: Map<string, string>; kind: string[]; namedKind: string[]; head: string | null; written: Set<string>; implied: string; impliedWords: string[]; used: boolean; forBabies: boolean };

/** The states of goods in one word ("fresh", "dried", "frozen"). */
const STATE_WORDS = new Set(STATE.en.filter(([term, state]) => state && !term.includes(' ')).flatMap(([term]) => englishTokens(term)));

/** Every material the reader knows by one word ("vinyl" of "vinyl record"): a material names no kind of goods. */
const MATERIAL_TOKENS = new Set(MATERIALS.en.filter(([term, material]) => material && !term.includes(' ')).flatMap(([term]) => englishTokens(term)));

/**
 * Words that name a material or a group of them ("cotton", "vegetable", "wool"): an item naming one the
 * description does not state, where it states another, is of other goods ("Of vegetable fibers" for a
 * polyester bag, though both are fibers).
 */
const MATERIAL_NAMES = new Set([...MATERIAL_TOKENS, ...englishTokens('vegetable wool synthetic artificial plastics leather')]);
function anotherMaterial(words: string[], query: Query): boolean {
  const named = words.filter((token) => MATERIAL_NAMES.has(token));
  return named.length > 0 && !named.some((token) => query.has(token)) && [...query].some((token) => MATERIAL_NAMES.has(token));
}

/** The query of a reading, built once though the national line is chosen for every candidate HS6. */
const queryByReading = new WeakMap<Normalized, Query>();
function queryOf(n: Normalized): Query {
  let query = queryByReading.get(n);
  if (!query) queryByReading.set(n, (query = queryTokens(n)));
  return query;
}

/**
 * Its text, product, materials (with their group) and construction; the kind: the product's name
 * but its head and materials ("storage" of "plastic storage box"); what the goods' name implies, as
 * the lines word it (glossary `national_phrase`).
 */
function queryTokens(n: Normalized): Query {
  const materials = n.materials.flatMap((m) => [m.name, GROUP_WORDS[m.group] ?? '']);
  const named = n.search_text.replace(SCHEDULE_SYNONYM, (word) => SCHEDULE_WORDS[word.toLowerCase()] ?? word);
  const said = named.replace(NEGATED_FACT, ' ');
  const query = new Set(englishTokens([said, n.product_type ?? '', ...materials, n.construction ?? '', n.state ?? ''].join(' '))) as Query;
  const materialWords = new Set(englishTokens(materials.join(' ')));
  const product = englishTokens(n.product_type ?? '');
  query.kind = product.slice(0, -1).filter((token) => !materialWords.has(token) && !NO_FACT.has(token));
  query.head = product[product.length - 1] ?? null;
  query.namedKind = namesWholeTerm(n.product_type) ? query.kind.filter((token) => !MATERIAL_TOKENS.has(token)) : [];
  query.written = new Set(englishTokens(n.clean_description));
  query.denied = new Set([...named.matchAll(DENIAL)].flatMap((match) => englishTokens(match[1] ?? match[2]).filter((token) => !NO_FACT.has(token))));
  query.ratings = ratingsOf(n);
  query.materials = n.materials;
  query.before = wordsBefore(n.clean_description);
  query.used = SAYS_USED.test(n.clean_description);
  query.forBabies = n.gender === 'babies' || GENDER_WORDS.babies.test(n.clean_description) || TODDLERS.test(n.clean_description);
  query.implied = nationalPhrase(n.product_type).toLowerCase();
  query.impliedWords = query.implied ? englishTokens(query.implied) : [];
  return query;
}

/** The product type is one glossary term from end to end ("reading glasses"), not a term the reader put words before ("splatter vinyl"). */
function namesWholeTerm(productType: string | null): boolean {
  const match = productType ? lookupGlossary(productType, 'en')[0] : undefined;
  return !!match && match.start === 0 && match.end === productType!.length;
}

/** The words a line says of all it covers: in every list item ("leather" of "… of leather or of composition leather"), not one item's ("cotton" of "Of cotton, flax or both"). */
function saidOfEveryItem(segment: Segment): string[] {
  const [first, ...rest] = segment.items;
  const words = (item: Item) => [...item.phrase, ...item.tail];
  return (first ? words(first) : []).filter((token) => rest.every((item) => words(item).includes(token)));
}

/** A line's text as list items, without what it leaves out or leaves open ("not knitted", "whether or not recorded"). */
function clauses(text: string): string[] {
  const parts = text.replace(QUOTA_MARK, ' ').replace(WHETHER, ' ').replace(NEGATED, ' ').split(LIST_BREAK);
  // "Necklaces and neck chains, clad with gold": a part that only qualifies says what the item before it is, no goods of its own.
  return parts.reduce<string[]>((merged, part) => {
    if (merged.length && QUALIFIER_PART.test(part)) merged[merged.length - 1] += ` ${part}`;
    else merged.push(part);
    return merged;
  }, []);
}
const QUALIFIER_PART = /^\s*(?:clad|plated|coated|covered|laminated|impregnated|with|containing|having)\b/i;

/** The noun phrase of each list item (its words before "of", "for" …, the head last), stemmed; items opening with a preposition name none. */
function itemNames(items: string[]): string[][] {
  return items.map(nounPhrase).filter((words) => words.length);
}

const PARENTHESIS = /\([^)]*\)?/g;

function nounPhrase(item: string): string[] {
  return englishTokens(item.replace(PARENTHESIS, ' ').replace(ITEM_TAIL, '')).filter((token) => !NO_FACT.has(token) && !GENDER_TOKENS.has(token) && !/^\d/.test(token));
}

/** How many leading path segments every line shares (the heading, the HS6 and what lies between). */
function commonDepth(paths: string[][]): number {
  let depth = 0;
  while (paths.every((p) => p.length > depth + 1 && p[depth] === paths[0][depth])) depth++;
  return depth;
}
