/**
 * The edge handler as a Vercel Edge Function (Build Output API): `npm run build:edge`
 * bundles this file into `dist-edge/.vercel/output/functions/site.func/index.js`.
 */
import { sameOriginHandler } from '@india-pincode-ifsc/site-runtime/edge/same-origin';

declare const process: { env: Record<string, string | undefined> } | undefined;

const handle = sameOriginHandler(typeof process === 'undefined' ? undefined : process.env.SITE_URL);

export default (request: Request): Promise<Response> => handle(request);
