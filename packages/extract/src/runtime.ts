/** Node (or a Node-like server runtime), as opposed to a browser page or worker. */
export function isNodeRuntime(): boolean {
  const p = (globalThis as { process?: { versions?: { node?: string } } }).process;
  return !!p?.versions?.node && typeof (globalThis as { window?: unknown }).window === 'undefined';
}
