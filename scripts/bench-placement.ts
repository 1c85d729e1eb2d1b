/**
 * Benchmark of branch placement (issue: every bank branch placed in one of India's
 * districts): builds what placement learns from the sources, places every branch, and
 * measures precision with the PIN code held out (measurePlacement). Prints coverage by
 * kind of evidence, the held-out precision and coverage per kind, and the time each
 * step took. Usage: npm run bench:placement
 */
import {
  canonicalStates,
  cleanField,
  DataReport,
  mapBranchState,
  measurePlacement,
  pincodeFromAddress,
  placeBranch,
  placementKnowledge,
  PLACEMENT_KINDS,
  type PlacementInput,
} from 'india-pincode-ifsc/internal';
import * as sources from '@india-pincode-ifsc/sources';

const dir = sources.sourcesDir();
const started = performance.now();
const { pincodes } = await sources.buildPincodeFromSources(dir);
const rows = await sources.readIfscRows(dir, new DataReport());
const canonical = canonicalStates(pincodes.states.map((s) => s.name));
const inputs: PlacementInput[] = rows.map((row) => {
  const pincode = pincodeFromAddress(cleanField(row.ADDRESS));
  return {
    state: mapBranchState({ state: cleanField(row.STATE), iso3166: cleanField(row.ISO3166), pincodeState: '' }, canonical).state,
    publishedState: cleanField(row.STATE),
    district: cleanField(row.DISTRICT),
    city1: cleanField(row.CENTRE),
    city2: cleanField(row.CITY),
    address: cleanField(row.ADDRESS),
    name: cleanField(row.BRANCH),
    pincode: pincodes.areas.has(pincode) ? pincode : pincode,
  };
});
const read = performance.now();
const knowledge = placementKnowledge(inputs, pincodes, sources.DISTRICT_RENAMES);
const learned = performance.now();
const counts = new Map<string, number>(PLACEMENT_KINDS.map((k) => [k, 0]));
let moved = 0;
for (const input of inputs) {
  const placement = placeBranch(input, knowledge);
  counts.set(placement.by, counts.get(placement.by)! + 1);
  if (placement.stateMoved) moved++;
}
const placed = performance.now();
const measure = measurePlacement(inputs, knowledge);
const measured = performance.now();
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(2)} %`;
console.log(`branches: ${inputs.length}`);
for (const [kind, n] of counts) console.log(`  ${kind.padEnd(18)} ${String(n).padStart(7)}  ${pct(n, inputs.length)}`);
console.log(`  placed in all      ${pct(inputs.length - counts.get('unplaced')!, inputs.length)}; state moved: ${moved}`);
console.log(`held out (PIN code in one district): ${measure.heldOut}`);
for (const [kind, m] of Object.entries(measure.byKind))
  console.log(`  ${kind.padEnd(18)} placed ${String(m.placed).padStart(7)} (${pct(m.placed, measure.heldOut)})  precision ${pct(m.correct, m.placed || 1)}`);
console.log(`  all kinds          placed ${measure.placed} (${pct(measure.placed, measure.heldOut)})  precision ${pct(measure.correct, measure.placed)}`);
console.log(
  `time: read ${(read - started).toFixed(0)} ms, learn ${(learned - read).toFixed(0)} ms, place ${(placed - learned).toFixed(0)} ms, measure ${(measured - placed).toFixed(0)} ms`,
);
console.log(`heap used ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`);
