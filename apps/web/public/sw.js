// Aspirant's service worker. It keeps the app shell (index.html and the built /assets/* files) so that a reload
// without network still opens a test in progress; the page keeps the attempt itself in local storage
// (DESIGN.md "No answer is ever lost"). API answers are personal and live: they never pass through here.
const CACHE = 'aspirant-shell-v1';
const SHELL_URL = '/index.html';
/** A navigation that takes longer than this is answered from the cache (a "lie-fi" connection). */
const NAVIGATION_TIMEOUT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('aspirant-') && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  }
});

// The page names the assets it loaded before this worker controlled it, so they are kept too.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const href of data.urls) {
        if (typeof href !== 'string') continue;
        const url = new URL(href, self.location.origin);
        if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) continue;
        if (await cache.match(url.pathname)) continue;
        try {
          const response = await fetch(url.pathname);
          if (response.ok) await cache.put(url.pathname, response);
        } catch {
          // Offline already: the file is fetched again next time.
        }
      }
    })(),
  );
});

/** Navigations: the network's index.html (kept as the shell), else the kept shell. */
async function networkFirst(request, event) {
  const cache = await caches.open(CACHE);
  const fromNetwork = fetch(request).then((response) => {
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes('text/html')) {
      event.waitUntil(cache.put(SHELL_URL, response.clone()));
    }
    return response;
  });
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(resolve, NAVIGATION_TIMEOUT_MS);
  });
  try {
    const winner = await Promise.race([fromNetwork, timedOut]);
    if (winner) return winner;
    const cached = await cache.match(SHELL_URL);
    return cached ?? (await fromNetwork);
  } catch (error) {
    const cached = await cache.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Built assets never change under one name (Vite fingerprints them): the kept copy is always right. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
