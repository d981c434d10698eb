import { describe, expect, it } from 'vitest';
import { createResponse, readServerEvent, sessionUpdate, typedMessage } from './events';
import { floatToPcm16Base64, pcm16Base64ToFloat } from './pcm';

describe('realtime events', () => {
  it('configures a GA session with PCM at 24 kHz, server VAD and input transcription', () => {
    expect(sessionUpdate('ga', 'Be brief.')).toEqual({
      type: 'session.update',
      session: {
        type: 'realtime',
        output_modalities: ['audio'],
        instructions: 'Be brief.',
        audio: {
          input: { format: { type: 'audio/pcm', rate: 24_000 }, transcription: { model: 'whisper-1' }, turn_detection: { type: 'server_vad' } },
          output: { format: { type: 'audio/pcm', rate: 24_000 }, voice: 'alloy' },
        },
      },
    });
  });

  it('configures an Azure preview session in the preview shape, without empty instructions', () => {
    const { session } = sessionUpdate('preview', '  ');
    expect(session).toMatchObject({ input_audio_format: 'pcm16', output_audio_format: 'pcm16', turn_detection: { type: 'server_vad' } });
    expect(session).not.toHaveProperty('instructions');
  });

  it('reads both the GA and the preview names of the answer events', () => {
    for (const type of ['response.output_audio.delta', 'response.audio.delta']) {
      expect(readServerEvent(JSON.stringify({ type, item_id: 'i1', delta: 'AAA=' }))).toEqual({ kind: 'audio', itemId: 'i1', base64: 'AAA=' });
    }
    for (const type of ['response.output_audio_transcript.done', 'response.audio_transcript.done']) {
      expect(readServerEvent(JSON.stringify({ type, item_id: 'i1', transcript: 'Hi' }))).toEqual({ kind: 'assistant-transcript', itemId: 'i1', text: 'Hi' });
    }
    expect(readServerEvent(JSON.stringify({ type: 'error', error: { code: 'x', message: 'Bad' } }))).toEqual({ kind: 'error', code: 'x', message: 'Bad' });
    expect(readServerEvent('not json')).toBeUndefined();
    expect(readServerEvent(JSON.stringify({ type: 'rate_limits.updated' }))).toBeUndefined();
  });

  it('adds a typed message as the user’s input_text item, then asks for an answer', () => {
    expect(typedMessage('Spell it.')).toEqual({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Spell it.' }] },
    });
    expect(createResponse()).toEqual({ type: 'response.create' });
  });

  it('turns samples into 16-bit PCM and back', () => {
    const samples = Float32Array.from([0, 0.5, -0.5, 1, -1, 2]);
    const back = pcm16Base64ToFloat(floatToPcm16Base64(samples));
    expect(Array.from(back, (value) => Math.round(value * 1000) / 1000)).toEqual([0, 0.5, -0.5, 1, -1, 1]);
    expect(pcm16Base64ToFloat('%%%')).toHaveLength(0);
  });
});
