// Runs one tool call against its plugin: straight from the browser when the plugin's usingProxy
// is off (the plugin must allow this origin by CORS), through our server's /api/proxy when on.

import type { ToolResult } from '../../../core/chat/tools';
import { PluginCallError } from '../../../core/plugins/errors';
import { buildPluginRequest, PLUGIN_PROXY_PATH, viaProxy, type PluginRequest } from '../../../core/plugins/request';
import { PLUGIN_RESPONSE_READ_MAX_BYTES, pluginResult } from '../../../core/plugins/result';
import type { PluginToolSet } from '../../../core/plugins/tool-set';
import type { ToolCall } from '../../../core/types';
import { pluginText } from './i18n';
import { ChatRequestError } from '../../../core/providers/errors';
import { callOut } from '../http/page-call-out';

/** A plugin that has not answered in a minute is not going to; the reply must not wait for ever. */
const PLUGIN_CALL_TIMEOUT_MS = 60_000;

function callErrorText(error: PluginCallError): string {
  switch (error.reason) {
    case 'unknown_tool':
      return pluginText('call.unknownTool', { name: error.detail });
    case 'bad_arguments':
      return pluginText('call.badArguments', { detail: error.detail });
    case 'missing_parameter':
      return pluginText('call.missingParameter', { name: error.detail });
    case 'no_body_for_token':
      return pluginText('call.noBodyForToken', { detail: error.detail });
  }
}

function requestFor(tools: PluginToolSet, call: ToolCall): PluginRequest {
  const tool = tools.find(call.function.name);
  if (!tool) throw new PluginCallError('unknown_tool', call.function.name);
  const request = buildPluginRequest(tool, call.function.arguments);
  return tool.plugin.usingProxy ? viaProxy(request, PLUGIN_PROXY_PATH) : request;
}

/** The body as text, reading no more than `maxBytes`: a plugin answering with a huge file must not
 * fill the page's memory for the few thousand characters the model gets. */
async function readLimited(response: Response, maxBytes: number): Promise<{ text: string; truncated: boolean }> {
  if (!response.body) return { text: '', truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= maxBytes) {
      await reader.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { text: new TextDecoder().decode(bytes), truncated: size >= maxBytes };
}

/** The plugin's status and answer; an exception, worded for the reader and the model, when no
 * request could be made or no answer came. A stop by the user is rethrown as it is. */
export async function runPluginCall(tools: PluginToolSet, call: ToolCall, signal: AbortSignal): Promise<ToolResult> {
  let request: PluginRequest;
  try {
    request = requestFor(tools, call);
  } catch (error) {
    if (error instanceof PluginCallError) throw new Error(callErrorText(error), { cause: error });
    throw error;
  }
  try {
    const init = { method: request.method, headers: request.headers, ...(request.body !== undefined ? { body: request.body } : {}) };
    const response = await callOut(request.url, init, { timeoutMs: PLUGIN_CALL_TIMEOUT_MS, signal, includeBody: true });
    const { text, truncated } = await readLimited(response, PLUGIN_RESPONSE_READ_MAX_BYTES);
    return pluginResult(response.status, text, truncated, (shown) => pluginText('call.cut', { shown }));
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof ChatRequestError && error.code === 'timeout') throw new Error(pluginText('call.timeout', { seconds: PLUGIN_CALL_TIMEOUT_MS / 1000 }), { cause: error });
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(pluginText('call.unreachable', { detail }), { cause: error });
  }
}
