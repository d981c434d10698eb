import type { Server } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: Record<string, unknown>;
  /** What a transcription request's file held (tests/fakes/audio.mjs). */
  audio?: { format: 'wav' | 'webm' | 'ogg'; sampleRate?: number; channels?: number; seconds?: number; rms?: number; name: string; type: string; bytes: number };
  /** The client hung up before the answer was complete. */
  aborted: boolean;
  completed: boolean;
}

export interface FakeKeys {
  openai?: string;
  azure?: string;
  google?: string;
  anthropic?: string;
  bytedance?: string;
  alibaba?: string;
  moonshot?: string;
  /** The whole bearer value: "key:secret" when the server has both. */
  iflytek?: string;
  baidu?: { apiKey: string; secretKey: string };
  tencent?: { secretId: string; secretKey: string };
}

export interface FakeProviders {
  server: Server;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
  requests: RecordedRequest[];
  last(): RecordedRequest | undefined;
  release(): void;
  readonly heldCount: number;
  /** Every request received since start (requests keeps only the latest). */
  readonly received: number;
}

export function createFakeProviders(options?: { keys?: FakeKeys; frameDelayMs?: number }): FakeProviders;
