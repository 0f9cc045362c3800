/** Rows from the thirty-fifth session's team titles (dev-cp, dev-cq, dev-cr and earlier files), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a water said not to contain added sugar nor flavour is of 2201, whatever flavour word the denial holds', () => {
  expectFirstHs6InLanguages([
    ['Spring water, still, not containing added sugar or flavour, 1.5 L bottles', 'en', '220110'],
  ]);
});

describe('a camera named after the phone, drone or computer that carries it is the device\'s feature', () => {
  expectFirstHs6InLanguages([
    ['Android Smartphone 6.5 inch 128GB 50MP Camera Dual SIM Cell Phone', 'en', '851713'],
  ]);
});

describe('fruit, peel and ginger preserved by sugar are 2006, not the fruit', () => {
  expectFirstHs6InLanguages([
    ['Candied Lemon Peel for Baking 8 oz', 'en', '200600'],
    ['Crystallized Ginger Slices 1 lb bag', 'en', '200600'],
  ]);
});

describe('goods named before a use that names other goods are not those goods: caps, shaver heads, chair bases', () => {
  expectFirstHs6InLanguages([
    ['CAPS PP 38MM FOR HDPE BOTTLE', 'en', '392350'],
    ['Replacement Shaver Head for Philips Norelco Series 3000 Electric Shaver', 'en', '851090'],
    ['Office chair base, five-star, aluminium, 700 mm', 'en', '940199'],
  ]);
});

describe('a use naming a series of goods ("for Reptiles, Birds and Chickens") names none of the goods', () => {
  expectFirstHs6InLanguages([
    ['Live Crickets 250 Count, Feeder Insects for Lizards, Frogs and Birds', 'en', '010649'],
  ]);
});

describe('silica and quartz sands have their own subheading', () => {
  expectFirstHs6InLanguages([
    ['Silica sand, washed and dried, SiO2 99%, for foundry moulds', 'en', '250510'],
  ]);
});
