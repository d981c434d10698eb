// Reading message records for the index, from inside the worker: a short-lived connection of its
// own, closed after each read so that it never holds up the page's database upgrades.

import { openDB, type IDBPDatabase } from 'idb';
import { DB_NAME, type PolychatSchema } from '../../stores/db';

export interface RecordReader {
  /** Every message record. */
  all: () => Promise<unknown[]>;
  /** The message records of these sessions. */
  sessions: (sessionIds: readonly string[]) => Promise<unknown[]>;
}

/** Runs `read` on the app's database; an absent database (never created, or deleted) reads as empty. */
async function withDb(read: (db: IDBPDatabase<PolychatSchema>) => Promise<unknown[]>): Promise<unknown[]> {
  let db: IDBPDatabase<PolychatSchema>;
  try {
    db = await openDB<PolychatSchema>(DB_NAME, undefined, {
      // Opening without a version creates a database that does not exist: refuse to.
      upgrade: (_db, oldVersion, _newVersion, tx) => {
        if (oldVersion === 0) tx.abort();
      },
      blocking: () => db.close(),
    });
  } catch {
    return [];
  }
  try {
    if (!db.objectStoreNames.contains('messages')) return [];
    return await read(db);
  } finally {
    db.close();
  }
}

export const idbRecordReader: RecordReader = {
  all: () => withDb((db) => db.getAll('messages')),
  sessions: (sessionIds) =>
    withDb(async (db) => {
      const index = db.transaction('messages').store.index('sessionId');
      const rows = await Promise.all(sessionIds.map((id) => index.getAll(id)));
      return rows.flat();
    }),
};
