/**
 * Where a list of words holds another as a consecutive run, or -1.
 *
 * @example
 * indexOfRun(['sbi', 'mg', 'road'], ['mg', 'road']) // 1
 */
export function indexOfRun(haystack: readonly string[], needle: readonly string[]): number {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let i = 0; i < needle.length; i++) if (haystack[start + i] !== needle[i]) continue outer;
    return start;
  }
  return -1;
}
