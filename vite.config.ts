import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localisedManifests, pwaOptions } from './pwa.config';

/** BUILD_MODE=desktop builds the same UI for the desktop shell; the flag is read through
 * import.meta.env.VITE_BUILD_MODE so that dead branches fall away at build time. */
const buildMode = process.env.BUILD_MODE === 'desktop' ? 'desktop' : 'web';

/** The MCP SDK validates with zod's full build, the stores with zod/mini. Sharing one zod, the
 * SDK's needs would grow the core modules the first screen loads by about 15 KB gzip; so the SDK
 * gets its own copy of the same version (the npm alias zod-for-mcp-sdk), which loads with it. */
function mcpSdkOwnZod(): Plugin {
  const sdk = /[\\/]node_modules[\\/]@modelcontextprotocol[\\/]sdk[\\/]/;
  return {
    name: 'mcp-sdk-own-zod',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (!importer || !sdk.test(importer) || !/^zod(\/|$)/.test(id)) return null;
      return this.resolve(id.replace(/^zod/, 'zod-for-mcp-sdk'), importer, { ...options, skipSelf: true });
    },
  };
}

/** The stores and what they validate with: lazy screens import them too, and would otherwise split
 * them into a dozen small first-screen requests. Of zod, only the parts the stores' schemas use
 * (zod/mini and its core): the MCP SDK's full zod loads with the SDK. A zod feature any lazy code
 * uses (a check, a kind of schema) is kept in this chunk too, so the app's schemas stay with a few:
 * objects, unions, enums, optional, catch, default, record, length checks and refinements.
 * Backups, the state database, chat import, a chat's deletion and the message writes a user's action
 * starts are for later screens. */
const SHARED_STORES =
  /src[\\/](web[\\/]stores[\\/](?!backup|state-db|chat-import|chat-session-records|chat-message-writes)|core[\\/]defaults)|node_modules[\\/](zod[\\/](v4[\\/](core|mini)|mini)|idb|zustand)[\\/]/;
/** Small helpers the first screen and the lazy screens share (router, the first screen's icons,
 * buttons, the toast and dialog openers, image references; not the image store, which only a
 * screen after the first opens). Of the icons, only the first screen's:
 * the others load with what draws them. */
const SHARED_HELPERS =
  /src[\\/]web[\\/](components[\\/](cx|icons[\\/](Icon|shell|chat)\.|Button[\\/]|Toast[\\/](showToast|sonner-loader|toaster-mounted|Toast\.module)|Dialogs[\\/](show|dialog-store|DialogHost))|services[\\/]images[\\/]image-errors)|core[\\/]images[\\/](image-ref|image-models)|node_modules[\\/](wouter|regexparam)[\\/]/;

/** The files index.html loads (the entry, its static imports and their styles). A lazy chunk's list
 * of files to preload leaves them out: they are in the page before any lazy chunk can be asked for,
 * and every name in those lists is code on the first screen. */
const FIRST_SCREEN_FILES = /(^|\/)(rolldown-runtime|react|shared|index)-[\w-]{8}\.(js|css)$/;

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  base: './',
  // The service worker is the web build's only: the desktop window is served by its own local server
  // on a port and secret chosen per launch, every file is on the disk already, and a worker kept
  // from an earlier launch would show the interface of the version before an update.
  plugins: [react(), mcpSdkOwnZod(), ...(buildMode === 'web' ? [VitePWA(pwaOptions), localisedManifests()] : [])],
  define: {
    'import.meta.env.VITE_BUILD_MODE': JSON.stringify(buildMode),
  },
  build: {
    outDir: buildMode === 'desktop' ? '../../dist/desktop-web' : '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: {
      // Only for browsers without <link rel="modulepreload"> (Safari before 17, Firefox before 115):
      // they load the same modules, one import after another instead of at once.
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => !FIRST_SCREEN_FILES.test(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React has a chunk of its own, so no lazy group below pulls it in with itself.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // What the first screen and the lazy screens share, in one chunk: one request, one
            // compressed stream, and no list of names passed between two chunks of it.
            { name: 'shared', test: (id: string) => SHARED_STORES.test(id) || SHARED_HELPERS.test(id), priority: 1 },
            // Dialogs, menus and popovers are all lazy; without their own chunk the parts they
            // share would be hoisted into the entry and weigh on the first screen.
            { name: 'radix', test: /node_modules[\\/](@radix-ui|radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
