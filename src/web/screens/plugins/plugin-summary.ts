// What the plugin list and editor show of a plugin's document: its title and version, and each
// operation; or why the document cannot be used, in words plus the parser's own position.

import { PluginFormatError, type PluginFormatReason } from '../../../core/plugins/errors';
import { parsePluginApi, type PluginOperation } from '../../../core/plugins/operations';
import { isObject, readOpenApiDocument } from '../../../core/plugins/read-document';

export type PluginSummary =
  | { ok: true; title: string | undefined; version: string | undefined; operations: PluginOperation[] }
  | { ok: false; reason: PluginFormatReason; detail: string | undefined };

export function summarisePlugin(content: string): PluginSummary {
  try {
    const api = parsePluginApi(content);
    const info = readOpenApiDocument(content).info;
    const version = isObject(info) && (typeof info.version === 'string' || typeof info.version === 'number') ? String(info.version) : undefined;
    return { ok: true, title: api.title, version, operations: api.operations };
  } catch (error) {
    if (error instanceof PluginFormatError) return { ok: false, reason: error.reason, detail: error.detail };
    throw error;
  }
}
