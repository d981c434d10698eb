// One tool call as an HTTP request: the model's JSON arguments put where the operation wants them
// (path, query, headers, JSON body), plus the plugin's credential.

import { PluginCallError } from './errors';
import { pluginCredential } from './auth';
import type { HttpMethod } from './operations';
import { isObject, type JsonObject } from './read-document';
import { BODY_ARGUMENT, type PluginTool } from './tool-set';

export interface PluginRequest {
  method: string;
  /** The full URL: baseUrl followed by path. */
  url: string;
  /** The plugin's server URL. */
  baseUrl: string;
  /** The operation's path with its parameters filled in, and the query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Fetch refuses a body on these. */
const BODILESS: readonly HttpMethod[] = ['get', 'head'];

function parseArguments(text: string): JsonObject {
  // Models send "" (or nothing) for an operation without inputs.
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PluginCallError('bad_arguments', text.slice(0, 200));
  }
  if (!isObject(value)) throw new PluginCallError('bad_arguments', text.slice(0, 200));
  return value;
}

/** A scalar as text; anything structured as its JSON. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** The body as an object of the fields that are not parameters, or the nested argument as it is. */
function bodyOf(tool: PluginTool, args: JsonObject): unknown {
  const { operation, bodyMode } = tool;
  if (!operation.body) return undefined;
  if (bodyMode === 'nested') {
    const body = args[BODY_ARGUMENT];
    if (body === undefined && operation.body.required) throw new PluginCallError('missing_parameter', BODY_ARGUMENT);
    return body;
  }
  const parameterNames = new Set(operation.parameters.map((parameter) => parameter.name));
  const fields = Object.fromEntries(Object.entries(args).filter(([name]) => !parameterNames.has(name)));
  return Object.keys(fields).length > 0 || operation.body.required ? fields : undefined;
}

/** Builds the request for one call of `tool` with the model's `argumentsJson`; throws PluginCallError
 * when the arguments are not a JSON object or miss a required input. */
export function buildPluginRequest(tool: PluginTool, argumentsJson: string): PluginRequest {
  const { operation, plugin } = tool;
  const args = parseArguments(argumentsJson);
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  let path = operation.path;

  for (const parameter of operation.parameters) {
    const value = args[parameter.name];
    if (value === undefined || value === null) {
      if (parameter.required) throw new PluginCallError('missing_parameter', parameter.name);
      continue;
    }
    if (parameter.in === 'path') {
      const text = Array.isArray(value) ? value.map(textOf).join(',') : textOf(value);
      path = path.split(`{${parameter.name}}`).join(encodeURIComponent(text));
    } else if (parameter.in === 'query') {
      // OpenAPI's default for arrays in the query: one pair per item (form, explode).
      for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, textOf(item));
    } else {
      headers[parameter.name] = textOf(value);
    }
  }

  let body = bodyOf(tool, args);
  const credential = pluginCredential(plugin);
  if (credential?.location === 'header') headers[credential.name] = credential.value;
  else if (credential?.location === 'query') query.set(credential.name, credential.value);
  else if (credential?.location === 'body') {
    if (BODILESS.includes(operation.method)) throw new PluginCallError('no_body_for_token', operation.method.toUpperCase());
    if (body !== undefined && !isObject(body)) throw new PluginCallError('no_body_for_token', operation.path);
    body = { ...(body ?? {}), [credential.name]: credential.value };
  }

  const search = query.toString();
  const fullPath = search === '' ? path : `${path}?${search}`;
  const request: PluginRequest = {
    method: operation.method.toUpperCase(),
    url: `${tool.serverUrl}${fullPath}`,
    baseUrl: tool.serverUrl,
    path: fullPath,
    headers,
  };
  if (body !== undefined && !BODILESS.includes(operation.method)) {
    request.headers['Content-Type'] = operation.body?.mediaType ?? 'application/json';
    request.body = JSON.stringify(body);
  }
  return request;
}

/** The header that tells our server's plugin proxy where the call goes ("through /api/proxy with a
 * base-URL header when the proxy is used"). */
export const BASE_URL_HEADER = 'X-Base-URL';
/** Where our server relays plugin calls (and document loads) to the address in BASE_URL_HEADER. */
export const PLUGIN_PROXY_PATH = '/api/proxy';

/** The same request sent to the plugin proxy at `proxyPath` (e.g. "/api/proxy"). */
export function viaProxy(request: PluginRequest, proxyPath: string): PluginRequest {
  return { ...request, url: `${proxyPath.replace(/\/+$/, '')}${request.path}`, headers: { ...request.headers, [BASE_URL_HEADER]: request.baseUrl } };
}
