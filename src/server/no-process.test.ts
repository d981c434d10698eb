// No code in src/server can start a process: neither the server's own files nor anything they
// import, npm packages included, reaches child_process, cluster or worker_threads. Every file of
// src/server is a starting point (main.ts, and app.ts, config.ts and launch-gate.ts that the desktop
// app's local server imports), and the walk follows every static and dynamic import and require into
// node_modules. A module loaded by a name computed at run time escapes any graph, so the text of
// every file reached is also searched for the names of the process APIs. (The MCP SDK's client holds
// cross-spawn for its stdio transport: importing it anywhere in the server fails this test.)

import { cruise, type IModule } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** Node's modules that start processes or threads, as the graph names them (with or without node:). */
const PROCESS_MODULES = new Set(['child_process', 'cluster', 'worker_threads']);
/** Their names, and the internal bindings under them, in the text of a file. */
const PROCESS_TEXT = /child_process|worker_threads|spawn_sync|process\.binding|_linkedBinding/;
/** The one exception: the page reader's extraction threads (web-read/extract-pool.ts starts them,
 * extract-worker.ts is their code). A thread shares the server's process and runs only that bundled
 * file of ours; it starts no program. worker_threads is allowed there and nowhere else. */
const THREAD_FILES = new Set(['src/server/web-read/extract-pool.ts', 'src/server/web-read/extract-worker.ts']);
const THREAD_MODULE = 'worker_threads';
/** Walking every package the server loads takes seconds on a shared machine. */
const WALK_TIMEOUT_MS = 120_000;

/** Every module reachable from the server's files, resolved as Node resolves them at run time. */
async function serverModules(): Promise<IModule[]> {
  const tsConfigFile = join(ROOT, 'tsconfig.json');
  const result = await cruise(
    [join(ROOT, 'src', 'server')],
    {
      baseDir: ROOT,
      tsPreCompilationDeps: true,
      tsConfig: { fileName: tsConfigFile },
      exclude: { path: '\\.test\\.tsx?$|test-support\\.ts$' },
      // Package "exports" with Node's conditions: without them subpaths such as hono/cookie stay
      // unresolved and their files unwalked.
      enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], mainFields: ['module', 'main'] },
    },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  if (typeof result.output === 'string') throw new Error('dependency-cruiser gave a report, not modules');
  return result.output.modules;
}

/** The package a bare specifier names: "@scope/name" or "name". */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

describe('src/server starts no process', () => {
  it('reaches neither child_process, cluster nor worker_threads, in its files or its packages', { timeout: WALK_TIMEOUT_MS }, async () => {
    const modules = await serverModules();
    // The walk did reach the packages (a walk stopped at src/server would prove nothing).
    expect(modules.some((module) => module.source.includes('node_modules/hono/'))).toBe(true);
    expect(modules.some((module) => module.source.includes('node_modules/@redis/client/'))).toBe(true);

    const builtins = modules.filter((module) => module.coreModule).map((module) => module.source.replace(/^node:/, ''));
    expect(builtins).toContain('http');
    expect(builtins.filter((name) => PROCESS_MODULES.has(name) && name !== THREAD_MODULE)).toEqual([]);

    const importers = modules.flatMap((module) =>
      module.dependencies
        .filter((dependency) => PROCESS_MODULES.has(dependency.module.replace(/^node:/, '')))
        .filter((dependency) => !(THREAD_FILES.has(module.source) && dependency.module.replace(/^node:/, '') === THREAD_MODULE))
        .map((dependency) => `${module.source} -> ${dependency.module}`),
    );
    expect(importers).toEqual([]);

    // What could not be resolved is only what is not installed (optional peers of @redis/client),
    // which cannot be loaded at run time either.
    const unresolved = modules.filter((module) => module.couldNotResolve).map((module) => module.source);
    expect(unresolved.filter((specifier) => existsSync(join(ROOT, 'node_modules', packageOf(specifier))))).toEqual([]);

    const files = modules.filter((module) => !module.coreModule && !module.couldNotResolve).map((module) => module.source);
    const textOf = (file: string) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return THREAD_FILES.has(file) ? text.replaceAll(`node:${THREAD_MODULE}`, '') : text;
    };
    expect(files.filter((file) => PROCESS_TEXT.test(textOf(file)))).toEqual([]);
  });
});
