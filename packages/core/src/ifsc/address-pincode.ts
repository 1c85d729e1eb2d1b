/**
 * A PIN code inside free text: `[1-9]` and five more digits, optionally written as
 * two groups of three (`700 001`), not touching another digit on either side so
 * that a phone number or a longer reference number never yields a PIN.
 */
const PIN_IN_TEXT = /(?<!\d)([1-9]\d{2}) ?(\d{3})(?!\d)/g;

/**
 * What comes before a telephone number, not a PIN code: a word for a telephone
 * (`PH`, `TEL`, `MOB`, `FAX`, `CONTACT`) and digits or separators after it, or an STD
 * code (`0495 `, `0495-`).
 */
const PHONE_BEFORE = /(?:\b(?:PH|PHONE|TEL|TELE|MOB|MOBILE|FAX|CONTACT)\b[\W_]*(?:NO)?[\W_]*[\d\s/-]*|\b0\d{2,4}[\s-]?)$/i;

/**
 * Finds the six-digit PIN code in a branch address, also in its spaced form
 * (`KOLKATA 700 001`). Addresses end with the PIN far more often than they start
 * with a number that looks like one (plot and door numbers), so the last match
 * wins, unless it is part of a telephone number (after `PH:` or an STD code, see
 * PHONE_BEFORE). Gives `''` when the address has none.
 *
 * @example
 * pincodeFromAddress('SAMRIDDHI BHAWAN, 1 STRAND ROAD, KOLKATA 700 001') // '700001'
 * pincodeFromAddress('MUMBAI-400024') // '400024'
 * pincodeFromAddress('PHONE 02224702643') // ''
 * pincodeFromAddress('P O MULIYAR - 671 542, KASARAGOD, PH: 04994 250104') // '671542'
 */
export function pincodeFromAddress(address: string): string {
  let found = '';
  for (const match of address.matchAll(PIN_IN_TEXT)) {
    if (!PHONE_BEFORE.test(address.slice(Math.max(0, match.index - 24), match.index))) found = match[1]! + match[2]!;
  }
  return found;
}
