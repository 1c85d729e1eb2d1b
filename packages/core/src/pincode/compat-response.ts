import type { ApiResponse } from '../api-response.js';
import { BRANCH_TYPE_LABELS } from './branch-type.js';
import { findOfficeIdsByWords } from './name-index.js';
import { nameFallback, officePlace, officeTermShards } from './office-search.js';
import { memoryReader } from '../search/term-shards.js';
import { PINCODE_PATTERN } from './lookup.js';
import type { PincodeDataset, PostOffice } from './types.js';

/** A post office in the compatible format: capitalised fields, all strings, in the spec's order. */
export interface CompatPostOffice {
  Name: string;
  Description: string;
  BranchType: string;
  DeliveryStatus: string;
  Circle: string;
  District: string;
  Division: string;
  Region: string;
  State: string;
  Country: string;
  /** Only on the post-office-name search, as the spec spells it. */
  PINCode?: string;
  /** On every item: the spelling the widely used API's current edition sends and its clients read. */
  Pincode: string;
}

/** The compatible envelope: always an array holding one object. */
export type CompatEnvelope = [{ Message: string; Status: 'Success' | 'Error'; PostOffice: CompatPostOffice[] | null }];

/** The compatible `Error` envelope, with the HTTP status it is sent with. */
export function compatError(status = 404): ApiResponse<CompatEnvelope> {
  return { status, body: [{ Message: 'No records found', Status: 'Error', PostOffice: null }] };
}

function toCompatOffice(office: PostOffice, withPincode: boolean): CompatPostOffice {
  return {
    Name: office.name,
    Description: '',
    BranchType: BRANCH_TYPE_LABELS[office.branchType],
    DeliveryStatus: office.deliveryStatus,
    Circle: office.circle,
    District: office.district,
    Division: office.division,
    Region: office.region,
    State: office.state,
    Country: 'India',
    ...(withPincode ? { PINCode: office.pincode } : {}),
    // Last, after the spec's fields, so that clients that read the spec's order are not disturbed.
    Pincode: office.pincode,
  };
}

/**
 * An office of `/api/pincode/{PIN}` as `/api/postoffice/{NAME}` lists it: with
 * `PINCode`, in its place before `Pincode`.
 *
 * @example
 * withPINCode(compatPincodeResponse(dataset, '110001').body[0].PostOffice![0]).PINCode // '110001'
 */
export function withPINCode(office: CompatPostOffice): CompatPostOffice {
  const { PINCode: _, Pincode, ...spec } = office;
  return { ...spec, PINCode: Pincode, Pincode };
}

/**
 * The compatible success envelope around a list of offices.
 *
 * @example
 * compatSuccess([]).body[0].Message // 'Number of Post office(s) found: 0'
 */
export function compatSuccess(items: CompatPostOffice[]): ApiResponse<CompatEnvelope> {
  return { status: 200, body: [{ Message: `Number of Post office(s) found: ${items.length}`, Status: 'Success', PostOffice: items }] };
}

function success(offices: readonly PostOffice[], withPincode: boolean): ApiResponse<CompatEnvelope> {
  return compatSuccess(offices.map((office) => toCompatOffice(office, withPincode)));
}

/**
 * `/api/pincode/{PIN}`: the offices of a PIN code, sorted by name. An unknown PIN
 * code gives the `Error` envelope with 404; a malformed one the same envelope with 400.
 *
 * @example
 * compatPincodeResponse(dataset, '110001').body[0].Message // 'Number of Post office(s) found: 23'
 */
export function compatPincodeResponse(dataset: PincodeDataset, pincode: string): ApiResponse<CompatEnvelope> {
  const pin = pincode.trim();
  if (!PINCODE_PATTERN.test(pin)) return compatError(400);
  const area = dataset.areas.get(pin);
  return area ? success(area.offices, false) : compatError(404);
}

/**
 * `/api/postoffice/{NAME}`: offices whose name is the query or holds it as a run of
 * whole words, any letter case, else those of the fallback ({@link findPostOfficesByName}),
 * sorted by name then PIN code; each item carries `PINCode`. No match (or an empty
 * name) gives the `Error` envelope with 404.
 *
 * @example
 * compatPostOfficeResponse(dataset, 'Kolkata') // finds 'Bowbazar (Kolkata)' too
 */
export function compatPostOfficeResponse(dataset: PincodeDataset, name: string): ApiResponse<CompatEnvelope> {
  const offices = findPostOfficesByName(dataset, name);
  return offices.length === 0 ? compatError(404) : success(offices, true);
}

/**
 * The offices `/api/postoffice/{NAME}` lists: those whose name holds the query as a
 * run of whole words, any letter case; when none does, those the name lookup's
 * fallback finds ({@link nameFallback}: other word order, punctuation, aliases,
 * typos). Sorted by name, then PIN code.
 *
 * @example
 * findPostOfficesByName(dataset, 'baroda house')[0].pincode // '110001'
 * findPostOfficesByName(dataset, 'calcutta gpo')[0].name // 'Kolkata G.P.O.'
 */
export function findPostOfficesByName(dataset: PincodeDataset, name: string): PostOffice[] {
  const ids = findOfficeIdsByWords(dataset, name);
  if (ids.length === 0) return fallbackOffices(dataset, name);
  return ids
    .map((id) => dataset.office(id))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.pincode < b.pincode ? -1 : a.pincode > b.pincode ? 1 : a.id - b.id));
}

function fallbackOffices(dataset: PincodeDataset, name: string): PostOffice[] {
  return nameFallback(name, memoryReader(officeTermShards(dataset))).map((item) => {
    const { pincode, index } = officePlace(item[1]);
    return dataset.areas.get(pincode)!.offices[index]!;
  });
}
