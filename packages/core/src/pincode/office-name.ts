import { collapseWhitespace } from '../text/collapse-whitespace.js';

/** One office-type token as India Post writes it: `B.O`, `BO`, `S. O`, `s.o.`, `H O`, … */
const TYPE_TOKEN = String.raw`[BSH]\.?\s?O\.?`;
const TRAILING_TYPE = new RegExp(String.raw`\s(?:${TYPE_TOKEN}|P\.?O\.?)$`, 'i');
/** A type token glued to a lower-case letter (`DheolaBO`): only upper case, to spare real words. */
const GLUED_TYPE = /([a-z])(?:BO|SO|HO)$/;
/** A type token followed by a qualifier: `Tilak Nagar S.O (West Delhi)`, `Kautha B.O BASMATH`. */
const INNER_TYPE = new RegExp(String.raw`^(.+?)\s(?:${TYPE_TOKEN})\s(.+)$`, 'i');

/**
 * Cleans a post office name: collapses white space and removes the office-type
 * suffix (`B.O`, `BO`, `S.O`, `SO`, `H.O`, `HO`, `PO`, dotted, spaced or not, repeated
 * or not). A type word inside the name that introduces a qualifier becomes
 * brackets, so the qualifier stays. `GPO` and `G.P.O` stay part of the name.
 *
 * @example
 * cleanOfficeName('Nangloi   III S.O') // 'Nangloi III'
 * cleanOfficeName('Pasina Kalan BO B.O') // 'Pasina Kalan'
 * cleanOfficeName('Aliganj SO South Delhi') // 'Aliganj (South Delhi)'
 * cleanOfficeName('New Delhi GPO') // 'New Delhi GPO'
 */
export function cleanOfficeName(raw: string): string {
  let name = collapseWhitespace(raw);
  for (;;) {
    const stripped = name.replace(TRAILING_TYPE, '').replace(GLUED_TYPE, '$1').trim();
    if (stripped === name || stripped === '') break;
    name = stripped;
  }
  const inner = INNER_TYPE.exec(name);
  if (inner) {
    const [, head = '', qualifier = ''] = inner;
    name = /^\(.*\)$/.test(qualifier) ? `${head} ${qualifier}` : `${head} (${qualifier})`;
  }
  return name;
}
