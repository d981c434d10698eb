// The tables that sync and backups carry, and the tombstone kind of each (the name a deletion of
// one of its records is recorded under).

export const RECORD_KINDS = {
  sessions: 'session',
  messages: 'message',
  masks: 'mask',
  prompts: 'prompt',
  plugins: 'plugin',
  sdImages: 'sdImage',
  mcpServers: 'mcpServer',
  /** Knowledge bases and their files' records (name, type, size, state), kept in the documents'
   * own database; the documents' text travels apart (documents.ts). */
  knowledgeBases: 'knowledgeBase',
  knowledgeFiles: 'knowledgeFile',
} as const;

export type RecordTable = keyof typeof RECORD_KINDS;
export const RECORD_TABLES = Object.keys(RECORD_KINDS) as RecordTable[];

/** The tables kept in the documents' database rather than the chats'. */
const KNOWLEDGE_TABLES = ['knowledgeBases', 'knowledgeFiles'] as const satisfies readonly RecordTable[];
type KnowledgeTable = (typeof KNOWLEDGE_TABLES)[number];
export const isKnowledgeTable = (table: RecordTable): table is KnowledgeTable => (KNOWLEDGE_TABLES as readonly string[]).includes(table);

/** How long a deletion is remembered: every device that syncs within this time learns of it.
 * A device that comes back after longer may bring the deleted record back once. */
export const TOMBSTONE_KEEP_MS = 180 * 24 * 60 * 60 * 1000;
