import type { CellOffice } from './nearby-cells.js';
import { EARTH_RADIUS_KM, greatCircleKm, toRadians } from './nearest.js';
import { type Found, nearestFound } from './nearest-found.js';
import type { PincodeDataset } from './types.js';
import type { V1PostOffice } from './v1-response.js';

/** At most this many offices in a leaf of the tree: a first nearby answer parses the coordinates of a few leaves. */
export const NEARBY_LEAF_OFFICES = 256;

/** Box edges are stored in these parts of a degree, rounded outwards. */
const BOX_SCALE = 100;

/** Each box edge is written as three digits of base 64 (URL-safe: plain in JSON), from a degree scaled and moved to be positive. */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const EDGE_CHARS = 3;
const EDGE_OFFSET = 180 * BOX_SCALE;

const edgeText = (edge: number) => {
  const value = edge + EDGE_OFFSET;
  return DIGITS[value >> 12]! + DIGITS[(value >> 6) & 63]! + DIGITS[value & 63]!;
};

/** Each digit's value by its character code. */
const DIGIT_VALUES = new Map(Array.from(DIGITS, (digit, value) => [digit.charCodeAt(0), value]));

/** The name and version of the tree's format; {@link nearbyTree} reads only this one. */
export const NEARBY_TREE_FORMAT = { format: 'india-pincode-ifsc/nearby-tree', version: 1 } as const;

/**
 * The located offices as a tree of boxes (the edge build's nearby index): each node
 * halves its offices along its box's longer side, down to leaves of at most
 * {@link NEARBY_LEAF_OFFICES} at `depth`. `boxes` holds each node's south, west, north
 * and east edges, in hundredths of a degree rounded outwards and moved up by 18,000,
 * each as three digits of base 64 (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`; most significant
 * first): a string, which a fresh isolate parses at no cost, where a list of numbers
 * would cost it one per edge. Node by node from the root (1), whose children are 2 and
 * 3, theirs 4 to 7, and so on (node 0 is a blank box); leaf `n` is node `2 ** depth + n`.
 */
export interface NearbyTreeFile {
  format: typeof NEARBY_TREE_FORMAT.format;
  version: typeof NEARBY_TREE_FORMAT.version;
  depth: number;
  boxes: string;
}

/** A leaf's offices: their points (the cells' tuples), and their v1 objects in the same order. */
export interface NearbyLeaf {
  readonly offices: CellOffice[];
  readonly postOffices: V1PostOffice[];
}

/** The tree's file and its leaves' offices, in leaf order. */
export interface NearbyTreeLayout {
  readonly file: NearbyTreeFile;
  readonly leaves: CellOffice[][];
}

/** Orders offices along one axis (latitude 0, longitude 1); ties by PIN code and place, so the tree is the same every build. */
const along = (axis: 0 | 1) => (a: CellOffice, b: CellOffice) => a[axis] - b[axis] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : a[3] - b[3]);

/** A box around offices in hundredths of a degree, rounded outwards. */
function boxOf(offices: readonly CellOffice[]): [number, number, number, number] {
  let [south, west, north, east] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lat, lon] of offices) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  if (!offices.length) return [0, 0, 0, 0];
  return [Math.floor(south * BOX_SCALE), Math.floor(west * BOX_SCALE), Math.ceil(north * BOX_SCALE), Math.ceil(east * BOX_SCALE)];
}

/**
 * The nearby tree of a dataset's located offices: its file, and each leaf's offices.
 *
 * @example
 * const { file, leaves } = nearbyTreeLayout(dataset);
 * leaves.length === 2 ** file.depth // true
 */
export function nearbyTreeLayout(dataset: Pick<PincodeDataset, 'eachLocated'>): NearbyTreeLayout {
  const all: CellOffice[] = [];
  dataset.eachLocated((_id, pincode, index, latitude, longitude) => all.push([latitude, longitude, pincode, index]));
  const depth = Math.max(0, Math.ceil(Math.log2(all.length / NEARBY_LEAF_OFFICES)));
  const boxes: number[] = new Array(4 * 2 ** (depth + 1)).fill(-EDGE_OFFSET);
  const leaves: CellOffice[][] = [];
  const split = (node: number, offices: CellOffice[]) => {
    const box = boxOf(offices);
    for (let i = 0; i < 4; i++) boxes[node * 4 + i] = box[i]!;
    if (node >= 2 ** depth) {
      leaves[node - 2 ** depth] = offices;
      return;
    }
    const [south, west, north, east] = box;
    const wide = (east - west) * Math.cos(toRadians((south + north) / 2 / BOX_SCALE)) > north - south;
    offices.sort(along(wide ? 1 : 0));
    const half = offices.length >> 1;
    split(2 * node, offices.slice(0, half));
    split(2 * node + 1, offices.slice(half));
  };
  split(1, all);
  return { file: { ...NEARBY_TREE_FORMAT, depth, boxes: boxes.map(edgeText).join('') }, leaves };
}

const decoder = new TextDecoder();

/**
 * A leaf's file: one JSON array, an element a line, the leaf's points first and then
 * each office's v1 object, so that {@link nearbyLeafReader} parses the points and only
 * the offices an answer names.
 *
 * @example
 * nearbyLeafText({ offices: [[28.6, 77.2, '110001', 0]], postOffices: [office] }) // '[\n[[28.6,77.2,"110001",0]],\n{…}\n]'
 */
export function nearbyLeafText(leaf: NearbyLeaf): string {
  const lines = [JSON.stringify(leaf.offices), ...leaf.postOffices.map((office) => JSON.stringify(office))];
  return `[\n${lines.join(',\n')}\n]`;
}

/** A leaf's file as read: its points, and the v1 object of the office at a place among them. */
export interface NearbyLeafFile {
  readonly offices: readonly CellOffice[];
  /** The office's object, its text put through `rebase` first (where the file holds a placeholder for the site's URL). */
  postOffice(place: number, rebase?: (text: string) => string): V1PostOffice;
}

/**
 * Reads a leaf's file ({@link nearbyLeafText}) from its bytes: the points now, an office
 * when asked (its line found by the newlines before it, and parsed alone). The error
 * names where it came from.
 *
 * @example
 * const leaf = nearbyLeafReader(bytes, '/api/v1/nearby/leaves/0');
 * leaf.postOffice(0).name
 */
export function nearbyLeafReader(bytes: Uint8Array, from: string): NearbyLeafFile {
  /** Where each line starts, found as far as asked. */
  const starts = [0];
  const line = (n: number): string => {
    while (starts.length <= n + 1) {
      const newline = bytes.indexOf(10, starts[starts.length - 1]!);
      if (newline < 0) throw new Error(`${from}: not a nearby leaf (line ${n + 1} of ${starts.length}): rebuild the site`);
      starts.push(newline + 1);
    }
    const end = starts[n + 1]! - 1;
    // Each element's line but the last ends in a comma.
    return decoder.decode(bytes.subarray(starts[n]!, bytes[end - 1] === 44 ? end - 1 : end));
  };
  const offices = JSON.parse(line(1)) as CellOffice[];
  return { offices, postOffice: (place, rebase) => JSON.parse(rebase ? rebase(line(place + 2)) : line(place + 2)) as V1PostOffice };
}

/** The tree as {@link nearestInTree} reads it. */
export interface NearbyTree {
  readonly depth: number;
  /** The node's box, `[south, west, north, east]` in degrees. */
  box(node: number): readonly [number, number, number, number];
}

/**
 * Reads a {@link NearbyTreeFile}; the error names where it came from.
 *
 * @example
 * nearbyTree(JSON.parse(text), '/api/v1/nearby/tree.json').depth
 */
export function nearbyTree(file: unknown, from: string): NearbyTree {
  const read = file as Partial<NearbyTreeFile> | null;
  if (
    read?.format !== NEARBY_TREE_FORMAT.format ||
    read.version !== NEARBY_TREE_FORMAT.version ||
    typeof read.depth !== 'number' ||
    typeof read.boxes !== 'string' ||
    !/^[\w-]*$/.test(read.boxes) ||
    read.boxes.length !== 4 * EDGE_CHARS * 2 ** (read.depth + 1)
  )
    throw new Error(`${from}: not a nearby tree of version ${NEARBY_TREE_FORMAT.version}: rebuild the site`);
  const { depth, boxes } = read;
  const digit = (at: number) => DIGIT_VALUES.get(boxes.charCodeAt(at)) ?? Number.NaN;
  const edge = (at: number) => ((digit(at) << 12) + (digit(at + 1) << 6) + digit(at + 2) - EDGE_OFFSET) / BOX_SCALE;
  return {
    depth,
    box: (node) => {
      const at = node * 4 * EDGE_CHARS;
      return [edge(at), edge(at + EDGE_CHARS), edge(at + 2 * EDGE_CHARS), edge(at + 3 * EDGE_CHARS)];
    },
  };
}

/**
 * The distance from a point to a box, less a hair for rounding: a lower bound of its
 * offices' distances. From a point within the box's longitudes, the latitude gap; from
 * any other, the nearer of its side meridians' segments, whose nearest point is an end
 * or where the meridian's great circle comes nearest to the point (no nearer way into
 * the box passes its top or bottom edge: along a parallel, the side is nearest). Exact,
 * so a point on the far side of the Earth reads no more leaves than it needs.
 */
function boxBound([south, west, north, east]: readonly [number, number, number, number], lat: number, lon: number): number {
  if (lon >= west && lon <= east) return EARTH_RADIUS_KM * toRadians(lat < south ? south - lat : lat > north ? lat - north : 0) * (1 - 1e-9);
  return Math.min(sideKm(south, north, west, lat, lon), sideKm(south, north, east, lat, lon)) * (1 - 1e-9);
}

/** The distance from a point to a meridian between two latitudes. */
function sideKm(south: number, north: number, meridian: number, lat: number, lon: number): number {
  // Along the meridian the point's distance falls to where its great circle comes nearest (behind a pole when that is more than a quarter turn away), then rises.
  const nearest = (Math.atan2(Math.sin(toRadians(lat)), Math.cos(toRadians(lat)) * Math.cos(toRadians(lon - meridian))) * 180) / Math.PI;
  const ends = Math.min(greatCircleKm(lat, lon, south, meridian), greatCircleKm(lat, lon, north, meridian));
  return nearest > south && nearest < north ? Math.min(ends, greatCircleKm(lat, lon, nearest, meridian)) : ends;
}

/**
 * The `limit` located offices nearest to a point, from the tree: its nodes are opened
 * nearest box first, and a leaf's offices read (`readLeaf`, by leaf number) when its
 * box could still hold a nearer one; so a point among offices reads the leaf it lies in
 * and a few beside it.
 *
 * @example
 * await nearestInTree(nearbyTree(file, path), (leaf) => readLeaf(leaf), 28.63, 77.21, 10)
 */
export async function nearestInTree(
  tree: NearbyTree,
  readLeaf: (leaf: number) => Promise<readonly CellOffice[]>,
  lat: number,
  lon: number,
  limit: number,
): Promise<Found[]> {
  const { found, beyond, add } = nearestFound(lat, lon, limit);
  const leaves = 2 ** tree.depth;
  /** Nodes to open, nearest bound last (so the nearest pops). */
  const open: { node: number; bound: number }[] = [{ node: 1, bound: boxBound(tree.box(1), lat, lon) }];
  while (open.length) {
    const { node, bound } = open.pop()!;
    if (beyond(bound)) break;
    if (node >= leaves) {
      add(await readLeaf(node - leaves));
      continue;
    }
    for (const child of [2 * node, 2 * node + 1]) {
      const next = { node: child, bound: boxBound(tree.box(child), lat, lon) };
      let at = open.length;
      while (at > 0 && open[at - 1]!.bound < next.bound) at--;
      open.splice(at, 0, next);
    }
  }
  return found;
}
