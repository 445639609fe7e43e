// From the plain constants: importing the schemas would build zod objects in the site bundle, and
// zod probes `new Function` when it does, which the site's CSP reports as a violation.
import { assetContentTypes } from "../contract/constants.ts";
import type { RawBody } from "../transport/call-spec.ts";
import { segment } from "../transport/query-string.ts";
import type { EndpointContext } from "./endpoint-context.ts";

/** The content type an upload is sent with; one the server does not list goes as plain bytes. */
export function assetContentType(md5ext: string): string {
  const extension = md5ext.slice(md5ext.lastIndexOf(".") + 1).toLowerCase();
  return assetContentTypes[extension] ?? "application/octet-stream";
}

export function assetEndpoints({ request }: EndpointContext, baseUrl: string) {
  return {
    /** Where `GET assets/{md5ext}` lives, for loaders that fetch by URL (the Scratch GUI's storage). */
    assetUrl: (md5ext: string) => `${baseUrl.replace(/\/$/, "")}/assets/${segment(md5ext)}`,

    /** `GET assets/{md5ext}`: raw bytes. Content-addressed, so caching it forever is always right. */
    getAsset: (md5ext: string) =>
      request<Uint8Array>({ method: "GET", path: `assets/${segment(md5ext)}`, responseType: "bytes" }),

    /** `POST assets/{md5ext}`: raw bytes, sent before the project that uses them is saved. */
    saveAsset: (md5ext: string, bytes: RawBody) =>
      request<void>({
        method: "POST",
        path: `assets/${segment(md5ext)}`,
        bytes,
        contentType: assetContentType(md5ext),
        responseType: "none",
      }),
  };
}
