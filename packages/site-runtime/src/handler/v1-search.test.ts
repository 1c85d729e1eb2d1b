import { v1SearchBody } from 'india-pincode-ifsc/internal';
import { describe, expect, it } from 'vitest';
import { storedTotal } from './v1-search.js';

describe('storedTotal', () => {
  it('reads the total from the start of a prefix file as the generator writes it, whatever the query holds', () => {
    for (const [query, total] of [
      ['co', 145],
      ['a"b\\c', 0],
      ['नई दिल्ली', 12_345],
      ['x'.repeat(300), 101],
    ] as const) {
      const text = JSON.stringify(v1SearchBody(query, total, []));
      expect(storedTotal(text), query).toBe(total);
      expect(storedTotal(new TextDecoder().decode(new TextEncoder().encode(text).subarray(0, 1024))), query).toBe(total);
    }
  });

  it('gives null for a text that does not start as a prefix file, so that the file is parsed', () => {
    for (const text of [
      '',
      '{"status":"success"',
      '{"total":3}',
      '{"status":"error","query":"co","total":1,',
      '{"status":"success","query":"co","count":1,"total":1,',
    ])
      expect(storedTotal(text), text).toBeNull();
  });
});
