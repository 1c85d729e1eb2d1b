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
 * other error. Node's message already names the path (`ENOSPC: …, open '/x'`).
 *
 * @example
 * diskFault(Object.assign(new Error("ENOSPC: no space left on device, open '/x/a'"), { code: 'ENOSPC' }), 'dist-site')
 * // "/x/a: the disk is full (ENOSPC); dist-site is unchanged"
 */
export function diskFault(error: unknown, outDir: string): string | null {
  const { code, message } = error as NodeJS.ErrnoException;
  const cause = code ? CAUSES[code] : undefined;
  if (!cause) return null;
  const path = /'([^']+)'/.exec(message ?? '')?.[1] ?? outDir;
  return `${path}: ${cause} (${code}); ${outDir} is unchanged`;
}
