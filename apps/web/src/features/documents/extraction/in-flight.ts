import * as React from 'react';

/**
 * Documents whose text this tab is extracting right now. The server only knows them as pending
 * (browser extraction has no processing step on the server), so the list asks here to show the
 * spec's 'Client-side text extraction in progress...' and not to offer a second extraction.
 */
const extracting = new Set<string>();
const listeners = new Set<() => void>();

export function markExtracting(id: string, busy: boolean) {
  if (busy) extracting.add(id);
  else extracting.delete(id);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useIsExtracting(id: string): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => extracting.has(id),
    () => false,
  );
}
