import { describe, expect, it } from 'vitest';
import { readsPinSide } from '../render/file-kind.js';
import { FILES } from '../routes.js';
import { SITE_KINDS } from '../render/site-kinds.js';
import { testSiteData } from '../testing/site-data.js';
import { noPinSide } from './edge-data.js';

const data = testSiteData();
const withoutPins = SITE_KINDS.filter((kind) => kind.scope !== 'whole' && !readsPinSide(kind));

describe('files the edge renders without the PIN side', () => {
  it('are the API files of a branch, a bank or a MICR code', () => {
    expect(withoutPins.map((kind) => kind.scope).sort()).toEqual(['bank', 'bank', 'bank', 'branch', 'micr']);
    expect(withoutPins.every((kind) => kind.section === 'api')).toBe(true);
  });

  it.each(withoutPins.map((kind) => [kind.pattern, kind] as const))('%s renders the same without it', (_pattern, kind) => {
    const list = [...kind.list(data)];
    expect(list.length).toBeGreaterThan(0);
    for (const params of list) expect(kind.render({ ...data, pincodes: noPinSide(kind) }, params)).toBe(kind.render(data, params));
  });

  it('fails loudly, naming the kind, when a renderer reads it', () => {
    const pin = SITE_KINDS.find((kind) => kind.pattern === FILES.v1Pincode)!;
    const [params] = pin.list(data);
    expect(() => pin.render({ ...data, pincodes: noPinSide(pin) }, params!)).toThrow(`${FILES.v1Pincode}: read the PIN side`);
  });
});
