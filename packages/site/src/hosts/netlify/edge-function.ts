/**
 * The edge handler as a Netlify Edge Function: `npm run build:edge` bundles this file
 * into `dist-edge/netlify/edge-functions/site.js`, with `netlify.toml` beside it.
 */
import { sameOriginHandler } from '@india-pincode-ifsc/site-runtime/edge/same-origin';

declare const Netlify: { env: { get(name: string): string | undefined } } | undefined;

const handle = sameOriginHandler(typeof Netlify === 'undefined' ? undefined : Netlify.env.get('SITE_URL'));

export default (request: Request): Promise<Response> => handle(request);

/** Every path but the edge build's own assets, which Netlify serves as files. */
export const config = { path: '/*', excludedPath: ['/_edge/*'] };
