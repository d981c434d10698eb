// Bundles the Node server and the desktop shell into single files under dist/.
import { build } from 'esbuild';

const common = { bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', sourcemap: true };
await build({ ...common, entryPoints: ['src/server/main.ts'], outfile: 'dist/server/main.js' });
await build({ ...common, entryPoints: ['src/desktop/main.ts'], outfile: 'dist/desktop/main.js' });
// The page reader's extraction thread, found beside the bundle that starts it.
for (const dir of ['dist/server', 'dist/desktop']) {
  await build({ ...common, entryPoints: ['src/server/web-read/extract-worker.ts'], outfile: `${dir}/extract-worker.js` });
}
