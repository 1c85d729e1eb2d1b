/**
 * The command line over a tiny sources folder written for the test (no ../shared,
 * no build): every command, its output and its exit status.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { run } from './run.js';

let sources: string;

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
  const out: string[] = [];
  const err: string[] = [];
  const code = await run([...args, '--sources', sources, '--base-url', 'https://x.test'], {}, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('india-pincode-ifsc (the command line)', () => {
  it('looks up a PIN code in v1 and compatible form, and post offices by name', async () => {
    const v1 = await cli('pincode', '110001');
    expect(v1.code).toBe(0);
    expect(JSON.parse(v1.stdout)).toMatchObject({ status: 'success', pincode: '110001', count: 2, url: 'https://x.test/pincode/110001/' });
    const compat = JSON.parse((await cli('pincode', '110001', '--compat')).stdout);
    expect(compat[0].PostOffice.map((o: { Name: string }) => o.Name)).toEqual(['Baroda House', 'Sansad Marg']);
    const byName = JSON.parse((await cli('postoffice', 'janpath')).stdout);
    expect(byName[0].PostOffice[0]).toMatchObject({ Name: 'Janpath', PINCode: '110002', Pincode: '110002' });
  });

  it('looks up IFSCs, banks and branches; a listed code without a branch is valid', async () => {
    expect(JSON.parse((await cli('ifsc', 'sbin0000691')).stdout)).toMatchObject({ success: true, BRANCH: 'NEW DELHI MAIN', PINCODE: '110001' });
    const unlisted = await cli('ifsc', 'SBIN0000999');
    expect([unlisted.code, JSON.parse(unlisted.stdout)]).toEqual([
      1,
      { success: false, error: 'IFSC details not available', IFSC: 'SBIN0000999', valid: true },
    ]);
    expect(JSON.parse((await cli('banks')).stdout).banks).toMatchObject([{ code: 'SBIN', branches: 2 }]);
    expect(JSON.parse((await cli('branches', 'SBIN', 'Delhi', 'new-delhi')).stdout).count).toBe(2);
  });

  it('looks up the branches of a MICR code', async () => {
    const hit = await cli('micr', ' 110002087 ');
    expect([hit.code, JSON.parse(hit.stdout)]).toMatchObject([
      0,
      { success: true, MICR: '110002087', count: 1, branches: [{ IFSC: 'SBIN0000691', LISTED: true }] },
    ]);
    expect(JSON.parse(hit.stdout).branches[0].success).toBeUndefined();
    const miss = await cli('micr', '110002088');
    expect([miss.code, JSON.parse(miss.stdout)]).toEqual([1, { success: false, error: 'MICR not found', MICR: '110002088' }]);
    const bad = await cli('micr', '1100020');
    expect([bad.code, bad.stderr]).toEqual([2, 'india-pincode-ifsc: Malformed MICR (nine digits)']);
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
