// 启思编程 service worker (template; scripts/prerender.mjs fills in the version and precache list).
// Pages: network first, falling back to the cached copy of that page, then to the app shell.
// Hashed assets: cache first. API calls are never cached.
// Lookups ignore Vary: the server answers `Vary: Origin`, and a module script's request carries an
// Origin header that the precache requests lack, so a strict match would miss every precached chunk.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = `qisi-${VERSION}`;
const MATCH = { ignoreVary: true };

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((key) => key.startsWith("qisi-") && key !== CACHE).map((key) => caches.delete(key)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
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
          if (response.ok) await cache.put(url.pathname, response.clone());
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

  if (url.pathname.startsWith("/assets/") || PRECACHE.includes(url.pathname)) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        const cached = await cache.match(request, MATCH);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok && url.pathname.startsWith("/assets/")) await cache.put(request, response.clone());
        return response;
      })(),
    );
  }
});
