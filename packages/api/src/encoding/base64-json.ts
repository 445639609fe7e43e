/**
 * Base64 of UTF-8 text. `btoa` alone throws on anything outside Latin-1 (a Chinese nickname, say),
 * so the text goes through TextEncoder first. Works the same in browsers and Node ≥ 16.
 */
export function encodeBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  // String.fromCharCode takes its bytes as arguments; chunks keep it under engines' argument limits.
  const chunkSize = 0x8000;
  let binary = "";
  for (let start = 0; start < bytes.length; start += chunkSize) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunkSize));
  }
  return btoa(binary);
}

export function decodeBase64Utf8(base64: string): string {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** SPEC §7: challenge objects travel as base64(JSON) in `Authorization: Bearer …`. */
export function encodeBase64Json(value: unknown): string {
  return encodeBase64Utf8(JSON.stringify(value));
}

export function decodeBase64Json<T = unknown>(base64: string): T {
  return JSON.parse(decodeBase64Utf8(base64)) as T;
}
