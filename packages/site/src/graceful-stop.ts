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
 * How long the port stays open once the stop began (milliseconds): connections already
 * on their way, or queued in the kernel, are accepted (and answered with
 * `Connection: close`) rather than reset. Closed at the next turn of the event loop
 * instead, a client that had connected a moment before the signal was sometimes reset.
 */
const ACCEPT_QUEUED_MS = 100;

/**
 * Stops a server the way a deploy wants it stopped: no new connection is accepted
 * (the port closes a tenth of a second after the call, see ACCEPT_QUEUED_MS), every
 * request already read is answered, and each kept-alive connection is closed as soon
 * as it is idle (answers sent while stopping say `Connection: close`, see
 * {@link closesAfterAnswer}). Resolves when the last
 * connection has closed, or after `within` milliseconds, when the rest are cut.
 *
 * @example
 * process.on('SIGTERM', () => stopGracefully(server).then(() => process.exit(0)));
 */
export function stopGracefully(server: Server, within = STOP_WITHIN_MS): Promise<void> {
  stopping.add(server);
  return new Promise((resolve) => {
    // Closed with connections queued, the kernel would reset them, though their clients
    // had connected before the signal.
    setTimeout(() => {
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const deadline = setTimeout(() => server.closeAllConnections(), within);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve();
      });
      server.closeIdleConnections();
    }, ACCEPT_QUEUED_MS);
  });
}

/**
 * Whether an answer should close its connection: the server is stopping
 * ({@link stopGracefully}), so the client must not send another request on it.
 *
 * @example
 * if (closesAfterAnswer(server)) res.setHeader('Connection', 'close');
 */
export const closesAfterAnswer = (server: Server) => stopping.has(server);

const stopping = new WeakSet<Server>();
