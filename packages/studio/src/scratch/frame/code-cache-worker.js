// Served at /scratch-gui/<version>/code-cache-worker.js and registered by the Scratch frame once
// the editor is ready, with that folder as its scope (no page lives there: it controls nothing).
// Chromium compiles a script put into Cache Storage during a service worker's install event in
// full and keeps V8's code with the cache entry; scripts cached any other way only get code after
// a few runs. The site's worker serves /scratch-gui/<version>/ cache-first from the same
// `qisi-vendor` cache, so from the second visit on the 16 MB bundle starts without parsing or
// compiling. A new scratch-gui version brings a new worker path; it drops the old version's files.
const VENDOR_CACHE = "qisi-vendor";
const base = new URL("./", self.location.href).pathname;
const scripts = ["scratch-gui-standalone.js"];

/**
 * Stored without `Vary` (the server varies on Origin and Accept-Encoding): the site's worker has a
 * static route that answers the bundle from this cache, and that lookup cannot ignore Vary.
 */
function withoutVary(response) {
  const headers = new Headers(response.headers);
  headers.delete("vary");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(VENDOR_CACHE);
      for (const name of scripts) {
        const response = await fetch(base + name);
        if (response.status === 200) await cache.put(base + name, withoutVary(response));
      }
      for (const key of await cache.keys()) {
        const path = new URL(key.url).pathname;
        if (path.startsWith("/scratch-gui/") && !path.startsWith(base)) await cache.delete(key);
      }
    })(),
  );
});
