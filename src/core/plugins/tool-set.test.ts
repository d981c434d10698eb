import { describe, expect, it } from 'vitest';
import type { Plugin } from '../types';
import type { PluginApi, PluginOperation } from './operations';
import { parsePluginApi } from './operations';
import { BODY_ARGUMENT, buildToolSet } from './tool-set';
import { baseToolName, TOOL_NAME_PATTERN } from './tool-names';

const plugin = (id: string): Plugin => ({ id, title: id, version: '1.0.0', content: '', builtin: false, createdAt: 0 });

const WEATHER = parsePluginApi(`
openapi: 3.0.0
servers: [{ url: "https://weather.example" }]
paths:
  /weather:
    get:
      operationId: getWeather
      summary: Current weather
      description: Weather in a city right now
      parameters:
        - { name: city, in: query, required: true, schema: { type: string }, description: City name }
        - { name: X-Units, in: header, schema: { type: string } }
  /reports/{city}:
    post:
      operationId: fileReport
      summary: File a report
      parameters:
        - { name: city, in: path, schema: { type: string } }
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: object, required: [text], properties: { text: { type: string } } }
  /tags:
    put:
      operationId: setTags
      requestBody:
        content:
          application/json:
            schema: { type: array, items: { type: string } }
  /photo:
    put:
      operationId: uploadPhoto
      requestBody:
        content:
          multipart/form-data:
            schema: { type: object }
`);

describe('buildToolSet', () => {
  it('describes each operation as a function whose parameters gather its inputs', () => {
    const tools = buildToolSet([{ plugin: plugin('w'), api: WEATHER }]);
    expect(tools.definitions).toEqual([
      {
        type: 'function',
        function: {
          name: 'getWeather',
          description: 'Weather in a city right now',
          parameters: {
            type: 'object',
            properties: { city: { type: 'string', description: 'City name' }, 'X-Units': { type: 'string' } },
            required: ['city'],
          },
        },
      },
      {
        type: 'function',
        function: {
          name: 'fileReport',
          description: 'File a report',
          parameters: { type: 'object', properties: { city: { type: 'string' }, text: { type: 'string' } }, required: ['city', 'text'] },
        },
      },
      {
        type: 'function',
        function: {
          name: 'setTags',
          parameters: { type: 'object', properties: { [BODY_ARGUMENT]: { type: 'array', items: { type: 'string' } } } },
        },
      },
    ]);
    expect(tools.find('fileReport')).toMatchObject({ serverUrl: 'https://weather.example', bodyMode: 'flat', operation: { path: '/reports/{city}' } });
    expect(tools.find('setTags')?.bodyMode).toBe('nested');
    expect(tools.find('uploadPhoto')).toBeUndefined();
    expect(tools.find('nothing')).toBeUndefined();
  });

  it('nests a body whose field shares a parameter name', () => {
    const api: PluginApi = {
      serverUrl: 'https://a.example',
      operations: [
        {
          method: 'post',
          path: '/items/{id}',
          operationId: 'updateItem',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          body: { mediaType: 'application/json', required: true, schema: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } },
        },
      ],
    };
    const tools = buildToolSet([{ plugin: plugin('a'), api }]);
    expect(tools.find('updateItem')?.bodyMode).toBe('nested');
    expect(tools.definitions[0]?.function.parameters).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, [BODY_ARGUMENT]: api.operations[0]?.body?.schema },
      required: ['id', BODY_ARGUMENT],
    });
  });

  it('gives every tool a provider-safe name, unique across plugins, and maps it back', () => {
    const op = (operationId: string | undefined, path = '/x'): PluginOperation => ({ method: 'get', path, ...(operationId ? { operationId } : {}), parameters: [] });
    const first: PluginApi = { serverUrl: 'https://one.example', operations: [op('search'), op('天气.查询 now'), op(undefined, '/users/{id}/posts')] };
    const second: PluginApi = { serverUrl: 'https://two.example', operations: [op('search'), op('x'.repeat(80)), op('x'.repeat(80))] };
    const tools = buildToolSet([
      { plugin: plugin('one'), api: first },
      { plugin: plugin('two'), api: second },
    ]);
    const names = tools.definitions.map((definition) => definition.function.name);
    expect(names).toEqual(['search', 'now', 'get_users_id_posts', 'search_2', 'x'.repeat(64), `${'x'.repeat(62)}_2`]);
    for (const name of names) expect(name).toMatch(TOOL_NAME_PATTERN);
    expect(tools.find('search')?.plugin.id).toBe('one');
    expect(tools.find('search_2')?.plugin.id).toBe('two');
    expect(tools.find('search_2')?.serverUrl).toBe('https://two.example');
  });

  it('falls back to the method when nothing of the name is usable', () => {
    expect(baseToolName({ operationId: '天气', method: 'get', path: '/' })).toBe('get');
  });
});
