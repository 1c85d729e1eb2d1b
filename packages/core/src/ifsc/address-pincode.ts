/**
 * A PIN code inside free text: `[1-9]` and five more digits, optionally written as
 * two groups of three (`700 001`), not touching another digit on either side so
 * that a phone number or a longer reference number never yields a PIN.
 */
const PIN_IN_TEXT = /(?<!\d)([1-9]\d{2}) ?(\d{3})(?!\d)/g;

/**
 * Finds the six-digit PIN code in a branch address, also in its spaced form
 * (`KOLKATA 700 001`). Addresses end with the PIN far more often than they start
 * with a number that looks like one (plot and door numbers), so the last match
 * wins. Gives `''` when the address has none.
 *
 * @example
 * pincodeFromAddress('SAMRIDDHI BHAWAN, 1 STRAND ROAD, KOLKATA 700 001') // '700001'
 * pincodeFromAddress('MUMBAI-400024') // '400024'
 * pincodeFromAddress('PHONE 02224702643') // ''
 */
export function pincodeFromAddress(address: string): string {
  let found = '';
  for (const match of address.matchAll(PIN_IN_TEXT)) found = match[1]! + match[2]!;
  return found;
}
