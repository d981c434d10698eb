import { describe, expect, it } from 'vitest';
import { buildSpeechRequest, SPEECH_SPEED_MAX } from './speech-request';
import { readTranscription, transcriptionTarget } from './transcription-request';

describe('speech request', () => {
  it('asks OpenAI for pcm speech with the voice and a bounded speed', () => {
    const request = buildSpeechRequest('openai', { text: 'Hello.', model: 'tts-1', voice: 'nova', speed: 9, endpoint: { baseUrl: '/api/openai', apiKey: 'sk-own' } });
    expect(request.url).toBe('/api/openai/v1/audio/speech');
    expect(request.headers).toMatchObject({ Authorization: 'Bearer sk-own' });
    expect(JSON.parse(request.body as string)).toEqual({ model: 'tts-1', input: 'Hello.', voice: 'nova', speed: SPEECH_SPEED_MAX, response_format: 'pcm' });
  });

  it('asks an Azure deployment on its path with the api-version', () => {
    const request = buildSpeechRequest('azure', { text: 'Hi.', model: 'speak', voice: 'alloy', speed: 1, endpoint: { baseUrl: 'https://r.openai.azure.com', apiKey: 'k', apiVersion: '2025-03-01-preview' } });
    expect(request.url).toBe('https://r.openai.azure.com/openai/deployments/speak/audio/speech?api-version=2025-03-01-preview');
    expect(request.headers).toMatchObject({ 'api-key': 'k' });
  });

  it('refuses to build a request without a model', () => {
    expect(() => buildSpeechRequest('openai', { text: 'Hi.', model: ' ', voice: 'alloy', speed: 1, endpoint: { baseUrl: '/api/openai' } })).toThrow(/speech model/);
  });
});

describe('transcription', () => {
  it('targets OpenAI and Azure with the model as a form field', () => {
    expect(transcriptionTarget('openai', 'whisper-1', { baseUrl: '/api/openai' })).toEqual({ url: '/api/openai/v1/audio/transcriptions', headers: {}, fields: { model: 'whisper-1', response_format: 'json' } });
    expect(transcriptionTarget('azure', 'hear', { baseUrl: '/api/azure' }).url).toMatch(/^\/api\/azure\/openai\/deployments\/hear\/audio\/transcriptions\?api-version=/);
  });

  it('reads the text, and tells a refused key, a busy provider and anything else apart', () => {
    expect(readTranscription(200, '{"text":" Hello there. "}')).toEqual({ ok: true, text: 'Hello there.' });
    expect(readTranscription(401, '{"error":{}}')).toEqual({ ok: false, failure: 'auth' });
    expect(readTranscription(429, '')).toEqual({ ok: false, failure: 'busy' });
    expect(readTranscription(500, '')).toEqual({ ok: false, failure: 'failed' });
    expect(readTranscription(200, '<html>')).toEqual({ ok: false, failure: 'failed' });
  });
});
