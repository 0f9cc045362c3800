/**
 * Word lists the reader recognises in the four languages: materials, construction, gender and age,
 * food state, power source. A `null` value marks a phrase that must NOT count ("Việt Nam" is not "nam"
 * = men); it wins by being the longer match.
 */
import { PhraseIndex } from '../glossary';
import type { Construction, FoodState, Gender, Lang } from '../types';

export interface MaterialTerm {
  name: string;
  group: string;
  /** Too ambiguous alone (Korean 면 is also "noodles"/"side"); counts only next to a percentage or a cue word. */
  weak?: boolean;
  /** Group when the product is not a textile (polyester resin, nylon parts). */
  nonTextileGroup?: string;
  /** An abbreviation that is also a word ("PET" bottle vs "pet" food): counts only when written in capitals. */
  upper?: boolean;
  /** A weak term also holds right before what `next` matches, unless what precedes it matches `notAfter`. */
  cueBefore?: { next: RegExp; notAfter?: RegExp };
  /** A weak term also holds anywhere in a text this matches. */
  cueInText?: RegExp;
}

type Lexicon<T> = Record<Lang, Array<[string, T | null]>>;

const m = (name: string, group: string, extra: Partial<MaterialTerm> = {}): MaterialTerm => ({ name, group, ...extra });
const weak = (term: MaterialTerm): MaterialTerm => ({ ...term, weak: true });
const upper = (term: MaterialTerm): MaterialTerm => ({ ...term, upper: true });

const COTTON = m('cotton', 'textile_vegetable');
const LINEN = m('linen', 'textile_vegetable');
const HEMP = m('hemp', 'textile_vegetable');
const JUTE = m('jute', 'textile_vegetable');
const COIR = m('coir', 'textile_vegetable');
const SILK = m('silk', 'textile_animal');
const WOOL = m('wool', 'textile_animal');
const CASHMERE = m('cashmere', 'textile_animal');
const FINE_HAIR = m('fine animal hair', 'textile_animal');
const DOWN = m('down', 'textile_animal');
const POLYESTER = m('polyester', 'textile_synthetic', { nonTextileGroup: 'plastic' });
const NYLON = m('nylon', 'textile_synthetic', { nonTextileGroup: 'plastic' });
const ELASTANE = m('elastane', 'textile_synthetic');
const ACRYLIC = m('acrylic', 'textile_synthetic', { nonTextileGroup: 'plastic' });
const VISCOSE = m('viscose', 'textile_artificial');
const TEXTILE = m('textile', 'textile');
const POLYPROPYLENE = m('polypropylene', 'plastic');
const POLYETHYLENE = m('polyethylene', 'plastic');
const PVC = m('polyvinyl chloride', 'plastic');
const PU = m('polyurethane', 'plastic');
const PET = m('polyethylene terephthalate', 'plastic');
const ABS = m('acrylonitrile butadiene styrene', 'plastic');
const POLYCARBONATE = m('polycarbonate', 'plastic');
const POLYSTYRENE = m('polystyrene', 'plastic');
const SILICONE = m('silicone', 'plastic');
const EVA = m('ethylene vinyl acetate', 'plastic');
const MELAMINE = m('melamine', 'plastic');
const PLASTIC = m('plastic', 'plastic');
const RUBBER = m('rubber', 'rubber');
const LEATHER = m('leather', 'leather');
const SYNTHETIC_LEATHER = m('synthetic leather', 'plastic');
const FUR = m('fur', 'leather');
const STAINLESS = m('stainless steel', 'metal_ferrous');
const STEEL = m('steel', 'metal_ferrous');
const IRON = m('iron', 'metal_ferrous');
/** Cast iron has lines apart from (wrought) iron and steel: 7323.91–.92, 7325. */
const CAST_IRON = m('cast iron', 'metal_ferrous');
const ALUMINIUM = m('aluminium', 'metal_nonferrous');
const COPPER = m('copper', 'metal_nonferrous');
const BRASS = m('brass', 'metal_nonferrous');
const BRONZE = m('bronze', 'metal_nonferrous');
const ZINC = m('zinc', 'metal_nonferrous');
/** Pewter is an alloy of tin: its articles are 8007's. */
const PEWTER = m('pewter', 'metal_nonferrous');
const NICKEL = m('nickel', 'metal_nonferrous');
const TITANIUM = m('titanium', 'metal_nonferrous');
const TUNGSTEN = m('tungsten', 'metal_nonferrous');
const METAL = m('metal', 'metal');
const GOLD = m('gold', 'metal_precious');
const SILVER = m('silver', 'metal_precious');
/**
 * Silver named right before the piece of jewellery ("silver knot rings", "Silver Ring - 11") is the
 * metal: a silver-coloured piece says "silver tone" or "silver plated". Gold stays a colour there, as
 * gold-coloured and plated pieces far outnumber solid ones.
 */
/** The pieces of jewellery a metal word before or beside them is the metal of. */
const JEWELLERY_PIECES = String.raw`rings?|necklaces?|earrings?|earings?|bracelets?|pendants?|bangles?|anklets?|studs|hoops?|cuffs?|chokers?|lockets?|jewelry|jewellery`;
const JEWELLERY_PIECE_NEXT = new RegExp(String.raw`^(?:\s+(?!colou?red|tone|toned|plated|colou?r)[a-z]+)?\s+(?:${JEWELLERY_PIECES})\b`, 'i');

/**
 * A fineness mark (14k, 18K, 10kt, 24 karat) says the gold is the metal, not its colour, wherever it
 * stands; not one of a plating or a filling ("14K Gold Plated", "18k gold filled"): that gold is a layer.
 */
const KARAT_MARK = /\b(?:9|10|14|18|22|24)\s?(?:k|kt|ct|karat)\b(?![\s-]*(?:(?:rose|white|yellow)\s+)?gold[\s-]*(?:plated|plating|filled|fill|dipped)\b)/i;
/** Gold is a colour as often as a metal: it holds after a cue ("solid gold") or beside its fineness mark ("Gold chain necklace 14k"). */
const GOLD_AS_METAL: MaterialTerm = { ...GOLD, weak: true, cueInText: KARAT_MARK };
/** A fineness mark alone ("14K Necklace") is gold, in jewellery; elsewhere "18K" is as often thousands of BTU. */
const KARAT_IN_JEWELLERY: MaterialTerm = { ...GOLD, weak: true, cueInText: new RegExp(String.raw`\b(?:${JEWELLERY_PIECES}|chains?)\b`, 'i') };

/** "Gold or Silver Hoop Earrings", "Gold, Rose Gold, Silver": a choice of finishes, not the metal. */
const COLOUR_CHOICE_BEFORE = /(?:gold|\bor|,|\/)\s*$/i;
/** Silver is weak (a colour as often as a metal), but holds before the piece of jewellery it makes. */
const SILVER_BEFORE_JEWELLERY: MaterialTerm = { ...SILVER, weak: true, cueBefore: { next: JEWELLERY_PIECE_NEXT, notAfter: COLOUR_CHOICE_BEFORE } };
/** The sterling mark alone ("Pendant Necklace 925", "925 Sterling Charm") is silver, in jewellery; elsewhere "925" is any number. */
const SILVER_MARK_IN_JEWELLERY: MaterialTerm = { ...SILVER, weak: true, cueInText: new RegExp(String.raw`\b(?:${JEWELLERY_PIECES}|chains?|charms?)\b`, 'i') };
const PLATINUM = m('platinum', 'metal_precious');
/**
 * Vietnamese names the metal after the piece ("nhẫn bạc", "hoa tai bạc", "dây chuyền vàng"): in a title naming jewellery,
 * "bạc" and "vàng" are its metal; elsewhere they are as often a colour (their colour is written "màu bạc", "màu vàng").
 */
const VI_JEWELLERY = /(?:^|\s)(?:nhẫn|hoa tai|bông tai|khuyên tai|dây chuyền|vòng cổ|vòng tay|lắc tay|lắc chân|mặt dây|trang sức)(?=\s|$)/i;
/** Textile goods a Korean shop name puts right after their material ("면 행주", "남성 면 바지"). */
const KOREAN_TEXTILE_GOODS_NEXT = /^\s+(?:티셔츠|반팔|긴팔|셔츠|남방|바지|반바지|팬츠|양말|행주|수건|타월|마스크|속옷|팬티|런닝|내의|잠옷|파자마|이불|베개|커버|손수건|장갑|니트|스웨터|후드|맨투맨|원피스|치마|스커트|블라우스|레깅스|앞치마|커튼|원단|가방|에코백|스카프|목도리|조끼|자켓|재킷|점퍼)/;
/** 면 is cotton, but also noodles, a face and a side: it holds before the textile goods it makes. */
const COTTON_BEFORE_TEXTILE_GOODS: MaterialTerm = { ...COTTON, weak: true, cueBefore: { next: KOREAN_TEXTILE_GOODS_NEXT } };
/** Gold-filled (rolled gold): base metal with gold bonded on, "metal clad with precious metal" in chapter 71 (note 7), heading 7113 and not imitation jewellery. */
const GOLD_FILLED = m('gold-filled', 'metal_precious');
/** Strung and carved gemstones (a jasper bead bracelet) are articles of stones, heading 7116; a stone set in metal leaves the metal first. */
const GEMSTONE = m('precious or semi-precious stones', 'stone_precious');
const PEARL = m('pearls', 'stone_precious');
/** Stones whose names are also colours hold before a stone word ("Turquoise Stone Bracelet", "Amethyst Crystal Pendant"). */
const GEM_BEFORE_STONE: MaterialTerm = { ...GEMSTONE, weak: true, cueBefore: { next: /^[\s-]+(?:stones?|gemstones?|crystals?|beads?|nuggets?|chips)\b/i } };
const WOOD = m('wood', 'wood');
const BAMBOO = m('bamboo', 'wood');
const RATTAN = m('rattan', 'wood');
const SEDGE = m('sedge', 'wood');
const SEAGRASS = m('seagrass', 'wood');
const FIBREBOARD = m('fibreboard', 'wood');
const PAPER = m('paper', 'paper');
const GLASS = m('glass', 'glass');
const CERAMIC = m('ceramic', 'ceramic');
const PORCELAIN = m('porcelain', 'ceramic');
const STONE = m('stone', 'stone');
/** In jewellery, the shops' word for the semi-precious stones they string (agate, quartz, jasper): see headings.ts. */
const NATURAL_STONE = m('natural stone', 'stone');
const MARBLE = m('marble', 'stone');
const GRANITE = m('granite', 'stone');
const SLATE = m('slate', 'stone');
/** Rocks named: no precious or semi-precious stone, in jewellery too (a lava bead bracelet is imitation jewellery). */
const LAVA = m('lava stone', 'stone');
const SOAPSTONE = m('soapstone', 'stone');
/** Imitation pearls are glass or plastics (7018.10, 3926): jewellery of them is imitation jewellery (chapter 71 note 11). */
const IMITATION_PEARL = m('imitation pearls', 'glass');
/** Shell, bone and horn are animal carving material (9601); coconut shell vegetable carving material (9602). */
const SHELL = m('shell', 'carving');
const COCONUT_SHELL = m('coconut shell', 'carving');
const BONE = m('bone', 'carving');
const CORK = m('cork', 'cork');

export const MATERIALS: Lexicon<MaterialTerm> = {
  en: [
    ['cotton', COTTON], ['organic cotton', COTTON], ['cotton-rich', COTTON], ['linen', LINEN], ['flax', LINEN], ['ramie', LINEN], ['hemp', HEMP], ['jute', JUTE], ['coir', COIR], ['coconut fiber', COIR], ['coconut fibre', COIR],
    // Household linen is a kind of goods, not their fibre ("bed linen" of cotton); a linen look is no linen.
    ['bed linen', null], ['bed linens', null], ['table linen', null], ['table linens', null], ['kitchen linen', null], ['toilet linen', null], ['household linen', null], ['hotel linen', null], ['linen look', null], ['linen-look', null],
    // A silk look or feel is no silk ("Satin Pajama Set Silk Look"); polar fleece is a polyester knit.
    ['silk look', null], ['silk-look', null], ['silk like', null], ['silk-like', null], ['silky', null], ['faux silk', POLYESTER], ['polar fleece', POLYESTER],
    ['silk', SILK], ['mulberry silk', SILK], ['wool', WOOL], ['woollen', WOOL], ['woolen', WOOL], ['merino', WOOL], ['lambswool', WOOL], ['cashmere', CASHMERE],
    ['mohair', FINE_HAIR], ['angora', FINE_HAIR], ['alpaca', FINE_HAIR], ['goose down', DOWN], ['duck down', DOWN], ['down filling', DOWN],
    ['polyester', POLYESTER], ['polyster', POLYESTER], ['microfiber', POLYESTER], ['microfibre', POLYESTER], ['micro fiber', POLYESTER], ['nylon', NYLON], ['polyamide', NYLON], ['pa6', NYLON], ['pa66', NYLON], ['spandex', ELASTANE], ['elastane', ELASTANE], ['lycra', ELASTANE],
    ['acrylic', ACRYLIC], ['viscose', VISCOSE], ['bamboo viscose', VISCOSE], ['viscose from bamboo', VISCOSE], ['bamboo rayon', VISCOSE], ['rayon from bamboo', VISCOSE], ['bamboo lyocell', VISCOSE], ['bamboo fiber', VISCOSE], ['bamboo fibre', VISCOSE], ['rayon', VISCOSE], ['modal', VISCOSE], ['lyocell', VISCOSE], ['tencel', VISCOSE], ['cupro', VISCOSE],
    ['mesh', TEXTILE], ['wire mesh', null], ['steel mesh', STEEL], ['metal mesh', METAL], ['mesh bag', TEXTILE], ['textile', TEXTILE], ['textiles', TEXTILE], ['textile materials', TEXTILE], ['textile material', TEXTILE], ['fabric', TEXTILE], ['man-made fibres', TEXTILE], ['manmade textile materials', TEXTILE],
    ['synthetic fibres', m('synthetic fibres', 'textile_synthetic')], ['synthetic fibers', m('synthetic fibres', 'textile_synthetic')], ['synthetic silk', m('synthetic fibres', 'textile_synthetic')],
    // Oriented and cast polypropylene films: BOPP, OPP, CPP.
    ['bopp', upper(POLYPROPYLENE)], ['opp', upper(POLYPROPYLENE)], ['cpp', upper(POLYPROPYLENE)],
    ['polypropylene', POLYPROPYLENE], ['pp', upper(POLYPROPYLENE)], ['polyethylene', POLYETHYLENE], ['polythene', POLYETHYLENE], ['pe', upper(POLYETHYLENE)], ['hdpe', POLYETHYLENE], ['ldpe', POLYETHYLENE],
    ['polyvinyl chloride', PVC], ['pvc', PVC], ['vinyl', PVC], ['polyurethane', PU], ['pu', upper(PU)], ['tpu', PU], ['polyethylene terephthalate', PET], ['pet', upper(PET)],
    ['abs', upper(ABS)], ['polycarbonate', POLYCARBONATE], ['polystyrene', POLYSTYRENE], ['silicone', SILICONE], ['silicone rubber', SILICONE], ['eva', upper(EVA)], ['peva', EVA], ['melamine', MELAMINE], ['tritan', m('copolyester', 'plastic')],
    ['plastic', PLASTIC], ['plastics', PLASTIC], ['resin', PLASTIC], ['polymer clay', PLASTIC], ['pla', upper(m('polylactic acid', 'plastic'))], ['polylactic acid', m('polylactic acid', 'plastic')], ['petg', PET], ['3d printed', PLASTIC], ['3d-printed', PLASTIC], ['acrylic sheet', m('acrylic', 'plastic')], ['pmma', m('acrylic', 'plastic')],
    ['rubber', RUBBER], ['natural rubber', RUBBER], ['synthetic rubber', RUBBER], ['latex', RUBBER], ['neoprene', RUBBER], ['tpr', RUBBER], ['epdm', RUBBER], ['nbr', RUBBER],
    ['leather', LEATHER], ['genuine leather', LEATHER], ['real leather', LEATHER], ['cowhide', LEATHER], ['cow leather', LEATHER], ['calfskin', LEATHER], ['sheepskin', LEATHER], ['lambskin', LEATHER], ['goatskin', LEATHER], ['suede', LEATHER], ['nubuck', LEATHER], ['full grain leather', LEATHER], ['patent leather', LEATHER],
    ['synthetic leather', SYNTHETIC_LEATHER], ['pu leather', SYNTHETIC_LEATHER], ['polyurethane leather', SYNTHETIC_LEATHER], ['faux leather', SYNTHETIC_LEATHER], ['artificial leather', SYNTHETIC_LEATHER], ['leatherette', SYNTHETIC_LEATHER], ['vegan leather', SYNTHETIC_LEATHER], ['imitation leather', SYNTHETIC_LEATHER], ['pvc leather', SYNTHETIC_LEATHER], ['leather-look', SYNTHETIC_LEATHER], ['leather look', SYNTHETIC_LEATHER], ['leather-like', SYNTHETIC_LEATHER], ['leather texture', SYNTHETIC_LEATHER], ['leather textured', SYNTHETIC_LEATHER],
    ['fur', FUR], ['faux fur', m('synthetic fibres', 'textile_synthetic')],
    // Faux suede is a napped synthetic fabric (a microfibre polyester), no leather.
    ['faux suede', m('synthetic fibres', 'textile_synthetic')], ['microsuede', m('synthetic fibres', 'textile_synthetic')], ['micro suede', m('synthetic fibres', 'textile_synthetic')], ['suedette', m('synthetic fibres', 'textile_synthetic')], ['vegan suede', m('synthetic fibres', 'textile_synthetic')],
    ['stainless steel', STAINLESS], ['stainless', STAINLESS], ['inox', STAINLESS], ['steel', STEEL], ['carbon steel', STEEL], ['alloy steel', STEEL], ['non-alloy steel', STEEL], ['non alloy steel', STEEL], ['nonalloy steel', STEEL], ['mild steel', STEEL], ['galvanized steel', STEEL], ['galvanised steel', STEEL], ['iron or steel', STEEL], ['iron', IRON], ['cast iron', CAST_IRON], ['ductile iron', CAST_IRON], ['grey iron', CAST_IRON], ['gray iron', CAST_IRON], ['wrought iron', IRON], ['iron-on', null], ['iron on', null],
    ['aluminium', ALUMINIUM], ['aluminum', ALUMINIUM], ['hard anodized', ALUMINIUM], ['hard-anodized', ALUMINIUM], ['hard anodised', ALUMINIUM], ['hard-anodised', ALUMINIUM], ['copper', COPPER], ['brass', BRASS], ['nickel silver', m('nickel silver', 'metal_nonferrous')], ['bronze', BRONZE], ['zinc', ZINC], ['zinc alloy', ZINC], ['pewter', PEWTER], ['nickel', NICKEL], ['titanium', TITANIUM], ['tungsten', TUNGSTEN], ['tungsten carbide', TUNGSTEN],
    ['metal', METAL], ['base metal', METAL], ['metallic', METAL],
    ['gold', GOLD_AS_METAL], ['solid gold', GOLD], ['10k', KARAT_IN_JEWELLERY], ['10kt', KARAT_IN_JEWELLERY], ['14k', KARAT_IN_JEWELLERY], ['14kt', KARAT_IN_JEWELLERY], ['18k', KARAT_IN_JEWELLERY], ['18kt', KARAT_IN_JEWELLERY], ['22k', KARAT_IN_JEWELLERY], ['22kt', KARAT_IN_JEWELLERY], ['24k', KARAT_IN_JEWELLERY], ['24kt', KARAT_IN_JEWELLERY],
    // British marks say carats of fineness 'ct': "9ct gold", "18ct" beside a piece of jewellery.
    ['9ct', KARAT_IN_JEWELLERY], ['14ct', KARAT_IN_JEWELLERY], ['18ct', KARAT_IN_JEWELLERY], ['22ct', KARAT_IN_JEWELLERY], ['9ct gold', GOLD], ['14ct gold', GOLD], ['18ct gold', GOLD], ['22ct gold', GOLD], ['9ct gold plated', null], ['18ct gold plated', null],
    ['yellow gold', GOLD], ['white gold', GOLD], ['10k gold', GOLD], ['14k gold', GOLD], ['18k gold', GOLD], ['24k gold', GOLD],
    ['silver', SILVER_BEFORE_JEWELLERY], ['sterling silver', SILVER], ['925 silver', SILVER], ['silver 925', SILVER], ['s925', SILVER], ['sv925', SILVER], ['925', SILVER_MARK_IN_JEWELLERY], ['fine silver', SILVER], ['platinum', PLATINUM], ['precious metal', m('precious metal', 'metal_precious')], ['precious metals', m('precious metal', 'metal_precious')],
    // A fineness mark before "gold filled" is the gold layer's, not the piece's.
    ['10k gold filled', GOLD_FILLED], ['10k gold fill', GOLD_FILLED], ['10k rose gold filled', GOLD_FILLED], ['10kt gold filled', GOLD_FILLED], ['10kt gold fill', GOLD_FILLED], ['10kt rose gold filled', GOLD_FILLED], ['14k gold filled', GOLD_FILLED], ['14k gold fill', GOLD_FILLED], ['14k rose gold filled', GOLD_FILLED], ['14kt gold filled', GOLD_FILLED], ['14kt gold fill', GOLD_FILLED], ['14kt rose gold filled', GOLD_FILLED], ['18k gold filled', GOLD_FILLED], ['18k gold fill', GOLD_FILLED], ['18k rose gold filled', GOLD_FILLED], ['18kt gold filled', GOLD_FILLED], ['18kt gold fill', GOLD_FILLED], ['18kt rose gold filled', GOLD_FILLED],
    ['gold filled', GOLD_FILLED], ['gold-filled', GOLD_FILLED], ['gold fill', GOLD_FILLED], ['rolled gold', GOLD_FILLED], ['vermeil', SILVER], ['gold vermeil', SILVER],
    // Stones whose names are also colours (turquoise, jade, amethyst, coral, onyx, pearl) count only beside a cue.
    ['gemstone', GEMSTONE], ['gemstones', GEMSTONE], ['semi-precious stone', GEMSTONE], ['semi-precious stones', GEMSTONE], ['semi precious stones', GEMSTONE], ['precious stones', GEMSTONE], ['healing crystals', GEMSTONE], ['crystal beads', null],
    ['jasper', GEMSTONE], ['howlite', GEMSTONE], ['malachite', GEMSTONE], ['aventurine', GEMSTONE], ['agate', GEMSTONE], ['hematite', GEMSTONE], ['lapis lazuli', GEMSTONE], ['labradorite', GEMSTONE], ['amazonite', GEMSTONE], ['aquamarine', GEMSTONE], ['citrine', GEMSTONE], ['moonstone', GEMSTONE], ['obsidian', GEMSTONE], ['rose quartz', GEMSTONE], ["tiger's eye", GEMSTONE], ['tigers eye', GEMSTONE], ['tiger eye', GEMSTONE], ['carnelian', GEMSTONE], ['rhodonite', GEMSTONE], ['sodalite', GEMSTONE], ['fluorite', GEMSTONE], ['peridot', GEMSTONE], ['jadeite', GEMSTONE], ['nephrite', GEMSTONE], ['clear quartz', GEMSTONE], ['genuine gemstone', GEMSTONE], ['natural gemstone', GEMSTONE],
    ['turquoise', GEM_BEFORE_STONE], ['jade', GEM_BEFORE_STONE], ['amethyst', GEM_BEFORE_STONE], ['onyx', GEM_BEFORE_STONE], ['opal', GEM_BEFORE_STONE], ['garnet', GEM_BEFORE_STONE],
    ['pearl', weak(PEARL)], ['pearls', PEARL], ['freshwater pearl', PEARL], ['freshwater pearls', PEARL], ['cultured pearls', PEARL], ['baroque pearl', PEARL], ['pearl white', null], ['pink pearl', null],
    ['imitation pearl', IMITATION_PEARL], ['imitation pearls', IMITATION_PEARL], ['faux pearl', IMITATION_PEARL], ['faux pearls', IMITATION_PEARL], ['fake pearl', IMITATION_PEARL], ['fake pearls', IMITATION_PEARL], ['glass pearl', IMITATION_PEARL], ['glass pearls', IMITATION_PEARL], ['shell pearl', IMITATION_PEARL], ['shell pearls', IMITATION_PEARL], ['acrylic pearl', IMITATION_PEARL], ['acrylic pearls', IMITATION_PEARL],
    ['seashell', SHELL], ['seashells', SHELL], ['sea shell', SHELL], ['sea shells', SHELL], ['puka shell', SHELL], ['puka shells', SHELL], ['cowrie shell', SHELL], ['cowrie shells', SHELL], ['cowrie', SHELL], ['abalone shell', SHELL], ['abalone', SHELL], ['mother of pearl', SHELL], ['mother-of-pearl', SHELL], ['coconut shell', COCONUT_SHELL], ['buffalo horn', BONE], ['yak bone', BONE], ['carved bone', BONE],
    ['lava stone', LAVA], ['lava rock', LAVA], ['lava bead', LAVA], ['lava beads', LAVA], ['volcanic stone', LAVA], ['soapstone', SOAPSTONE], ['cork', CORK], ['natural cork', CORK], ['felt', TEXTILE], ['wool felt', WOOL], ['felt tip', null], ['felt-tip', null],
    // A fineness mark before "gold plated" is the plating's, not the piece's: the piece is base metal.
    ['10k gold plated', null], ['14k gold plated', null], ['18k gold plated', null], ['24k gold plated', null], ['14k rose gold plated', null], ['18k rose gold plated', null], ['18k white gold plated', null], ['14k gold-plated', null], ['18k gold-plated', null], ['24k gold-plated', null],
    // A base metal plated on other goods is their finish, not what they are made of: "M6 zinc plated hex nuts" are of steel (7318).
    ...['zinc', 'nickel', 'chrome', 'copper', 'brass', 'tin'].flatMap((metal): Array<[string, null]> => [[`${metal} plated`, null], [`${metal}-plated`, null]]),
    ['gold plated', null], ['gold-plated', null], ['silver plated', null], ['rose gold', null], ['gold color', null], ['gold colour', null], ['gold tone', null], ['silver color', null], ['silver colour', null], ['silver tone', null],
    ['wood', WOOD], ['wooden', WOOD], ['timber', WOOD], ['solid wood', WOOD], ['hardwood', WOOD], ['pine', WOOD], ['oak', WOOD], ['walnut', WOOD], ['teak', WOOD], ['beech', WOOD], ['birch', WOOD], ['maple', WOOD], ['acacia', WOOD], ['rubberwood', WOOD], ['rubber wood', WOOD], ['plywood', WOOD],
    // A look printed on other goods is none of their material: "Wood Grain Vinyl Planks", "Faux Marble Contact Paper", "Marble Pattern Porcelain Plates".
    ['wood grain', null], ['woodgrain', null], ['wood-grain', null], ['wood look', null], ['wood-look', null], ['wood effect', null], ['wood pattern', null], ['faux wood', null],
    ['porcelain look', null], ['porcelain-look', null], ['ceramic look', null], ['ceramic-look', null], ['granite look', null], ['stone look', null], ['marble look', null], ['marble-look', null], ['marble pattern', null], ['marble effect', null], ['marble print', null], ['faux marble', null], ['marble design', null],
    ['bamboo', BAMBOO], ['rattan', RATTAN], ['seagrass', SEAGRASS], ['water hyacinth', m('water hyacinth', 'wood')], ['mdf', FIBREBOARD], ['fibreboard', FIBREBOARD], ['fiberboard', FIBREBOARD],
    ['paper', PAPER], ['paperboard', PAPER], ['cardboard', PAPER], ['kraft paper', PAPER],
    ['glass', GLASS], ['swarovski', GLASS], ['swarovski crystal', GLASS], ['tempered glass', GLASS], ['borosilicate glass', GLASS], ['crystal glass', GLASS],
    ['ceramic', CERAMIC], ['ceramics', CERAMIC], ['stoneware', CERAMIC], ['earthenware', CERAMIC], ['terracotta', CERAMIC], ['ironstone', CERAMIC], ['ironstone china', CERAMIC], ['fireclay', CERAMIC], ['fire clay', CERAMIC], ['porcelain', PORCELAIN], ['bone china', PORCELAIN], ['fine china', PORCELAIN], ['fine bone china', PORCELAIN], ['vitreous china', PORCELAIN],
    ['stone', STONE], ['natural stone', NATURAL_STONE], ['natural stones', NATURAL_STONE], ['marble', MARBLE], ['granite', GRANITE], ['slate', SLATE], ['slate blue', null], ['slate grey', null], ['slate gray', null], ['stone grey', null], ['stone gray', null], ['stonewashed', null], ['stone washed', null], ['stonewash', null], ['stone wash', null],
  ],
  vi: [
    // A look is no material: "vân đá" (marble pattern), "vân gỗ" (wood grain).
    ['vân đá', null], ['vân gỗ', null], ['giả gỗ', null], ['giả đá', null],
    ['bông', weak(COTTON)], ['cotton', COTTON], ['vải bông', COTTON], ['sợi bông', COTTON], ['cô tông', COTTON], ['vải cotton', COTTON],
    ['lanh', weak(LINEN)], ['vải lanh', LINEN], ['sợi đay', JUTE], ['vải đay', JUTE], ['đay', weak(JUTE)], ['linen', LINEN], ['lụa', SILK], ['tơ tằm', SILK], ['len', weak(WOOL)], ['lông cừu', WOOL], ['len lông cừu', WOOL], ['len cừu', WOOL],
    ['polyester', POLYESTER], ['polyeste', POLYESTER], ['vải polyester', POLYESTER], ['nylon', NYLON], ['spandex', ELASTANE], ['visco', VISCOSE], ['viscose', VISCOSE], ['rayon', VISCOSE],
    ['vải', weak(TEXTILE)], ['vải dệt', TEXTILE], ['vải lưới', TEXTILE], ['vải dệt kim', TEXTILE], ['vải thun', TEXTILE], ['vải dù', m('synthetic fibres', 'textile_synthetic')], ['vải bố', TEXTILE], ['vải canvas', TEXTILE], ['sợi tổng hợp', m('synthetic fibres', 'textile_synthetic')],
    ['nhựa', PLASTIC], ['bần', CORK], ['gỗ bần', CORK], ['nhựa pp', POLYPROPYLENE], ['nhựa pe', POLYETHYLENE], ['nhựa pvc', PVC], ['nhựa abs', ABS], ['nhựa pc', POLYCARBONATE], ['mica', m('acrylic', 'plastic')], ['silicon', SILICONE], ['silicone', SILICONE],
    ['cao su', RUBBER], ['mủ cao su', RUBBER],
    ['da', weak(LEATHER)], ['da thật', LEATHER], ['da bò', LEATHER], ['da thuộc', LEATHER], ['da cừu', LEATHER], ['da dê', LEATHER], ['da lộn', LEATHER], ['giày da', LEATHER], ['túi da', LEATHER], ['ví da', LEATHER], ['áo da', LEATHER], ['thắt lưng da', LEATHER], ['túi xách da', LEATHER], ['dây lưng da', LEATHER], ['dây nịt da', LEATHER], ['găng tay da', LEATHER], ['ghế da', LEATHER], ['sofa da', LEATHER], ['áo khoác da', LEATHER], ['bóp da', LEATHER], ['balo da', LEATHER], ['ba lô da', LEATHER], ['cặp da', LEATHER], ['dép da', LEATHER],
    ['giả da', SYNTHETIC_LEATHER], ['da pu', SYNTHETIC_LEATHER], ['da tổng hợp', SYNTHETIC_LEATHER], ['da nhân tạo', SYNTHETIC_LEATHER], ['simili', SYNTHETIC_LEATHER],
    ['inox', STAINLESS], ['thép không gỉ', STAINLESS], ['thép không rỉ', STAINLESS], ['thép', STEEL], ['sắt thép', STEEL], ['thép mạ kẽm', STEEL], ['sắt', IRON], ['gang', CAST_IRON],
    ['nhôm', ALUMINIUM], ['hợp kim nhôm', ALUMINIUM], ['đồng', weak(COPPER)], ['bằng đồng', COPPER], ['đồng đỏ', COPPER], ['dây đồng', COPPER], ['ống đồng', COPPER], ['đồng hồ', null], ['dây đồng hồ', null], ['đồng thau', BRASS], ['kẽm', ZINC], ['titan', TITANIUM], ['kim loại', METAL],
    ['vàng', { ...GOLD, weak: true, cueInText: VI_JEWELLERY }], ['vàng 18k', GOLD], ['vàng 24k', GOLD], ['vàng ta', GOLD], ['vàng tây', GOLD], ['bằng vàng', GOLD], ['bạc', { ...SILVER, weak: true, cueInText: VI_JEWELLERY }], ['bạc 925', SILVER], ['bạc ta', SILVER], ['bạc ý', SILVER], ['bằng bạc', SILVER], ['mạ vàng', null], ['mạ bạc', null], ['màu vàng', null], ['màu bạc', null],
    ['gỗ', WOOD], ['gỗ tự nhiên', WOOD], ['gỗ thông', WOOD], ['gỗ sồi', WOOD], ['gỗ óc chó', WOOD], ['gỗ tếch', WOOD], ['gỗ keo', WOOD], ['gỗ cao su', WOOD], ['sợi tre', VISCOSE], ['vải sợi tre', VISCOSE], ['tre', BAMBOO], ['mây', weak(RATTAN)], ['song mây', RATTAN], ['cói', SEDGE], ['lục bình', m('water hyacinth', 'wood')], ['ván mdf', FIBREBOARD],
    ['giấy', PAPER], ['bìa carton', PAPER], ['thủy tinh', GLASS], ['kính', weak(GLASS)], ['pha lê', GLASS], ['gốm', CERAMIC], ['gốm sứ', CERAMIC], ['sành', CERAMIC], ['đất nung', CERAMIC], ['sứ', PORCELAIN],
    ['đá', weak(STONE)], ['đá tự nhiên', NATURAL_STONE], ['đá quý', GEMSTONE], ['đá bán quý', GEMSTONE], ['thạch anh', GEMSTONE], ['thạch anh tím', GEMSTONE], ['mã não', GEMSTONE], ['đá phong thủy', GEMSTONE], ['ngọc trai', PEARL], ['đá cẩm thạch', MARBLE], ['đá hoa cương', STONE],
  ],
  ja: [
    // "…調" and "…風" are looks: レザー調 (leather-look) is imitation leather, 大理石調 and 木目調 no marble or wood, 南部鉄器風 and 鋳物調 no (cast) iron.
    ['レザー調', SYNTHETIC_LEATHER], ['本革調', SYNTHETIC_LEATHER], ['革調', SYNTHETIC_LEATHER], ['大理石調', null], ['木目調', null], ['ラタン調', null], ['石目調', null], ['鋳物調', null], ['鉄器風', null], ['南部鉄器風', null],
    ['綿', COTTON], ['コットン', COTTON], ['木綿', COTTON], ['麻', weak(LINEN)], ['リネン', LINEN], ['亜麻', LINEN], ['絹', SILK], ['シルク', SILK], ['正絹', SILK],
    ['ウール', WOOL], ['羊毛', WOOL], ['毛', weak(WOOL)], ['カシミヤ', CASHMERE], ['カシミア', CASHMERE], ['ダウン', weak(DOWN)], ['羽毛', DOWN],
    // Polyesterimide is the enamel of winding wire, no polyester goods.
    ['ポリエステルイミド', null], ['ポリエステル', POLYESTER], ['ナイロン', NYLON], ['ポリアミド', NYLON], ['ポリウレタン', PU], ['ウレタン', PU], ['スパンデックス', ELASTANE], ['アクリル', ACRYLIC],
    ['レーヨン', VISCOSE], ['ビスコース', VISCOSE], ['モダール', VISCOSE], ['リヨセル', VISCOSE], ['テンセル', VISCOSE], ['キュプラ', VISCOSE],
    ['布', weak(TEXTILE)], ['生地', TEXTILE], ['繊維', TEXTILE], ['布製', TEXTILE],
    ['ポリプロピレン', POLYPROPYLENE], ['ポリエチレンテレフタレート', PET], ['ポリエチレン', POLYETHYLENE], ['塩化ビニル', PVC], ['ポリ塩化ビニル', PVC], ['塩ビ', PVC], ['ビニール', PVC], ['ABS樹脂', ABS], ['ポリカーボネート', POLYCARBONATE], ['ポリスチレン', POLYSTYRENE],
    ['シリコーン', SILICONE], ['シリコン', SILICONE], ['メラミン', MELAMINE], ['プラスチック', PLASTIC], ['コルク', CORK], ['樹脂', PLASTIC], ['合成樹脂', PLASTIC],
    ['ゴム', RUBBER], ['ラバー', RUBBER], ['天然ゴム', RUBBER], ['合成ゴム', RUBBER], ['ネオプレン', RUBBER],
    ['革', LEATHER], ['本革', LEATHER], ['レザー', LEATHER], ['牛革', LEATHER], ['豚革', LEATHER], ['羊革', LEATHER], ['スエード', LEATHER], ['皮革', LEATHER],
    ['合成皮革', SYNTHETIC_LEATHER], ['合皮', SYNTHETIC_LEATHER], ['人工皮革', SYNTHETIC_LEATHER], ['フェイクレザー', SYNTHETIC_LEATHER], ['PUレザー', SYNTHETIC_LEATHER],
    ['ステンレス', STAINLESS], ['ステンレス鋼', STAINLESS], ['鋼', STEEL], ['鋼鉄', STEEL], ['鉄鋼', STEEL], ['スチール', STEEL], ['炭素鋼', STEEL], ['合金鋼', STEEL], ['鉄', IRON], ['鋳鉄', CAST_IRON], ['南部鉄器', CAST_IRON], ['鉄器', CAST_IRON], ['鉄瓶', CAST_IRON], ['鉄鋳物', CAST_IRON], ['鋳物', CAST_IRON],
    ['アルミ', ALUMINIUM], ['アルミニウム', ALUMINIUM], ['銅', COPPER], ['真鍮', BRASS], ['黄銅', BRASS], ['真ちゅう', BRASS], ['青銅', BRONZE], ['ブロンズ', BRONZE], ['亜鉛', ZINC], ['亜鉛合金', ZINC], ['ニッケル', NICKEL], ['チタン', TITANIUM], ['金属', METAL],
    ['純金', GOLD], ['18金', GOLD], ['k18', GOLD], ['k24', GOLD], ['金製', GOLD], ['合金製', null], ['合金', null], ['純銀', SILVER], ['シルバー925', SILVER], ['sv925', SILVER], ['スターリングシルバー', SILVER], ['銀製', SILVER], ['プラチナ', PLATINUM], ['金メッキ', null], ['金めっき', null],
    ['木', weak(WOOD)], ['木製', WOOD], ['木材', WOOD], ['天然木', WOOD], ['無垢材', WOOD], ['ラバーウッド', WOOD], ['パイン材', WOOD], ['オーク', WOOD], ['ウォールナット', WOOD], ['チーク材', WOOD], ['竹', BAMBOO], ['籐', RATTAN],
    ['紙', PAPER], ['製紙', null], ['帆布', TEXTILE], ['板紙', PAPER], ['段ボール', PAPER], ['和紙', PAPER], ['ガラス', GLASS], ['強化ガラス', GLASS], ['耐熱ガラス', GLASS], ['クリスタル', GLASS],
    ['陶器', CERAMIC], ['磁器', PORCELAIN], ['ボーンチャイナ', PORCELAIN], ['陶磁器', CERAMIC], ['セラミック', CERAMIC], ['陶製', CERAMIC], ['石', weak(STONE)], ['天然石', NATURAL_STONE], ['貴石', GEMSTONE], ['半貴石', GEMSTONE], ['水晶', GEMSTONE], ['アメジスト', GEMSTONE], ['ローズクォーツ', GEMSTONE], ['翡翠', GEMSTONE], ['パワーストーン', GEMSTONE], ['真珠', PEARL], ['淡水パール', PEARL], ['大理石', MARBLE], ['御影石', STONE],
  ],
  ko: [
    ['면', COTTON_BEFORE_TEXTILE_GOODS], ['코튼', COTTON], ['순면', COTTON], ['면티', COTTON], ['린넨', LINEN], ['리넨', LINEN], ['아마', weak(LINEN)], ['마', weak(LINEN)], ['모시', LINEN], ['삼베', HEMP],
    ['실크', SILK], ['메리노', WOOL], ['견', weak(SILK)], ['명주', SILK], ['울', weak(WOOL)], ['양모', WOOL], ['모', weak(WOOL)], ['캐시미어', CASHMERE], ['거위털', DOWN], ['오리털', DOWN], ['구스다운', DOWN], ['덕다운', DOWN],
    ['폴리에스터이미드', null], ['폴리에스테르이미드', null], ['폴리에스터', POLYESTER], ['폴리에스테르', POLYESTER], ['폴리', weak(POLYESTER)], ['나일론', NYLON], ['폴리아미드', NYLON], ['스판덱스', ELASTANE], ['스판', weak(ELASTANE)], ['폴리우레탄', PU], ['우레탄', PU], ['아크릴', ACRYLIC],
    ['레이온', VISCOSE], ['비스코스', VISCOSE], ['모달', VISCOSE], ['텐셀', VISCOSE], ['라이오셀', VISCOSE], ['합성섬유', m('synthetic fibres', 'textile_synthetic')],
    ['원단', TEXTILE], ['메쉬', TEXTILE], ['메시', TEXTILE], ['섬유', TEXTILE], ['직물', TEXTILE], ['패브릭', TEXTILE], ['천', weak(TEXTILE)],
    ['폴리프로필렌', POLYPROPYLENE], ['폴리에틸렌테레프탈레이트', PET], ['폴리에틸렌', POLYETHYLENE], ['폴리염화비닐', PVC], ['염화비닐', PVC], ['비닐', PLASTIC], ['폴리카보네이트', POLYCARBONATE], ['폴리스티렌', POLYSTYRENE],
    ['실리콘', SILICONE], ['멜라민', MELAMINE], ['플라스틱', PLASTIC], ['코르크', CORK], ['합성수지', PLASTIC], ['수지', weak(PLASTIC)],
    ['고무', RUBBER], ['러버', RUBBER], ['라텍스', RUBBER], ['네오프렌', RUBBER],
    ['가죽', LEATHER], ['천연가죽', LEATHER], ['소가죽', LEATHER], ['양가죽', LEATHER], ['돼지가죽', LEATHER], ['스웨이드', LEATHER], ['누벅', LEATHER], ['피혁', LEATHER], ['레더', LEATHER],
    ['인조가죽', SYNTHETIC_LEATHER], ['합성피혁', SYNTHETIC_LEATHER], ['레자', SYNTHETIC_LEATHER], ['PU가죽', SYNTHETIC_LEATHER], ['인조피혁', SYNTHETIC_LEATHER],
    ['스테인리스', STAINLESS], ['스테인레스', STAINLESS], ['스텐', STAINLESS], ['텅스텐', TUNGSTEN], ['서스', STAINLESS], ['강철', STEEL], ['철강', STEEL], ['스틸', STEEL], ['탄소강', STEEL], ['합금강', STEEL], ['강재', STEEL], ['철', IRON], ['주철', CAST_IRON], ['무쇠', CAST_IRON],
    ['알루미늄', ALUMINIUM], ['알미늄', ALUMINIUM], ['알루미늄합금', ALUMINIUM], ['구리', COPPER], ['동', weak(COPPER)], ['동선', COPPER], ['황동', BRASS], ['신주', BRASS], ['놋쇠', BRASS], ['놋', BRASS], ['청동', BRONZE], ['방짜', BRONZE], ['아연', ZINC], ['아연합금', ZINC], ['니켈', NICKEL], ['티타늄', TITANIUM], ['퓨터', PEWTER], ['백랍', PEWTER], ['금속', METAL],
    ['순금', GOLD], ['14k', GOLD], ['18k', GOLD], ['24k', GOLD], ['금제', GOLD], ['순은', SILVER], ['실버925', SILVER], ['은제', SILVER], ['백금', PLATINUM], ['도금', null],
    // A look or pattern is none of the goods' material ("대리석 패턴 머그컵" is porcelain, "라탄 느낌 플라스틱 바구니" plastics); a leather feel is imitation leather.
    ['대리석 패턴', null], ['대리석패턴', null], ['대리석 무늬', null], ['마블 패턴', null], ['라탄 느낌', null], ['라탄느낌', null], ['라탄스타일', null], ['라탄 스타일', null], ['인조라탄', null], ['우드패턴', null], ['원목 느낌', null], ['원목느낌', null], ['나무 무늬', null], ['나무무늬', null], ['원목무늬', null], ['원목 무늬', null], ['우드무늬', null], ['우드 무늬', null], ['우드 패턴', null], ['가죽패턴', null], ['가죽 패턴', null], ['가죽무늬', null], ['가죽 무늬', null], ['린넨 느낌', null], ['린넨느낌', null], ['실크 느낌', null], ['실크느낌', null], ['레더룩', null], ['레더 룩', null], ['스웨이드 느낌', null], ['스웨이드느낌', null], ['스웨이드룩', null], ['스웨이드 룩', null], ['트위드 느낌', null], ['트위드느낌', null], ['퍼 느낌', null], ['가죽 느낌', SYNTHETIC_LEATHER], ['가죽느낌', SYNTHETIC_LEATHER], ['가죽 질감', SYNTHETIC_LEATHER], ['가죽질감', SYNTHETIC_LEATHER], ['크리스탈 느낌', null], ['크리스탈느낌', null],
    ['나무', WOOD], ['목재', WOOD], ['원목', WOOD], ['고무나무', WOOD], ['소나무', WOOD], ['참나무', WOOD], ['오크', WOOD], ['월넛', WOOD], ['티크', WOOD], ['목', weak(WOOD)], ['대나무', BAMBOO], ['라탄', RATTAN], ['등나무', RATTAN],
    ['종이', PAPER], ['판지', PAPER], ['골판지', PAPER], ['한지', PAPER], ['유리', GLASS], ['강화유리', GLASS], ['내열유리', GLASS], ['크리스탈', GLASS],
    ['도자기', CERAMIC], ['본차이나', PORCELAIN], ['세라믹', CERAMIC], ['도기', CERAMIC], ['자기', weak(PORCELAIN)], ['백자', PORCELAIN], ['청자', PORCELAIN], ['옹기', CERAMIC],
    ['돌', weak(STONE)], ['석재', STONE], ['보석', GEMSTONE], ['준보석', GEMSTONE], ['자수정', GEMSTONE], ['호안석', GEMSTONE], ['로즈쿼츠', GEMSTONE], ['월장석', GEMSTONE], ['진주', PEARL], ['담수진주', PEARL], ['대리석', MARBLE], ['화강암', GRANITE], ['천연석', NATURAL_STONE],
  ],
};

export const CONSTRUCTION: Lexicon<Exclude<Construction, null>> = {
  en: [
    ['knitted', 'knitted'], ['knit', 'knitted'], ['knits', 'knitted'], ['knitwear', 'knitted'], ['jersey', 'knitted'], ['crochet', 'knitted'], ['crocheted', 'knitted'], ['interlock', 'knitted'], ['rib knit', 'knitted'], ['tricot', 'knitted'], ['warp knitted', 'knitted'], ['french terry', 'knitted'], ['pique', 'knitted'],
    // Fleece is a knitted pile fabric (6001); a garment only lined with it keeps its shell's construction, and a sheep's fleece is raw wool.
    ['fleece', 'knitted'], ['polar fleece', 'knitted'], ['fleece lined', null], ['fleece-lined', null], ['fleece lining', null], ['lined with fleece', null], ['sheep fleece', null], ['raw fleece', null], ['greasy fleece', null],
    // Champion's "Reverse Weave" names a knitted fleece sweatshirt's cut (the fabric turned on its side), not a woven cloth.
    ['reverse weave', null], ['reverse-weave', null],
    ['woven', 'woven'], ['weave', 'woven'], ['terry cloth', 'woven'], ['terrycloth', 'woven'], ['terry towelling', 'woven'], ['gauze', 'woven'], ['denim', 'woven'], ['twill', 'woven'], ['poplin', 'woven'], ['chambray', 'woven'], ['chiffon', 'woven'], ['satin', 'woven'], ['taffeta', 'woven'], ['corduroy', 'woven'], ['oxford cloth', 'woven'], ['tweed', 'woven'], ['muslin', 'woven'],
    // Flannel is a napped woven cloth; "flannel fleece" is a knitted fleece of that name.
    ['flannel', 'woven'], ['flannel fleece', 'knitted'], ['fleece flannel', 'knitted'],
    ['not knitted', 'woven'], ['non-knitted', 'woven'], ['other than knitted', 'woven'], ['not knitted or crocheted', 'woven'], ['other than knitted or crocheted', 'woven'],
    ['nonwoven', 'nonwoven'], ['non-woven', 'nonwoven'], ['non woven', 'nonwoven'], ['spunbond', 'nonwoven'], ['meltblown', 'nonwoven'], ['needle punched', 'nonwoven'],
    // A rib is a knit stitch: a ribbed dress or top, and the body-hugging stretch dresses sold as bodycon, are knitted.
    ['ribbed', 'knitted'], ['rib-knit', 'knitted'], ['ribbed knit', 'knitted'], ['bodycon', 'knitted'],
    // A denim style, look or print on leggings is a knit printed to look so ("Jeggings Denim Style"), no woven denim.
    ['denim style', null], ['denim-style', null], ['denim look', null], ['denim-look', null], ['faux denim', null], ['denim print', null], ['denim printed', null],
  ],
  vi: [
    // "thun" is jersey where it names the cloth of a dress, of shorts or a fabric ("đầm thun", "quần short thun", "thun cotton", "thun nylon");
    // "kaki thun" is stretch twill. A "bộ nỉ" is a fleece (knitted pile) set, no felt.
    ['dệt kim', 'knitted'], ['vải thun', 'knitted'], ['đầm thun', 'knitted'], ['váy thun', 'knitted'], ['thun cotton', 'knitted'], ['thun lạnh', 'knitted'], ['thun tăm', 'knitted'], ['kaki thun', 'woven'], ['jean thun', 'woven'], ['thun gân', 'knitted'], ['vải thun gân', 'knitted'], ['quần short thun', 'knitted'], ['quần đùi thun', 'knitted'], ['thun nylon', 'knitted'], ['thun polyester', 'knitted'], ['thun poly', 'knitted'], ['thun spandex', 'knitted'], ['thun da cá', 'knitted'], ['nỉ bông', 'knitted'], ['bộ nỉ', 'knitted'], ['đan', 'knitted'], ['len đan', 'knitted'], ['đan móc', 'knitted'],
    ['dệt thoi', 'woven'], ['vải dệt thoi', 'woven'], ['vải xô', 'woven'], ['xô muslin', 'woven'], ['denim', 'woven'], ['vải jean', 'woven'], ['vải bò', 'woven'], ['kaki', 'woven'], ['satin', 'woven'], ['vải satin', 'woven'], ['voan', 'woven'], ['nhung tăm', 'woven'],
    // Fleece and French terry are knitted: "nỉ chân cua", "nỉ bông", "nỉ da cá" (plain "nỉ" is also felt).
    ['nỉ chân cua', 'knitted'], ['nỉ bông', 'knitted'], ['nỉ da cá', 'knitted'],
    ['không dệt', 'nonwoven'], ['vải không dệt', 'nonwoven'], ['không dệt kim', 'woven'], ['không phải dệt kim', 'woven'],
  ],
  ja: [
    ['ニット', 'knitted'], ['ニットワンピース', 'knitted'], ['ニットセーター', 'knitted'], ['ニットカーディガン', 'knitted'], ['ニットスカート', 'knitted'], ['ニットパンツ', 'knitted'], ['ニットベスト', 'knitted'], ['ニットドレス', 'knitted'], ['ニットトップス', 'knitted'], ['ニットソー', 'knitted'], ['ニットキャップ', 'knitted'], ['ニットコート', 'knitted'], ['ニットジャケット', 'knitted'], ['ニットボア', 'knitted'], ['ニットパーカー', 'knitted'], ['ニットシャツ', 'knitted'], ['ニットポロ', 'knitted'], ['カットソー', 'knitted'], ['メリヤス', 'knitted'], ['丸編', 'knitted'], ['経編', 'knitted'], ['緯編', 'knitted'], ['編地', 'knitted'], ['編物', 'knitted'], ['編み', 'knitted'], ['ジャージ', 'knitted'], ['天竺', 'knitted'], ['リブ編み', 'knitted'], ['かぎ針編み', 'knitted'],
    ['織物', 'woven'], ['布帛', 'woven'], ['織り', 'woven'], ['デニム', 'woven'], ['ツイル', 'woven'], ['綾織', 'woven'], ['平織', 'woven'], ['サテン', 'woven'], ['ガーゼ', 'woven'], ['ダブルガーゼ', 'woven'], ['トリプルガーゼ', 'woven'], ['楊柳', 'woven'], ['ポプリン', 'woven'], ['ツイード', 'woven'], ['ブロード', 'woven'], ['シフォン', 'woven'], ['コーデュロイ', 'woven'],
    ['不織布', 'nonwoven'],
    ['ニットでない', 'woven'], ['編物でない', 'woven'], ['メリヤス編みでない', 'woven'], ['メリヤス編みのものを除く', 'woven'], ['ニットではない', 'woven'], ['編物ではない', 'woven'], ['メリヤス編みではない', 'woven'],
  ],
  ko: [
    // A knit pattern, touch or feel on a shirt or jacket is its look, not how it is made ("케이블 니트 패턴 프린트 셔츠", "니트 터치 트위드 자켓").
    // Nitrile is a rubber, not a knit ("니트릴 장갑").
    ['니트릴', null], ['니트 패턴', null], ['니트패턴', null], ['니트 터치', null], ['니트터치', null], ['니트 느낌', null], ['니트느낌', null],
    ['니트', 'knitted'], ['편직', 'knitted'], ['편성', 'knitted'], ['메리야스', 'knitted'], ['저지', 'knitted'], ['쭈리', 'knitted'],
    ['직물', 'woven'], ['우븐', 'woven'], ['제직', 'woven'], ['데님', 'woven'], ['트윌', 'woven'], ['능직', 'woven'], ['평직', 'woven'], ['거즈', 'woven'], ['이중거즈', 'woven'], ['포플린', 'woven'], ['트위드', 'woven'], ['옥스포드', 'woven'], ['새틴', 'woven'], ['시폰', 'woven'], ['쉬폰', 'woven'], ['코듀로이', 'woven'],
    ['부직포', 'nonwoven'],
    ['편직하지 않은', 'woven'], ['편직되지 않은', 'woven'], ['편직물이 아닌', 'woven'], ['편직제가 아닌', 'woven'], ['편물이 아닌', 'woven'], ['편직 아님', 'woven'], ['편직아님', 'woven'], ['편직이 아닌', 'woven'], ['편직물 아님', 'woven'], ['니트 아님', 'woven'], ['니트가 아닌', 'woven'], ['직조', 'woven'],
  ],
};

/** 'children' is an age without a gender: it becomes a flag, not a Gender value. */
export type GenderWord = Exclude<Gender, null> | 'children';

export const GENDER: Lexicon<GenderWord> = {
  en: [
    ['men', 'men'], ['mens', 'men'], ['man', 'men'], ['mans', 'men'], ['male', 'men'], ['gentlemen', 'men'], ['gents', 'men'],
    ['women', 'women'], ['womens', 'women'], ['woman', 'women'], ['ladies', 'women'], ['lady', 'women'], ['female', 'women'], ['womans', 'women'],
    ['boys', 'boys'], ['boy', 'boys'], ['girls', 'girls'], ['girl', 'girls'],
    ['baby', 'babies'], ['babies', 'babies'], ['infant', 'babies'], ['infants', 'babies'], ['newborn', 'babies'],
    ['kids', 'children'], ['kid', 'children'], ['children', 'children'], ['childrens', 'children'], ['child', 'children'], ['youth', 'children'], ['junior', 'children'], ['toddler', 'children'],
    ['unisex', 'unisex'],
    ['man made', null], ['man-made', null], ['baby corn', null], ['baby carrots', null], ['baby spinach', null],
    // Colours and styles named after babies: a baby-blue shirt, a babydoll dress, a baby tee (a small fitted women's tee).
    ['baby blue', null], ['baby pink', null], ['baby doll', null], ['babydoll', null], ['baby tee', null], ['baby tees', null],
  ],
  vi: [
    ['nam', 'men'], ['đàn ông', 'men'], ['nam giới', 'men'], ['nữ', 'women'], ['phụ nữ', 'women'], ['nữ giới', 'women'],
    ['bé trai', 'boys'], ['con trai', 'boys'], ['bé gái', 'girls'], ['con gái', 'girls'],
    ['trẻ sơ sinh', 'babies'], ['sơ sinh', 'babies'], ['em bé', 'babies'], ['bé sơ sinh', 'babies'],
    ['trẻ em', 'children'], ['trẻ con', 'children'], ['thiếu nhi', 'children'], ['unisex', 'unisex'], ['nam nữ', 'unisex'],
    ['việt nam', null], ['viet nam', null], ['nam châm', null], ['miền nam', null], ['nam phi', null], ['nam mỹ', null], ['phía nam', null], ['hướng nam', null], ['hàn quốc', null],
  ],
  ja: [
    ['メンズ', 'men'], ['男性', 'men'], ['紳士', 'men'], ['男性用', 'men'], ['男子用', 'men'], ['女子用', 'women'], ['婦人用', 'women'], ['レディース', 'women'], ['婦人', 'women'], ['女性', 'women'], ['女性用', 'women'], ['ウィメンズ', 'women'],
    ['男児', 'boys'], ['男の子', 'boys'], ['ボーイズ', 'boys'], ['女児', 'girls'], ['女の子', 'girls'], ['ガールズ', 'girls'],
    ['ベビー', 'babies'], ['乳児', 'babies'], ['赤ちゃん', 'babies'], ['新生児', 'babies'], ['乳幼児', 'babies'],
    ['キッズ', 'children'], ['子供', 'children'], ['子ども', 'children'], ['こども', 'children'], ['児童', 'children'], ['ジュニア', 'children'],
    ['ユニセックス', 'unisex'], ['男女兼用', 'unisex'],
  ],
  ko: [
    ['남성', 'men'], ['남자', 'men'], ['남성용', 'men'], ['맨즈', 'men'], ['신사', 'men'], ['여성', 'women'], ['여자', 'women'], ['여성용', 'women'], ['숙녀', 'women'], ['레이디스', 'women'],
    ['남아', 'boys'], ['남자아이', 'boys'], ['여아', 'girls'], ['여자아이', 'girls'],
    ['유아', 'babies'], ['아기', 'babies'], ['베이비', 'babies'], ['신생아', 'babies'], ['영아', 'babies'],
    ['아동', 'children'], ['어린이', 'children'], ['키즈', 'children'], ['주니어', 'children'],
    ['남녀공용', 'unisex'], ['유니섹스', 'unisex'],
  ],
};

export const STATE: Lexicon<Exclude<FoodState, null>> = {
  en: [
    ['live', 'live'], ['living', 'live'], ['alive', 'live'],
    ['fresh', 'fresh'], ['chilled', 'chilled'], ['refrigerated', 'chilled'], ['cooled', 'chilled'],
    ['frozen', 'frozen'], ['deep-frozen', 'frozen'], ['deep frozen', 'frozen'], ['iqf', 'frozen'],
    ['dried', 'dried'], ['dry', 'dried'], ['dehydrated', 'dried'], ['freeze-dried', 'dried'], ['sun-dried', 'dried'],
    ['salted', 'salted'], ['in brine', 'salted'], ['brined', 'salted'], ['smoked', 'smoked'],
    ['cooked', 'cooked'], ['boiled', 'cooked'], ['steamed', 'cooked'], ['roasted', 'cooked'], ['grilled', 'cooked'], ['fried', 'cooked'],
    ['precooked', 'cooked'], ['pre-cooked', 'cooked'], ['parboiled', null], ['partially steamed', null], ['partially cooked', null],
    ['prepared', 'prepared'], ['preparation', 'prepared'], ['preparations', 'prepared'], ['seasoned', 'prepared'], ['marinated', 'prepared'], ['breaded', 'prepared'],
    ['preserved', 'preserved'], ['canned', 'preserved'], ['tinned', 'preserved'], ['pickled', 'preserved'], ['in vinegar', 'preserved'],
    ['in oil', 'preserved'], ['in olive oil', 'preserved'], ['in extra virgin olive oil', 'preserved'], ['in sunflower oil', 'preserved'], ['in vegetable oil', 'preserved'], ['in soybean oil', 'preserved'], ['in brine', 'preserved'], ['in spring water', 'preserved'], ['in water', 'preserved'], ['in syrup', 'preserved'], ['in light syrup', 'preserved'], ['in heavy syrup', 'preserved'], ['in tomato sauce', 'prepared'], ['in mustard sauce', 'prepared'],
    // A wine's or a spirit's sweetness is no state: "Prosecco Extra Dry", "Dry Vermouth", "London Dry Gin".
    ['extra dry', null], ['extra-dry', null], ['dry white', null], ['dry red', null], ['dry vermouth', null], ['dry sherry', null], ['london dry', null], ['dry gin', null], ['dry cider', null],
    ['dry cleaning', null], ['dry ice', null], ['fresh water', null], ['freshwater', null], ['unroasted', null], ['not roasted', null], ['uncooked', null],
  ],
  vi: [
    ['sống', 'live'], ['tươi', 'fresh'], ['tươi sống', 'fresh'], ['ướp lạnh', 'chilled'], ['làm lạnh', 'chilled'], ['đông lạnh', 'frozen'], ['cấp đông', 'frozen'],
    ['khô', 'dried'], ['sấy', 'dried'], ['sấy khô', 'dried'], ['phơi khô', 'dried'], ['ướp muối', 'salted'], ['muối', 'salted'], ['hun khói', 'smoked'], ['xông khói', 'smoked'],
    ['nấu chín', 'cooked'], ['luộc', 'cooked'], ['hấp', 'cooked'], ['chiên', 'cooked'], ['rang', 'cooked'], ['nướng', 'cooked'], ['chưa rang', null], ['không rang', null], ['chưa nấu', null],
    ['chế biến', 'prepared'], ['tẩm gia vị', 'prepared'], ['tẩm bột', 'prepared'], ['đóng hộp', 'preserved'], ['ngâm giấm', 'preserved'],
    ['muối biển', null], ['muối ăn', null], ['nhiệt độ sống', null],
    // How raw meat is to be cooked is no state of it: "nhúng lẩu, nướng BBQ" (for hotpot, for the grill), "nấu chín trước khi ăn" (cook before eating); "thịt sống" is raw meat, not live animals.
    ['nướng bbq', null], ['nhúng lẩu', null], ['nấu chín trước khi ăn', null], ['nấu chín trước khi dùng', null], ['thịt sống', null],
  ],
  ja: [
    ['活', 'live'], ['生きた', 'live'], ['生鮮', 'fresh'], ['生の', 'fresh'], ['冷蔵', 'chilled'], ['チルド', 'chilled'], ['冷凍', 'frozen'],
    ['乾燥', 'dried'], ['干し', 'dried'], ['乾し', 'dried'], ['乾椎茸', 'dried'], ['塩漬', 'salted'], ['塩蔵', 'salted'], ['燻製', 'smoked'], ['くん製', 'smoked'],
    ['加熱', 'cooked'], ['ボイル', 'cooked'], ['ロースト', 'cooked'], ['素焼き', 'cooked'], ['茹で', 'cooked'], ['調理済', 'cooked'], ['調製', 'prepared'], ['味付', 'prepared'], ['缶詰', 'preserved'], ['酢漬', 'preserved'],
    ['冷凍庫', null], ['冷蔵庫', null], ['生活', null], ['冷凍冷蔵庫', null], ['乾燥機', null], ['乾燥剤', null], ['加熱器', null], ['冷凍機', null], ['活性', null],
  ],
  ko: [
    ['활', 'live'], ['생', 'fresh'], ['신선', 'fresh'], ['냉장', 'chilled'], ['냉동', 'frozen'],
    // "건" before a food is dried: 건표고 (dried shiitake), 건고추, 건새우, 건멸치, 건망고.
    ['건조', 'dried'], ['말린', 'dried'], ['마른', 'dried'], ['건표고', 'dried'], ['건고추', 'dried'], ['건새우', 'dried'], ['건멸치', 'dried'], ['건어물', 'dried'], ['건과일', 'dried'], ['건대추', 'dried'], ['건망고', 'dried'], ['건블루베리', 'dried'], ['건크랜베리', 'dried'], ['염장', 'salted'], ['소금에 절인', 'salted'], ['훈제', 'smoked'],
    ['조리', 'cooked'], ['익힌', 'cooked'], ['삶은', 'cooked'], ['찐', 'cooked'], ['조제', 'prepared'], ['가공', 'prepared'], ['양념', 'prepared'], ['양념X', null], ['양념x', null], ['양념 X', null], ['양념 x', null], ['무양념', null], ['조미', 'prepared'], ['볶은', 'cooked'], ['튀긴', 'cooked'], ['구운', 'cooked'], ['통조림', 'preserved'], ['절임', 'preserved'],
    ['냉장고', null], ['미가공', null], ['비가공', null], ['조미료', null], ['냉동고', null], ['건조기', null], ['냉동기', null], ['조리기', null], ['가공기', null], ['가공용', null],
    // Goods whose name starts with the freezer's last syllable: 냉동 + 고추 (chili), not 냉동고 (freezer) + 추.
    ['냉동고추', 'frozen'], ['냉동고등어', 'frozen'], ['냉동고구마', 'frozen'], ['냉동고기', 'frozen'], ['냉동고사리', 'frozen'], ['냉동고로케', 'frozen'], ['냉장고기', 'chilled'],
  ],
};

export type PowerWord = 'electric' | 'battery' | 'manual' | 'engine';

export const POWER: Lexicon<PowerWord> = {
  en: [
    ['electric', 'electric'], ['electrical', 'electric'], ['electrically', 'electric'], ['corded', 'electric'], ['mains', 'electric'], ['plug-in', 'electric'], ['motorized', 'electric'], ['motorised', 'electric'],
    ['e-bike', 'electric'], ['e-bikes', 'electric'], ['ebike', 'electric'], ['ebikes', 'electric'], ['e-scooter', 'electric'], ['e-scooters', 'electric'], ['e-motorcycle', 'electric'], ['ev', 'electric'],
    ['battery', 'battery'], ['battery-operated', 'battery'], ['battery operated', 'battery'], ['battery powered', 'battery'], ['battery-powered', 'battery'], ['rechargeable', 'battery'], ['cordless', 'battery'], ['li-ion', 'battery'], ['lithium-ion', 'battery'],
    ['manual', 'manual'], ['hand-operated', 'manual'], ['hand operated', 'manual'], ['hand-powered', 'manual'], ['non-electric', 'manual'], ['non electric', 'manual'], ['not electric', 'manual'], ['mechanical', 'manual'],
    ['gasoline', 'engine'], ['petrol', 'engine'], ['diesel', 'engine'], ['gas-powered', 'engine'], ['gas powered', 'engine'], ['engine-driven', 'engine'], ['engine driven', 'engine'],
    ['manual transmission', null], ['user manual', null], ['instruction manual', null], ['mechanical seal', null], ['mechanical seals', null], ['mechanical pencil', null], ['mechanical pencils', null], ['mechanical watch', null], ['battery charger', null], ['battery chargers', null],
  ],
  vi: [
    ['điện', 'electric'], ['chạy điện', 'electric'], ['dùng điện', 'electric'], ['pin', 'battery'], ['dùng pin', 'battery'], ['chạy pin', 'battery'], ['pin sạc', 'battery'], ['sạc điện', 'battery'], ['không dây', 'battery'],
    ['thủ công', 'manual'], ['bằng tay', 'manual'], ['không dùng điện', 'manual'], ['chạy xăng', 'engine'], ['động cơ xăng', 'engine'], ['chạy dầu', 'engine'], ['động cơ diesel', 'engine'],
    ['điện thoại', null], ['điện tử', null], ['điện trở', null], ['điện cực', null], ['dây điện', null], ['bảng điện', null], ['tủ điện', null], ['pin mặt trời', null],
  ],
  ja: [
    ['電動', 'electric'], ['電気', 'electric'], ['コード式', 'electric'], ['充電式', 'battery'], ['電池式', 'battery'], ['コードレス', 'battery'], ['バッテリー式', 'battery'],
    // Denied power is no power source: "電動式でない" is worked by hand, whatever '電動' inside it says.
    ['電動式でない', 'manual'], ['電動でない', 'manual'], ['電動ではない', 'manual'], ['電動式ではない', 'manual'], ['電源不要', 'manual'], ['電気不要', 'manual'], ['電気を使わない', 'manual'],
    ['手動', 'manual'], ['非電動', 'manual'], ['非電気式', 'manual'], ['非電気', 'manual'], ['エンジン式', 'engine'], ['ガソリン式', 'engine'], ['ガソリン', 'engine'], ['ディーゼル', 'engine'],
  ],
  ko: [
    ['전동', 'electric'], ['전기', 'electric'], ['유선', 'electric'], ['충전식', 'battery'], ['배터리식', 'battery'], ['건전지식', 'battery'], ['무선충전', 'battery'],
    ['전기식 아님', 'manual'], ['전기식이 아닌', 'manual'], ['전기식이 아니며', 'manual'], ['전동식 아님', 'manual'], ['전동식이 아닌', 'manual'], ['전동기가 없으며', 'manual'], ['전동기가 없는', 'manual'], ['전동기 없음', 'manual'], ['전원 불필요', 'manual'], ['무전원', 'manual'],
    ['수동', 'manual'], ['비전동', 'manual'], ['비전기식', 'manual'], ['비전기', 'manual'], ['무전원', 'manual'], ['엔진식', 'engine'], ['가솔린', 'engine'], ['휘발유', 'engine'], ['디젤', 'engine'],
    ['전기차', null], ['전기밥솥', null], ['충전기', null], ['발전기', null], ['전기면도기', null],
  ],
};

/** Words that say a product runs on electricity without saying how it is powered. */
export const ELECTRICAL_HINTS: Lexicon<true> = {
  en: [['electronic', true], ['electronics', true], ['usb', true], ['led', true], ['lcd', true], ['wireless', true], ['bluetooth', true], ['wifi', true], ['wi-fi', true], ['digital', true], ['ac/dc', true], ['powered', true]],
  vi: [['điện tử', true], ['không dây', true], ['bluetooth', true], ['kỹ thuật số', true]],
  ja: [['電子', true], ['ワイヤレス', true], ['デジタル', true], ['無線', true]],
  ko: [['전자', true], ['무선', true], ['블루투스', true], ['디지털', true]],
};

/** A PhraseIndex per language for a lexicon, built once. */
export function lexiconIndexes<T>(lexicon: Lexicon<T>): Record<Lang, PhraseIndex<T | null>> {
  const result = {} as Record<Lang, PhraseIndex<T | null>>;
  for (const lang of ['en', 'vi', 'ja', 'ko'] as const) {
    const index = new PhraseIndex<T | null>(lang);
    for (const [term, value] of lexicon[lang]) index.add(term, value);
    result[lang] = index;
  }
  return result;
}

/**
 * Words of vehicle specifications that no schedule or case text holds, read by the attribute rules or the
 * glossary as written: a "9-seater" is no "9-heater", a "Fastback" no "fast back", "CRDi" no "CR Di".
 */
const SPECIFICATION_WORDS = ['seater', 'seaters', 'fastback', 'crdi', 'tdi', 'hev', 'phev', 'bev', 'gvw', 'mtow', 'hatchback', 'liftback'];

/** Every English term of the reader's word lists: words the speller must leave as written. */
export function englishLexiconTerms(): string[] {
  return [...[MATERIALS, CONSTRUCTION, GENDER, STATE, POWER, ELECTRICAL_HINTS].flatMap((lexicon) => lexicon.en.map(([term]) => term)), ...SPECIFICATION_WORDS];
}
