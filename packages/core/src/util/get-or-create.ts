/**
 * The value of `key` in a map, made by `create` and stored the first time it is
 * asked for: the one way the indexes build their nested maps (a `WeakMap` works too).
 *
 * @example
 * const byState = new Map<string, string[]>();
 * getOrCreate(byState, 'Delhi', () => []).push('110001');
 * byState.get('Delhi') // ['110001']
 */
export function getOrCreate<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}
