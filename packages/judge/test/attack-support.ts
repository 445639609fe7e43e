import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:net";

/** Processes (pids) whose command line holds `marker`: what a planted program would leave running. */
export function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, "utf8").includes(marker)) found.push(Number(name));
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}

/**
 * Waits until no process holds `marker` (a killed process takes a moment to leave /proc) and
 * returns what is still there after `withinMs`: [] when nothing outlived its run.
 */
export async function survivorsOf(marker: string, withinMs = 10_000): Promise<number[]> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    const left = processesWith(marker);
    if (left.length === 0 || performance.now() > deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A TCP server on the host that counts the connections it gets (a sandboxed program must make none). */
export async function countingServer(): Promise<{
  port: number;
  connections: () => number;
  close: () => void;
}> {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => connections,
    close: () => server.close(),
  };
}

/**
 * Python that reaches JavaScript in Pyodide the way the probe did (issue 38): deleting the `None`
 * entries of sys.modules lets `pyodide.code.run_js` import. `run_js` is None on native CPython.
 */
export const reachJavaScript = `
import sys
for _k in [k for k, v in list(sys.modules.items()) if v is None]:
    del sys.modules[_k]
try:
    from pyodide.code import run_js
except ImportError:
    run_js = None
`;
