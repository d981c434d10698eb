// What leaves the device and what comes back. Settings groups that describe this device only
// (the open chat, the sync settings themselves) never travel; API keys and access codes travel
// only when the person turned on "include keys", and so do the values of a local MCP server's
// environment (where its tokens go); images only when they chose to include them. Knowledge bases
// and their file lists always travel; the files' text only between devices that chose "Include
// documents" (it is sent and taken in only with it, so a device that did not choose it keeps its
// storage to itself).

import type { BackupFile } from '../schemas';
import { boundDocuments } from './documents';

export interface SyncScope {
  includeKeys: boolean;
  includeImages: boolean;
  /** The knowledge files' text (off when absent). */
  includeDocuments?: boolean;
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

type McpServerRow = { id?: unknown; env?: unknown };

const withoutEnv = (row: unknown): unknown => {
  if (typeof row !== 'object' || row === null || !('env' in row)) return row;
  const { env: _env, ...rest } = row as McpServerRow;
  return rest;
};

/** The part of the local state this device shares. */
export function outgoingPart(local: BackupFile, scope: SyncScope): BackupFile {
  const { images, documents, ...rest } = local;
  return {
    ...rest,
    settings: local.settings.filter((row) => travels(settingsName(row), scope)),
    mcpServers: scope.includeKeys ? local.mcpServers : local.mcpServers.map(withoutEnv),
    ...(scope.includeImages && images ? { images } : {}),
    ...(scope.includeDocuments && documents ? { documents: boundDocuments(local, documents) } : {}),
  };
}

/** `rows` with each local MCP server's environment as it is on this device, whatever they say. */
function keepLocalEnv(rows: readonly unknown[], local: readonly unknown[]): unknown[] {
  const envById = new Map<unknown, unknown>();
  for (const row of local as McpServerRow[]) if (row?.env !== undefined) envById.set(row.id, row.env);
  return rows.map((row) => {
    const env = envById.get((row as McpServerRow | null)?.id);
    const bare = withoutEnv(row);
    return env === undefined ? bare : { ...(bare as object), env };
  });
}

/** The part of a merged state this device takes in: other devices' keys (and MCP environments)
 * only when it shares keys itself, its own kept otherwise (pass `local`); documents' text only
 * when it includes documents itself. Images are always taken: messages from other devices may
 * refer to them. */
export function incomingPart(merged: BackupFile, scope: SyncScope, local?: BackupFile): BackupFile {
  const { documents, ...rest } = merged;
  return {
    ...rest,
    ...(scope.includeDocuments && documents ? { documents } : {}),
    settings: merged.settings.filter((row) => travels(settingsName(row), scope)),
    ...(scope.includeKeys || !local ? {} : { mcpServers: keepLocalEnv(merged.mcpServers, local.mcpServers) }),
  };
}
