// Reads what a chat request asks for, in each provider's own request shape: the last user message
// (echoed back, so tests see that what was sent arrived), the first tool offered, and whether a
// stream was asked for.

function textOf(content) {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (typeof part === 'string' ? part : (part?.text ?? '')))
      .join('');
  }
  return '';
}

function lastUser(messages, roleKey = 'role', contentKey = 'content') {
  const list = Array.isArray(messages) ? messages : [];
  for (let i = list.length - 1; i >= 0; i -= 1) {
    if (list[i]?.[roleKey] === 'user') return textOf(list[i][contentKey]);
  }
  return '';
}

/** The last user message's text. */
export function lastUserText(dialect, body) {
  switch (dialect) {
    case 'google': {
      const contents = Array.isArray(body.contents) ? body.contents : [];
      const last = [...contents].reverse().find((entry) => entry.role === 'user' || entry.role === undefined);
      return (last?.parts ?? []).map((part) => part.text ?? '').join('');
    }
    case 'alibaba':
      return lastUser(body.input?.messages);
    case 'tencent':
      return lastUser(body.Messages, 'Role', 'Content');
    case 'stability':
      return body.prompt ?? '';
    default:
      return lastUser(body.messages);
  }
}

/** The name of the first tool offered, or undefined when the request has none. */
export function firstToolName(dialect, body) {
  switch (dialect) {
    case 'google':
      return body.tools?.[0]?.functionDeclarations?.[0]?.name;
    case 'anthropic':
      return body.tools?.[0]?.name;
    case 'baidu':
      return body.functions?.[0]?.name;
    case 'alibaba':
      return body.parameters?.tools?.[0]?.function?.name;
    case 'tencent':
      return body.Tools?.[0]?.Function?.Name;
    default:
      return body.tools?.[0]?.function?.name;
  }
}

/** The results of the tool calls the conversation ends with (joined), or undefined when it does not
 * end with tool results: a model that has its tools' answers replies instead of calling again. */
export function trailingToolResults(dialect, body) {
  const trailing = (messages, isResult, textOfResult) => {
    const list = Array.isArray(messages) ? messages : [];
    const results = [];
    for (let i = list.length - 1; i >= 0 && isResult(list[i]); i -= 1) results.unshift(textOfResult(list[i]));
    return results.length > 0 ? results.join('\n') : undefined;
  };
  switch (dialect) {
    case 'google':
      return trailing(
        body.contents,
        (entry) => (entry?.parts ?? []).some((part) => part.functionResponse),
        (entry) => entry.parts.map((part) => JSON.stringify(part.functionResponse?.response ?? '')).join('\n'),
      );
    case 'anthropic':
      return trailing(
        body.messages,
        (message) => message?.role === 'user' && Array.isArray(message.content) && message.content.some((block) => block.type === 'tool_result'),
        (message) => message.content.filter((block) => block.type === 'tool_result').map((block) => textOf(block.content)).join('\n'),
      );
    case 'baidu':
      return trailing(body.messages, (message) => message?.role === 'function', (message) => textOf(message.content));
    case 'alibaba':
      return trailing(body.input?.messages, (message) => message?.role === 'tool', (message) => textOf(message.content));
    case 'tencent':
      return trailing(body.Messages, (message) => message?.Role === 'tool', (message) => textOf(message.Content));
    default:
      return trailing(body.messages, (message) => message?.role === 'tool', (message) => textOf(message.content));
  }
}

/** Whether the client asked for a stream; Gemini and DashScope say so outside the body. */
export function wantsStream(dialect, body, path, headers) {
  switch (dialect) {
    case 'google':
      return path.includes(':streamGenerateContent');
    case 'alibaba':
      return headers['x-dashscope-sse'] === 'enable';
    case 'tencent':
      return body.Stream === true;
    default:
      return body.stream === true;
  }
}

/** Magic words in the message choose a scenario: [[fake:401]], [[fake:500]], [[fake:drop]],
 * [[fake:hold]] (first piece, then wait for GET /__release), [[fake:stall]] (the first words of the
 * answer, then the same wait: a provider that falls silent mid-answer), [[fake:chunks=N]], [[fake:delay=MS]],
 * [[fake:first=MS]] (the first piece comes that long after the headers, as a model's first token does),
 * [[fake:paragraphs]] (the filler that pads to N chunks breaks into a paragraph every 40 pieces, as
 * a long answer does), [[fake:reasoning]] (the answer comes after reasoning, in the OpenAI family's
 * reasoning_content and Anthropic's thinking block). */
export function scenarioOf(text) {
  const scenario = { status: undefined, drop: false, hold: false, stall: false, chunks: undefined, delayMs: undefined, firstMs: 0, paragraphs: false, reasoning: false, html: false, retryAfter: undefined, flaky: false, usage: false };
  for (const [, word] of text.matchAll(/\[\[fake:([\w=]+)\]\]/g)) {
    if (word === '401' || word === '500') scenario.status = Number(word);
    else if (word === 'drop') scenario.drop = true;
    else if (word === 'hold') scenario.hold = true;
    else if (word === 'stall') scenario.stall = true;
    else if (word.startsWith('chunks=')) scenario.chunks = Math.min(100_000, Number(word.slice(7)) || 1);
    else if (word.startsWith('delay=')) scenario.delayMs = Math.min(10_000, Number(word.slice(6)) || 0);
    else if (word.startsWith('first=')) scenario.firstMs = Math.min(10_000, Number(word.slice(6)) || 0);
    else if (word === 'paragraphs') scenario.paragraphs = true;
    else if (word === 'reasoning') scenario.reasoning = true;
    else if (word === 'html') scenario.html = true;
    else if (word.startsWith('429=')) scenario.retryAfter = Math.min(86_400, Number(word.slice(4)) || 0);
    else if (word === 'flaky') scenario.flaky = true;
    else if (word === 'usage') scenario.usage = true;
  }
  return scenario;
}

/** The reply text cut into small pieces, as a model streams it. */
export function replyPieces(text, chunks, paragraphs = false, prefix = 'Echo: ') {
  const reply = `${prefix}${text}`;
  const pieces = [];
  for (let i = 0; i < reply.length; i += 4) pieces.push(reply.slice(i, i + 4));
  if (chunks !== undefined) {
    const PARAGRAPH_PIECES = 40;
    while (pieces.length < chunks) pieces.push(paragraphs && pieces.length % PARAGRAPH_PIECES === 0 ? '\n\nword' : ` w${pieces.length}`);
    pieces.length = Math.max(1, Math.min(pieces.length, chunks));
  }
  return pieces;
}

/** Tool-call arguments built from the message, cut in pieces as the streaming APIs send them. */
export function toolArguments(text) {
  const json = JSON.stringify({ query: text });
  const pieces = [];
  for (let i = 0; i < json.length; i += 5) pieces.push(json.slice(i, i + 5));
  return { json, pieces };
}
