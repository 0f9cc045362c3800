/** Rows from the fortieth session's team titles (dev-dn to dev-ds), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a battery is read by its chemistry: primary cells apart from accumulators, each chemistry its own line', () => {
  expectFirstHs6InLanguages([
    ['Zinc Carbon D Cell Batteries, 1.5V Non-Rechargeable, 8 Pack', 'en', '850610'],
    ['SR621SW Silver Oxide Button Cell Watch Battery 1.55V, 5 Pack', 'en', '850640'],
    ['Zinc Air Hearing Aid Batteries Size 13, 1.45V, 30 Count', 'en', '850660'],
    ['Replacement Ni-Cd Battery Pack 2.4V 700mAh for Cordless Phones', 'en', '850730'],
  ]);
});

describe('a clock wound by hand is not electrically operated, nor is a watch that needs no battery quartz', () => {
  expectFirstHs6InLanguages([
    ['Retro Wind-Up Twin Bell Alarm Clock, Metal Case, No Batteries Required', 'en', '910519'],
    ['Men\'s Self-Winding Automatic Wrist Watch, Steel Bracelet, No Battery Needed', 'en', '910221'],
  ]);
});

describe('a thermometer said liquid-filled reads directly (9025.11); one said not so is another', () => {
  expectFirstHs6InLanguages([
    ['Liquid-Filled Glass Candy Thermometer with Pot Clip, 100-400°F', 'en', '902511'],
    ['Digital thermometer, electronic, not liquid-filled, for clinical use', 'en', '902519'],
  ]);
});

describe('a garment said not knitted is woven, in Korean and Japanese', () => {
  expectFirstHs6InLanguages([
    ['품명: 여성용 드레스; 규격: 직조(편직 아님); 재질: 레이온 100%', 'ko', '620444'],
    ['レディース ブラウス 綿100% ニットではない', 'ja', '620630'],
  ]);
});

describe('an origin the declaration names is no goods: Hungarian honey is honey', () => {
  expectFirstHs6InLanguages([
    ['품명: 아카시아 벌꿀(천연, 무첨가); 규격: 1kg 병; 원산지: 헝가리', 'ko', '040900'],
  ]);
});

describe('fertiliser in a package of 10 kg or less is 3105.10, whatever its elements; a bar said unfilled is 1806.32', () => {
  expectFirstHs6InLanguages([
    ['NPK compound fertilizer 15-15-15, granules, 2 kg bag', 'en', '310510'],
    ['NPK compound fertilizer 16-16-16, 50 kg bags', 'en', '310520'],
    ['Phân bón NPK 20-20-15 dạng hạt, gói 1kg cho cây cảnh', 'vi', '310510'],
    ['Thanh socola sữa 80g không nhân', 'vi', '180632'],
    ['Milk chocolate bar with caramel filling 100g', 'en', '180631'],
  ]);
});

describe('a piece sold to replace a household appliance\'s own is the parts line; the appliance with its pieces is the appliance', () => {
  expectFirstHs6InLanguages([
    ['Rice cooker replacement inner pot 1.0L, non-stick coated', 'en', '851690'],
    ['Replacement foil and cutter heads for electric shaver, 3 pack', 'en', '851090'],
    ['Cối xay thủy tinh 2L thay thế cho máy xay sinh tố, gồm cối và cụm lưỡi dao, không kèm thân máy', 'vi', '850990'],
    ['電気シェーバー 替刃 交換用 網刃セット', 'ja', '851090'],
    ['Countertop blender 1000W with 1.5L glass jar and spare blade', 'en', '850940'],
  ]);
});

describe('starting batteries, hand air pumps, bearing units, plain coils and multimeters without a record, as declarations word them', () => {
  expectFirstHs6InLanguages([
    ['Ắc quy khô 12V 7Ah cho xe máy, axit chì kín khí, hàng mới 100%', 'vi', '850710'],
    ['バイク用バッテリー 12V 鉛 液入充電済', 'ja', '850710'],
    ['Bơm hơi tay cho xe đạp, có đồng hồ áp suất', 'vi', '841420'],
    ['Plummer block bearing unit UCP208, cast iron housing with insert ball bearing', 'en', '848320'],
    ['HR COIL SS400 4.0MM X 1250MM, NOT PICKLED, NO RELIEF PATTERNS', 'en', '720838'],
    ['Handheld digital multimeter 600V, no data logging', 'en', '903031'],
  ]);
});

describe('a narrow woven tape with 5 % or more elastane is 5806.20, none of the narrow fabrics n.e.c.', () => {
  expectFirstHs6InLanguages([
    ['Woven elastic webbing 30 mm, 75% polyester 25% elastane, 25 m rolls', 'en', '580620'],
  ]);
});
