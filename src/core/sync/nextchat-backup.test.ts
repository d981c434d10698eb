import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { STORE_VERSIONS } from '../constants/settings';
import {
  appConfigSchema,
  backupFileSchema,
  sessionMetaSchema,
  settingsRecordSchema,
  storedMaskSchema,
  storedMessageSchema,
  storedPromptSchema,
  type StoredMessage,
} from '../schemas';
import type { SessionMeta } from '../types';
import { fromNextChatBackup, isNextChatBackup, type NextChatImport } from './nextchat-backup';
import { emptyState } from './sync-file';

const NOW = Date.UTC(2025, 0, 15, 12);
const TRIP_UPDATED = Date.UTC(2024, 4, 12, 14, 5);
const GENERICS_UPDATED = Date.UTC(2024, 3, 2, 9, 30);
const MASK_CREATED = Date.UTC(2024, 1, 1);
const PROMPT_CREATED = Date.UTC(2024, 2, 3);
const CONFIG_UPDATED = Date.UTC(2024, 4, 20);
const API_KEY = 'sk-do-not-carry-me';
const WEBDAV_PASSWORD = 'dav-do-not-carry-me';

/** NextChat writes dates with toLocaleString, read back in local time. */
const localTime = (...parts: [number, number, number, number, number, number]) => new Date(...parts).getTime();

const nextChatModelConfig = {
  model: 'gpt-4o',
  providerName: 'OpenAI',
  temperature: 0.7,
  top_p: 1,
  max_tokens: 4000,
  presence_penalty: 0,
  frequency_penalty: 0,
  sendMemory: true,
  historyMessageCount: 4,
  compressMessageLengthThreshold: 1000,
  compressModel: 'gpt-4o-mini',
  compressProviderName: 'OpenAI',
  enableInjectSystemPrompts: true,
  template: '{{input}}',
  size: '1024x1024',
  quality: 'standard',
  style: 'vivid',
};

function sessionMask(id: string, name: string) {
  return {
    id,
    avatar: 'gpt-bot',
    name,
    context: [],
    syncGlobalConfig: true,
    modelConfig: nextChatModelConfig,
    lang: 'en',
    builtin: false,
    createdAt: TRIP_UPDATED,
    plugin: ['nextchat-plugin-id'],
  };
}

function fixture() {
  return {
    'chat-next-web-store': {
      sessions: [
        {
          id: 'trip-session',
          topic: 'Trip to Lisbon',
          memoryPrompt: 'The user plans a trip to Lisbon in June.',
          messages: [
            { id: 'm-trip-1', date: '2024/5/12 14:03:22', role: 'user', content: 'Where should I stay in Lisbon?' },
            {
              id: 'm-trip-2',
              date: '2024/5/12 14:03:40',
              role: 'assistant',
              content: 'Alfama or Baixa are central.',
              streaming: false,
              model: 'gpt-4o',
            },
            {
              id: 'm-trip-3',
              date: '2024/5/12 14:04:10',
              role: 'user',
              content: [
                { type: 'text', text: 'Is this tram worth it?' },
                { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,AAAA' } },
              ],
            },
            { id: 'm-trip-4', date: '2024/5/12 14:04:15', role: 'assistant', content: 'Tram 28 is', streaming: true, model: 'gpt-4o' },
          ],
          stat: { tokenCount: 120, wordCount: 40, charCount: 210 },
          lastUpdate: TRIP_UPDATED,
          lastSummarizeIndex: 2,
          mask: sessionMask('trip-mask', 'New Chat'),
        },
        {
          id: 'generics-session',
          topic: 'TypeScript generics',
          memoryPrompt: '',
          messages: [
            { id: 'm-gen-1', date: '4/2/2024, 9:28:00 AM', role: 'user', content: 'Explain conditional types.' },
            { id: 'm-gen-2', date: '4/2/2024, 9:28:30 AM', role: 'assistant', content: 'A conditional type picks…', isError: false },
            { id: 'm-gen-3', date: '4/2/2024, 9:29:00 AM', role: 'user', content: 'And infer?' },
          ],
          stat: { tokenCount: 0, wordCount: 0, charCount: 0 },
          lastUpdate: GENERICS_UPDATED,
          lastSummarizeIndex: 0,
          clearContextIndex: 2,
          mask: { ...sessionMask('100001', 'Coder'), builtin: true },
        },
      ],
      currentSessionIndex: 0,
      lastInput: '',
      lastUpdateTime: TRIP_UPDATED,
    },
    'mask-store': {
      masks: {
        'user-mask': {
          id: 'user-mask',
          avatar: '1f9d1-200d-1f3eb',
          name: 'Portuguese tutor',
          hideContext: false,
          context: [{ id: 'ctx-1', date: '', role: 'system', content: 'You teach European Portuguese.' }],
          syncGlobalConfig: false,
          modelConfig: { ...nextChatModelConfig, temperature: 5 },
          lang: 'pt',
          builtin: false,
          createdAt: MASK_CREATED,
          plugin: [],
        },
        '100000': { ...sessionMask('100000', 'Copywriter'), builtin: true },
      },
      language: 'en',
      lastUpdateTime: MASK_CREATED,
    },
    'prompt-store': {
      counter: 2,
      prompts: {
        'user-prompt': {
          id: 'user-prompt',
          isUser: true,
          title: 'Translate',
          content: 'Translate into Portuguese:',
          createdAt: PROMPT_CREATED,
        },
        'builtin-prompt': { id: 'builtin-prompt', isUser: false, title: 'Linux terminal', content: 'Act as…', createdAt: 0 },
      },
      lastUpdateTime: PROMPT_CREATED,
    },
    'app-config': {
      lastUpdate: CONFIG_UPDATED,
      submitKey: 'Ctrl + Enter',
      avatar: '1f603',
      fontSize: 16,
      fontFamily: '',
      theme: 'dark',
      tightBorder: true,
      sendPreviewBubble: false,
      enableAutoGenerateTitle: true,
      sidebarWidth: 320,
      enableArtifacts: true,
      enableCodeFold: true,
      disablePromptHint: false,
      dontShowMaskSplashScreen: true,
      hideBuiltinMasks: false,
      customModels: '-all,+gpt-4o',
      models: [{ name: 'gpt-4o', available: true }],
      modelConfig: nextChatModelConfig,
      ttsConfig: { enable: false, model: 'tts-1' },
      lastUpdateTime: CONFIG_UPDATED,
    },
    'access-control': { accessCode: 'secret-code', openaiApiKey: API_KEY, useCustomConfig: true },
    sync: { provider: 'webdav', webdav: { endpoint: 'https://dav.example', username: 'me', password: WEBDAV_PASSWORD } },
  };
}

function ids() {
  let next = 0;
  return () => `new-${++next}`;
}

function convert(value: unknown): NextChatImport {
  const result = fromNextChatBackup(value, { now: NOW, newId: ids() });
  if (!result) throw new Error('expected a NextChat backup');
  return result;
}

const sessionsOf = (result: NextChatImport) => result.state.sessions as SessionMeta[];
const messagesOf = (result: NextChatImport) => result.state.messages as StoredMessage[];
const messagesOfSession = (result: NextChatImport, sessionId: string) =>
  messagesOf(result).filter((message) => message.sessionId === sessionId);

describe('isNextChatBackup / fromNextChatBackup', () => {
  it.each([
    ['our own backup', emptyState(NOW)],
    ['null', null],
    ['an array', []],
    ['a string', 'chat-next-web-store'],
    ['an unrelated object', { sessions: [] }],
    ['a chat store without sessions', { 'chat-next-web-store': { sessions: 'none' } }],
  ])('refuses %s', (_name, value) => {
    expect(isNextChatBackup(value)).toBe(false);
    expect(fromNextChatBackup(value, { now: NOW, newId: ids() })).toBeNull();
  });

  it('recognises a NextChat backup, also one with only masks or prompts', () => {
    expect(isNextChatBackup(fixture())).toBe(true);
    expect(isNextChatBackup({ 'mask-store': fixture()['mask-store'] })).toBe(true);
    expect(isNextChatBackup({ 'prompt-store': fixture()['prompt-store'] })).toBe(true);
    const onlyMasks = convert({ 'mask-store': fixture()['mask-store'] });
    expect(onlyMasks.state.masks).toHaveLength(1);
    expect(onlyMasks.state.sessions).toEqual([]);
  });
});

describe('fromNextChatBackup', () => {
  it('keeps the sessions in NextChat order, with their topics and times', () => {
    const result = convert(fixture());
    const sessions = sessionsOf(result);
    expect(result.skipped).toBe(0);
    expect(sessions.map((s) => [s.id, s.topic, s.order])).toEqual([
      ['trip-session', 'Trip to Lisbon', 0],
      ['generics-session', 'TypeScript generics', 1],
    ]);
    expect(sessions.map((s) => [s.updatedAt, s.lastUpdate])).toEqual([
      [TRIP_UPDATED, TRIP_UPDATED],
      [GENERICS_UPDATED, GENERICS_UPDATED],
    ]);
    expect(sessions.map((s) => s.messageCount)).toEqual([4, 3]);
    expect(sessions[0]?.memoryPrompt).toBe('The user plans a trip to Lisbon in June.');
    expect(sessions[0]?.stat).toEqual({ tokenCount: 120, wordCount: 40, charCount: 210 });
    expect(sessions[1]?.clearContextIndex).toBe(2);
  });

  it('stores messages as rows linked to their session, in order, with seq and dates', () => {
    const result = convert(fixture());
    const trip = messagesOfSession(result, 'trip-session');
    expect(trip.map((m) => [m.id, m.seq, m.parentId])).toEqual([
      ['m-trip-1', 0, null],
      ['m-trip-2', 1, 'm-trip-1'],
      ['m-trip-3', 2, 'm-trip-2'],
      ['m-trip-4', 3, 'm-trip-3'],
    ]);
    expect(messagesOfSession(result, 'generics-session').map((m) => m.seq)).toEqual([0, 1, 2]);
    expect(messagesOf(result)).toHaveLength(7);
    expect(trip[0]?.date).toBe(localTime(2024, 4, 12, 14, 3, 22));
    expect(trip[0]?.updatedAt).toBe(trip[0]?.date);
    expect(messagesOfSession(result, 'generics-session')[0]?.date).toBe(localTime(2024, 3, 2, 9, 28, 0));
  });

  it('keeps multimodal content and ends a reply left streaming as interrupted', () => {
    const trip = messagesOfSession(convert(fixture()), 'trip-session');
    expect(trip[2]?.content).toEqual([
      { type: 'text', text: 'Is this tram worth it?' },
      { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,AAAA' } },
    ]);
    expect(trip[3]).toMatchObject({ content: 'Tram 28 is', streaming: false, interrupted: true, model: 'gpt-4o' });
    expect(trip[1]).toMatchObject({ streaming: false, model: 'gpt-4o' });
    expect(trip[1]?.interrupted).toBeUndefined();
  });

  it('imports user masks and prompts only, and drops plugin ids of NextChat', () => {
    const result = convert(fixture());
    expect(result.state.masks).toHaveLength(1);
    const mask = storedMaskSchema.parse(result.state.masks[0]);
    expect(mask).toMatchObject({ id: 'user-mask', name: 'Portuguese tutor', builtin: false, lang: 'pt', updatedAt: MASK_CREATED });
    expect(mask.context).toEqual([
      { id: 'ctx-1', date: MASK_CREATED, role: 'system', content: 'You teach European Portuguese.' },
    ]);
    expect(mask.modelConfig.temperature).toBe(2);
    expect(mask.plugin).toBeUndefined();
    expect(sessionsOf(result)[0]?.mask.plugin).toBeUndefined();
    expect(sessionsOf(result)[1]?.mask).toMatchObject({ id: '100001', name: 'Coder', builtin: true });

    expect(result.state.prompts).toEqual([
      {
        id: 'user-prompt',
        title: 'Translate',
        content: 'Translate into Portuguese:',
        createdAt: PROMPT_CREATED,
        isUser: true,
        updatedAt: PROMPT_CREATED,
      },
    ]);
  });

  it('maps the settings we share into a config row and carries no keys or sync settings', () => {
    const result = convert(fixture());
    expect(result.state.settings).toHaveLength(1);
    const row = settingsRecordSchema.parse(result.state.settings[0]);
    expect(row).toMatchObject({ name: 'config', version: STORE_VERSIONS.config, updatedAt: CONFIG_UPDATED });
    const data = z.partial(appConfigSchema).parse(row.data);
    expect(data).toMatchObject({
      submitKey: 'Ctrl+Enter',
      theme: 'dark',
      fontSize: 16,
      tightBorder: true,
      sidebarWidth: 320,
      customModels: '-all,+gpt-4o',
    });
    expect(data.modelConfig).toMatchObject({ model: 'gpt-4o', temperature: 0.7 });
    expect(row.data).not.toHaveProperty('models');
    expect(row.data).not.toHaveProperty('ttsConfig');
    expect(row.data).not.toHaveProperty('lastUpdateTime');
    const text = JSON.stringify(result.state);
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(WEBDAV_PASSWORD);
    expect(text).not.toContain('secret-code');
  });

  it('produces only records our schemas accept', () => {
    const { state } = convert(fixture());
    expect(backupFileSchema.safeParse(state).success).toBe(true);
    for (const session of state.sessions) expect(sessionMetaSchema.safeParse(session).success).toBe(true);
    for (const message of state.messages) expect(storedMessageSchema.safeParse(message).success).toBe(true);
    for (const mask of state.masks) expect(storedMaskSchema.safeParse(mask).success).toBe(true);
    for (const prompt of state.prompts) expect(storedPromptSchema.safeParse(prompt).success).toBe(true);
    for (const row of state.settings) expect(settingsRecordSchema.safeParse(row).success).toBe(true);
  });

  it('skips and counts a damaged session and unreadable records instead of failing', () => {
    const backup = fixture();
    const [trip, generics] = backup['chat-next-web-store'].sessions;
    const damaged = { ...generics, id: 'damaged', messages: 'not an array' };
    const tripWithBadMessage = {
      ...trip,
      messages: [{ id: 'bad', date: 'x', role: 'robot', content: 1 }, ...(trip?.messages ?? [])],
      lastSummarizeIndex: 3,
    };
    const brokenPrompt = { id: 'broken', isUser: true, createdAt: 1 };
    const result = convert({
      ...backup,
      'chat-next-web-store': { sessions: [damaged, tripWithBadMessage, 'garbage'] },
      'prompt-store': { prompts: { ...backup['prompt-store'].prompts, broken: brokenPrompt } },
    });
    expect(result.skipped).toBe(4);
    expect(sessionsOf(result).map((s) => [s.id, s.order])).toEqual([['trip-session', 0]]);
    expect(messagesOf(result).map((m) => [m.id, m.seq])).toEqual([
      ['m-trip-1', 0],
      ['m-trip-2', 1],
      ['m-trip-3', 2],
      ['m-trip-4', 3],
    ]);
    // The summary mark stays after the same two messages.
    expect(sessionsOf(result)[0]?.lastSummarizeIndex).toBe(2);
    expect(result.state.prompts).toHaveLength(1);
  });

  it('leaves out empty chats without counting them', () => {
    const backup = fixture();
    const blank = { id: 'blank', topic: 'New Chat', messages: [], lastUpdate: NOW, mask: {} };
    const result = convert({ ...backup, 'chat-next-web-store': { sessions: [blank, ...backup['chat-next-web-store'].sessions] } });
    expect(result.skipped).toBe(0);
    expect(sessionsOf(result).map((s) => [s.id, s.order])).toEqual([
      ['trip-session', 0],
      ['generics-session', 1],
    ]);
  });

  it('repairs ids and times the way our migrations do', () => {
    const result = convert({
      'chat-next-web-store': {
        sessions: [
          {
            id: 42,
            messages: [
              { id: '', date: 'not a date', role: 'user', content: 'hello' },
              { id: 'same', date: '2099/1/1 00:00:00', role: 'assistant', content: 'hi' },
              { id: 'same', date: 'not a date', role: 'user', content: 'again' },
            ],
            lastUpdate: TRIP_UPDATED,
          },
          { messages: [{ role: 'user', content: 'no ids at all' }] },
        ],
      },
    });
    const sessions = sessionsOf(result);
    expect(result.skipped).toBe(0);
    expect(sessions.map((s) => s.id)).toEqual(['42', expect.stringMatching(/^new-/)]);
    expect(sessions[0]).toMatchObject({ topic: 'New Chat', memoryPrompt: '', lastSummarizeIndex: 0, messageCount: 3 });
    expect(sessions[1]).toMatchObject({ updatedAt: NOW, lastUpdate: NOW });
    const messages = messagesOfSession(result, '42');
    expect(messages.map((m) => m.id)).toEqual([expect.stringMatching(/^new-/), 'same', expect.stringMatching(/^new-/)]);
    expect(new Set(messagesOf(result).map((m) => m.id)).size).toBe(messagesOf(result).length);
    // Unreadable dates take the chat's time; one in the future cannot be right and is capped.
    expect(messages.map((m) => m.date)).toEqual([TRIP_UPDATED, NOW, TRIP_UPDATED]);
    for (const session of sessions) expect(sessionMetaSchema.safeParse(session).success).toBe(true);
  });
});
