/** What the build says when the disk refuses it: one line, the path and the cause. */

const CAUSES: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the folder is on a read-only filesystem',
  EACCES: 'no permission to write there',
  EPERM: 'the operation is not permitted there',
  EMFILE: 'too many open files',
};

/**
 * The one-line message for a filesystem error that stopped a build, or `null` for any
 * other error. The path is the error's own, else the one in its message
 * (`ENOSPC: …, open '/x'`): a failed `write` on an open file names none.
 *
 * @example
 * diskFault(Object.assign(new Error("ENOSPC: no space left on device, open '/x/a'"), { code: 'ENOSPC' }), 'dist-site')
 * // "/x/a: the disk is full (ENOSPC); dist-site is unchanged"
 */
export function diskFault(error: unknown, outDir: string): string | null {
  const { code, message, path: errorPath } = error as NodeJS.ErrnoException;
  const cause = code ? CAUSES[code] : undefined;
  if (!cause) return null;
  const path = errorPath ?? /'([^']+)'/.exec(message ?? '')?.[1] ?? outDir;
  return `${path}: ${cause} (${code}); ${outDir} is unchanged`;
}
