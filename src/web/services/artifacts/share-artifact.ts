// Stores an artifact on our server and gives the link that opens it alone: anyone with the link
// sees it, rendered in a sandbox.

import { ARTIFACT_MAX_BYTES } from '../../../core/chat/artifacts';
import { callOut } from '../http/page-call-out';
import { storeRefusalText } from '../store-refusal';

export class ArtifactShareError extends Error {
  override name = 'ArtifactShareError';
  /** refusal: the server's limits said no for now, in the user's language (storeRefusalText). */
  constructor(
    readonly reason: 'too_large' | 'failed',
    readonly refusal?: string,
  ) {
    super(refusal ?? `Sharing the artifact ${reason === 'too_large' ? 'is refused: it is too large' : 'failed'}`);
  }
}

/** The app's own address for an artifact: the hash route works from any static host. */
export function artifactLink(id: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#/artifacts/${encodeURIComponent(id)}`;
}

export async function shareArtifact(content: string): Promise<string> {
  if (new TextEncoder().encode(content).byteLength > ARTIFACT_MAX_BYTES) throw new ArtifactShareError('too_large');
  let response: Response;
  try {
    response = await callOut('./api/artifacts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content }) });
  } catch {
    throw new ArtifactShareError('failed');
  }
  const body = (await response.json().catch(() => null)) as { id?: unknown; code?: unknown } | null;
  if (response.status === 413) throw new ArtifactShareError('too_large');
  const refusal = await storeRefusalText(response, body);
  if (refusal !== undefined) throw new ArtifactShareError('failed', refusal);
  if (!response.ok || typeof body?.id !== 'string') throw new ArtifactShareError('failed');
  return artifactLink(body.id);
}
