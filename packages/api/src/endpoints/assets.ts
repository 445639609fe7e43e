import type { RawBody } from "../transport/call-spec.ts";
import { segment } from "../transport/query-string.ts";
import type { EndpointContext } from "./endpoint-context.ts";

/** Scratch asset types by extension; anything else goes as plain bytes. */
const assetContentTypes: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  bmp: "image/bmp",
  wav: "audio/wav",
  mp3: "audio/mpeg",
};

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
