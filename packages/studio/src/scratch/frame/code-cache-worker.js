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

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(VENDOR_CACHE);
      for (const name of scripts) {
        const response = await fetch(base + name);
        // Stored as fetched: Chromium compiles (and keeps the code of) only the response the fetch
        // gave; a copy (new Response, e.g. to drop its `Vary`) is stored without code, and the bundle
        // was then compiled again on every visit. The `Vary: Origin, Accept-Encoding` it keeps does
        // not stop the site's static route: a classic script's request has neither header.
        if (response.status === 200) await cache.put(base + name, response);
      }
      for (const key of await cache.keys()) {
        const path = new URL(key.url).pathname;
        if (path.startsWith("/scratch-gui/") && !path.startsWith(base)) await cache.delete(key);
      }
    })(),
  );
});
