import type { Construction, FoodState, Gender, Lang } from '../types';

/** Facts whose absence leaves a concept's heading or subheading open (see read/missing.ts). */
export type Fact = 'material' | 'construction' | 'gender' | 'state' | 'use' | 'power_source' | 'upper_material' | 'sole_material' | 'petroleum';

/**
 * Broad product families. The reader's `category` takes these values; `missing` rules key on them.
 */
export type Category =
  | 'animals' | 'food' | 'beverages' | 'plants' | 'minerals' | 'chemicals' | 'cosmetics'
  | 'plastics' | 'rubber' | 'leather_goods' | 'wood' | 'paper' | 'textiles' | 'apparel'
  | 'footwear' | 'headgear' | 'stone_ceramic_glass' | 'jewellery' | 'metals' | 'tools'
  | 'machinery' | 'electronics' | 'vehicles_parts' | 'instruments' | 'furniture' | 'toys'
  | 'sports' | 'other';

export interface ConceptAttributes {
  /** Inherent to the product (a t-shirt is knitted, jeans are woven). */
  construction?: Exclude<Construction, null>;
  state?: Exclude<FoodState, null>;
  electrical?: boolean;
  power_source?: 'electric' | 'battery' | 'manual' | 'engine';
  gender?: Exclude<Gender, null>;
  /** Separating facts beyond the category's defaults. */
  needs?: Fact[];
  /** Parts, modules, components: the heading follows what they are used in. */
  generic?: boolean;
  /**
   * Names the goods wherever it stands in a title: a trading-card maker or series ("1975 Topps
   * Football #524 Cliff Branch") is the card, the other goods named are what it shows.
   */
  names_goods?: boolean;
  /**
   * The format of a work (a book, a record, a disc, a tape): goods named before it in a shop title
   * are the work's title or subject ("Master of Puppets LP", "Puzzle book"), not the goods sold.
   */
  work_format?: boolean;
  /**
   * What the goods' name implies that national lines split on, as the lines word it: a music CD is
   * "sound only" (8523.49.30), a trading card printed "by a lithographic process" (4911.99.60), a
   * book of "49 or more pages" unless said otherwise (4901.99.00.93).
   */
  national_phrase?: string;
  /** The goods' heading is new in HS 2022 (8806 drones, 8485 3D printers): older cases hold them elsewhere. */
  heading_since_2022?: boolean;
  /** A mixture of goods its heading's subheadings name one by one ("Frozen Mixed Vegetables … Peas Carrots Sweet Corn"): those it names are its ingredients, they name no sibling of its subheading. */
  mixture?: boolean;
  /** A catch-all ('clothing', 'machine'): any more specific concept in the text wins the head. */
  broad?: boolean;
  /** Heading of this product's parts ('engine' → 8409), used for 'parts for …' descriptions. */
  parts_heading?: string;
  /**
   * Words that say what the goods themselves are, beside their name (a monitor is a "display", a
   * "screen"; a multiport hub is its own "card reader"; an AC compressor's "air conditioner" is the
   * goods it is made for): they name no sibling of the goods' default (8528.72's televisions
   * "incorporating a video display or screen", 8471.90's "readers", 8414.80's compressors "for air").
   */
  own_words?: string[];
  /** Material words inside the term that are not its material ('iron' in 'steam iron'). */
  not_material?: string[];
  /**
   * Goods the nomenclature files as articles of their material, whatever they do or show (keychains,
   * coasters, figurines): stated to be of a material none of the concept's headings takes, they go to
   * that material's catch-all heading first (a leather keychain is 4205, a brass trinket dish 7419).
   */
  by_material?: boolean;
}

export interface Concept {
  id: string;
  en: string[]; // the first is canonical
  vi: string[];
  ja: string[];
  ko: string[];
  /**
   * The English term naming the very goods a Vietnamese, Japanese or Korean term names, where it
   * is narrower than the canonical one ("축구공" is a soccer ball, not any ball): one of `en`.
   */
  english_for?: Record<string, string>;
  headings: string[]; // HS 4-digit, best first
  /**
   * The subheading the goods fall in when the description says nothing more (a laptop is a
   * portable machine of 8471.30): a soft preference, which the schedule's words and the read
   * facts can still override ("cordless phone" meets 8517.11 by its text).
   */
  default_subheading?: string;
  /** Defaults under the concept's other headings, where its goods are split by wearer (men's jeans 6203.42, women's 6204.62). */
  other_defaults?: string[];
  category: Category;
  attributes?: ConceptAttributes;
}

export interface GlossaryMatch {
  concept: Concept;
  lang: Lang;
  term: string; // the glossary term that matched
  text: string; // the text it matched, as written
  start: number; // offsets in the text given to lookupGlossary
  end: number;
  /** Vietnamese matched only after dropping tone marks. */
  folded: boolean;
}
