// Errors that request building and fetching throw. They carry a ChatErrorCode so the UI can show
// the catalogue text in the user's language instead of the English message.

import type { ChatErrorCode, ChatEvent } from '../types';

export class ChatRequestError extends Error {
  readonly code: ChatErrorCode;
  readonly status: number | undefined;

  constructor(message: string, code: ChatErrorCode, status?: number) {
    super(message);
    this.name = 'ChatRequestError';
    this.code = code;
    this.status = status;
  }

  toEvent(): Extract<ChatEvent, { type: 'error' }> {
    return this.status === undefined
      ? { type: 'error', message: this.message, code: this.code }
      : { type: 'error', message: this.message, code: this.code, status: this.status };
  }
}

/** The settings cannot produce a valid request; raised before anything is sent. */
export class ProviderConfigError extends ChatRequestError {
  constructor(message: string, code: ChatErrorCode) {
    super(message, code);
    this.name = 'ProviderConfigError';
  }
}
