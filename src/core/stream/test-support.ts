// Helpers for tests of stream parsing: a seeded byte splitter and a Response built from chunks.
// Plain web APIs only, so they obey the same import rules as the rest of core.

/** mulberry32: a tiny deterministic generator, so a failing split can be replayed by its seed.
 * `bench/search.mjs` generates its messages with it, through a bundle knip cannot follow.
 * @public
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Cuts bytes at random boundaries (chunks of 1 to maxChunk bytes), blind to characters. */
export function splitBytes(bytes: Uint8Array, seed: number, maxChunk = 24): Uint8Array[] {
  const random = seededRandom(seed);
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; ) {
    const size = 1 + Math.floor(random() * maxChunk);
    chunks.push(bytes.slice(offset, offset + size));
    offset += size;
  }
  return chunks;
}

export function everyByte(bytes: Uint8Array): Uint8Array[] {
  return Array.from(bytes, (byte) => Uint8Array.of(byte));
}

export interface ChunkedResponseInit {
  status?: number;
  contentType?: string | null;
}

export function chunkedResponse(chunks: readonly Uint8Array[], init: ChunkedResponseInit = {}): Response {
  const queue = [...chunks];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  const headers = new Headers();
  const contentType = init.contentType === undefined ? 'text/event-stream' : init.contentType;
  if (contentType !== null) headers.set('content-type', contentType);
  return new Response(body, { status: init.status ?? 200, headers });
}

export function textResponse(text: string, init: ChunkedResponseInit = {}): Response {
  return chunkedResponse([new TextEncoder().encode(text)], init);
}

export async function collectAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
