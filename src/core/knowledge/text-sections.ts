// The sections of the documents that are text already: Markdown (split at its headings), HTML (its
// readable text, split at its headings) and plain text (one section). HTML is read here with a few
// patterns rather than a DOM, because extraction runs in a worker, where the browser has no
// DOMParser; what it needs is the words and the headings, not a faithful tree.

import type { Section } from './passage';

const MARKDOWN_HEADING = /^ {0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
const FENCE = /^ {0,3}(```|~~~)/;

/** Markdown split at its headings; the heading's text names the section. Lines inside a fenced code
 * block are text, even when they start with `#`. */
export function markdownSections(markdown: string): Section[] {
  const sections: Section[] = [];
  let heading: string | undefined;
  let lines: string[] = [];
  let inFence = false;
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text) sections.push({ text, ...(heading ? { heading } : {}) });
    lines = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) inFence = !inFence;
    const match = inFence ? null : MARKDOWN_HEADING.exec(line);
    if (match?.[2]) {
      flush();
      heading = match[2];
    } else {
      lines.push(line);
    }
  }
  flush();
  return sections;
}

export function plainTextSections(text: string): Section[] {
  const trimmed = text.trim();
  return trimmed ? [{ text: trimmed }] : [];
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is never text a reader sees. */
const HIDDEN_ELEMENTS = /<(script|style|noscript|template|svg|head)\b[\s\S]*?<\/\1\s*>/gi;
/** Elements that end a paragraph: the text on either side must not run together. */
const BLOCK_TAG = /<\/?(p|div|section|article|li|ul|ol|tr|table|blockquote|pre|br|hr|dd|dt|figcaption|header|footer|main|nav|aside)\b[^>]*>/gi;
const HEADING_ELEMENT = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;

function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}

/** The readable text of an HTML document split at its headings (h1–h6). */
export function htmlSections(html: string): Section[] {
  const body = html.replace(/<!--[\s\S]*?-->/g, '').replace(HIDDEN_ELEMENTS, '').replace(BLOCK_TAG, '\n\n');
  const sections: Section[] = [];
  let heading: string | undefined;
  let last = 0;
  const push = (fragment: string) => {
    const text = textOf(fragment)
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n\n');
    if (text) sections.push({ text, ...(heading ? { heading } : {}) });
  };
  for (const match of body.matchAll(HEADING_ELEMENT)) {
    push(body.slice(last, match.index));
    heading = textOf(match[2] ?? '').replace(/\s+/g, ' ').trim() || undefined;
    last = match.index + match[0].length;
  }
  push(body.slice(last));
  return sections;
}
