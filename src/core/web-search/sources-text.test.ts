import { describe, expect, it } from 'vitest';
import { conversationToMarkdown, type MarkdownLabels } from '../export/markdown';
import { sessionFileContent, parseSessionFile } from '../export/session-file';
import { toShareItems } from '../export/share-items';
import { createEmptyMask, createEmptySession } from '../defaults';
import type { ChatMessage } from '../types';
import type { MessageSource } from '../schemas/message-source';

const SOURCES: MessageSource[] = [
  { n: 1, url: 'https://one.test/rust', title: 'Rust [1.0] is out', site: 'One', state: 'read', citations: [{ passage: 'the Rust team announced Rust 1.0', quoted: true, verified: true }] },
  { n: 2, url: 'https://three.test/gone', title: 'Gone', site: 'three.test', state: 'failed', reason: 'bad_status', status: 404 },
];
const reply: ChatMessage = { id: 'r', date: 2, role: 'assistant', content: 'It shipped in 2015 [1].', sources: SOURCES };
const question: ChatMessage = { id: 'q', date: 1, role: 'user', content: 'When?' };
const LIST = '[1] [Rust \\[1.0\\] is out](<https://one.test/rust>) · One  \n[2] [Gone](<https://three.test/gone>) · three.test';

describe('sources where the chat goes', () => {
  it('are listed under the answer of a shared chat', () => {
    expect(toShareItems([question, reply])).toEqual([
      { from: 'human', value: 'When?' },
      { from: 'gpt', value: `It shipped in 2015 [1].\n\n${LIST}` },
    ]);
  });

  it('are listed under the answer in a Markdown export', () => {
    const labels = { roles: { user: 'You', assistant: 'Model', system: 'System', tool: 'Tool' }, model: 'Model', exported: 'Exported', messages: () => '', reasoning: '', toolCall: '', imageNotIncluded: () => '', image: () => '', version: () => '' } satisfies MarkdownLabels;
    const markdown = conversationToMarkdown({ topic: 't', model: 'm', exportedAt: 3, messages: [question, reply], labels, formatDate: String });
    expect(markdown).toContain(`It shipped in 2015 [1].\n\n${LIST}\n`);
  });

  it('travel whole, with their verdicts, in a chat file', () => {
    const file = parseSessionFile(sessionFileContent(createEmptySession({ id: 's', now: 1, order: 0, mask: createEmptyMask({ id: 'm', now: 1 }) }), [question, reply], 3));
    expect(file?.messages[1]?.sources).toEqual(SOURCES);
  });
});
