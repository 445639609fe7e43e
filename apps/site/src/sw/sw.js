// 启思编程 service worker (template; scripts/prerender.mjs fills in the version and precache list).
// Pages: network first, falling back to the cached copy of that page, then to the app shell.
// Hashed assets: cache first. API calls are never cached.
// Versioned vendor runtimes (/pyodide/314.0.7/…, /scratch-gui/15.1.1/…): cache first in a cache of
// their own that survives site updates (their path changes only with their own version); keeping
// a vendor's files for one version drops those of its older versions. Pages that loaded a runtime
// before this worker controlled them post {type: "cache-vendor", urls} so the next visit is local.
// Lookups ignore Vary: the server answers `Vary: Origin`, and a module script's request carries an
// Origin header that the precache requests lack, so a strict match would miss every precached chunk.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = `qisi-${VERSION}`;
const MATCH = { ignoreVary: true };
const VENDOR_CACHE = "qisi-vendor";
const VENDOR = /^\/([a-z][a-z0-9-]*)\/(v?\d+(?:\.\d+)+[0-9a-z.+-]*)\//i;

/** Caches one vendor file (keyed by path) and drops the same vendor's other versions. */
async function keepVendorFile(cache, path, response) {
  const [, name, version] = VENDOR.exec(path) ?? [];
  await cache.put(path, withoutVary(response));
  for (const key of await cache.keys()) {
    const [, otherName, otherVersion] = VENDOR.exec(new URL(key.url).pathname) ?? [];
    if (otherName === name && otherVersion !== version) await cache.delete(key);
  }
}

async function vendorFile(event, url) {
  const cache = await caches.open(VENDOR_CACHE);
  const cached = await cache.match(url.pathname, MATCH);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.status === 200) event.waitUntil(keepVendorFile(cache, url.pathname, response.clone()));
  return response;
}

/**
 * Keeps what a page posted it loaded from the network (`cache-assets`, `cache-vendor`): the
 * same-origin paths `wanted` accepts and `cacheName` lacks, stored by `keep`.
 */
async function keepPosted(cacheName, urls, wanted, keep) {
  const cache = await caches.open(cacheName);
  for (const href of urls) {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin || !wanted(url.pathname)) continue;
    if (await cache.match(url.pathname, MATCH)) continue;
    const response = await fetch(url.pathname);
    if (response.status === 200) await keep(cache, url.pathname, response);
  }
}

/**
 * Static routes (Chromium 123+): the browser answers these from Cache Storage itself, without
 * starting this worker or passing the bytes through it (handing the 16 MB Scratch bundle through a
 * fetch handler cost ~1.5 s on a warm visit); a miss goes to the network. So that a miss is kept
 * for the next visit, something stores it: this install precaches the public pages' chunks, pages
 * post the other chunks they loaded (`cache-assets`, src/app/keep-loaded-assets.ts), the Python
 * studio posts Pyodide's four files (`cache-vendor`) and the Scratch frame's code-cache worker
 * stores its bundle. Other vendor files still pass the fetch handler, which keeps them.
 */
const STATIC_ROUTES = [
  { condition: { urlPattern: { pathname: "/assets/*" } }, source: { cacheName: CACHE } },
  { condition: { urlPattern: { pathname: "/pyodide/*" } }, source: { cacheName: VENDOR_CACHE } },
  {
    condition: { urlPattern: { pathname: "/scratch-gui/*/scratch-gui-standalone.js" } },
    source: { cacheName: VENDOR_CACHE },
  },
];

/**
 * A copy without `Vary`: the server varies on Origin (CORS) and Accept-Encoding, and a static
 * route's cache lookup, unlike ours, cannot be told to ignore it; a module script's request carries
 * an Origin header the stored request lacked, so every lookup would miss.
 */
function withoutVary(response) {
  if (!response.headers.has("vary")) return response;
  const headers = new Headers(response.headers);
  headers.delete("vary");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    PRECACHE.map(async (path) => {
      const response = await fetch(path);
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await cache.put(path, withoutVary(response));
    }),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
  // Without static routes (other browsers, or rules this one refuses) the fetch handler serves all.
  if (event.addRoutes) event.waitUntil(event.addRoutes(STATIC_ROUTES).catch(() => {}));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys
          .filter((key) => key.startsWith("qisi-") && key !== CACHE && key !== VENDOR_CACHE)
          .map((key) => caches.delete(key)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
  const urls = Array.isArray(event.data?.urls) ? event.data.urls : null;
  // The site's hashed chunks (most come from the HTTP cache; these came from the network).
  if (event.data?.type === "cache-assets" && urls) {
    const chunk = (path) => path.startsWith("/assets/");
    event.waitUntil(
      keepPosted(CACHE, urls, chunk, (cache, path, response) => cache.put(path, withoutVary(response))),
    );
  }
  if (event.data?.type === "cache-vendor" && urls)
    event.waitUntil(keepPosted(VENDOR_CACHE, urls, (path) => VENDOR.test(path), keepVendorFile));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;

  if (request.mode === "navigate") {
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        try {
          const response = await fetch(request);
          // Kept for offline visits after the page has its answer: awaiting the copy held every
          // page back by the time it took to store it.
          if (response.ok) event.waitUntil(cache.put(url.pathname, response.clone()));
          return response;
        } catch (error) {
          const cached =
            (await cache.match(url.pathname, MATCH)) ?? (await cache.match("/shell.html", MATCH));
          if (cached) return cached;
          throw error;
        }
      })(),
    );
    return;
  }

  if (VENDOR.test(url.pathname)) {
    event.respondWith(vendorFile(event, url));
    return;
  }

  if (url.pathname.startsWith("/assets/") || PRECACHE.includes(url.pathname)) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        const cached = await cache.match(request, MATCH);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok && url.pathname.startsWith("/assets/"))
          await cache.put(url.pathname, withoutVary(response.clone()));
        return response;
      })(),
    );
  }
});
