const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/**
 * A cell that starts like a formula gets a leading apostrophe so that Excel, LibreOffice or
 * Sheets show it as text instead of running it (OWASP "CSV injection"). A plain negative
 * number is left alone: it cannot run anything and people expect to see "-5".
 */
export function neutralizeFormula(value: string): string {
  if (!FORMULA_START.test(value) || NEGATIVE_NUMBER.test(value)) return value;
  return `'${value}`;
}
