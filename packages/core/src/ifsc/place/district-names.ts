import { getOrCreate } from '../../util/get-or-create.js';
import { placeKey } from './place-key.js';
import type { DistrictRename, Place } from './types.js';

/** A district a name names, and whether the name is an old one (from the rename table). */
export interface NamedDistrict {
  readonly place: Place;
  readonly renamed: boolean;
}

/** Every name of every district: India Post's, and the old ones of the rename table, by place key. */
export type DistrictNames = ReadonlyMap<string, readonly NamedDistrict[]>;

/**
 * Indexes the districts by the {@link placeKey} of their names: India Post's names and
 * the old names of `renames`. A rename whose state or new district India Post does not
 * list (India Post renamed it again, or the sources are a sample) places nothing: it
 * is left out and given to `unknown`, for the data report.
 *
 * @example
 * const names = districtNames([{ name: 'Karnataka', districts: [{ name: 'Kalaburagi' }] }], [
 *   { state: 'Karnataka', from: ['Gulbarga'], to: 'Kalaburagi', reference: '…' },
 * ]);
 * names.get('GULBARGA') // [{ place: { state: 'Karnataka', district: 'Kalaburagi' }, renamed: true }]
 */
export function districtNames(
  states: readonly { readonly name: string; readonly districts: readonly { readonly name: string }[] }[],
  renames: readonly DistrictRename[],
  unknown: (rename: DistrictRename) => void = () => {},
): DistrictNames {
  const names = new Map<string, NamedDistrict[]>();
  const add = (key: string, named: NamedDistrict) => {
    const list = getOrCreate(names, key, () => []);
    if (!list.some((n) => n.place.state === named.place.state && n.place.district === named.place.district)) list.push(named);
  };
  for (const state of states)
    for (const district of state.districts) add(placeKey(district.name), { place: { state: state.name, district: district.name }, renamed: false });
  for (const rename of renames) {
    const state = states.find((s) => s.name === rename.state);
    if (!state?.districts.some((d) => d.name === rename.to)) {
      unknown(rename);
      continue;
    }
    for (const from of rename.from) add(placeKey(from), { place: { state: rename.state, district: rename.to }, renamed: true });
  }
  return names;
}
