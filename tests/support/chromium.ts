import type { LaunchOptions } from "playwright";

/**
 * Debian's Chromium, quiet on a closed network and deterministic for screenshots (TOOLCHAIN.md).
 * `CHROMIUM_PATH` overrides the binary for machines that keep it elsewhere.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--font-render-hinting=none",
      "--disable-lcd-text",
      "--force-color-profile=srgb",
      "--hide-scrollbars",
    ],
  };
}
