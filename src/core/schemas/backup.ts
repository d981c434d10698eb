// The backup file: every table as it is stored. Records are kept raw (unknown) on purpose: a backup
// taken after a crash must include records this version cannot read, so a later one still can.
// Each record is validated with its own schema when the backup is applied.

import * as z from 'zod/mini';

export const BACKUP_FORMAT = 'polychat-backup';
export const BACKUP_VERSION = 1;

export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: z.number(),
  sessions: z.array(z.unknown()),
  messages: z.array(z.unknown()),
  masks: z.array(z.unknown()),
  prompts: z.array(z.unknown()),
  plugins: z.array(z.unknown()),
  sdImages: z.array(z.unknown()),
  /** MCP servers (absent from backups written before they existed). */
  mcpServers: z._default(z.array(z.unknown()), []),
  /** Knowledge bases and their files' records (absent from backups written before they travelled). */
  knowledgeBases: z._default(z.array(z.unknown()), []),
  knowledgeFiles: z._default(z.array(z.unknown()), []),
  settings: z.array(z.unknown()),
  tombstones: z.array(z.unknown()),
  /** Images attached to messages, only when the person chose to include them. */
  images: z.optional(z.array(z.unknown())),
  /** The text of knowledge files, in passages, only when the person chose to include documents
   * (core/sync/documents.ts). */
  documents: z.optional(z.array(z.unknown())),
});
export type BackupFile = z.infer<typeof backupFileSchema>;
