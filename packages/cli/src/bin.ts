import { run } from './run.js';

// A reader that stops early (`… | head`) closes the pipe under a long answer: that ends
// the command, quietly and successfully, as it does for other command-line tools.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

process.exitCode = await run(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  terminal: process.stdout.isTTY === true,
});
