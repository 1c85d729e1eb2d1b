/** An entry for the edge bundler's tests: the core's slug function, which needs slugify for names that are not ASCII. */
export { toSlug } from 'india-pincode-ifsc/internal';
