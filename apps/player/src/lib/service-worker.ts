// Registers the lite app's service worker (public/sw.js, generated at build time with the
// list of the build's files). Only in production builds: the dev server's modules change
// on every edit and must never be served from a cache.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // The site works without it; only offline start and installation need it.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
