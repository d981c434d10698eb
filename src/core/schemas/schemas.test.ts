import { describe, expect, it } from 'vitest';
import { createEmptyMask, createEmptySession, defaultAccessSettings, defaultAppConfig, defaultSyncSettings } from '../defaults';
import { PROVIDERS } from '../providers/catalog';
import {
  PROVIDER_NAMES,
  appConfigSchema,
  backupFileSchema,
  clientConfigSchema,
  sessionMetaSchema,
  storedMessageSchema,
  syncSettingsSchema,
  tombstoneSchema,
  userAccessSettingsSchema,
} from './index';

describe('record schemas', () => {
  it('accept the defaults they describe', () => {
    expect(appConfigSchema.parse(defaultAppConfig())).toEqual(defaultAppConfig());
    expect(syncSettingsSchema.parse(defaultSyncSettings())).toEqual(defaultSyncSettings());
    expect(userAccessSettingsSchema.safeParse(defaultAccessSettings()).success).toBe(true);
    expect(clientConfigSchema.safeParse(defaultAccessSettings()).success).toBe(true);
    const session = createEmptySession({ id: 's', now: 1, order: 0, mask: createEmptyMask({ id: 'm', now: 1 }) });
    expect(sessionMetaSchema.parse(session)).toEqual(session);
  });

  it('fill a missing message count of older sessions with 0', () => {
    const { messageCount: _omitted, ...old } = createEmptySession({
      id: 's',
      now: 1,
      order: 0,
      mask: createEmptyMask({ id: 'm', now: 1 }),
    });
    expect(sessionMetaSchema.parse(old).messageCount).toBe(0);
  });

  it('reject records without identity or with wrong types', () => {
    expect(storedMessageSchema.safeParse({ id: 'm', date: 1, role: 'user', content: 'x', sessionId: 's', seq: 0 }).success).toBe(false);
    expect(
      storedMessageSchema.safeParse({ id: 'm', date: 1, role: 'user', content: 'x', sessionId: 's', seq: 0, updatedAt: 1 }).success,
    ).toBe(true);
    expect(
      storedMessageSchema.safeParse({ id: 'm', date: 1, role: 'bot', content: 'x', sessionId: 's', seq: 0, updatedAt: 1 }).success,
    ).toBe(false);
    expect(tombstoneSchema.safeParse({ kind: 'session', id: '', deletedAt: 1 }).success).toBe(false);
  });

  it('know every provider of the catalogue', () => {
    expect([...PROVIDER_NAMES].sort()).toEqual(Object.values(PROVIDERS).map((p) => p.name).sort());
  });

  it('accept a backup envelope and refuse another format', () => {
    const empty = { sessions: [], messages: [], masks: [], prompts: [], plugins: [], sdImages: [], mcpServers: [], settings: [], tombstones: [] };
    expect(backupFileSchema.safeParse({ format: 'polychat-backup', version: 1, exportedAt: 1, ...empty }).success).toBe(true);
    expect(backupFileSchema.safeParse({ format: 'other', version: 1, exportedAt: 1, ...empty }).success).toBe(false);
    // Backups and sync files written before MCP servers existed have no such table.
    const { mcpServers: _none, ...older } = empty;
    expect(backupFileSchema.parse({ format: 'polychat-backup', version: 1, exportedAt: 1, ...older }).mcpServers).toEqual([]);
  });
});
