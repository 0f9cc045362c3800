/**
 * Goods the glossary lacked or filed under the wrong heading, so that the right subheading was
 * nowhere among the candidates: swimming aids, emergency lights, petri dishes, skin analysers,
 * tape rewinders, cyclones, Korean all-purpose shoes. Each row's HS6 was decided from the
 * schedule's texts and notes, not from the engine.
 */
import { askBundledEngine } from './test-engine';
import { readDescription } from '../read';

const { firstHs6, firstFive } = askBundledEngine();

describe('swimming aids are water-sport equipment (9506.29), not toys or springs', () => {
  it.each([
    ['Swim ring for kids 60 cm, striped', '950629'],
    ['Toddler armbands pair, orange', '950629'],
    ['Baby float with sun canopy', '950629'],
    ['EVA foam kickboard for swimming lessons', '950629'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
  it('Korean: 어린이 수영 킥판', async () => {
    expect(await firstHs6('어린이 수영 킥판', 'ko')).toBe('950629');
  });
});

describe('lamps working on their own battery, and other goods the glossary had under another heading', () => {
  it.each([
    ['Rechargeable emergency lamp with 30 LEDs', '851310'],
    ['Sterile petri dishes 90 mm, pack of 500', '392690'],
    ['Portable skin analyser for beauty salons', '903149'],
    ['VHS tape rewinder, battery operated', '852290'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
  it('Korean: 충전식 비상조명등', async () => {
    expect(await firstHs6('충전식 비상조명등', 'ko')).toBe('851310');
  });
  it('a glass petri dish stays laboratory glassware', async () => {
    expect((await firstHs6('Borosilicate glass petri dish 100 mm'))?.slice(0, 4)).toBe('7017');
  });
});

describe('a bare cyclone is a separator of heading 8421', () => {
  it('a cyclone for mineral slurry is among the first five as 8421.29', async () => {
    expect(await firstFive('Cyclone for mineral slurry classification, 250 mm')).toContain('842129');
  });
});

describe('Korean all-purpose shoes (만능화) are shoes', () => {
  it('reads 만능화 as shoes', () => {
    const n = readDescription({ description: '여성용 만능화', language: 'ko', market: 'US' });
    expect(n.product_type).toBe('shoes');
    expect(n.hs_headings.some((h) => h.startsWith('64'))).toBe(true);
  });
});

describe('photographic minilabs and film processors are apparatus for photographic laboratories (9010.10)', () => {
  it.each([
    ['Digital photo minilab for a print shop', 'en', '901010'],
    ['사진관용 인화기', 'ko', '901010'],
    ['엑스레이 필름 자동현상기', 'ko', '901010'],
  ] as const)('%s → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
  it('an ink photo printer stays a printer of 8443', async () => {
    expect((await firstHs6('Compact photo printer for smartphones'))?.slice(0, 4)).toBe('8443');
  });
});

describe('blood collection sets are needles and the like (9018.39)', () => {
  it.each([
    ['Winged blood collection set 23G with 30 cm tubing', 'en'],
    ['일회용 채혈세트 21G', 'ko'],
  ] as const)('%s', async (description, language) => {
    expect(await firstHs6(description, language)).toBe('901839');
  });
});

describe('resolvers, paper converting machines and multicore cables by their own subheadings', () => {
  it.each([
    ['Brushless resolver for servo motor feedback', 'en', '850131'],
    ['Automatic napkin folding machine', 'en', '844180'],
    ['물티슈 제조기 1식', 'ko', '844180'],
    ['Shielded multicore cable 4 x 0.75 mm2, 300/500 V', 'en', '854449'],
  ] as const)('%s → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});

describe('line and noise filters are inductors (8504.50); walk-on water balls water-sport equipment (9506.29)', () => {
  it.each([
    ['Single-phase EMI filter 20 A, chassis mount', 'en', '850450'],
    ['인버터용 노이즈필터', 'ko', '850450'],
    ['Giant water walking ball for pools, PVC 0.8 mm', 'en', '950629'],
  ] as const)('%s → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});

describe('footwear with provision for spikes or cleats, and cycling shoes, are sports footwear (chapter 64 subheading note 1)', () => {
  it.each([
    ['Mens waterproof golf shoes', 'en', '640219'],
    ['Leather golf shoes with spikes', 'en', '640319'],
    ['Road cycling shoes carbon sole', 'en', '640219'],
    ['남성 골프화 265mm', 'ko', '640219'],
  ] as const)('%s → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});

describe('chargers for electric vehicles are static converters (8504.40), the portable in-cable control box too', () => {
  it.each([
    ['7 kW wallbox charger for electric cars', 'en', '850440'],
    ['Portable EV charger with in-cable control box, type 2 plug', 'en', '850440'],
    ['전기차 완속충전기 7kW', 'ko', '850440'],
  ] as const)('%s → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});

describe('satellite navigators are radio navigational aid apparatus (8526.91); radar keeps 8526.10', () => {
  it.each([
    ['Portable GPS navigator 7 inch for trucks', 'en', '852691'],
    ['차량용 내비게이션 8인치', 'ko', '852691'],
    ['Marine radar 24 nm', 'en', '852610'],
  ] as const)('%s → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});

describe('diols other than the two glycols are other diols (2905.39)', () => {
  it.each([
    ['Propanediol, bio-based, 200 kg drum', 'en', '290539'],
    ['1,4-Butanediol 99.5%', 'en', '290539'],
    ['Neopentyl glycol flakes 25 kg bag', 'en', '290539'],
    ['propylene glycol USP', 'en', '290532'],
  ] as const)('%s → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});

describe('detectors of ionising radiation have their own subheading (9030.10), a wire or drift chamber too', () => {
  it.each([
    ['Drift chamber for particle tracking', 'en', '903010'],
    ['Ionization chamber for radiotherapy dosimetry', 'en', '903010'],
    ['휴대용 섬광검출기', 'ko', '903010'],
  ] as const)('%s → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});

describe('articles of furskin other than apparel are 4303.90, not the skins of 4301-4302', () => {
  it.each([
    ['Articles of furskin: rabbit fur blanket', 'en', '430390'],
    ['Mink fur coat', 'en', '430310'],
  ] as const)('%s → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});
