/**
 * A bounded cache that keeps the values most recently asked for: two generations of
 * maps, and when the young one holds `size` values it becomes the old one and the old
 * one is dropped. It keeps at least the last `size` distinct keys and at most twice as
 * many, and a hit costs one map lookup, where a least-recently-used list would reorder
 * itself on every hit. `undefined` means "not kept": a value of `undefined` is made
 * again each time. A value may weigh more than one (a file by its records, say): then
 * `size` bounds the weight of each generation rather than its count.
 *
 * @example
 * const squares = new RecentCache<number, number>(2);
 * squares.get(3, (n) => n * n) // 9, made
 * squares.get(3, (n) => n * n) // 9, kept
 */
export class RecentCache<K, V> {
  #young = new Map<K, V>();
  #old = new Map<K, V>();

  constructor(readonly size: number) {
    if (!(Number.isInteger(size) && size > 0)) throw new RangeError(`cache size must be a positive integer, not ${size}`);
  }

  /** The weights of the values that weigh other than one. */
  #weights = new Map<K, number>();
  #youngWeight = 0;

  /** The value of `key`, made by `make` unless it is still kept; a new value weighs `weight`. */
  get(key: K, make: (key: K) => V, weight = 1): V {
    const young = this.#young.get(key);
    if (young !== undefined) return young;
    const kept = this.find(key);
    return kept !== undefined ? kept : this.set(key, make(key), weight);
  }

  /** The value kept for `key` (now counted as used), or `undefined`. */
  find(key: K): V | undefined {
    const young = this.#young.get(key);
    if (young !== undefined) return young;
    const value = this.#old.get(key);
    if (value === undefined) return undefined;
    this.#old.delete(key);
    this.#add(key, value, this.#weights.get(key) ?? 1);
    return value;
  }

  /** Keeps `value` for `key`, weighing `weight`, and returns it. */
  set(key: K, value: V, weight = 1): V {
    this.delete(key);
    if (weight !== 1) this.#weights.set(key, weight);
    this.#add(key, value, weight);
    return value;
  }

  #add(key: K, value: V, weight: number): void {
    if (this.#youngWeight >= this.size) this.#age();
    this.#young.set(key, value);
    this.#youngWeight += weight;
  }

  /** The young generation becomes the old one, and the old one is dropped. */
  #age(): void {
    if (this.#weights.size) for (const key of this.#old.keys()) this.#weights.delete(key);
    this.#old = this.#young;
    this.#young = new Map();
    this.#youngWeight = 0;
  }

  /** How many values are kept now. */
  get kept(): number {
    return this.#young.size + this.#old.size;
  }

  /** Forgets one value (one that failed, say). */
  delete(key: K): void {
    if (this.#young.delete(key)) this.#youngWeight -= this.#weights.get(key) ?? 1;
    this.#old.delete(key);
    this.#weights.delete(key);
  }

  /** Forgets every value (when what they were made from has changed). */
  clear(): void {
    this.#young = new Map();
    this.#old = new Map();
    this.#weights = new Map();
    this.#youngWeight = 0;
  }
}
