import { renderSVG } from "uqr";

const cache = new Map<string, string>();

/** The customer-service code, drawn locally from the configured link (no image service, no CDN). */
export function serviceQrImage(url: string): string {
  let image = cache.get(url);
  if (!image) {
    image = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`;
    cache.set(url, image);
  }
  return image;
}
