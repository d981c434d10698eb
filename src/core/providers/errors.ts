// Errors that request building and fetching throw. They carry a ChatErrorCode so the UI can show
// the catalogue text in the user's language instead of the English message.

import type { ChatErrorCode, ChatEvent, CredentialField, ProviderName } from '../types';

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

/** The user's own settings for a provider lack what a call needs; names the fields. Azure's case
 * keeps its own code, whose sentence the product has always shown. */
export class IncompleteSettingsError extends ProviderConfigError {
  constructor(
    readonly provider: ProviderName,
    readonly missing: CredentialField[],
  ) {
    super(
      provider === 'Azure' ? AZURE_INCOMPLETE_MESSAGE : `The ${provider} settings are incomplete: ${missing.join(', ')} missing`,
      provider === 'Azure' ? 'azure_incomplete' : 'provider_incomplete',
    );
    this.name = 'IncompleteSettingsError';
  }

  override toEvent(): Extract<ChatEvent, { type: 'error' }> {
    return { ...super.toEvent(), incomplete: { provider: this.provider, missing: [...this.missing] } };
  }
}

/** Spec part 1 section 5, word for word. */
export const AZURE_INCOMPLETE_MESSAGE = 'incomplete azure config, please check it in your settings page';
