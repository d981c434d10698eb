// Which models hold a realtime (speech to speech) conversation: OpenAI names every one of them with
// "realtime" (gpt-realtime, gpt-4o-realtime-preview, gpt-4o-mini-realtime-preview-2024-12-17 …);
// an Azure deployment is named after its model unless AZURE_DEPLOYMENTS says otherwise.

import type { ProviderName } from '../types';

const REALTIME_MARKER = /(^|[-_.])realtime([-_.]|$)/i;

/** The providers that serve the realtime API. */
const REALTIME_PROVIDERS: readonly ProviderName[] = ['OpenAI', 'Azure'];

export function isRealtimeModel(name: string, provider: ProviderName): boolean {
  return REALTIME_PROVIDERS.includes(provider) && REALTIME_MARKER.test(name.trim());
}
