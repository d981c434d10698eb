// The app's IndexedDB seen from a Playwright page, shared by the end-to-end tests and the
// benchmarks: both seed data straight into storage (far faster than making it through the
// interface, and not what they test or measure) and read back what the app wrote.

const DATABASE = 'polychat';

/** All records of one of the app's stores. */
export function readStore(page, store) {
  return page.evaluate(
    ({ database, name }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { database: DATABASE, name: store },
  );
}

/** Resolves once every write the app has started has committed. A read over all stores queues
 * behind every earlier read-write transaction that touches them, and a reload that comes first
 * aborts those writes: a person cannot click that fast, a test can. */
function settleWrites(page) {
  return page.evaluate(
    async (database) => {
      const known = await indexedDB.databases();
      if (!known.some((entry) => entry.name === database)) return;
      await new Promise((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction([...db.objectStoreNames]);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onabort = () => reject(tx.error);
        };
      });
    },
    DATABASE,
  );
}

/** Reloads the page once the app's writes are on disk. */
export async function reloadSettled(page) {
  await settleWrites(page);
  await page.reload();
}

/** Writes `{ store: [record, …] }` in one transaction, the way the app's own writes arrive; the
 * app reads them after the next reload. */
export async function putRecords(page, records) {
  await page.evaluate(
    async ({ database, records }) => {
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(Object.keys(records), 'readwrite');
      for (const [store, values] of Object.entries(records)) for (const value of values) tx.objectStore(store).put(value);
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onabort = () => reject(tx.error);
      });
      db.close();
    },
    { database: DATABASE, records },
  );
}

/** `count` stored message records of one session, a minute apart and ending now, alternating
 * user and assistant (the assistant's carry `model`), with the text `contentOf(i)`. */
export function messageRecords({ sessionId, count, contentOf, model, now = Date.now() }) {
  return Array.from({ length: count }, (_, i) => ({
    id: `seed-${i}`,
    sessionId,
    seq: i,
    updatedAt: now,
    date: now - (count - i) * 60_000,
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: contentOf(i),
    ...(i % 2 === 1 ? { model } : {}),
  }));
}
