// The voice paths through the provider proxy: text to speech streamed back as audio, a recording's
// multipart form sent on whole, the speech body's bound, and DISABLE_GPT4 on a form's model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { SPEECH_MAX_BODY_BYTES } from '../limits';
import { SPEECH_LEVEL, rmsLevel } from '../../core/voice/voice-activity';
import { encodeWav, pcm16ToFloat } from '../../core/voice/wav';
import { fakeEnv, startFake } from '../../../tests/fakes/harness';
import { TRANSCRIBED_TEXT } from '../../../tests/fakes/audio.mjs';
import type { FakeProviders } from '../../../tests/fakes/server.mjs';

let fake: FakeProviders & { url: string };
beforeAll(async () => {
  fake = await startFake();
});
afterAll(() => fake.close());

const appWith = (env: Record<string, string> = {}) => createApp({ config: loadConfig({ ...fakeEnv(fake.url), ...env }) });

const speech = (input: string, model = 'tts-1') => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ model, input, voice: 'alloy', speed: 1, response_format: 'pcm' }),
});

/** A second of a 440 Hz tone at 16 kHz: a recording with sound in it. */
function tone(): Uint8Array<ArrayBuffer> {
  const rate = 16_000;
  const samples = new Float32Array(rate).map((_, index) => 0.3 * Math.sin((2 * Math.PI * 440 * index) / rate));
  return encodeWav(samples, rate);
}

function recording(model: string): { method: string; body: FormData } {
  const form = new FormData();
  form.set('model', model);
  form.set('file', new Blob([tone()], { type: 'audio/wav' }), 'dictation.wav');
  return { method: 'POST', body: form };
}

describe('provider proxy: voice', () => {
  it('streams OpenAI speech back as the provider sends it, with the server key', async () => {
    const response = await appWith().request('/api/openai/v1/audio/speech', speech('Hello from the proxy.'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/pcm');
    const audio = new Uint8Array(await response.arrayBuffer());
    // espeak-ng's voice, not silence.
    expect(rmsLevel(pcm16ToFloat(audio))).toBeGreaterThan(SPEECH_LEVEL);
    expect(fake.last()?.headers.authorization).toBe('Bearer sk-server-openai');
  });

  it('sends a recording to OpenAI and to an Azure deployment and returns the text', async () => {
    const app = appWith();
    const openai = await app.request('/api/openai/v1/audio/transcriptions', recording('whisper-1'));
    expect(await openai.json()).toEqual({ text: TRANSCRIBED_TEXT });
    expect(fake.last()?.audio).toMatchObject({ format: 'wav', sampleRate: 16_000, channels: 1 });
    const azure = await app.request('/api/azure/openai/deployments/whisper/audio/transcriptions?api-version=2024-06-01', recording('whisper'));
    expect(await azure.json()).toEqual({ text: TRANSCRIBED_TEXT });
    expect(fake.last()?.headers['api-key']).toBe('azure-server-key');
  });

  it('refuses a speech body larger than any speech request before it reaches the provider', async () => {
    const before = fake.received;
    const response = await appWith().request('/api/openai/v1/audio/speech', speech('a'.repeat(SPEECH_MAX_BODY_BYTES)));
    expect(response.status).toBe(413);
    expect(fake.received).toBe(before);
  });

  it('refuses other audio paths', async () => {
    const response = await appWith().request('/api/openai/v1/audio/translations', recording('whisper-1'));
    expect(response.status).toBe(404);
  });

  it('DISABLE_GPT4 reads the model of a recording’s form: whisper-1 passes, a GPT-4o transcriber and a doubled model do not', async () => {
    const app = appWith({ DISABLE_GPT4: 'true' });
    expect((await app.request('/api/openai/v1/audio/transcriptions', recording('whisper-1'))).status).toBe(200);
    const before = fake.received;
    const refused = await app.request('/api/openai/v1/audio/transcriptions', recording('gpt-4o-transcribe'));
    expect(refused.status).toBe(403);
    const doubled = recording('whisper-1');
    doubled.body.append('Model', 'gpt-4o-transcribe');
    expect((await app.request('/api/openai/v1/audio/transcriptions', doubled)).status).toBe(400);
    expect(fake.received).toBe(before);
  });
});
