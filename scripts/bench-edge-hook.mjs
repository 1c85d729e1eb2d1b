/**
 * A module resolve hook for `bench-edge-child.mjs imports`: posts the URL of every module
 * the worker imports after its entry (its chunks) to the port it is given, so that the
 * benchmark knows how many modules a first request loaded.
 */
let port;

export function initialize(data) {
  port = data.port;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (context.parentURL && /\/worker\.js$|\/chunks\//.test(context.parentURL)) port.postMessage(resolved.url);
  return resolved;
}
