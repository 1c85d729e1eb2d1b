/** The long label of each bank type code that `banks.json` uses (DESIGN.md, IFSC rules). */
export const BANK_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  PSB: 'Public Sector Bank',
  Private: 'Private Sector Bank',
  Foreign: 'Foreign Bank',
  SFB: 'Small Finance Bank',
  PB: 'Payments Bank',
  RRB: 'Regional Rural Bank',
  LAB: 'Local Area Bank',
  SCB: 'State Co-operative Bank',
  DCCB: 'District Central Co-operative Bank',
  'S-UCB': 'Scheduled Urban Co-operative Bank',
  'O-UCB': 'Urban Co-operative Bank',
};

/**
 * The CATEGORY label of a bank type code; `''` for a missing or unknown type, so
 * that a code is never shown where a label is expected.
 *
 * @example
 * bankCategory('PSB') // 'Public Sector Bank'
 * bankCategory(undefined) // ''
 */
export function bankCategory(type: string | undefined): string {
  if (type === undefined) return '';
  return Object.hasOwn(BANK_CATEGORY_LABELS, type) ? BANK_CATEGORY_LABELS[type]! : '';
}
