// Names of exported files: the chat's topic, made safe for every file system, and the day.

/** Long enough to recognise a topic, short enough for the paths of older file systems. */
export const FILE_NAME_TOPIC_MAX = 80;
const FALLBACK_NAME = 'chat';

/** Drops what Windows, macOS or Linux refuse in a name (\ / : * ? " < > |, control characters),
 * and the dots and spaces Windows strips from the ends. */
export function sanitiseFileName(topic: string): string {
  const cleaned = Array.from(
    topic
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, FILE_NAME_TOPIC_MAX)
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return cleaned || FALLBACK_NAME;
}

function localDay(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `Topic-2025-03-01.md`; `part` numbers the images of a conversation exported as several. */
export function exportFileName(topic: string, epochMs: number, extension: string, part?: number): string {
  const suffix = part === undefined ? '' : `-${part}`;
  return `${sanitiseFileName(topic)}-${localDay(epochMs)}${suffix}.${extension}`;
}
