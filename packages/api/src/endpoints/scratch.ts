import type { ScratchLibrary } from "../contract/index.ts";
import type { EndpointContext } from "./endpoint-context.ts";

export function scratchEndpoints({ request }: EndpointContext) {
  return {
    /** `GET scratch/library`: the costumes, backdrops, sprites and sounds the studio offers, and the starter project. */
    getScratchLibrary: () => request<ScratchLibrary>({ method: "GET", path: "scratch/library" }),
  };
}
