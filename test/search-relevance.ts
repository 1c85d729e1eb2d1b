/**
 * The search relevance set: queries people type into a PIN code or IFSC search box
 * (typos, old names, abbreviations, words in another order, "bank + place"), each with
 * the answer a person would expect among the first results. The same set is asked of
 * the offline package, `npm start` and the edge worker; its score is printed, and a
 * drop below the floor fails the build.
 */

/** A post office search case: the office (name, PIN code) expected among the first `within`. */
export interface OfficeCase {
  readonly query: string;
  readonly kind: 'typo' | 'old name' | 'abbreviation' | 'word order' | 'prefix' | 'exact';
  readonly office: readonly [name: string, pincode: string];
  readonly within: number;
}

const office = (query: string, kind: OfficeCase['kind'], name: string, pincode: string, within = 1): OfficeCase => ({
  query,
  kind,
  office: [name, pincode],
  within,
});

export const OFFICE_CASES: readonly OfficeCase[] = [
  office('conaught', 'typo', 'Connaught Place', '110001'),
  office('conaught place', 'typo', 'Connaught Place', '110001'),
  office('chandni chowkk', 'typo', 'Chandni Chowk', '110006'),
  office('koramangla', 'typo', 'Koramangala', '560034'),
  office('secundrabad', 'typo', 'Secunderabad', '500003'),
  office('lucknw', 'typo', 'Lucknow GPO', '226001', 3),
  office('kolkatta gpo', 'typo', 'KOLKATA GPO', '700001'),
  office('thiruvanantapuram', 'typo', 'Thiruvananthapuram GPO', '695001', 3),
  office('banglore', 'typo', 'Bengaluru G.P.O.', '560001', 3),
  office('hydrabad gpo', 'typo', 'Hyderabad G.P.O.', '500001'),
  office('karol bag', 'typo', 'Karol Bagh', '110005'),
  office('ahmedbad gpo', 'typo', 'Ahmedabad GPO', '380001'),
  office('bangalore gpo', 'old name', 'Bengaluru G.P.O.', '560001'),
  office('bangalore', 'old name', 'Bengaluru G.P.O.', '560001', 3),
  office('bombay gpo', 'old name', 'Mumbai GPO', '400001'),
  office('calcutta gpo', 'old name', 'KOLKATA GPO', '700001'),
  office('madras gpo', 'old name', 'Chennai G.P.O.', '600001'),
  office('trivandrum', 'old name', 'Thiruvananthapuram GPO', '695001', 3),
  office('gurugram', 'old name', 'Gurgaon', '122001', 3),
  office('mysore', 'old name', 'Mysuru', '570001', 3),
  office('vizag', 'old name', 'Visakhapatnam', '530001'),
  office('trichy', 'old name', 'Tiruchirappalli', '620001'),
  office('benares', 'old name', 'Varanasi', '221001'),
  office('belgaum', 'old name', 'Belagavi', '590001'),
  office('hubli', 'old name', 'Hubballi', '580020'),
  office('poona', 'old name', 'Pune', '411001', 3),
  office('cochin', 'old name', 'Kochi', '682001', 3),
  office('indiranagar bangalore', 'old name', 'Indiranagar (Bengaluru)', '560038'),
  office('ahmadabad gpo', 'old name', 'Ahmedabad GPO', '380001'),
  office('mg road', 'abbreviation', 'M.G.Road', '334001', 3),
  office('mahatma gandhi road', 'abbreviation', 'Mahatma Gandhi Road', '560001'),
  office('m g road bengaluru', 'abbreviation', 'Mahatma Gandhi Road', '560001', 3),
  office('dwarka sector 6', 'abbreviation', 'Dwarka Sec-6', '110075'),
  office('bhilwara railway station', 'abbreviation', 'Bhilwara Rly Station', '311001'),
  office('east andheri', 'word order', 'Andheri East', '400069'),
  office('gpo new delhi', 'word order', 'New Delhi GPO', '110001'),
  office('central mumbai', 'word order', 'Mumbai Central', '400008'),
  office('west bandra', 'word order', 'Bandra West', '400050'),
  office('gpo jaipur', 'word order', 'Jaipur G.P.O.', '302001'),
  office('andheri', 'exact', 'Andheri', '400053'),
  office('andheri east', 'exact', 'Andheri East', '400069'),
  office('pune', 'exact', 'Pune', '411001'),
  office('jaipur', 'exact', 'Jaipur G.P.O.', '302001', 3),
  office('secunderabad', 'exact', 'Secunderabad', '500003'),
  office('baroda h', 'prefix', 'Baroda House', '110001'),
  office('bandra w', 'prefix', 'Bandra West', '400050'),
  office('koraman', 'prefix', 'Koramangala', '560034'),
];

/** Queries that must find nothing: typo tolerance never turns a code into another, nor a nonsense word into a guess. */
export const NOTHING_CASES: readonly string[] = ['110001', '110002', 'SBIN0000001', '700002021', 'zzzqqqxx', 'qwertyuiop asdf'];

/** The least share of {@link OFFICE_CASES} that must pass. */
export const OFFICE_FLOOR = 0.9;

/** An answered search: its offices, first first. */
export interface OfficeAnswer {
  readonly total: number;
  readonly post_offices: readonly { name: string; pincode: string; match: string }[];
}

/** Whether an answer has the case's office among its first `within`. */
export const passes = (test: OfficeCase, answer: OfficeAnswer | null): boolean =>
  (answer?.post_offices ?? []).slice(0, test.within).some((o) => o.name === test.office[0] && o.pincode === test.office[1]);

/** Scores a door on a set of cases: the share passed, and the cases failed with what came first instead (for the message). */
async function score<Case extends { query: string; kind: string }, Answer>(
  cases: readonly Case[],
  search: (query: string) => Answer | null | Promise<Answer | null>,
  passed: (test: Case, answer: Answer | null) => boolean,
  firstOf: (answer: Answer | null) => string[],
): Promise<{ score: number; failed: string[] }> {
  const failed: string[] = [];
  for (const test of cases) {
    const answer = await search(test.query);
    if (!passed(test, answer)) failed.push(`${test.query} (${test.kind}): ${firstOf(answer).join(', ') || 'nothing'}`);
  }
  return { score: (cases.length - failed.length) / cases.length, failed };
}

/**
 * Scores a door on the post office cases.
 *
 * @example
 * const { score, failed } = await scoreOffices((q) => searchPostOffices(q, { limit: 10 }));
 */
export const scoreOffices = (search: (query: string) => OfficeAnswer | null | Promise<OfficeAnswer | null>) =>
  score(OFFICE_CASES, search, passes, (answer) => (answer?.post_offices ?? []).slice(0, 3).map((o) => `${o.name} ${o.pincode}`));

/** A branch search case (`/api/search.php`): a branch of the bank (any, for `''`) expected among the first `within`, its name, town or district matching `place`. */
export interface BranchCase {
  readonly query: string;
  readonly kind: 'bank + place' | 'bank alias' | 'typo' | 'old name' | 'word order' | 'abbreviation';
  readonly bank: string;
  /** What the expected branch's name, town (CITY1, CITY2) or district says. */
  readonly place: RegExp;
  readonly within: number;
}

const branch = (query: string, kind: BranchCase['kind'], bank: string, place: RegExp, within = 3): BranchCase => ({ query, kind, bank, place, within });

export const BRANCH_CASES: readonly BranchCase[] = [
  branch('sbi mg road', 'bank + place', 'SBIN', /\bm\.?\s?g\.?\s?road\b/i),
  branch('hdfc andheri', 'bank + place', 'HDFC', /andheri/i),
  branch('andheri hdfc bank', 'word order', 'HDFC', /andheri/i),
  branch('hdfc bank andheri east', 'bank + place', 'HDFC', /andheri.*east|east.*andheri/i),
  branch('icici koramangala', 'bank + place', 'ICIC', /koramangala/i),
  branch('pnb chandni chowk', 'bank + place', 'PUNB', /chandni chowk/i, 1),
  branch('axis bank bandra', 'bank + place', 'UTIB', /bandra/i),
  branch('canara bank jayanagar', 'bank + place', 'CNRB', /jayanagar/i),
  branch('kotak powai', 'bank + place', 'KKBK', /powai/i, 1),
  branch('state bank of india connaught place', 'bank alias', 'SBIN', /connaught/i, 1),
  branch('state bank karol bagh', 'bank alias', 'SBIN', /karol bagh/i),
  branch('bob alkapuri', 'bank alias', 'BARB', /alkapuri/i),
  branch('sbi koramangla', 'typo', 'SBIN', /koramangala/i),
  branch('hdfc andhery', 'typo', 'HDFC', /andheri/i),
  branch('sbi banglore', 'typo', 'SBIN', /bangalore|bengaluru|banglore/i),
  branch('sbi bombay', 'old name', 'SBIN', /mumbai|bombay/i),
  branch('canara bank bangalore', 'old name', 'CNRB', /bangalore|bengaluru/i),
  // No bank named: any bank's branch.
  branch('conaught place', 'typo', '', /connaught place/i),
  branch('andehri east', 'typo', '', /andheri.*east|east.*andheri/i),
  branch('chandni chowck', 'typo', '', /chandni chowk/i),
  branch('east andheri', 'word order', '', /andheri.*east|east.*andheri/i),
  branch('m.g. road', 'abbreviation', '', /\bm\.?\s?g\.?\s?road\b/i),
];

/**
 * "Bank + place" queries with the most branches: a big bank and a big city (an old name or
 * a typo among them), each answering the most branches the search lists.
 */
export const BANK_CITIES = [
  'canara bank bangalore',
  'sbi bombay',
  'sbi banglore',
  'hdfc mumbai',
  'icici delhi',
  'pnb delhi',
  'sbi kolkata',
  'bob ahmedabad',
  'axis bank pune',
  'sbi chennai',
  'union bank hyderabad',
  'sbi madras',
];

/** The least share of {@link BRANCH_CASES} that must pass. */
export const BRANCH_FLOOR = 0.85;

/** An answered branch search: its branches, first first. */
export interface BranchAnswer {
  readonly branches: readonly { IFSC: string; BRANCH: string; CITY1: string; CITY2: string; DISTRICT: string }[];
}

/** Whether an answer has a branch of the case's bank in the case's place among its first `within`. */
const branchPasses = (test: BranchCase, answer: BranchAnswer | null): boolean =>
  (answer?.branches ?? [])
    .slice(0, test.within)
    .some((b) => b.IFSC.startsWith(test.bank) && test.place.test(`${b.BRANCH} ${b.CITY1} ${b.CITY2} ${b.DISTRICT}`));

/**
 * Scores a door on the branch cases.
 *
 * @example
 * const { score } = await scoreBranches((q) => searchBranches(q));
 */
export const scoreBranches = (search: (query: string) => BranchAnswer | null | Promise<BranchAnswer | null>) =>
  score(BRANCH_CASES, search, branchPasses, (answer) => (answer?.branches ?? []).slice(0, 3).map((b) => `${b.IFSC} ${b.BRANCH}`));
