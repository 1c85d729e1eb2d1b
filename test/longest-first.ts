import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration files that take minutes (each builds sites or renders every file),
 * longest first. Started first, they run beside the short files, so that the two workers
 * finish together instead of one waiting out a long file started last; the default
 * order, on a fresh clone with no timings kept, goes by file size.
 */
const LONGEST = ['profiles', 'atomic-swap', 'edge', 'site-build', 'refresh', 'package', 'disk-faults'];

const rank = (file: TestSpecification) => {
  const found = LONGEST.findIndex((name) => file.moduleId.endsWith(`/test/${name}.test.ts`));
  return found < 0 ? LONGEST.length : found;
};

/** Vitest's order, with the files above moved to the front in the order they are listed. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, i) => ({ file, i }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i)
      .map(({ file }) => file);
  }
}
