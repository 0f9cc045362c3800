import { CHEMICALS } from './data/chemicals';
import { ELECTRICAL } from './data/electrical';
import { FOOD } from './data/food';
import { MACHINERY } from './data/machinery';
import { MATERIAL_GOODS } from './data/materials-goods';
import { METALS } from './data/metals';
import { TEXTILES } from './data/textiles';
import { VEHICLES_MISC } from './data/vehicles-misc';
import type { Concept } from './types';

/** Every concept, in nomenclature order (chapters 01–97). */
export const CONCEPTS: readonly Concept[] = [...FOOD, ...CHEMICALS, ...MATERIAL_GOODS, ...TEXTILES, ...METALS, ...MACHINERY, ...ELECTRICAL, ...VEHICLES_MISC];
