/** Content types of the files the studios load at run time (Pyodide, the Scratch frame and its media). */
const contentTypes: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  wasm: "application/wasm",
  zip: "application/zip",
  json: "application/json",
  svg: "image/svg+xml",
  png: "image/png",
  gif: "image/gif",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  wav: "audio/wav",
  cur: "image/x-icon",
  txt: "text/plain; charset=utf-8",
};

/**
 * The Content-Type to serve a studio asset with (wasm must be application/wasm to stream), by its
 * extension; `fallback` for any other. The site's dev server and a partner's (`qisiStudio()`) share it.
 */
export const contentTypeOf = (path: string, fallback = "application/octet-stream") =>
  contentTypes[path.split(".").pop() ?? ""] ?? fallback;
