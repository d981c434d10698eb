// A dictation as the transcription endpoints take it: 16 kHz mono 16-bit PCM in a WAV file. Speech
// needs no more than 16 kHz, and a third of the microphone's usual 48 kHz keeps uploads small.

/** The rate recordings are sent at: what speech recognisers work at. */
export const RECORDING_SAMPLE_RATE = 16_000;
const BYTES_PER_SAMPLE = 2;
const WAV_HEADER_BYTES = 44;
const INT16_MAX = 0x7fff;
const INT16_MIN = -0x8000;

/** Averages the samples of each output step: a simple low-pass that keeps speech intelligible. */
export function downsample(samples: Float32Array<ArrayBuffer>, fromRate: number, toRate = RECORDING_SAMPLE_RATE): Float32Array<ArrayBuffer> {
  if (fromRate <= toRate) return samples;
  const ratio = fromRate / toRate;
  const out = new Float32Array(Math.floor(samples.length / ratio));
  for (let index = 0; index < out.length; index += 1) {
    const start = Math.floor(index * ratio);
    const end = Math.min(samples.length, Math.floor((index + 1) * ratio));
    let sum = 0;
    for (let at = start; at < end; at += 1) sum += samples[at] ?? 0;
    out[index] = sum / Math.max(1, end - start);
  }
  return out;
}

/** A RIFF/WAVE file of 16-bit mono PCM. */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * BYTES_PER_SAMPLE;
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  const text = (at: number, value: string) => [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - 8 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // the fmt chunk's size for PCM
  view.setUint16(20, 1, true); // format 1: integer PCM
  view.setUint16(22, 1, true); // one channel
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * BYTES_PER_SAMPLE, true);
  view.setUint16(32, BYTES_PER_SAMPLE, true);
  view.setUint16(34, BYTES_PER_SAMPLE * 8, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, index) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(WAV_HEADER_BYTES + index * BYTES_PER_SAMPLE, Math.round(clamped < 0 ? clamped * -INT16_MIN : clamped * INT16_MAX), true);
  });
  return new Uint8Array(buffer);
}

/** Little-endian 16-bit samples (a speech answer's `pcm` bytes) as -1…1 floats. */
export function pcm16ToFloat(bytes: Uint8Array): Float32Array<ArrayBuffer> {
  const count = Math.floor(bytes.byteLength / BYTES_PER_SAMPLE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * BYTES_PER_SAMPLE);
  const out = new Float32Array(count);
  for (let index = 0; index < count; index += 1) out[index] = view.getInt16(index * BYTES_PER_SAMPLE, true) / -INT16_MIN;
  return out;
}
