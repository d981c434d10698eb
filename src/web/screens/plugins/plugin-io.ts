// Plugins as a file: a list of plugin records, exported from one browser and imported into another.
// The whole file is validated first, so a broken file adds nothing.

import * as z from 'zod/mini';
import { pluginSchema } from '../../../core/schemas/plugin';
import type { Plugin } from '../../../core/types';

const pluginFileSchema = z.array(pluginSchema);

export function pluginFileContent(plugins: readonly Plugin[]): string {
  return JSON.stringify(plugins, null, 2);
}

/** The plugins of the file with new ids and creation times, or null when the file is not one. */
export function parsePluginFile(text: string, fresh: { newId: () => string; now: number }): Plugin[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = pluginFileSchema.safeParse(Array.isArray(json) ? json : [json]);
  if (!parsed.success) return null;
  return parsed.data.map((plugin, index) => ({ ...plugin, id: fresh.newId(), builtin: false, createdAt: fresh.now + index }));
}
