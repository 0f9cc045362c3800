/** Rows from the fifty-fifth session's team titles (dev-hl, dev-hm, dev-hn, dev-ho), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Farm-store goods by their own subheadings: young poultry and pigs by kind, feeds by residue, veterinary medicaments by active principle, fencing, tanks and field machines by what they do (dev-hl)', () => {
  expectFirstHs6InLanguages([
    ['Day-old Pekin ducklings, straight run, box of 15', 'en', '010513'],
    ['Broad Breasted White turkey poults, day old, 6 count', 'en', '010512'],
    ['Feeder pigs, crossbred barrows about 45 lb, sold each', 'en', '010391'],
    ['Crushed oyster shell for laying hens, 25 lb bag', 'en', '050800'],
    ['Coarse cracked corn for chickens and deer, 40 lb', 'en', '110423'],
    ['Cottonseed meal 41% protein, 50 lb sack', 'en', '230610'],
    ['Wheat middlings pellets for cattle, 50 lb', 'en', '230230'],
    ['Oxytetracycline injectable 200 mg/mL for cattle, 100 mL', 'en', '300420'],
    ['Ivermectin pour-on dewormer for cattle, 1 L', 'en', '300490'],
    ['UAN-28 urea ammonium nitrate solution, bulk tote', 'en', '310280'],
    ['Carbaryl 5% garden insecticide dust, 1 lb shaker', 'en', '380891'],
    ['Polyethylene silage bag 9 ft x 200 ft', 'en', '392321'],
    ['Rubber horse stall mat 4 x 6 ft, 3/4 in thick', 'en', '401691'],
    ['Galvanized cattle panel 16 ft, 4 gauge welded wire', 'en', '731420'],
    ['Hinge joint woven wire field fence 330 ft roll, galvanized', 'en', '731441'],
    ['Galvanized steel stock tank 100 gallon, round', 'en', '731010'],
    ['Three-point hitch single bottom moldboard plow', 'en', '843210'],
    ['Rear-tine garden tiller with 196cc engine', 'en', '843229'],
    ['Pull-type ground driven manure spreader for ATV', 'en', '843241'],
    ['Tow-behind broadcast spreader, 100 lb capacity', 'en', '843242'],
    ['PTO small square hay baler, twine tie', 'en', '843340'],
    ['Automatic egg incubator for 24 chicken eggs with humidity control', 'en', '843621'],
    ['Floating stock tank de-icer 1500 W', 'en', '851610'],
    ['Elastrator castration band applicator for calves', 'en', '901890'],
  ]);
});

describe('Electronic components and instruments: magnets, ballasts, amplifier boards, signal generators, fume extractors, LCR meters, reels and borosilicate ware (dev-hm)', () => {
  expectFirstHs6InLanguages([
    ['NdFeB neodymium disc magnets 12 x 2 mm, 100 pcs', 'en', '850511'],
    ['Electronic ballast for two 32W T8 fluorescent lamps, 120V', 'en', '850410'],
    ['Class D stereo audio amplifier board 2 x 100W, 24V', 'en', '851840'],
    ['Function generator 20 MHz, 2 channels, arbitrary waveform', 'en', '854320'],
    ['Solder fume extractor with activated carbon filter, 45W', 'en', '842139'],
    ['Digital LCR meter for capacitance and inductance, handheld', 'en', '903089'],
    ['Empty 13 inch plastic SMD reels for carrier tape, 10 pcs', 'en', '392340'],
    ['Borosilicate glass 3.3 beaker 500 ml, graduated', 'en', '701720'],
  ]);
});

describe('Vietnamese garment materials: corduroy, rivets, buttons, goat leather, quilted fabric and metallic yarn (dev-hn)', () => {
  expectFirstHs6InLanguages([
    ['Vải nhung tăm 100% cotton 8 wale, khổ 145cm, hàng mới 100%', 'vi', '580122'],
    ['Đinh tán rỗng bằng đồng dùng cho quần jean, 10000 bộ/thùng', 'vi', '830820'],
    ['Nút nhựa polyester 2 lỗ size 16L, 2000 cái/túi', 'vi', '960621'],
    ['Da dê thuộc thành phẩm, đã nhuộm màu, dày 1.0mm', 'vi', '411310'],
    ['Vải chần bông 3 lớp mặt polyester, khổ 150cm', 'vi', '581100'],
    ['Sợi kim tuyến màu bạc dùng dệt nhãn, ống 250g', 'vi', '560500'],
  ]);
});

describe('Korean leisure titles: costume masks, sailboards, bicycle hubs, yarn and calligraphy ink (dev-ho)', () => {
  expectFirstHs6InLanguages([
    ['할로윈 좀비 라텍스 마스크 성인용 코스프레', 'ko', '950590'],
    ['윈드서핑 보드 세일보드 120L (세일 미포함)', 'ko', '950621'],
    ['시마노 자전거 뒷허브 36H 디스크용', 'ko', '871493'],
    ['아크릴 100% 털실 수세미 뜨개실 80g', 'ko', '551110'],
    ['서예용 먹물 250ml 붓글씨용', 'ko', '321590'],
  ]);
});
