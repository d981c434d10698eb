import type { ChatMessage, MessageContent } from '../types';

/** The text of a message, whether its content is a string or a list of parts. */
export function messageText(content: MessageContent): string {
  if (typeof content === 'string') return content;
  return content
    .filter((part) => part.type === 'text' && part.text.length > 0)
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('\n');
}

/** The image URLs of a message, in order. */
export function messageImages(content: MessageContent): string[] {
  if (typeof content === 'string') return [];
  return content.flatMap((part) => (part.type === 'image_url' ? [part.image_url.url] : []));
}

/** Appends text to a message's content, keeping its images where it has parts. */
export function appendText(message: ChatMessage, text: string): MessageContent {
  const { content } = message;
  if (typeof content === 'string') return content + text;
  const lastText = content.findLastIndex((part) => part.type === 'text');
  if (lastText === -1) return [...content, { type: 'text', text }];
  return content.map((part, index) =>
    index === lastText && part.type === 'text' ? { ...part, text: part.text + text } : part,
  );
}
