/** Random numbers from a seed, so that a failing test names inputs that can be asked again. */

/**
 * A small, fast, seeded random number generator (mulberry32).
 *
 * @example
 * seededRandom(1)() // the same number in [0, 1) on every run
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
