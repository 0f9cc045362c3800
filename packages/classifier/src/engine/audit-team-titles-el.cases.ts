/** Rows from the forty-fourth session's team titles (dev-el to dev-eo) and leftovers, reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('kitchenware of its material: measuring cups, borosilicate glass among the kitchen glassware', () => {
  expectFirstHs6InLanguages([
    ['Borosilicate glass measuring cup 1 L with spout', 'en', '701342'],
    ['Stainless steel measuring cups and spoons, 6 pieces', 'en', '732393'],
    ['Plastic measuring jug 500 ml', 'en', '392410'],
  ]);
});

describe('Vietnamese foods and medicaments by their shop names', () => {
  expectFirstHs6InLanguages([
    ['Mỡ lưng heo tươi 500g nấu tóp mỡ', 'vi', '020910'],
    ['Ốc hương tươi sống loại 1, 1kg', 'vi', '030791'],
    ['Bong bóng cá khô loại dày 200g', 'vi', '030572'],
    ['Sữa dâu uống liền hộp 180ml', 'vi', '220299'],
    ['Kem bôi da Hydrocortisone 1% tuýp 10g', 'vi', '300432'],
    ['Gà con 1 ngày tuổi giống gà ri, 50 con', 'vi', '010511'],
  ]);
});

describe('backpacks by their outer surface, school satchels beside briefcases', () => {
  expectFirstHs6InLanguages([
    ['Ba lô học sinh vải polyester chống thấm', 'vi', '420292'],
    ['ランドセル 牛革 女の子 A4対応', 'ja', '420211'],
  ]);
});

describe('a device named before 用 or before 交換用 / 교체용 is what the goods serve, not the goods', () => {
  expectFirstHs6InLanguages([
    ['ノートPC用 ACアダプター 45W', 'ja', '850440'],
    ['スマートフォン 交換用 内蔵バッテリー リチウムイオン 3000mAh', 'ja', '850760'],
    ['사무용 의자 바퀴 교체용 우레탄 캐스터 5개입', 'ko', '830220'],
  ]);
});

describe('power denied in Japanese and Korean is no power source, and 무 before 도금 is no radish', () => {
  expectFirstHs6InLanguages([
    ['手動コーヒーミル セラミック刃（電動式でない）', 'ja', '821000'],
    ['수동식 커피 그라인더, 전동기가 없는 제품', 'ko', '821000'],
    ['무도금 결속선 소둔 철선 1.2mm', 'ko', '721710'],
  ]);
});

describe('English shop titles: a brand\'s "Reverse Weave" is no woven cloth; treated bed nets, sandbags, artificial fruit', () => {
  expectFirstHs6InLanguages([
    ['Champion Reverse Weave Crewneck Sweatshirt 82% Cotton 18% Polyester', 'en', '611020'],
    ['Woven Polypropylene Sandbags Empty 50 Pack', 'en', '630533'],
    ['Permethrin Insecticide Mosquito Net Warp Knit Polyester', 'en', '630420'],
    ['X線CT装置 医療用 64列', 'ja', '902212'],
  ]);
});

describe('a Korean or Vietnamese shop title\'s opening tag names the shop or a gift, not the goods; a Korean name glued to a number counts', () => {
  expectFirstHs6InLanguages([
    ['[자전거공방] 자전거 체인 8단 116링크 교체용', 'ko', '731511'],
    ['[주방석공] 화강암 절구 절굿공이 세트', 'ko', '680293'],
    ['[Tặng xẻng] Chảo nhôm đúc chống dính 26cm', 'vi', '761510'],
    ['[코카콜라] 제로 250ml x 30캔 탄산음료', 'ko', '220210'],
  ]);
});

describe('hallmarks are materials, no model numbers; industrial names of paper, polymers and tape', () => {
  expectFirstHs6InLanguages([
    ['SV925 リング レディース シルバー', 'ja', '711311'],
    ['Semi-chemical fluting 112 gsm, reels', 'en', '480511'],
    ['PVAc dispersion 50% solids for wood glue', 'en', '390512'],
    ['BOPP packaging tape 48 mm x 100 m, clear', 'en', '391910'],
    ['ニットタイ メンズ ウール ナロー', 'ja', '611780'],
  ]);
});

describe('Korean foods and drinks by their shop names', () => {
  expectFirstHs6InLanguages([
    ['[삼양] 불닭볶음면 5입', 'ko', '190230'],
    ['[이나바] 고양이 츄르 닭고기맛 20개', 'ko', '230910'],
    ['[롬앤] 틴트 딸기향', 'ko', '330410'],
    ['[하이트] 논알코올 맥주 355ml 24캔', 'ko', '220291'],
  ]);
});

describe('a Vietnamese shop title names the device first, then the goods that fit it', () => {
  expectFirstHs6InLanguages([
    ['iPhone 14 ốp lưng silicon trong suốt chống sốc', 'vi', '392690'],
    ['Samsung Galaxy S23 bao da dạng ví da bò thật', 'vi', '420231'],
  ]);
});

describe('appliances and their parts by shop names: steam mops, toothbrush heads, evaporative coolers, radio remotes, magnetrons', () => {
  expectFirstHs6InLanguages([
    ['Steam Mop for Hardwood and Tile Floors, 1500W', 'en', '851679'],
    ['Electric Toothbrush Replacement Brush Heads Compatible with Oral-B, 8 Pack', 'en', '850990'],
    ['Evaporative Cooler 2100 CFM Swamp Cooler with Remote', 'en', '847960'],
    ['Garage Door Opener Remote 2-Button Compatible with Chamberlain', 'en', '852692'],
    ['전자레인지용 마그네트론 2M214 교체용', 'ko', '854071'],
    ['Black Diamond Storm 500 Headlamp, Rechargeable', 'en', '851310'],
  ]);
});

describe('textiles and foods by Japanese shop names', () => {
  expectFirstHs6InLanguages([
    ['キリム ラグ ウール 手織り 90×150cm', 'ja', '570210'],
    ['フェイクファー 生地 ロングパイル アクリル 50cm単位', 'ja', '600110'],
    ['【生体】カブトムシ 成虫 ペア', 'ja', '010649'],
    ['国産 砂肝 2kg 冷凍', 'ja', '020714'],
    ['熊本 馬刺し 赤身 300g', 'ja', '020500'],
  ]);
});
