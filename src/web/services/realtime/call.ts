// One voice call: the microphone streamed to the realtime API, the answer played as it arrives and
// cut off when the user speaks over it, and both sides' words handed on for the chat.

import { REALTIME_CLOSE } from '../../../core/constants/realtime';
import {
  CANCEL_NOT_ACTIVE,
  appendAudio,
  cancelResponse,
  clearInput,
  createResponse,
  readServerEvent,
  sessionUpdate,
  truncateAnswer,
  typedMessage,
  type ClientEvent,
  type ServerEvent,
} from '../../../core/realtime/events';
import { floatToPcm16Base64, pcm16Base64ToFloat } from '../../../core/realtime/pcm';
import type { RealtimeRoute } from '../../../core/realtime/route';
import { addTypedTurn, applyToTranscript, emptyTranscript, takeFinished, type Transcript, type Turn } from '../../../core/realtime/transcript';
import { MicrophoneError, openMicrophone, type Microphone, type MicrophoneProblem } from './microphone';
import { AnswerPlayer } from './player';

type CallStatus = 'connecting' | 'listening' | 'answering' | 'ended';

type CallProblem =
  | MicrophoneProblem
  /** No key for a direct call and no server to relay it (the desktop app without the user's key). */
  | 'noKey'
  | 'unauthorized'
  | 'forbidden'
  | 'busy'
  | 'notConfigured'
  | 'unreachable'
  | 'tooLong'
  | 'tooMuch'
  | 'lost'
  | 'provider';

export interface CallView {
  status: CallStatus;
  muted: boolean;
  /** Every turn so far, saved ones included, in order. */
  turns: readonly Turn[];
  problem?: { kind: CallProblem; detail?: string };
}

const PROBLEM_OF_CLOSE: Record<number, CallProblem> = {
  [REALTIME_CLOSE.unauthorized]: 'unauthorized',
  [REALTIME_CLOSE.forbidden]: 'forbidden',
  [REALTIME_CLOSE.busy]: 'busy',
  [REALTIME_CLOSE.notConfigured]: 'notConfigured',
  [REALTIME_CLOSE.upstreamFailed]: 'unreachable',
  [REALTIME_CLOSE.tooMuch]: 'tooMuch',
  [REALTIME_CLOSE.tooLong]: 'tooLong',
};
const NORMAL_CLOSE = 1000;

export interface CallOptions {
  route: RealtimeRoute;
  /** The chat's system instructions (its mask's context), for the model to follow. */
  instructions: string;
  onChange: (view: CallView) => void;
  /** Turns to store in the chat, in order, each once. */
  onTurns: (turns: Turn[]) => void;
}

export class RealtimeCall {
  private readonly context = new AudioContext();
  private readonly player = new AnswerPlayer(this.context, () => this.playbackIdle());
  private socket: WebSocket | undefined;
  private microphone: Microphone | undefined;
  private transcript: Transcript = emptyTranscript();
  private saved: Turn[] = [];
  private view: CallView = { status: 'connecting', muted: false, turns: [] };
  private responding = false;
  private opened = false;
  private ended = false;
  /** Messages typed so far, to key their turns. */
  private typed = 0;

  /** Made in the click that starts the call: a browser lets a page play sound only from a gesture. */
  constructor(private readonly options: CallOptions) {}

  async start(): Promise<void> {
    const socket = new WebSocket(this.options.route.url, this.options.route.protocols);
    this.socket = socket;
    socket.onopen = () => {
      this.opened = true;
      this.send(sessionUpdate(this.options.route.dialect, this.options.instructions));
    };
    socket.onmessage = (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      const event = readServerEvent(message.data);
      if (event) this.receive(event);
    };
    socket.onclose = (close) => this.closed(close.code);
    try {
      this.microphone = await openMicrophone(this.context, (samples) => {
        if (!this.view.muted) this.send(appendAudio(floatToPcm16Base64(samples)));
      });
      if (this.ended) this.microphone.stop();
    } catch (error) {
      this.finish({ kind: error instanceof MicrophoneError ? error.problem : 'micFailed' });
    }
  }

  setMuted(muted: boolean): void {
    if (this.ended || muted === this.view.muted) return;
    // What was said before muting and not yet answered is dropped with it.
    if (muted) this.send(clearInput());
    this.update({ muted });
  }

  /** A message typed during the call: like speech, it cuts off an answer being spoken, and the
   * model answers it aloud. */
  sendText(text: string): void {
    const words = text.trim();
    if (this.ended || this.view.status === 'connecting' || words === '') return;
    this.interrupt();
    this.send(typedMessage(words));
    this.send(createResponse());
    this.transcript = addTypedTurn(this.transcript, `typed-${++this.typed}`, words);
    this.flush(false);
  }

  hangUp(): void {
    this.finish(undefined);
  }

  private send(event: ClientEvent): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(event));
  }

  private receive(event: ServerEvent): void {
    switch (event.kind) {
      case 'ready':
        if (this.view.status === 'connecting') this.update({ status: 'listening' });
        break;
      case 'speech-started':
        this.interrupt();
        break;
      case 'response-started':
        this.responding = true;
        break;
      case 'response-done':
        this.responding = false;
        break;
      case 'audio':
        this.player.play(event.itemId, pcm16Base64ToFloat(event.base64));
        if (this.view.status !== 'answering') this.update({ status: 'answering' });
        break;
      case 'error':
        if (event.code !== CANCEL_NOT_ACTIVE) this.update({ problem: { kind: 'provider', detail: event.message || event.code } });
        break;
      default:
        break;
    }
    this.transcript = applyToTranscript(this.transcript, event);
    this.flush(false);
  }

  /** The user spoke over the answer: it stops at once, the model stops making it, and is told how
   * much of it was heard. */
  private interrupt(): void {
    const stopped = this.player.stop();
    if (this.responding) this.send(cancelResponse());
    if (stopped) this.send(truncateAnswer(stopped.itemId, stopped.playedMs));
    this.update({ status: 'listening' });
  }

  private playbackIdle(): void {
    if (!this.ended) this.update({ status: 'listening' });
  }

  private flush(all: boolean): void {
    const { finished, rest } = takeFinished(this.transcript, all);
    this.transcript = rest;
    if (finished.length > 0) {
      this.saved = [...this.saved, ...finished];
      this.options.onTurns(finished);
    }
    this.update({ turns: [...this.saved, ...rest.turns.filter((turn) => turn.text.trim() !== '')] });
  }

  private closed(code: number): void {
    if (this.ended) return;
    // A connection refused before it opened says nothing more to a page: the address, the key or
    // the network.
    if (!this.opened) return this.finish({ kind: 'unreachable' });
    this.finish(code === NORMAL_CLOSE ? undefined : { kind: PROBLEM_OF_CLOSE[code] ?? 'lost' });
  }

  private finish(problem: CallView['problem']): void {
    if (this.ended) return;
    this.ended = true;
    this.microphone?.stop();
    this.player.stop();
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) this.socket.close(NORMAL_CLOSE);
    void this.context.close();
    this.flush(true);
    this.update({ status: 'ended', ...(problem ? { problem } : {}) });
  }

  private update(patch: Partial<CallView>): void {
    this.view = { ...this.view, ...patch };
    this.options.onChange(this.view);
  }
}
