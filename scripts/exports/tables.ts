/**
 * The tables of the data downloads, declared once: each column's name, type, key and
 * meaning, and the rows, read from the packaged dataset through the public
 * `india-pincode-ifsc/pincode` and `/ifsc` entries. The SQLite schema, the CSV
 * headers, the Parquet schema and the data dictionary are all made from this.
 */
import { type IfscDataset, type PincodeDataset, pincodeCentre, statedFlag } from 'india-pincode-ifsc';

export type ColumnType = 'TEXT' | 'INTEGER' | 'REAL' | 'BOOLEAN';
export type Cell = string | number | boolean | null;

export interface Column {
  name: string;
  type: ColumnType;
  /** `null` allowed (else NOT NULL). */
  nullable?: boolean;
  /** `table(column)` this column refers to. */
  references?: string;
  description: string;
}

export interface Table {
  name: string;
  description: string;
  columns: Column[];
  primaryKey: string[];
  /** Indexes beyond the primary key, each a list of columns (for the API's lookups). */
  indexes: string[][];
  /** A full-text index (FTS5) over these columns, with the rowid of the table. */
  fullText?: string[];
  rows: Cell[][];
}

const col = (name: string, type: ColumnType, description: string, extra: Partial<Column> = {}): Column => ({ name, type, description, ...extra });

interface District {
  id: number;
  state: string;
  name: string;
  slug: string;
  pincodes: number;
  offices: number;
  branches: number;
}

/** India Post's districts, one row per (state, name), with their branches (every placed branch lies in one of them). */
function districtTable(pins: PincodeDataset, ifsc: IfscDataset) {
  const byKey = new Map<string, District>();
  const add = (state: string, name: string, slug: string) => {
    const key = `${state}\u0000${name}`;
    let district = byKey.get(key);
    if (!district) {
      district = { id: byKey.size + 1, state, name, slug, pincodes: 0, offices: 0, branches: 0 };
      byKey.set(key, district);
    }
    return district;
  };
  for (const state of pins.states)
    for (const d of state.districts) Object.assign(add(state.slug, d.name, d.slug), { pincodes: d.pincodes.length, offices: d.officeCount });
  for (const state of ifsc.states) for (const d of state.districts) add(state.slug, d.name, d.slug).branches = d.branchCount;
  const idOf = (stateSlug: string | null, name: string) => (stateSlug && name ? (byKey.get(`${stateSlug}\u0000${name}`)?.id ?? null) : null);
  return { districts: [...byKey.values()], idOf };
}

/** A payment flag the source left unknown is null (statedFlag), so that SQL's `WHERE rtgs` and `WHERE NOT rtgs` both leave it out. */
const flagColumn = (name: string, label: string) =>
  col(name, 'BOOLEAN', `${label} enabled; null when the source left it unknown (\`NA\` or blank; the API's record says false)`, { nullable: true });

/**
 * Every table of the downloads, with its rows.
 *
 * @example
 * exportTables(pincodeDataset, await ifscDataset()).map((t) => t.name) // ['states', 'districts', …]
 */
export function exportTables(pins: PincodeDataset, ifsc: IfscDataset): Table[] {
  const stateSlug = new Map(pins.states.map((s) => [s.name, s.slug]));
  const slugOf = (name: string) => stateSlug.get(name) ?? null;
  const { districts, idOf } = districtTable(pins, ifsc);
  const ifscStateCounts = new Map(ifsc.states.map((s) => [s.slug, s.branchCount]));
  const areas = [...pins.areas.values()];
  const offices = areas.flatMap((area) => area.offices);
  const branches = [...ifsc.branches.values()];
  const branchCodes = new Set(branches.map((b) => b.ifsc));
  return [
    {
      name: 'states',
      description: 'States and union territories (India Post names; the branch list is mapped onto them).',
      columns: [
        col('slug', 'TEXT', 'URL slug, e.g. `west-bengal`'),
        col('name', 'TEXT', 'Name in title case, e.g. `West Bengal`'),
        col('pincode_count', 'INTEGER', 'PIN codes whose offices lie mostly in the state'),
        col('post_office_count', 'INTEGER', 'Post offices in the state'),
        col('branch_count', 'INTEGER', 'Bank branches in the state'),
      ],
      primaryKey: ['slug'],
      indexes: [['name']],
      rows: pins.states.map((s) => [s.slug, s.name, s.pincodeCount, s.officeCount, ifscStateCounts.get(s.slug) ?? 0]),
    },
    {
      name: 'districts',
      description: "India Post's districts, one row per state and name, with their PIN codes, post offices and the bank branches placed in them.",
      columns: [
        col('id', 'INTEGER', 'Row number, the key the other tables use'),
        col('state_slug', 'TEXT', 'The state', { references: 'states(slug)' }),
        col('name', 'TEXT', 'Name in title case'),
        col('slug', 'TEXT', 'URL slug within the state'),
        col('pincode_count', 'INTEGER', 'PIN codes with offices in it (0: only the branch list names it)'),
        col('post_office_count', 'INTEGER', 'Post offices in it'),
        col('branch_count', 'INTEGER', 'Bank branches in it'),
      ],
      primaryKey: ['id'],
      indexes: [['state_slug', 'slug'], ['name']],
      rows: districts.map((d) => [d.id, d.state, d.name, d.slug, d.pincodes, d.offices, d.branches]),
    },
    {
      name: 'pincodes',
      description: 'PIN codes of the India Post directory.',
      columns: [
        col('pincode', 'TEXT', 'Six digits'),
        col('state_slug', 'TEXT', 'The state most of its offices lie in', { nullable: true, references: 'states(slug)' }),
        col('districts', 'TEXT', 'Every district its offices lie in, joined with `; `'),
        col('post_office_count', 'INTEGER', 'Its post offices'),
        col('delivery_office_count', 'INTEGER', 'Its delivery offices'),
        col('latitude', 'REAL', 'Centre: mean latitude of its located offices, to 6 decimals (as `/api/v1/distance`)', { nullable: true }),
        col('longitude', 'REAL', 'Centre: mean longitude of its located offices, to 6 decimals (as `/api/v1/distance`)', { nullable: true }),
      ],
      primaryKey: ['pincode'],
      indexes: [['state_slug']],
      rows: areas.map((a) => {
        const centre = pincodeCentre({ pincode: a.pincode, post_offices: a.offices });
        const delivery = a.offices.filter((o) => o.deliveryStatus === 'Delivery').length;
        return [a.pincode, slugOf(a.state), a.districts.join('; '), a.offices.length, delivery, centre?.latitude ?? null, centre?.longitude ?? null];
      }),
    },
    {
      name: 'post_offices',
      description: 'Post offices, normalised as the API serves them.',
      columns: [
        col('id', 'INTEGER', 'Office number (offices in PIN code order)'),
        col('pincode', 'TEXT', 'Its PIN code', { references: 'pincodes(pincode)' }),
        col('name', 'TEXT', 'Name without the office-type suffix, e.g. `Baroda House`'),
        col('slug', 'TEXT', 'URL slug, unique within the PIN code'),
        col('branch_type', 'TEXT', '`HO` head, `SO` sub, `BO` branch post office'),
        col('delivery', 'BOOLEAN', 'Whether it delivers mail'),
        col('district_id', 'INTEGER', 'Its district', { nullable: true, references: 'districts(id)' }),
        col('district', 'TEXT', 'District name (`""` when the source does not say)'),
        col('state_slug', 'TEXT', 'Its state', { nullable: true, references: 'states(slug)' }),
        col('circle', 'TEXT', 'Postal circle'),
        col('division', 'TEXT', 'Postal division'),
        col('region', 'TEXT', 'Postal region'),
        col('latitude', 'REAL', 'Decimal degrees; null when missing or outside India', { nullable: true }),
        col('longitude', 'REAL', 'Decimal degrees; null when missing or outside India', { nullable: true }),
      ],
      primaryKey: ['id'],
      indexes: [['pincode'], ['name'], ['district_id'], ['state_slug']],
      fullText: ['name'],
      rows: offices.map((o) => {
        const state = slugOf(o.state);
        return [
          o.id,
          o.pincode,
          o.name,
          o.slug,
          o.branchType,
          o.deliveryStatus === 'Delivery',
          idOf(state, o.district),
          o.district,
          state,
          o.circle,
          o.division,
          o.region,
          o.latitude,
          o.longitude,
        ];
      }),
    },
    {
      name: 'banks',
      description: 'Banks: one per four-letter IFSC prefix in the branch list.',
      columns: [
        col('code', 'TEXT', 'The four letters, e.g. `SBIN`'),
        col('name', 'TEXT', 'Name, e.g. `State Bank of India`'),
        col('slug', 'TEXT', 'URL slug'),
        col('category', 'TEXT', 'Type, e.g. `Public Sector Bank` (`""` when unknown)'),
        col('branch_count', 'INTEGER', 'Its branches'),
      ],
      primaryKey: ['code'],
      indexes: [['slug'], ['name']],
      rows: ifsc.banks.map((b) => [b.code, b.name, b.slug, b.category, b.branchCount]),
    },
    {
      name: 'branches',
      description: "Bank branches of the branch list, as the API's IFSC records.",
      columns: [
        col('ifsc', 'TEXT', 'The IFSC, upper case'),
        col('bank_code', 'TEXT', 'The first four letters', { references: 'banks(code)' }),
        col('bank', 'TEXT', 'The bank that owns the branch (for a sublet code, not the prefix bank)'),
        col('branch', 'TEXT', 'Branch name'),
        col('address', 'TEXT', 'Address'),
        col('contact', 'TEXT', 'Telephone'),
        col('city1', 'TEXT', 'The list’s CENTRE'),
        col('city2', 'TEXT', 'The list’s CITY'),
        col('district_id', 'INTEGER', 'The India Post district it is placed in; null when unplaced', { nullable: true, references: 'districts(id)' }),
        col('district', 'TEXT', 'That district\'s name; for an unplaced branch its published DISTRICT (`""` when the source does not say)'),
        col('state_slug', 'TEXT', 'Its state', { nullable: true, references: 'states(slug)' }),
        col(
          'placement',
          'TEXT',
          "The record's `PLACEMENT`: the evidence the district rests on (`pincode`, `pincode-area`, `address-district`, `pair-vote`, `renamed`, `district-name`, `place-name`), or `unplaced`",
        ),
        col('published_state', 'TEXT', 'The STATE column as the RBI list publishes it'),
        col('published_district', 'TEXT', 'The DISTRICT column as published'),
        col('pincode', 'TEXT', 'The PIN code found in the address, or `""`'),
        col('pincode_known', 'BOOLEAN', 'Whether India Post lists that PIN code'),
        col('micr', 'TEXT', 'MICR code (nine digits, indexed: `WHERE micr = ?` is the `/ifsc/api/micr/{MICR}` lookup), or `""`'),
        col('swift', 'TEXT', 'SWIFT code, or `""`'),
        flagColumn('rtgs', 'RTGS'),
        flagColumn('neft', 'NEFT'),
        flagColumn('imps', 'IMPS'),
        flagColumn('upi', 'UPI'),
        col('listed', 'BOOLEAN', "The record's `LISTED`: whether the code is in the RBI's current list (false: a withdrawn code, closed or merged branch)"),
      ],
      primaryKey: ['ifsc'],
      indexes: [['bank_code', 'state_slug', 'district_id'], ['pincode'], ['micr'], ['district_id']],
      fullText: ['branch', 'bank', 'address'],
      rows: branches.map((b) => {
        const state = b.state ? slugOf(b.state) : null;
        return [
          b.ifsc,
          b.bankCode,
          b.bank,
          b.name,
          b.address,
          b.contact,
          b.city1,
          b.city2,
          b.placedBy === 'unplaced' ? null : idOf(state, b.district),
          b.district,
          state,
          b.placedBy,
          b.publishedState,
          b.publishedDistrict,
          b.pincode,
          b.pincodeKnown,
          b.micr,
          b.swift,
          statedFlag(b, 'RTGS'),
          statedFlag(b, 'NEFT'),
          statedFlag(b, 'IMPS'),
          statedFlag(b, 'UPI'),
          b.listed,
        ];
      }),
    },
    {
      name: 'ifsc_codes',
      description: "The RBI's full list of valid IFSCs, with or without a branch record here.",
      columns: [
        col('ifsc', 'TEXT', 'The IFSC'),
        col('bank_code', 'TEXT', 'The first four letters (not every one is in `banks`)'),
        col('has_branch', 'BOOLEAN', 'Whether `branches` has its record'),
      ],
      primaryKey: ['ifsc'],
      indexes: [['bank_code']],
      rows: [...ifsc.validCodes].sort().map((code) => [code, code.slice(0, 4), branchCodes.has(code)]),
    },
  ];
}
