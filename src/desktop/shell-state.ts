// What the shell remembers between launches: the window's place and size, and the local server's
// port. The port matters as much: the window's web storage belongs to its origin,
// http://127.0.0.1:<port>, so the same port every time is what keeps the user's chats.

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/** A window smaller than this is a mistake to undo, not a size to keep (320 px: the narrowest the interface reflows to). */
const MIN_WINDOW = { width: 320, height: 320 } as const;
export const DEFAULT_WINDOW = { width: 1280, height: 800 } as const;

const boundsSchema = z.object({
  width: z.number().int().min(MIN_WINDOW.width).max(20_000),
  height: z.number().int().min(MIN_WINDOW.height).max(20_000),
  x: z.number().int().min(-20_000).max(20_000).optional(),
  y: z.number().int().min(-20_000).max(20_000).optional(),
});
export type WindowBounds = z.infer<typeof boundsSchema>;

const stateSchema = z.object({
  port: z.number().int().min(1024).max(65_535).optional(),
  window: boundsSchema.optional(),
});
export type ShellState = z.infer<typeof stateSchema>;

export const stateFile = (dataDir: string) => join(dataDir, 'shell-state.json');

/** A missing or damaged file is a first launch: nothing in it is worth refusing to start over. */
export function loadShellState(dataDir: string): ShellState {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(readFileSync(stateFile(dataDir), 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Written beside and renamed over, so a crash mid-write leaves the old file whole. */
export function saveShellState(dataDir: string, state: ShellState): void {
  const file = stateFile(dataDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
  renameSync(`${file}.tmp`, file);
}

/** Bounds the window reported, if they are worth keeping. */
export function keptBounds(reported: unknown): WindowBounds | undefined {
  const parsed = boundsSchema.safeParse(reported);
  return parsed.success ? parsed.data : undefined;
}
