// A provider's settings left half-filled by the user, named field by field. Apart from the other
// request errors, which the first screen's call-out needs, as only a provider call ever raises it.

import type { ChatEvent, CredentialField, ProviderName } from '../types';
import { ProviderConfigError } from './errors';

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
