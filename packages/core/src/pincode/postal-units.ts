import { collapseWhitespace } from '../text/collapse-whitespace.js';

/**
 * Removes the trailing `Circle` word from a postal circle name.
 *
 * @example
 * cleanCircleName('Delhi Circle') // 'Delhi'
 * cleanCircleName('APS CIRCLE') // 'APS'
 */
export function cleanCircleName(raw: string): string {
  return collapseWhitespace(raw).replace(/\s+circle$/i, '');
}

/**
 * Removes `Division`, `Division office` (or a leading `Divisional Office`) from a
 * postal division name.
 *
 * @example
 * cleanDivisionName('Gautam Buddha Nagar Division office') // 'Gautam Buddha Nagar'
 * cleanDivisionName('Divisional Office Katihar') // 'Katihar'
 */
export function cleanDivisionName(raw: string): string {
  return collapseWhitespace(raw)
    .replace(/\s+(division(al)?(\s+office)?|dv)$/i, '')
    .replace(/^divisional\s+office\s+/i, '');
}

/** The region value India Post uses for a division that reports straight to its circle. */
const REPORTS_TO_CIRCLE = 'divreportingcircle';

/**
 * Removes the trailing `Region`/`Regional Office`/`RN` word from a postal region name;
 * `DivReportingCircle` (a division that reports straight to the circle) becomes
 * the circle's name.
 *
 * @example
 * cleanRegionName('Lucknow  HQ Region', 'Uttar Pradesh') // 'Lucknow HQ'
 * cleanRegionName('DivReportingCircle', 'Delhi') // 'Delhi'
 */
export function cleanRegionName(raw: string, circleName: string): string {
  const region = collapseWhitespace(raw);
  if (region.toLowerCase() === REPORTS_TO_CIRCLE) return circleName;
  return region.replace(/\s+(region(al\s+office)?|rn)$/i, '');
}
