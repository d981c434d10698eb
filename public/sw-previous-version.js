// Loaded by the service worker the build generates (pwa.config.ts). A tab opened before a new
// deployment keeps running the previous version's scripts, and loads its screens' code lazily, by
// names the new server no longer has: the previous version's files are kept for it, in a cache of
// their own, until no tab that was open when the new version took over is left.

/** The previous version's files, and the ids of the tabs that may still need them. */
const PREVIOUS_CACHE = 'polychat-previous-version';
const TABS_KEY = new Request('./__previous-version-tabs');
/** Workbox's precache (workbox-precaching names it `workbox-precache-v2-` and the scope). */
const PRECACHE_PREFIX = 'workbox-precache-v2-';
/** Only the hashed build files: the shell and the lists are the new version's business. */
const KEPT_PATH = /\/assets\//;

const openTabIds = async () => (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((client) => client.id);

// Installing a new version: the running version's files are still all in the precache (Workbox
// removes the outdated ones when the new version takes over); the previous copy replaces the one
// before it, so at most one earlier version is ever kept.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const precache = (await caches.keys()).find((name) => name.startsWith(PRECACHE_PREFIX));
      if (!precache) return;
      const running = await caches.open(precache);
      await caches.delete(PREVIOUS_CACHE);
      const previous = await caches.open(PREVIOUS_CACHE);
      for (const request of await running.keys()) {
        if (!KEPT_PATH.test(new URL(request.url).pathname)) continue;
        const response = await running.match(request);
        if (response) await previous.put(request, response);
      }
    })(),
  );
});

// Taking over: the tabs open now are the ones that may run the previous version.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (!(await caches.has(PREVIOUS_CACHE))) return;
      await (await caches.open(PREVIOUS_CACHE)).put(TABS_KEY, new Response(JSON.stringify(await openTabIds())));
    })(),
  );
});

/** Drops the previous version's files once none of the tabs that ran it is open. */
async function dropWhenUnused() {
  if (!(await caches.has(PREVIOUS_CACHE))) return;
  const stored = await (await caches.open(PREVIOUS_CACHE)).match(TABS_KEY);
  const tabs = stored ? await stored.json() : [];
  const open = new Set(await openTabIds());
  if (!tabs.some((id) => open.has(id))) await caches.delete(PREVIOUS_CACHE);
}

// A page opening is when a tab of the previous version may have gone (a reload, a tab closed and
// another opened).
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(dropWhenUnused());
});

/** The answer for a build file the running version does not have: the previous version's copy,
 * else the network. Called by the route pwa.config.ts adds after the precache's. */
self.fromPreviousVersion = async (request) => (await caches.match(request, { cacheName: PREVIOUS_CACHE })) ?? fetch(request);
