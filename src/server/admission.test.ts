// Places in flight per client network, and the share of the overall cap kept for light clients.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatCall, fakeEnv, startApp, startFake } from '../../tests/fakes/harness';
import type { FakeProviders } from '../../tests/fakes/server.mjs';
import { Admission } from './admission';
import { DEFAULT_LIMITS } from './limits';
import { loadConfig } from './config';

describe('Admission', () => {
  const limits = { ...DEFAULT_LIMITS, maxInFlight: 20, maxInFlightPerClient: 10, inFlightReservePercent: 25, inFlightLightClient: 3 };

  it('past the open share, lets in only clients holding fewer than the light threshold', () => {
    const admission = new Admission(limits);
    // Two heavy networks take the 15 places open to all…
    for (let index = 0; index < 15; index += 1) expect(admission.enter(index % 2 ? 'a' : 'b')).toBeDefined();
    // …and no more, though each is under its own cap of 10.
    expect(admission.enter('a')).toBeUndefined();
    expect(admission.enter('b')).toBeUndefined();
    // Light clients still come in, each up to the threshold.
    for (let index = 0; index < 3; index += 1) expect(admission.enter('c')).toBeDefined();
    expect(admission.enter('c')).toBeUndefined();
    expect(admission.enter('d')).toBeDefined();
    expect(admission.enter('e')).toBeDefined();
    // The overall cap still holds.
    expect(admission.inFlight).toBe(20);
    expect(admission.enter('f')).toBeUndefined();
  });

  it('gives the reserve back to everyone once places are returned', () => {
    const admission = new Admission(limits);
    const leaves = Array.from({ length: 15 }, (_, index) => admission.enter(index % 2 ? 'a' : 'b')!);
    expect(admission.enter('a')).toBeUndefined();
    // Given back twice, counted once.
    leaves[1]!();
    leaves[1]!();
    expect(admission.inFlight).toBe(14);
    expect(admission.enter('a')).toBeDefined();
  });

  it('reads IN_FLIGHT_RESERVE_PERCENT (0 turns the reserve off) and IN_FLIGHT_LIGHT_CLIENT', () => {
    expect(loadConfig({}).limits).toMatchObject({ inFlightReservePercent: 25, inFlightLightClient: 8 });
    expect(loadConfig({ IN_FLIGHT_RESERVE_PERCENT: '0', IN_FLIGHT_LIGHT_CLIENT: '2' }).limits).toMatchObject({ inFlightReservePercent: 0, inFlightLightClient: 2 });
    expect(() => loadConfig({ IN_FLIGHT_RESERVE_PERCENT: '100' })).toThrow(/IN_FLIGHT_RESERVE_PERCENT: expected a whole number from 0 to 90/);
    const open = new Admission({ ...limits, inFlightReservePercent: 0 });
    for (let index = 0; index < 10; index += 1) expect(open.enter('a')).toBeDefined();
  });
});

describe('places per network, on a real server', () => {
  let fake: FakeProviders & { url: string };
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(() => fake.close());
  afterEach(() => fake.release());

  // IPv6 clients through a trusted proxy: the loopback interface has one IPv6 address (::1), so
  // the addresses of one /64 are named in X-Forwarded-For, as the proxy in front would.
  function send(url: string, from: string, text: string) {
    const call = chatCall('openai', text);
    return fetch(`${url}/api/openai/${call.path}`, { method: 'POST', headers: { ...call.headers, 'x-forwarded-for': from }, body: call.body });
  }

  it('counts every address of an IPv6 /64 as one client', async () => {
    const app = await startApp({ ...fakeEnv(fake.url), TRUST_PROXY: '1', MAX_IN_FLIGHT_PER_CLIENT: '3' });
    try {
      const held = await Promise.all([1, 2, 3].map((host) => send(app.url, `2001:db8:1:2::${host}`, `[[fake:hold]] ${host}`)));
      expect(held.map((response) => response.status)).toEqual([200, 200, 200]);
      const sameNetwork = await send(app.url, '2001:db8:1:2:ffff:ffff:ffff:4', 'a fourth address of the /64');
      expect(sameNetwork.status).toBe(429);
      expect(await sameNetwork.json()).toMatchObject({ code: 'too_many_requests' });
      const nextNetwork = await send(app.url, '2001:db8:1:3::1', '[[fake:hold]] the next /64');
      expect(nextNetwork.status).toBe(200);
      fake.release();
      await Promise.all([...held, nextNetwork].map((response) => response.text()));
    } finally {
      await app.close();
    }
  });
});
