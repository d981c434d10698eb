// Part 2 section 5: sync is configured only when every field of the chosen provider is filled.

import type { SyncSettings } from '../types';

export function isSyncConfigured(settings: Pick<SyncSettings, 'provider' | 'webdav' | 'upstash'>): boolean {
  const fields = settings.provider === 'webdav' ? settings.webdav : settings.upstash;
  return Object.values(fields).every((value) => value.trim() !== '');
}
