// A conversation as a Markdown document: a title, a line with the model and the date, then one
// section per message. Words come from the caller (the UI's language); dates are formatted by it.

import { messageImages, messageText } from '../chat/message-content';
import type { ChatMessage, Role } from '../types';
import { sourcesMarkdown } from '../web-search/sources-text';

export interface MarkdownLabels {
  roles: Record<Role, string>;
  model: string;
  exported: string;
  messages: (count: number) => string;
  reasoning: string;
  toolCall: string;
  /** The note left where an image stored only in this browser was. */
  imageNotIncluded: (index: number) => string;
  image: (index: number) => string;
  /** "Version 2 of 3", beside a message exported with its other versions. */
  version: (index: number, total: number) => string;
}

export interface MarkdownDocument {
  topic: string;
  /** The session's model, shown under the title. */
  model: string;
  exportedAt: number;
  messages: readonly ChatMessage[];
  labels: MarkdownLabels;
  formatDate: (epochMs: number) => string;
  /** Of an export of every branch: which version each message with siblings is (from 0). */
  versions?: ReadonlyMap<string, { index: number; total: number }>;
}

/** A fence longer than any run of backticks inside, so the text cannot close it early. */
export function fenced(text: string, language = ''): string {
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

/** Only images on the web can be linked; a stored (idb-image:) or inline (data:) image would be
 * either unreadable elsewhere or megabytes of text, so it is noted instead. */
function imageLine(url: string, index: number, labels: MarkdownLabels): string {
  return /^https?:\/\//i.test(url) ? `![${labels.image(index)}](${url})` : `*${labels.imageNotIncluded(index)}*`;
}

function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

function messageSection(message: ChatMessage, doc: MarkdownDocument): string {
  const { labels } = doc;
  const meta = [message.role === 'assistant' ? message.model : undefined, doc.formatDate(message.date)].filter(Boolean);
  const version = doc.versions?.get(message.id);
  const versionLabel = version ? ` · ${labels.version(version.index + 1, version.total)}` : '';
  const parts = [`## ${labels.roles[message.role]}${versionLabel}`, `*${meta.join(' · ')}*`];
  if (message.reasoning?.trim()) parts.push(quoted(`**${labels.reasoning}**\n\n${message.reasoning.trim()}`));
  for (const tool of message.tools ?? []) {
    parts.push(`- **${tool.type}**${tool.content ? `: ${tool.content.replace(/\s+/g, ' ').trim()}` : ''}`);
  }
  const images = messageImages(message.content);
  if (images.length > 0) parts.push(images.map((url, index) => imageLine(url, index + 1, labels)).join('\n'));
  const text = messageText(message.content);
  // A tool's result is data (JSON, a page's text): shown verbatim so Markdown does not reflow it.
  if (text.trim()) parts.push(message.role === 'tool' ? fenced(text) : text);
  const sources = sourcesMarkdown(message.sources);
  if (sources) parts.push(sources);
  for (const call of message.tool_calls ?? []) {
    parts.push(`**${labels.toolCall}: ${call.function.name}**\n\n${fenced(call.function.arguments, 'json')}`);
  }
  return parts.join('\n\n');
}

export function conversationToMarkdown(doc: MarkdownDocument): string {
  const { labels } = doc;
  const heading = [
    `# ${doc.topic.replace(/\s+/g, ' ').trim()}`,
    `*${labels.model}: ${doc.model} · ${labels.exported}: ${doc.formatDate(doc.exportedAt)} · ${labels.messages(doc.messages.length)}*`,
  ].join('\n\n');
  return [heading, ...doc.messages.map((message) => messageSection(message, doc))].join('\n\n---\n\n') + '\n';
}
