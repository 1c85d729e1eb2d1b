/**
 * Progress of `enrich` on standard error: on a terminal a bar redrawn in place with
 * rows/s and the time left; otherwise a plain line now and then, so logs stay readable.
 */
const number = (n: number) => Math.round(n).toLocaleString('en-US');

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 60) return `${Math.ceil(seconds)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.ceil(seconds % 60)} s`;
}

export interface ProgressOptions {
  write: (text: string) => void;
  terminal: boolean;
  /** The input's size in bytes, when known (not for standard input). */
  totalBytes?: number;
  now?: () => number;
}

/**
 * Reports rows done as the input is read; `update` is called once per chunk and prints
 * at most every 100 ms on a terminal, every 5 s otherwise.
 *
 * @example
 * const progress = new Progress({ write: (t) => process.stderr.write(t), terminal: false, totalBytes: 1e6 });
 * progress.update(50_000, 500_000); // after 5 s: 'enrich: 50,000 rows, 50 %, 10,000 rows/s, about 5 s left'
 */
export class Progress {
  private readonly started: number;
  private last: number;
  private readonly every: number;
  private drawn = false;

  constructor(private readonly options: ProgressOptions) {
    this.started = this.now();
    this.last = this.started;
    this.every = options.terminal ? 100 : 5000;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Seconds since the start. */
  elapsed(): number {
    return (this.now() - this.started) / 1000;
  }

  update(rows: number, bytes: number): void {
    const now = this.now();
    if (now - this.last < this.every) return;
    this.last = now;
    const seconds = (now - this.started) / 1000;
    const rate = rows / seconds;
    const total = this.options.totalBytes;
    const share = total ? Math.min(1, bytes / total) : undefined;
    const left = share ? (seconds / share) * (1 - share) : Number.NaN;
    const parts = [`${number(rows)} rows`, `${number(rate)} rows/s`];
    if (share !== undefined) parts.push(`${Math.floor(share * 100)} %`, `about ${duration(left)} left`);
    if (this.options.terminal) {
      const width = 24;
      const bar = share === undefined ? '' : `[${'#'.repeat(Math.round(share * width)).padEnd(width, '-')}] `;
      this.options.write(`\r\x1b[K${bar}${parts.join(', ')}`);
      this.drawn = true;
    } else this.options.write(`enrich: ${parts.join(', ')}\n`);
  }

  /** Clears the bar before the summary. */
  done(): void {
    if (this.drawn) this.options.write('\r\x1b[K');
  }
}

export { number as formatCount };
