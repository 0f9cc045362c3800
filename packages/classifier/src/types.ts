/** Shapes of the classifier engine. Pure data: no database, no HTTP, no queue. */

export type Lang = 'en' | 'vi' | 'ja' | 'ko';
export type Market = 'US' | 'EU' | 'VN';

/** What a caller sends (the classify request's fields, plus answers to questions on a rerun). */
export interface ClassifyInput {
  description: string;
  material?: string | null;
  use?: string | null;
  composition?: string | null;
  origin?: string | null;
  notes?: string | null;
  market: Market;
  /** Answer language (explanations, questions); the description itself may be in any of the four. */
  language: Lang;
  answers?: Array<{ question_id: string; value: string }>;
}

export interface Material {
  name: string; // English canonical: 'cotton', 'polyester', 'stainless steel', 'leather' …
  group: string; // 'textile_vegetable' | 'textile_synthetic' | 'textile_animal' | 'metal_ferrous' | 'metal_nonferrous' | 'plastic' | 'rubber' | 'leather' | 'wood' | 'paper' | 'glass' | 'ceramic' | 'stone' | 'food' | 'chemical' | 'other'
  percent: number | null;
}

export type Construction = 'knitted' | 'woven' | 'nonwoven' | null;
export type Gender = 'men' | 'women' | 'boys' | 'girls' | 'unisex' | 'babies' | null;
export type FoodState = 'live' | 'fresh' | 'chilled' | 'frozen' | 'dried' | 'salted' | 'smoked' | 'cooked' | 'prepared' | 'preserved' | null;

/** Stage 1: how the description was read (the lookup's `normalized` field). */
export interface Normalized {
  raw_description: string;
  clean_description: string;
  /** English text the retrieval searches with: the cleaned description, translated terms and expanded abbreviations. */
  search_text: string;
  language: Lang; // detected language of the description (the main one when mixed)
  languages: Lang[]; // every language seen (mixed text)
  category: string | null; // broad product family: 'apparel', 'footwear', 'electronics', 'machinery', 'food', 'chemicals', 'furniture', 'toys', 'vehicles_parts', 'plastics', 'metals', 'other'
  materials: Material[];
  material_groups: string[];
  construction: Construction;
  gender: Gender;
  state: FoodState;
  electrical: boolean | null; // null when nothing says
  power_source: 'electric' | 'battery' | 'manual' | 'engine' | null;
  /** Whether an oil or lubricant contains petroleum oils (2710, 3403, 3811), from the description and the fields; null when nothing says. */
  petroleum: 'petroleum' | 'not_petroleum' | null;
  product_type: string | null; // English head noun phrase: 't-shirt', 'laptop computer', 'kitchen knife'
  function: string | null; // what it is for, when said ('for cutting', 'for storing data')
  search_terms: string[]; // English terms, most important first
  hs_headings: string[]; // likely 4-digit headings from the glossary and the product type, best first
  abbreviations: Record<string, string>; // expanded: {'SS': 'stainless steel', 'w/': 'with'}
  translation: { from: Lang; terms: Array<{ source: string; english: string }> } | null;
  extra: { material: string | null; use: string | null; composition: string | null; origin: string | null; notes: string | null };
  missing: string[]; // facts a classifier would need and the text leaves open: 'material', 'construction', 'gender', 'state', 'use', 'power_source'
  flags: string[];
  extraction: { method: 'rules' | 'llm' };
}
