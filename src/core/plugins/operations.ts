// What a plugin offers: the server its calls go to and its operations, read from the OpenAPI
// document ("parsed to obtain the server URL and the operations").

import { PluginFormatError } from './errors';
import { isObject, readOpenApiDocument, type JsonObject } from './read-document';
import { derefObject } from './refs';
import { portableSchema, type JsonSchema } from './schema';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Cookie parameters are left out: a browser does not let a page set the Cookie header. */
type ParameterLocation = 'path' | 'query' | 'header';

interface OperationParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: JsonSchema;
}

interface OperationBody {
  /** The JSON media type the operation declares (application/json, application/vnd.api+json …). */
  mediaType: string;
  required: boolean;
  schema: JsonSchema;
}

export interface PluginOperation {
  operationId?: string;
  method: HttpMethod;
  /** As written in the document, with its {placeholders}. */
  path: string;
  summary?: string;
  description?: string;
  parameters: OperationParameter[];
  body?: OperationBody;
  /** The operation takes a body in a form other than JSON (multipart, form fields, files); a model
   * cannot fill it through a tool call, so the operation is not offered as a tool. */
  unsupportedBody?: string[];
}

export interface PluginApi {
  title?: string;
  /** Absolute http(s) URL, without trailing slash. */
  serverUrl: string;
  operations: PluginOperation[];
}

const LOCATIONS: readonly string[] = ['path', 'query', 'header'] satisfies ParameterLocation[];

/** The first server, its {variables} filled with their defaults. A relative URL would be relative
 * to where the document was fetched from, which a pasted document does not have. */
function serverUrlOf(document: JsonObject): string {
  const first = Array.isArray(document.servers) ? document.servers[0] : undefined;
  if (!isObject(first) || typeof first.url !== 'string') throw new PluginFormatError('no_server');
  const variables = isObject(first.variables) ? first.variables : {};
  const url = first.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    return isObject(variable) && variable.default !== undefined ? String(variable.default) : whole;
  });
  // URL() would take a leftover "{tenant}" as part of a host name.
  if (/[{}]/.test(url) || !URL.canParse(url)) throw new PluginFormatError('no_server', first.url);
  const { protocol } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') throw new PluginFormatError('no_server', first.url);
  return url.replace(/\/+$/, '');
}

function parameterOf(document: JsonObject, raw: unknown): OperationParameter | undefined {
  const parameter = derefObject(document, raw);
  if (!parameter || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') return undefined;
  if (!LOCATIONS.includes(parameter.in)) return undefined;
  // A parameter describes its value with "schema", or with "content" holding one media type.
  const content = isObject(parameter.content) ? Object.values(parameter.content)[0] : undefined;
  const rawSchema = parameter.schema ?? (isObject(content) ? content.schema : undefined) ?? { type: 'string' };
  const schema = portableSchema(document, rawSchema);
  if (typeof parameter.description === 'string') schema.description = parameter.description;
  return {
    name: parameter.name,
    in: parameter.in as ParameterLocation,
    // "If the parameter location is path, this property is REQUIRED and its value MUST be true."
    required: parameter.in === 'path' || parameter.required === true,
    schema,
  };
}

/** Path-level parameters apply to every operation of the path; the operation's own win. */
function parametersOf(document: JsonObject, pathLevel: unknown, own: unknown): OperationParameter[] {
  const list = (raw: unknown) => (Array.isArray(raw) ? raw : []).map((item) => parameterOf(document, item));
  const byKey = new Map<string, OperationParameter>();
  for (const parameter of [...list(pathLevel), ...list(own)]) {
    if (parameter) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

const isJsonMediaType = (mediaType: string) => /^application\/(.+\+)?json(;|$)/i.test(mediaType.trim());

function bodyOf(document: JsonObject, raw: unknown): Pick<PluginOperation, 'body' | 'unsupportedBody'> {
  const body = derefObject(document, raw);
  if (!body || !isObject(body.content)) return {};
  const mediaTypes = Object.keys(body.content);
  const json = mediaTypes.find(isJsonMediaType);
  if (json === undefined) return mediaTypes.length > 0 ? { unsupportedBody: mediaTypes } : {};
  const media = body.content[json];
  const schema = portableSchema(document, isObject(media) ? media.schema : undefined);
  return { body: { mediaType: json, required: body.required === true, schema } };
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Reads a plugin's content (JSON or YAML). Throws PluginFormatError when it is not an OpenAPI 3
 * document with an absolute server URL, or when a $ref in what tools need cannot be resolved.
 */
export function parsePluginApi(content: string): PluginApi {
  const document = readOpenApiDocument(content);
  const serverUrl = serverUrlOf(document);
  const operations: PluginOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths as JsonObject)) {
    const item = derefObject(document, rawItem);
    if (!item) continue;
    // In the document's order, which is the order the author lists them in.
    for (const [key, operation] of Object.entries(item)) {
      const method = HTTP_METHODS.find((name) => name === key);
      if (!method || !isObject(operation)) continue;
      const summary = textOf(operation.summary);
      const description = textOf(operation.description);
      const operationId = textOf(operation.operationId);
      operations.push({
        method,
        path,
        ...(operationId ? { operationId } : {}),
        ...(summary ? { summary } : {}),
        ...(description ? { description } : {}),
        parameters: parametersOf(document, item.parameters, operation.parameters),
        ...bodyOf(document, operation.requestBody),
      });
    }
  }
  const info = isObject(document.info) ? document.info : {};
  const title = textOf(info.title);
  return { ...(title ? { title } : {}), serverUrl, operations };
}
