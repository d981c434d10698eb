// Every field of our records survives the readers outside the stores: the sync merge and the sync
// file, a chat exported to a file and imported again, and a NextChat backup (whose records share
// our field names). The records have every field set (core/schemas/every-field.ts), so a field added
// to a schema is covered without touching this file.

import { describe, expect, it } from 'vitest';
import { STORE_VERSIONS } from '../constants/settings';
import { parseSessionFile, sessionFileContent } from '../export/session-file';
import {
  appConfigSchema,
  chatMessageSchema,
  sdImageSchema,
  sessionMetaSchema,
  settingsRecordSchema,
  storedMaskSchema,
  storedMcpServerSchema,
  storedMessageSchema,
  storedPluginSchema,
  storedPromptSchema,
  tombstoneSchema,
} from '../schemas';
import { everyField, keyPaths } from '../schemas/every-field';
import { mergeStates } from './merge';
import { fromNextChatBackup } from './nextchat-backup';
import { emptyState, readSyncFile } from './sync-file';

const NOW = Date.UTC(2026, 0, 1);

/** The paths of `written` that `read` lacks. */
function dropped(written: unknown, read: unknown): string[] {
  const kept = new Set(keyPaths(read));
  return keyPaths(written).filter((path) => !kept.has(path));
}

/** A message as a chat keeps it once it has ended: one still streaming is ended by every reader. */
const endedMessage = () => ({ ...everyField(chatMessageSchema, 'message'), streaming: false });

describe('a record keeps every field', () => {
  it('through a sync merge and the sync file', () => {
    const state = {
      ...emptyState(NOW),
      sessions: [everyField(sessionMetaSchema, 'session')],
      messages: [everyField(storedMessageSchema, 'message')],
      masks: [everyField(storedMaskSchema, 'mask')],
      prompts: [everyField(storedPromptSchema, 'prompt')],
      plugins: [everyField(storedPluginSchema, 'plugin')],
      sdImages: [everyField(sdImageSchema, 'sdImage')],
      mcpServers: [everyField(storedMcpServerSchema, 'mcpServer')],
      settings: [{ name: 'config', version: STORE_VERSIONS.config, updatedAt: 1, data: everyField(appConfigSchema, 'config') }],
      tombstones: [everyField(tombstoneSchema, 'tombstone')],
    };
    for (const merged of [mergeStates(state, emptyState(NOW)), mergeStates(emptyState(NOW), state)]) {
      const read = readSyncFile(JSON.stringify(merged));
      if (!read.ok) throw new Error(read.problem);
      expect(read.state).toEqual(state);
    }
  });

  it('through a chat exported to a file and imported', () => {
    const session = everyField(sessionMetaSchema, 'session');
    // The file saves a reply still streaming as far as it got, without the flag.
    const { streaming: _streaming, ...message } = endedMessage();
    const read = parseSessionFile(sessionFileContent(session, [message], NOW));
    expect(read?.session).toEqual(session);
    expect(read?.messages).toEqual([message]);
  });

  it('through the import of a NextChat backup', () => {
    const session = everyField(sessionMetaSchema, 'session');
    const message = endedMessage();
    const mask = { ...everyField(storedMaskSchema, 'mask'), builtin: false };
    const prompt = everyField(storedPromptSchema, 'prompt');
    const config = everyField(appConfigSchema, 'config');
    const backup = {
      'chat-next-web-store': { sessions: [{ ...session, messages: [message] }] },
      'mask-store': { masks: { [mask.id]: mask } },
      'prompt-store': { prompts: { [prompt.id]: prompt } },
      'app-config': config,
    };
    const imported = fromNextChatBackup(backup, { now: NOW, newId: () => 'new-id' });
    if (!imported) throw new Error('not read as a NextChat backup');
    expect(imported.skipped).toBe(0);
    // NextChat's plugin ids name plugins that are not imported: a mask's list of them is left out.
    const withoutPlugins = (paths: string[]) => paths.filter((path) => !/(^|\.)plugin(\[0\])?$/.test(path));
    expect(withoutPlugins(dropped(session, imported.state.sessions[0]))).toEqual([]);
    expect(dropped(message, imported.state.messages[0])).toEqual([]);
    expect(withoutPlugins(dropped(mask, imported.state.masks[0]))).toEqual([]);
    expect(dropped(prompt, imported.state.prompts[0])).toEqual([]);
    expect(dropped(config, settingsRecordSchema.parse(imported.state.settings[0]).data)).toEqual([]);
  });
});
