// Writes the wire fixtures of this folder: example streams and bodies of every provider, built by
// hand from the shapes documented in each provider's API reference (framing, field names, quirks), with our own
// text, ids and numbers. No byte of them comes from a recorded capture.
// Run `node tests/wire/write-fixtures.mjs` after changing it; the written files are committed, so
// tests read plain files and a reader can open them.
//
// Every text stream rebuilds TEXT; every tool stream rebuilds one get_weather call with
// {"city":"Lyon"}. TEXT holds characters of two, three and four bytes, so a stream cut at random
// byte boundaries is cut inside UTF-8 characters too.

import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const DIR = new URL('./', import.meta.url);
const write = (name, text) => writeFileSync(new URL(name, DIR), text);

const PIECES = ['Bonjour', ' !', ' Voilà,', ' c’est', ' prêt', ' 🙂'];
const ARGS = ['{"', 'city', '":"', 'Lyon', '"}'];
const json = (value) => JSON.stringify(value);
const pretty = (value) => `${JSON.stringify(value, null, 2)}\n`;
const sse = (chunks) => chunks.map((chunk) => `data: ${typeof chunk === 'string' ? chunk : json(chunk)}\n\n`).join('');

// OpenAI Chat Completions (§1): a role chunk, text deltas, a finish chunk, then a choices:[] usage
// chunk (include_usage) and [DONE]. Tool calls: id and name first, then argument pieces by index.
{
  const base = { id: 'chatcmpl-pcFixture0001', object: 'chat.completion.chunk', created: 1767225600, model: 'gpt-4.1-mini', service_tier: 'default', system_fingerprint: 'fp_pc0001' };
  const choice = (delta, finish = null) => ({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], usage: null, obfuscation: 'pcX' });
  write(
    'openai-stream.txt',
    sse([
      choice({ role: 'assistant', content: '', refusal: null }),
      ...PIECES.map((content) => choice({ content })),
      choice({}, 'stop'),
      { ...base, choices: [], usage: { prompt_tokens: 31, completion_tokens: 9, total_tokens: 40, prompt_tokens_details: { cached_tokens: 0 }, completion_tokens_details: { reasoning_tokens: 0 } } },
      '[DONE]',
    ]),
  );
  const call = (delta) => ({ index: 0, ...delta });
  write(
    'openai-tools-stream.txt',
    sse([
      choice({ role: 'assistant', content: null, tool_calls: [call({ id: 'call_pcLyonWeather0001', type: 'function', function: { name: 'get_weather', arguments: '' } })] }),
      ...ARGS.map((piece) => choice({ tool_calls: [call({ function: { arguments: piece } })] })),
      choice({}, 'tool_calls'),
      { ...base, choices: [], usage: { prompt_tokens: 58, completion_tokens: 14, total_tokens: 72 } },
      '[DONE]',
    ]),
  );
  write(
    'openai-error.json',
    pretty({ error: { message: 'Incorrect API key provided: sk-test-****wxyz. Check the key in your account settings.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } }),
  );
}

// Azure OpenAI (§2): OpenAI framing, a first event with choices:[] and prompt_filter_results,
// content_filter_results on every choice.
{
  const safe = { filtered: false, severity: 'safe' };
  const filters = { hate: safe, self_harm: safe, sexual: safe, violence: safe };
  const base = { created: 1767225601, id: 'chatcmpl-pcAzure0001', model: 'gpt-4o-mini', object: 'chat.completion.chunk', system_fingerprint: null };
  const prompt = { choices: [], created: 0, id: '', model: '', object: '', prompt_filter_results: [{ prompt_index: 0, content_filter_results: filters }] };
  const choice = (delta, results = {}, finish = null) => ({ choices: [{ content_filter_results: results, delta, finish_reason: finish, index: 0, logprobs: null }], ...base, usage: null });
  write(
    'azure-stream.txt',
    sse([
      prompt,
      choice({ content: '', refusal: null, role: 'assistant' }),
      ...PIECES.map((content) => choice({ content }, filters)),
      choice({}, {}, 'stop'),
      { choices: [], ...base, usage: { completion_tokens: 9, prompt_tokens: 31, total_tokens: 40 } },
      '[DONE]',
    ]),
  );
  write(
    'azure-tools-stream.txt',
    sse([
      prompt,
      choice({ content: null, refusal: null, role: 'assistant', tool_calls: [{ function: { arguments: '', name: 'get_weather' }, id: 'call_pcAzureLyon0001', index: 0, type: 'function' }] }),
      ...ARGS.map((piece) => choice({ tool_calls: [{ function: { arguments: piece }, index: 0 }] })),
      choice({}, {}, 'tool_calls'),
      { choices: [], ...base, usage: { completion_tokens: 14, prompt_tokens: 58, total_tokens: 72 } },
      '[DONE]',
    ]),
  );
  write(
    'azure-error.json',
    pretty({
      error: {
        message: "The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please change the prompt.",
        type: null,
        param: 'prompt',
        code: 'content_filter',
        status: 400,
        innererror: { code: 'ResponsibleAIPolicyViolation', content_filter_result: { ...filters, violence: { filtered: true, severity: 'medium' } } },
      },
    }),
  );
}

// ByteDance Doubao (§6): role repeated in every delta, no finish_reason key until the last chunk.
{
  const base = { created: 1767225602, id: '0217pcdoubaofixture0001', model: 'doubao-1-5-pro-32k-250115', service_tier: 'default', object: 'chat.completion.chunk', usage: null };
  const choice = (delta, finish) => ({ choices: [{ delta: { content: '', role: 'assistant', ...delta }, ...(finish ? { finish_reason: finish } : {}), index: 0 }], ...base });
  write('doubao-stream.txt', sse([...PIECES.map((content) => choice({ content })), choice({}, 'stop'), '[DONE]']));
  write(
    'doubao-tools-stream.txt',
    sse([
      choice({ tool_calls: [{ function: { arguments: '', name: 'get_weather' }, id: 'call_pcdoubaolyon0001', index: 0, type: 'function' }] }),
      ...ARGS.map((piece) => choice({ tool_calls: [{ function: { arguments: piece }, index: 0, type: 'function' }] })),
      choice({}, 'tool_calls'),
      '[DONE]',
    ]),
  );
  write('doubao-error.json', pretty({ error: { code: 'AuthenticationError', message: 'The API key or AK/SK in the request is missing or invalid. Request id: 0217pcdoubaofixture0002', param: '', type: 'Unauthorized' } }));
}

// Moonshot (§9): usage inside choices[0] of the last chunk; tool ids like "get_weather:0".
{
  const base = { id: 'cmpl-pcmoonshot0001', object: 'chat.completion.chunk', created: 1767225603, model: 'moonshot-v1-8k' };
  const choice = (delta, extra = { finish_reason: null }) => ({ ...base, choices: [{ index: 0, delta, ...extra }] });
  write(
    'moonshot-stream.txt',
    sse([
      choice({ role: 'assistant', content: '' }),
      ...PIECES.map((content) => choice({ content })),
      choice({}, { finish_reason: 'stop', usage: { prompt_tokens: 27, completion_tokens: 9, total_tokens: 36 } }),
      '[DONE]',
    ]),
  );
  write(
    'moonshot-tools-stream.txt',
    sse([
      choice({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'get_weather:0', type: 'function', function: { name: 'get_weather', arguments: '' } }] }),
      ...ARGS.map((piece) => choice({ tool_calls: [{ index: 0, function: { arguments: piece } }] })),
      choice({}, { finish_reason: 'tool_calls', usage: { prompt_tokens: 61, completion_tokens: 13, total_tokens: 74 } }),
      '[DONE]',
    ]),
  );
  write('moonshot-error.json', pretty({ error: { message: 'Invalid Authentication', type: 'invalid_authentication_error' } }));
}

// iFlytek Spark (§10): code/message/sid envelope, usage on the last content chunk, no
// finish_reason, tool_calls as one object (not an array) with whole arguments. The doc prints
// data: without a space; the text stream uses that form, the tool stream the spaced one.
{
  const base = { code: 0, message: 'Success', sid: 'cha000pc001@dxpcfixture', id: 'cha000pc001@dxpcfixture', created: 1767225604 };
  const chunk = (delta, usage) => ({ ...base, choices: [{ delta: { role: 'assistant', ...delta }, index: 0 }], ...(usage ? { usage } : {}) });
  const text = [chunk({ content: 'Bonjour !' }), chunk({ content: ' Voilà, c’est' }), chunk({ content: ' prêt 🙂' }), chunk({ content: '' }, { prompt_tokens: 11, completion_tokens: 9, total_tokens: 20 })];
  write('iflytek-stream.txt', [...text.map(json), '[DONE]'].map((data) => `data:${data}\n\n`).join(''));
  write(
    'iflytek-tools-stream.txt',
    sse([
      chunk({ content: '', tool_calls: { type: 'function', function: { arguments: ARGS.join(''), name: 'get_weather' } } }),
      chunk({ content: '' }, { prompt_tokens: 57, completion_tokens: 11, total_tokens: 68 }),
      '[DONE]',
    ]),
  );
  write('iflytek-error.json', pretty({ error: { message: 'invalid user', type: 'api_error', param: null, code: null } }));
}

// Anthropic Messages (§4): named events, data.type = event name, pings anywhere (with spaces inside
// the JSON, as the API sends them), tool input as partial_json pieces, event: error mid-stream.
{
  const named = (events) => events.map((data) => `event: ${data.type}\ndata: ${json(data)}\n\n`).join('');
  const start = (input) => ({ type: 'message_start', message: { id: 'msg_01PcFixture0001', type: 'message', role: 'assistant', model: 'claude-sonnet-4-5-20250929', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: input, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 1 } } });
  const ping = 'event: ping\ndata: {"type": "ping"}\n\n';
  const textDelta = (text, index = 0) => ({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
  const end = (reason, output) => [{ type: 'message_delta', delta: { stop_reason: reason, stop_sequence: null }, usage: { output_tokens: output } }, { type: 'message_stop' }];
  write(
    'anthropic-stream.txt',
    named([start(25), { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }]) +
      ping +
      named([...PIECES.map((piece) => textDelta(piece)), { type: 'content_block_stop', index: 0 }, ...end('end_turn', 12)]),
  );
  const input = ['', '{"ci', 'ty": "L', 'yo', 'n"}'];
  write(
    'anthropic-tools-stream.txt',
    named([start(402), { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }]) +
      ping +
      named([
        textDelta('Let me'),
        textDelta(' look up the weather in Lyon.'),
        { type: 'content_block_stop', index: 0 },
        { type: 'content_block_start', index: 1, content_block: { type: 'tool_use', id: 'toolu_01PcLyonWeather0001', name: 'get_weather', input: {} } },
        ...input.map((partial_json) => ({ type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json } })),
        { type: 'content_block_stop', index: 1 },
        ...end('tool_use', 58),
      ]),
  );
  write(
    'anthropic-stream-error.txt',
    named([start(25), { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, textDelta('Bonjour')]) +
      'event: error\ndata: {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}\n\n',
  );
  write('anthropic-error.json', pretty({ type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' }, request_id: 'req_01PcFixture0001' }));
}

// Gemini (§3): CRLF framing, protojson spacing ("key": value,"next"), no [DONE]; the last chunk
// carries finishReason; a function call arrives whole with args as an object; a blocked prompt is
// one chunk with promptFeedback and no candidates.
{
  const proto = (value) =>
    Array.isArray(value)
      ? `[${value.map(proto).join(',')}]`
      : value !== null && typeof value === 'object'
        ? `{${Object.entries(value).map(([key, item]) => `${json(key)}: ${proto(item)}`).join(',')}}`
        : json(value);
  const crlf = (chunks) => chunks.map((chunk) => `data: ${proto(chunk)}\r\n\r\n`).join('');
  const usage = (candidates) => ({ promptTokenCount: 17, candidatesTokenCount: candidates, totalTokenCount: 17 + candidates });
  const pieces = ['Bonjour !', ' Voilà, c’est', ' prêt 🙂'];
  write(
    'gemini-stream.txt',
    crlf(
      pieces.map((text, i) => ({
        candidates: [{ content: { parts: [{ text }], role: 'model' }, ...(i === pieces.length - 1 ? { finishReason: 'STOP' } : {}), index: 0 }],
        usageMetadata: usage(3 * (i + 1)),
        modelVersion: 'gemini-2.5-flash',
        responseId: 'pcGeminiFixture01',
      })),
    ),
  );
  write(
    'gemini-tools-stream.txt',
    crlf([
      {
        candidates: [{ content: { parts: [{ functionCall: { name: 'get_weather', args: { city: 'Lyon' } } }], role: 'model' }, finishReason: 'STOP', index: 0 }],
        usageMetadata: usage(6),
        modelVersion: 'gemini-2.5-flash',
        responseId: 'pcGeminiFixture02',
      },
    ]),
  );
  const rating = (category, probability) => ({ category, probability });
  write(
    'gemini-blocked-stream.txt',
    crlf([
      {
        promptFeedback: {
          blockReason: 'SAFETY',
          safetyRatings: [rating('HARM_CATEGORY_HARASSMENT', 'LOW'), rating('HARM_CATEGORY_HATE_SPEECH', 'NEGLIGIBLE'), rating('HARM_CATEGORY_DANGEROUS_CONTENT', 'HIGH')],
        },
        usageMetadata: { promptTokenCount: 9, totalTokenCount: 9 },
        modelVersion: 'gemini-2.5-flash',
      },
    ]),
  );
  write(
    'gemini-error.json',
    pretty({
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'INVALID_ARGUMENT',
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com', metadata: { service: 'generativelanguage.googleapis.com' } }],
      },
    }),
  );
}

// Alibaba DashScope native (§7): id/event/:HTTP_STATUS comment/data with no space after colons,
// finish_reason the string "null" until the end, cumulative usage, no [DONE]; tool pieces with
// id:"" after the first; event:error with the HTTP status in a comment; JSON body for auth errors.
{
  const event = (id, name, status, data) => `id:${id}\nevent:${name}\n:HTTP_STATUS/${status}\ndata:${json(data)}\n\n`;
  const requestId = 'pc0d0000-0000-4000-8000-dashscope001';
  const text = ['Bonjour !', ' Voilà, c’est', ' prêt 🙂', ''];
  write(
    'dashscope-stream.txt',
    text
      .map((content, i) =>
        event(i + 1, 'result', 200, {
          output: { choices: [{ message: { content, role: 'assistant' }, finish_reason: i === text.length - 1 ? 'stop' : 'null' }] },
          usage: { total_tokens: 26 + 3 * Math.min(i + 1, 3), output_tokens: 3 * Math.min(i + 1, 3), input_tokens: 26 },
          request_id: requestId,
        }),
      )
      .join(''),
  );
  const pieces = ['{"city": "', 'Lyon', '"}'];
  write(
    'dashscope-tools-stream.txt',
    pieces
      .map((args, i) =>
        event(i + 1, 'result', 200, {
          output: {
            choices: [
              {
                message: { content: '', tool_calls: [{ index: 0, id: i === 0 ? 'call_pcdashscopelyon01' : '', type: 'function', function: i === 0 ? { name: 'get_weather', arguments: args } : { arguments: args } }], role: 'assistant' },
                index: 0,
                finish_reason: i === pieces.length - 1 ? 'tool_calls' : 'null',
              },
            ],
          },
          usage: { total_tokens: 240 + 4 * (i + 1), output_tokens: 4 * (i + 1), input_tokens: 240 },
          request_id: requestId,
        }),
      )
      .join(''),
  );
  write('dashscope-stream-error.txt', event(1, 'error', 400, { code: 'InvalidParameter', message: 'Messages must not be empty', request_id: requestId }));
  write('dashscope-error.json', pretty({ code: 'InvalidApiKey', message: 'Invalid API-key provided.', request_id: requestId }));
}

// Tencent Hunyuan (§8): PascalCase chunks with a Note, cumulative Usage, FinishReason "" until the
// end, no [DONE]; tool pieces merged by Id (Name "" after the first), a text "thought" after them.
{
  const note = '以上内容为AI生成，仅供参考';
  const chunk = (delta, finish, completion, id) => ({ Note: note, Choices: [{ FinishReason: finish, Delta: { Role: 'assistant', ...delta } }], Created: 1767225605, Id: id, Usage: { PromptTokens: 15, CompletionTokens: completion, TotalTokens: 15 + completion } });
  const textId = 'pc000000-hunyuan-text-000000000001';
  write('hunyuan-stream.txt', sse([...PIECES.map((Content, i) => chunk({ Content }, '', i + 1, textId)), chunk({ Content: '' }, 'stop', 9, textId)]));
  const toolId = 'pc000000-hunyuan-tool-000000000002';
  const call = (Name, Arguments) => ({ Id: 'call_pchunyuanlyon0001', Type: 'function', Function: { Name, Arguments } });
  write(
    'hunyuan-tools-stream.txt',
    sse([
      chunk({ Content: '', ToolCalls: [call('get_weather', '')] }, '', 0, toolId),
      chunk({ Content: '', ToolCalls: [call('', '{"city":')] }, '', 0, toolId),
      chunk({ Content: '', ToolCalls: [call('', '"Lyon"}')] }, '', 0, toolId),
      chunk({ Content: '调用get_weather查询里昂的天气。' }, '', 21, toolId),
      chunk({ Content: '' }, 'tool_calls', 21, toolId),
    ]),
  );
  write(
    'hunyuan-error.json',
    pretty({
      Response: {
        Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated. Please check your signature is correct.' },
        RequestId: 'pc000000-hunyuan-error-00000000003',
      },
    }),
  );
}

// Baidu ERNIE v1 (§5): whole sentences in result, is_end:true on the last chunk, no [DONE]; a
// function call in one chunk with whole arguments; errors as HTTP 200 JSON with error_code.
{
  const chunk = (id, sentence, result, isEnd, completion, extra = {}) => ({
    id,
    object: 'chat.completion',
    created: 1767225606 + sentence,
    sentence_id: sentence,
    is_end: isEnd,
    is_truncated: false,
    result,
    need_clear_history: false,
    finish_reason: 'normal',
    usage: { prompt_tokens: 12, completion_tokens: completion, total_tokens: 12 + completion },
    ...extra,
  });
  write(
    'baidu-stream.txt',
    sse([chunk('as-pcbaidu0001', 0, 'Bonjour ! Voilà,', false, 0), chunk('as-pcbaidu0001', 1, ' c’est prêt 🙂', false, 0), chunk('as-pcbaidu0001', 2, '', true, 10)]),
  );
  write(
    'baidu-tools-stream.txt',
    sse([
      chunk('as-pcbaidu0002', 0, '', true, 27, {
        function_call: { name: 'get_weather', thoughts: '用户想知道里昂的天气，调用get_weather。', arguments: ARGS.join('') },
        finish_reason: 'function_call',
      }),
    ]),
  );
  write('baidu-error.json', pretty({ error_code: 110, error_msg: 'Access token invalid or no longer valid' }));
  write(
    'baidu-oauth-token.json',
    pretty({
      refresh_token: '25.pcfixturerefresh.315360000.2082758400.000000-11111111',
      expires_in: 2592000,
      session_key: 'pcFixtureSessionKey==',
      access_token: '24.pcfixtureaccesstoken0001.2592000.1769817600.000000-11111111',
      scope: 'public wenxinworkshop_mgr',
      session_secret: 'pcfixturesecret',
    }),
  );
}

// OpenAI images, billing and model list (§12–14).
{
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const pngChunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  // One teal pixel: IHDR 1×1, 8-bit RGB; one scanline (filter 0 + three bytes).
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x1a, 0x8a, 0x8a]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  write('openai-image-response.json', pretty({ created: 1767225607, data: [{ b64_json: png.toString('base64'), revised_prompt: 'A watercolour lighthouse on a rocky shore at dusk, gulls overhead.' }] }));
  write(
    'openai-image-error.json',
    pretty({ error: { code: 'content_policy_violation', message: 'Your request was rejected as a result of our safety system. Try a different prompt.', param: null, type: 'invalid_request_error' } }),
  );
  write(
    'openai-billing-usage.json',
    pretty({
      object: 'list',
      daily_costs: [
        { timestamp: 1767225600, line_items: [{ name: 'Chat models', cost: 412.5 }, { name: 'Image models', cost: 0 }] },
        { timestamp: 1767312000, line_items: [{ name: 'Chat models', cost: 318.7 }, { name: 'Image models', cost: 0 }] },
      ],
      total_usage: 731.2,
    }),
  );
  write(
    'openai-billing-subscription.json',
    pretty({
      object: 'billing_subscription',
      has_payment_method: true,
      canceled: false,
      canceled_at: null,
      delinquent: null,
      access_until: 1798761600,
      soft_limit_usd: 90,
      hard_limit_usd: 120,
      system_hard_limit_usd: 120,
      plan: { title: 'Pay-as-you-go', id: 'payg' },
      account_name: 'PolyChat Fixture Org',
    }),
  );
  write(
    'openai-billing-error.json',
    pretty({ error: { message: 'Your request to GET /dashboard/billing/subscription must be made with a session key.', type: 'invalid_request_error', param: null, code: null } }),
  );
  const model = (id, created, owner) => ({ id, object: 'model', created, owned_by: owner });
  write(
    'openai-models.json',
    pretty({ object: 'list', data: [model('gpt-4.1-mini', 1744316542, 'system'), model('whisper-1', 1677532384, 'openai-internal'), model('gpt-4.1', 1744316542, 'system'), model('dall-e-3', 1698785189, 'system')] }),
  );
}
