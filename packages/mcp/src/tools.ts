/**
 * The MCP tools: each answers through a {@link ToolBackend} (the offline entries for the
 * stdio server, a client of the site for `/mcp` over HTTP) and returns the same objects
 * as the matching API endpoints, with a short text for the model. Every list is capped
 * ({@link LIMITS}) and says how many matched in all, so that no answer floods a context
 * window. Nothing here imports data: the backend brings it.
 */
import type { IfscBranchItem, V1PostOffice } from 'india-pincode-ifsc';
import { NEARBY_LIMITS, SEARCH_LIMITS, type Client } from 'india-pincode-ifsc/client';
import { checkArguments, inputSchema, ToolInputError, type Param } from './schema.js';

type BackendFunctions =
  | 'pincode'
  | 'postOffices'
  | 'searchPostOffices'
  | 'nearestPostOffices'
  | 'distance'
  | 'ifsc'
  | 'isValidIfsc'
  | 'micr'
  | 'searchBranches'
  | 'branches';

/**
 * What the tools ask: the functions of the offline entries, which the client of a
 * deployment has too under the same names and answers (each may answer at once or later).
 */
export type ToolBackend = {
  readonly [K in BackendFunctions]: (...args: Parameters<Client[K]>) => Awaited<ReturnType<Client[K]>> | ReturnType<Client[K]>;
};

/**
 * The caps on every answer: `limit` arguments default to the first and stop at the second;
 * those of the search and the nearest offices are the API's and the offline functions' own.
 */
export const LIMITS = {
  postOfficesOfPincode: 100,
  findPostOffices: { default: 20, max: 100 },
  searchPostOffices: { default: SEARCH_LIMITS.defaultLimit, max: SEARCH_LIMITS.maxLimit },
  nearest: { default: NEARBY_LIMITS.defaultLimit, max: NEARBY_LIMITS.maxLimit },
  searchBranches: { default: 10, max: 50 },
  listBranches: { default: 50, max: 200 },
  micrBranches: 50,
} as const;

export interface ToolAnswer {
  structured: Record<string, unknown>;
  text: string;
}

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  params: Record<string, Param>;
  required: readonly string[];
  outputSchema: Record<string, unknown>;
  run(args: Record<string, string | number>, backend: ToolBackend): Promise<ToolAnswer>;
}

const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', properties, required });
const list = (description: string, items: Record<string, unknown> = { type: 'object' }) => ({ type: 'array', description, items });
const integer = { type: 'integer' };
const boolean = { type: 'boolean' };
const string = { type: 'string' };
/** An IFSC record as the API gives it; `LISTED` false: a withdrawn code (closed or merged branch). */
const branchRecord = {
  type: 'object',
  properties: { IFSC: string, BANK: string, MICR: string, LISTED: boolean },
  required: ['IFSC', 'BANK', 'MICR', 'LISTED'],
};

const PINCODE: Param = {
  type: 'string',
  description: 'a six-digit Indian PIN code, e.g. "110001"',
  pattern: '^\\s*[1-9][0-9]{5}\\s*$',
  patternHint: 'six digits, the first not 0',
};
const IFSC: Param = {
  type: 'string',
  description: 'an 11-character IFSC, e.g. "SBIN0000001" (any letter case)',
  pattern: '^\\s*[A-Za-z]{4}0[A-Za-z0-9]{6}\\s*$',
  patternHint: 'an IFSC: four letters, a zero, then six letters or digits',
};
const limit = (caps: { default: number; max: number }, what: string): Param => ({
  type: 'integer',
  description: `how many ${what} to return (1 to ${caps.max}, default ${caps.default})`,
  minimum: 1,
  maximum: caps.max,
  default: caps.default,
});

const officeLine = (o: V1PostOffice & { distance_km?: number }) =>
  `${o.name} (${o.branch_type}, ${o.delivery_status}), PIN ${o.pincode}, ${[o.district, o.state].filter(Boolean).join(', ')}` +
  (o.distance_km === undefined ? '' : `, ${o.distance_km} km`);
const branchLine = (b: IfscBranchItem) =>
  `${b.IFSC}: ${b.BANK}, ${b.BRANCH}, ${[b.CITY2, b.DISTRICT, b.STATE].filter(Boolean).join(', ')}${b.PINCODE ? ` ${b.PINCODE}` : ''}` +
  (b.LISTED ? '' : ' (withdrawn: not in the RBI list)');
const more = (shown: number, total: number) => (total > shown ? `\n(${total - shown} more not shown)` : '');

export const TOOLS: readonly ToolDefinition[] = [
  {
    name: 'lookup_pincode',
    title: 'Look up a PIN code',
    description: `The post offices of an Indian PIN code with their district, state, delivery status and coordinates (at most ${LIMITS.postOfficesOfPincode} offices).`,
    params: { pincode: PINCODE },
    required: ['pincode'],
    outputSchema: object({ found: boolean, pincode: string, result: { type: ['object', 'null'] }, post_office_total: integer }),
    async run({ pincode: given }, backend) {
      const pin = String(given).trim();
      const answer = await backend.pincode(pin);
      if (!answer)
        return { structured: { found: false, pincode: pin, result: null, post_office_total: 0 }, text: `PIN code ${pin} is not in India Post's directory.` };
      const shown = answer.post_offices.slice(0, LIMITS.postOfficesOfPincode);
      const text = `PIN code ${pin}: ${answer.post_offices.length} post offices in ${answer.districts.join(', ')}, ${answer.state}\n${shown.map(officeLine).join('\n')}`;
      return {
        structured: { found: true, pincode: pin, result: { ...answer, post_offices: shown }, post_office_total: answer.post_offices.length },
        text: text + more(shown.length, answer.post_offices.length),
      };
    },
  },
  {
    name: 'find_post_offices',
    title: 'Find post offices by name',
    description: 'Post offices whose name contains the given words as whole words (any letter case), e.g. "Connaught Place".',
    params: {
      name: { type: 'string', description: 'the words of the office name', minLength: 2, maxLength: 200 },
      limit: limit(LIMITS.findPostOffices, 'offices'),
    },
    required: ['name'],
    outputSchema: object({ query: string, total: integer, post_offices: list('the offices, in v1 form') }),
    async run({ name, limit: max }, backend) {
      const found = await backend.postOffices(String(name));
      const shown = found.slice(0, Number(max));
      const text = found.length ? shown.map(officeLine).join('\n') + more(shown.length, found.length) : `No post office is named like "${name}".`;
      return { structured: { query: String(name), total: found.length, post_offices: shown }, text };
    },
  },
  {
    name: 'search_post_offices',
    title: 'Search post offices by name',
    description:
      'Post offices by name, as a person types it: those whose name starts with the text first (head offices first), then names holding its words in any order, old place names (Bombay, Bangalore), abbreviations (MG Road) and typos (Conaught Place); each office says how it matched (exact, prefix, alias, typo).',
    params: {
      prefix: { type: 'string', description: 'an office name or the start of one, at least 2 characters', minLength: 2, maxLength: 200 },
      limit: limit(LIMITS.searchPostOffices, 'offices'),
    },
    required: ['prefix'],
    outputSchema: object({ query: string, total: integer, post_offices: list('the offices, in v1 form') }),
    async run({ prefix, limit: max }, backend) {
      const answer = await backend.searchPostOffices(String(prefix), { limit: Number(max) });
      if (!answer) throw new ToolInputError('"prefix" must have at least 2 characters besides spaces');
      const text = answer.total
        ? answer.post_offices.map(officeLine).join('\n') + more(answer.count, answer.total)
        : `No post office name starts with "${answer.query}".`;
      return { structured: { query: answer.query, total: answer.total, post_offices: answer.post_offices }, text };
    },
  },
  {
    name: 'nearest_post_offices',
    title: 'Nearest post offices to a point',
    description: 'The located post offices nearest to a latitude and longitude (decimal degrees), nearest first, with the great-circle distance in km.',
    params: {
      latitude: { type: 'number', description: 'latitude in decimal degrees (-90 to 90)', minimum: -90, maximum: 90 },
      longitude: { type: 'number', description: 'longitude in decimal degrees (-180 to 180)', minimum: -180, maximum: 180 },
      limit: limit(LIMITS.nearest, 'offices'),
    },
    required: ['latitude', 'longitude'],
    outputSchema: object({
      latitude: { type: 'number' },
      longitude: { type: 'number' },
      post_offices: list('the offices, nearest first, each with distance_km'),
    }),
    async run({ latitude, longitude, limit: max }, backend) {
      const found = await backend.nearestPostOffices(Number(latitude), Number(longitude), { limit: Number(max) });
      return { structured: { latitude, longitude, post_offices: found }, text: found.map(officeLine).join('\n') };
    },
  },
  {
    name: 'distance_between_pincodes',
    title: 'Distance between two PIN codes',
    description:
      "The great-circle distance in km between two PIN codes' centres (each the mean of its post offices with coordinates), with both centres. Straight-line, not by road.",
    params: { from: { ...PINCODE, description: `the first PIN code: ${PINCODE.description}` }, to: { ...PINCODE, description: 'the second PIN code' } },
    required: ['from', 'to'],
    outputSchema: object({
      found: boolean,
      from: string,
      to: string,
      distance_km: { type: ['number', 'null'] },
      result: { type: ['object', 'null'], description: 'the /api/v1/distance/{A}/{B} answer: distance_km, from and to centres, centre, method' },
      reason: string,
    }),
    async run({ from: a, to: b }, backend) {
      const [from, to] = [String(a).trim(), String(b).trim()];
      const result = await backend.distance(from, to);
      if (result) {
        const text = `${from} to ${to}: ${result.distance_km} km in a straight line (great circle between the centres of their located post offices; not a road distance).`;
        return { structured: { found: true, from, to, distance_km: result.distance_km, result, reason: '' }, text };
      }
      const known = await Promise.all([from, to].map(async (pin) => Boolean(await backend.pincode(pin))));
      const missing = [from, to].find((_, i) => !known[i]);
      const reason = missing ? `PIN code ${missing} is not in India Post's directory.` : `PIN code ${from} or ${to} has no post office with coordinates.`;
      return { structured: { found: false, from, to, distance_km: null, result: null, reason }, text: `No distance: ${reason}` };
    },
  },
  {
    name: 'lookup_ifsc',
    title: 'Look up an IFSC',
    description:
      "A bank branch by its IFSC: bank, branch, address, city, district, state, PIN code, MICR, payment flags, and whether the code is in the RBI's current list.",
    params: { ifsc: IFSC },
    required: ['ifsc'],
    outputSchema: object({ found: boolean, ifsc: string, in_rbi_list: boolean, record: { ...branchRecord, type: ['object', 'null'] } }),
    async run({ ifsc: given }, backend) {
      const code = String(given).trim().toUpperCase();
      const [record, listed] = await Promise.all([backend.ifsc(code), backend.isValidIfsc(code)]);
      const structured = { found: Boolean(record), ifsc: code, in_rbi_list: listed, record };
      if (!record) {
        const text = listed ? `${code} is in the RBI's list of IFSCs, but this edition has no branch details for it.` : `${code} is not a known IFSC.`;
        return { structured, text };
      }
      const flags = (['RTGS', 'NEFT', 'IMPS', 'UPI'] as const).filter((flag) => record[flag]).join(', ') || 'none';
      return {
        structured,
        text: `${branchLine(record)}\nAddress: ${record.ADDRESS}\nMICR: ${record.MICR || 'none'}; payments: ${flags}${listed ? '' : "\nNot in the RBI's current list (withdrawn)."}`,
      };
    },
  },
  {
    name: 'validate_ifsc',
    title: 'Validate an IFSC',
    description:
      "Whether a string is a well-formed IFSC, whether it is in the RBI's current list, and whether this dataset has its branch. Any string is accepted.",
    params: { ifsc: { type: 'string', description: 'the code to check', maxLength: 100 } },
    required: ['ifsc'],
    outputSchema: object({ ifsc: string, well_formed: boolean, in_rbi_list: boolean, has_branch_record: boolean, bank: string }),
    async run({ ifsc: given }, backend) {
      const code = String(given).trim().toUpperCase();
      const wellFormed = /^[A-Z]{4}0[A-Z0-9]{6}$/.test(code);
      const [record, listed] = wellFormed ? await Promise.all([backend.ifsc(code), backend.isValidIfsc(code)]) : [null, false];
      const structured = { ifsc: code, well_formed: wellFormed, in_rbi_list: listed, has_branch_record: Boolean(record), bank: record?.BANK ?? '' };
      const text = !wellFormed
        ? `${JSON.stringify(given)} is not a well-formed IFSC (four letters, a zero, six letters or digits).`
        : `${code}: ${listed ? 'valid (in the RBI list)' : 'not in the RBI list'}${record ? `; ${record.BANK}, ${record.BRANCH}` : '; no branch record'}.`;
      return { structured, text };
    },
  },
  {
    name: 'lookup_micr',
    title: 'Look up a MICR code',
    description: `The bank branches with a MICR code (the nine digits printed on a cheque), in IFSC order (at most ${LIMITS.micrBranches}). Each record says whether its IFSC is in the RBI's current list (LISTED).`,
    params: {
      micr: { type: 'string', description: 'a nine-digit MICR code, e.g. "700002021"', pattern: '^\\s*[0-9]{9}\\s*$', patternHint: 'nine digits' },
    },
    required: ['micr'],
    outputSchema: object({ found: boolean, micr: string, total: integer, branches: list('the branch records, by IFSC, each with LISTED', branchRecord) }),
    async run({ micr: given }, backend) {
      const code = String(given).trim();
      const answer = await backend.micr(code);
      if (!answer) return { structured: { found: false, micr: code, total: 0, branches: [] }, text: `No branch has the MICR code ${code}.` };
      const shown = answer.branches.slice(0, LIMITS.micrBranches);
      const text = `MICR ${code}: ${answer.count} branch${answer.count === 1 ? '' : 'es'}\n${shown.map(branchLine).join('\n')}${more(shown.length, answer.count)}`;
      return { structured: { found: true, micr: code, total: answer.count, branches: shown }, text };
    },
  },
  {
    name: 'search_bank_branches',
    title: 'Search banks and branches',
    description:
      'Banks, states, districts and branches matching keywords (e.g. "connaught place"), a bank and a place (e.g. "sbi mg road", "hdfc andheri": that bank\'s branches there), a six-digit PIN code (the branches of that PIN) or an IFSC.',
    params: {
      query: { type: 'string', description: 'keywords, a PIN code or an IFSC', minLength: 2, maxLength: 200 },
      limit: limit(LIMITS.searchBranches, 'items per list'),
    },
    required: ['query'],
    outputSchema: object({
      query: string,
      total: object({ banks: integer, states: integer, districts: integer, branches: integer }),
      banks: list('banks'),
      states: list('states'),
      districts: list('districts'),
      branches: list('branch records, each with LISTED', branchRecord),
    }),
    async run({ query, limit: max }, backend) {
      const answer = await backend.searchBranches(String(query));
      if (!answer) throw new ToolInputError('"query" must have at least 2 characters besides spaces');
      const cut = <T>(items: T[]) => items.slice(0, Number(max));
      const structured = {
        query: answer.query,
        total: answer.total,
        banks: cut(answer.banks),
        states: cut(answer.states),
        districts: cut(answer.districts),
        branches: cut(answer.branches),
      };
      const t = answer.total;
      const head = `${t.banks} banks, ${t.states} states, ${t.districts} districts, ${t.branches} branches match "${answer.query}".`;
      const banksText = structured.banks.length ? `\nBanks: ${structured.banks.map((b) => `${b.name} (${b.code})`).join('; ')}` : '';
      return { structured, text: `${head}${banksText}\n${structured.branches.map(branchLine).join('\n')}`.trimEnd() };
    },
  },
  {
    name: 'list_bank_branches',
    title: "List a bank's branches in a district",
    description: "A bank's branches in one district. The bank by its 4-letter code, name or slug; the state and district by name or slug.",
    params: {
      bank: { type: 'string', description: 'the bank: code ("SBIN"), name ("State Bank of India") or slug', minLength: 2, maxLength: 200 },
      state: { type: 'string', description: 'the state, e.g. "West Bengal" or "west-bengal"', minLength: 2, maxLength: 200 },
      district: { type: 'string', description: 'the district, e.g. "Kolkata"', minLength: 2, maxLength: 200 },
      limit: limit(LIMITS.listBranches, 'branches'),
      offset: { type: 'integer', description: 'how many branches to skip, for the next page (default 0)', minimum: 0, maximum: 100_000, default: 0 },
    },
    required: ['bank', 'state', 'district'],
    outputSchema: object({ found: boolean, total: integer, offset: integer, branches: list('branch records, by IFSC, each with LISTED', branchRecord) }),
    async run({ bank, state, district, limit: max, offset }, backend) {
      const found = await backend.branches(String(bank), String(state), String(district));
      if (!found) {
        const text = `No branches: the bank "${bank}", the state "${state}" or the district "${district}" is not known (search_bank_branches finds the right names).`;
        return { structured: { found: false, total: 0, offset, branches: [] }, text };
      }
      const shown = found.slice(Number(offset), Number(offset) + Number(max));
      const text = `${found.length} branches.\n${shown.map(branchLine).join('\n')}${more(Number(offset) + shown.length, found.length)}`;
      return { structured: { found: true, total: found.length, offset, branches: shown }, text };
    },
  },
];

/**
 * The tools as `tools/list` gives them: name, title, description, input and output
 * schemas, and the hints that they only read.
 *
 * @example
 * listTools()[0].name // 'lookup_pincode'
 */
export function listTools() {
  return TOOLS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: inputSchema(tool.params, tool.required),
    outputSchema: tool.outputSchema as { type: 'object' },
    annotations: { readOnlyHint: true, openWorldHint: false, idempotentHint: true },
  }));
}

/** The tool of a name, or `undefined`. */
export const findTool = (name: string) => TOOLS.find((t) => t.name === name);

/**
 * Runs a tool by name with a call's arguments (checked against its declaration first),
 * asking `backend`. Throws {@link ToolInputError} for an unknown tool or bad arguments.
 *
 * @example
 * (await callTool('validate_ifsc', { ifsc: 'sbin0000001' }, OFFLINE_BACKEND)).structured.in_rbi_list // true
 */
export async function callTool(name: string, args: unknown, backend: ToolBackend): Promise<ToolAnswer> {
  const tool = findTool(name);
  if (!tool) throw new ToolInputError(`unknown tool "${name}" (tools: ${TOOLS.map((t) => t.name).join(', ')})`);
  return tool.run(checkArguments(tool.params, tool.required, args), backend);
}

/** A `tools/call` result: the answer's structured content and text, or a tool error (`isError`) with a message. */
export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: true;
}

/**
 * Runs a tool ({@link callTool}) as `tools/call` answers it, on every transport: a bad
 * call or a failure is a tool error with a message the model can act on, never a throw.
 *
 * @example
 * (await toolResult('validate_ifsc', { ifsc: 42 }, OFFLINE_BACKEND)).isError // true
 */
export async function toolResult(name: string, args: unknown, backend: ToolBackend): Promise<ToolResult> {
  try {
    const answer = await callTool(name, args, backend);
    return { structuredContent: answer.structured, content: [{ type: 'text', text: answer.text }] };
  } catch (caught) {
    const message = caught instanceof ToolInputError ? `${name}: ${caught.message}` : `${name} failed: ${(caught as Error).message}`;
    return { isError: true, content: [{ type: 'text', text: message }] };
  }
}
