import { openDatasetDir, DEFAULT_DATASET_DIR } from '@india-pincode-ifsc/sources';
import { createSiteUrls, ifscSearchResponse, v1SearchResponse } from 'india-pincode-ifsc/internal';
const d = openDatasetDir(DEFAULT_DATASET_DIR).whole();
const urls = createSiteUrls('https://x.test');
for (const q of ['sbi banglore', 'canara bank banglore', 'sbi koramangla', 'sbi hydrabad', 'bob vadodra', 'sbi secundrabad', 'sbi mumbai', 'hdfc andhery']) {
  const a = ifscSearchResponse(d.ifsc, q, urls).body as any;
  console.log(
    q.padEnd(22),
    a.total.branches,
    a.branches
      .slice(0, 3)
      .map((b: any) => `${b.BRANCH} | ${b.DISTRICT}`)
      .join(' ;; '),
  );
}
for (const q of ['banglore', 'koramangla', 'secundrabad', 'kolkatta gpo']) {
  const a = v1SearchResponse(d.pincodes, q, '5', urls).body as any;
  console.log(
    q.padEnd(22),
    a.total,
    a.post_offices
      .slice(0, 3)
      .map((o: any) => `${o.name}:${o.match}`)
      .join(' ;; '),
  );
}
