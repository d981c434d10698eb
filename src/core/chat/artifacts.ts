// Which code in a reply is an artifact: an HTML page or an SVG picture the user can preview, run in
// a sandbox, download and share.

import type { AppConfig, Mask } from '../types';

export type ArtifactKind = 'html' | 'svg';

/** An artifact is at most this large, for the server's store as for a preview (issue 13). */
export const ARTIFACT_MAX_BYTES = 1024 * 1024;

/** The kind of a fenced block, from its language and, for XML, from what it holds. */
export function artifactKind(language: string | undefined, code: string): ArtifactKind | undefined {
  const name = language?.trim().toLowerCase();
  if (name === 'html' || name === 'htm') return 'html';
  if (name === 'svg') return 'svg';
  if (name === 'xml' && /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(code)) return 'svg';
  return undefined;
}

/** A chat's mask decides when it says; otherwise the global setting does. */
export function artifactsEnabled(mask: Pick<Mask, 'enableArtifacts'>, config: Pick<AppConfig, 'enableArtifacts'>): boolean {
  return mask.enableArtifacts ?? config.enableArtifacts;
}

export const ARTIFACT_MIME: Readonly<Record<ArtifactKind, string>> = { html: 'text/html', svg: 'image/svg+xml' };
