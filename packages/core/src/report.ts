/** One kind of finding in a source file, with the source lines it was seen on. */
export interface ReportEntry {
  /** Machine-readable kind, e.g. `coordinates-swapped`. */
  kind: string;
  /** What happened to the rows: `dropped` rows are in no response, `fixed` rows were repaired, `noted` rows are kept as they are. */
  action: 'dropped' | 'fixed' | 'noted';
  count: number;
  /** Every source line (1 = the header) on which the kind was seen, in order. */
  lines: number[];
  /** Up to five example values, for a human reading the report. */
  examples: string[];
}

/** The data report of one load: each finding kind with its count and lines, per source file. */
export interface DataReportJson {
  [source: string]: { rows: number; kinds: ReportEntry[] };
}

const MAX_EXAMPLES = 5;

/**
 * Collects what a load found wrong in its sources, by kind and line, so that no bad
 * row is ever silently dropped. The normalisers write to it; the CLI and the
 * generator print it.
 *
 * @example
 * const report = new DataReport();
 * report.add('pincode', 'unparseable-pin', 'dropped', 42, 'ABC123');
 * report.count('pincode', 'unparseable-pin'); // 1
 */
export class DataReport {
  private readonly sources = new Map<string, { rows: number; kinds: Map<string, ReportEntry> }>();

  /** Records one finding on one line of a source. */
  add(source: string, kind: string, action: ReportEntry['action'], line: number, example = ''): void {
    const kinds = this.source(source).kinds;
    let entry = kinds.get(kind);
    if (!entry) {
      entry = { kind, action, count: 0, lines: [], examples: [] };
      kinds.set(kind, entry);
    }
    entry.count++;
    entry.lines.push(line);
    if (example && entry.examples.length < MAX_EXAMPLES) entry.examples.push(example);
  }

  /** Records how many data rows (not counting the header) a source had. */
  setRows(source: string, rows: number): void {
    this.source(source).rows = rows;
  }

  /** How many times a kind was recorded for a source (0 if never). */
  count(source: string, kind: string): number {
    return this.sources.get(source)?.kinds.get(kind)?.count ?? 0;
  }

  /** The source lines that a kind was recorded on. */
  lines(source: string, kind: string): readonly number[] {
    return this.sources.get(source)?.kinds.get(kind)?.lines ?? [];
  }

  /** Total rows dropped from a source, over all kinds whose action is `dropped`. */
  dropped(source: string): number {
    let total = 0;
    for (const entry of this.sources.get(source)?.kinds.values() ?? []) if (entry.action === 'dropped') total += entry.count;
    return total;
  }

  /** The report as plain JSON, kinds sorted by name. */
  toJSON(): DataReportJson {
    const json: DataReportJson = {};
    for (const [name, { rows, kinds }] of this.sources) {
      json[name] = { rows, kinds: [...kinds.values()].sort((a, b) => a.kind.localeCompare(b.kind)) };
    }
    return json;
  }

  /** A short human-readable summary: one line per kind with its count and first lines. */
  toText(): string {
    const out: string[] = [];
    for (const [name, { rows, kinds }] of Object.entries(this.toJSON())) {
      out.push(`${name}: ${rows} rows`);
      for (const entry of kinds) {
        const lines = entry.lines.slice(0, 8).join(', ') + (entry.lines.length > 8 ? ', …' : '');
        const examples = entry.examples.length ? ` e.g. ${entry.examples.map((e) => JSON.stringify(e)).join(', ')}` : '';
        out.push(`  ${entry.kind} (${entry.action}): ${entry.count} — lines ${lines}${examples}`);
      }
    }
    return out.join('\n');
  }

  /**
   * A report made again from {@link toJSON}'s output (the dataset stores it so).
   *
   * @example
   * DataReport.fromJSON(report.toJSON()).toText() === report.toText() // true
   */
  static fromJSON(json: DataReportJson): DataReport {
    const report = new DataReport();
    for (const [name, { rows, kinds }] of Object.entries(json)) {
      report.setRows(name, rows);
      for (const entry of kinds) report.source(name).kinds.set(entry.kind, { ...entry, lines: [...entry.lines], examples: [...entry.examples] });
    }
    return report;
  }

  private source(name: string) {
    let source = this.sources.get(name);
    if (!source) {
      source = { rows: 0, kinds: new Map() };
      this.sources.set(name, source);
    }
    return source;
  }
}
