/** Rows from the thirty-first session's team titles (dev-bn, dev-bo, dev-bp and earlier files), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('an impeller, rotor or stator named with its machine is a part of it', () => {
  expectFirstHs6InLanguages([
    // 8413.91, parts of pumps: not the centrifugal pump (8413.70) the name ends on.
    ['Impeller for centrifugal pump, cast stainless steel', 'en', '841391'],
    ['Bronze pump impeller, 8 vanes', 'en', '841391'],
    // 8503: parts of the electric motors of 8501.
    ['Rotor for three-phase induction motor, die-cast aluminium cage', 'en', '850300'],
    ['Stator for AC motor, copper winding', 'en', '850300'],
  ]);
});

describe('accessories the goods come with declare no parts', () => {
  expectFirstHs6InLanguages([
    // A cordless drill sold with its batteries, charger and bits is the drill (8467.21), not its parts (8467.92).
    ['20V cordless drill driver set with 2 batteries, charger, 30-piece accessories and bag', 'en', '846721'],
  ]);
});

describe('articles of iron or steel stated to be of another base metal are that metal\'s', () => {
  expectFirstHs6InLanguages([
    // 7319 is "of iron or steel" (chapter 73): aluminium crochet hooks are aluminium articles n.e.c.
    ['Aluminum crochet hooks set, 14 sizes 2mm-10mm', 'en', '761699'],
    // A zinc plating on steel screws leaves them steel's (7318).
    ['Self tapping screws, zinc plated steel, pan head, 500 pcs', 'en', '731814'],
  ]);
});

describe("a shop title's brand is read as written", () => {
  expectFirstHs6InLanguages([
    // "Milliard" is a brand, no slip for "billiard" (9504).
    ['Milliard Citric Acid 2 lb 100% Pure Food Grade', 'en', '291814'],
  ]);
});

describe('brassieres are 6212 whether or not knitted, and toys made for pets are no children\'s toys', () => {
  expectFirstHs6InLanguages([
    // Chapter 62 note 1 leaves knitted articles out "other than those of heading 62.12".
    ["Women's racerback sports bra, knit nylon spandex, medium support", 'en', '621210'],
    // A plush toy for dogs is a made-up textile article (6307.90), not a toy of 9503.
    ['Squeaky plush dog toys, 5 pack, stuffed animal chew toys for small dogs', 'en', '630790'],
    // A stuffed toy dog for children stays a toy.
    ['Plush toy dog for toddlers, 12 inch', 'en', '950300'],
  ]);
});

describe('metal in ingots or said unwrought is none of its heading\'s articles n.e.c.', () => {
  expectFirstHs6InLanguages([
    // Magnesium has a heading of its own (8104); unwrought at 99.8 % or more is 8104.11, not the articles of 8104.90.
    ['Magnesium ingots, unwrought, 99.9% Mg', 'en', '810411'],
    ['ZINC INGOTS; SPECIAL HIGH GRADE, NOT ALLOYED, ZN 99.995%', 'en', '790111'],
  ]);
});

describe('common goods the glossary lacked', () => {
  expectFirstHs6InLanguages([
    // A lamp shade alone is a part of a lamp (9405.99 when of fabric), not the lamp.
    ['Linen drum lamp shade, 12 inch', 'en', '940599'],
    // Solar path lights are photovoltaic luminaires for LEDs (9405.41).
    ['Solar garden path lights, 8 pack', 'en', '940541'],
    // Polymer clay is a modelling paste (3407); named as what cutters are for, the cutters stay the goods.
    ['Polymer clay starter kit, 24 colors', 'en', '340700'],
    ['Bình xịt muỗi côn trùng 600ml hương chanh', 'vi', '380891'],
    // A carrying case for a console is a container of 4202 (4202.92 of plastics or textiles outside), no toy.
    ['Hard shell carrying case for Nintendo Switch with 20 game card slots', 'en', '420292'],
  ]);
});

describe('a box named after the goods\' own noun again packs them', () => {
  expectFirstHs6InLanguages([
    ['Long Safety Matches 100pcs Fireplace Candle BBQ Camping Matches Box', 'en', '360500'],
  ]);
});
