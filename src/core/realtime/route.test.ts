import { describe, expect, it } from 'vitest';
import { defaultAccessSettings } from '../defaults';
import type { AccessSettings } from '../types';
import { decodeSubprotocolValue, encodeSubprotocolValue, realtimeRoute } from './route';
import { isRealtimeModel } from './models';

const access = (patch: Partial<AccessSettings> = {}): AccessSettings => ({ ...defaultAccessSettings(), ...patch });

describe('where a call connects', () => {
  it('goes through the relay on the page’s origin without a key of the user’s, with the code as a subprotocol', () => {
    const route = realtimeRoute('OpenAI', 'gpt-realtime', access({ accessCode: 'pâté 1,2' }), 'web', 'https://chat.example');
    expect(route?.url).toBe('wss://chat.example/api/realtime?provider=openai&model=gpt-realtime');
    expect(route?.direct).toBe(false);
    const [, code] = route?.protocols ?? [];
    expect(code).toMatch(/^polychat-code\.[\w-]+$/);
    expect(decodeSubprotocolValue(code!.slice('polychat-code.'.length))).toBe('pâté 1,2');
    expect(route?.url).not.toContain('p%C3%A2t');
  });

  it('goes straight to OpenAI with the user’s key as OpenAI’s browser subprotocol', () => {
    const route = realtimeRoute('OpenAI', 'gpt-realtime', access({ openaiApiKey: 'sk-user' }), 'web', 'http://localhost:3000');
    expect(route).toEqual({ url: 'wss://api.openai.com/v1/realtime?model=gpt-realtime', protocols: ['realtime', 'openai-insecure-api-key.sk-user'], dialect: 'ga', direct: true });
  });

  it('goes straight to the user’s Azure resource on its preview realtime surface', () => {
    const route = realtimeRoute('Azure', 'my-rt', access({ azureUrl: 'https://res.openai.azure.com/openai/', azureApiKey: 'az', azureApiVersion: '2023-08-01-preview' }), 'web', 'http://x');
    expect(route?.url).toBe('wss://res.openai.azure.com/openai/realtime?api-version=2025-04-01-preview&deployment=my-rt&api-key=az');
    expect(route?.dialect).toBe('preview');
  });

  it('has nowhere to go in the desktop app without the user’s key', () => {
    expect(realtimeRoute('OpenAI', 'gpt-realtime', access(), 'desktop', 'http://127.0.0.1:1')).toBeUndefined();
  });

  it('round-trips any code through the subprotocol encoding', () => {
    for (const code of ['a', 'with space', '日本語', '+/=,;"']) expect(decodeSubprotocolValue(encodeSubprotocolValue(code))).toBe(code);
    expect(decodeSubprotocolValue('not base64!')).toBeUndefined();
  });

  it('knows realtime models by name, for OpenAI and Azure only', () => {
    expect(isRealtimeModel('gpt-4o-mini-realtime-preview-2024-12-17', 'OpenAI')).toBe(true);
    expect(isRealtimeModel('gpt-realtime', 'Azure')).toBe(true);
    expect(isRealtimeModel('gpt-4o', 'OpenAI')).toBe(false);
    expect(isRealtimeModel('gpt-realtime', 'Google')).toBe(false);
  });
});
