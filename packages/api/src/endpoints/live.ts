import type { LiveCreated, LiveFound, LiveSnapshot, LiveSync, LiveTicket } from "../contract/index.ts";
import { segment } from "../transport/query-string.ts";
import type { EndpointContext } from "./endpoint-context.ts";

export function liveEndpoints({ request }: EndpointContext) {
  return {
    /** `POST live`: opens a snapshot; keep the answer's `secret`, it is the only way to write it. */
    openLive: (sync: LiveSync) => request<LiveCreated>({ method: "POST", path: "live", json: sync }),

    /** `POST live/{id}`: the studio's `{name, code, console}` with its secret; answers the number to show. */
    postLive: (id: string, secret: string, sync: LiveSync) =>
      request<LiveTicket>({ method: "POST", path: `live/${segment(id)}`, json: { ...sync, secret } }),

    /** `GET live/{id}`: the last snapshot. Watched as it changes, so never cached. */
    getLive: (id: string) =>
      request<LiveSnapshot>({ method: "GET", path: `live/${segment(id)}`, cache: false }),

    /** `GET live/number/{number}`: the snapshot a learner's short number stands for. */
    findLive: (number: string) =>
      request<LiveFound>({ method: "GET", path: `live/number/${segment(number)}`, cache: false }),
  };
}
