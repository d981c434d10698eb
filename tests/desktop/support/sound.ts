// A sound server of the test's own (PulseAudio, on a socket in a fresh directory, so parallel
// workers and the machine's own sound never meet): its speakers are a null sink whose monitor the
// test listens to, so that sound the window plays is measured; its microphone hears a sentence
// spoken by espeak-ng over and over (played into a second null sink whose monitor is remapped into
// a capture device as real as a plugged-in one: GStreamer and Chromium list it as a microphone).
// Speech, not a tone: the browsers' noise suppression, which dictation asks for, removes a steady tone.

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What the speakers are listened to at: 16 kHz mono 16-bit is plenty to tell sound from silence. */
const LISTEN_RATE = 16_000;
/** Loudness is measured over 100 ms of sound at a time (16-bit samples, 2 bytes each). */
const WINDOW_BYTES = (LISTEN_RATE / 10) * 2;
/** What the microphone hears, with a pause after it before it is said again. */
const SPOKEN = 'Please write a short poem about the sea.';
const PAUSE_S = '0.5';
/** How long the server is given to open its socket. */
const START_TIMEOUT_MS = 10_000;

export interface Sound {
  /** What a program needs in its environment to use this server. */
  env: { PULSE_SERVER: string };
  /** The loudest 100 ms heard on the speakers since listening began, or since `forget` (RMS, 0…1). */
  loudest(): number;
  /** Forgets what was heard so far. */
  forget(): void;
  close(): void;
}

/** The loudest RMS of 100 ms windows in a stream of 16-bit little-endian samples. */
function listen(recorder: ChildProcess): { loudest: () => number; forget: () => void } {
  let loudest = 0;
  let pending = Buffer.alloc(0);
  recorder.stdout?.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= WINDOW_BYTES) {
      let sum = 0;
      for (let at = 0; at < WINDOW_BYTES; at += 2) sum += (pending.readInt16LE(at) / 32768) ** 2;
      loudest = Math.max(loudest, Math.sqrt(sum / (WINDOW_BYTES / 2)));
      pending = pending.subarray(WINDOW_BYTES);
    }
  });
  return { loudest: () => loudest, forget: () => (loudest = 0) };
}

export async function startSound(): Promise<Sound> {
  const dir = mkdtempSync(join(tmpdir(), 'polychat-sound-'));
  const env = { PULSE_SERVER: `unix:${join(dir, 'native')}` };
  const server = spawn(
    'pulseaudio',
    [
      '-n',
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--use-pid-file=no',
      `--load=module-native-protocol-unix socket=${join(dir, 'native')} auth-anonymous=1`,
      '--load=module-null-sink sink_name=speakers',
      '--load=module-null-sink sink_name=voice',
      '--load=module-remap-source master=voice.monitor source_name=microphone',
    ],
    { stdio: 'ignore', env: { ...process.env, XDG_RUNTIME_DIR: dir, PULSE_RUNTIME_PATH: dir, HOME: dir } },
  );
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      await run('pactl', ['info'], { env: { ...process.env, ...env } });
      break;
    } catch (error) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`PulseAudio did not start: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const pactl = (...args: string[]) => run('pactl', args, { env: { ...process.env, ...env } });
  await pactl('set-default-sink', 'speakers');
  await pactl('set-default-source', 'microphone');
  const speech = join(dir, 'speech.wav');
  await run('espeak-ng', ['-w', join(dir, 'said.wav'), SPOKEN]);
  await run('sox', [join(dir, 'said.wav'), speech, 'pad', '0', PAUSE_S]);
  let closed = false;
  let voice: ChildProcess | undefined;
  const speak = () => {
    if (closed) return;
    voice = spawn('paplay', ['--device=voice', speech], { stdio: 'ignore', env: { ...process.env, ...env } });
    voice.once('exit', speak);
  };
  speak();
  const recorder = spawn('parec', ['-d', 'speakers.monitor', '--raw', '--format=s16le', `--rate=${LISTEN_RATE}`, '--channels=1'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, ...env },
  });
  return {
    env,
    ...listen(recorder),
    close: () => {
      closed = true;
      voice?.kill();
      recorder.kill();
      server.kill();
    },
  };
}
