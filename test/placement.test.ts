/**
 * Branch placement on the real data (docs/data.md, "Where a branch is"): the held-out
 * precision and coverage with floors, the one geography, the state moves, and the
 * published values kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteUrls, ifscRecord, placeKey, type IfscDataset, type PincodeDataset, type PlacementMeasure } from 'india-pincode-ifsc/internal';
import { DEFAULT_DATASET_DIR, openDatasetDir } from '@india-pincode-ifsc/sources';

/**
 * Floors under the measured figures (docs/data.md gives them): a change to placement
 * that lowers precision or coverage below them fails here.
 */
const FLOORS = { heldOutPrecision: 0.975, heldOutCoverage: 0.74, placed: 0.88 };

let pincodes: PincodeDataset;
let ifsc: IfscDataset;
let placement: PlacementMeasure;

beforeAll(async () => {
  const dataset = openDatasetDir(DEFAULT_DATASET_DIR);
  [pincodes, ifsc] = await Promise.all([dataset.pincodes(), dataset.ifsc()]);
  placement = dataset.report().placement!;
});

describe('branch placement on the real data', () => {
  it('is measured with the PIN code held out, above its floors', () => {
    expect(placement.heldOut).toBeGreaterThan(100_000);
    expect(placement.correct / placement.placed).toBeGreaterThanOrEqual(FLOORS.heldOutPrecision);
    expect(placement.placed / placement.heldOut).toBeGreaterThanOrEqual(FLOORS.heldOutCoverage);
    const branches = [...ifsc.branches.values()];
    const placed = branches.filter((b) => b.placedBy !== 'unplaced').length;
    expect(placed / branches.length).toBeGreaterThanOrEqual(FLOORS.placed);
  });

  it("lists in every state only India Post's districts of that state, and counts the unplaced branches", () => {
    for (const bank of [{ states: ifsc.states }, ...ifsc.banks]) {
      for (const state of bank.states) {
        const pinState = pincodes.statesBySlug.get(state.slug)!;
        expect(pinState.name).toBe(state.name);
        for (const district of state.districts) expect(pinState.districtsBySlug.get(district.slug)?.name).toBe(district.name);
        expect(state.districts.reduce((sum, d) => sum + d.branchCount, state.unplacedCount)).toBe(state.branchCount);
      }
    }
  });

  it('moves a state that the PIN code and the district name both contradict, and keeps one only the PIN code contradicts', () => {
    const namesOf = (state: string) => new Set(pincodes.statesByName.get(state)?.districts.map((d) => placeKey(d.name)));
    let moved = 0;
    let kept = 0;
    for (const branch of ifsc.branches.values()) {
      const pinStates = branch.pincodeKnown ? new Set(pincodes.areas.get(branch.pincode)!.offices.map((o) => o.state)) : new Set<string>();
      const published = pincodes.states.find((s) => placeKey(s.name) === placeKey(branch.publishedState))?.name;
      if (!published || pinStates.size !== 1 || pinStates.has(published)) continue;
      const [pinState] = pinStates as Set<string>;
      const key = placeKey(branch.publishedDistrict);
      if (namesOf(pinState!).has(key) && !namesOf(published).has(key)) {
        expect(branch.state, branch.ifsc).toBe(pinState);
        moved++;
      } else if (namesOf(published).has(key) && !namesOf(pinState!).has(key)) {
        expect(branch.state, branch.ifsc).toBe(published);
        kept++;
      }
    }
    expect(moved).toBeGreaterThan(500);
    expect(kept).toBeGreaterThan(10);
  });

  it('keeps the published state and district in the record where they differ', () => {
    const urls = createSiteUrls('https://example.org');
    let differing = 0;
    for (const branch of ifsc.branches.values()) {
      const record = ifscRecord(branch, urls);
      expect(record.PLACEMENT).toBe(branch.placedBy);
      const same = placeKey(record.STATE) === placeKey(branch.publishedState) && placeKey(record.DISTRICT) === placeKey(branch.publishedDistrict);
      if (same) expect(record).not.toHaveProperty('PUBLISHED_STATE');
      else {
        expect([record.PUBLISHED_STATE, record.PUBLISHED_DISTRICT]).toEqual([branch.publishedState, branch.publishedDistrict]);
        differing++;
      }
    }
    expect(differing).toBeGreaterThan(50_000);
  });
});
