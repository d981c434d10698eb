// Masks leaving and entering the app: downloaded files, imported files and share links. Whatever
// comes in is validated with the mask schema and becomes a new user mask; nothing half-valid is kept.

import * as z from 'zod/mini';
import { clampModelConfig } from '../../../core/models/clamp';
import { maskSchema } from '../../../core/schemas/mask';
import type { Mask } from '../../../core/types';

/** The query parameter of a share link: ?mask=<base64url JSON>#/chat/masks. It sits before the
 * hash because the hash router reads everything after # as the route. */
export const SHARE_PARAM = 'mask';

const maskFileSchema = z.union([maskSchema, z.array(maskSchema)]);

export interface Fresh {
  newId: () => string;
  now: number;
}

/** A copy that is the user's own: new id, not built-in, parameters inside their bounds. */
export function asUserMask(mask: Mask, fresh: Fresh): Mask {
  return {
    ...mask,
    id: fresh.newId(),
    builtin: false,
    createdAt: fresh.now,
    context: mask.context.map((message) => ({ ...message, id: fresh.newId() })),
    modelConfig: clampModelConfig(mask.modelConfig),
  };
}

/** The masks of an imported file (one mask or a list, as downloaded or as exported by similar
 * clients), or null when any part is not a valid mask. */
export function parseMaskFile(text: string, fresh: Fresh): Mask[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = maskFileSchema.safeParse(json);
  if (!parsed.success) return null;
  const list = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  return list.length === 0 ? null : list.map((mask) => asUserMask(mask, fresh));
}

export function maskFileContent(mask: Mask): string {
  return JSON.stringify(mask, null, 2);
}

/** File names keep the mask's name but drop the characters file systems refuse. */
export function maskFileName(mask: Mask): string {
  const base = mask.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'mask';
  return `${base}.json`;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A link that opens the app on the mask list, which then offers to add the mask. */
export function shareLink(mask: Mask, location: { origin: string; pathname: string }): string {
  const payload = toBase64Url(JSON.stringify({ ...mask, builtin: false }));
  return `${location.origin}${location.pathname}?${SHARE_PARAM}=${payload}#/chat/masks`;
}

/** The mask carried by a share link's parameter, or null when it is not a valid mask. */
export function parseShareParam(value: string): Mask | null {
  try {
    const parsed = maskSchema.safeParse(JSON.parse(fromBase64Url(value)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function cloneMask(mask: Mask, name: string, fresh: Fresh): Mask {
  return { ...asUserMask(mask, fresh), name };
}
