// What leaves the device and what comes back. Settings groups that describe this device only
// (the open chat, the sync settings themselves) never travel; API keys and access codes travel
// only when the person turned on "include keys"; images only when they chose to include them.

import type { BackupFile } from '../schemas';

export interface SyncScope {
  includeKeys: boolean;
  includeImages: boolean;
}

/** Settings groups shared by every device. */
const SHARED_SETTINGS: readonly string[] = ['config', 'mask', 'prompt', 'plugin', 'sd', 'mcp'];
/** The group that holds API keys and the access code. */
const KEY_SETTINGS = 'access';

function settingsName(row: unknown): string | undefined {
  const name = (row as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : undefined;
}

function travels(name: string | undefined, scope: SyncScope): boolean {
  if (name === undefined) return false;
  return SHARED_SETTINGS.includes(name) || (scope.includeKeys && name === KEY_SETTINGS);
}

/** The part of the local state this device shares. */
export function outgoingPart(local: BackupFile, scope: SyncScope): BackupFile {
  const { images, ...rest } = local;
  return {
    ...rest,
    settings: local.settings.filter((row) => travels(settingsName(row), scope)),
    ...(scope.includeImages && images ? { images } : {}),
  };
}

/** The part of a merged state this device takes in: other devices' keys only when it shares
 * keys itself. Images are always taken: messages from other devices may refer to them. */
export function incomingPart(merged: BackupFile, scope: SyncScope): BackupFile {
  return { ...merged, settings: merged.settings.filter((row) => travels(settingsName(row), scope)) };
}
