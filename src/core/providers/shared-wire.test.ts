// Every adapter over reference recordings kept outside the repository (shared/wire beside it),
// when that folder exists: recorded and hand-made streams from the providers' SDKs and docs, a
// second opinion next to our own fixtures in tests/wire/. A clone with nothing beside it skips
// this file and says so.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readChatEvents } from '../stream/read-chat-events';
import { chunkedResponse, collectAll, splitBytes } from '../stream/test-support';
import { replayWire, WIRE_ERROR_BODIES, WIRE_STREAMS } from './wire-suite';

const SHARED_WIRE = new URL('../../../../shared/wire/', import.meta.url);
const present = existsSync(SHARED_WIRE);
if (!present) {
  console.info(`shared-wire.test.ts: skipped, no reference wire files at ${fileURLToPath(SHARED_WIRE)}`);
}
const wire = (name: string) => new Uint8Array(readFileSync(new URL(name, SHARED_WIRE)));

// The reference streams all rebuild this text, or one get_weather call for Paris.
const TEXT = 'Hello! How can I help?';
const SEEDS = [1, 2, 3, 4, 5];

describe.skipIf(!present)('reference wire files in ../shared/wire', () => {
  describe.each(WIRE_STREAMS.filter(({ file }) => present && existsSync(new URL(file, SHARED_WIRE))))(
    '$file',
    ({ file, adapter, tools }) => {
      it.each([0, ...SEEDS])('rebuilds the reply (whole body when 0, else cut with seed %i)', async (seed) => {
        const bytes = wire(file);
        const { events, result } = await replayWire(adapter, seed === 0 ? [bytes] : splitBytes(bytes, seed));
        expect(events.filter((event) => event.type === 'done')).toHaveLength(1);
        expect(events.at(-1)).toEqual({ type: 'done' });
        expect(result.errors).toEqual([]);
        if (tools) {
          expect(result.toolCalls).toHaveLength(1);
          expect(result.toolCalls[0]?.function.name).toBe('get_weather');
          expect(JSON.parse(result.toolCalls[0]?.function.arguments ?? '')).toEqual({ city: 'Paris' });
        } else {
          expect(result.text).toBe(TEXT);
          expect(result.toolCalls).toEqual([]);
        }
      });
    },
  );

  it.each(WIRE_ERROR_BODIES)('$file becomes one error event', async ({ file, adapter, status }) => {
    const response = chunkedResponse(splitBytes(wire(file), 3), { status, contentType: 'application/json' });
    const events = await collectAll(readChatEvents(response, adapter));
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ type: 'error', message: expect.any(String) });
    expect(events[1]).toEqual({ type: 'done' });
  });
});
