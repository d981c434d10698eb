import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** BUILD_MODE=desktop builds the same UI for the desktop shell; the flag is read through
 * import.meta.env.VITE_BUILD_MODE so that dead branches fall away at build time. */
const buildMode = process.env.BUILD_MODE === 'desktop' ? 'desktop' : 'web';

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  base: './',
  plugins: [react()],
  define: {
    'import.meta.env.VITE_BUILD_MODE': JSON.stringify(buildMode),
  },
  build: {
    outDir: buildMode === 'desktop' ? '../../dist/desktop-web' : '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
