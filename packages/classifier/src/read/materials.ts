/**
 * Materials and their shares: "60% cotton 40% polyester", "cotton 100%", "100% 綿", "면 100%",
 * "polyester/spandex 95/5", "vải bông". The chief material by weight comes first.
 */
import { deniedInPlace, longestFirst, TextView, type Hit } from '../glossary';
import type { Lang, Material } from '../types';
import { lexiconIndexes, MATERIALS, type MaterialTerm } from './lexicons';

export interface Span {
  start: number;
  end: number;
}

export interface MaterialMention extends Span {
  term: MaterialTerm;
  text: string;
  lang: Lang;
  percent: number | null;
  /** Named as a coating ("ceramic coated", "PTFE-coated", "Ceramic Nonstick"): what covers the goods, not what they are made of. */
  coating?: boolean;
}

// A nitride is a coating however it is named: "Titanium Nitride Drill Bits" are steel bits coated with it.
// Korean, Japanese and Vietnamese name the coating the same way: "세라믹 코팅", "セラミックコーティング", "phủ ceramic" (before).
const COATING_AFTER = /^[\s-]?(?:(?:nitride|oxide|carbide|carbonitride|aluminium nitride|aluminum nitride|stone|marble|granite)[\s-]+)?(?:coated|coating|non-?stick coating|faced|veneered)\b|^[\s-]?(?:carbo)?nitride\b|^\s?(?:코팅|코팅된|コーティング|コート)/i;
/** "Ceramic Nonstick Frying Pan": a non-metal named right before "non-stick" is the coating; "Stainless steel nonstick" is the body. */
const NON_STICK_AFTER = /^[\s-]?non-?stick\b/i;
/** "18K PVD Gold Plated Stainless Steel", "Chrome Plated Brass": a metal (or its karat mark) plated on the goods covers them (chapter 71 note 11: imitation jewellery may be plated with precious metal). */
const PLATED_AFTER = /^[\s-]?(?:(?:pvd|ip|ion)[\s-]+)?(?:(?:yellow |rose |white )?gold[\s-]+)?(?:plated|plating|dipped|vermeil)\b/i;
/** "Ván dăm phủ melamine", "chảo tráng men": Vietnamese names the coating after its verb. */
const COATING_BEFORE = /(?:^|\s)(?:phủ|tráng)\s*$/i;
const coatingAt = (term: MaterialTerm, after: string, before = '') =>
  COATING_AFTER.test(after) || COATING_BEFORE.test(before) || (NON_STICK_AFTER.test(after) && !term.group.startsWith('metal')) || (PLATED_AFTER.test(after) && term.group.startsWith('metal'));

let indexes: ReturnType<typeof lexiconIndexes<MaterialTerm>> | null = null;
const materialIndexes = () => (indexes ??= lexiconIndexes(MATERIALS));

const CUE_BEFORE: Record<Lang, RegExp> = {
  en: /(?:solid|pure|real|genuine|natural|made of|of|\d{1,2}\s?(?:k|kt|ct|karat|carat))[\s-]*$/i,
  vi: /(?:bằng|chất liệu|từ|làm từ|vải|sợi)\s*$/i,
  ja: /(?:素材|材質|表地|裏地)[:：]?\s*$/,
  ko: /(?:소재|재질|원단|겉감|안감)[:：]?\s*$/,
};
const CUE_AFTER: Record<Lang, RegExp> = {
  en: /^\s*\d{1,3}(?:[.,]\d+)?\s*%/,
  vi: /^\s*\d{1,3}(?:[.,]\d+)?\s*%/,
  ja: /^(?:製|素材|混|\s*\d)/,
  ko: /^(?:제|소재|원단|혼방|\s*\d)/,
};

/** A weak material word counts only beside a percentage or a cue ("면 100%", "bằng da", "solid gold"). */
function weakMentionHolds(text: string, hit: Hit<MaterialTerm | null> & { lang: Lang }, bare: BareShare[]): boolean {
  const before = text.slice(Math.max(0, hit.start - 14), hit.start);
  const after = text.slice(hit.end, hit.end + 8);
  const cue = hit.value?.cueBefore;
  if (cue && cue.next.test(text.slice(hit.end, hit.end + 30)) && !cue.notAfter?.test(before)) return true;
  if (hit.value?.cueInText?.test(text)) return true;
  return /\d\s*%\s*$/.test(before) || CUE_BEFORE[hit.lang].test(before) || CUE_AFTER[hit.lang].test(after) || bare.some((share) => share.named === hit.start);
}

const inside = (span: Span, blocks: Span[]) => blocks.some((block) => span.start >= block.start && span.end <= block.end);

/** Material words in the text, in order. `blocked` spans (food and chemical names: "coconut oil") are skipped. */
/**
 * "Non-Iron Shirt", "Anti-Slip Mat", a declarant's tariff wording "other than of wood": an English name negated in the text
 * says what the goods are not, nor what they are made of.
 */
export const negatedAt = (text: string, start: number): boolean => NEGATION_BEFORE.test(text.slice(Math.max(0, start - 20), start));
const NEGATION_BEFORE = /\b(?:non|anti)[\s-]?$|\b(?:other than|not|except)\s(?:(?:made )?of\s)?$/i;

/**
 * "Floor Mirror with Wood Frame", "Saucepan with Glass Lid", "Chef Knife with Pakkawood Handle": the material of a part the goods
 * come with says nothing of what they are made of.
 */
const ofAFittedPart = (text: string, hit: Span) => {
  const part = WITH_BEFORE.test(text.slice(Math.max(0, hit.start - 8), hit.start)) ? FITTED_PART_AFTER.exec(text.slice(hit.end, hit.end + 12)) : null;
  // A seat's, a bed's or a table's frame is what the furniture lines split on ("with metal frames", 9401.71/.79).
  return part !== null && !(/frame/i.test(part[0]) && FURNITURE.test(text));
};
/** Furniture named in English, as the fitted-part reading is ("Armchair with Metal Frame"). */
const FURNITURE = /(?:chairs?|seats?|sofas?|couch(?:es)?|stools?|benches|bench|beds?|tables?|desks?|cabinets?|shel(?:f|ves|ving)|racks?)\b/i;
const WITH_BEFORE = /\bwith\s+(?:an?\s+)?$/i;
const FITTED_PART_AFTER = /^[\s-]+(?:frames?|handles?|lids?|legs?|bases?|caps?|trim|knobs?|accents?|inlays?)\b/i;

/**
 * "Pink Pearl Style Eraser", "Kimono Style Cardigan", "Leather Look Leggings": a name right before "style", "look" or
 * "effect" gives the look of the goods, neither their material nor goods of its own.
 */
export const LOOK_AFTER = /^[\s-]*(?:style|styled|look|looking|effect|inspired)\b/i;

export function findMaterialMentions(view: TextView, langs: Lang[], blocked: Span[] = []): MaterialMention[] {
  const hits: Array<Hit<MaterialTerm | null> & { lang: Lang }> = [];
  for (const lang of new Set<Lang>(['en', ...langs])) for (const hit of materialIndexes()[lang].find(view)) hits.push({ ...hit, lang });
  const kept = longestFirst(hits) as typeof hits;
  const bare = bareSharesIn(view.text, new Set(kept.filter((hit) => hit.value).map((hit) => hit.start)));
  // A share written without its sign belongs to the material word it stands before.
  const bareShareAt = new Map(bare.map((share) => [share.named, share.values[0]]));
  const mentions = kept
    .filter((hit) => hit.value && !inside(hit, blocked) && !(hit.lang === 'en' && (negatedAt(view.text, hit.start) || ofAFittedPart(view.text, hit) || LOOK_AFTER.test(view.text.slice(hit.end)))) && !deniedInPlace(view.text, hit, hit.lang))
    .filter((hit) => !hit.value!.upper || view.text.slice(hit.start, hit.end) === view.text.slice(hit.start, hit.end).toUpperCase())
    .filter((hit) => !hit.value!.weak || weakMentionHolds(view.text, hit, bare))
    .map((hit) => ({ term: hit.value!, text: view.text.slice(hit.start, hit.end), lang: hit.lang, start: hit.start, end: hit.end, percent: bareShareAt.get(hit.start) ?? null, coating: coatingAt(hit.value!, view.text.slice(hit.end, hit.end + 20), view.text.slice(Math.max(0, hit.start - 8), hit.start)) }))
    .sort((a, b) => a.start - b.start);
  return withoutMeshOfMetal(mentions);
}

/** "Mesh Desk Organizer … Black Metal": a mesh said with a metal and no fibre is the metal's, no textile. */
function withoutMeshOfMetal(mentions: MaterialMention[]): MaterialMention[] {
  const metal = mentions.some((mention) => mention.term.group.startsWith('metal'));
  const fibre = mentions.some((mention) => mention.term.group.startsWith('textile') && !/^mesh$/i.test(mention.text));
  return metal && !fibre ? mentions.filter((mention) => !/^mesh$/i.test(mention.text)) : mentions;
}

interface Number_ extends Span {
  values: number[];
}

const PERCENT = /(\d{1,3}(?:[.,]\d+)?)\s*%/g;
/** "95/5", "73/27%": the sign after the last share belongs to the whole ratio. */
const RATIO = /(?<![\d.%/])(\d{1,3}(?:\s*\/\s*\d{1,3}){1,3})(?:\s*%)?(?![\d%]|\.\d)/g;

/**
 * "Hàng mới 100%", "NEW 100%", "100% Brand New": how new the goods are, a share of no material. Vietnamese
 * declarations close with it, and counted it turned "TC 65% polyester 35% cotton … Hàng mới 100%" name-first
 * (cotton 65 %). "100% New Zealand wool" is wool's share.
 */
const NEWNESS_BEFORE = /\b(?:mới|moi|new)\s*$/iu;
const NEWNESS_AFTER = /^\s*(?:brand[\s-]+)?(?:new\b(?!\s+zealand)|mới\b)/iu;

function percentsIn(text: string): Number_[] {
  return [...text.matchAll(PERCENT)]
    .filter((match) => !NEWNESS_BEFORE.test(text.slice(Math.max(0, match.index - 8), match.index)) && !NEWNESS_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 24)))
    .map((match) => ({ values: [parseFloat(match[1].replace(',', '.'))], start: match.index, end: match.index + match[0].length }));
}

/** A number written before a word, in a run whose numbers add up to 100: "51 POLY 36 COTTON 13 NYLON". */
const BARE_SHARE = /(?<![\p{L}\p{N}.,%/])(\d{1,3})\s+(?=(\p{L}{2,}))/gu;

type BareShare = Number_ & { named: number };

/**
 * Shares written without the sign, as fabric declarations list them ("51 POLY 36 COTTON 13 NYLON"):
 * each number before a material word (one starting at `materialStarts`), in a row with only those
 * words between them, adding up to 100 ("100 COTTON" alone too). `named` is where the material's word starts.
 */
function bareSharesIn(text: string, materialStarts: Set<number>): BareShare[] {
  const numbers = [...text.matchAll(BARE_SHARE)].filter((match) => materialStarts.has(match.index + match[0].length)).map((match) => ({ values: [Number(match[1])], start: match.index, end: match.index + match[1].length, named: match.index + match[0].length, word: match[2] }));
  const runs: Array<typeof numbers> = [];
  for (const number of numbers) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (previous && /^[\s,;/]*$/.test(text.slice(previous.named + previous.word.length, number.start))) run!.push(number);
    else runs.push([number]);
  }
  return runs.filter((run) => Math.abs(run.reduce((sum, n) => sum + n.values[0], 0) - 100) <= (run.length >= 2 ? 1 : 0)).flat().map(({ word: _word, ...share }) => share);
}

/** "95/5", "65/35", "60/30/10": only when the parts add up to 100. */
function ratiosIn(text: string): Number_[] {
  return [...text.matchAll(RATIO)]
    .map((match) => ({ values: match[1].split('/').map((part) => Number(part.trim())), start: match.index, end: match.index + match[0].length }))
    .filter((ratio) => Math.abs(ratio.values.reduce((sum, value) => sum + value, 0) - 100) <= 1);
}

/** Runs of materials joined by "/" or "-": "polyester/spandex", "cotton-polyester". */
function slashGroups(text: string, mentions: MaterialMention[]): MaterialMention[][] {
  const groups: MaterialMention[][] = [];
  for (const mention of mentions) {
    const group = groups[groups.length - 1];
    const previous = group?.[group.length - 1];
    if (previous && /^\s*[/+&-]\s*$/.test(text.slice(previous.end, mention.start))) group.push(mention);
    else groups.push([mention]);
  }
  return groups;
}

const gap = (text: string, a: Span, b: Span) => text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start));

function assignRatios(text: string, mentions: MaterialMention[], ratios: Number_[]): void {
  const groups = slashGroups(text, mentions).filter((group) => group.length > 1);
  for (const ratio of ratios) {
    const group = groups.find((candidate) => {
      const span = { start: candidate[0].start, end: candidate[candidate.length - 1].end };
      return candidate.length === ratio.values.length && /^[\s:=]{0,3}$/.test(gap(text, span, ratio));
    });
    group?.forEach((mention, i) => (mention.percent = ratio.values[i]));
  }
}

/**
 * What may stand between a material and its share: signs, or the fibre's form ("레이온 필라멘트 100%", "POLYESTER STAPLE 65%",
 * "ポリエステル短繊維80%").
 */
const CLOSE_GAP = /^[\s:=,()\-]{0,4}$|^\s?(?:staple|filaments?|spun|fib(?:re|er)s?|스테이플|필라멘트|스펀|섬유|フィラメント|短繊維|長繊維|繊維)[\s:=,()\-]{0,3}$/i;
/**
 * Each percentage goes to its neighbour. The first percentage decides the writing style:
 * "60% cotton 40% polyester" (number first) or "cotton 60%, polyester 40%" (name first, a
 * material right before it).
 */
function assignPercents(text: string, mentions: MaterialMention[], ratios: Number_[]): void {
  const free = mentions.filter((mention) => mention.percent === null);
  // A ratio's closing sign ("73/27%") is no percentage of its own.
  const percents = percentsIn(text).filter((percent) => ![...mentions, ...ratios].some((span) => percent.start < span.end && span.start < percent.end));
  if (!free.length || !percents.length) return;
  const close = (a: Span, b: Span) => CLOSE_GAP.test(gap(text, a, b));
  // The first percentage's own neighbours decide, not which comes first in the text: a material
  // named before the composition ("Woven fabric; 90% polyester 10% cotton") is not its first name.
  // "Fabric" names no material of its own ("Denim fabric, 98% cotton 2% elastane"). Where a material stands on both
  // sides of the first of several percentages ("Denim 98% cotton 2% elastane", "cotton 60% polyester 40%"), the last
  // decides: number first only if a material follows it too. A lone one keeps to the name before it ("면100% 캐시미어 터치").
  const named = (mention: MaterialMention) => mention.term.name !== 'textile';
  const namedAfter = (percent: Number_) => free.some((mention) => named(mention) && mention.start >= percent.end && close(percent, mention));
  const nameBefore = free.some((mention) => named(mention) && mention.end <= percents[0].start && close(mention, percents[0]));
  const numberFirst = !nameBefore || (percents.length > 1 && namedAfter(percents[0]) && namedAfter(percents[percents.length - 1]));
  if (numberFirst) {
    for (const percent of percents) {
      const mention = free.find((candidate) => candidate.percent === null && candidate.start >= percent.end && close(percent, candidate));
      if (mention) mention.percent = percent.values[0];
    }
  } else {
    for (const mention of free) {
      const percent = percents.find((candidate) => candidate.start >= mention.end && close(mention, candidate));
      if (percent) {
        mention.percent = percent.values[0];
        percents.splice(percents.indexOf(percent), 1);
      }
    }
  }
}

export function mentionsWithShares(view: TextView, langs: Lang[], blocked: Span[] = []): MaterialMention[] {
  const mentions = findMaterialMentions(view, langs, blocked);
  const ratios = ratiosIn(view.text);
  assignRatios(view.text, mentions, ratios);
  assignPercents(view.text, mentions, ratios);
  return mentions;
}

const TEXTILE_GROUPS = /^textile/;

/** One list from several sources (composition field first): each material once, chief material first. */
export function mergeMaterials(sources: MaterialMention[][], textileProduct: boolean): Material[] {
  const byName = new Map<string, Material>();
  // A coating's material goes after what the goods are made of ("Ceramic coated aluminium pan" is of aluminium).
  const flat = sources.flat();
  const madeOf = flat.some((mention) => !mention.coating);
  for (const mention of madeOf ? [...flat.filter((mention) => !mention.coating), ...flat.filter((mention) => mention.coating)] : flat) {
    const material = toMaterial(mention, textileProduct);
    const known = byName.get(material.name);
    if (!known) byName.set(material.name, material);
    else if (known.percent === null && material.percent !== null) known.percent = material.percent;
  }
  const materials = restOfTheWeight(dropGeneric([...byName.values()]));
  return materials
    .map((material, order) => ({ material, order }))
    .sort((a, b) => (b.material.percent ?? -1) - (a.material.percent ?? -1) || laterFibreFirst(a.material, b.material) || a.order - b.order)
    .map(({ material }) => material);
}

/**
 * Section XI note 2(A): where no fibre predominates by weight ("50% wool 50% polyester"), the goods are
 * classified as of the one whose heading comes last in numerical order: silk (50), wool and animal hair
 * (51), cotton (52), other vegetable fibres (53), synthetic, then artificial (5402/5503 before 5403/5504).
 */
function laterFibreFirst(a: Material, b: Material): number {
  if (a.percent === null || a.percent !== b.percent) return 0;
  const place = (material: Material) => (material.name === 'silk' ? 1 : material.group === 'textile_animal' ? 2 : material.name === 'cotton' ? 3 : material.group === 'textile_vegetable' ? 4 : material.group === 'textile_synthetic' ? 5 : material.group === 'textile_artificial' ? 6 : 0);
  return place(a) && place(b) ? place(b) - place(a) : 0;
}

/**
 * "울 30% 아크릴", "60% cotton 30% polyester spandex": fibres whose shares fall short of 100, with one fibre
 * named bare, leave it the rest of the weight; it may be the chief one. Only among fibres: leather trim or
 * metal buttons beside a fabric's shares say nothing of its weight.
 */
function restOfTheWeight(materials: Material[]): Material[] {
  const bare = materials.filter((material) => material.percent === null);
  if (bare.length !== 1 || materials.length < 2 || !materials.every((material) => TEXTILE_GROUPS.test(material.group))) return materials;
  const rest = 100 - materials.reduce((sum, material) => sum + (material.percent ?? 0), 0);
  return rest > 0 && rest < 100 ? materials.map((material) => (material === bare[0] ? { ...material, percent: rest } : material)) : materials;
}

/** Polyester in a resin is a plastic; "polyurethane 5%" in a garment is elastane. */
function toMaterial(mention: MaterialMention, textileProduct: boolean): Material {
  const { name, group, nonTextileGroup } = mention.term;
  if (textileProduct && name === 'polyurethane' && mention.percent !== null) return { name: 'elastane', group: 'textile_synthetic', percent: mention.percent };
  return { name, group: !textileProduct && nonTextileGroup ? nonTextileGroup : group, percent: mention.percent };
}

/** "textile", "metal", "plastic" say less than "cotton", "steel", "polypropylene" beside them. */
function dropGeneric(materials: Material[]): Material[] {
  const has = (test: (material: Material) => boolean) => materials.some(test);
  return materials.filter((material) => {
    if (material.name === 'textile') return !has((other) => other !== material && TEXTILE_GROUPS.test(other.group));
    if (material.name === 'metal') return !has((other) => other.group.startsWith('metal') && other !== material);
    if (material.name === 'plastic') return !has((other) => other.group === 'plastic' && other !== material);
    return true;
  });
}

/** Shares given but not adding up to 100 (allowing rounding). */
export function sharesDoNotAddUp(materials: Material[]): boolean {
  const shares = materials.filter((material) => material.percent !== null).map((material) => material.percent!);
  if (shares.length < 2) return false;
  return Math.abs(shares.reduce((sum, share) => sum + share, 0) - 100) > 2;
}

const UPPER_EN = /\buppers?\b/gi;
const SOLE_EN = /\b(?:outer\s*)?soles?\b|\boutsoles?\b/gi;
const UPPER_LOCAL = /mũ giày|thân giày|アッパー|甲材|갑피|어퍼/g;
/** "고무창", "가죽창" (a rubber, a leather sole) and "ゴム底", "革底" join the material to the word for the sole. */
const SOLE_LOCAL = /đế(?:\s+giày)?|ソール|靴底|(?<=\p{Script=Katakana}|革|皮)底|밑창|아웃솔|(?<=[가-힣])창(?![가-힣])/gu;
/** The word for another part of the shoe joined to a material: that material is that part's ("갑피 고무창": the rubber is the sole's). */
const PART_NEXT = /^(?:창|밑창|아웃솔|갑피|底|ソール|アッパー)/u;

/**
 * Footwear: the material named for the upper and for the outer sole. English names it before the word
 * ("rubber sole") or after "of" ("uppers of leather"); Vietnamese, Japanese and Korean lists name it after
 * ("đế cao su", "밑창 고무"). A comma ends the phrase.
 */
export function footwearParts(text: string, mentions: MaterialMention[]): { upper: MaterialMention | null; sole: MaterialMention | null } {
  const find = (pattern: RegExp, beforeFirst: boolean): MaterialMention | null => {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      const before = mentions.find((mention) => mention.end <= match.index && /^[\s-]{0,3}$/.test(text.slice(mention.end, match.index)));
      // "메쉬 갑피 고무 밑창": where a material stands before the part's word, one after it that is followed by another part's word is that part's.
      const after = mentions.find((mention) => mention.start >= end && mention.start - end <= 30 && !/[,;]/.test(text.slice(end, mention.start)) && !PART_NEXT.test(before ? text.slice(mention.end).trimStart() : text.slice(mention.end)));
      // A material joined to the part's word ("고무창", "ゴム底") is that part's, whatever follows.
      const joined = before && before.end === match.index ? before : undefined;
      const found = joined ?? (beforeFirst ? before ?? after : after ?? before);
      if (found) return found;
    }
    return null;
  };
  return { upper: find(UPPER_EN, true) ?? find(UPPER_LOCAL, false), sole: find(SOLE_EN, true) ?? find(SOLE_LOCAL, false) };
}
