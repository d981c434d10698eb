// Migrations of stored data to the store versions of part 2 section 4. Pure functions: they take
// the stored shape and the version it was written with, and return the current shape. Record
// repairs that are safe to repeat (ids, update times, model configs) run on every load, so that
// records loaded lazily long after the version was bumped are repaired too.

import { DEFAULT_TOPIC } from '../../core/constants/chat';
import { DEFAULT_SYNC_USERNAME, LEGACY_CORS_PATH, defaultAccessSettings, defaultAppConfig, defaultSyncSettings } from '../../core/defaults';
import {
  appConfigSchema,
  fieldsOf,
  syncSettingsSchema,
  userAccessSettingsSchema,
  type StoredPrompt,
  type UserAccessSettings,
} from '../../core/schemas';
import type { AppConfig, SyncSettings } from '../../core/types';
import { fillFromDefaults, isPlainObject, normalizeModelConfig, type Filled } from './normalize';

export interface MigrationContext {
  /** The time a record without one is stamped with (migration-context.ts reads it lazily). */
  now: number;
  newId: () => string;
}

export function migrateConfig(raw: unknown, _fromVersion: number): Filled<AppConfig> {
  const filled = fillFromDefaults(appConfigSchema, defaultAppConfig(), raw);
  const storedModelConfig = isPlainObject(raw) ? raw.modelConfig : undefined;
  return { ...filled, value: { ...filled.value, modelConfig: normalizeModelConfig(storedModelConfig) } };
}

/** The names of the stored access settings: every field of their schema. */
export const USER_ACCESS_FIELDS = fieldsOf(userAccessSettingsSchema);

function userAccessDefaults(): UserAccessSettings {
  const defaults = defaultAccessSettings();
  return Object.fromEntries(USER_ACCESS_FIELDS.map((key) => [key, defaults[key]])) as UserAccessSettings;
}

export function migrateAccess(raw: unknown, _fromVersion: number): Filled<UserAccessSettings> {
  return fillFromDefaults(userAccessSettingsSchema, userAccessDefaults(), raw);
}

export function migrateSync(raw: unknown, fromVersion: number): Filled<SyncSettings> {
  const filled = fillFromDefaults(syncSettingsSchema, defaultSyncSettings(), raw);
  const value = { ...filled.value, upstash: { ...filled.value.upstash } };
  if (fromVersion < 1.1) value.upstash.username = DEFAULT_SYNC_USERNAME;
  if (fromVersion < 1.2 && value.proxyUrl === LEGACY_CORS_PATH) value.proxyUrl = '';
  return { ...filled, value };
}

/** Prompt < 3: "Migrating from an older version gives every prompt a new id." */
export function migratePrompts(records: readonly StoredPrompt[], fromVersion: number, ctx: MigrationContext): StoredPrompt[] {
  if (fromVersion >= 3) return [...records];
  return records.map((prompt) => ({ ...prompt, id: ctx.newId(), updatedAt: ctx.now }));
}

/** `value` when it is a number; else the fallback, asked for only then (the context's time moves
 * the clock). */
function numberOr(value: unknown, fallback: () => number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback();
}

type Identified = Record<string, unknown> & { id: string; updatedAt: number };

function withIdentity(raw: Record<string, unknown>, timeFallback: unknown, ctx: MigrationContext): Identified {
  const id = typeof raw.id === 'number' ? String(raw.id) : raw.id;
  return {
    ...raw,
    id: typeof id === 'string' && id !== '' ? id : ctx.newId(),
    updatedAt: numberOr(raw.updatedAt, () => numberOr(timeFallback, () => ctx.now)),
  };
}

/** Any collection record: a string id and an update time (records from before sync had neither). */
export function migrateRecord(raw: unknown, _fromVersion: number, ctx: MigrationContext): unknown {
  return isPlainObject(raw) ? withIdentity(raw, raw.createdAt, ctx) : raw;
}

/** Mask 3.1: ids are strings (old built-in copies had numbers); model config made whole. */
export function migrateMask(raw: unknown, _fromVersion: number, ctx: MigrationContext): unknown {
  if (!isPlainObject(raw)) return raw;
  const mask = withIdentity(raw, raw.createdAt, ctx);
  return {
    ...mask,
    name: typeof mask.name === 'string' ? mask.name : DEFAULT_TOPIC,
    context: Array.isArray(mask.context)
      ? mask.context.map((message: unknown) => migrateMessage(message, _fromVersion, ctx))
      : [],
    modelConfig: normalizeModelConfig(mask.modelConfig),
    createdAt: numberOr(mask.createdAt, () => ctx.now),
    builtin: mask.builtin === true,
  };
}

/** Chat 3.1: every message has an id and an update time. */
export function migrateMessage(raw: unknown, _fromVersion: number, ctx: MigrationContext): unknown {
  if (!isPlainObject(raw)) return raw;
  return withIdentity(raw, raw.date, ctx);
}

/** Chat 3.1: every session has an id and an update time; its mask follows the mask migration. */
export function migrateSession(raw: unknown, fromVersion: number, ctx: MigrationContext): unknown {
  if (!isPlainObject(raw)) return raw;
  const session = withIdentity(raw, raw.lastUpdate, ctx);
  return { ...session, mask: migrateMask(session.mask, fromVersion, ctx) };
}
