import { escapeRegExp } from '../glossary';

/**
 * Makers' and product lines' names that are ordinary words for other goods: at the start of a shop title they name
 * who made the goods, not what they are ("Domino … Granulated Sugar" is sugar, no dominoes; "Planters Dry Roasted
 * Peanuts" are peanuts, no flower pots). The team curates it from the brands marketplaces list most, leaving out
 * those that open goods' own names as often ("Apple Cider Vinegar", "Bicycle Bell", "Coach Whistle"); a brand here
 * is read so only when the title names goods after it.
 */
const BRANDS_NAMING_OTHER_GOODS = [
  'Domino', 'Planters', 'Chicken of the Sea', 'Blue Bell', 'Dove', 'Kiwi', 'Trojan', 'Champion', 'Fender', 'Caterpillar',
  'Puma', 'Jaguar', 'Mustang', 'Tide', 'Camel', 'Penguin', 'Corona', 'Firestone', 'Butterball', 'Philadelphia', 'Turtle Wax',
  'Husky', 'boAt', 'Coats & Clark', 'Bounty', 'Anchor Hocking', 'Blackberry', 'Yeti', 'Crocs', 'Converse', 'Timberland', 'Lacoste', 'Cricut',
  'Polaroid', 'Sharpie', 'Hanes', 'Fruit of the Loom', 'Old Navy', 'Banana Republic', 'Red Bull', 'Blue Diamond',
  'Land O Lakes', 'Green Giant', 'Black Diamond', 'Sun-Maid', 'Ocean Spray', 'Canada Dry', 'Irish Spring', 'Old Spice', 'Pampers', 'Huggies', 'Paper Mate',
];

const BRAND_AT_START = new RegExp(String.raw`^\s*(?:${[...BRANDS_NAMING_OTHER_GOODS].sort((a, b) => b.length - a.length).map((brand) => escapeRegExp(brand).replace(/ /g, '\\s+')).join('|')})(?=\s+[A-Z0-9])`);

/**
 * The text without the known brand opening it, where the goods the reader named are not called by it ("Fender … Acoustic
 * Guitar" meets no fenders of 8708 in the schedule or the cases; a "Fender Flare Kit" keeps its name).
 */
export function withoutBrand(text: string, productType: string | null): string {
  const brand = brandAtStart(text);
  if (!brand || productType?.toLowerCase().includes(text.slice(brand.start, brand.end).trim().toLowerCase())) return text;
  return text.slice(brand.end);
}

/** The span of a known brand opening the title, written as brands are (capitalised, a capitalised word or a number after it). */
export function brandAtStart(text: string): { start: number; end: number } | null {
  const match = BRAND_AT_START.exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}
