/**
 * `npm start` renders the PIN side's files before the IFSC side is read
 * (site-runtime handler/pin-side-first.ts): on the real dataset, every such file it
 * renders then is the file the whole dataset renders, `/api/meta`'s counts included.
 */
import { createSiteUrls } from 'india-pincode-ifsc/internal';
import { DEFAULT_DATASET_DIR, openDatasetDirAsync } from '@india-pincode-ifsc/sources';
import { pinSideFirst, pinSideOnly } from '@india-pincode-ifsc/site-runtime/handler/pin-side-first';
import { siteData } from '@india-pincode-ifsc/site-runtime/model/site-data';
import { describe, expect, it } from 'vitest';
import { generatedKinds } from '../packages/site/src/generate/generate-site.js';

describe("npm start's PIN side first", () => {
  it('renders every file of the PIN side alone as the whole dataset does, before reading a branch', async () => {
    const urls = createSiteUrls('https://pin.example.test');
    const dataset = openDatasetDirAsync(DEFAULT_DATASET_DIR);
    const dataFor = pinSideFirst(dataset, urls, null);
    const kinds = generatedKinds().filter(pinSideOnly);
    const early = await dataFor(kinds[0]!, {});
    expect(early!.ifsc.branches.size).toBe(0);
    const { pincodes, ifsc, ...dates } = await dataset.whole();
    const whole = siteData(pincodes, ifsc, urls, dates);
    expect(early!.meta).toEqual(whole.meta);
    let compared = 0;
    for (const kind of kinds) {
      const all = [...kind.list(whole)];
      // Every file of the small kinds, and a spread of the large ones (every 97th).
      for (const params of all.filter((_, i) => all.length < 500 || i % 97 === 0)) {
        expect(kind.render(early!, params), `${kind.pattern} ${JSON.stringify(params)}`).toBe(kind.render(whole, params));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
