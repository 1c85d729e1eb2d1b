/**
 * What the OpenAPI document says of each URL family of the route table, by route name:
 * one entry per family. The paths, the query parameters' presence and the error
 * families come from the route table itself, the parameters an operation of the table
 * also takes (PIN code, IFSC, MICR, point, limits) from that table; a route without an
 * entry here fails the document's build (and its test).
 */
import { IFSC_SEARCH_LIMITS, NEARBY_LIMITS, SEARCH_LIMITS } from 'india-pincode-ifsc';
import { findOperation, OPERATIONS as TABLE_OF_OPERATIONS } from 'india-pincode-ifsc/operations';
import type { Schema, SchemaName } from './schemas.js';

/** One parameter's documentation: its schema (pattern, limits, default) and what it means. */
export interface ParameterDoc {
  readonly description: string;
  readonly schema: Schema;
  /** Query parameters only: whether a request without it is answered 400. */
  readonly required?: boolean;
}

/** The documentation of one URL family. */
export interface OperationDoc {
  readonly summary: string;
  readonly description: string;
  readonly tag: Tag;
  /** The 200 body. */
  readonly ok: SchemaName;
  /** Statuses besides 200 (and 304), each with its body schema. */
  readonly errors: Readonly<Partial<Record<400 | 404, SchemaName>>>;
  /** Path and query parameters, by name. */
  readonly parameters: Readonly<Record<string, ParameterDoc>>;
}

/** The document's tags, in the order the reference page shows them. */
export const TAGS = {
  compat: 'PIN codes, compatible',
  v1: 'PIN codes, v1',
  ifsc: 'IFSC',
  hierarchy: 'IFSC hierarchy',
  meta: 'Data',
} as const;

type Tag = (typeof TAGS)[keyof typeof TAGS];

/**
 * A parameter as the table of operations declares it for the command line and the MCP
 * tools (the same pattern, limits and default), in a sentence.
 */
function fromTable(command: string, name: string, required?: true): ParameterDoc {
  const param = findOperation(TABLE_OF_OPERATIONS, 'command', command)?.params[name];
  if (!param) throw new Error(`the table of operations has no parameter ${name} of ${command}`);
  const { type, pattern, minimum, default: fallback, minLength } = param;
  // A capped number (a limit) has no maximum to refuse: the API takes more as the maximum.
  const maximum = param.capped ? undefined : param.maximum;
  const schema = Object.fromEntries(
    Object.entries({ type, pattern, minimum, maximum, default: fallback, minLength }).filter(([, value]) => value !== undefined),
  );
  const description = `${param.description.charAt(0).toUpperCase()}${param.description.slice(1)}.`;
  return { description, schema, ...(required ? { required } : {}) };
}

const pin = fromTable('pincode', 'pincode');
const ifscCode = fromTable('ifsc', 'ifsc');
const stateKey: ParameterDoc = { description: 'A state: its slug, or its name in any letter case.', schema: { type: 'string', minLength: 1 } };
const districtKey: ParameterDoc = {
  description: 'A district of the state: its slug, or its name in any letter case.',
  schema: { type: 'string', minLength: 1 },
};
const bankKey = (required: boolean): ParameterDoc => ({
  description: "A bank: its 4-letter code (`SBIN`), its slug, or its name's slug.",
  schema: { type: 'string', minLength: 1 },
  required,
});
const query = (min: number): ParameterDoc => ({
  description: `The query, at least ${min} characters.`,
  schema: { type: 'string', minLength: min },
  required: true,
});

/** The compatible envelope's quirks, said once. */
const ENVELOPE =
  'The compatible envelope: a JSON array holding one object, `Status` `Success` or `Error`, `PostOffice` `null` on an error. ' +
  'Every item ends with `Pincode`, the spelling the widely used API sends today, besides the fields of the spec.';

export const OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  'compat-pincode': {
    summary: 'Post offices of a PIN code (compatible)',
    description: `${ENVELOPE} Offices sorted by \`Name\`. An unknown PIN code: the \`Error\` envelope with 404; a malformed one: the same with 400.`,
    tag: TAGS.compat,
    ok: 'CompatPincodeEnvelope',
    errors: { 400: 'CompatError', 404: 'CompatError' },
    parameters: { pin },
  },
  'compat-postoffice': {
    summary: 'Post offices by name (compatible)',
    description: `${ENVELOPE} Offices whose name is NAME or holds it as a run of whole words, any letter case (\`Kolkata\` finds \`Bowbazar (Kolkata)\`), sorted by name, then PIN code; each item also carries \`PINCode\`. When no name holds NAME as a run, the offices holding each of its words whole, in any order, through an old place name or an abbreviation (\`bangalore gpo\` finds \`Bengaluru G.P.O.\`), or with a typo forgiven when nothing matches without one (\`conaught place\`); never by the start of a word. No match: the \`Error\` envelope with 404.`,
    tag: TAGS.compat,
    ok: 'CompatNameEnvelope',
    errors: { 404: 'CompatError' },
    parameters: { name: { description: 'A post office name or words of it, any letter case.', schema: { type: 'string', minLength: 1 } } },
  },
  'v1-pincode': {
    summary: 'A PIN code with its post offices',
    description: 'The PIN code, its state and districts, its page, and its offices with coordinates, slugs, page and map links.',
    tag: TAGS.v1,
    ok: 'V1Pincode',
    errors: { 400: 'V1Error', 404: 'V1Error' },
    parameters: { pin },
  },
  'v1-pincode-branches': {
    summary: "A PIN code's bank branches",
    description: 'The bank branches whose address gives the PIN code, each with its IFSC, bank, branch name, address and page.',
    tag: TAGS.v1,
    ok: 'V1PincodeBranches',
    errors: { 400: 'V1Error', 404: 'V1Error' },
    parameters: { pin },
  },
  'v1-nearby': {
    summary: 'The post offices nearest to a point',
    description: `Located offices (those with coordinates) nearest first, each with \`distance_km\` (great-circle, two decimals); a point outside India gets the nearest offices in India. \`limit\` default ${NEARBY_LIMITS.defaultLimit}; above ${NEARBY_LIMITS.maxLimit} it is taken as ${NEARBY_LIMITS.maxLimit}. A missing or malformed \`lat\` or \`lon\` (decimal degrees, no exponent), one out of range, or a \`limit\` that is not a whole number from 1: 400.`,
    tag: TAGS.v1,
    ok: 'V1Nearby',
    errors: { 400: 'V1Error' },
    parameters: {
      lat: fromTable('nearby', 'latitude', true),
      lon: fromTable('nearby', 'longitude', true),
      limit: fromTable('nearby', 'limit'),
    },
  },
  'v1-distance': {
    summary: 'The distance between two PIN codes',
    description:
      "Great-circle km between the PIN codes' centres, each the mean of its located offices' coordinates; both centres and both definitions are in the answer. A malformed PIN code: 400; an unknown one, or one without any office with coordinates: 404 (the first such of the two).",
    tag: TAGS.v1,
    ok: 'V1Distance',
    errors: { 400: 'V1Error', 404: 'V1Error' },
    parameters: { from: pin, to: pin },
  },
  'v1-search': {
    summary: 'Post offices by name: prefix, words in any order, old names, typos',
    description: `Offices whose name starts with \`q\` (letter case ignored) first: the name that is \`q\`, then head, sub and branch offices, delivery offices first, bigger places (more bank branches in the PIN code) first. Then offices whose name holds every word of \`q\` in any order (punctuation and spacing ignored: \`mg road\` finds \`M.G.Road\`), as itself or the start of a word (from three letters), through an alias (\`bangalore\` finds \`Bengaluru\`, \`mg\` \`Mahatma Gandhi\`) or with one typo from 5 letters and two from 9 past the first two letters (never in a word with a digit): exact, then prefix, alias, typo, each by the same rank. Each office says how it \`match\`ed. \`total\` counts every match, \`post_offices\` holds at most \`limit\`. A \`limit\` above ${SEARCH_LIMITS.maxLimit} is taken as ${SEARCH_LIMITS.maxLimit}; one that is not a positive whole number is a 400.`,
    tag: TAGS.v1,
    ok: 'V1Search',
    errors: { 400: 'V1Error' },
    parameters: {
      q: query(SEARCH_LIMITS.minQueryLength),
      limit: fromTable('search', 'limit'),
    },
  },
  'v1-states': {
    summary: 'Every state and union territory',
    description: 'Each with its district, PIN code and post office counts.',
    tag: TAGS.v1,
    ok: 'V1States',
    errors: {},
    parameters: {},
  },
  'v1-state': {
    summary: 'A state and its districts',
    description: 'The districts with their PIN code and post office counts.',
    tag: TAGS.v1,
    ok: 'V1State',
    errors: { 404: 'V1Error' },
    parameters: { state: stateKey },
  },
  'v1-district': {
    summary: 'A district and its PIN codes',
    description: 'The PIN codes with their post office counts. A 404 names the state or the district that was not found.',
    tag: TAGS.v1,
    ok: 'V1District',
    errors: { 404: 'V1Error' },
    parameters: { state: stateKey, district: districtKey },
  },
  meta: {
    summary: 'Editions, dates and counts of the data',
    description: 'The edition of each source, when the dataset was built and last refreshed, its format version and its counts.',
    tag: TAGS.meta,
    ok: 'Meta',
    errors: {},
    parameters: {},
  },
  ifsc: {
    summary: 'A bank branch by IFSC',
    description:
      "The branch record. Unknown code: 404 with `valid: false`; a code in the RBI's full list without a branch record in this edition: 404 with `valid: true` and `IFSC details not available`; malformed: 400.",
    tag: TAGS.ifsc,
    ok: 'IfscRecord',
    errors: { 400: 'IfscError', 404: 'IfscError' },
    parameters: { ifsc: ifscCode },
  },
  'ifsc-query': {
    summary: 'A bank branch by IFSC (query form)',
    description: 'As `/ifsc/api/ifsc/{ifsc}`. Without `ifsc`: 400.',
    tag: TAGS.ifsc,
    ok: 'IfscRecord',
    errors: { 400: 'IfscError', 404: 'IfscError' },
    parameters: { ifsc: { ...ifscCode, required: true } },
  },
  micr: {
    summary: 'Bank branches by MICR code',
    description:
      'The branches whose MICR code (the nine digits printed on a cheque) it is, usually one, as IFSC records without `success`, in IFSC order. None: 404; not nine digits: 400.',
    tag: TAGS.ifsc,
    ok: 'Micr',
    errors: { 400: 'IfscError', 404: 'IfscError' },
    parameters: {
      micr: fromTable('micr', 'micr'),
    },
  },
  banks: {
    summary: 'Every bank',
    description: 'Sorted by name, each with its 4-letter code, category and branch count.',
    tag: TAGS.hierarchy,
    ok: 'Banks',
    errors: {},
    parameters: {},
  },
  states: {
    summary: 'States with branches (of a bank)',
    description: 'Every state with bank branches, or those of `bank` when given; unknown bank: 404.',
    tag: TAGS.hierarchy,
    ok: 'Places',
    errors: { 404: 'IfscError' },
    parameters: { bank: bankKey(false) },
  },
  districts: {
    summary: 'Districts of a state (for a bank)',
    description:
      'The state\'s districts with branches (of `bank` when given). Without `state`: 400; unknown bank or state: 404. Without a bank, `url` is the PIN code district page when India Post has that district, else `""`.',
    tag: TAGS.hierarchy,
    ok: 'Districts',
    errors: { 400: 'IfscError', 404: 'IfscError' },
    parameters: { bank: bankKey(false), state: { ...stateKey, required: true } },
  },
  branches: {
    summary: "A bank's branches in a district",
    description: 'The branch records (without `success`). A missing parameter: 400 naming it; unknown bank, state or district: 404 naming it.',
    tag: TAGS.hierarchy,
    ok: 'Branches',
    errors: { 400: 'IfscError', 404: 'IfscError' },
    parameters: { bank: bankKey(true), state: { ...stateKey, required: true }, district: { ...districtKey, required: true } },
  },
  search: {
    summary: 'Search banks, states, districts and branches',
    description: `Keywords (every word a prefix of a name word, any order, a run of single letters one word: \`m.g. road\` is \`mg road\`; a word of 5 letters or more that starts no name's word is read as the likeliest word one typo away (two from 9 letters) past the first two letters that district and branch names hold: \`conaught place\`; a bank's code or everyday name, such as \`sbi\` or \`pnb\`, lists that bank first), "bank + place" (\`sbi mg road\`, \`hdfc andheri\`: that bank's branches whose name, town or district hold the other words, in any order, through an alias such as an old place name, or with one typo from 5 letters and two from 9 past the first two letters: \`sbi banglore\`), a six-digit PIN code (the branches of that PIN code) or an IFSC. At most ${IFSC_SEARCH_LIMITS.banks} banks, ${IFSC_SEARCH_LIMITS.states} states, ${IFSC_SEARCH_LIMITS.districts} districts and ${IFSC_SEARCH_LIMITS.branches} branches; \`total\` counts every match of each list. A query under ${IFSC_SEARCH_LIMITS.minQueryLength} characters: 400.`,
    tag: TAGS.hierarchy,
    ok: 'IfscSearch',
    errors: { 400: 'IfscError' },
    parameters: { q: query(IFSC_SEARCH_LIMITS.minQueryLength) },
  },
};
