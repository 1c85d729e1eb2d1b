/**
 * The edge build's assets as the worker sees them, in a module of their own: the
 * worker's entry needs these names and nothing else of the dataset's readers.
 */

/** Reads one file of the deployment's assets, or `null` when there is none. */
export type ReadAsset = (path: string) => Promise<Uint8Array | null>;

/**
 * Where the edge build puts its assets: the dataset and the files rendered at build
 * time, under one folder the handler never serves, so that hosts whose edge function
 * reads them from the same origin can leave that folder out of the function's paths.
 */
export const EDGE_ASSETS = { root: '/_edge/', dataset: '/_edge/dataset/', site: '/_edge/site' } as const;
