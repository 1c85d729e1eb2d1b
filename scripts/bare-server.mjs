/**
 * The bare peer of `npm run bench:serve -- --peer bare`: node:http answering the very
 * bodies and headers our server sent for each URL (captured first, coded as the run's
 * `Accept-Encoding` asked), from memory, with nothing between the socket and the answer.
 * What is left between it and our server is our server's own overhead.
 *
 * Plain JavaScript, run by plain `node` as `npm start` runs ours: no loader in either.
 *
 * Usage (by the benchmark): node bare-server.mjs ANSWERS.json PORT
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
/** @type {Record<string, { status: number, headers: Record<string, string>, body: string }>} */
const captured = JSON.parse(readFileSync(file, 'utf8'));
const answers = new Map(Object.entries(captured).map(([path, answer]) => [path, { ...answer, body: Buffer.from(answer.body, 'base64') }]));

createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) return void res.writeHead(404).end();
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}).listen(Number(port), '127.0.0.1');
