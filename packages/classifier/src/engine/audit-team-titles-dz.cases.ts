/** Rows from the forty-second session's team titles (dev-dz to dev-eb) and leftovers, reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('fresh goods are no dried line, and an unrefined fat without a crude line is not another oil crude', () => {
  expectFirstHs6InLanguages([
    ['Fresh sugar snap peas, 500 g clamshell', 'en', '070810'],
    ['Unrefined raw shea butter, 1 kg tub', 'en', '151590'],
    ['Crude palm oil in bulk', 'en', '151110'],
  ]);
});

describe('switchgear over 1000 volts is heading 8535, whatever its subheadings repeat', () => {
  expectFirstHs6InLanguages([
    ['Máy cắt chân không 24kV, 1250A, lắp trong nhà', 'vi', '853521'],
    ['Vacuum circuit breaker, 36 kV, indoor type', 'en', '853521'],
    ['Moulded case circuit breaker 400V 250A', 'en', '853620'],
  ]);
});

describe('an excavator turns on a revolving superstructure, on tracks or not', () => {
  expectFirstHs6InLanguages([
    ['Máy đào bánh xích Hitachi ZX200, đã qua sử dụng', 'vi', '842952'],
    ['중고 굴삭기 (크롤러형) 21톤', 'ko', '842952'],
    ['Bulldozer, track laying, 200 hp', 'en', '842911'],
  ]);
});
