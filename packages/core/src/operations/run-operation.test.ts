import { describe, expect, it } from 'vitest';
import { buildIfscFromBranches } from '../ifsc/build-dataset.js';
import { buildPincodeDataset } from '../pincode/build-dataset.js';
import type { PincodeSourceRow } from '../pincode/source-row.js';
import { DataReport } from '../report.js';
import { createSiteUrls } from '../site-urls.js';
import { TEST_BANKS, testBranch } from '../testing/fixtures.js';
import { datasetFunctions } from './dataset-functions.js';
import { checkArguments, OperationInputError } from './params.js';
import { bindOperations, findOperation, isFound, runOperation } from './run-operation.js';
import { OPERATIONS } from './table.js';

const office = (officename: string, pincode: string, latitude = '22.57', longitude = '88.36'): PincodeSourceRow => ({
  line: 2,
  circlename: 'West Bengal Circle',
  regionname: 'Kolkata Region',
  divisionname: 'Kolkata GPO Division',
  officename,
  pincode,
  officetype: 'HO',
  delivery: 'Delivery',
  district: 'KOLKATA',
  statename: 'WEST BENGAL',
  latitude,
  longitude,
});

const pincodes = buildPincodeDataset([office('Kolkata G.P.O. HO', '700001'), office('Burrabazar SO', '700007', '22.58', '88.35')], new DataReport());
const ifsc = buildIfscFromBranches([testBranch('SBIN0000001'), testBranch('SBIN0000002')], TEST_BANKS, new Set(['SBIN0000001', 'SBIN0000002', 'SBIN0000009']));
const functions = datasetFunctions(pincodes, async () => ifsc, createSiteUrls('https://pin.example.test'));
const operation = (command: string) => findOperation(OPERATIONS, 'command', command)!;

describe('the table of operations', () => {
  it('names each operation once in every door, and its example passes its own checks', () => {
    for (const door of ['name', 'command', 'tool'] as const) {
      expect(new Set(OPERATIONS.map((o) => o[door])).size, door).toBe(OPERATIONS.length);
    }
    for (const o of OPERATIONS) {
      expect(
        o.required.every((name) => name in o.params),
        o.name,
      ).toBe(true);
      expect(() => checkArguments(o.params, o.required, o.example), o.name).not.toThrow();
    }
  });

  it('checks the arguments before asking, and fills the defaults', async () => {
    await expect(runOperation(operation('pincode'), functions, { pincode: '0110001' })).rejects.toThrow(
      new OperationInputError('"pincode" must be six digits, the first not 0, got "0110001"'),
    );
    await expect(runOperation(operation('nearby'), functions, { latitude: 22.57 })).rejects.toThrow('"longitude" is required');
    const search = await runOperation(operation('search'), functions, { query: 'burra' });
    expect(search.args).toEqual({ query: 'burra', limit: 10 });
    expect(search.answer).toMatchObject({ total: 1, post_offices: [{ name: 'Burrabazar', match: 'prefix' }] });
    expect((await runOperation(operation('nearby'), functions, { latitude: 22.57, longitude: 88.36, limit: '500' })).args.limit).toBe(100);
    await expect(runOperation(operation('nearby'), functions, { latitude: 22.57, longitude: 88.36, limit: 0 })).rejects.toThrow('between 1 and 100');
  });

  it('answers through any lookup functions, each operation as a method', async () => {
    const ask = bindOperations(OPERATIONS, functions);
    expect(await ask.pincode!({ pincode: ' 700001 ' })).toMatchObject({ pincode: '700001', url: 'https://pin.example.test/pincode/700001/' });
    expect(await ask.validateIfsc!({ ifsc: 'sbin0000009' })).toEqual({
      ifsc: 'SBIN0000009',
      well_formed: true,
      in_rbi_list: true,
      has_branch_record: false,
      bank: '',
    });
    expect(await ask.nearestPostOffices!({ latitude: 22.58, longitude: 88.35, limit: 1 })).toMatchObject([{ name: 'Burrabazar', distance_km: 0 }]);
    expect(await ask.branches!({ bank: 'sbin', state: 'West Bengal', district: 'kolkata' })).toHaveLength(2);
  });

  it('reads as text, and says what was not found', async () => {
    const { args, answer } = await runOperation(operation('pincode'), functions, { pincode: '700001' });
    expect(operation('pincode').text(answer, args).split('\n')).toEqual([
      'PIN code 700001: 1 post office in Kolkata, West Bengal',
      'Kolkata G.P.O. (HO, Delivery), PIN 700001, Kolkata, West Bengal',
      'https://pin.example.test/pincode/700001/',
    ]);
    expect(operation('ifsc').miss({ ifsc: 'sbin0zzzzzz' })).toMatch(/^SBIN0ZZZZZZ has no branch record/);
  });

  it('counts null and an empty list as not found', () => {
    expect([isFound(null), isFound([]), isFound([1]), isFound({ total: 0 })]).toEqual([false, false, true, true]);
  });
});
