/* global self, caches, fetch, URL, Response, __PRECACHE__ */
/* The lite app's service worker, generated at build time (sw/service-worker-plugin.js).
 * It serves the app shell (the build's HTML, scripts, styles and icons) so the site opens
 * offline, and NEVER caches platform calls: /wps, /lgw, /lotto, /dev, /livechat and
 * /health go straight to the network, so balances and account data are always live. */
const VERSION = '__VERSION__';
const CACHE = `app-shell-${VERSION}`;
const PRECACHE = __PRECACHE__;
const NEVER_CACHED = /^\/(wps|lgw|lotto|dev|livechat|health)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith('app-shell-') && k !== CACHE)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    // Network first so a new release shows at once; the cached shell when offline.
    event.respondWith(
      fetch(request).catch(() =>
        caches.match('/index.html', { cacheName: CACHE }).then((r) => r || Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    // Hashed build files never change: cache first, and keep any that were not precached.
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (hit) =>
            hit ||
            fetch(request).then((response) => {
              if (response.ok && url.pathname.startsWith('/assets/'))
                void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
