import slugify from 'slugify';

/**
 * Makes the URL slug of a name: lower-case ASCII letters and digits, every run of
 * other characters one hyphen, no hyphen at either end. Letters with accents are
 * transliterated first (`é` → `e`), so a name never loses a letter.
 *
 * @example
 * toSlug('Bowbazar (Kolkata)') // 'bowbazar-kolkata'
 * toSlug('S.A.S Nagar') // 's-a-s-nagar'
 */
export function toSlug(name: string): string {
  // slugify is only needed to transliterate; almost every name is plain ASCII already.
  return plainSlug(/^\p{ASCII}*$/u.test(name) ? name : slugify(name, { replacement: ' ', lower: true, trim: true }));
}

const NOT_SLUG = /[^a-z0-9]+/g;

/**
 * {@link toSlug} without transliteration: lower case, every run of characters other
 * than ASCII letters and digits one hyphen, no hyphen at either end. Equals `toSlug`
 * for ASCII names; the dataset reader uses it to remake office slugs at lookup time.
 *
 * @example
 * plainSlug('S.A.S Nagar') // 's-a-s-nagar'
 */
export function plainSlug(name: string): string {
  const slug = name.toLowerCase().replace(NOT_SLUG, '-');
  // A hyphen at an end is rare: test before paying for a second regular expression.
  return slug.charCodeAt(0) === 45 || slug.charCodeAt(slug.length - 1) === 45 ? slug.replace(/^-+|-+$/g, '') : slug;
}

/**
 * Gives each name a slug that is unique within one scope: the second holder of a
 * slug gets `-2`, the third `-3`, in the order the names are given. Slugs already in
 * `taken` (which is updated) count as held.
 *
 * @example
 * uniqueSlugs(['Rampur', 'Rampur', 'Ram-pur']) // ['rampur', 'rampur-2', 'ram-pur']
 */
export function uniqueSlugs(names: readonly string[], taken = new Set<string>()): string[] {
  return names.map((name) => {
    const base = toSlug(name) || 'unnamed';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}
