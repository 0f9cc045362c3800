/**
 * Shop titles whose heading was right and whose subheading was not: the split the subheadings make
 * (covering the ankle, the medium a player reads) is a fact the title states in its own words.
 * Each row's HS6 was decided from the schedule's texts and notes, not from the engine.
 */
import { askBundledEngine } from './test-engine';

const { firstHs6 } = askBundledEngine();

describe('boots cover the ankle (6402.91, 6403.91); a rubber sole does not make the upper leather', () => {
  it.each([
    ['Womens Chelsea Ankle Boots PU Leather Rubber Sole Side Zip', '640291'],
    ['Mens Genuine Leather Work Boots Lace Up Rubber Outsole', '640391'],
    ['Mens Leather Penny Loafers Rubber Sole Slip On', '640399'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('sound players split on the medium: record-decks (8519.30), discs, tapes and memory (8519.81), record players with their own loudspeaker (8519.89)', () => {
  it.each([
    ['Belt Drive Turntable with Phono Preamp and Moving Magnet Cartridge', '851930'],
    ['Vintage Suitcase Record Player with Built-in Stereo Speakers', '851989'],
    ['Portable CD Player Anti-Skip with Earphones', '851981'],
    ['Mini Voice Recorder Voice Activated 16GB Audio Recorder for Lectures', '851981'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('cases carried in the pocket or handbag and jewellery boxes, by their outer surface (4202.3x, 4202.9x)', () => {
  it.each([
    ['Minimalist RFID Card Holder Faux Leather Slim Front Pocket', '420232'],
    ['Galaxy S23 Flip Wallet Case with Card Slots, PU Leather Kickstand', '420232'],
    ['Two Tier PU Leather Jewelry Case with Mirror for Rings and Earrings', '420292'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
  it('reads a Japanese folio-type phone case as one', async () => {
    expect(await firstHs6('手帳型 スマホケース 合皮 カードポケット付き Galaxy', 'ja')).toBe('420232');
  });
});
