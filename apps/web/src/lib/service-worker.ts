// DESIGN.md "No answer is ever lost": a reload without network must still open the test in progress, so the
// built app shell is kept by a service worker (public/sw.js). Only in production builds: the dev server's
// modules are not fingerprinted and must never be served from a cache.

const SCRIPT_URL = '/sw.js';

/** Registers the service worker once the page has loaded, then hands it the assets loaded so far. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SCRIPT_URL, { scope: '/' })
      .then(() => cacheLoadedAssets())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Asks the service worker to keep every built asset this page has loaded, including those fetched before the
 * worker took control. Pages that must open offline call it once their code has loaded.
 */
export async function cacheLoadedAssets(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The registration of this page, if any: never wait on `ready` when none was made (it would never settle).
  const registration = await navigator.serviceWorker.getRegistration();
  const worker = registration?.active ?? (registration ? (await navigator.serviceWorker.ready).active : null);
  if (!worker) return;
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) urls.add(entry.name);
  for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[src], link[href]',
  )) {
    urls.add('src' in element ? element.src : element.href);
  }
  const assets = [...urls].filter((href) => {
    const url = new URL(href, window.location.origin);
    return url.origin === window.location.origin && url.pathname.startsWith('/assets/');
  });
  worker.postMessage({ type: 'cache-urls', urls: assets });
}
