import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { ChatRequestError } from '../../../core/providers/errors';
import { McpConnectError } from './connect-error';
import { openWithFallback, type McpWay } from './fallback';

const unanswered = () => new ChatRequestError('Failed to fetch', 'unreachable');
const status = (code: number) => new StreamableHTTPError(code, 'Error POSTing to endpoint');
const label = (way: McpWay) => `${way.route}/${way.transport}`;

/** Opens with the outcome `outcomes` names for each way ("ok" or an error); records the order. */
function opener(outcomes: Record<string, Error | 'ok'>) {
  const tried: string[] = [];
  const open = (way: McpWay) => {
    tried.push(label(way));
    const outcome = outcomes[label(way)] ?? new Error(`not expected: ${label(way)}`);
    return outcome === 'ok' ? Promise.resolve(label(way)) : Promise.reject(outcome);
  };
  return { tried, open };
}

describe('the order in which a connection is tried', () => {
  it('takes a direct answer at its word: an HTTP error is not retried through the relay', async () => {
    const { tried, open } = opener({ 'direct/streamable-http': status(500) });
    await expect(openWithFallback(open)).rejects.toMatchObject({ code: 500 });
    expect(tried).toEqual(['direct/streamable-http']);
  });

  it('tries HTTP+SSE on the same route after a 4xx to the initialize POST, but not after a 401', async () => {
    const sse = opener({ 'direct/streamable-http': status(405), 'direct/sse': 'ok' });
    expect(await openWithFallback(sse.open)).toMatchObject({ way: { route: 'direct', transport: 'sse' } });
    const signIn = opener({ 'direct/streamable-http': status(401) });
    await expect(openWithFallback(signIn.open)).rejects.toMatchObject({ code: 401 });
    expect(signIn.tried).toEqual(['direct/streamable-http']);
  });

  it('uses the relay when the direct call gets no answer', async () => {
    const { tried, open } = opener({ 'direct/streamable-http': unanswered(), 'relay/streamable-http': 'ok' });
    expect(await openWithFallback(open)).toMatchObject({ way: { route: 'relay', transport: 'streamable-http' } });
    expect(tried).toEqual(['direct/streamable-http', 'relay/streamable-http']);
  });

  it('starts with the way that worked before, and goes direct when the relay no longer works', async () => {
    const { tried, open } = opener({ 'relay/sse': status(404), 'relay/streamable-http': status(404), 'direct/sse': 'ok' });
    expect(await openWithFallback(open, { route: 'relay', transport: 'sse' })).toMatchObject({ way: { route: 'direct', transport: 'sse' } });
    expect(tried).toEqual(['relay/sse', 'relay/streamable-http', 'direct/sse']);
  });

  it('calls a server heard on neither route unreachable, whatever the relay answered', async () => {
    const { open } = opener({ 'direct/streamable-http': unanswered(), 'relay/streamable-http': status(502) });
    const error: unknown = await openWithFallback(open).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpConnectError);
    expect(error).toMatchObject({ failure: 'unreachable' });
  });

  it('says the relay does not go to the server when the relay itself refused, so the user knows whom to ask', async () => {
    const { open } = opener({ 'direct/streamable-http': unanswered(), 'relay/streamable-http': new McpConnectError('relayClosed', 403) });
    const error: unknown = await openWithFallback(open).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'relayClosed' });
  });
});
