import { encode } from "uqr";

/**
 * The QR code as one SVG path of unit squares, drawn locally (no image service). Medium error
 * correction survives a slightly blurry phone camera; a 2-module quiet zone is what scanners need.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: "M", border: 2 });
  let d = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, d };
}
