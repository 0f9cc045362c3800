/**
 * Shop titles of the sixth e-commerce round. Each row's HS6 decided from the schedule's texts and notes; the wording is our own.
 */
import { askBundledEngine } from './test-engine';

const { firstHs6 } = askBundledEngine();

describe('a screw, nut, washer or spring sold for a named wind instrument is a part of it (9209.99)', () => {
  it.each([
    ['Tenor saxophone octave key spring, blued steel', '920999'],
    ['Felt washers for tuba valves, set of 3', '920999'],
    ['Euphonium water key cork', '920999'],
    ['Cornet 1st slide stop screw, nickel', '920999'],
    ['Trumpet, silver plated, with case', '920510'],
    ['Stainless steel lock nut M8', '731816'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe("a laptop's own touchpad is a part of the laptop (8473.30); a touchpad of its own is an input unit (8471.60)", () => {
  it.each([
    ['Laptop touchpad replacement', 'en', '847330'],
    ['Notebook trackpad module with flex cable', 'en', '847330'],
    ['노트북 터치패드 교체용', 'ko', '847330'],
    ['Touchpad laptop thay thế', 'vi', '847330'],
    ['Wireless touchpad for PC', 'en', '847160'],
  ] as const)('%s (%s) → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});

describe('a tow bar or trailer hitch is an accessory of the motor vehicle (8708.99), not the vehicle, a trailer or a ball', () => {
  it.each([
    ['Tow bar for car', 'en', '870899'],
    ['Towbar with detachable ball', 'en', '870899'],
    ['Trailer hitch receiver', 'en', '870899'],
    ['견인바 자동차용', 'ko', '870899'],
    ['Móc kéo rơ moóc cho ô tô', 'vi', '870899'],
    ['ヒッチメンバー 乗用車用', 'ja', '870899'],
    ['Tow truck', 'en', '870590'],
  ] as const)('%s (%s) → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});
