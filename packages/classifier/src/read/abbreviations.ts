/**
 * Abbreviations in declarant and shop wording. Shorthand ("w/", "assy", "SS") is replaced in the text
 * the reader matches; names the tariff texts do not use but product texts do ("LED", "PVC") stay as
 * written and their expansion goes to the search terms.
 */

import { GLUED_STAINLESS_GRADE, gradeReading, METAL_GRADE, NON_FERROUS_GRADE, nonFerrousReading } from './metal-grades';

export interface AbbreviationContext {
  apparel: boolean;
  vehicles: boolean;
  metals: boolean;
  plastics: boolean;
  /** Games or toys are named: "MTG" is Magic: The Gathering there, no mounting. */
  games?: boolean;
}

export interface Expanded {
  text: string;
  abbreviations: Record<string, string>;
  /** Expansions of abbreviations left in the text, for the search terms. */
  expansions: string[];
}

type Expansion = string | ((context: AbbreviationContext, match: string, next: string, previous: string) => string | null);

interface Rule {
  pattern: RegExp;
  expansion: Expansion;
  /** Leave the abbreviation in the text (the glossary and lexicons know it); only record it. */
  keep?: boolean;
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** Word edges for every script (\b knows only ASCII letters). */
export { B as WORD_START, E as WORD_END };
const word = (body: string, flags = 'gu') => new RegExp(`${B}(?:${body})${E}`, flags);
const replace = (body: string, expansion: Expansion, flags?: string): Rule => ({ pattern: word(body, flags), expansion });
const keep = (body: string, expansion: Expansion, flags?: string): Rule => ({ pattern: word(body, flags), expansion, keep: true });
const only = (condition: keyof AbbreviationContext, expansion: string) => (context: AbbreviationContext) => (context[condition] ? expansion : null);

/** A resin's forms and sheets named in Korean, Japanese and Vietnamese after a polymer's abbreviation. */
const POLYMER_FORM_NEXT = /^\s*(?:수지|레진|펠릿|칩|시트|판재|필름|樹脂|ペレット|シート|板|フィルム|tấm|hạt|nhựa)/;
const POLYMER_FORM_BEFORE = /(?:tấm|hạt|nhựa|màng)\s*$/i;
/** "ABS+PC", "PP/PC": a plastic joined to PC names a blend of plastics, PC among them. */
const PLASTIC_JOINED_BEFORE = /(?<![\p{L}\p{N}])(?:ABS|PP|PE|PET|PBT|PMMA|TPU|PVC|PA|POM)\s*[+/&]\s*$/u;
const YARN_COUNT_NEXT = /^\s*\d{1,3}\s?[Ss](?:\/\d)?(?![\p{L}\p{N}])/u;
/** Plastics are said clear or tinted, a computer never: "CLEAR PC", "smoke PC lens". */
const SEEN_THROUGH_BEFORE = /\b(?:clear|transparent|tinted|smoke[d]?|frosted|opal)\s*$/i;
const CLEAR_PART_NEXT = /^\s*(?:lens(?:es)?|visors?|shields?|covers?|shells?|domes?|diffusers?)\b/i;
const FIBRE_NEXT = /^\s*[/,]?\s*(?:\d{1,3}\s*%?\s*)?(?:cotton|spandex|elastane|lycra|rayon|viscose|nylon|wool|linen|acrylic)\b/i;

/** A material's share follows its name: "PC 100%", "PC 70% ABS 30%". */
const SHARE_NEXT = /^\s*\d{1,3}\s?%/;
/** A material is said so ("PC 소재", "PC素材", "chất liệu PC"), and a hard case's shell is one ("PC 하드케이스", "하드케이스 PC"). */
const MATERIAL_WORD_NEXT = /^\s*(?:소재|재질|素材|材質|製|hard[- ]?(?:case|shell)|하드\s?(?:케이스|쉘)|ハードケース)/i;
const MATERIAL_WORD_BEFORE = /(?:chất liệu|vỏ|hard[- ]?(?:case|shell)|하드\s?(?:케이스|쉘)|ハードケース)\s*$/i;

const RULES: Rule[] = [
  // joining words and quantities
  { pattern: new RegExp(`${B}w/o${E}`, 'giu'), expansion: 'without' },
  { pattern: new RegExp(`${B}w/(?=\\s|\\p{L})`, 'giu'), expansion: 'with ' },
  // Shop shorthand "Tablet w Precision Pen": a lone lower-case w between words.
  { pattern: /(?<=\p{L}\s)w(?=\s+\p{L})/gu, expansion: 'with' },
  replace('pcs|pce|pcs\\.', 'pieces', 'giu'),
  // Trade documents write shares as "100PCT COTTON", "8 PCT ELASTANE".
  { pattern: /(?<=\d)\s?(?:pct|percent|per cent)(?![\p{L}\p{N}])\.?/giu, expansion: '%' },
  replace('qty', 'quantity', 'giu'),
  replace('approx\\.?', 'approximately', 'giu'),
  replace('pkg', 'package', 'giu'),
  replace('mfg', 'manufacturing', 'giu'),
  replace('equip', 'equipment', 'giu'),
  replace('elec', 'electric', 'giu'),
  replace('dia\\.?(?=\\s*\\d)', 'diameter', 'giu'),
  // assemblies and part naming (automotive and machinery parts lists)
  replace("assy|ass'y|asy", 'assembly', 'giu'),
  replace('w/strip|wstrip', 'weatherstrip', 'giu'),
  replace('FRT', 'front'),
  replace('FR', only('vehicles', 'front')),
  replace('RR', only('vehicles', 'rear')),
  replace('LH', 'left-hand'),
  replace('RH', 'right-hand'),
  replace('UPR', 'upper'),
  replace('LWR', 'lower'),
  replace('INR', 'inner'),
  replace('OTR', 'outer'),
  replace('CTR', only('vehicles', 'center')),
  replace('BRKT|BRK', 'bracket'),
  replace('REINF', 'reinforcement'),
  replace('MTG', (context) => (context.games ? null : 'mounting')),
  replace('HDL', 'handle'),
  replace('MTR', 'motor'),
  replace('BRG', 'bearing'),
  replace('CYL', 'cylinder'),
  replace('VLV', 'valve'),
  replace('PNL', 'panel'),
  replace('HSG', 'housing'),
  replace('GSKT|GSK', 'gasket'),
  replace('CONN', 'connector'),
  replace('HYD', 'hydraulic'),
  replace('EXH', 'exhaust'),
  replace('STRG', 'steering'),
  replace('DR', only('vehicles', 'door')),
  replace('A/C', 'air conditioning', 'giu'),
  // steel grades and stainless steel
  replace('S/S', (context) => (context.apparel ? 'short sleeve' : 'stainless steel'), 'giu'),
  replace('SS', (context) => (context.apparel ? 'short sleeve' : 'stainless steel')),
  replace('L/S', 'long sleeve', 'giu'),
  replace('SUS|STS|SST', 'stainless steel'),
  // A mill grade keeps its name (the cases cite it) after what it says of the steel: "SPCC" is cold-rolled non-alloy steel.
  replace(METAL_GRADE, (_context, match) => `${gradeReading(match)} ${match}`),
  replace(NON_FERROUS_GRADE, (_context, match, next, previous) => {
    const reading = nonFerrousReading(match, previous + next, next);
    return reading ? `${reading} ${match}` : null;
  }),
  replace('AISI', (_context, _match, next, previous) => (/^\s*[34]\d\d/.test(next) || /(?<![\p{L}\p{N}])[34]\d\d[A-Za-z]{0,2}\s$/u.test(previous) ? 'stainless steel' : 'steel')),
  replace('GI', only('metals', 'galvanized iron')),
  replace('MS', only('metals', 'mild steel')),
  replace('CS', only('metals', 'carbon steel')),
  replace('CI', only('metals', 'cast iron')),
  // A mill's coil or sheet said CR or HR: cold- or hot-rolled ("CR coil, non-alloy, full hard").
  replace('CR', (_context, _match, next) => (/^\s*(?:coils?|sheets?|strips?|steel)\b/i.test(next) ? 'cold rolled' : null)),
  replace('HR', (_context, _match, next) => (/^\s*(?:coils?|sheets?|strips?|steel|plates?)\b/i.test(next) ? 'hot rolled' : null)),
  replace('alu|alum', 'aluminium', 'giu'),
  // fibres and apparel shorthand
  replace('T/C', 'polyester/cotton', 'giu'),
  replace('TC', only('apparel', 'polyester/cotton')),
  replace('CVC', 'cotton/polyester'),
  // "COTTON YARN CM 40S/1", "CD 30S": combed or carded, before a yarn's English count.
  replace('CM', (_context, _match, next) => (YARN_COUNT_NEXT.test(next) ? 'combed' : null)),
  replace('CD', (_context, _match, next) => (YARN_COUNT_NEXT.test(next) ? 'carded' : null)),
  // "CTN YARN NE30/1", "CTN FABRIC": a fibre before yarn or fabric, a carton elsewhere.
  replace('CTN', (context, _match, next) => (context.apparel || /^\s*(?:yarn|fabric|thread|knit|woven)\b/i.test(next) ? 'cotton' : 'carton'), 'giu'),
  // Outside apparel only in a composition: "51 POLY 36 COTTON", "65% poly".
  replace('POLY', (context, _match, next, previous) => (context.apparel || /\d\s*%\s*$/.test(previous) || FIBRE_NEXT.test(next) ? 'polyester' : null), 'giu'),
  replace('SPDX|SPX', 'spandex', 'giu'),
  replace('NYL', 'nylon', 'giu'),
  replace('VIS', only('apparel', 'viscose')),
  replace('ACR', only('apparel', 'acrylic')),
  replace('KNT', 'knitted', 'giu'),
  replace('WVN', 'woven', 'giu'),
  replace('jkt', 'jacket', 'giu'),
  replace('pnts?', 'pants', 'giu'),
  replace('swtr', 'sweater', 'giu'),
  replace('LDS|ldy', 'ladies', 'giu'),
  replace('WMNS|WMN', 'womens', 'giu'),
  replace('MNS', 'mens', 'giu'),
  // PC: a piece after a number, polycarbonate among plastics, before a share of the goods ("PC 100% 소재") or before a resin's forms (also "PC 수지", "PC樹脂", "hạt nhựa PC"),
  // said clear or tinted or before a lens or shell ("GLASSES SAFETY CLEAR PC"), said a material or a hard case's shell ("PC 소재",
  // "하드케이스 PC"), otherwise a personal computer
  replace('PC', (context, _match, next, previous) => {
    if (/\d\s*$/.test(previous)) return 'piece';
    if (context.plastics || /^\s*(?:sheet|board|film|panel|resin|plate|pellets?|granules?|\/)/i.test(next) || SHARE_NEXT.test(next) || POLYMER_FORM_NEXT.test(next) || POLYMER_FORM_BEFORE.test(previous) || PLASTIC_JOINED_BEFORE.test(previous) || SEEN_THROUGH_BEFORE.test(previous) || CLEAR_PART_NEXT.test(next) || MATERIAL_WORD_NEXT.test(next) || MATERIAL_WORD_BEFORE.test(previous)) return 'polycarbonate';
    return 'personal computer';
  }),
  replace('ABS', (context) => (context.vehicles ? 'anti-lock braking system' : null)),
  // plastics and rubbers: the material lexicon reads the abbreviation itself
  keep('PVC', 'polyvinyl chloride'),
  keep('PU', 'polyurethane'),
  keep('TPU', 'thermoplastic polyurethane'),
  keep('PP', 'polypropylene'),
  keep('PE', 'polyethylene'),
  keep('HDPE', 'high-density polyethylene'),
  keep('LDPE|LLDPE', 'low-density polyethylene'),
  keep('PET|PETG', 'polyethylene terephthalate'),
  keep('ABS', (context) => (context.vehicles ? null : 'acrylonitrile butadiene styrene')),
  keep('PA6?6?', 'polyamide'),
  keep('POM', 'polyoxymethylene'),
  keep('EVA', 'ethylene vinyl acetate'),
  keep('TPR', 'thermoplastic rubber'),
  keep('TPE', 'thermoplastic elastomer'),
  keep('PMMA', 'acrylic'),
  keep('NBR', 'nitrile rubber'),
  keep('EPDM', 'ethylene propylene diene rubber'),
  keep('SBR', 'styrene-butadiene rubber'),
  keep('PTFE', 'polytetrafluoroethylene'),
  keep('FRP|GRP', 'fibre-reinforced plastic'),
  keep('MDF', 'medium-density fibreboard'),
  keep('HDF', 'high-density fibreboard'),
  // electrical and electronic
  keep('LED|LEDs', 'light-emitting diode'),
  keep('LCD', 'liquid crystal display'),
  keep('OLED', 'organic light-emitting diode'),
  keep('TFT', 'thin-film transistor'),
  keep('USB', 'universal serial bus'),
  keep('PCB', 'printed circuit board'),
  keep('PCBA|PBA', 'printed circuit board assembly'),
  keep('IC', 'integrated circuit'),
  keep('CPU', 'central processing unit'),
  keep('SSD', 'solid state drive'),
  keep('HDD', 'hard disk drive'),
  keep('RAM', 'random access memory'),
  keep('AC', 'alternating current'),
  keep('DC', 'direct current'),
  keep('UPS', 'uninterruptible power supply'),
  keep('PSU|SMPS', 'power supply unit'),
  keep('CCTV', 'closed-circuit television'),
  keep('GPS', 'global positioning system'),
  keep('IR', 'infrared'),
  keep('UV', 'ultraviolet'),
  keep('RF', 'radio frequency'),
  keep('PLC', 'programmable logic controller'),
  keep('VFD', 'variable frequency drive'),
  keep('BLDC', 'brushless direct current'),
  keep('HVAC', 'heating ventilation and air conditioning'),
  keep('SMD', 'surface-mount device'),
  keep('MCU', 'microcontroller'),
  keep('EV', 'electric vehicle'),
  keep('li-ion|li ion|liion', 'lithium-ion', 'giu'),
  keep('lipo', 'lithium polymer', 'giu'),
  keep('nimh|ni-mh', 'nickel-metal hydride', 'giu'),
  // Shrimp trade forms, the words of the national lines ("Headless", "Headless, with tail").
  keep('HLSO', 'headless shell-on'),
  keep('HOSO', 'head-on shell-on'),
  keep('PDTO', 'peeled deveined headless with tail'),
  keep('PTO', 'peeled headless with tail'),
  keep('PUD', 'peeled undeveined headless'),
];

export function expandAbbreviations(text: string, context: AbbreviationContext): Expanded {
  const abbreviations: Record<string, string> = {};
  const expansions: string[] = [];
  // "SUS304", "ASSYBATTERY": a known abbreviation glued to what follows is split off first (a stainless grade goes before its prefix).
  let result = text.replace(GLUED_STAINLESS_GRADE, '$2 $1').replace(/(?<![\p{L}\p{N}])(ASSY)(?=[A-Z]{3,})/gu, '$1 ');
  for (const rule of RULES) {
    if (!rule.pattern.test(result)) continue;
    rule.pattern.lastIndex = 0;
    result = result.replace(rule.pattern, (match: string, ...rest: unknown[]) => {
      const offset = rest[rest.length - 2] as number;
      const source = rest[rest.length - 1] as string;
      const expansion = typeof rule.expansion === 'string' ? rule.expansion : rule.expansion(context, match, source.slice(offset + match.length), source.slice(0, offset));
      if (!expansion) return match;
      abbreviations[match.trim()] = expansion.trim();
      if (rule.keep) {
        expansions.push(expansion);
        return match;
      }
      return expansion;
    });
  }
  return { text: result.replace(/\s+/g, ' ').trim(), abbreviations, expansions: [...new Set(expansions)] };
}
