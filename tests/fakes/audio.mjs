// OpenAI's audio endpoints as the fake answers them, on OpenAI's paths and on Azure deployments:
// text to speech (POST …/audio/speech, JSON in, the audio out, streamed as it is made; here real
// speech from espeak-ng, as `pcm`: 24 kHz 16-bit mono) and transcription (POST …/audio/transcriptions,
// a multipart form with `file` and `model`, answered `{"text": …}`). The fake cannot recognise
// speech: it checks that the file is real audio with sound in it (a WAV's samples are measured, a
// WebM/Ogg is recognised by its signature) and answers TRANSCRIBED_TEXT. Magic words: a speech input
// or a transcription model containing [[fake:500]] is answered with OpenAI's server error.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { errorAnswer } from './errors.mjs';

export const SPEECH_ROUTE = /^\/(openai|azure\/openai\/deployments\/[\w.-]+)\/(v1\/)?audio\/speech$/;
export const TRANSCRIPTION_ROUTE = /^\/(openai|azure\/openai\/deployments\/[\w.-]+)\/(v1\/)?audio\/transcriptions$/;
/** What every recording with sound in it is heard as. */
export const TRANSCRIBED_TEXT = 'Write a short poem about the sea';

/** The providers' `pcm` format. */
const PCM_RATE = 24_000;
/** The answer is written in pieces of this many bytes (50 ms of audio), as a provider streams it. */
const PIECE_BYTES = 2400;
/** A WAV whose samples stay below this RMS (of full scale) is silence: no one spoke. */
const SILENCE_RMS = 0.005;

const run = promisify(execFile);

/** Speech for `text` from espeak-ng, resampled by sox to raw 24 kHz 16-bit mono. */
async function speak(text) {
  const { stdout: wav } = await run('espeak-ng', ['--stdout', text], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  const sox = execFile('sox', ['-t', 'wav', '-', '-t', 'raw', '-r', String(PCM_RATE), '-c', '1', '-b', '16', '-e', 'signed-integer', '-L', '-'], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  const out = new Promise((resolve, reject) => {
    const chunks = [];
    sox.stdout.on('data', (chunk) => chunks.push(chunk));
    sox.on('error', reject);
    sox.on('close', (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`sox exited with ${code}`))));
  });
  sox.stdin.end(wav);
  return out;
}

const openaiError = (status, message, type, code) => ({ status, body: { error: { message, type, param: null, code } } });

/** Answers one speech request; `entry.json` is its body. Streams the audio in pieces. */
export async function speechAnswer(res, { entry, authorised, dialect }) {
  const body = entry.json;
  const json = ({ status, body: answer }) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  };
  if (!authorised) return json(errorAnswer(dialect, 'auth'));
  const input = typeof body.input === 'string' ? body.input : '';
  if (input.includes('[[fake:500]]')) return json(errorAnswer(dialect, 'server'));
  if (!input || typeof body.voice !== 'string' || (dialect === 'openai' && typeof body.model !== 'string')) {
    return json(openaiError(400, "Missing required parameter: 'input'.", 'invalid_request_error', null));
  }
  if (body.response_format !== 'pcm') return json(openaiError(400, 'The fake speaks only pcm.', 'invalid_request_error', null));
  const audio = await speak(input);
  res.writeHead(200, { 'content-type': 'audio/pcm', 'transfer-encoding': 'chunked' });
  for (let at = 0; at < audio.length; at += PIECE_BYTES) {
    if (res.destroyed) return;
    res.write(audio.subarray(at, at + PIECE_BYTES));
    await new Promise((resolve) => setImmediate(resolve));
  }
  entry.completed = true;
  res.end();
}

/** What a WAV file holds: its format and the loudness of its samples (16-bit PCM only). */
function readWav(bytes) {
  if (bytes.length < 44 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') return undefined;
  let at = 12;
  let format;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const start = at + 8;
    if (id === 'fmt ') format = { code: bytes.readUInt16LE(start), channels: bytes.readUInt16LE(start + 2), sampleRate: bytes.readUInt32LE(start + 4), bits: bytes.readUInt16LE(start + 14) };
    if (id === 'data' && format?.code === 1 && format.bits === 16) {
      const end = Math.min(bytes.length, start + size);
      const count = Math.floor((end - start) / 2);
      let sum = 0;
      for (let index = 0; index < count; index += 1) sum += (bytes.readInt16LE(start + index * 2) / 32768) ** 2;
      return { format: 'wav', sampleRate: format.sampleRate, channels: format.channels, seconds: count / format.channels / format.sampleRate, rms: Math.sqrt(sum / Math.max(1, count)) };
    }
    at = start + size + (size % 2);
  }
  return undefined;
}

/** WebM (EBML) or Ogg, as MediaRecorder writes them. */
function containerOf(bytes) {
  if (bytes.length > 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return { format: 'webm' };
  if (bytes.toString('latin1', 0, 4) === 'OggS') return { format: 'ogg' };
  return undefined;
}

/** Answers one transcription request. `raw` is the whole multipart body; what the file held is
 * recorded on `entry.audio` for the tests. */
export async function transcriptionAnswer({ entry, raw, contentType, authorised, dialect }) {
  if (!authorised) return errorAnswer(dialect, 'auth');
  let form;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType ?? '' } }).formData();
  } catch {
    return openaiError(400, 'Could not parse multipart form', 'invalid_request_error', null);
  }
  const model = form.get('model');
  const file = form.get('file');
  if (dialect === 'openai' && typeof model !== 'string') return openaiError(400, "you must provide a model parameter", 'invalid_request_error', null);
  if (typeof model === 'string' && model.includes('[[fake:500]]')) return errorAnswer(dialect, 'server');
  if (!file || typeof file === 'string') return openaiError(400, "Missing required parameter: 'file'.", 'invalid_request_error', null);
  const bytes = Buffer.from(await file.arrayBuffer());
  const audio = readWav(bytes) ?? containerOf(bytes);
  entry.audio = { ...audio, name: file.name, type: file.type, bytes: bytes.length };
  if (!audio) return openaiError(400, 'Invalid file format. Supported formats: flac, m4a, mp3, mp4, mpeg, mpga, oga, ogg, wav, webm', 'invalid_request_error', null);
  const silent = audio.rms !== undefined && audio.rms < SILENCE_RMS;
  return { status: 200, body: { text: silent ? '' : TRANSCRIBED_TEXT } };
}
