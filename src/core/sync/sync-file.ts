// Reading a state written by another device (the sync file) or a backup file. Nothing is
// trusted: a file cut short, of another app, or of a newer version of ours is refused as a whole,
// so the caller changes nothing and writes nothing back over it.

import { BACKUP_FORMAT, BACKUP_VERSION, backupFileSchema, type BackupFile } from '../schemas';

export type SyncFileProblem = 'corrupt' | 'foreign' | 'newer';

export type SyncFileResult = { ok: true; state: BackupFile } | { ok: false; problem: SyncFileProblem };

export function readSyncFile(text: string): SyncFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'corrupt' };
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: unknown }).format !== BACKUP_FORMAT) {
    return { ok: false, problem: 'foreign' };
  }
  const version = (parsed as { version?: unknown }).version;
  if (typeof version === 'number' && version > BACKUP_VERSION) return { ok: false, problem: 'newer' };
  const result = backupFileSchema.safeParse(parsed);
  return result.success ? { ok: true, state: result.data } : { ok: false, problem: 'corrupt' };
}

export function emptyState(now: number): BackupFile {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now,
    sessions: [],
    messages: [],
    masks: [],
    prompts: [],
    plugins: [],
    sdImages: [],
    mcpServers: [],
    knowledgeBases: [],
    knowledgeFiles: [],
    settings: [],
    tombstones: [],
  };
}
