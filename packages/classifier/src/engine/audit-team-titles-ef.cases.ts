/** Rows from the forty-third session's team titles (dev-ef to dev-eh) and leftovers, reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a maker named after an appliance is the appliance again, and an electric whisk is a food mixer', () => {
  expectFirstHs6InLanguages([
    ['Rechargeable Milk Frother Handheld Electric Whisk Foam Maker for Cappuccino', 'en', '850940'],
    ['Electric Whisk 5 Speed Stainless Steel Beaters', 'en', '850940'],
    ['Balloon Whisk Stainless Steel 12 inch', 'en', '821599'],
  ]);
});

describe('English denies a word before it ("no", "non", "without") or with "free" after it', () => {
  expectFirstHs6InLanguages([
    ['Sugar Free Chewing Gum Mint 50 pieces', 'en', '210690'],
  ]);
});

describe('machines and their parts by the names importers give them', () => {
  expectFirstHs6InLanguages([
    ['Single-phase capacitor start motor 0.75 kW 220 V', 'en', '850140'],
    ['Helical gear reducer 15:1 for conveyor drive', 'en', '848340'],
    ['Meat mincer No. 10, tinned cast iron, hand crank', 'en', '821000'],
  ]);
});

describe('Korean and Vietnamese garments: a knit pattern is no knit, mesh is textile, hosiery and bamboo viscose by their names', () => {
  expectFirstHs6InLanguages([
    ['[우븐] 니트 패턴 프린트 블라우스 여성 면 100%', 'ko', '620630'],
    ['남성 운동화 메쉬 갑피 고무 밑창', 'ko', '640411'],
    ['사무용 회전의자 (높이조절식, 메쉬 등받이, 금속 프레임)', 'ko', '940139'],
    ['Vớ đùi nữ nylon siêu mỏng 20D', 'vi', '611530'],
    ['Khăn tắm sợi tre mềm mịn 70x140', 'vi', '630293'],
    ['Váy body nữ thun gân cotton 95% spandex 5%', 'vi', '610442'],
  ]);
});

describe('Japanese declarations name the goods in their 品名 field; building, railway and bulk drug goods by their names', () => {
  expectFirstHs6InLanguages([
    ['品名：アセトアミノフェン原薬、材質：アセトアミノフェン、用途：錠剤製造用', 'ja', '292429'],
    ['品名：粘土瓦、材質：陶器、用途：屋根用', 'ja', '690510'],
    ['品名：鉄道用レール、材質：炭素鋼、規格：60kg', 'ja', '730210'],
    ['Railroad tie plates, steel, 25 pcs', 'en', '730240'],
    ['Railcar coupler knuckle, cast steel', 'en', '860730'],
    ['Horticultural vermiculite, fine grade, 4 quart', 'en', '680620'],
    ['Alkyd enamel paint, gloss white, 1 gallon', 'en', '320810'],
  ]);
});

describe('a machine named whole is not its parts line, and a labelled origin makes no declaration of a plain name', () => {
  expectFirstHs6InLanguages([
    ['Oil-immersed distribution transformer; 500 kVA; 11/0.4 kV', 'en', '850421'],
    ['Wooden pallets 1200 x 1000 mm, heat treated; origin Poland', 'en', '441520'],
    ['Bovine hides, wet-blue, full grain; origin Brazil', 'en', '410411'],
  ]);
});

describe('sugar-free confectionery is a food preparation, and a multimeter with no data logging keeps no record', () => {
  expectFirstHs6InLanguages([
    ['Sugar-free mint hard candies, 50 g tin', 'en', '210690'],
    ['Hard candies assorted fruit 1 kg', 'en', '170490'],
    ['Digital multimeter 1000 V, no data logging', 'en', '903031'],
  ]);
});

describe('industrial goods by their trade names', () => {
  expectFirstHs6InLanguages([
    ['Electric chain hoist 1 t, 220 V', 'en', '842511'],
    ['Commercial espresso machine, 3 groups', 'en', '841981'],
    ['Dimension lumber SPF, kiln dried, 2x4 in x 8 ft', 'en', '440713'],
    ['Slatted bed base 140 x 200 cm, birch slats', 'en', '940410'],
    ['Rubber crumb from scrap tyres, 2-4 mm', 'en', '400400'],
  ]);
});

describe('foods and drinks by the names shops give them: a wine with its alcohol removed is a non-alcoholic drink', () => {
  expectFirstHs6InLanguages([
    ['Alcohol-Removed Cabernet Sauvignon, 0.5% ABV, 750 ml', 'en', '220299'],
    ['Cabernet Sauvignon Red Wine 750 ml, California', 'en', '220421'],
    ['Powdered Coffee Creamer, Non-Dairy, 16 oz canister', 'en', '210690'],
    ['Raw Cacao Nibs, Organic, 1 lb bag', 'en', '180100'],
    ['Fudge Brownie Mix, 18 oz box', 'en', '190120'],
  ]);
});
