import { createHash } from 'node:crypto';
import { relative } from 'node:path';
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

/** The files index.html loads: the entry chunk and the bundler's runtime, and their styles. A lazy
 * chunk's list of files to preload leaves them out: they are in the page before any lazy chunk can
 * be asked for, and every name in those lists is code on the first screen. */
const FIRST_SCREEN_FILES = /(^|\/)(rolldown-runtime|index)-[\w-]{8}\.(js|css)$/;

/** Every module the entry imports, directly or through others, without a dynamic import between:
 * the first screen's code, known once the module graph is built. A module is in a chunk whole, with
 * every export any chunk uses: what only lazy code uses of such a module goes in a module of its
 * own (language-names.ts beside languages.ts, show-prompt.tsx beside show.tsx). So with zod, whose
 * stores' schemas are on the first screen: a zod feature any lazy code uses (a check, a kind of
 * schema) loads with the first screen too, and the app's schemas keep to a few: objects, unions,
 * enums, optional, catch, default, record, length checks and refinements. */
const firstScreen = new Set<string>();
function findFirstScreen(): Plugin {
  return {
    name: 'find-first-screen',
    buildEnd() {
      firstScreen.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const walk = (id: string) => {
        if (firstScreen.has(id)) return;
        firstScreen.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next);
      };
      entries.forEach(walk);
    },
  };
}

/** CSS modules' class names: the class's own name and four letters or digits of a hash of its
 * file's path in the repository, the same on every machine and build. The bundler's default adds a
 * line number and an underscore to a five-character hash; the first screen's maps of those names
 * took about 0.27 KB gzip more JavaScript and 0.19 KB more CSS. Two files whose hashes begin alike
 * stop the build, rather than share names. */
function scopedClassName(): (local: string, filename: string) => string {
  const fileOf = new Map<string, string>();
  return (local, filename) => {
    const file = relative(process.cwd(), filename.replace(/\?.*$/, '')).replaceAll('\\', '/');
    const hash = createHash('sha256').update(file).digest('base64url').replace(/[-_]/g, '').slice(0, 4);
    const owner = fileOf.get(hash) ?? file;
    if (owner !== file) throw new Error(`The CSS modules ${owner} and ${file} hash alike (${hash}): lengthen the hash in vite.config.ts`);
    fileOf.set(hash, file);
    return `${local}_${hash}`;
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  base: './',
  // The service worker is the web build's only: the desktop window is served by its own local server
  // on a port and secret chosen per launch, every file is on the disk already, and a worker kept
  // from an earlier launch would show the interface of the version before an update.
  plugins: [react(), mcpSdkOwnZod(), findFirstScreen(), ...(buildMode === 'web' ? [VitePWA(pwaOptions), localisedManifests()] : [])],
  css: { modules: { generateScopedName: scopedClassName() } },
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
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !FIRST_SCREEN_FILES.test(dep))),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first screen's code is one chunk, the entry: one request, one compressed stream
            // (about 1.9 KB gzip less than the same code in three: React, the parts lazy screens
            // share, and the rest), and no lists of names passed between its parts. React is in it:
            // the higher priority keeps it out of the lazy groups below, which need it too.
            { name: 'index', test: (id: string) => firstScreen.has(id), priority: 1 },
            // The input's actions beside the first screen (Knowledge, web search, several models,
            // Dictate) and the little they import: one request and one compressed stream.
            { name: 'input-actions', test: /src[\\/]web[\\/](screens[\\/]chat[\\/](KnowledgeAction|compare[\\/]CompareAction|web-search[\\/](WebSearchToggle|WebSearch\.module)|DictateButton)|components[\\/]icons[\\/](knowledge|voice|compare))\.|src[\\/]core[\\/]web-search[\\/]search-target\./ },
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
