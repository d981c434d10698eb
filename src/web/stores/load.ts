// Reading on hydration: every record is migrated and validated on its own, and one that cannot be
// read is skipped and counted, so a single bad record never costs the user the others.

import type { z } from 'zod/mini';
import { settingsRecordSchema, type SettingsRecord } from '../../core/schemas';
import type { PolychatDb, TableName } from './db';
import { useStorageStatus } from './storage-status';

export function reportSkipped(count: number, what: string): void {
  if (count === 0) return;
  console.warn(`Skipped ${count} unreadable ${what} record(s)`);
  useStorageStatus.getState().reportSkipped(count);
}

/** Migrates then validates each row; invalid rows are left where they are, only counted. */
export function parseRows<T>(
  rows: readonly unknown[],
  schema: z.ZodMiniType<T>,
  what: string,
  migrate: (raw: unknown) => unknown = (raw) => raw,
): T[] {
  return parseRowsWithSource(rows, schema, what, migrate).map((entry) => entry.value);
}

/** As parseRows, keeping each valid record's raw row (to find rows whose key a migration changed). */
export function parseRowsWithSource<T>(
  rows: readonly unknown[],
  schema: z.ZodMiniType<T>,
  what: string,
  migrate: (raw: unknown) => unknown = (raw) => raw,
): { value: T; raw: unknown }[] {
  const valid: { value: T; raw: unknown }[] = [];
  let skipped = 0;
  for (const raw of rows) {
    let result: z.util.SafeParseResult<T>;
    try {
      result = schema.safeParse(migrate(raw));
    } catch {
      skipped += 1;
      continue;
    }
    if (result.success) valid.push({ value: result.data, raw });
    else skipped += 1;
  }
  reportSkipped(skipped, what);
  return valid;
}

/** A whole store that cannot be read counts as one skipped record; the store starts empty. */
export async function readTable(db: PolychatDb, table: TableName): Promise<unknown[]> {
  try {
    return await db.getAll(table);
  } catch (error) {
    console.error(`Could not read the ${table} table`, error);
    reportSkipped(1, table);
    return [];
  }
}

/** The singleton record of a store, or null when there is none or it is unreadable. */
export async function readSettings(db: PolychatDb, name: string): Promise<SettingsRecord | null> {
  let raw: unknown;
  try {
    raw = await db.get('settings', name);
  } catch (error) {
    console.error(`Could not read the ${name} settings`, error);
    reportSkipped(1, name);
    return null;
  }
  if (raw === undefined) return null;
  const parsed = settingsRecordSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  reportSkipped(1, `${name} settings`);
  return null;
}
