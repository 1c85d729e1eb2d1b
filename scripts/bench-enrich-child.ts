/**
 * One `enrich` run for bench-enrich.ts: the command as the CLI runs it, followed by the
 * CPU time it used (user + system, from the call to its end) on standard output, which
 * the run leaves free (`--out`). CPU time is steadier than wall time on a shared machine.
 */
import { run } from '../packages/cli/src/run.js';

const before = process.cpuUsage();
const code = await run(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
const used = process.cpuUsage(before);
process.stdout.write(JSON.stringify({ code, cpuSeconds: (used.user + used.system) / 1e6 }));
process.exitCode = code;
