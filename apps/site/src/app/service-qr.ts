/**
 * The customer-service code for the configured link, drawn by our server (`GET /api/qr.svg`) so
 * the page carries no QR library and no image service or CDN is involved. Same origin, so the
 * save-picture link's `download` works.
 */
export function serviceQrImage(url: string): string {
  return `/api/qr.svg?text=${encodeURIComponent(url)}`;
}
