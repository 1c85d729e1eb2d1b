import type { DataReport } from '../report.js';
import { PINCODE_REPORT, type PostOfficeDraft } from './normalize-row.js';
import { getOrCreate } from '../util/get-or-create.js';

/** The one value that all non-empty values agree on, or `''` when none or several. */
function agreed(values: Iterable<string>): string {
  let found = '';
  for (const value of values) {
    if (!value) continue;
    if (found && value !== found) return '';
    found = value;
  }
  return found;
}

function groupBy(drafts: readonly PostOfficeDraft[], key: (draft: PostOfficeDraft) => string) {
  const groups = new Map<string, PostOfficeDraft[]>();
  for (const draft of drafts) getOrCreate(groups, key(draft), () => []).push(draft);
  return groups;
}

function squaredDistance(a: PostOfficeDraft, b: PostOfficeDraft): number {
  return ((a.latitude ?? 0) - (b.latitude ?? 0)) ** 2 + ((a.longitude ?? 0) - (b.longitude ?? 0)) ** 2;
}

/**
 * Fills missing states, districts and regions from the offices around them, in
 * order of trust: the other offices of the same PIN code where they agree; then, for
 * the state, the postal division where all its offices lie in one state; for the
 * district, the nearest office of the same division with one; for the region, the
 * division's region. Each repair is reported; what stays empty is reported as unresolved.
 * Changes the drafts in place.
 *
 * @example
 * fillGaps(drafts, report); // rows with NA for state or district get their PIN code's
 */
export function fillGaps(drafts: PostOfficeDraft[], report: DataReport): void {
  const byPincode = groupBy(drafts, (d) => d.pincode);
  const byDivision = groupBy(drafts, (d) => `${d.circle}|${d.division}`);
  const fix = (draft: PostOfficeDraft, kind: string) => report.add(PINCODE_REPORT, kind, 'fixed', draft.line, `${draft.name} ${draft.pincode}`);

  for (const draft of drafts) {
    if (draft.state && draft.district) continue;
    const siblings = byPincode.get(draft.pincode) ?? [];
    const divisionOffices = byDivision.get(`${draft.circle}|${draft.division}`) ?? [];
    if (!draft.state) {
      const fromPin = agreed(siblings.map((s) => s.state));
      const fromDivision = fromPin ? '' : agreed(divisionOffices.map((s) => s.state));
      draft.state = fromPin || fromDivision;
      if (fromPin) fix(draft, 'state-from-pincode');
      else if (fromDivision) fix(draft, 'state-from-division');
    }
    if (!draft.district && draft.state) {
      const sameState = (s: PostOfficeDraft) => s.state === draft.state;
      const fromPin = agreed(siblings.filter(sameState).map((s) => s.district));
      if (fromPin) {
        draft.district = fromPin;
        fix(draft, 'district-from-pincode');
      } else if (draft.latitude !== null) {
        let nearest: PostOfficeDraft | undefined;
        for (const other of divisionOffices) {
          if (!other.district || other.latitude === null || !sameState(other)) continue;
          if (!nearest || squaredDistance(draft, other) < squaredDistance(draft, nearest)) nearest = other;
        }
        if (nearest) {
          draft.district = nearest.district;
          fix(draft, 'district-from-nearest-office');
        }
      }
    }
    if (!draft.state) report.add(PINCODE_REPORT, 'state-unresolved', 'noted', draft.line, `${draft.name} ${draft.pincode}`);
    if (!draft.district) report.add(PINCODE_REPORT, 'district-unresolved', 'noted', draft.line, `${draft.name} ${draft.pincode}`);
  }

  for (const draft of drafts) {
    if (draft.region) continue;
    const region = agreed((byDivision.get(`${draft.circle}|${draft.division}`) ?? []).map((s) => s.region));
    if (region) {
      draft.region = region;
      fix(draft, 'region-from-division');
    } else {
      report.add(PINCODE_REPORT, 'region-unresolved', 'noted', draft.line, draft.division);
    }
  }
}
