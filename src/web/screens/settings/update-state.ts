// The spec's "Update state" (versionType, version, remoteVersion, used, subscription and their
// check times). Memory only: both are cheap to ask again, and a stale stored balance would mislead.

import { create } from 'zustand';
import { USAGE_RECHECK_MS, VERSION_RECHECK_MS } from '../../../core/constants';
import { version as appVersion } from '../../../../package.json';
import { fetchUsage } from './provider-requests';

/** Where the latest version is read from, set at build time (VITE_UPDATE_URL); without one the
 * current version is shown and nothing is checked. The answer is JSON with `version` or, as GitHub's
 * latest-release endpoint answers, `tag_name`. */
export const UPDATE_URL: string = import.meta.env.VITE_UPDATE_URL ?? '';
export const APP_VERSION = appVersion;

type VersionStatus = 'idle' | 'checking' | 'done';
type UsageStatus = 'idle' | 'checking' | 'done' | 'error';

interface UpdateState {
  versionStatus: VersionStatus;
  remoteVersion: string;
  lastUpdate: number;
  usageStatus: UsageStatus;
  used: number;
  subscription: number | undefined;
  usageError: string;
  lastUpdateUsage: number;
}

export const useUpdateState = create<UpdateState>()(() => ({
  versionStatus: 'idle',
  remoteVersion: '',
  lastUpdate: 0,
  usageStatus: 'idle',
  used: 0,
  subscription: undefined,
  usageError: '',
  lastUpdateUsage: 0,
}));

function readVersion(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as Record<string, unknown>;
  const value = typeof record.version === 'string' ? record.version : typeof record.tag_name === 'string' ? record.tag_name : '';
  return value.replace(/^v/i, '');
}

/** Whether `remote` is newer, comparing dotted numbers (a missing part counts as 0). */
export function isNewerVersion(remote: string, current: string): boolean {
  const parts = (value: string) => value.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const [a, b] = [parts(remote), parts(current)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

export async function checkVersion(force = false, now = Date.now()): Promise<void> {
  const state = useUpdateState.getState();
  if (!UPDATE_URL || state.versionStatus === 'checking') return;
  if (!force && state.versionStatus === 'done' && now - state.lastUpdate < VERSION_RECHECK_MS) return;
  useUpdateState.setState({ versionStatus: 'checking' });
  try {
    const response = await fetch(UPDATE_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    useUpdateState.setState({ remoteVersion: readVersion(await response.json()), lastUpdate: now, versionStatus: 'done' });
  } catch (error) {
    // The spec: an update-check failure is only logged; the screen keeps showing the current version.
    console.warn('Update check failed', error);
    useUpdateState.setState({ versionStatus: 'idle', lastUpdate: now });
  }
}

export async function checkUsage(force = false, now = Date.now()): Promise<void> {
  const state = useUpdateState.getState();
  if (state.usageStatus === 'checking') return;
  if (!force && state.lastUpdateUsage !== 0 && now - state.lastUpdateUsage < USAGE_RECHECK_MS) return;
  useUpdateState.setState({ usageStatus: 'checking', lastUpdateUsage: now });
  try {
    const result = await fetchUsage(new Date(now));
    if (result.ok) {
      useUpdateState.setState({ usageStatus: 'done', used: result.usage.used, subscription: result.usage.total, usageError: '' });
    } else {
      useUpdateState.setState({ usageStatus: 'error', usageError: result.error.message });
    }
  } catch (error) {
    useUpdateState.setState({ usageStatus: 'error', usageError: error instanceof Error ? error.message : String(error) });
  }
}
