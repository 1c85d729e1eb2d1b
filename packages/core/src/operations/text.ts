/**
 * The readable lines of the operations' answers, shared by the command line on a
 * terminal and the MCP tools' text: one line per office or branch.
 */
import type { IfscBranchItem } from '../ifsc/record.js';
import { indianDigits } from '../text/indian-digits.js';
import type { V1PostOffice } from '../pincode/v1-response.js';

/**
 * One post office on one line: name, kind, PIN code, place (and distance or match when the answer has one).
 *
 * @example
 * officeLine(office) // 'Baroda House (SO, Non-Delivery), PIN 110001, New Delhi, Delhi'
 */
export function officeLine(office: V1PostOffice & { distance_km?: number; match?: string }): string {
  const place = [office.district, office.state].filter(Boolean).join(', ');
  const distance = office.distance_km === undefined ? '' : `, ${office.distance_km} km`;
  const match = office.match === undefined ? '' : ` [${office.match}]`;
  return `${office.name} (${office.branch_type}, ${office.delivery_status}), PIN ${office.pincode}, ${place}${distance}${match}`;
}

/**
 * One bank branch on one line: IFSC, bank, branch, place, PIN code, and whether the code is withdrawn.
 *
 * @example
 * branchLine(record) // 'SBIN0000001: State Bank of India, Kolkata Main, Kolkata, Kolkata, West Bengal 700001'
 */
export function branchLine(branch: IfscBranchItem): string {
  const place = [branch.CITY2, branch.DISTRICT, branch.STATE].filter(Boolean).join(', ');
  const withdrawn = branch.LISTED ? '' : ' (withdrawn: not in the RBI list)';
  return `${branch.IFSC}: ${branch.BANK}, ${branch.BRANCH}, ${place}${branch.PINCODE ? ` ${branch.PINCODE}` : ''}${withdrawn}`;
}

/** A count with its noun, singular for one: `plural(1, 'office')` → `1 office`. */
export const plural = (count: number, noun: string, many = `${noun}s`) => `${indianDigits(count)} ${count === 1 ? noun : many}`;

/** The lines of a list, and how many more there were when it is a page of a longer one. */
export function lines<T>(items: readonly T[], line: (item: T) => string, total = items.length): string {
  return items.map(line).join('\n') + (total > items.length ? `\n(${total - items.length} more not shown)` : '');
}
