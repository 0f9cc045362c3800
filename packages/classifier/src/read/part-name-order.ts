import { wholeGlossaryName } from '../glossary';
import { expandAbbreviations } from './abbreviations';

/**
 * Carmakers' and machine builders' part lists name a part noun first and what qualifies it after a
 * hyphen: "GLASS-WINDSHIELD", "VALVE-EXHAUST 22212-4A000", "SEAT ASSY-FRT LH", "호스-브레이크 프론트".
 * Importers copy those names into their declarations. Read in English order (the qualifier first,
 * the noun last: "WINDSHIELD GLASS", "브레이크 프론트 호스"), the reader finds the goods where it
 * finds them in any other name; read as written, the qualifier ("FRT", "ENGINE") took the head.
 */

/** First words that join a compound word, not a part name: "NON-WOVEN", "ANTI-SLIP", "SELF-ADHESIVE", "HI-FI". */
const PREFIXES = new Set(['NON', 'ANTI', 'SELF', 'PRE', 'MULTI', 'SEMI', 'HIGH', 'LOW', 'CO', 'RE', 'SUB', 'DOUBLE', 'SINGLE', 'HALF', 'FULL', 'HEAVY', 'EXTRA', 'ULTRA', 'SUPER', 'MINI', 'MICRO', 'POST', 'INTER', 'OVER', 'UNDER', 'OUT', 'IN', 'ALL', 'ONE', 'TWO', 'THREE', 'FOUR', 'EASY', 'QUICK', 'HAND', 'WELL', 'HI', 'WI', 'LONG', 'SHORT', 'WIDE', 'DEEP', 'COLD', 'HOT', 'DRY', 'WET', 'OFF', 'ON', 'UP', 'DOWN', 'BI', 'TRI', 'POLY', 'MONO', 'AUTO', 'READY', 'HARD', 'SOFT', 'FREEZE', 'SUN', 'WATER', 'FIRE', 'RUST', 'SHOCK', 'DUST', 'STAIN', 'SCRATCH']);
/** Words after the hyphen that end a compound word: "T-SHIRT", "LEAD-FREE", "WATER-PROOF", "DIE-CAST". */
const SUFFIXES = new Set(['FREE', 'PROOF', 'RESISTANT', 'BASED', 'TYPE', 'LIKE', 'SHAPED', 'STYLE', 'FRIENDLY', 'SAFE', 'WAY', 'PIECE', 'SIDED', 'SHIRT', 'SHIRTS', 'NECK', 'RAY', 'CAST', 'ROLLED', 'DRAWN', 'FORGED', 'COATED', 'PLATED', 'MADE', 'UP', 'IN', 'ON', 'OFF', 'OUT', 'END', 'FI', 'TECH']);

const LATIN_NAME = /^([A-Z]{3,}(?: [A-Z]{3,})?)((?: (?:ASSY|ASSEMBLY|SET|COMP|KIT|SUB-ASSY))?)-([A-Z][A-Z]+)/;
const HANGUL_NAME = /^([가-힣]{2,}(?: [가-힣]{2,})?)((?: (?:ASSY|세트|SET|KIT))?)-([가-힣A-Z][가-힣A-Z]*)/;
/** A word of the qualifier: letters only (a part number, a size or a count ends it). */
const QUALIFIER_WORD = /^[A-Z가-힣][A-Z가-힣&]*$/;

/** The description with a leading part name put in English order; anything else as written. */
export function inNamingOrder(description: string): string {
  const lead = description.length - description.trimStart().length;
  const text = description.slice(lead);
  const hangul = /^[가-힣]/.test(text);
  // Upper-case declarations only: shop titles' hyphens join words ("Anti-Slip", "T-Shirt").
  if (!hangul && /[a-z]/.test(text.split(/[;(,]/)[0])) return description;
  const match = (hangul ? HANGUL_NAME : LATIN_NAME).exec(text);
  if (!match) return description;
  const [whole, noun, kind, first] = match;
  if (!hangul && (PREFIXES.has(noun.split(' ')[0]) || SUFFIXES.has(first))) return description;
  // The qualifier runs on over words of letters, to a field break or a token with a digit in it.
  const rest = text.slice(whole.length - first.length);
  const words = rest.split(' ');
  const qualifier: string[] = [];
  for (const word of words) {
    if (!QUALIFIER_WORD.test(word)) break;
    qualifier.push(word);
  }
  const after = words.slice(qualifier.length).join(' ');
  return `${description.slice(0, lead)}${qualifier.join(' ')} ${noun}${kind}${after ? ` ${after}` : ''}`;
}

/**
 * Distributors' item masters name the noun first and its kinds after it, in capitals and without a hyphen: "BRG TAPER
 * ROLLER 30205", "VALVE CHECK SPRING 1\" BSP BRASS", "OIL OLIVE EXTRA VIRGIN 5L", "GLOVE EXAM NITRILE PF BLUE L". Where the
 * one or two words after the noun make, with the noun last, a name the glossary holds ("CHECK VALVE", "OLIVE OIL"), and
 * the words as written make none ("TOILET PAPER", "DRILL BIT" stay), the name is read in that order. Only the class nouns
 * item masters open with count: "MILK CHOCOLATE BARS" and "CANVAS ART PRINT" are in English order already.
 */
export function nounFirstInOrder(description: string, isName: (phrase: string) => boolean = isGlossaryName): string {
  const lead = description.length - description.trimStart().length;
  const text = description.slice(lead);
  const field = text.split(/[;(,]/)[0];
  if (/[a-z]/.test(field)) return description;
  const words = text.split(' ');
  const [noun, ...rest] = words;
  if (!ITEM_NOUNS.has(noun)) return description;
  const kinds: string[] = [];
  for (const word of rest.slice(0, 2)) {
    if (!ITEM_WORD.test(word)) break;
    kinds.push(word);
  }
  if (!kinds.length || isName(`${noun} ${kinds[0]}`) || (kinds.length > 1 && isName(`${noun} ${kinds.join(' ')}`))) return description;
  for (let count = kinds.length; count > 0; count--) {
    const phrase = `${kinds.slice(0, count).join(' ')} ${noun}`;
    if (isName(phrase)) return `${description.slice(0, lead)}${[phrase, ...rest.slice(count)].join(' ')}`;
  }
  return description;
}
/** A word of an item master's name: capitals, a hyphen or slash inside ("BI-METAL", "PVC-U"), no digit. */
const ITEM_WORD = /^[A-Z][A-Z/-]*[A-Z]$/;
/** The class nouns a noun-first item master opens with (fasteners, fittings, tools, electrical goods, safety wear, supplies). */
const ITEM_NOUNS = new Set(
  'HEATER SCREW SCREWS BOLT BOLTS NUT NUTS WASHER WASHERS PIN PINS NAIL NAILS RIVET RIVETS ANCHOR VALVE VALVES ELBOW TEE COUPLING FLANGE BRG BEARING BELT CHAIN SPROCKET GEAR GEARBOX PULLEY MOTOR PUMP WRENCH SPANNER PLIERS SCREWDRIVER HAMMER BLADE SAW DRILL DISC BRUSH ELECTRODE WIRE CABLE CORD FUSE SWITCH RELAY LAMP BULB PANEL TORCH BATTERY GLOVE GLOVES GLASSES GOGGLES BOOT BOOTS COVERALL HELMET MASK DETERGENT SOAP CLEANER OIL GREASE ADHESIVE TAPE FILM BAG BAGS BOX CARTON PAPER TOWEL TISSUE CUP CUPS PLATE CONTAINER TRAY LID NEEDLE SYRINGE HOSE SHEET ROD PIPE FRIES SHIRT JACKET TROUSERS'.split(' '),
);
/** A phrase the glossary holds whole, read with its shorthand expanded ("TAPER ROLLER BRG"). */
const NO_CONTEXT = { apparel: false, vehicles: false, metals: false, plastics: false };
const isGlossaryName = (phrase: string): boolean => wholeGlossaryName(expandAbbreviations(phrase, NO_CONTEXT).text, 'en') !== undefined;

/**
 * Chemical and laboratory catalogues name the substance first and its kind after a comma: "Sulfur, precipitated",
 * "Phosphorus, red, powder", "Aluminum oxide, activated, basic". Where the kind (one or two words of letters) put before
 * the name makes a name the glossary holds ("precipitated sulfur", "activated aluminum oxide"), the name is read so; any
 * other comma list is left as written.
 */
export function kindAfterCommaInOrder(description: string, isName: (phrase: string) => boolean = isGlossaryName): string {
  const match = CATALOGUE_NAME.exec(description);
  if (!match) return description;
  const [whole, lead, name, kind] = match;
  const phrase = `${kind} ${name}`;
  return isName(phrase.toLowerCase()) ? `${lead}${phrase}${description.slice(whole.length)}` : description;
}

/** A name of one or two words, a comma, and one or two words of letters ending at a comma, a semicolon or the end. */
const CATALOGUE_NAME = /^(\s*)(\p{L}[\p{L}()-]*(?: \p{L}[\p{L}()-]*)?), (\p{L}+(?: \p{L}+)?)(?=,|;|$)/u;
