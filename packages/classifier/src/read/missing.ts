/**
 * Facts a classifier would still need: what separates the candidate headings for this kind of product
 * and the text leaves open (apparel: material, construction, gender; raw food: state; footwear: upper and sole …).
 */
import type { Category, Concept, Fact } from '../glossary';
import type { Construction, FoodState, Gender, Material } from '../types';
import type { PetroleumContent } from './petroleum';

const CATEGORY_FACTS: Partial<Record<Category, Fact[]>> = {
  apparel: ['material', 'construction', 'gender'],
  textiles: ['material', 'construction'],
  footwear: ['upper_material', 'sole_material'],
  headgear: ['material'],
  leather_goods: ['material'],
  furniture: ['material'],
  jewellery: ['material'],
};

/** Chapters organised by material: a concept spread over two of them needs its material. */
const MATERIAL_CHAPTERS = new Set(['39', '40', '41', '42', '44', '46', '48', '56', '63', '68', '69', '70', '71', '73', '74', '75', '76', '78', '79', '80', '81', '82', '83']);
/** Fresh, chilled, frozen, dried: the chapters where state picks the heading. */
const STATE_CHAPTERS = new Set(['02', '03', '07', '08']);
const NEEDS_USE: Category[] = ['electronics', 'machinery', 'vehicles_parts', 'instruments'];
const UPPER_GROUPS = /^(?:leather|textile)/;

/** Rubber or plastic named and nothing else: the usual reading is the whole shoe (heading 6401/6402). */
const rubberOrPlasticThroughout = (materials: Material[]) => materials.length > 0 && materials.every((material) => material.group === 'rubber' || material.group === 'plastic');

export interface MissingInput {
  category: Category | null;
  concept: Concept | null;
  partsOf: Concept | null;
  materials: Material[];
  construction: Construction;
  gender: Gender;
  state: FoodState;
  use: string | null;
  power: string | null;
  footwear: { upper: boolean; sole: boolean };
  petroleum: PetroleumContent;
}

function neededFacts(input: MissingInput): Fact[] {
  const { concept, category } = input;
  if (input.partsOf) return [];
  if (!concept) return category ? [...(CATEGORY_FACTS[category] ?? []), 'material'] : [];
  const needs = new Set<Fact>(concept.attributes?.needs ?? CATEGORY_FACTS[concept.category] ?? []);
  const chapters = new Set(concept.headings.map((heading) => heading.slice(0, 2)));
  if (!concept.attributes?.needs && [...chapters].filter((chapter) => MATERIAL_CHAPTERS.has(chapter)).length >= 2) needs.add('material');
  if (STATE_CHAPTERS.has(concept.headings[0].slice(0, 2)) && !concept.attributes?.state) needs.add('state');
  if (concept.attributes?.generic && NEEDS_USE.includes(concept.category)) needs.add('use');
  if (concept.attributes?.generic && concept.category === 'plastics') needs.add('use');
  return [...needs];
}

function known(fact: Fact, input: MissingInput): boolean {
  switch (fact) {
    case 'material': return input.materials.length > 0;
    case 'construction': return input.construction !== null;
    case 'gender': return input.gender !== null;
    case 'state': return input.state !== null;
    case 'use': return input.use !== null;
    case 'power_source': return input.power !== null;
    case 'upper_material': return input.footwear.upper || input.materials.some((material) => UPPER_GROUPS.test(material.group) || material.name === 'synthetic leather') || rubberOrPlasticThroughout(input.materials);
    case 'sole_material': return input.footwear.sole || rubberOrPlasticThroughout(input.materials);
    case 'petroleum': return input.petroleum !== null;
  }
}

export function missingFacts(input: MissingInput): string[] {
  const missing: string[] = neededFacts(input).filter((fact) => !known(fact, input));
  if (!input.concept && !input.partsOf) {
    missing.push('product_type');
    if (!input.materials.length && !missing.includes('material')) missing.push('material');
    if (input.category && NEEDS_USE.includes(input.category) && input.use === null) missing.push('use');
  }
  return missing;
}
