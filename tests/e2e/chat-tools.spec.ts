// Plugin tools end to end: a plugin (an OpenAPI document of a small local weather API) is stored in
// IndexedDB and listed by the chat's mask; the fake provider, offered the plugin's operations as
// tools, calls the first one with the user's words; the page calls the plugin API, sends the result
// back, and shows the final answer with the tool on the message.
import type { Page } from '@playwright/test';
import { pluginDocument, type PluginApi, type PluginApiCall, type PluginOperationId } from '../fakes/plugin-api.mjs';
import { snap } from './support/fixtures';
import {
  expect,
  fakeRequests,
  firstSession,
  inputActions,
  lastReply,
  nonce,
  putRecords,
  reloadChat,
  replyDone,
  send,
  test,
  textOf,
  type RecordedRequest,
} from './support/chat-fixtures';


const PLUGIN_TOKEN = 'plugin-secret-token';

interface ToolSetup {
  operations: PluginOperationId[];
  /** Model settings for the chat's mask; by default it follows the global ones (the fake OpenAI). */
  model?: { model: string; providerName: string };
}

/** Stores a plugin with `operations` (the first is the one the fake calls) and lists it in the
 * current chat's mask, straight in IndexedDB, then reloads so the app reads both. */
async function usePlugin(page: Page, apiUrl: string, { operations, model }: ToolSetup): Promise<void> {
  const now = Date.now();
  const plugin = {
    id: `plugin-${nonce()}`,
    title: 'Fake weather',
    version: '1.0.0',
    content: pluginDocument(apiUrl, operations),
    builtin: false,
    createdAt: now,
    updatedAt: now,
    authType: 'bearer',
    authToken: PLUGIN_TOKEN,
    authLocation: 'header',
    usingProxy: false,
  };
  const session = await firstSession(page);
  const mask = {
    ...session.mask,
    plugin: [plugin.id],
    ...(model ? { syncGlobalConfig: false, modelConfig: { ...session.mask.modelConfig, ...model } } : {}),
  };
  await putRecords(page, { plugins: [plugin], sessions: [{ ...session, mask, updatedAt: Date.now() }] });
  await reloadChat(page);
}

/** The streamed chat requests of this test (those whose conversation has a user message with `word`). */
async function toolRounds(fake: Parameters<typeof fakeRequests>[0], path: string, word: string): Promise<RecordedRequest[]> {
  return (await fakeRequests(fake)).filter((request) => {
    const messages = (request.json.messages ?? []) as { role: string; content: unknown }[];
    return request.path === path && request.json.stream === true && messages.some((message) => message.role === 'user' && JSON.stringify(message.content).includes(word));
  });
}

const callsWith = (api: PluginApi, word: string): PluginApiCall[] => api.calls.filter((call) => (call.query.query ?? '').includes(word));

const OPENAI_CHAT = '/openai/v1/chat/completions';

test('the model calls a plugin tool: the plugin is called, its answer goes back, and the reply shows the tool', async ({ chat, fake, pluginApi }) => {
  const word = nonce();
  await usePlugin(chat, pluginApi.url, { operations: ['getWeather', 'getOutage'] });
  const text = `What is the weather in Oslo? ${word}`;
  await send(chat, text);

  const reply = await replyDone(chat);
  await expect(reply).toContainText('Tool said:');
  await expect(reply).toContainText('sunny');
  const tools = reply.getByRole('list', { name: 'Tools used' });
  await expect(tools.getByRole('listitem')).toHaveCount(1);
  await expect(tools).toContainText('getWeather');
  await expect(tools).not.toContainText('failed');

  // The plugin got the streamed arguments and the plugin's credential.
  const [call, ...others] = callsWith(pluginApi, word);
  expect(others).toEqual([]);
  expect(call).toMatchObject({ method: 'GET', path: '/v1/weather', query: { query: text } });
  expect(call?.headers.authorization).toBe(`Bearer ${PLUGIN_TOKEN}`);

  // Round one offered the plugin's operations; round two carried the call and its result.
  const rounds = await toolRounds(fake, OPENAI_CHAT, word);
  expect(rounds).toHaveLength(2);
  const offered = (rounds[0]!.json as { tools?: { function: { name: string; parameters: unknown } }[] }).tools;
  expect(offered?.map((tool) => tool.function.name)).toEqual(['getWeather', 'getOutage']);
  expect(offered?.[0]?.function.parameters).toEqual({
    type: 'object',
    properties: { query: { type: 'string', description: 'The place, in words' } },
    required: ['query'],
  });
  const sent = rounds[1]!.json.messages as Record<string, unknown>[];
  expect(sent.slice(-2)).toEqual([
    {
      role: 'assistant',
      content: '',
      tool_calls: [{ id: 'call_fake_1', type: 'function', function: { name: 'getWeather', arguments: JSON.stringify({ query: text }) } }],
    },
    { role: 'tool', content: JSON.stringify({ place: text, forecast: 'sunny', temperatureC: 21 }), tool_call_id: 'call_fake_1' },
  ]);
  expect(textOf(sent.at(-3)?.content)).toBe(text);

  // The tool entry opens on what the plugin answered.
  await tools.getByText('getWeather').click();
  await expect(tools).toContainText('"forecast":"sunny"');
  await snap(chat, 'chat-tool-call');
});

test('a plugin answering 500 gives the model an error result, and the tool is marked failed', async ({ chat, fake, pluginApi }) => {
  const word = nonce();
  await usePlugin(chat, pluginApi.url, { operations: ['getOutage', 'getWeather'] });
  await send(chat, `Is it raining in Lyon? ${word}`);

  const reply = await replyDone(chat);
  await expect(reply).toContainText('Tool said:');
  await expect(reply).toContainText('weather station offline');
  const tools = reply.getByRole('list', { name: 'Tools used' });
  await expect(tools).toContainText('getOutage · failed');

  expect(callsWith(pluginApi, word).map((call) => call.path)).toEqual(['/v1/outage']);
  const rounds = await toolRounds(fake, OPENAI_CHAT, word);
  expect(rounds).toHaveLength(2);
  const sent = rounds[1]!.json.messages as Record<string, unknown>[];
  expect(sent.at(-1)).toEqual({ role: 'tool', content: JSON.stringify({ error: 'weather station offline' }), tool_call_id: 'call_fake_1' });
  await tools.getByText('getOutage').click();
  await snap(chat, 'chat-tool-failed');
});

test('Stop while a tool runs ends the reply: the plugin call is cancelled and the model is not asked again', async ({ chat, fake, pluginApi }) => {
  const word = nonce();
  await usePlugin(chat, pluginApi.url, { operations: ['getSlowWeather'] });
  try {
    await send(chat, `Weather in Bergen, slowly ${word}`);
    await expect.poll(() => callsWith(pluginApi, word).length).toBe(1);
    const reply = lastReply(chat);
    await expect(reply).toHaveAttribute('aria-busy', 'true');
    await expect(reply.getByRole('list', { name: 'Tools used' })).toContainText('getSlowWeather');
    await snap(chat, 'chat-tool-running');

    await inputActions(chat).getByRole('button', { name: 'Stop' }).click();
    await expect(reply).not.toHaveAttribute('aria-busy');
    await expect.poll(() => callsWith(pluginApi, word)[0]?.aborted).toBe(true);
    await expect(reply).not.toContainText('error', { ignoreCase: true });
    await expect(inputActions(chat).getByRole('button', { name: 'Stop' })).toHaveCount(0);
    expect(await toolRounds(fake, OPENAI_CHAT, word)).toHaveLength(1);
  } finally {
    pluginApi.release();
  }
});

test('the same exchange with Anthropic’s format', async ({ chat, fake, pluginApi }) => {
  const word = nonce();
  await usePlugin(chat, pluginApi.url, { operations: ['getWeather'], model: { model: 'claude-3-5-sonnet-20240620', providerName: 'Anthropic' } });
  const text = `Weather in Kyoto? ${word}`;
  await send(chat, text);

  const reply = await replyDone(chat);
  await expect(reply).toContainText('Tool said:');
  await expect(reply).toContainText('sunny');
  await expect(reply.getByRole('list', { name: 'Tools used' })).toContainText('getWeather');
  expect(callsWith(pluginApi, word).map((call) => call.query.query)).toEqual([text]);

  const rounds = await toolRounds(fake, '/anthropic/v1/messages', word);
  expect(rounds).toHaveLength(2);
  const offered = (rounds[0]!.json as { tools?: { name: string }[] }).tools;
  expect(offered?.map((tool) => tool.name)).toEqual(['getWeather']);
  const sent = rounds[1]!.json.messages as { role: string; content: unknown }[];
  expect(sent.slice(-2)).toEqual([
    { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_fake', name: 'getWeather', input: { query: text } }] },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_fake', content: JSON.stringify({ place: text, forecast: 'sunny', temperatureC: 21 }) }] },
  ]);
});
