import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

let cached: string | null | undefined;

/**
 * bubblewrap's path when it is installed AND can create namespaces here (a container without
 * user namespaces has the binary but cannot use it), else null. Checked once per process.
 */
export function bwrapPath(): string | null {
  if (cached !== undefined) return cached;
  cached = null;
  for (const path of ["/usr/bin/bwrap", "/bin/bwrap"]) {
    if (!existsSync(path)) continue;
    try {
      execFileSync(
        path,
        [
          "--unshare-all",
          "--die-with-parent",
          "--ro-bind",
          "/",
          "/",
          "--proc",
          "/proc",
          "--dev",
          "/dev",
          "true",
        ],
        { stdio: "ignore", timeout: 10_000 },
      );
      cached = path;
    } catch {
      // Present but unusable (no user namespaces): treated as absent, and said so by callers.
    }
    break;
  }
  return cached;
}
