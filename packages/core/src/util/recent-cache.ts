/**
 * A bounded cache that keeps the values most recently asked for: two generations of
 * maps, and when the young one holds `size` values it becomes the old one and the old
 * one is dropped. It keeps at least the last `size` distinct keys and at most twice as
 * many, and a hit costs one map lookup, where a least-recently-used list would reorder
 * itself on every hit. `undefined` means "not kept": a value of `undefined` is made
 * again each time.
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

  /** The value of `key`, made by `make` unless it is still kept. */
  get(key: K, make: (key: K) => V): V {
    const young = this.#young.get(key);
    if (young !== undefined) return young;
    let value = this.#old.get(key);
    if (value === undefined) value = make(key);
    else this.#old.delete(key);
    if (this.#young.size >= this.size) {
      this.#old = this.#young;
      this.#young = new Map();
    }
    this.#young.set(key, value);
    return value;
  }

  /** How many values are kept now. */
  get kept(): number {
    return this.#young.size + this.#old.size;
  }

  /** Forgets one value (one that failed, say). */
  delete(key: K): void {
    this.#young.delete(key);
    this.#old.delete(key);
  }

  /** Forgets every value (when what they were made from has changed). */
  clear(): void {
    this.#young = new Map();
    this.#old = new Map();
  }
}
