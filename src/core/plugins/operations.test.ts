import { describe, expect, it } from 'vitest';
import { PluginFormatError, type PluginFormatReason } from './errors';
import { parsePluginApi } from './operations';

const WEATHER_YAML = `
openapi: 3.0.1
info:
  title: Weather
  version: "1.0"
servers:
  - url: https://{region}.weather.example/v1/
    variables:
      region:
        default: eu
paths:
  /weather/{city}:
    parameters:
      - $ref: '#/components/parameters/City'
    get:
      operationId: getWeather
      summary: Current weather
      description: The weather in a city right now.
      parameters:
        - name: units
          in: query
          schema: { type: string, enum: [metric, imperial] }
        - name: session
          in: cookie
          schema: { type: string }
  /reports:
    post:
      summary: File a report
      requestBody:
        $ref: '#/components/requestBodies/Report'
    put:
      operationId: uploadPhoto
      requestBody:
        content:
          multipart/form-data:
            schema: { type: object }
components:
  parameters:
    City:
      name: city
      in: path
      description: City name
      schema: { $ref: '#/components/schemas/CityName' }
  schemas:
    CityName: { type: string, example: Paris, minLength: 1 }
    Report:
      type: object
      additionalProperties: false
      required: [text]
      properties:
        text: { type: string }
        place: { $ref: '#/components/schemas/Place' }
    Place:
      allOf:
        - type: object
          properties: { city: { $ref: '#/components/schemas/CityName' } }
          required: [city]
        - properties: { country: { type: [string, "null"] } }
  requestBodies:
    Report:
      required: true
      content:
        application/json; charset=utf-8:
          schema: { $ref: '#/components/schemas/Report' }
`;

function reasonOf(content: string): PluginFormatReason | 'parsed' {
  try {
    parsePluginApi(content);
    return 'parsed';
  } catch (error) {
    if (error instanceof PluginFormatError) return error.reason;
    throw error;
  }
}

describe('parsePluginApi', () => {
  it('reads the server URL (variables filled, no trailing slash) and every operation of a YAML document', () => {
    const api = parsePluginApi(WEATHER_YAML);
    expect(api.title).toBe('Weather');
    expect(api.serverUrl).toBe('https://eu.weather.example/v1');
    expect(api.operations.map((operation) => [operation.method, operation.path, operation.operationId])).toEqual([
      ['get', '/weather/{city}', 'getWeather'],
      ['post', '/reports', undefined],
      ['put', '/reports', 'uploadPhoto'],
    ]);
  });

  it('merges path-level parameters, resolves their $refs and leaves cookie parameters out', () => {
    const [weather] = parsePluginApi(WEATHER_YAML).operations;
    expect(weather).toMatchObject({ summary: 'Current weather', description: 'The weather in a city right now.' });
    expect(weather?.parameters).toEqual([
      { name: 'city', in: 'path', required: true, schema: { type: 'string', minLength: 1, description: 'City name' } },
      { name: 'units', in: 'query', required: false, schema: { type: 'string', enum: ['metric', 'imperial'] } },
    ]);
  });

  it('resolves a request body behind $refs, folding allOf and keeping only portable keywords', () => {
    const report = parsePluginApi(WEATHER_YAML).operations[1];
    expect(report?.body).toEqual({
      mediaType: 'application/json; charset=utf-8',
      required: true,
      schema: {
        type: 'object',
        required: ['text'],
        properties: {
          text: { type: 'string' },
          place: {
            type: 'object',
            required: ['city'],
            properties: { city: { type: 'string', minLength: 1 }, country: { type: 'string', nullable: true } },
          },
        },
      },
    });
  });

  it('marks an operation whose body is not JSON', () => {
    const upload = parsePluginApi(WEATHER_YAML).operations[2];
    expect(upload?.body).toBeUndefined();
    expect(upload?.unsupportedBody).toEqual(['multipart/form-data']);
  });

  it('reads the same document written as JSON, and an unquoted numeric version', () => {
    const json = JSON.stringify({
      openapi: '3.1.0',
      servers: [{ url: 'http://localhost:8080' }],
      paths: { '/ping': { get: { operationId: 'ping' } } },
    });
    expect(parsePluginApi(json)).toEqual({
      serverUrl: 'http://localhost:8080',
      operations: [{ method: 'get', path: '/ping', operationId: 'ping', parameters: [] }],
    });
    expect(parsePluginApi('openapi: 3.1\nservers: [{url: "https://a.example"}]\npaths: {}').operations).toEqual([]);
  });

  it('cuts a recursive schema where it repeats', () => {
    const api = parsePluginApi(`
openapi: 3.0.0
servers: [{ url: "https://a.example" }]
paths:
  /tree:
    post:
      operationId: plant
      requestBody:
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Node" }
components:
  schemas:
    Node:
      type: object
      properties:
        label: { type: string }
        children: { type: array, items: { $ref: "#/components/schemas/Node" } }
`);
    expect(api.operations[0]?.body?.schema).toEqual({
      type: 'object',
      properties: { label: { type: 'string' }, children: { type: 'array', items: { type: 'object' } } },
    });
  });

  it.each<[string, string, PluginFormatReason]>([
    ['empty', '   \n', 'empty'],
    ['broken YAML', 'openapi: 3.0.0\npaths: [unclosed', 'syntax'],
    ['a JSON list', '[1, 2]', 'not_openapi'],
    ['plain text', 'hello world', 'not_openapi'],
    ['no paths', 'openapi: 3.0.0\nservers: [{url: "https://a.example"}]', 'not_openapi'],
    ['Swagger 2.0', 'swagger: "2.0"\nhost: a.example\npaths: {}', 'unsupported_version'],
    ['OpenAPI 4', 'openapi: 4.0.0\nservers: [{url: "https://a.example"}]\npaths: {}', 'unsupported_version'],
    ['no servers', 'openapi: 3.0.0\npaths: {}', 'no_server'],
    ['a relative server', 'openapi: 3.0.0\nservers: [{url: "/v1"}]\npaths: {}', 'no_server'],
    ['a non-http server', 'openapi: 3.0.0\nservers: [{url: "ftp://a.example"}]\npaths: {}', 'no_server'],
    ['an unfilled server variable', 'openapi: 3.0.0\nservers: [{url: "https://{tenant}.a.example"}]\npaths: {}', 'no_server'],
  ])('reports %s as a format error', (_label, content, reason) => {
    expect(reasonOf(content)).toBe(reason);
  });

  it.each([
    ['a missing component', '#/components/schemas/Missing'],
    ['another file', 'other.yaml#/components/schemas/City'],
    ['a URL', 'https://schemas.example/city.json'],
  ])('reports a $ref to %s as a format error', (_label, ref) => {
    const content = JSON.stringify({
      openapi: '3.0.0',
      servers: [{ url: 'https://a.example' }],
      paths: { '/x': { get: { operationId: 'x', parameters: [{ name: 'q', in: 'query', schema: { $ref: ref } }] } } },
    });
    expect(reasonOf(content)).toBe('bad_ref');
  });

  it('reports a $ref chain that loops back on itself', () => {
    const content = JSON.stringify({
      openapi: '3.0.0',
      servers: [{ url: 'https://a.example' }],
      paths: { '/x': { get: { parameters: [{ $ref: '#/components/parameters/A' }] } } },
      components: { parameters: { A: { $ref: '#/components/parameters/B' }, B: { $ref: '#/components/parameters/A' } } },
    });
    expect(reasonOf(content)).toBe('bad_ref');
  });

  it('decodes escaped pointer tokens', () => {
    const content = JSON.stringify({
      openapi: '3.0.0',
      servers: [{ url: 'https://a.example' }],
      paths: { '/x': { get: { parameters: [{ name: 'q', in: 'query', schema: { $ref: '#/components/schemas/a~1b%20c' } }] } } },
      components: { schemas: { 'a/b c': { type: 'integer' } } },
    });
    expect(parsePluginApi(content).operations[0]?.parameters[0]?.schema).toEqual({ type: 'integer' });
  });
});
