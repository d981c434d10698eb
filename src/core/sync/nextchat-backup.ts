// A NextChat (ChatGPT-Next-Web) backup read into our backup format, so that people moving to us
// keep their chats, masks and prompts. The file is another app's, of any of its versions, and may
// have been edited by hand: every field is read defensively, filled from our defaults when it is
// missing, and every produced record passes our own schema or is left out and counted.
//
// NextChat ids are kept when usable, so importing the same file twice updates the same records
// instead of doubling them (the merge is by id and update time).

import * as z from 'zod/mini';
import { DEFAULT_TOPIC } from '../constants/chat';
import { STORE_VERSIONS, type StoreName } from '../constants/settings';
import { createEmptyMask, defaultModelConfig, emptyStat } from '../defaults';
import { CLAMPED_FIELDS, clampModelParam } from '../models/clamp';
import { isRecord, recordAt, type JsonRecord } from '../providers/wire-json';
import {
  appConfigSchema,
  chatMessageSchema,
  chatStatSchema,
  maskSchema,
  messageContentSchema,
  modelConfigSchema,
  promptSchema,
  sessionMetaSchema,
  storedMaskSchema,
  storedMessageSchema,
  storedPromptSchema,
  type BackupFile,
  type SettingsRecord,
  type StoredMask,
  type StoredMessage,
  type StoredPrompt,
} from '../schemas';
import type { AppConfig, ChatMessage, Mask, MessageContent, ModelConfig, SessionMeta } from '../types';
import { emptyState } from './sync-file';

/** NextChat's persisted store names, which are the top-level keys of its backup. Its access
 * store (API keys) and sync settings are never read: keys are not carried between apps. */
const NEXTCHAT_STORES = {
  chat: 'chat-next-web-store',
  mask: 'mask-store',
  prompt: 'prompt-store',
  config: 'app-config',
} as const;

const CONFIG_ROW: StoreName = 'config';

export interface NextChatImportContext {
  now: number;
  newId: () => string;
}

export interface NextChatImport {
  state: BackupFile;
  /** Sessions, messages (of chats and of mask contexts), masks and prompts that were unreadable
   * and left out. Built-in masks, built-in prompts and empty chats are left out on purpose and
   * not counted. */
  skipped: number;
}

export function isNextChatBackup(value: unknown): boolean {
  return (
    Array.isArray(recordAt(value, NEXTCHAT_STORES.chat)?.sessions) ||
    isRecord(recordAt(value, NEXTCHAT_STORES.mask)?.masks) ||
    isRecord(recordAt(value, NEXTCHAT_STORES.prompt)?.prompts)
  );
}

/** Our backup state for a NextChat backup, or null when the value is not one. */
export function fromNextChatBackup(value: unknown, ctx: NextChatImportContext): NextChatImport | null {
  if (!isNextChatBackup(value)) return null;
  const reader = new BackupReader(ctx);
  const state = emptyState(ctx.now);

  const sessions = recordAt(value, NEXTCHAT_STORES.chat)?.sessions;
  if (Array.isArray(sessions)) {
    for (const raw of sessions) {
      const converted = reader.session(raw, state.sessions.length);
      if (!converted) continue;
      state.sessions.push(converted.meta);
      state.messages.push(...converted.messages);
    }
  }
  for (const raw of valuesAt(recordAt(value, NEXTCHAT_STORES.mask), 'masks')) {
    const mask = reader.maskRecord(raw);
    if (mask) state.masks.push(mask);
  }
  for (const raw of valuesAt(recordAt(value, NEXTCHAT_STORES.prompt), 'prompts')) {
    const prompt = reader.prompt(raw);
    if (prompt) state.prompts.push(prompt);
  }
  const config = configRow(recordAt(value, NEXTCHAT_STORES.config), ctx.now);
  if (config) state.settings.push(config);

  return { state, skipped: reader.skipped };
}

function valuesAt(store: JsonRecord | undefined, key: string): unknown[] {
  const byId = recordAt(store, key);
  return byId ? Object.values(byId) : [];
}

function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** NextChat writes message dates with toLocaleString, so they are parsed as well as the engine
 * can. A time after `now` can only be a misread date (day and month swapped): it becomes `now`. */
function timeOf(value: unknown, now: number): number | undefined {
  const time = typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : finiteNumber(value);
  return time === undefined || Number.isNaN(time) ? undefined : Math.min(time, now);
}

/** The fields of `raw` that pass their field of `schema`, as parsed (unknown keys stripped). */
function validFields<S extends z.ZodMiniObject>(schema: S, raw: unknown): Partial<z.infer<S>> {
  const fields: Record<string, unknown> = {};
  if (!isRecord(raw)) return fields as Partial<z.infer<S>>;
  for (const [key, field] of Object.entries(schema.shape)) {
    if (!(key in raw)) continue;
    const parsed = z.safeParse(field, raw[key]);
    if (parsed.success) fields[key] = parsed.data;
  }
  return fields as Partial<z.infer<S>>;
}

function modelConfigOf(raw: unknown): ModelConfig {
  const source: JsonRecord = isRecord(raw) ? { ...raw } : {};
  // Parameters out of our bounds, or stored as strings, are brought into range rather than lost.
  for (const field of CLAMPED_FIELDS) {
    if (field in source) source[field] = clampModelParam(field, source[field]);
  }
  // A provider we do not have (NextChat has more) falls back to ours, keeping the model name.
  return { ...defaultModelConfig(), ...validFields(modelConfigSchema, source) };
}

/** The parts we can show are kept; an unknown part type does not cost the whole message. */
function contentOf(raw: unknown): MessageContent | undefined {
  if (typeof raw === 'string') return raw;
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((part) => {
    const parsed = messageContentSchema.safeParse([part]);
    return parsed.success && Array.isArray(parsed.data) ? parsed.data : [];
  });
}

/** An id taker for one table: NextChat's id when usable and not taken yet, else a new one, so two
 * NextChat records sharing an id do not overwrite each other here. */
function idTaker(newId: () => string): (raw: unknown) => string {
  const used = new Set<string>();
  return (raw) => {
    const candidate = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
    const id = typeof candidate === 'string' && candidate !== '' && !used.has(candidate) ? candidate : newId();
    used.add(id);
    return id;
  };
}

interface ConvertedSession {
  meta: SessionMeta;
  messages: StoredMessage[];
}

class BackupReader {
  skipped = 0;
  private readonly sessionId: (raw: unknown) => string;
  private readonly messageId: (raw: unknown) => string;
  private readonly maskId: (raw: unknown) => string;
  private readonly promptId: (raw: unknown) => string;

  constructor(private readonly ctx: NextChatImportContext) {
    this.sessionId = idTaker(ctx.newId);
    this.messageId = idTaker(ctx.newId);
    this.maskId = idTaker(ctx.newId);
    this.promptId = idTaker(ctx.newId);
  }

  session(raw: unknown, order: number): ConvertedSession | undefined {
    if (!isRecord(raw) || !Array.isArray(raw.messages)) {
      this.skipped += 1;
      return undefined;
    }
    // Every NextChat install keeps a blank "New Chat"; its own sync leaves empty chats out too.
    if (raw.messages.length === 0) return undefined;
    const lastUpdate = timeOf(raw.lastUpdate, this.ctx.now) ?? this.ctx.now;
    const id = this.sessionId(raw.id);
    const messages: StoredMessage[] = [];
    // Where each NextChat message index lands once unreadable messages are left out, so the
    // summary and clear-context marks still point between the same messages.
    const keptBefore: number[] = [];
    for (const rawMessage of raw.messages) {
      keptBefore.push(messages.length);
      const message = this.message(rawMessage, lastUpdate, this.messageId);
      if (!message) continue;
      // A NextChat chat is a line: each message follows the one kept before it.
      const parentId = messages.at(-1)?.id ?? null;
      const stored = storedMessageSchema.safeParse({ ...message, parentId, sessionId: id, seq: messages.length, updatedAt: message.date });
      if (stored.success) messages.push(stored.data);
      else this.skipped += 1;
    }
    const newIndex = (index: number | undefined) =>
      index === undefined ? undefined : (keptBefore[Math.max(0, index)] ?? messages.length);
    const clearContextIndex = newIndex(finiteNumber(raw.clearContextIndex));
    const meta = sessionMetaSchema.safeParse({
      // Every field NextChat's session shares with ours, then those that need converting.
      ...validFields(sessionMetaSchema, raw),
      id,
      updatedAt: lastUpdate,
      topic: typeof raw.topic === 'string' ? raw.topic : DEFAULT_TOPIC,
      memoryPrompt: typeof raw.memoryPrompt === 'string' ? raw.memoryPrompt : '',
      stat: { ...emptyStat(), ...validFields(chatStatSchema, raw.stat) },
      lastUpdate,
      lastSummarizeIndex: newIndex(finiteNumber(raw.lastSummarizeIndex)) ?? 0,
      ...(clearContextIndex === undefined ? {} : { clearContextIndex }),
      // A chat's mask is its own copy: its id need not differ from other chats' or the masks'.
      mask: this.mask(raw.mask, lastUpdate, idTaker(this.ctx.newId)),
      order,
      messageCount: messages.length,
    });
    if (!meta.success) {
      this.skipped += 1 + messages.length;
      return undefined;
    }
    return { meta: meta.data, messages };
  }

  /** A message, or undefined (counted) when it has no usable role or content. */
  private message(raw: unknown, fallbackTime: number, takeId: (raw: unknown) => string): ChatMessage | undefined {
    const source = isRecord(raw) ? raw : {};
    const parsed = chatMessageSchema.safeParse({
      ...validFields(chatMessageSchema, source),
      id: takeId(source.id),
      // Messages whose date cannot be read are given their chat's time, not the import's.
      date: timeOf(source.date, this.ctx.now) ?? fallbackTime,
      content: contentOf(source.content),
      // A reply still streaming when the backup was taken ends where it got, as our own
      // cut-off replies do.
      ...(source.streaming === true ? { streaming: false, interrupted: true } : {}),
    });
    if (parsed.success) return parsed.data;
    this.skipped += 1;
    return undefined;
  }

  /** A mask made whole: a session always has one, so an unreadable one becomes our empty mask. */
  private mask(raw: unknown, fallbackTime: number, takeId: (raw: unknown) => string): Mask {
    const source = isRecord(raw) ? raw : {};
    const createdAt = timeOf(source.createdAt, this.ctx.now) ?? fallbackTime;
    const contextId = idTaker(this.ctx.newId);
    const context = Array.isArray(source.context)
      ? source.context.flatMap((message: unknown) => this.message(message, createdAt, contextId) ?? [])
      : [];
    // NextChat's plugin ids name plugins that are not imported.
    const { plugin: _plugin, ...fields } = validFields(maskSchema, source);
    return {
      ...createEmptyMask({ id: '', now: createdAt }),
      ...fields,
      id: takeId(source.id),
      createdAt,
      context,
      modelConfig: modelConfigOf(source.modelConfig),
    };
  }

  /** A user mask record; built-in masks are ours to provide, not copies of NextChat's. */
  maskRecord(raw: unknown): StoredMask | undefined {
    if (isRecord(raw) && raw.builtin === true) return undefined;
    const mask = this.mask(raw, this.ctx.now, this.maskId);
    const parsed = storedMaskSchema.safeParse({ ...mask, updatedAt: mask.createdAt });
    if (parsed.success) return parsed.data;
    this.skipped += 1;
    return undefined;
  }

  /** A user prompt record; NextChat's built-in prompts are not stored as records at all. */
  prompt(raw: unknown): StoredPrompt | undefined {
    if (!isRecord(raw) || raw.isUser !== true) return undefined;
    const createdAt = timeOf(raw.createdAt, this.ctx.now) ?? this.ctx.now;
    const parsed = storedPromptSchema.safeParse({
      ...validFields(promptSchema, raw),
      id: this.promptId(raw.id),
      createdAt,
      updatedAt: createdAt,
    });
    if (parsed.success) return parsed.data;
    this.skipped += 1;
    return undefined;
  }
}

/** NextChat writes "Ctrl + Enter" where we write "Ctrl+Enter". */
function submitKeyOf(raw: unknown): unknown {
  return typeof raw === 'string' ? raw.replace(/\s+/g, '') : raw;
}

/** The settings NextChat shares with us, only those with a value we accept: the config loader
 * fills the rest from defaults, and a caller may lay the row over the current config. */
function configRow(raw: JsonRecord | undefined, now: number): SettingsRecord | undefined {
  if (!raw) return undefined;
  const data: Partial<AppConfig> = validFields(appConfigSchema, { ...raw, submitKey: submitKeyOf(raw.submitKey) });
  if (isRecord(raw.modelConfig)) data.modelConfig = modelConfigOf(raw.modelConfig);
  if (Object.keys(data).length === 0) return undefined;
  return {
    name: CONFIG_ROW,
    version: STORE_VERSIONS[CONFIG_ROW],
    updatedAt: timeOf(raw.lastUpdateTime, now) ?? timeOf(raw.lastUpdate, now) ?? now,
    data,
  };
}
