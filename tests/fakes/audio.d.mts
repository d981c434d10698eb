import type { ServerResponse } from 'node:http';
import type { RecordedRequest } from './server.mjs';

export const SPEECH_ROUTE: RegExp;
export const TRANSCRIPTION_ROUTE: RegExp;
export const TRANSCRIBED_TEXT: string;
export function speechAnswer(res: ServerResponse, options: { entry: RecordedRequest; authorised: boolean; dialect: 'openai' | 'azure' }): Promise<void>;
export function transcriptionAnswer(options: {
  entry: RecordedRequest;
  raw: Buffer;
  contentType: string | undefined;
  authorised: boolean;
  dialect: 'openai' | 'azure';
}): Promise<{ status: number; body: unknown }>;
