// A whole sync run inside the sync worker: reading and writing a state of many megabytes and
// merging it would otherwise hold the page's thread for seconds (bench/sync.mjs).

import { SyncError, type SyncErrorCode } from '../../../core/sync/transport';
import type { SyncSettings } from '../../../core/types';
import { mergeIntoLocal } from './merge-local';
import { createCallOut } from '../http/call-out';
import { transportFor } from './transport-for';

export interface SyncRequest {
  settings: SyncSettings;
  /** The access code for our own server's relays; the worker cannot read the stores. */
  accessCode: string;
  now: number;
}

export type SyncResult = { ok: true; changed: boolean; latestClock: number } | { ok: false; problem: SyncErrorCode };

const PROBLEM_CODES = { corrupt: 'remote_corrupt', foreign: 'remote_foreign', newer: 'remote_newer' } as const;

export async function syncLocal({ settings, accessCode, now }: SyncRequest): Promise<SyncResult> {
  const transport = transportFor(settings, createCallOut(() => accessCode).fetch);
  try {
    const remoteText = await transport.read();
    const scope = { includeKeys: settings.includeKeys, includeImages: settings.includeImages, includeDocuments: settings.includeDocuments };
    const merged = await mergeIntoLocal({ remoteText, scope, now });
    if (!merged.ok) return { ok: false, problem: PROBLEM_CODES[merged.problem] };
    await transport.write(merged.uploadText);
    return { ok: true, changed: merged.changed, latestClock: merged.latestClock };
  } catch (error) {
    if (error instanceof SyncError) return { ok: false, problem: error.code };
    throw error;
  }
}
