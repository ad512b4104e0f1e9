/**
 * Whether a new version of the app is installed and waiting, and how to switch to it: set by the service
 * worker's registration, read by the signed-in shell, which offers "Reload".
 */
type Listener = () => void;
let reload: (() => void) | null = null;
const listeners = new Set<Listener>();

export const appUpdate = {
  /** The reload that switches to the waiting version, or null while there is none. */
  get: () => reload,
  set(next: () => void) {
    reload = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
