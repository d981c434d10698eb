// Each provider's streamed answer, framed byte for byte as each provider's API reference describes it: the
// OpenAI family's "data: …\n\n" and [DONE], Gemini's CRLF, Anthropic's named events, Baidu's is_end
// without [DONE], DashScope's id:/event:/:HTTP_STATUS lines, Hunyuan's FinishReason, iFlytek's code 0.

const CREATED = 1_700_000_000;
const sse = (data) => `data: ${JSON.stringify(data)}\n\n`;
const done = 'data: [DONE]\n\n';
const usage = { prompt_tokens: 9, completion_tokens: 12, total_tokens: 21 };

function openaiChunk(model, delta, finish, extra = {}) {
  const choice = { index: 0, delta, logprobs: null, finish_reason: finish, ...extra };
  return { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: CREATED, model, choices: [choice] };
}

function openaiFamily(dialect, model, pieces, tool, reasoning = [], withUsage = false) {
  const frames = [];
  if (dialect === 'azure') {
    frames.push(sse({ choices: [], created: 0, id: '', model: '', object: '', prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }] }));
  }
  const role = dialect === 'bytedance' ? { role: 'assistant' } : {};
  if (dialect !== 'bytedance') frames.push(sse(openaiChunk(model, { role: 'assistant', content: '' }, null)));
  if (tool) {
    const id = dialect === 'moonshot' ? `${tool.name}:0` : 'call_fake_1';
    frames.push(sse(openaiChunk(model, { ...role, tool_calls: [{ index: 0, id, type: 'function', function: { name: tool.name, arguments: '' } }] }, null)));
    for (const piece of tool.pieces) {
      frames.push(sse(openaiChunk(model, { ...role, tool_calls: [{ index: 0, function: { arguments: piece } }] }, null)));
    }
  } else {
    // Thinking models (DeepSeek, Doubao, Kimi) stream reasoning_content with a null content first.
    for (const piece of reasoning) frames.push(sse(openaiChunk(model, { ...role, content: null, reasoning_content: piece }, null)));
    for (const piece of pieces) frames.push(sse(openaiChunk(model, { ...role, content: piece }, null)));
  }
  const finish = tool ? 'tool_calls' : 'stop';
  frames.push(sse(openaiChunk(model, {}, finish, dialect === 'moonshot' ? { usage } : {})));
  // OpenAI's stream_options.include_usage: a last chunk with no choices and the usage.
  if (withUsage && dialect !== 'moonshot') frames.push(sse({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: CREATED, model, choices: [], usage }));
  frames.push(done);
  return frames;
}

function iflytek(pieces, tool) {
  const base = { code: 0, message: 'Success', sid: 'cha000fake@dx1', id: 'cha000fake@dx1', created: CREATED };
  const frames = [];
  if (tool) {
    const call = { type: 'function', function: { name: tool.name, arguments: tool.json } };
    frames.push(sse({ ...base, choices: [{ delta: { role: 'assistant', content: '', tool_calls: call }, index: 0 }], usage }));
  } else {
    pieces.forEach((piece, i) => {
      const last = i === pieces.length - 1;
      frames.push(sse({ ...base, choices: [{ delta: { role: 'assistant', content: piece }, index: 0 }], ...(last ? { usage } : {}) }));
    });
  }
  frames.push(done);
  return frames;
}

function google(model, pieces, tool) {
  const crlf = (data) => `data: ${JSON.stringify(data)}\r\n\r\n`;
  const meta = { modelVersion: model, responseId: 'fake-response' };
  const candidate = (parts, finishReason) => ({ content: { parts, role: 'model' }, ...(finishReason ? { finishReason } : {}), index: 0 });
  const usageMetadata = { promptTokenCount: 9, candidatesTokenCount: 12, totalTokenCount: 21 };
  if (tool) {
    return [crlf({ candidates: [candidate([{ functionCall: { name: tool.name, args: JSON.parse(tool.json) } }], 'STOP')], usageMetadata, ...meta })];
  }
  return pieces.map((piece, i) => {
    const last = i === pieces.length - 1;
    return crlf({ candidates: [candidate([{ text: piece }], last ? 'STOP' : undefined)], ...(last ? { usageMetadata } : {}), ...meta });
  });
}

function anthropic(model, pieces, tool, reasoning = []) {
  const event = (type, data) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const frames = [
    event('message_start', {
      message: { id: 'msg_fake', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 9, output_tokens: 1 } },
    }),
  ];
  if (tool) {
    frames.push(event('content_block_start', { index: 0, content_block: { type: 'tool_use', id: 'toolu_fake', name: tool.name, input: {} } }));
    for (const piece of ['', ...tool.pieces]) {
      frames.push(event('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: piece } }));
    }
    frames.push(event('content_block_stop', { index: 0 }));
  } else {
    // Extended thinking: a thinking block, closed by its signature, before the text block.
    const index = reasoning.length > 0 ? 1 : 0;
    if (index === 1) {
      frames.push(event('content_block_start', { index: 0, content_block: { type: 'thinking', thinking: '', signature: '' } }));
      for (const piece of reasoning) frames.push(event('content_block_delta', { index: 0, delta: { type: 'thinking_delta', thinking: piece } }));
      frames.push(event('content_block_delta', { index: 0, delta: { type: 'signature_delta', signature: 'EqQBCgIYAhIM1gbcDa9GJwZA2b3h' } }));
      frames.push(event('content_block_stop', { index: 0 }));
    }
    frames.push(event('content_block_start', { index, content_block: { type: 'text', text: '' } }));
    frames.push(event('ping', {}));
    for (const piece of pieces) frames.push(event('content_block_delta', { index, delta: { type: 'text_delta', text: piece } }));
    frames.push(event('content_block_stop', { index }));
  }
  frames.push(event('message_delta', { delta: { stop_reason: tool ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 12 } }));
  frames.push(event('message_stop', {}));
  return frames;
}

function baidu(pieces, tool) {
  const chunk = (i, result, isEnd, extra = {}) =>
    sse({ id: 'as-fake', object: 'chat.completion', created: CREATED, sentence_id: i, is_end: isEnd, is_truncated: false, result, need_clear_history: false, finish_reason: 'normal', usage, ...extra });
  if (tool) {
    return [chunk(0, '', true, { function_call: { name: tool.name, thoughts: 'I should call a tool.', arguments: tool.json }, finish_reason: 'function_call' })];
  }
  return [...pieces.map((piece, i) => chunk(i, piece, false)), chunk(pieces.length, '', true)];
}

function alibaba(pieces, tool) {
  const frames = [];
  const usageOf = (n) => ({ total_tokens: 9 + n, output_tokens: n, input_tokens: 9 });
  const push = (message, finish) => {
    const n = frames.length + 1;
    const data = { output: { choices: [{ message, finish_reason: finish }] }, usage: usageOf(n), request_id: 'fake-request' };
    frames.push(`id:${n}\nevent:result\n:HTTP_STATUS/200\ndata:${JSON.stringify(data)}\n\n`);
  };
  if (tool) {
    tool.pieces.forEach((piece, i) => {
      const call = { index: 0, id: i === 0 ? 'call_fake_1' : '', type: 'function', function: { ...(i === 0 ? { name: tool.name } : {}), arguments: piece } };
      const last = i === tool.pieces.length - 1;
      push({ content: '', role: 'assistant', tool_calls: [call] }, last ? 'tool_calls' : 'null');
    });
  } else {
    pieces.forEach((piece) => push({ content: piece, role: 'assistant' }, 'null'));
    push({ content: '', role: 'assistant' }, 'stop');
  }
  return frames;
}

function tencent(pieces, tool) {
  const chunk = (delta, finish) =>
    sse({ Note: '以上内容为AI生成，不代表开发者立场，请勿删除或修改本标记', Choices: [{ FinishReason: finish, Delta: { Role: 'assistant', ...delta } }], Created: CREATED, Id: 'fake-id', Usage: { PromptTokens: 9, CompletionTokens: 12, TotalTokens: 21 } });
  if (tool) {
    const id = 'call_fake_1';
    return [
      chunk({ Content: '', ToolCalls: [{ Id: id, Type: 'function', Function: { Name: tool.name, Arguments: '' } }] }, ''),
      ...tool.pieces.map((piece) => chunk({ Content: '', ToolCalls: [{ Id: id, Type: 'function', Function: { Name: '', Arguments: piece } }] }, '')),
      chunk({ Content: '' }, 'tool_calls'),
    ];
  }
  return [...pieces.map((piece) => chunk({ Content: piece }, '')), chunk({ Content: '' }, 'stop')];
}

/** The frames of a streamed answer: either text pieces, or one tool call {name, json, pieces};
 * reasoning pieces come before the text where the dialect has a place for them. */
export function streamFrames(dialect, { model, pieces, tool, reasoning, withUsage = false }) {
  switch (dialect) {
    case 'google':
      return google(model, pieces, tool);
    case 'anthropic':
      return anthropic(model, pieces, tool, reasoning);
    case 'baidu':
      return baidu(pieces, tool);
    case 'alibaba':
      return alibaba(pieces, tool);
    case 'tencent':
      return tencent(pieces, tool);
    case 'iflytek':
      return iflytek(pieces, tool);
    default:
      return openaiFamily(dialect, model, pieces, tool, reasoning, withUsage);
  }
}

/** A whole, non-streamed answer. */
export function completeBody(dialect, { model, text }) {
  switch (dialect) {
    case 'google':
      return { candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }], modelVersion: model };
    case 'anthropic':
      return { id: 'msg_fake', type: 'message', role: 'assistant', model, content: [{ type: 'text', text }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 9, output_tokens: 12 } };
    case 'baidu':
      return { id: 'as-fake', object: 'chat.completion', created: CREATED, result: text, is_truncated: false, need_clear_history: false, finish_reason: 'normal', usage };
    case 'alibaba':
      return { output: { choices: [{ finish_reason: 'stop', message: { role: 'assistant', content: text } }] }, usage: { total_tokens: 21, output_tokens: 12, input_tokens: 9 }, request_id: 'fake-request' };
    case 'tencent':
      return { Response: { RequestId: 'fake-request', Note: 'AI', Choices: [{ Message: { Role: 'assistant', Content: text }, FinishReason: 'stop' }], Created: CREATED, Id: 'fake-id', Usage: { PromptTokens: 9, CompletionTokens: 12, TotalTokens: 21 } } };
    default:
      return {
        id: 'chatcmpl-fake', object: 'chat.completion', created: CREATED, model,
        choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage,
        ...(dialect === 'iflytek' ? { code: 0, message: 'Success', sid: 'cha000fake@dx1' } : {}),
      };
  }
}
