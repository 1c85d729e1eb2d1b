/**
 * The command line over a tiny sources folder written for the test (no ../shared,
 * no build): every command, its output and its exit status.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Args, type LookupFunctions, type Operation, OPERATIONS } from 'india-pincode-ifsc/operations';
import { usageLine } from './commands/usage.js';
import { run } from './run.js';

let sources: string;

afterAll(() => rmSync(sources, { recursive: true, force: true }));

beforeAll(() => {
  sources = mkdtempSync(join(tmpdir(), 'cli-sources-'));
  mkdirSync(join(sources, 'pincode'));
  mkdirSync(join(sources, 'ifsc'));
  const directory = [
    'circlename,regionname,divisionname,officename,pincode,officetype,delivery,district,statename,latitude,longitude',
    'Delhi Circle,DivReportingCircle,New Delhi Central Division,Baroda House SO,110001,PO,Non Delivery,NEW DELHI,DELHI,28.6174167,77.2129167',
    'Delhi Circle,DivReportingCircle,New Delhi Central Division,Sansad Marg HO,110001,HO,Delivery,NEW DELHI,DELHI,28.62,77.21',
    'Delhi Circle,DivReportingCircle,New Delhi Central Division,Janpath SO,110002,PO,Delivery,NEW DELHI,DELHI,NA,NA',
  ];
  writeFileSync(join(sources, 'pincode', 'all_india_pincode_directory.csv'), `${directory.join('\n')}\n`);
  const branches = [
    'BANK,IFSC,BRANCH,CENTRE,DISTRICT,STATE,ADDRESS,CONTACT,IMPS,RTGS,CITY,ISO3166,NEFT,MICR,UPI,SWIFT',
    'State Bank of India,SBIN0000691,NEW DELHI MAIN,NEW DELHI,NEW DELHI,DELHI,"11 PARLIAMENT STREET, NEW DELHI 110001",,true,true,NEW DELHI,IN-DL,true,110002087,true,',
    'State Bank of India,SBIN0000692,JANPATH,NEW DELHI,NEW DELHI,DELHI,"JANPATH, NEW DELHI 110002",,true,true,NEW DELHI,IN-DL,true,NA,false,',
  ];
  writeFileSync(join(sources, 'ifsc', 'IFSC.csv'), `${branches.join('\n')}\n`);
  writeFileSync(join(sources, 'ifsc', 'banknames.json'), JSON.stringify({ SBIN: 'State Bank of India' }));
  writeFileSync(join(sources, 'ifsc', 'banks.json'), JSON.stringify({ SBIN: { code: 'SBIN', type: 'PSB' } }));
  writeFileSync(join(sources, 'ifsc', 'sublet.json'), '{}');
  writeFileSync(join(sources, 'ifsc', 'IFSC.json'), JSON.stringify({ SBIN: [691, 692, 999] }));
});

async function cli(...args: string[]) {
  return cliIn({ terminal: false }, ...args);
}

/** The command as a person runs it on a terminal (readable answers) or, with `terminal: false`, in a pipe. */
async function cliIn(options: { terminal: boolean; table?: readonly Operation[] }, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io = { out: (t: string) => out.push(t), err: (t: string) => err.push(t), terminal: options.terminal };
  const code = await run([...args, '--sources', sources, '--base-url', 'https://x.test'], {}, io, process, options.table);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('india-pincode-ifsc (the command line)', () => {
  it('looks up a PIN code in v1 and compatible form, and post offices by name', async () => {
    const v1 = await cli('pincode', '110001');
    expect(v1.code).toBe(0);
    expect(JSON.parse(v1.stdout)).toMatchObject({ status: 'success', pincode: '110001', count: 2, url: 'https://x.test/pincode/110001/' });
    const compat = JSON.parse((await cli('pincode', '110001', '--compat')).stdout);
    expect(compat[0].PostOffice.map((o: { Name: string }) => o.Name)).toEqual(['Baroda House', 'Sansad Marg']);
    const byName = JSON.parse((await cli('postoffice', 'janpath', '--compat')).stdout);
    expect(byName[0].PostOffice[0]).toMatchObject({ Name: 'Janpath', PINCode: '110002', Pincode: '110002' });
    expect(JSON.parse((await cli('postoffice', 'janpath')).stdout)).toMatchObject([{ name: 'Janpath', pincode: '110002' }]);
  });

  it('looks up IFSCs, banks and branches; a listed code without a branch is valid', async () => {
    expect(JSON.parse((await cli('ifsc', 'sbin0000691')).stdout)).toMatchObject({ success: true, BRANCH: 'NEW DELHI MAIN', PINCODE: '110001' });
    const unlisted = await cli('ifsc', 'SBIN0000999');
    expect([unlisted.code, unlisted.stdout, unlisted.stderr]).toEqual([1, '', expect.stringContaining('SBIN0000999 has no branch record')]);
    expect(JSON.parse((await cli('validate', 'SBIN0000999')).stdout)).toEqual({
      ifsc: 'SBIN0000999',
      well_formed: true,
      in_rbi_list: true,
      has_branch_record: false,
      bank: '',
    });
    expect(JSON.parse((await cli('banks')).stdout)).toMatchObject([{ code: 'SBIN', branches: 2 }]);
    expect(JSON.parse((await cli('branches', 'SBIN', 'Delhi', 'new-delhi')).stdout)).toHaveLength(2);
  });

  it('looks up the branches of a MICR code', async () => {
    const hit = await cli('micr', ' 110002087 ');
    expect([hit.code, JSON.parse(hit.stdout)]).toMatchObject([
      0,
      { success: true, MICR: '110002087', count: 1, branches: [{ IFSC: 'SBIN0000691', LISTED: true }] },
    ]);
    expect(JSON.parse(hit.stdout).branches[0].success).toBeUndefined();
    const miss = await cli('micr', '110002088');
    expect([miss.code, miss.stdout, miss.stderr]).toEqual([1, '', 'india-pincode-ifsc: No branch has the MICR code 110002088.']);
    const bad = await cli('micr', '1100020');
    expect([bad.code, bad.stderr]).toEqual([2, 'india-pincode-ifsc: "micr" must be nine digits, got "1100020"']);
  });

  it('has a command for every operation of the table, each answering its example arguments form', async () => {
    const help = (await cli('--help')).stdout;
    for (const operation of OPERATIONS) expect(help).toContain(`  ${usageLine(operation)}`);
    const nearby = await cli('nearby', '28.62', '77.21', '--limit', '1');
    expect([nearby.code, JSON.parse(nearby.stdout).map((o: { name: string }) => o.name)]).toEqual([0, ['Sansad Marg']]);
    expect(JSON.parse((await cli('distance', '110001', '110001')).stdout)).toMatchObject({ distance_km: 0 });
    expect(JSON.parse((await cli('states')).stdout)).toMatchObject([{ name: 'Delhi', pincode_count: 2 }]);
    expect(JSON.parse((await cli('state', 'delhi')).stdout)).toMatchObject({ state: 'Delhi', count: 1 });
    expect(JSON.parse((await cli('district', 'delhi', 'New Delhi')).stdout)).toMatchObject({ district: 'New Delhi', count: 2 });
    expect(JSON.parse((await cli('search', 'sansad', '--limit', '1')).stdout)).toMatchObject({ total: 1, post_offices: [{ name: 'Sansad Marg' }] });
    expect(JSON.parse((await cli('search-branches', 'janpath')).stdout).branches).toMatchObject([{ IFSC: 'SBIN0000692' }]);
    expect((await cli('search', 'sansad', '--limit', '0')).stderr).toBe('india-pincode-ifsc: "limit" must be between 1 and 100, not 0');
    expect((await cli('pincode', '110001', '--limit', '3')).stderr).toBe('india-pincode-ifsc: pincode takes no --limit (try pincode --help)');
    expect((await cli('ifsc', 'SBIN0000691', '--out', 'x.csv')).stderr).toBe('india-pincode-ifsc: ifsc takes no --out (try ifsc --help)');
    // A negative number is an argument, not an option.
    expect((await cli('nearby', '-28.62', '77.21', '--limit', '1')).code).toBe(0);
    expect((await cli('nearby', '28.62', '0x4D', '--limit', '1')).stderr).toContain('"longitude" must be a number');
    expect((await cli('report', '--help')).stdout).toMatch(/^usage: india-pincode-ifsc report \[--json\]/);
    expect((await cli('toString')).stderr).toContain('unknown command "toString"');
  });

  it('reads as text on a terminal, JSON in a pipe or with --json, and CSV with --csv', async () => {
    const readable = await cliIn({ terminal: true }, 'pincode', '110001');
    expect(readable.stdout.split('\n')).toEqual([
      'PIN code 110001: 2 post offices in New Delhi, Delhi',
      'Baroda House (SO, Non-Delivery), PIN 110001, New Delhi, Delhi',
      'Sansad Marg (HO, Delivery), PIN 110001, New Delhi, Delhi',
      'https://x.test/pincode/110001/',
    ]);
    expect(JSON.parse((await cliIn({ terminal: true }, 'pincode', '110001', '--json')).stdout).count).toBe(2);
    const csv = (await cliIn({ terminal: true }, 'branches', 'sbin', 'delhi', 'new delhi', '--csv')).stdout.split('\n');
    expect(csv[0]!.startsWith('BANK,IFSC,BRANCH,ADDRESS')).toBe(true);
    expect(csv.slice(1).map((row) => row.split(',')[1])).toEqual(['SBIN0000692', 'SBIN0000691']);
    expect(csv[2]).toContain('"11 PARLIAMENT STREET, NEW DELHI 110001"');
  });

  it('helps with each command, and writes completion scripts from the table', async () => {
    const help = await cli('nearby', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: india-pincode-ifsc nearby LAT LON \[--limit N\]/);
    expect(help.stdout).toContain('india-pincode-ifsc nearby 28.6315 77.2167 --limit 3');
    expect(help.stdout).toContain('the MCP tool nearest_post_offices');
    const bash = (await cli('completion', 'bash')).stdout;
    expect(complete(bash, ['india-pincode-ifsc', 'ne'])).toEqual(['nearby']);
    expect(complete(bash, ['india-pincode-ifsc', 'search', '--l'])).toEqual(['--limit']);
    for (const shell of ['zsh', 'fish']) expect((await cli('completion', shell)).stdout).toContain('search-branches');
    expect((await cli('completion', 'tcsh')).code).toBe(2);
  });

  it('makes a command, its help and its completion of an operation added to the table, with no other edit', async () => {
    const echo = {
      ...OPERATIONS.find((operation) => operation.command === 'pincode')!,
      name: 'pincodeCount',
      command: 'pincode-count',
      tool: 'count_pincode_offices',
      summary: 'Count the offices of a PIN code',
      call: async (f: LookupFunctions, args: Args) => ({ offices: (await f.pincode(String(args.pincode)))?.count ?? 0 }),
      text: (answer: unknown) => `${(answer as { offices: number }).offices} offices`,
    };
    const table = [...OPERATIONS, echo];
    expect((await cliIn({ terminal: true, table }, 'pincode-count', '110001')).stdout).toBe('2 offices');
    expect((await cliIn({ terminal: false, table }, '--help')).stdout).toContain('pincode-count PIN');
    expect((await cliIn({ terminal: false, table }, 'completion', 'bash')).stdout).toContain('pincode-count');
  });

  it('prints the data report', async () => {
    const report = await cli('report');
    expect(report.code).toBe(0);
    expect(report.stdout).toMatch(/^pincode: 3 rows$/m);
    expect(report.stdout).toMatch(/^ifsc: 2 rows$/m);
  });

  it('answers misses with 1 and bad input with 2 and a one-line message', async () => {
    expect((await cli('pincode', '999999')).code).toBe(1);
    const bad = await cli('pincode', '12');
    expect([bad.code, bad.stderr.split('\n').length]).toEqual([2, 1]);
    expect((await cli('ifsc', 'nonsense')).code).toBe(2);
    expect((await cli('nonsense')).stderr).toContain('unknown command');
    expect((await cli('pincode')).stderr).toContain('takes 1 argument(s), got 0');
    const missing = await run(
      ['pincode', '110001', '--sources', join(sources, 'nowhere')],
      {},
      { out: () => {}, err: (t) => expect(t).toContain('file not found') },
    );
    expect(missing).toBe(2);
  });
});

/** What bash completes for a command line, with the script sourced (the cursor after the last word). */
function complete(script: string, words: readonly string[]): string[] {
  const program = `${script}\nCOMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _india_pincode_ifsc; printf '%s\\n' "\${COMPREPLY[@]}"`;
  return execFileSync('bash', ['-c', program], { encoding: 'utf8' }).split('\n').filter(Boolean);
}
