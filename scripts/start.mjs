/**
 * `npm start`: runs the server as built JavaScript (dist-server/start.mjs, from
 * packages/site/src/start.ts), building it first when the workspace's sources are newer
 * than the build (`npm install` builds it too). Plain JavaScript, run by plain node:
 * no transpiler runs beside the server.
 */
import { buildServer, SERVER_FILE, serverUpToDate } from './build-server.mjs';
import { pathToFileURL } from 'node:url';

if (!serverUpToDate()) await buildServer();
await import(pathToFileURL(SERVER_FILE).href);
