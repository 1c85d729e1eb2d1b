/**
 * The table of operations: every question this project answers, written once, with its
 * name in each door (the function and client method, the command, the MCP tool), what it
 * takes, how it is answered through the lookup functions, and how its answer reads.
 * The command line, the MCP tools and the operation list in the docs are made from it;
 * nothing here imports data.
 */
import type { BankItem } from '../ifsc/hierarchy-response.js';
import type { MicrAnswer } from '../ifsc/micr.js';
import type { IfscBranchItem, IfscRecord } from '../ifsc/record.js';
import type { IfscSearch } from '../ifsc/search-response.js';
import { NEARBY_LIMITS, SEARCH_LIMITS } from '../limits.js';
import type { NearbyPostOffice, V1Distance } from '../pincode/geo.js';
import type { V1District, V1Pincode, V1PostOffice, V1Search, V1State, V1StateItem } from '../pincode/v1-response.js';
import type { LookupFunctions } from './functions.js';
import type { Param } from './params.js';
import { branchLine, lines, officeLine, plural } from './text.js';

/** An operation's checked arguments, by parameter name. */
export type Args = Readonly<Record<string, string | number>>;

/** One operation of the table. */
export interface Operation<Answer = unknown> {
  /** The function of the offline entries and the client it is answered by (or named after). */
  readonly name: string;
  /** The command line's command. */
  readonly command: string;
  /** The MCP tool's name. */
  readonly tool: string;
  /** The API family (its name in the route table) whose answer this is, when one is. */
  readonly route?: string;
  /** A title of a few words. */
  readonly summary: string;
  /** What it answers, in a sentence or two. */
  readonly description: string;
  /** Its parameters in order: the required ones are the command's arguments, the rest its options. */
  readonly params: Readonly<Record<string, Param>>;
  readonly required: readonly string[];
  /** Arguments that find something, for the help and the docs. */
  readonly example: Args;
  /** The answer through the lookup functions (arguments already checked), `null` when nothing is found. */
  call(functions: LookupFunctions, args: Args): Answer | null | Promise<Answer | null>;
  /** The OpenAPI document's schema (a name under `components.schemas`) of the answer, or of each of its items when it is a list. */
  readonly answer: string;
  /** Whether the answer is itself a list (which a door may show a page at a time). */
  readonly list?: true;
  /** The items of the answer, when it is a list or holds the list people read (the rows of a CSV). */
  items?(answer: Answer): readonly object[];
  /** The answer as a person reads it. */
  text(answer: Answer, args: Args): string;
  /** Whether an answer found anything, for an answer that is neither `null` nor a list (a search's); see `isFound`. */
  found?(answer: Answer): boolean;
  /** What to say when nothing is found. */
  miss(args: Args): string;
}

/** A row of the table, typed by its answer, stored without it. */
const define = <Answer>(operation: Operation<Answer>) => operation as Operation;

const PINCODE: Param = {
  type: 'string',
  description: 'a six-digit Indian PIN code, e.g. "110001"',
  pattern: '^\\s*[1-9][0-9]{5}\\s*$',
  patternHint: 'six digits, the first not 0',
  metavar: 'PIN',
};
const IFSC: Param = {
  type: 'string',
  description: 'an 11-character IFSC, e.g. "SBIN0000001" (any letter case)',
  pattern: '^\\s*[A-Za-z]{4}0[A-Za-z0-9]{6}\\s*$',
  patternHint: 'an IFSC: four letters, a zero, then six letters or digits',
};
const words = (description: string, metavar: string): Param => ({ type: 'string', description, minLength: 2, maxLength: 200, metavar });
const STATE = words('the state, by name or slug, e.g. "West Bengal" or "west-bengal"', 'STATE');
const DISTRICT = words('the district of the state, by name or slug, e.g. "Kolkata"', 'DISTRICT');
/** A `limit` as the API takes it: more than the maximum is taken as the maximum. */
const limit = (caps: { defaultLimit: number; maxLimit: number }, what: string): Param => ({
  type: 'integer',
  description: `how many ${what} to return (1 to ${caps.maxLimit}, default ${caps.defaultLimit}; more is taken as ${caps.maxLimit})`,
  minimum: 1,
  maximum: caps.maxLimit,
  default: caps.defaultLimit,
  capped: true,
});
const text = (args: Args, name: string) => String(args[name]).trim();
const place = (names: readonly string[]) => names.filter(Boolean).join(', ');

const pincode = define<V1Pincode>({
  name: 'pincode',
  command: 'pincode',
  tool: 'lookup_pincode',
  route: 'v1-pincode',
  summary: 'Look up a PIN code',
  description: 'The post offices of an Indian PIN code with their district, state, delivery status and coordinates.',
  params: { pincode: PINCODE },
  required: ['pincode'],
  answer: 'V1Pincode',
  example: { pincode: '110001' },
  call: (f, args) => f.pincode(text(args, 'pincode')),
  items: (answer) => answer.post_offices,
  text: (answer) =>
    `PIN code ${answer.pincode}: ${plural(answer.count, 'post office')} in ${place([answer.districts.join(', '), answer.state])}\n` +
    `${lines(answer.post_offices, officeLine)}\n${answer.url}`,
  miss: (args) => `PIN code ${text(args, 'pincode')} is not in India Post's directory.`,
});

const postOffices = define<V1PostOffice[]>({
  name: 'postOffices',
  command: 'postoffice',
  tool: 'find_post_offices',
  summary: 'Find post offices by name',
  description:
    'Post offices whose name holds the given words as whole words, in that order (any letter case), as `/api/postoffice/{NAME}` finds them; when no name does, those holding each word whole in any order, through an old place name or an abbreviation, or with a typo forgiven.',
  params: { name: words('the words of the office name, e.g. "Connaught Place"', 'NAME') },
  required: ['name'],
  answer: 'V1PostOffice',
  example: { name: 'Connaught Place' },
  call: (f, args) => f.postOffices(text(args, 'name')),
  list: true,
  items: (answer) => answer,
  text: (answer) => lines(answer, officeLine),
  miss: (args) => `No post office is named like "${text(args, 'name')}".`,
});

const searchPostOffices = define<V1Search>({
  name: 'searchPostOffices',
  command: 'search',
  tool: 'search_post_offices',
  route: 'v1-search',
  summary: 'Search post offices by name',
  description:
    'Post offices by name, as a person types it: those whose name starts with the text first (head offices first), then names holding its words in any order, old place names (Bombay, Bangalore), abbreviations (MG Road) and typos (Conaught Place); each office says how it matched (exact, prefix, alias, typo).',
  params: {
    query: {
      type: 'string',
      description: `an office name or the start of one, at least ${SEARCH_LIMITS.minQueryLength} characters`,
      minLength: SEARCH_LIMITS.minQueryLength,
      maxLength: 200,
      metavar: 'QUERY',
    },
    limit: limit(SEARCH_LIMITS, 'offices'),
  },
  required: ['query'],
  answer: 'V1Search',
  example: { query: 'conaught place' },
  call: (f, args) => f.searchPostOffices(text(args, 'query'), { limit: Number(args.limit) }),
  items: (answer) => answer.post_offices,
  text: (answer) => `${plural(answer.total, 'office')} match "${answer.query}".\n${lines(answer.post_offices, officeLine, answer.total)}`.trimEnd(),
  found: (answer) => answer.total > 0,
  miss: (args) => `No post office matches "${text(args, 'query')}".`,
});

const nearestPostOffices = define<NearbyPostOffice[]>({
  name: 'nearestPostOffices',
  command: 'nearby',
  tool: 'nearest_post_offices',
  route: 'v1-nearby',
  summary: 'Nearest post offices to a point',
  description: 'The located post offices nearest to a latitude and longitude (decimal degrees), nearest first, with the great-circle distance in km.',
  params: {
    latitude: { type: 'number', description: 'latitude in decimal degrees (-90 to 90)', minimum: -90, maximum: 90, metavar: 'LAT' },
    longitude: { type: 'number', description: 'longitude in decimal degrees (-180 to 180)', minimum: -180, maximum: 180, metavar: 'LON' },
    limit: limit(NEARBY_LIMITS, 'offices'),
  },
  required: ['latitude', 'longitude'],
  answer: 'NearbyPostOffice',
  example: { latitude: 28.6315, longitude: 77.2167, limit: 3 },
  call: (f, args) => f.nearestPostOffices(Number(args.latitude), Number(args.longitude), { limit: Number(args.limit) }),
  list: true,
  items: (answer) => answer,
  text: (answer) => lines(answer, officeLine),
  miss: () => 'No post office has coordinates.',
});

const distance = define<V1Distance>({
  name: 'distance',
  command: 'distance',
  tool: 'distance_between_pincodes',
  route: 'v1-distance',
  summary: 'Distance between two PIN codes',
  description:
    "The great-circle distance in km between two PIN codes' centres (each the mean of its post offices with coordinates), with both centres. Straight-line, not by road.",
  params: {
    from: { ...PINCODE, description: `the first PIN code: ${PINCODE.description}`, metavar: 'FROM' },
    to: { ...PINCODE, description: 'the second PIN code', metavar: 'TO' },
  },
  required: ['from', 'to'],
  answer: 'V1Distance',
  example: { from: '110001', to: '400001' },
  call: (f, args) => f.distance(text(args, 'from'), text(args, 'to')),
  text: (answer) =>
    `${answer.from.pincode} to ${answer.to.pincode}: ${answer.distance_km} km in a straight line (great circle between the centres of their located post offices; not a road distance).`,
  miss: (args) => `No distance: PIN code ${text(args, 'from')} or ${text(args, 'to')} is unknown or has no post office with coordinates.`,
});

const states = define<V1StateItem[]>({
  name: 'states',
  command: 'states',
  tool: 'list_states',
  route: 'v1-states',
  summary: 'List the states',
  description: "Every state and union territory of India Post's directory with its district, PIN code and post office counts.",
  params: {},
  required: [],
  answer: 'V1StateItem',
  example: {},
  call: (f) => f.states(),
  list: true,
  items: (answer) => answer,
  text: (answer) =>
    lines(
      answer,
      (s) => `${s.name}: ${plural(s.district_count, 'district')}, ${plural(s.pincode_count, 'PIN code')}, ${plural(s.post_office_count, 'post office')}`,
    ),
  miss: () => 'No states.',
});

const state = define<V1State>({
  name: 'state',
  command: 'state',
  tool: 'lookup_state',
  route: 'v1-state',
  summary: 'Look up a state',
  description: 'A state or union territory (by name or slug) with its districts and their PIN code and post office counts.',
  params: { state: STATE },
  required: ['state'],
  answer: 'V1State',
  example: { state: 'Delhi' },
  call: (f, args) => f.state(text(args, 'state')),
  items: (answer) => answer.districts,
  text: (answer) =>
    `${answer.state}: ${plural(answer.count, 'district')}, ${plural(answer.pincode_count, 'PIN code')}, ${plural(answer.post_office_count, 'post office')}\n` +
    `${lines(answer.districts, (d) => `${d.name}: ${plural(d.pincode_count, 'PIN code')}, ${plural(d.post_office_count, 'post office')}`)}\n${answer.url}`,
  miss: (args) => `No state is named "${text(args, 'state')}" (list_states / \`states\` lists them).`,
});

const district = define<V1District>({
  name: 'district',
  command: 'district',
  tool: 'lookup_district',
  route: 'v1-district',
  summary: 'Look up a district',
  description: 'A district of a state (each by name or slug) with its PIN codes, their post office counts, and how many bank branches it has.',
  params: { state: STATE, district: DISTRICT },
  required: ['state', 'district'],
  answer: 'V1District',
  example: { state: 'Delhi', district: 'New Delhi' },
  call: (f, args) => f.district(text(args, 'state'), text(args, 'district')),
  items: (answer) => answer.pincodes,
  text: (answer) =>
    `${answer.district}, ${answer.state}: ${plural(answer.count, 'PIN code')}, ${plural(answer.post_office_count, 'post office')}, ${plural(answer.branch_count, 'bank branch', 'bank branches')}\n` +
    `${lines(answer.pincodes, (p) => `${p.pincode}: ${plural(p.post_office_count, 'post office')}`)}\n${answer.url}`,
  miss: (args) => `No district "${text(args, 'district')}" in a state "${text(args, 'state')}".`,
});

const ifsc = define<IfscRecord>({
  name: 'ifsc',
  command: 'ifsc',
  tool: 'lookup_ifsc',
  route: 'ifsc',
  summary: 'Look up an IFSC',
  description:
    "A bank branch by its IFSC: bank, branch, address, city, district, state, PIN code, MICR, payment flags, and whether the code is in the RBI's current list (LISTED).",
  params: { ifsc: IFSC },
  required: ['ifsc'],
  answer: 'IfscRecord',
  example: { ifsc: 'SBIN0000001' },
  call: (f, args) => f.ifsc(text(args, 'ifsc')),
  text: (record) => {
    const flags = (['RTGS', 'NEFT', 'IMPS', 'UPI'] as const).filter((flag) => record[flag]).join(', ') || 'none';
    const withdrawn = record.LISTED ? '' : "\nNot in the RBI's current list (withdrawn).";
    return `${branchLine(record)}\nAddress: ${record.ADDRESS}\nMICR: ${record.MICR || 'none'}; payments: ${flags}${withdrawn}\n${record.url}`;
  },
  miss: (args) => `${text(args, 'ifsc').toUpperCase()} has no branch record (validate_ifsc / \`validate\` says whether the RBI lists it).`,
});

/** What `validateIfsc` answers: the checks of a code, none of which needs a well-formed input. */
export interface IfscValidity {
  ifsc: string;
  well_formed: boolean;
  in_rbi_list: boolean;
  has_branch_record: boolean;
  bank: string;
}

const validateIfsc = define<IfscValidity>({
  name: 'validateIfsc',
  command: 'validate',
  tool: 'validate_ifsc',
  summary: 'Validate an IFSC',
  description:
    "Whether a string is a well-formed IFSC, whether it is in the RBI's current list, and whether this dataset has its branch. Any string is accepted.",
  params: { ifsc: { type: 'string', description: 'the code to check', maxLength: 100, metavar: 'CODE' } },
  required: ['ifsc'],
  answer: 'IfscValidity',
  example: { ifsc: 'HDFC0000001' },
  call: async (f, args) => {
    const code = text(args, 'ifsc').toUpperCase();
    const wellFormed = /^[A-Z]{4}0[A-Z0-9]{6}$/.test(code);
    const [record, listed] = wellFormed ? await Promise.all([f.ifsc(code), f.isValidIfsc(code)]) : [null, false];
    return { ifsc: code, well_formed: wellFormed, in_rbi_list: listed, has_branch_record: Boolean(record), bank: record?.BANK ?? '' };
  },
  text: (answer) =>
    !answer.well_formed
      ? `${JSON.stringify(answer.ifsc)} is not a well-formed IFSC (four letters, a zero, six letters or digits).`
      : `${answer.ifsc}: ${answer.in_rbi_list ? 'valid (in the RBI list)' : 'not in the RBI list'}${answer.has_branch_record ? `; ${answer.bank}` : '; no branch record'}.`,
  miss: () => '',
});

const micr = define<MicrAnswer>({
  name: 'micr',
  command: 'micr',
  tool: 'lookup_micr',
  route: 'micr',
  summary: 'Look up a MICR code',
  description:
    "The bank branches with a MICR code (the nine digits printed on a cheque), in IFSC order; each says whether its IFSC is in the RBI's current list (LISTED).",
  params: {
    micr: {
      type: 'string',
      description: 'a nine-digit MICR code, e.g. "700002021"',
      pattern: '^\\s*[0-9]{9}\\s*$',
      patternHint: 'nine digits',
      metavar: 'MICR',
    },
  },
  required: ['micr'],
  answer: 'Micr',
  example: { micr: '700002021' },
  call: (f, args) => f.micr(text(args, 'micr')),
  items: (answer) => answer.branches,
  text: (answer) => `MICR ${answer.MICR}: ${plural(answer.count, 'branch', 'branches')}\n${lines(answer.branches, branchLine)}`,
  miss: (args) => `No branch has the MICR code ${text(args, 'micr')}.`,
});

const banks = define<BankItem[]>({
  name: 'banks',
  command: 'banks',
  tool: 'list_banks',
  route: 'banks',
  summary: 'List the banks',
  description: 'Every bank of the RBI list, sorted by name, with its 4-letter code, category and branch count.',
  params: {},
  required: [],
  answer: 'BankItem',
  example: {},
  call: (f) => f.banks(),
  list: true,
  items: (answer) => answer,
  text: (answer) => lines(answer, (b) => `${b.code}  ${b.name} (${plural(b.branches, 'branch', 'branches')})`),
  miss: () => 'No banks.',
});

const branches = define<IfscBranchItem[]>({
  name: 'branches',
  command: 'branches',
  tool: 'list_bank_branches',
  route: 'branches',
  summary: "List a bank's branches in a district",
  description: "A bank's branches in one district. The bank by its 4-letter code, name or slug; the state and district by name or slug.",
  params: { bank: words('the bank: code ("SBIN"), name ("State Bank of India") or slug', 'BANK'), state: STATE, district: DISTRICT },
  required: ['bank', 'state', 'district'],
  answer: 'IfscBranchItem',
  example: { bank: 'SBIN', state: 'West Bengal', district: 'Kolkata' },
  call: (f, args) => f.branches(text(args, 'bank'), text(args, 'state'), text(args, 'district')),
  list: true,
  items: (answer) => answer,
  text: (answer) => lines(answer, branchLine),
  miss: (args) =>
    `No branches: the bank "${text(args, 'bank')}", the state "${text(args, 'state')}" or the district "${text(args, 'district')}" is not known (search_bank_branches / \`search-branches\` finds the right names).`,
});

const searchBranches = define<IfscSearch>({
  name: 'searchBranches',
  command: 'search-branches',
  tool: 'search_bank_branches',
  route: 'search',
  summary: 'Search banks and branches',
  description:
    'Banks, states, districts and branches matching keywords (e.g. "connaught place"; a word that starts no name\'s word is read as the likeliest word it may be a typo of: "conaught place"), a bank and a place (e.g. "sbi mg road", "hdfc andheri": that bank\'s branches there), a six-digit PIN code (the branches of that PIN) or an IFSC.',
  params: { query: words('keywords, a bank and a place, a PIN code or an IFSC', 'QUERY') },
  required: ['query'],
  answer: 'IfscSearch',
  example: { query: 'hdfc andheri' },
  call: (f, args) => f.searchBranches(text(args, 'query')),
  items: (answer) => answer.branches,
  text: (answer) => {
    const t = answer.total;
    const head = `${plural(t.banks, 'bank')}, ${plural(t.states, 'state')}, ${plural(t.districts, 'district')}, ${plural(t.branches, 'branch', 'branches')} match "${answer.query}".`;
    const bankLine = answer.banks.length ? `\nBanks: ${answer.banks.map((b) => `${b.name} (${b.code})`).join('; ')}` : '';
    return `${head}${bankLine}\n${lines(answer.branches, branchLine, t.branches)}`.trimEnd();
  },
  found: (answer) => Object.values(answer.total).some((count) => count > 0),
  miss: (args) => `No bank, state, district or branch matches "${text(args, 'query')}".`,
});

/**
 * Every operation, PIN code side first: the order of the command line's help, the MCP
 * tool list and the docs.
 *
 * @example
 * OPERATIONS.map((o) => o.command).includes('nearby') // true
 */
export const OPERATIONS: readonly Operation[] = [
  pincode,
  postOffices,
  searchPostOffices,
  nearestPostOffices,
  distance,
  states,
  state,
  district,
  ifsc,
  validateIfsc,
  micr,
  banks,
  branches,
  searchBranches,
];
