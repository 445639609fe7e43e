import type { LiveSnapshot, LiveSync } from "../contract/index.ts";
import { liveNumber } from "../rules/live-number.ts";
import type { EndpointContext } from "./endpoint-context.ts";

export function liveEndpoints({ request }: EndpointContext) {
  return {
    /** `POST live/{number}`: the studio's `{name, code, console}`; number defaults to now's (SPEC §7). */
    postLive: (sync: LiveSync, number: number = liveNumber()) =>
      request<void>({ method: "POST", path: `live/${number}`, json: sync, responseType: "none" }),

    /** `GET live/{number}`: the last snapshot. Watched as it changes, so never cached. */
    getLive: (number: number) =>
      request<LiveSnapshot>({ method: "GET", path: `live/${number}`, cache: false }),
  };
}
