import { collapseWhitespace } from './collapse-whitespace.js';

/** Placeholders the upstream files use for "no value". */
const PLACEHOLDERS = new Set(['', 'NA', 'N/A', 'NULL', '-']);

/**
 * Cleans a source field: collapses white space and turns an upstream placeholder
 * (`NA`, empty, `N/A`, `NULL`, `-`) into `""`, so that no placeholder is ever emitted.
 *
 * @example
 * cleanField('  NA ') // ''
 * cleanField('New   Delhi') // 'New Delhi'
 */
export function cleanField(value: string | undefined): string {
  if (value === undefined) return '';
  const collapsed = collapseWhitespace(value);
  return PLACEHOLDERS.has(collapsed.toUpperCase()) ? '' : collapsed;
}
