/**
 * Shop titles whose goods the reader took for another word of the title: found in the team's titles
 * (`eval/dev-titles`). Each row is written here in its own words; its HS6 was decided from the
 * schedule's texts and notes.
 */
import { askBundledEngine } from './test-engine';

const { firstHs6 } = askBundledEngine();

describe('hand tools of 8201 by their own subheadings', () => {
  it.each([
    ['Felling Axe 28 inch Forged Steel Head Hickory Handle', '820140'],
    ['Camping Hatchet with Nylon Sheath', '820140'],
    ['18 inch Machete with Sawback Blade', '820140'],
    ['Stirrup Hoe for Weeding with Long Handle', '820130'],
    ['Leaf Rake 24 Tines Adjustable', '820130'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('forged steel or fiberglass named beside tools is what they are made of', () => {
  it.each([
    ['Claw Hammer 20 oz Forged Steel Fiberglass Handle', '820520'],
    ['Forged Steel Claw Hammer 16 oz', '820520'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('a plain desk or chair named right before other goods says where they are used', () => {
  it.each([
    ['Office Desk Stapler Refills Standard Staples 5000 Count', '830520'],
    ['Oscillating Desk Fan 6 inch Quiet', '841451'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('the goods named again by a word of their own name are no article for them', () => {
  it('Cajon Box Drum … Percussion Box → 920600', async () => {
    expect(await firstHs6('Cajon Box Drum Birch Wood Percussion Box with Snare Wires')).toBe('920600');
  });
});

describe('staples are 8305.20, clips 8305.90, staplers 8472.90', () => {
  it.each([
    ['Binder Clips Assorted Sizes 60 Pcs', '830590'],
    ['Heavy Duty Stapler 100 Sheet Capacity', '847290'],
    ['Staple Remover Jaw Style Black', '847290'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('goods named by a term of the trade', () => {
  it.each([
    ['Pop Rivet Gun with 100 Rivets and 4 Nosepieces', '820559'],
    ['Hand Riveter Heavy Duty', '820559'],
    ['TV Wall Mount Full Motion for 32-65 inch TVs', '830250'],
    ['Dual Monitor Arm Desk Mount for 13-32 inch Screens', '830250'],
    ['Caulking Gun Dripless 10:1 Thrust', '820559'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});
