// Where a voice call goes: the provider's address as chat calls reach it (through our server in the
// web build, with the server's key unless the user set their own; straight to the provider in the
// desktop app or with the user's own endpoint).

import type { ProviderEndpoint } from '../../../core/providers/adapter';
import { missingCredentials, resolveEndpoint } from '../../../core/providers/endpoint';
import type { VoiceProvider } from '../../../core/schemas/voice-settings';
import { useAccessStore } from '../../stores/access-store';
import { BUILD_MODE } from '../build-mode';
import { VoiceError } from './voice-errors';

export function voiceEndpoint(provider: Exclude<VoiceProvider, 'browser'>): ProviderEndpoint {
  const access = useAccessStore.getState();
  if (missingCredentials(provider, access, BUILD_MODE).length > 0) throw new VoiceError('setup');
  return resolveEndpoint(provider, access, BUILD_MODE);
}
