// Backup and import of the whole state (Settings → Sync), and undoing the last sync. Imports merge
// by the sync rules, or replace the local state after the person confirmed it; a file that does
// not parse or fails validation changes nothing.

import { BACKUP_FORMAT } from '../../../core/schemas';
import { outgoingPart, type SyncScope } from '../../../core/sync/scope';
import type { SyncFileProblem } from '../../../core/sync/sync-file';
import { fromNextChatBackup, isNextChatBackup } from '../../../core/sync/nextchat-backup';
import { exportAllData } from '../../stores/backup';
import { readKnowledgeState } from '../knowledge/knowledge-sync-db';
import { reloadKnowledge } from '../knowledge/knowledge-store';
import { editTime, observeEditTime } from '../../stores/clock';
import { newId } from '../../stores/ids';
import { reloadStores } from '../../stores/state-io';
import { useSyncStore } from '../../stores/sync-store';
import { announceChange } from '../../stores/tab-channel';
import { mergeInWorker, replaceInWorker } from './sync-worker-client';

export type ImportMode = 'merge' | 'replace';
type ImportProblem = SyncFileProblem | 'no_snapshot' | 'storage';
export type ImportOutcome = { ok: true; changed: boolean } | { ok: false; problem: ImportProblem };

function scope(): SyncScope {
  const { includeKeys, includeImages, includeDocuments } = useSyncStore.getState();
  return { includeKeys, includeImages, includeDocuments };
}

/** The backup file's text: what sync would share, keys only when "include keys" is on, and the
 * knowledge bases with their file lists, their text only when "include documents" is on. */
export async function backupText(includeImages: boolean): Promise<string> {
  const shared = { ...scope(), includeImages };
  const [chats, knowledge] = await Promise.all([exportAllData({ images: includeImages }), readKnowledgeState(shared.includeDocuments === true)]);
  return JSON.stringify(outgoingPart({ ...chats, ...knowledge }, shared));
}

/** A NextChat backup becomes one of ours; anything else is passed on as it is. */
function normalise(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if ((parsed as { format?: unknown } | null)?.format === BACKUP_FORMAT || !isNextChatBackup(parsed)) return text;
  const converted = fromNextChatBackup(parsed, { now: Date.now(), newId });
  return converted ? JSON.stringify(converted.state) : text;
}

async function finish(result: { ok: true; changed: boolean; latestClock: number } | { ok: false; problem: ImportProblem }): Promise<ImportOutcome> {
  if (!result.ok) return result;
  observeEditTime(result.latestClock);
  if (result.changed) {
    await Promise.all([reloadStores(), reloadKnowledge()]);
    announceChange({ all: true });
  }
  return { ok: true, changed: result.changed };
}

export async function importBackup(text: string, mode: ImportMode): Promise<ImportOutcome> {
  const normalised = normalise(text);
  try {
    if (mode === 'merge') return await finish(await mergeInWorker({ remoteText: normalised, scope: scope(), now: Date.now() }));
    return await finish(await replaceInWorker({ text: normalised, scope: scope(), now: Date.now(), firstStamp: editTime() }));
  } catch (error) {
    console.error('Import failed', error);
    return { ok: false, problem: 'storage' };
  }
}

/** Puts back the local state kept before the last sync changed it. */
export async function undoLastSync(): Promise<ImportOutcome> {
  try {
    return await finish(await replaceInWorker({ text: null, scope: scope(), now: Date.now(), firstStamp: editTime() }));
  } catch (error) {
    console.error('Undoing the last sync failed', error);
    return { ok: false, problem: 'storage' };
  }
}
