import { describe, expect, it } from 'vitest';
import type { Plugin } from '../types';
import { pluginCredential } from './auth';
import { PluginCallError, type PluginCallReason } from './errors';
import { parsePluginApi } from './operations';
import { BASE_URL_HEADER, buildPluginRequest, viaProxy } from './request';
import { buildToolSet, BODY_ARGUMENT } from './tool-set';

const DOCUMENT = `
openapi: 3.0.0
servers: [{ url: "https://api.example/v1" }]
paths:
  /weather/{city}:
    get:
      operationId: getWeather
      parameters:
        - { name: city, in: path, schema: { type: string } }
        - { name: days, in: query, schema: { type: integer } }
        - { name: fields, in: query, schema: { type: array, items: { type: string } } }
        - { name: X-Trace, in: header, schema: { type: string } }
  /reports:
    post:
      operationId: fileReport
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: object, properties: { text: { type: string } } }
  /tags:
    put:
      operationId: setTags
      requestBody:
        content:
          application/json:
            schema: { type: array, items: { type: string } }
  /batch:
    post:
      operationId: sendBatch
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: array, items: { type: string } }
  /ping:
    delete:
      operationId: ping
`;

const basePlugin: Plugin = { id: 'p', title: 'P', version: '1.0.0', content: DOCUMENT, builtin: false, createdAt: 0 };

function request(name: string, args: string, auth: Partial<Plugin> = {}) {
  const tools = buildToolSet([{ plugin: { ...basePlugin, ...auth }, api: parsePluginApi(DOCUMENT) }]);
  const tool = tools.find(name);
  if (!tool) throw new Error(`no tool ${name}`);
  return buildPluginRequest(tool, args);
}

function failure(name: string, args: string, auth: Partial<Plugin> = {}): [PluginCallReason, string | undefined] {
  try {
    request(name, args, auth);
  } catch (error) {
    if (error instanceof PluginCallError) return [error.reason, error.detail];
    throw error;
  }
  throw new Error('the request was built');
}

describe('pluginCredential (spec: Authorization unless custom; Basic and Bearer prefixes)', () => {
  it.each<[Partial<Plugin>, ReturnType<typeof pluginCredential>]>([
    [{ authType: 'none', authToken: 't' }, undefined],
    [{ authToken: 't' }, undefined],
    [{ authType: 'bearer', authToken: '' }, undefined],
    [{ authType: 'bearer', authToken: 't0k' }, { name: 'Authorization', value: 'Bearer t0k', location: 'header' }],
    [{ authType: 'basic', authToken: 'dXNlcjpwdw==' }, { name: 'Authorization', value: 'Basic dXNlcjpwdw==', location: 'header' }],
    [{ authType: 'custom', authHeader: 'X-Api-Key', authToken: 'k' }, { name: 'X-Api-Key', value: 'k', location: 'header' }],
    [{ authType: 'custom', authHeader: ' ', authToken: 'k' }, { name: 'Authorization', value: 'k', location: 'header' }],
    [{ authType: 'bearer', authHeader: 'X-Ignored', authToken: 't', authLocation: 'query' }, { name: 'Authorization', value: 'Bearer t', location: 'query' }],
  ])('%o', (auth, expected) => {
    expect(pluginCredential(auth)).toEqual(expected);
  });
});

describe('buildPluginRequest', () => {
  it('puts path, query (arrays repeated) and header parameters where the operation says', () => {
    expect(request('getWeather', '{"city":"São Paulo/Centro","days":3,"fields":["temp","wind"],"X-Trace":"abc"}')).toEqual({
      method: 'GET',
      url: 'https://api.example/v1/weather/S%C3%A3o%20Paulo%2FCentro?days=3&fields=temp&fields=wind',
      baseUrl: 'https://api.example/v1',
      path: '/weather/S%C3%A3o%20Paulo%2FCentro?days=3&fields=temp&fields=wind',
      headers: { 'X-Trace': 'abc' },
    });
  });

  it('sends the non-parameter arguments as the JSON body', () => {
    const built = request('fileReport', '{"text":"Hail in Lyon"}');
    expect(built).toMatchObject({ method: 'POST', url: 'https://api.example/v1/reports', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(built.body ?? '')).toEqual({ text: 'Hail in Lyon' });
  });

  it('sends a nested body as it is, and none when an optional one is absent', () => {
    expect(JSON.parse(request('setTags', JSON.stringify({ [BODY_ARGUMENT]: ['a', 'b'] })).body ?? '')).toEqual(['a', 'b']);
    expect(request('setTags', '{}').body).toBeUndefined();
    expect(request('ping', '').body).toBeUndefined();
  });

  it('puts the credential in a header, in the query or in the body', () => {
    expect(request('getWeather', '{"city":"Oslo"}', { authType: 'bearer', authToken: 't' }).headers).toEqual({ Authorization: 'Bearer t' });
    expect(request('getWeather', '{"city":"Oslo"}', { authType: 'custom', authHeader: 'api_key', authToken: 'k1', authLocation: 'query' }).url).toBe(
      'https://api.example/v1/weather/Oslo?api_key=k1',
    );
    const inBody = request('fileReport', '{"text":"x"}', { authType: 'basic', authToken: 'dTpw', authLocation: 'body' });
    expect(JSON.parse(inBody.body ?? '')).toEqual({ text: 'x', Authorization: 'Basic dTpw' });
    expect(inBody.headers).not.toHaveProperty('Authorization');
    const bodyOfItsOwn = request('ping', '{}', { authType: 'custom', authHeader: 'token', authToken: 'k', authLocation: 'body' });
    expect(bodyOfItsOwn).toMatchObject({ method: 'DELETE', body: '{"token":"k"}', headers: { 'Content-Type': 'application/json' } });
  });

  it.each<[string, string, Partial<Plugin>, [PluginCallReason, string | undefined]]>([
    ['arguments that are not JSON', '{"city":', {}, ['bad_arguments', '{"city":']],
    ['arguments that are a list', '["Oslo"]', {}, ['bad_arguments', '["Oslo"]']],
    ['a missing path parameter', '{"days":2}', {}, ['missing_parameter', 'city']],
    ['a null path parameter', '{"city":null}', {}, ['missing_parameter', 'city']],
  ])('refuses %s', (_label, args, auth, expected) => {
    expect(failure('getWeather', args, auth)).toEqual(expected);
  });

  it('refuses a missing required body, and a token for the body of a GET or of a list body', () => {
    expect(failure('sendBatch', '{}')).toEqual(['missing_parameter', BODY_ARGUMENT]);
    expect(failure('setTags', JSON.stringify({ [BODY_ARGUMENT]: ['a'] }), { authType: 'bearer', authToken: 't', authLocation: 'body' })).toEqual(['no_body_for_token', '/tags']);
    expect(failure('getWeather', '{"city":"Oslo"}', { authType: 'bearer', authToken: 't', authLocation: 'body' })).toEqual(['no_body_for_token', 'GET']);
  });

  it('goes to the proxy path with the server URL in the base-URL header', () => {
    const direct = request('getWeather', '{"city":"Oslo","days":1}', { authType: 'bearer', authToken: 't' });
    expect(viaProxy(direct, '/api/proxy/')).toEqual({
      ...direct,
      url: '/api/proxy/weather/Oslo?days=1',
      headers: { Authorization: 'Bearer t', [BASE_URL_HEADER]: 'https://api.example/v1' },
    });
  });
});
