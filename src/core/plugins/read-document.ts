// A plugin's content is an OpenAPI document written in JSON or in YAML. YAML 1.2 is a superset of
// JSON, so one YAML parser reads both; a JSON document simply goes the faster way first.

import { parse as parseYaml } from 'yaml';
import { PluginFormatError } from './errors';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseText(content: string): unknown {
  const trimmed = content.trim();
  if (trimmed === '') throw new PluginFormatError('empty');
  if (trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      // JSON-looking YAML (flow style with comments, unquoted keys) is still valid YAML.
    }
  }
  try {
    // The default limit on alias expansion stays on: a small document must not expand to gigabytes.
    return parseYaml(trimmed);
  } catch (error) {
    throw new PluginFormatError('syntax', error instanceof Error ? error.message.split('\n')[0] : undefined);
  }
}

/** Parses the text and checks it is an OpenAPI 3 document: an "openapi" version 3.x and "paths". */
export function readOpenApiDocument(content: string): JsonObject {
  const document = parseText(content);
  if (!isObject(document)) throw new PluginFormatError('not_openapi');
  if (typeof document.swagger === 'string') throw new PluginFormatError('unsupported_version', `swagger ${document.swagger}`);
  // YAML reads an unquoted "openapi: 3.1" as a number.
  const version = typeof document.openapi === 'number' ? String(document.openapi) : document.openapi;
  if (typeof version !== 'string' || !isObject(document.paths)) throw new PluginFormatError('not_openapi');
  if (!/^3\.\d+(\.\d+)?/.test(version)) throw new PluginFormatError('unsupported_version', version);
  return document;
}
