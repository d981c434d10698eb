// What each MCP server's sign-in keeps in this browser: the client registration, the tokens, what
// discovery found and the one sign-in under way. It lives in an IndexedDB database of its own, apart
// from the app's database, so no backup, export or sync (which read the app's database) can ever
// carry a token; every tab of the browser shares it, which is what lets a tab use the tokens another
// one renewed. Nothing of it is sent to PolyChat's server.

import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import * as z from 'zod/mini';

export const AUTH_DB_NAME = 'polychat-mcp-oauth';
/** IndexedDB version of the layout below (one store keyed by server id). */
const AUTH_DB_VERSION = 1;
const STORE = 'servers';

// Loose objects: the SDK stores fields of its own (the issuer a registration or token belongs to)
// and needs them back unchanged.
const tokensSchema = z.looseObject({
  access_token: z.string(),
  token_type: z.string(),
  refresh_token: z.optional(z.string()),
  expires_in: z.optional(z.number()),
  scope: z.optional(z.string()),
});
const clientSchema = z.looseObject({ client_id: z.string() });

const recordSchema = z.object({
  serverId: z.string(),
  client: z.optional(clientSchema),
  tokens: z.optional(tokensSchema),
  /** When the access token stops being accepted (ms since the epoch), from its expires_in. */
  expiresAt: z.optional(z.number()),
  discovery: z.optional(z.looseObject({ authorizationServerUrl: z.string() })),
  /** The one sign-in under way: its state and PKCE verifier, kept only until it completes. */
  pending: z.optional(z.object({ state: z.string(), codeVerifier: z.optional(z.string()) })),
  /** The authorization server refused to renew the sign-in: the user must sign in again. */
  refused: z.optional(z.boolean()),
});
export type ServerAuthRecord = z.infer<typeof recordSchema>;

interface AuthSchema extends DBSchema {
  servers: { key: string; value: ServerAuthRecord };
}

let opening: Promise<IDBPDatabase<AuthSchema>> | null = null;

function database(): Promise<IDBPDatabase<AuthSchema>> {
  opening ??= openDB<AuthSchema>(AUTH_DB_NAME, AUTH_DB_VERSION, {
    upgrade: (db) => {
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'serverId' });
    },
    // Another tab upgrades or deletes this database: let it, and open again on the next use.
    blocking: () => {
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** The server's record as stored; an empty one when none is, or when what is stored is unreadable
 * (then the user signs in again rather than the app using a damaged token). */
export async function readServerAuth(serverId: string): Promise<ServerAuthRecord> {
  const stored = await (await database()).get(STORE, serverId);
  const parsed = recordSchema.safeParse(stored);
  return parsed.success ? parsed.data : { serverId };
}

/** Changes the server's record in one transaction, so two tabs' changes never overwrite each other. */
export async function updateServerAuth(
  serverId: string,
  change: (record: ServerAuthRecord) => ServerAuthRecord,
): Promise<ServerAuthRecord> {
  const tx = (await database()).transaction(STORE, 'readwrite');
  const parsed = recordSchema.safeParse(await tx.store.get(serverId));
  const next = change(parsed.success ? parsed.data : { serverId });
  await tx.store.put({ ...next, serverId });
  await tx.done;
  return next;
}

/** Forgets everything about the server's sign-in (the server was removed, or moved to another
 * address, which the tokens were not issued for). */
export async function deleteServerAuth(serverId: string): Promise<void> {
  await (await database()).delete(STORE, serverId);
}
