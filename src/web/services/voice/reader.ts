// Reading a reply aloud: one reply at a time, following its text while it streams. Its settled
// words (core/voice/speech-pieces) are read piece by piece: by the provider (one speech request at a
// time, its audio played as it arrives) or by the browser's own voice when no provider is chosen.

import i18next from 'i18next';
import { create } from 'zustand';
import { messageText } from '../../../core/chat/message-content';
import type { VoiceSettings } from '../../../core/schemas/voice-settings';
import { buildSpeechRequest } from '../../../core/voice/speech-request';
import { settledWords, speechPieces } from '../../../core/voice/speech-pieces';
import { showToast } from '../../components/Toast/showToast';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { liveText } from '../../stores/live-text';
import { callOut } from '../http/page-call-out';
import { PcmPlayer } from './pcm-player';
import { voiceEndpoint } from './voice-endpoint';
import { VoiceError, voiceErrorOfStatus, voiceFailureOf } from './voice-errors';

/** How much speech may wait, scheduled, ahead of what is heard: the next request waits below it,
 * so a long reply never holds more than this much audio in memory. */
const MAX_AHEAD_S = 20;
/** Once ahead by MAX_AHEAD_S, the next request is considered again after this long. */
const AHEAD_RECHECK_MS = 1000;

type ReaderStatus = 'loading' | 'playing' | 'paused';

interface ReaderState {
  /** The reply being read, if one is. */
  messageId?: string;
  status?: ReaderStatus;
}

export const useReader = create<ReaderState>(() => ({}));

/** What the reader does to the voice it started. */
interface Voice {
  pause: () => void;
  resume: () => void;
  stop: () => void;
}

let current: { controller: AbortController; voice?: Voice } | undefined;

const aborted = (signal: AbortSignal) => new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));

/** The reply's text now, and whether it is finished. */
function replyNow(sessionId: string, messageId: string): { text: string; done: boolean } | undefined {
  const message = useChatStore.getState().messagesBySession[sessionId]?.find((item) => item.id === messageId);
  if (!message) return undefined;
  return { text: liveText(messageId) ?? messageText(message.content), done: !message.streaming };
}

/** Resolves at the chat store's next change (a reply's text catches up there a few times a second). */
function nextChange(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = useChatStore.subscribe(() => {
      stop();
      resolve();
    });
    signal.addEventListener('abort', () => {
      stop();
      resolve();
    }, { once: true });
  });
}

/** The pieces to read, as the reply settles, until it is finished or the reading stopped. */
async function* pieces(sessionId: string, messageId: string, signal: AbortSignal): AsyncGenerator<string> {
  let read = 0;
  while (!signal.aborted) {
    const reply = replyNow(sessionId, messageId);
    if (!reply) return;
    const words = settledWords(reply.text, reply.done);
    if (words.length > read) {
      const fresh = words.slice(read);
      const first = read === 0;
      read = words.length;
      yield* speechPieces(fresh, first);
    } else if (reply.done) {
      return;
    } else {
      await nextChange(signal);
    }
  }
}

async function readWithProvider(settings: VoiceSettings, provider: 'openai' | 'azure', source: AsyncGenerator<string>, signal: AbortSignal, started: () => void): Promise<void> {
  const endpoint = voiceEndpoint(provider);
  const player = new PcmPlayer(started);
  setVoice({ pause: () => void player.pause(), resume: () => void player.resume(), stop: () => player.stop() });
  try {
    for await (const text of source) {
      while (player.ahead() > MAX_AHEAD_S && !signal.aborted) await new Promise((resolve) => setTimeout(resolve, AHEAD_RECHECK_MS));
      if (signal.aborted) return;
      const request = buildSpeechRequest(provider, { text, model: settings.speechModel, voice: settings.voice, speed: settings.speed, endpoint });
      const response = await callOut(request.url, request, { signal });
      if (!response.ok || !response.body) throw voiceErrorOfStatus(response.status);
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        player.push(value);
      }
    }
    await Promise.race([player.drained(), aborted(signal)]);
  } finally {
    player.stop();
  }
}

/** A browser lists its voices a moment after the page loads ('voiceschanged'); one that has none
 * after this long has none to give. */
const VOICES_WAIT_MS = 1000;

/** How many voices of its own the browser can read with (0 without speech synthesis). */
export async function browserVoiceCount(): Promise<number> {
  if (typeof speechSynthesis === 'undefined') return 0;
  if (speechSynthesis.getVoices().length === 0) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        speechSynthesis.removeEventListener('voiceschanged', done);
        resolve();
      };
      const timer = setTimeout(done, VOICES_WAIT_MS);
      speechSynthesis.addEventListener('voiceschanged', done);
    });
  }
  return speechSynthesis.getVoices().length;
}

async function readWithBrowser(source: AsyncGenerator<string>, signal: AbortSignal, started: () => void): Promise<void> {
  if (typeof speechSynthesis === 'undefined') throw new VoiceError('unsupported');
  // Without a voice, speak() fails on every piece: the user is told why, rather than after a silence.
  if ((await browserVoiceCount()) === 0) throw new VoiceError('noVoices');
  setVoice({ pause: () => speechSynthesis.pause(), resume: () => speechSynthesis.resume(), stop: () => speechSynthesis.cancel() });
  for await (const text of source) {
    if (signal.aborted) return;
    await new Promise<void>((resolve, reject) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = i18next.language;
      utterance.onstart = started;
      utterance.onend = () => resolve();
      utterance.onerror = (event) => (event.error === 'interrupted' || event.error === 'canceled' ? resolve() : reject(new VoiceError('unsupported')));
      speechSynthesis.speak(utterance);
    });
  }
}

function setVoice(voice: Voice): void {
  if (current) current.voice = voice;
}

/** Reads the reply aloud from its start, stopping whatever was being read. */
export async function readAloud(sessionId: string, messageId: string): Promise<void> {
  stopReading();
  const controller = new AbortController();
  const mine = { controller } as NonNullable<typeof current>;
  current = mine;
  useReader.setState({ messageId, status: 'loading' });
  const started = () => {
    if (current === mine && useReader.getState().status === 'loading') useReader.setState({ status: 'playing' });
  };
  const settings = useConfigStore.getState().voice;
  const source = pieces(sessionId, messageId, controller.signal);
  try {
    if (settings.provider === 'browser') await readWithBrowser(source, controller.signal, started);
    else await readWithProvider(settings, settings.provider, source, controller.signal, started);
  } catch (error) {
    if (!controller.signal.aborted) showToast(i18next.t('voice:readFailed', { reason: i18next.t(`voice:failure.${voiceFailureOf(error)}`) }));
  } finally {
    if (current === mine) {
      current = undefined;
      useReader.setState({ messageId: undefined, status: undefined });
    }
  }
}

export function pauseReading(): void {
  if (!current?.voice || useReader.getState().status !== 'playing') return;
  current.voice.pause();
  useReader.setState({ status: 'paused' });
}

export function resumeReading(): void {
  if (!current?.voice || useReader.getState().status !== 'paused') return;
  current.voice.resume();
  useReader.setState({ status: 'playing' });
}

export function stopReading(): void {
  if (!current) return;
  current.controller.abort();
  current.voice?.stop();
  current = undefined;
  useReader.setState({ messageId: undefined, status: undefined });
}
