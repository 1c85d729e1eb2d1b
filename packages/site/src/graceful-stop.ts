import type { Server } from 'node:http';

/**
 * How long a stopping server waits for answers in flight (milliseconds) before it
 * closes what is left: within the 10 s that process managers (systemd, Docker, Kubernetes)
 * give between SIGTERM and SIGKILL.
 */
export const STOP_WITHIN_MS = 8_000;

/** How often a stopping server closes the connections that have gone idle (milliseconds). */
const IDLE_SWEEP_MS = 25;

/**
 * Stops a server the way a deploy wants it stopped: no new connection is accepted
 * (the port is closed at once), every request already read is answered, and each
 * kept-alive connection is closed as soon as it is idle (answers sent while stopping
 * say `Connection: close`, see {@link closesAfterAnswer}). Resolves when the last
 * connection has closed, or after `within` milliseconds, when the rest are cut.
 *
 * @example
 * process.on('SIGTERM', () => stopGracefully(server).then(() => process.exit(0)));
 */
export function stopGracefully(server: Server, within = STOP_WITHIN_MS): Promise<void> {
  return new Promise((resolve) => {
    // The port closes after the event loop's next poll, which accepts every connection the
    // kernel has queued for it: closed with them queued, the kernel would reset them, though
    // their clients had connected before the signal.
    setImmediate(() => {
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const deadline = setTimeout(() => server.closeAllConnections(), within);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve();
      });
      server.closeIdleConnections();
    });
  });
}

/**
 * Whether an answer should close its connection: the server is stopping (its port
 * closed by {@link stopGracefully}), so the client must not send another request on it.
 *
 * @example
 * if (closesAfterAnswer(server)) res.setHeader('Connection', 'close');
 */
export const closesAfterAnswer = (server: Server) => !server.listening;
