// The installable app (web build only): the web app manifest and a Workbox service worker that
// keeps the app's own built files, so that after one visit the app opens and every chat stored on
// the device can be read with no network. It never keeps an API answer, a shared page or anything
// carrying a key: only the files the build wrote are precached, nothing is cached at run time, and
// the app shell answers navigations to the app's own page only.
import type { Plugin } from 'vite';
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import { directionOf, OFFERED_LANGUAGES } from './src/web/i18n/languages';
import { MANIFEST_WORDS } from './src/web/i18n/manifest-words';

/** The light theme's background (styles/theme.css `--bg`): the splash screen and, until the page
 * has loaded, the title bar. A manifest holds one theme colour; the page's theme-color metas
 * (index.html, one per colour scheme) give the installed window the dark theme's colour too. */
const THEME_LIGHT = '#fafafa';

/** The largest file precached: the biggest chunk kept is the diagram renderer's (about 0.65 MB).
 * Workbox leaves a larger file out (and says so in the build's output). */
const PRECACHE_FILE_MAX_BYTES = 1024 * 1024;
/** The whole precache, every language, font and lazy screen included (about 6.6 MB today): the
 * bound on what the app keeps in the browser's Cache Storage. A build past it fails. */
const PRECACHE_TOTAL_MAX_BYTES = 8 * 1024 * 1024;

/** Keeps the previous version's build files for the tabs still running it (public/). */
const PREVIOUS_VERSION_SCRIPT = 'sw-previous-version.js';

/** The worker's global scope once PREVIOUS_VERSION_SCRIPT has run. */
interface PreviousVersionScope {
  fromPreviousVersion: (request: Request) => Promise<Response>;
}

/** What the service worker keeps: the hashed scripts, styles and fonts, the shell, the icons and
 * the app's own lists of masks, prompts and canned answers. The artifact frame is a page the
 * server answers under a sandbox policy of its own: it stays a network request. The HEIC decoder
 * (3 MB) is left to load when a HEIC picture is attached, which only sending, online, needs. The
 * knowledge worker (1.8 MB, PDF.js and the Word reader inside) is left to load when the knowledge
 * screen or a chat with a knowledge base first uses it; the browser's HTTP cache keeps it after. */
const PRECACHE_GLOBS = ['**/*.{js,css,woff2,html,svg,png,json,webmanifest}'];
const PRECACHE_IGNORED = ['artifact-frame.html', 'sw.js', 'workbox-*.js', PREVIOUS_VERSION_SCRIPT, 'assets/heic-to-*.js', 'assets/knowledge.worker-*.js'];

/** The app's routes live after the '#', so the app's page is only ever '/' (or '/index.html'). */
const APP_SHELL_PATHS = [/\/$/, /\/index\.html$/];
/** What the server answers itself, never with the shell: the API, shared chats and artifacts
 * (server redirects to the page with their id) and the artifact frame. */
const NEVER_SHELL_PATHS = [/\/api\//, /\/share\//, /\/artifacts\//, /artifact-frame\.html$/];

/** The English manifest, linked by the page as built (index.html); the page links its own
 * language's once the worker's code has loaded (services/pwa/service-worker.ts). */
const MANIFEST: Partial<ManifestOptions> = {
  id: './',
  name: 'PolyChat',
  short_name: 'PolyChat',
  description: 'Chat with every model you use, in one place.',
  start_url: './',
  scope: './',
  display: 'standalone',
  background_color: THEME_LIGHT,
  theme_color: THEME_LIGHT,
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  shortcuts: [
    { name: 'New chat', url: './#/new-chat', icons: [{ src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Search chats', url: './#/search-chat', icons: [{ src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};

/** One manifest a language (`site.<language>.webmanifest`), the same app (one `id`) in the words
 * of that language: the name of an installed app's shortcuts and its description are read by the
 * system, not the page. */
export function localisedManifests(): Plugin {
  return {
    name: 'polychat-localised-manifests',
    apply: 'build',
    generateBundle() {
      const [newChat, search] = MANIFEST.shortcuts ?? [];
      for (const language of OFFERED_LANGUAGES) {
        const words = MANIFEST_WORDS[language];
        const manifest = {
          ...MANIFEST,
          lang: language,
          dir: directionOf(language),
          description: words.description,
          shortcuts: [
            { ...newChat, name: words.newChat },
            { ...search, name: words.search },
          ],
        };
        this.emitFile({ type: 'asset', fileName: `site.${language}.webmanifest`, source: JSON.stringify(manifest) });
      }
    },
  };
}

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // The app registers the worker itself once the first screen has drawn (web/services/pwa).
  injectRegister: false,
  registerType: 'prompt',
  manifestFilename: 'site.webmanifest',
  includeManifestIcons: true,
  manifest: MANIFEST,
  workbox: {
    globPatterns: PRECACHE_GLOBS,
    globIgnores: PRECACHE_IGNORED,
    maximumFileSizeToCacheInBytes: PRECACHE_FILE_MAX_BYTES,
    // Vite's hashed names already change with their content: no revision query needed for them.
    dontCacheBustURLsMatching: /assets\//,
    manifestTransforms: [
      (entries) => {
        const total = entries.reduce((sum, entry) => sum + entry.size, 0);
        if (total > PRECACHE_TOTAL_MAX_BYTES) throw new Error(`The precache holds ${total} bytes, over its bound of ${PRECACHE_TOTAL_MAX_BYTES}`);
        return Promise.resolve({ manifest: entries, warnings: [] });
      },
    ],
    navigateFallback: 'index.html',
    navigateFallbackAllowlist: APP_SHELL_PATHS,
    navigateFallbackDenylist: NEVER_SHELL_PATHS,
    // A new version waits until the user accepts the reload (or every tab of the old one is
    // closed): the tab's scripts and the worker's files stay one version.
    skipWaiting: false,
    // The first worker takes charge of the tab it was installed from, so a screen first opened after
    // the network went away still finds its code.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    importScripts: [PREVIOUS_VERSION_SCRIPT],
    // A build file the precache does not hold is one of the previous version's, asked for by a tab
    // still running it. Workbox writes this route's functions into the worker as their source.
    runtimeCaching: [
      {
        urlPattern: ({ sameOrigin, url }) => sameOrigin && /\/assets\//.test(url.pathname),
        handler: ({ request }) => (self as unknown as PreviousVersionScope).fromPreviousVersion(request),
      },
    ],
  },
};
