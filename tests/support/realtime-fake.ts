// A fake of the realtime API (OpenAI's /v1/realtime and Azure's /openai/realtime) speaking its
// documented events over a WebSocket. It hears the audio it is sent: a simple voice activity
// detector on the appended PCM decides when the user starts and stops speaking (silence never
// counts), then it answers as the server-VAD mode does: speech_started, speech_stopped, the user's
// transcript, and a response streamed as audio deltas with their transcript, paced like a model
// speaking, so that the user can interrupt it (response.cancel ends it as cancelled).

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

const SAMPLE_RATE = 24_000;
/** A chunk is speech when its RMS level is above this (about -34 dBFS): espeak's speech is far
 * above it, digital silence and a quiet room far below. */
const SPEECH_RMS = 0.02;
/** Silence after speech that ends the user's turn, as server VAD's silence_duration_ms. */
const END_OF_TURN_SAMPLES = SAMPLE_RATE / 2;
/** Speech shorter than this is a click, not a turn. */
const MIN_SPEECH_SAMPLES = SAMPLE_RATE / 5;
/** One audio delta: 100 ms of answer. */
const DELTA_SAMPLES = SAMPLE_RATE / 10;
/** Deltas go out a little faster than they play, as a model's do. */
const DELTA_INTERVAL_MS = 80;
const TONE_HZ = 330;
const TONE_LEVEL = 0.3;

interface FakeCall {
  /** The request's path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The session.update's session, once received. */
  session?: Record<string, unknown>;
  /** Every client event's type, in order. */
  received: string[];
  appendedSamples: number;
  /** The loudest appended sample, 0…1. */
  peak: number;
  utterances: number;
  cancels: number;
  truncates: number;
  clears: number;
  /** The text of each conversation.item.create with an input_text part, in order. */
  typed: string[];
  /** response.create events received. */
  responseCreates: number;
  /** Appends since the last input_audio_buffer.clear (all of them before the first). */
  appendsSinceClear: number;
  closed: boolean;
}

export interface RealtimeFakeOptions {
  userTranscript: string;
  answerTranscript: string;
  /** How long each answer's audio is. */
  answerSeconds: number;
}

export interface RealtimeFake {
  /** http://127.0.0.1:<port>: what BASE_URL or AZURE_URL is set to. */
  url: string;
  calls: FakeCall[];
  close(): Promise<void>;
}

const DEFAULTS: RealtimeFakeOptions = {
  userTranscript: 'What is the weather like today?',
  answerTranscript: 'It is sunny and warm, a fine day for a walk.',
  answerSeconds: 6,
};

function rms(samples: Int16Array): number {
  let sum = 0;
  for (const sample of samples) sum += (sample / 0x8000) ** 2;
  return samples.length === 0 ? 0 : Math.sqrt(sum / samples.length);
}

function tone(fromSample: number): string {
  const pcm = Buffer.alloc(DELTA_SAMPLES * 2);
  for (let index = 0; index < DELTA_SAMPLES; index++) {
    const value = Math.sin((2 * Math.PI * TONE_HZ * (fromSample + index)) / SAMPLE_RATE) * TONE_LEVEL;
    pcm.writeInt16LE(Math.round(value * 0x7fff), index * 2);
  }
  return pcm.toString('base64');
}

function serve(socket: WebSocket, call: FakeCall, options: RealtimeFakeOptions): void {
  const preview = call.url.startsWith('/openai/realtime');
  const names = preview
    ? { audio: 'response.audio.delta', audioDone: 'response.audio.done', said: 'response.audio_transcript.delta', saidDone: 'response.audio_transcript.done' }
    : { audio: 'response.output_audio.delta', audioDone: 'response.output_audio.done', said: 'response.output_audio_transcript.delta', saidDone: 'response.output_audio_transcript.done' };
  let events = 0;
  let items = 0;
  const send = (event: Record<string, unknown>) => socket.send(JSON.stringify({ event_id: `event_${++events}`, ...event }));
  let speaking = false;
  let speechSamples = 0;
  let silentSamples = 0;
  let userItem = '';
  let audioMs = 0;
  let answer: { responseId: string; itemId: string; timer: NodeJS.Timeout } | undefined;

  const finishAnswer = (status: 'completed' | 'cancelled') => {
    if (!answer) return;
    clearInterval(answer.timer);
    const { responseId, itemId } = answer;
    answer = undefined;
    if (status === 'completed') {
      send({ type: names.audioDone, response_id: responseId, item_id: itemId, output_index: 0, content_index: 0 });
      send({ type: names.saidDone, response_id: responseId, item_id: itemId, output_index: 0, content_index: 0, transcript: options.answerTranscript });
    }
    send({ type: 'response.done', response: { id: responseId, object: 'realtime.response', status, output: [] } });
  };

  const startAnswer = () => {
    const responseId = `resp_${++items}`;
    const itemId = `item_${++items}`;
    send({ type: 'response.created', response: { id: responseId, object: 'realtime.response', status: 'in_progress', output: [] } });
    const words = options.answerTranscript.split(' ');
    const deltas = Math.round((options.answerSeconds * SAMPLE_RATE) / DELTA_SAMPLES);
    let sent = 0;
    const timer = setInterval(() => {
      const base = { response_id: responseId, item_id: itemId, output_index: 0, content_index: 0 };
      // The words come with the first deltas, as a model's transcript runs ahead of its voice.
      const word = words[sent];
      if (word !== undefined) send({ type: names.said, ...base, delta: sent === 0 ? word : ` ${word}` });
      send({ type: names.audio, ...base, delta: tone(sent * DELTA_SAMPLES) });
      sent += 1;
      if (sent >= deltas) finishAnswer('completed');
    }, DELTA_INTERVAL_MS);
    answer = { responseId, itemId, timer };
  };

  const hear = (pcm: Int16Array) => {
    const level = rms(pcm);
    for (const sample of pcm) call.peak = Math.max(call.peak, Math.abs(sample / 0x8000));
    call.appendedSamples += pcm.length;
    audioMs = Math.round((call.appendedSamples / SAMPLE_RATE) * 1000);
    if (level > SPEECH_RMS) {
      silentSamples = 0;
      speechSamples += pcm.length;
      if (!speaking && speechSamples >= MIN_SPEECH_SAMPLES) {
        speaking = true;
        userItem = `item_${++items}`;
        call.utterances += 1;
        send({ type: 'input_audio_buffer.speech_started', audio_start_ms: audioMs, item_id: userItem });
      }
      return;
    }
    if (!speaking) {
      speechSamples = 0;
      return;
    }
    silentSamples += pcm.length;
    if (silentSamples < END_OF_TURN_SAMPLES) return;
    speaking = false;
    speechSamples = 0;
    send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: audioMs, item_id: userItem });
    send({ type: 'input_audio_buffer.committed', previous_item_id: null, item_id: userItem });
    startAnswer();
    // The transcription runs beside the answer and usually arrives after it has begun.
    send({ type: 'conversation.item.input_audio_transcription.completed', item_id: userItem, content_index: 0, transcript: options.userTranscript });
  };

  send({ type: 'session.created', session: { id: 'sess_fake', object: 'realtime.session' } });
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as { type: string; [key: string]: unknown };
    call.received.push(event.type);
    switch (event.type) {
      case 'session.update':
        call.session = event.session as Record<string, unknown>;
        send({ type: 'session.updated', session: call.session });
        break;
      case 'input_audio_buffer.append': {
        call.appendsSinceClear += 1;
        const bytes = Buffer.from(String(event.audio), 'base64');
        hear(new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 2)));
        break;
      }
      case 'input_audio_buffer.clear':
        call.clears += 1;
        call.appendsSinceClear = 0;
        speaking = false;
        speechSamples = 0;
        send({ type: 'input_audio_buffer.cleared' });
        break;
      case 'response.cancel':
        call.cancels += 1;
        if (answer) finishAnswer('cancelled');
        else send({ type: 'error', error: { type: 'invalid_request_error', code: 'response_cancel_not_active', message: 'Cancellation failed: no active response found' } });
        break;
      case 'conversation.item.create': {
        const item = event.item as { type?: string; role?: string; content?: { type?: string; text?: string }[] } | undefined;
        const text = item?.type === 'message' && item.role === 'user' ? item.content?.find((part) => part.type === 'input_text')?.text : undefined;
        if (typeof text !== 'string') {
          send({ type: 'error', error: { type: 'invalid_request_error', code: 'invalid_value', message: 'Invalid conversation item' } });
          break;
        }
        call.typed.push(text);
        const added = { id: `item_${++items}`, object: 'realtime.item', type: 'message', role: 'user', status: 'completed', content: [{ type: 'input_text', text }] };
        // The GA API tells of a new item in two steps; the preview in one.
        if (preview) send({ type: 'conversation.item.created', previous_item_id: null, item: added });
        else {
          send({ type: 'conversation.item.added', previous_item_id: null, item: added });
          send({ type: 'conversation.item.done', previous_item_id: null, item: added });
        }
        break;
      }
      case 'response.create':
        call.responseCreates += 1;
        if (answer) send({ type: 'error', error: { type: 'invalid_request_error', code: 'conversation_already_has_active_response', message: 'Conversation already has an active response in progress.' } });
        else startAnswer();
        break;
      case 'conversation.item.truncate':
        call.truncates += 1;
        send({ type: 'conversation.item.truncated', item_id: event.item_id, content_index: 0, audio_end_ms: event.audio_end_ms });
        break;
      default:
        break;
    }
  });
  socket.on('close', () => {
    call.closed = true;
    if (answer) clearInterval(answer.timer);
  });
}

export async function startRealtimeFake(options: Partial<RealtimeFakeOptions> = {}): Promise<RealtimeFake> {
  const settings = { ...DEFAULTS, ...options };
  const calls: FakeCall[] = [];
  const server = createServer((_request, response) => response.writeHead(426).end());
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket, request) => {
    const call: FakeCall = {
      url: request.url ?? '',
      headers: request.headers,
      received: [],
      appendedSamples: 0,
      peak: 0,
      utterances: 0,
      cancels: 0,
      truncates: 0,
      clears: 0,
      typed: [],
      responseCreates: 0,
      appendsSinceClear: 0,
      closed: false,
    };
    calls.push(call);
    serve(socket, call, settings);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  };
}
