// A conversation's plugin tools: one definition per operation of every plugin it uses, and the way
// back from the name the model calls to the plugin and operation behind it.

import type { ToolDefinition } from '../providers/adapter';
import type { Plugin } from '../types';
import type { PluginApi, PluginOperation } from './operations';
import type { JsonSchema } from './schema';
import { baseToolName, createNameRegistry } from './tool-names';

/** The argument that carries the request body when its fields cannot sit beside the parameters
 * (the body is not an object, or a field shares a parameter's name). */
export const BODY_ARGUMENT = 'requestBody';

export interface PluginTool {
  name: string;
  plugin: Plugin;
  serverUrl: string;
  operation: PluginOperation;
  /** "flat": the body's fields are arguments of their own; "nested": the body is BODY_ARGUMENT. */
  bodyMode?: 'flat' | 'nested';
}

export interface PluginToolSet {
  definitions: ToolDefinition[];
  /** The tool the model called by this name, if the set has it. */
  find(name: string): PluginTool | undefined;
}

function bodyModeOf(operation: PluginOperation): PluginTool['bodyMode'] {
  const body = operation.body;
  if (!body) return undefined;
  const properties = body.schema.properties;
  const isObjectBody = body.schema.type === 'object' && typeof properties === 'object' && properties !== null;
  if (!isObjectBody) return 'nested';
  const names = new Set(operation.parameters.map((parameter) => parameter.name));
  return Object.keys(properties).some((name) => names.has(name) || name === BODY_ARGUMENT) ? 'nested' : 'flat';
}

/** One JSON schema object for all the operation's inputs: its parameters, then its body. */
function argumentsSchema(operation: PluginOperation, bodyMode: PluginTool['bodyMode']): JsonSchema {
  const properties: JsonSchema = {};
  const required: string[] = [];
  for (const parameter of operation.parameters) {
    properties[parameter.name] = parameter.schema;
    if (parameter.required) required.push(parameter.name);
  }
  const body = operation.body;
  if (body && bodyMode === 'flat') {
    Object.assign(properties, body.schema.properties);
    // The body's own required fields only bind when there is a body at all.
    if (body.required && Array.isArray(body.schema.required)) required.push(...(body.schema.required as string[]));
  } else if (body && bodyMode === 'nested') {
    properties[BODY_ARGUMENT] = body.schema;
    if (body.required) required.push(BODY_ARGUMENT);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

function descriptionOf(operation: PluginOperation): string | undefined {
  return operation.description ?? operation.summary;
}

/** The tools of these plugins, in order; operations whose body a tool call cannot fill are left out. */
export function buildToolSet(plugins: readonly { plugin: Plugin; api: PluginApi }[]): PluginToolSet {
  const nameOf = createNameRegistry();
  const tools = new Map<string, PluginTool>();
  const definitions: ToolDefinition[] = [];
  for (const { plugin, api } of plugins) {
    for (const operation of api.operations) {
      if (operation.unsupportedBody) continue;
      const name = nameOf(baseToolName(operation));
      const bodyMode = bodyModeOf(operation);
      tools.set(name, { name, plugin, serverUrl: api.serverUrl, operation, ...(bodyMode ? { bodyMode } : {}) });
      const description = descriptionOf(operation);
      definitions.push({
        type: 'function',
        function: { name, ...(description ? { description } : {}), parameters: argumentsSchema(operation, bodyMode) },
      });
    }
  }
  return { definitions, find: (name) => tools.get(name) };
}
