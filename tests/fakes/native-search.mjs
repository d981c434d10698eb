// The providers' own web search, streamed as each provider documents it: OpenAI's search models
// (`web_search_options` asked; text with inline links, then a delta of `url_citation` annotations
// whose indices count characters of the whole answer), Gemini's grounding (`google_search` asked;
// text chunks, the last carrying `groundingMetadata` with `groundingChunks` and `groundingSupports`
// whose segment indices count UTF-8 bytes), and Claude's web search tool (`web_search_20250305`
// asked; a `server_tool_use` block with the query, a `web_search_tool_result` block with the
// results, and text blocks whose `citations_delta` cite a `web_search_result_location`).
// Our own pages, words and ids.

const CREATED = 1_700_000_000;

/** The pages the fake search "finds": the first two are cited, the third only listed. */
export const SEARCHED_PAGES = [
  {
    url: 'https://news.example/rust-1-0',
    title: 'Announcing Rust 1.0',
    site: 'news.example',
    pageAge: 'May 15, 2015',
    quote: 'Today we are very proud to announce the 1.0 release of Rust',
    claim: 'Rust 1.0 came out on 15 May 2015',
  },
  {
    url: 'https://history.example/rust',
    title: 'A short history of Rust',
    site: 'history.example',
    pageAge: 'March 2, 2020',
    quote: 'Rust began in 2006 as a side project of one engineer',
    claim: 'It began in 2006 as a side project',
  },
  { url: 'https://forum.example/rust-release', title: 'Rust release thread', site: 'forum.example', pageAge: 'May 16, 2015' },
];

/** Whether the request asks the provider to search itself. */
export function asksNativeSearch(dialect, body) {
  switch (dialect) {
    case 'openai':
      return body?.web_search_options !== undefined;
    case 'google':
      return (body?.tools ?? []).some((tool) => tool && tool.google_search !== undefined);
    case 'anthropic':
      return (body?.tools ?? []).some((tool) => tool?.type === 'web_search_20250305');
    default:
      return false;
  }
}

const sse = (data) => `data: ${JSON.stringify(data)}\n\n`;
const cited = SEARCHED_PAGES.slice(0, 2);

function openai(model, question) {
  const chunk = (delta, finish = null) => ({ id: 'chatcmpl-fake-search', object: 'chat.completion.chunk', created: CREATED, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
  const frames = [sse(chunk({ role: 'assistant', content: '' }))];
  let answer = `Echo: ${question}. `;
  frames.push(sse(chunk({ content: answer })));
  const annotations = [];
  for (const page of cited) {
    const link = `${page.claim} ([${page.site}](${page.url}?utm_source=openai)). `;
    const start = [...answer].length;
    answer += link;
    annotations.push({ type: 'url_citation', url_citation: { start_index: start, end_index: start + [...link.trimEnd()].length, title: page.title, url: `${page.url}?utm_source=openai` } });
    frames.push(sse(chunk({ content: link })));
  }
  frames.push(sse(chunk({ annotations })));
  frames.push(sse(chunk({}, 'stop')));
  frames.push(sse({ id: 'chatcmpl-fake-search', object: 'chat.completion.chunk', created: CREATED, model, choices: [], usage: { prompt_tokens: 9, completion_tokens: 40, total_tokens: 49 } }));
  frames.push('data: [DONE]\n\n');
  return frames;
}

function google(model, question) {
  const crlf = (data) => `data: ${JSON.stringify(data)}\r\n\r\n`;
  const meta = { modelVersion: model, responseId: 'fake-grounded' };
  const texts = [`Echo: ${question}. `, ...cited.map((page) => `${page.claim}. `)];
  const frames = texts.slice(0, -1).map((text) => crlf({ candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0 }], ...meta }));
  const answer = texts.join('');
  const groundingChunks = cited.map((page, i) => ({ web: { uri: `https://vertexaisearch.cloud.google.com/grounding-api-redirect/fake-${i + 1}`, title: page.site } }));
  const groundingSupports = cited.map((page, i) => {
    const start = Buffer.byteLength(answer.slice(0, answer.indexOf(page.claim)));
    const text = `${page.claim}.`;
    return { segment: { startIndex: start, endIndex: start + Buffer.byteLength(text), text }, groundingChunkIndices: [i], confidenceScores: [0.95] };
  });
  frames.push(
    crlf({
      candidates: [
        {
          content: { parts: [{ text: texts.at(-1) }], role: 'model' },
          finishReason: 'STOP',
          index: 0,
          groundingMetadata: {
            searchEntryPoint: { renderedContent: '<div class="container">Rust 1.0 release</div>' },
            groundingChunks,
            groundingSupports,
            webSearchQueries: [question],
          },
        },
      ],
      usageMetadata: { promptTokenCount: 9, candidatesTokenCount: 40, totalTokenCount: 49, toolUsePromptTokenCount: 120 },
      ...meta,
    }),
  );
  return frames;
}

function anthropic(model, question) {
  const event = (type, data) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const frames = [
    event('message_start', { message: { id: 'msg_fake_search', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 9, output_tokens: 1 } } }),
    event('content_block_start', { index: 0, content_block: { type: 'server_tool_use', id: 'srvtoolu_fake', name: 'web_search', input: {} } }),
    event('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: '' } }),
    event('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: JSON.stringify({ query: question }) } }),
    event('content_block_stop', { index: 0 }),
    event('content_block_start', {
      index: 1,
      content_block: {
        type: 'web_search_tool_result',
        tool_use_id: 'srvtoolu_fake',
        content: SEARCHED_PAGES.map((page, i) => ({ type: 'web_search_result', title: page.title, url: page.url, encrypted_content: `EqgfCioIARgBIiQ3fake${i}`, page_age: page.pageAge })),
      },
    }),
    event('content_block_stop', { index: 1 }),
  ];
  let index = 2;
  const text = (words, page) => {
    frames.push(event('content_block_start', { index, content_block: { type: 'text', text: '' } }));
    if (page) {
      const citation = { type: 'web_search_result_location', cited_text: page.quote, url: page.url, title: page.title, encrypted_index: `Eo8BCioIAhgBIiQfake${index}` };
      frames.push(event('content_block_delta', { index, delta: { type: 'citations_delta', citation } }));
    }
    frames.push(event('content_block_delta', { index, delta: { type: 'text_delta', text: words } }));
    frames.push(event('content_block_stop', { index }));
    index += 1;
  };
  text(`Echo: ${question}. `);
  cited.forEach((page, i) => {
    text(page.claim, page);
    text(i === cited.length - 1 ? '.' : '. ');
  });
  frames.push(event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 40, server_tool_use: { web_search_requests: 1 } } }));
  frames.push(event('message_stop', {}));
  return frames;
}

/** The searched answer's frames for the dialect (one of those asksNativeSearch knows). */
export function nativeSearchFrames(dialect, { model, question }) {
  if (dialect === 'google') return google(model, question);
  if (dialect === 'anthropic') return anthropic(model, question);
  return openai(model, question);
}
