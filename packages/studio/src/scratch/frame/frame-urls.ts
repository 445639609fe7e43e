import type { ScratchLibrary } from "@qisi/api";

/**
 * The frame's only ways to our server: asset URLs for the GUI's loaders and the public Scratch
 * library (costumes, sounds, the starter project). No session and no token store: the host page
 * owns the project (loads, saves, uploads) with its one API client, so a tab has one token store.
 */
export const frameApiBase = "/api/";

export const assetUrl = (md5ext: string) => `${frameApiBase}assets/${encodeURIComponent(md5ext)}`;

export async function fetchScratchLibrary(): Promise<ScratchLibrary> {
  const response = await fetch(`${frameApiBase}scratch/library`, { credentials: "omit" });
  if (!response.ok) throw new Error(`scratch/library answered ${response.status}`);
  return (await response.json()) as ScratchLibrary;
}
