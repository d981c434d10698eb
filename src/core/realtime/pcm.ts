// The realtime API's audio: 16-bit little-endian PCM in base64, to and from the Web Audio API's
// floating-point samples (-1…1).

const INT16_MAX = 0x7fff;
const INT16_RANGE = 0x8000;
/** btoa takes a string: built in slices so that a long chunk never meets the argument limit of
 * String.fromCharCode. */
const CHARS_PER_SLICE = 0x2000;

export function floatToPcm16Base64(samples: Float32Array): string {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  samples.forEach((sample, index) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(index * 2, Math.round(clamped < 0 ? clamped * INT16_RANGE : clamped * INT16_MAX), true);
  });
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHARS_PER_SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHARS_PER_SLICE));
  }
  return btoa(binary);
}

export function pcm16Base64ToFloat(base64: string): Float32Array {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return new Float32Array(0);
  }
  const view = new DataView(Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer);
  const samples = new Float32Array(Math.floor(binary.length / 2));
  for (let index = 0; index < samples.length; index++) samples[index] = view.getInt16(index * 2, true) / INT16_RANGE;
  return samples;
}
