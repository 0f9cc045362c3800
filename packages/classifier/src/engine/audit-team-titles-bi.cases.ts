/** Rows from the thirtieth session's team titles (dev-bi, dev-bj), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a fibre the carpet lines name is no other fibre', () => {
  expectFirstHs6InLanguages([
    // 5703.39 is "of man-made textile materials": a wool rug is 5703.10's, not of that family.
    ['Hand tufted wool rug 160x230 cm, living room', 'en', '570310'],
    // 5703.90 leaves out "man-made" by the bare word: a polypropylene rug is of man-made textile materials.
    ['Polypropylene tufted rug 120x170', 'en', '570339'],
  ]);
});

describe('a finish or a use named after other goods names none of them', () => {
  expectFirstHs6InLanguages([
    // "Stonewash" is a denim finish, no stone.
    ["Men's straight fit jeans, light stonewash", 'en', '620342'],
    // Sugar confectionery containing cocoa is chocolate's (chapter 17 note 1(b)).
    ['Milk chocolate candy bars, 12 count', 'en', '180632'],
    // Coffee pods hold roasted ground coffee; a toasted oat cereal is a prepared cereal, no oats.
    ['Medium roast coffee pods compatible with Keurig, 24 count', 'en', '090121'],
    ['Toasted whole grain oat cereal, 14 oz box', 'en', '190410'],
  ]);
});

describe('a fact the subheadings split on, stated, decides between them', () => {
  expectFirstHs6InLanguages([
    // 9030.39 leaves out multimeters; 9030.31 is theirs "without a recording device".
    ['Digital multimeter, handheld, AC/DC voltage, current and resistance', 'en', '903031'],
    // Lead-acid batteries for starting piston engines (car batteries) are 8507.10, the others 8507.20.
    ['Lead-acid car battery 12V 70Ah, for starting petrol engines', 'en', '850710'],
    // Fork-lift trucks by their motor: an engine's are 8427.20, an electric motor's 8427.10.
    ['Fork-lift truck, LPG engine, 2.5 t capacity', 'en', '842720'],
    ['Electric fork-lift truck, battery powered, 1.5 t', 'en', '842710'],
    // A frozen juice is no juice "not frozen" (2009.12): its one-dash sibling 2009.11 goes first.
    ['Frozen concentrated orange juice, unfermented, 4 kg cans', 'en', '200911'],
    // 8415.10's split systems are now worded "fixed to a window, wall, ceiling or floor".
    ['Split-system air conditioner, wall-mounted indoor unit, 12000 BTU', 'en', '841510'],
  ]);
});

describe('a Korean declaration names its goods after the use it opens with', () => {
  expectFirstHs6InLanguages([
    // "가정용" (household) says which washing machines, as a use after the name does: the reader's 8450 holds.
    ['가정용 세탁기; 드럼식, 용량 9kg', 'ko', '845011'],
    // 명태 is Alaska pollack, with subheadings of its own (0303.67 frozen), no pelagic fish of another name.
    ['명태; 냉동, 통마리', 'ko', '030367'],
    ['Frozen Alaska pollock, whole round', 'en', '030367'],
  ]);
});

describe('electronic components and part-list shorthand', () => {
  expectFirstHs6InLanguages([
    // Power MOSFETs and IGBTs are transistors other than those under 1 W (8541.29); LEDs have 8541.41 since HS 2022.
    ['Power MOSFET, N-channel, 60 V, 30 A, TO-220 package', 'en', '854129'],
    ['SMD LED 5050 white, 0.2 W', 'en', '854141'],
    // MLCC: multilayer ceramic capacitors (8532.24).
    ['MLCC 0603 10uF 25V X5R', 'en', '853224'],
    // GSKT is a gasket: of cellular rubber (sponge), 4016.10.
    ['GSKT EPDM SPONGE FOR CABINET DOOR', 'en', '401610'],
  ]);
});

describe('a retail pack of glue and an abrasive not said to be diamond', () => {
  expectFirstHs6InLanguages([
    // Glues put up for retail sale as glues, 1 kg net or less, are 3506.10 whatever they are based on; drums and pails are not.
    ['Wood glue, 8 oz bottle, interior', 'en', '350610'],
    ['Brush-on nail glue 7g', 'en', '350610'],
    ['Epoxy adhesive, two component, 2 x 25 ml syringes', 'en', '350610'],
    // Polyvinyl acetate is a polymer of heading 3905: in pails it is an adhesive based on polymers of 3901 to 3913 (3506.91).
    ['Polyvinyl acetate wood glue in 20 kg pails, not for retail sale', 'en', '350691'],
    // 6804.21 is of agglomerated diamond only: an alumina wheel or a cut-off disc is 6804.22, a whetstone 6804.30.
    ['Grinding wheel, vitrified alumina, 200 mm, without framework', 'en', '680422'],
    ['Diamond cutting disc 125 mm for granite', 'en', '680421'],
    ['Whetstone knife sharpening stone 1000/6000 grit', 'en', '680430'],
  ]);
});

describe('parcel names and Korean rulings sentences', () => {
  expectFirstHs6InLanguages([
    // A quartz watch not said to be digital has hands (9102.11's mechanical display).
    ['Quartz wrist watch, stainless steel case', 'en', '910211'],
    // A tea infuser is a kitchen article, no tea; a wine stopper a stopper, no wine.
    ['Tea Infuser', 'en', '732393'],
    ['Wine Stopper', 'en', '830990'],
    // A one-syllable Korean name takes "로서" and "으로" after it ("꿀로서": as honey).
    ['본 물품은 천연 꿀로서 다른 물질을 첨가하지 않았다', 'ko', '040900'],
  ]);
});

describe('Korean industrial names', () => {
  expectFirstHs6InLanguages([
    // 열간압연 and 냉간압연 spell out 열연 and 냉연: hot- and cold-rolled flat products (7208 against 7209).
    ['냉간압연 강판(비합금강, 코일, 폭 1,250mm, 두께 0.8mm)', 'ko', '720917'],
    // A fork-lift's forks are parts of its truck (8431.20), no table forks.
    ['지게차용 포크', 'ko', '843120'],
  ]);
});

describe('a fabric named by one natural fibre and no share is of 85 % or more of it', () => {
  expectFirstHs6InLanguages([
    ['Linen fabric, woven, dyed, 150 cm wide', 'en', '530919'],
  ]);
});

describe('worked stone goes by its stone', () => {
  expectFirstHs6InLanguages([
    // 6802.91 is marble's, 6802.93 granite's; 6802.99 leaves both out.
    ['Natural marble coasters, set of 4, with holder', 'en', '680291'],
    ['Granite mortar and pestle', 'en', '680293'],
  ]);
});
