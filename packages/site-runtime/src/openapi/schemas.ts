/**
 * The JSON Schemas (2020-12) of every response body of the API. Each object schema is
 * written against the core's response type: {@link object} takes exactly the type's
 * keys, so a field added to or removed from a response type fails the type check
 * until its schema says so.
 */
import {
  BANK_CATEGORY_LABELS,
  PLACEMENT_KINDS,
  BRANCH_TYPE_LABELS,
  CENTRE_DEFINITION,
  DISTANCE_METHOD,
  IFSC_SEARCH_LIMITS,
  NEARBY_LIMITS,
  type BankItem,
  type CompatPostOffice,
  type DataMeta,
  type IfscBranchItem,
  type IfscError,
  type IfscSearchTotals,
  type MicrAnswer,
  type NearbyPostOffice,
  type PincodeCentre,
  type PlaceItem,
  type SearchDistrictItem,
  type V1Distance,
  type V1District,
  type V1DistrictItem,
  type V1Error,
  type V1Nearby,
  type V1Pincode,
  type V1PincodeBranch,
  type V1PincodeBranches,
  type V1PostOffice,
  type V1Search,
  type V1SearchItem,
  MATCH_KINDS,
  type V1State,
  type V1StateItem,
} from 'india-pincode-ifsc/internal';
import type { IfscValidity } from 'india-pincode-ifsc/operations';

/** A JSON Schema, as a plain object. */
export type Schema = { readonly [key: string]: unknown };

/** A six-digit PIN code not starting with 0. */
export const PIN_PATTERN = '^[1-9][0-9]{5}$';
/** An IFSC as stored and answered: upper case. */
export const IFSC_PATTERN_UPPER = '^[A-Z]{4}0[A-Z0-9]{6}$';

const string: Schema = { type: 'string' };
const integer: Schema = { type: 'integer', minimum: 0 };
const uri: Schema = { type: 'string', format: 'uri' };
const uriOrEmpty: Schema = { type: 'string', anyOf: [{ const: '' }, { format: 'uri' }] };
const pin: Schema = { type: 'string', pattern: PIN_PATTERN };
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const list = (items: Schema): Schema => ({ type: 'array', items });

/**
 * An object schema with exactly the keys of `T`: each required unless listed in
 * `optional`, no others allowed.
 *
 * @example
 * object<{ a: string }>({ a: { type: 'string' } }) // { type: 'object', required: ['a'], properties: …, additionalProperties: false }
 */
export function object<T>(properties: { readonly [K in keyof Required<T>]: Schema }, optional: readonly (keyof T)[] = []): Schema {
  const keys = Object.keys(properties);
  return { type: 'object', required: keys.filter((key) => !optional.includes(key as keyof T)), properties, additionalProperties: false };
}

const compatOffice = {
  Name: string,
  Description: string,
  BranchType: { type: 'string', enum: Object.values(BRANCH_TYPE_LABELS) },
  DeliveryStatus: { type: 'string', enum: ['Delivery', 'Non-Delivery'] },
  Circle: string,
  District: string,
  Division: string,
  Region: string,
  State: string,
  Country: { const: 'India' },
  PINCode: { ...pin, description: 'Only on `/api/postoffice/{NAME}`, as the spec spells it.' },
  Pincode: { ...pin, description: "On every item, last: the spelling the widely used API's current edition sends and its clients read." },
} satisfies { [K in keyof Required<CompatPostOffice>]: Schema };

const { PINCode: _spelling, ...compatOfficeOfPincode } = compatOffice;

/** An envelope: always an array of exactly one object. */
const envelope = (status: 'Success' | 'Error', offices: Schema): Schema => ({
  type: 'array',
  minItems: 1,
  maxItems: 1,
  prefixItems: [
    {
      type: 'object',
      required: ['Message', 'Status', 'PostOffice'],
      additionalProperties: false,
      properties: {
        Message: status === 'Success' ? { type: 'string', pattern: '^Number of Post office\\(s\\) found: [0-9]+$' } : { const: 'No records found' },
        Status: { const: status },
        PostOffice: offices,
      },
    },
  ],
});

const coordinate = (min: number, max: number): Schema => ({ type: ['number', 'null'], minimum: min, maximum: max });

const v1PostOfficeProperties = {
  name: string,
  slug: string,
  branch_type: { type: 'string', enum: Object.keys(BRANCH_TYPE_LABELS) },
  branch_type_full: { type: 'string', enum: Object.values(BRANCH_TYPE_LABELS) },
  delivery_status: { type: 'string', enum: ['Delivery', 'Non-Delivery'] },
  latitude: { ...coordinate(-90, 90), description: 'Decimal degrees; `null` when the source has none in India.' },
  longitude: coordinate(-180, 180),
  url: uri,
  pincode: pin,
  district: { ...string, description: '`""` when the source does not say.' },
  district_slug: string,
  state: string,
  state_slug: string,
  circle: string,
  division: string,
  region: string,
  map_url: { ...uriOrEmpty, description: 'An OpenStreetMap link; `""` without coordinates.' },
} satisfies { [K in keyof Required<V1PostOffice>]: Schema };

const v1PostOffice = object<V1PostOffice>(v1PostOfficeProperties);

/** A post office a search found: the office, and how it matched. */
const v1SearchItem = object<V1SearchItem>({
  ...v1PostOfficeProperties,
  match: {
    type: 'string',
    enum: [...MATCH_KINDS],
    description:
      '`exact`: the name is the query; `prefix`: each word of the query starts a word of the name; `alias`: a word matched an old place name or an abbreviation; `typo`: a word matched with a typing error forgiven.',
  },
});

const ifscBranchItem = {
  BANK: string,
  IFSC: { type: 'string', pattern: IFSC_PATTERN_UPPER },
  BRANCH: string,
  ADDRESS: string,
  CONTACT: string,
  CITY1: { ...string, description: 'The upstream CENTRE column.' },
  CITY2: { ...string, description: 'The upstream CITY column.' },
  DISTRICT: string,
  STATE: string,
  PINCODE: { type: 'string', pattern: '^([1-9][0-9]{5})?$', description: 'The PIN code found in the address, or `""`.' },
  BANKCODE: { type: 'string', pattern: '^[A-Z]{4}$' },
  CATEGORY: { type: 'string', enum: ['', ...new Set(Object.values(BANK_CATEGORY_LABELS))] },
  RTGS: { type: 'boolean' },
  NEFT: { type: 'boolean' },
  IMPS: { type: 'boolean' },
  UPI: { type: 'boolean' },
  MICR: string,
  SWIFT: string,
  LISTED: { type: 'boolean', description: "Whether the code is in the RBI's current full list; `false` for a withdrawn code (closed or merged branch)." },
  PLACEMENT: {
    type: 'string',
    enum: [...PLACEMENT_KINDS],
    description:
      "The evidence STATE and DISTRICT rest on (the data docs' placement section): the branch's PIN code, a listed neighbour of it, a district its address names, the vote of the branches published with the same state and district, an old or current district name, words of its address; `unplaced` when none placed it in one of India Post's districts, DISTRICT then being the published one.",
  },
  PUBLISHED_STATE: {
    ...string,
    description: 'The STATE column as the RBI list publishes it; present when the published state or district names another place than STATE and DISTRICT.',
  },
  PUBLISHED_DISTRICT: { ...string, description: 'The DISTRICT column as published; present with PUBLISHED_STATE.' },
  url: uri,
  pincode_url: { ...uriOrEmpty, description: 'The page of PINCODE when India Post knows it, else `""`.' },
} satisfies { [K in keyof Required<IfscBranchItem>]: Schema };

/** The record's fields present only when the published place differs from the placed one. */
const PUBLISHED_FIELDS = ['PUBLISHED_STATE', 'PUBLISHED_DISTRICT'] as const;

const placeItem = { name: string, slug: string, branches: integer, url: uriOrEmpty } satisfies { [K in keyof Required<PlaceItem>]: Schema };

const listing = (key: string, item: Schema): Schema => ({
  type: 'object',
  required: ['success', 'count', key],
  additionalProperties: false,
  properties: { success: { const: true }, count: integer, [key]: list(item) },
});

/** Every named schema of the document's `components.schemas`. */
export const SCHEMAS = {
  CompatPostOffice: { ...object<Omit<CompatPostOffice, 'PINCode'>>(compatOfficeOfPincode), description: 'A post office of `/api/pincode/{PIN}`.' },
  CompatNamedPostOffice: { ...object<CompatPostOffice>(compatOffice), description: 'A post office of `/api/postoffice/{NAME}`: with `PINCode`.' },
  CompatPincodeEnvelope: envelope('Success', list(ref('CompatPostOffice'))),
  CompatNameEnvelope: envelope('Success', list(ref('CompatNamedPostOffice'))),
  CompatError: { ...envelope('Error', { type: 'null' }), description: 'The compatible `Error` envelope: `PostOffice` is `null`.' },
  V1PostOffice: v1PostOffice,
  V1PincodeBranches: object<V1PincodeBranches>({
    status: { const: 'success' },
    pincode: pin,
    count: integer,
    url: { ...uri, description: "The PIN code's page." },
    branches: {
      ...list(
        object<V1PincodeBranch>({
          ifsc: { type: 'string', pattern: IFSC_PATTERN_UPPER },
          bank: string,
          bank_code: { type: 'string', pattern: '^[A-Z]{4}$', description: "The IFSC's first four letters." },
          branch: string,
          address: string,
          url: { ...uri, description: "The branch's page." },
        }),
      ),
      description: 'The branches whose address gives the PIN code, in bank, then branch name, then IFSC order; `[]` when none does.',
    },
  }),
  V1Nearby: object<V1Nearby>({
    status: { const: 'success' },
    latitude: { type: 'number', minimum: -90, maximum: 90, description: 'The point asked.' },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    count: { ...integer, maximum: NEARBY_LIMITS.maxLimit },
    post_offices: { ...list(ref('NearbyPostOffice')), maxItems: NEARBY_LIMITS.maxLimit, description: 'Nearest first.' },
  }),
  NearbyPostOffice: {
    ...object<NearbyPostOffice>({
      ...v1PostOfficeProperties,
      latitude: { type: 'number', minimum: -90, maximum: 90 },
      longitude: { type: 'number', minimum: -180, maximum: 180 },
      map_url: uri,
      distance_km: { type: 'number', minimum: 0, description: 'Great-circle km from the point, two decimals.' },
    }),
    description: 'A located post office (v1 form) with its distance from the point.',
  },
  V1Distance: object<V1Distance>({
    status: { const: 'success' },
    distance_km: { type: 'number', minimum: 0, description: 'Great-circle km between the two centres, two decimals.' },
    from: ref('PincodeCentre'),
    to: ref('PincodeCentre'),
    centre: { const: CENTRE_DEFINITION },
    method: { const: DISTANCE_METHOD },
  }),
  PincodeCentre: {
    ...object<PincodeCentre>({
      pincode: pin,
      latitude: { type: 'number', minimum: -90, maximum: 90 },
      longitude: { type: 'number', minimum: -180, maximum: 180 },
      located_offices: { type: 'integer', minimum: 1, description: 'How many offices with coordinates the centre is the mean of.' },
    }),
    description: "A PIN code's centre: the mean of its located offices' coordinates, six decimals.",
  },
  V1Pincode: object<V1Pincode>({
    status: { const: 'success' },
    count: integer,
    pincode: pin,
    state: string,
    state_slug: string,
    districts: list(string),
    url: uri,
    branch_count: { ...integer, description: 'How many bank branches give the PIN code in their address.' },
    branches_url: { ...uri, description: 'Where they are listed: `/api/v1/pincode/{PIN}/branches`.' },
    post_offices: list(ref('V1PostOffice')),
  }),
  V1Search: object<V1Search>({
    status: { const: 'success' },
    query: string,
    total: { ...integer, description: 'How many offices match in all; the list is capped at `limit`.' },
    count: integer,
    post_offices: list(v1SearchItem),
  }),
  V1StateItem: object<V1StateItem>({ name: string, slug: string, district_count: integer, pincode_count: integer, post_office_count: integer, url: uri }),
  V1States: object<{ status: 'success'; count: number; states: V1StateItem[] }>({
    status: { const: 'success' },
    count: integer,
    states: list(ref('V1StateItem')),
  }),
  V1State: object<V1State>({
    status: { const: 'success' },
    state: string,
    state_slug: string,
    pincode_count: integer,
    post_office_count: integer,
    url: uri,
    count: integer,
    districts: list(object<V1DistrictItem>({ name: string, slug: string, pincode_count: integer, post_office_count: integer, url: uri })),
  }),
  V1District: object<V1District>({
    status: { const: 'success' },
    state: string,
    state_slug: string,
    district: string,
    district_slug: string,
    post_office_count: integer,
    branch_count: { ...integer, description: "The bank branches placed in the district (the branch record's DISTRICT)." },
    url: uri,
    count: integer,
    pincodes: list(object<V1District['pincodes'][number]>({ pincode: pin, post_office_count: integer, url: uri })),
  }),
  V1Error: object<V1Error>({ status: { const: 'error' }, code: { type: 'integer', minimum: 400, maximum: 599 }, message: string }),
  Meta: object<DataMeta>({
    status: { const: 'success' },
    format_version: { type: 'integer', minimum: 1 },
    editions: object<DataMeta['editions']>({
      pincode: { ...string, description: "The publisher's edition date (`YYYY-MM-DD`), or `unknown`." },
      ifsc: { ...string, description: "The publisher's edition date (`YYYY-MM-DD`), or `unknown`." },
      ifsc_release: { ...string, description: 'The upstream release tag of the IFSC branch list, or `unknown`.' },
    }),
    built: { type: 'string', format: 'date-time' },
    refreshed: { type: ['string', 'null'], format: 'date-time' },
    counts: object<DataMeta['counts']>({
      pincodes: integer,
      post_offices: integer,
      states: integer,
      districts: integer,
      banks: integer,
      branches: integer,
      valid_ifsc: integer,
    }),
  }),
  IfscRecord: object<{ success: true } & IfscBranchItem>({ success: { const: true }, ...ifscBranchItem }, PUBLISHED_FIELDS),
  IfscBranchItem: object<IfscBranchItem>(ifscBranchItem, PUBLISHED_FIELDS),
  IfscError: object<IfscError>(
    {
      success: { const: false },
      error: string,
      IFSC: { ...string, description: 'On a lookup: the code as asked (upper case when well formed).' },
      MICR: { ...string, description: 'On a MICR lookup: the code as asked.' },
      valid: { type: 'boolean', description: "On a lookup's 404: whether the code is in the RBI's full list (a payment form may accept it)." },
    },
    ['IFSC', 'MICR', 'valid'],
  ),
  Micr: object<MicrAnswer>({
    success: { const: true },
    MICR: { type: 'string', pattern: '^[0-9]{9}$' },
    count: integer,
    branches: list(ref('IfscBranchItem')),
  }),
  Banks: listing('banks', ref('BankItem')),
  BankItem: object<BankItem>({ code: { type: 'string', pattern: '^[A-Z]{4}$' }, name: string, slug: string, category: string, branches: integer, url: uri }),
  Places: listing('states', ref('PlaceItem')),
  Districts: {
    ...listing('districts', ref('PlaceItem')),
    required: ['success', 'count', 'districts', 'unplaced'],
    properties: {
      success: { const: true },
      count: integer,
      districts: list(ref('PlaceItem')),
      unplaced: {
        ...integer,
        description: "The state's branches (of the bank, when filtered) that placement put in none of India Post's districts: reachable by IFSC and search.",
      },
    },
  },
  Branches: listing('branches', ref('IfscBranchItem')),
  PlaceItem: object<PlaceItem>(placeItem),
  IfscValidity: {
    ...object<IfscValidity>({
      ifsc: { ...string, description: 'The code as asked, trimmed and in upper case.' },
      well_formed: { type: 'boolean', description: 'Four letters, a zero, six letters or digits.' },
      in_rbi_list: { type: 'boolean', description: "In the RBI's current full list of IFSCs." },
      has_branch_record: { type: 'boolean', description: 'This edition has the branch record.' },
      bank: { ...string, description: 'The bank of the branch record, or `""`.' },
    }),
    description: 'What the `validateIfsc` operation answers (the command line `validate`, the MCP tool `validate_ifsc`); no URL of its own.',
  },
  IfscSearch: {
    type: 'object',
    required: ['success', 'query', 'banks', 'states', 'districts', 'branches', 'total'],
    additionalProperties: false,
    properties: {
      success: { const: true },
      query: string,
      banks: { ...list(ref('BankItem')), maxItems: IFSC_SEARCH_LIMITS.banks },
      states: { ...list(ref('PlaceItem')), maxItems: IFSC_SEARCH_LIMITS.states },
      districts: { ...list(object<SearchDistrictItem>({ ...placeItem, state: string, state_slug: string })), maxItems: IFSC_SEARCH_LIMITS.districts },
      branches: { ...list(ref('IfscBranchItem')), maxItems: IFSC_SEARCH_LIMITS.branches },
      total: object<IfscSearchTotals>({ banks: integer, states: integer, districts: integer, branches: integer }),
    },
  },
} as const satisfies Record<string, Schema>;

/** The name of a schema of {@link SCHEMAS}. */
export type SchemaName = keyof typeof SCHEMAS;

/** A reference to one of {@link SCHEMAS}. */
export const schemaRef = (name: SchemaName): Schema => ref(name);
