/** What a build reports as it goes. */
export interface Progress {
  tick(files: number): void;
  done(summary: string): void;
}

const format = (n: number) => n.toLocaleString('en-US');

/**
 * Progress for a build: on a terminal, one line redrawn at most ten times a second
 * with files, rate and time left; elsewhere (CI, logs), a plain line every
 * `intervalMs`. `total` is the planned file count.
 *
 * @example
 * const progress = createProgress({ total: 400_000, interactive: process.stderr.isTTY, write: (s) => process.stderr.write(s) });
 */
export function createProgress(options: {
  total: number;
  interactive: boolean;
  write: (text: string) => void;
  intervalMs?: number;
  now?: () => number;
}): Progress {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const interval = options.interactive ? 100 : (options.intervalMs ?? 5000);
  let files = 0;
  let last = started;
  const line = () => {
    const seconds = (now() - started) / 1000;
    const rate = seconds > 0 ? files / seconds : 0;
    const left = rate > 0 ? Math.max(0, options.total - files) / rate : 0;
    const percent = options.total ? Math.min(100, (files / options.total) * 100) : 0;
    return `${format(files)} / ${format(options.total)} files (${percent.toFixed(0)}%) · ${format(Math.round(rate))} files/s · eta ${left.toFixed(0)} s`;
  };
  return {
    tick(count) {
      files += count;
      const t = now();
      if (t - last < interval) return;
      last = t;
      options.write(options.interactive ? `\r\x1b[K${line()}` : `${line()}\n`);
    },
    done(summary) {
      options.write(options.interactive ? `\r\x1b[K${summary}\n` : `${summary}\n`);
    },
  };
}

/** Progress that says nothing, for tests and library use. */
export const silentProgress: Progress = { tick() {}, done() {} };
