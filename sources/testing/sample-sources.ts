/**
 * A tiny synthetic sources folder, every file the registry names, in each publisher's
 * format: one post office, one branch, one bank. For tests that need a sources folder
 * but not the data, and for CI jobs that have neither the data nor the key to download
 * it (the package checks build the core, whose build makes its dataset).
 *
 * Usage: tsx sources/testing/sample-sources.ts DIR
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The sample's India Post directory and IFSC list, relative to the folder. */
export const SAMPLE_FILES = { directory: 'pincode/all_india_pincode_directory.csv', branches: 'ifsc/IFSC.csv' } as const;

/**
 * Writes the sample sources into `dir` (made if missing).
 *
 * @example
 * writeSampleSources('/tmp/sources'); // then ensureDataset({ sources: '/tmp/sources', … })
 */
export function writeSampleSources(dir: string): void {
  mkdirSync(join(dir, 'pincode'), { recursive: true });
  mkdirSync(join(dir, 'ifsc'), { recursive: true });
  const header = 'circlename,regionname,divisionname,officename,pincode,officetype,delivery,district,statename,latitude,longitude';
  const office = 'Delhi Circle,DivReportingCircle,New Delhi Central Division,Baroda House SO,110001,PO,Non Delivery,NEW DELHI,DELHI,28.6174167,77.2129167';
  writeFileSync(join(dir, SAMPLE_FILES.directory), `${header}\n${office}\n`);
  const branchHeader = 'BANK,IFSC,BRANCH,CENTRE,DISTRICT,STATE,ADDRESS,CONTACT,IMPS,RTGS,CITY,ISO3166,NEFT,MICR,UPI,SWIFT';
  const branch =
    'State Bank of India,SBIN0000691,NEW DELHI MAIN,NEW DELHI,NEW DELHI,DELHI,"PARLIAMENT STREET, NEW DELHI 110001",,true,true,NEW DELHI,IN-DL,true,NA,true,';
  writeFileSync(join(dir, SAMPLE_FILES.branches), `${branchHeader}\n${branch}\n`);
  writeFileSync(join(dir, 'ifsc', 'banknames.json'), JSON.stringify({ SBIN: 'State Bank of India' }));
  writeFileSync(join(dir, 'ifsc', 'banks.json'), JSON.stringify({ SBIN: { type: 'PSB' } }));
  writeFileSync(join(dir, 'ifsc', 'sublet.json'), '{}');
  writeFileSync(join(dir, 'ifsc', 'IFSC.json'), JSON.stringify({ SBIN: [691] }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx sources/testing/sample-sources.ts DIR');
  writeSampleSources(dir);
  console.log(`sample sources written to ${dir}`);
}
