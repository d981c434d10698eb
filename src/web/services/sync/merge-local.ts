// The heavy parts of sync and import, run in the sync worker. A merge reads the local state,
// merges the other one into it, writes what changed (after keeping a snapshot when something that
// was here changes) and hands back the merged state to upload. A replace makes the local state
// equal to a file or to that snapshot.

import type { BackupFile } from '../../../core/schemas';
import { changesExisting, diffStates, isEmptyDiff, revertTo } from '../../../core/sync/diff';
import { latestClock, mergeStates, pruneTombstones } from '../../../core/sync/merge';
import { incomingPart, outgoingPart, type SyncScope } from '../../../core/sync/scope';
import { readSyncFile, type SyncFileProblem } from '../../../core/sync/sync-file';
import { dropSnapshot, readLocalState, readSnapshot, saveSnapshot, writeStateDiff } from '../../stores/state-db';
import { readKnowledgeState, writeKnowledgeDiff } from '../knowledge/knowledge-sync-db';
import type { StateDiff } from '../../../core/sync/diff';

/** The chats' database and the documents' together; the documents' text only when it travels. */
async function readAll(scope: SyncScope): Promise<BackupFile> {
  const [chats, knowledge] = await Promise.all([readLocalState(), readKnowledgeState(scope.includeDocuments === true)]);
  return { ...chats, ...knowledge };
}

async function writeAll(diff: StateDiff, read: BackupFile): Promise<void> {
  // The chats' database first: it holds the deletions, so a write that fails between the two is
  // made good by the next sync.
  await writeStateDiff(diff, read);
  await writeKnowledgeDiff(diff, read);
}

export interface MergeRequest {
  /** The remote state as read, or null when there is none yet. */
  remoteText: string | null;
  scope: SyncScope;
  now: number;
}

export type MergeResult =
  | { ok: true; uploadText: string; changed: boolean; latestClock: number }
  | { ok: false; problem: SyncFileProblem };

/** What the page learns of a merge of an imported file. */
export type ImportResult = { ok: true; changed: boolean; latestClock: number } | { ok: false; problem: SyncFileProblem };

export async function mergeIntoLocal({ remoteText, scope, now }: MergeRequest): Promise<MergeResult> {
  const local = await readAll(scope);
  const outgoing = outgoingPart(local, scope);
  let merged = outgoing;
  if (remoteText !== null) {
    const remote = readSyncFile(remoteText);
    if (!remote.ok) return { ok: false, problem: remote.problem };
    merged = mergeStates(outgoing, remote.state);
  }
  merged = pruneTombstones({ ...merged, exportedAt: now }, now);
  const here = incomingPart(local, scope);
  const diff = diffStates(here, incomingPart(merged, scope, local));
  const changed = !isEmptyDiff(diff);
  if (changed) {
    if (changesExisting(here, diff)) await saveSnapshot(here, now);
    await writeAll(diff, local);
  }
  return { ok: true, uploadText: JSON.stringify(merged), changed, latestClock: latestClock(merged) };
}

export interface ReplaceRequest {
  /** The state to take: an imported file, or null for the snapshot kept before the last sync. */
  text: string | null;
  scope: SyncScope;
  now: number;
  /** Clock values from here upwards stamp the records put back (the page's clock is not
   * reachable from a worker); the result says the last one used. */
  firstStamp: number;
}

export type ReplaceResult = { ok: true; changed: boolean; latestClock: number } | { ok: false; problem: SyncFileProblem | 'no_snapshot' };

/** Makes the local state equal to the given one, as new edits: records it lacks are deleted with
 * tombstones and the others are put back stamped now, so other devices take the result too. */
export async function replaceLocal({ text, scope, now, firstStamp }: ReplaceRequest): Promise<ReplaceResult> {
  let target: BackupFile;
  if (text === null) {
    const snapshot = await readSnapshot();
    if (!snapshot) return { ok: false, problem: 'no_snapshot' };
    target = snapshot.state;
  } else {
    const read = readSyncFile(text);
    if (!read.ok) return { ok: false, problem: read.problem };
    target = read.state;
  }
  const local = await readAll(scope);
  const here = incomingPart(local, scope);
  let stamp = firstStamp;
  const diff = revertTo(incomingPart(target, scope, local), here, () => (stamp += 1));
  const changed = !isEmptyDiff(diff);
  if (changed) {
    if (text !== null) await saveSnapshot(here, now);
    else await dropSnapshot();
    await writeAll(diff, local);
  }
  return { ok: true, changed, latestClock: stamp };
}
