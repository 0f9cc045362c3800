/** Rows from the fifty-second session's team titles (dev-gq, dev-gr), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('British shop words: hoovers, jug kettles, wellies, dummies, crisps, flannels and throws (dev-gq)', () => {
  expectFirstHs6InLanguages([
    ['Upright Hoover 600W Bagless, UK Plug', 'en', '850811'],
    ['Cordless Jug Kettle 1.5L Brushed Steel, 2200W', 'en', '851679'],
    ['Bean to Cup Coffee Machine with Steam Wand, UK Plug', 'en', '851671'],
    ['Salon Hair Straighteners, Titanium Floating Plates, Heats to 230C', 'en', '851632'],
    ['Kids Wellies PVC, Steel Toe Cap, Moulded Sole', 'en', '640110'],
    ['Orthodontic Baby Soothers, Silicone-Free Natural Rubber Teat, Pack of 2', 'en', '401490'],
    ['Ready Salted Crisps 6 x 25g, Sliced Potatoes', 'en', '200520'],
    ['Face Cloths 100% Cotton Terry, Pack of 4', 'en', '630260'],
    ['Sofa Throw 100% Polyester, 150x200cm', 'en', '630140'],
    ['Men\u2019s Knitted Waistcoat 100% Merino Wool', 'en', '611011'],
    ['Kitchen Mixer Tap, Pull Out Spray, Brushed Nickel Brass', 'en', '848180'],
    ['Portable Gas BBQ 2 Burner, Steel, Propane', 'en', '732111'],
    ['Screwdriver Set 8 Piece, Pozi and Slotted, Hand Tools', 'en', '820540'],
    ['Wall Charger Plug 30W USB-C, UK 3-Pin', 'en', '850440'],
    ['Follow-On Milk Formula Powder 800g, From 6 Months', 'en', '190110'],
    ['Women\u2019s Slippers, Faux Suede Upper, Rubber Sole', 'en', '640419'],
    ['Highball Tumblers Set of 4, Soda-Lime Glass, No Stem', 'en', '701337'],
  ]);
});

describe('Vietnamese declarations of electronic parts, motors and machine parts, English names in parentheses (dev-gr)', () => {
  expectFirstHs6InLanguages([
    ['Triac 25A 800V dùng cho bộ điều khiển nhiệt, hàng mới 100%', 'vi', '854130'],
    ['Tụ điện màng CBB65 30uF 450VAC cho máy nén, hàng mới 100%', 'vi', '853225'],
    ['Chiết áp trượt 10kOhm cho bàn trộn âm thanh, hàng mới 100%', 'vi', '853340'],
    ['Điện trở xả 500W 20 Ohm vỏ nhôm, dùng cho biến tần, hàng mới 100%', 'vi', '853329'],
    ['IC khuếch đại thuật toán 4 kênh LM324, hàng mới 100%', 'vi', '854233'],
    ['Cầu chì sứ 10A 500V, hàng mới 100%', 'vi', '853610'],
    ['Áp tô mát 3 cực 63A 400V, hàng mới 100%', 'vi', '853620'],
    ['Máy biến áp ngâm dầu 3 pha 250kVA 22/0.4kV, hàng mới 100%', 'vi', '850421'],
    ['Dong co dien mot chieu 24VDC cong suat 1.5kW, hang moi 100%', 'vi', '850132'],
    ['Kim máy dệt kim tròn (latch needle), hàng mới 100%', 'vi', '844851'],
    ['Bơm bánh răng thủy lực 25cc/vòng, hàng mới 100%', 'vi', '841360'],
    ['Thân van bi bằng thép không gỉ, bộ phận của van, hàng mới 100%', 'vi', '848190'],
    ['Bầu kẹp dao BT30-ER25 cho máy phay CNC, hàng mới 100%', 'vi', '846610'],
    ['Ba đờ xốc sau bằng nhựa dùng cho xe ô tô con, hàng mới 100%', 'vi', '870810'],
    ['Cúc dập bằng đồng cho quần jean, hàng mới 100%', 'vi', '960610'],
    ['Khoen ô dê bằng thép mạ cho rèm cửa, hàng mới 100%', 'vi', '830810'],
    ['Dây thun dệt thoi khổ 3cm (trên 5% sợi đàn hồi), hàng mới 100%', 'vi', '580620'],
    ['Máy cắt vải đẩy tay 1100W dùng trong xưởng may, hàng mới 100%', 'vi', '845150'],
    ['Bộ phận của tủ: Chân tủ bằng thép, hàng mới 100%', 'vi', '940399'],
    ['Ghế xoay văn phòng có nâng hạ bằng piston, chân nhựa, không làm bằng gỗ, hàng mới 100%', 'vi', '940139'],
    ['Bao dệt PP đựng gạo 50kg, không phải loại bao jumbo, hàng mới 100%', 'vi', '630533'],
  ]);
});

describe('item masters name the noun first: read in English order where the glossary holds the name (dev-gt)', () => {
  expectFirstHs6InLanguages([
    ['SCREW SELF TAPPING DIN 7982 3.5X16 CSK PH ST ZN', 'en', '731814'],
    ['PIN SPLIT DIN 94 2.5X20 ST ZN', 'en', '731824'],
    ['BRG TAPER ROLLER 32208', 'en', '848220'],
    ['BRG SPHERICAL ROLLER 22215 EK', 'en', '848230'],
    ['VALVE CHECK SWING 2" BSP BRASS', 'en', '848130'],
    ['GEARBOX WORM RATIO 40:1 SIZE 63', 'en', '848340'],
    ['WRENCH IMPACT PNEUMATIC 3/4" DR', 'en', '846711'],
    ['ELECTRODE WELDING E7018 3.2X350MM', 'en', '831110'],
    ['CABLE COAX RG59 75 OHM PVC JACKET', 'en', '854420'],
    ['BATTERY ALKALINE AAA LR03 1.5V', 'en', '850610'],
    ['GLOVE EXAM NITRILE PF BLACK M 100/BX', 'en', '401512'],
    ['DETERGENT DISHWASHER POWDER 2KG BOX', 'en', '340250'],
    ['SOAP HAND LIQUID 1L REFILL', 'en', '340130'],
    ['BAG PE 600X900 50MU BLACK', 'en', '392321'],
    ['CUP PAPER COLD DRINK 12OZ', 'en', '482369'],
    ['NEEDLE HYPODERMIC 23G X 1" STERILE', 'en', '901832'],
    ['SHEET ACRYLIC PMMA OPAL 5MM 2050X3050', 'en', '392051'],
    ['OIL OLIVE EXTRA VIRGIN 1L TIN', 'en', '150920'],
    ['MILK CHOCOLATE BARS, SOLID, 45G', 'en', '180632'],
  ]);
});
