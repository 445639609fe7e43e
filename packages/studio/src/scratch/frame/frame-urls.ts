import type { ScratchLibrary } from "@qisi/api";

/**
 * The frame's only ways to our server: asset URLs for the GUI's loaders and the public Scratch
 * library (costumes, sounds, the starter project). No session and no token store: the host page
 * owns the project (loads, saves, uploads) with its one API client, so a tab has one token store.
 */
export const frameApiBase = "/api/";

export const assetUrl = (md5ext: string) => `${frameApiBase}assets/${encodeURIComponent(md5ext)}`;

/** The public Scratch library; the frame's page asks for it in its HTML (a preload), before any script runs. */
export const scratchLibraryPath = `${frameApiBase}scratch/library`;

export async function fetchScratchLibrary(): Promise<ScratchLibrary> {
  // As the page's `<link rel=preload as=fetch crossorigin>` asked (same-origin credentials), so this
  // takes that answer: the frame's script runs late when the host page keeps the main thread busy.
  // No cookie goes with it anyway: the only one (the refresh token) is scoped to /api/accounts.
  const response = await fetch(scratchLibraryPath, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`scratch/library answered ${response.status}`);
  return (await response.json()) as ScratchLibrary;
}
