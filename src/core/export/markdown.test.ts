import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { conversationToMarkdown, fenced, type MarkdownLabels } from './markdown';

const labels: MarkdownLabels = {
  roles: { user: 'You', assistant: 'Assistant', system: 'System', tool: 'Tool' },
  model: 'Model',
  exported: 'Exported',
  messages: (count) => `${count} messages`,
  reasoning: 'Reasoning',
  toolCall: 'Tool call',
  imageNotIncluded: (index) => `Image ${index} not included`,
  image: (index) => `Image ${index}`,
  version: (index, total) => `Version ${index} of ${total}`,
};

const doc = (messages: ChatMessage[]) =>
  conversationToMarkdown({ topic: 'Trip  plans', model: 'gpt-4o-mini', exportedAt: 99, messages, labels, formatDate: (ms) => `day${ms}` });

describe('conversationToMarkdown', () => {
  it('has a title, the model and date, then one section per message with role, model and date', () => {
    const text = doc([
      { id: 'a', date: 1, role: 'user', content: 'Hello **there**' },
      { id: 'b', date: 2, role: 'assistant', content: 'Hi!', model: 'gpt-4o' },
    ]);
    expect(text).toBe(
      [
        '# Trip plans',
        '',
        '*Model: gpt-4o-mini · Exported: day99 · 2 messages*',
        '',
        '---',
        '',
        '## You',
        '',
        '*day1*',
        '',
        'Hello **there**',
        '',
        '---',
        '',
        '## Assistant',
        '',
        '*gpt-4o · day2*',
        '',
        'Hi!',
        '',
      ].join('\n'),
    );
  });

  it('links web images and notes the ones stored only in this browser', () => {
    const text = doc([
      {
        id: 'a',
        date: 1,
        role: 'user',
        content: [
          { type: 'image_url', image_url: { url: 'https://example.com/cat.png' } },
          { type: 'image_url', image_url: { url: 'idb-image:42' } },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
          { type: 'text', text: 'What is this?' },
        ],
      },
    ]);
    expect(text).toContain('![Image 1](https://example.com/cat.png)\n*Image 2 not included*\n*Image 3 not included*');
    expect(text).not.toContain('base64');
    expect(text).toContain('What is this?');
  });

  it('shows tool calls, tool results verbatim and reasoning as a quote', () => {
    const text = doc([
      {
        id: 'a',
        date: 1,
        role: 'assistant',
        content: '',
        reasoning: 'Think\n\nmore',
        tool_calls: [{ id: 't', type: 'function', function: { name: 'get_weather', arguments: '{"q":"Paris"}' } }],
      },
      { id: 'b', date: 2, role: 'tool', content: 'result with ```fence``` inside', tool_call_id: 't' },
      { id: 'c', date: 3, role: 'assistant', content: 'Sunny', tools: [{ id: 'w', type: 'web_search', content: 'weather\nparis' }] },
    ]);
    expect(text).toContain('> **Reasoning**\n>\n> Think\n>\n> more');
    expect(text).toContain('**Tool call: get_weather**\n\n```json\n{"q":"Paris"}\n```');
    expect(text).toContain('## Tool\n\n*day2*\n\n````\nresult with ```fence``` inside\n````');
    expect(text).toContain('- **web_search**: weather paris');
  });
});

describe('fenced', () => {
  it('uses a fence longer than any backtick run in the text', () => {
    expect(fenced('a')).toBe('```\na\n```');
    expect(fenced('x ````` y', 'txt')).toBe('``````txt\nx ````` y\n``````');
  });
});

describe('an export of every branch', () => {
  it('says beside each message with other versions which version it is', () => {
    const messages: ChatMessage[] = [
      { id: 'q', date: 1, role: 'user', content: 'Q', parentId: null },
      { id: 'a1', date: 2, role: 'assistant', content: 'First', parentId: 'q' },
      { id: 'a2', date: 3, role: 'assistant', content: 'Second', parentId: 'q' },
    ];
    const versions = new Map([
      ['a1', { index: 0, total: 2 }],
      ['a2', { index: 1, total: 2 }],
    ]);
    const text = conversationToMarkdown({ topic: 'T', model: 'm', exportedAt: 9, messages, labels, formatDate: String, versions });
    expect(text).toContain('## Assistant · Version 1 of 2\n\n*2*\n\nFirst');
    expect(text).toContain('## Assistant · Version 2 of 2\n\n*3*\n\nSecond');
    expect(text).toContain('## You\n');
  });
});
