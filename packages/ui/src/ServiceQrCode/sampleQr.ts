import { renderSVG } from "uqr";

/** A scannable sample for stories: the sample customer-service link as an SVG data URL. */
export function sampleQrImage(url = "https://qisi.example.com/service"): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`;
}
