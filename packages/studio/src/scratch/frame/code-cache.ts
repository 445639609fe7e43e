import { scratchGuiBase } from "../scratch-gui-version.ts";

/**
 * Registers the worker that stores the GUI bundle with its compiled code (code-cache-worker.js)
 * for the next visit, and unregisters those of older scratch-gui versions. Called once the editor
 * is ready, so the worker's full compile does not compete with this visit's start.
 */
export async function keepCompiledBundle(): Promise<void> {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  for (const registration of await workers.getRegistrations()) {
    const scope = new URL(registration.scope).pathname;
    if (scope.startsWith("/scratch-gui/") && scope !== scratchGuiBase) await registration.unregister();
  }
  await workers.register(`${scratchGuiBase}code-cache-worker.js`, { scope: scratchGuiBase });
}
