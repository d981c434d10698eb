// An answer's sources as Markdown, for where only text travels (a shared chat, a Markdown export):
// each numbered as the answer cites it, its title linking to the page, then its site. Made of
// numbers, titles and addresses only, so it reads the same in every language.

import type { MessageSource } from '../schemas/message-source';

/** A title written as a link's text: brackets and line breaks would end the link early. */
function linkText(title: string): string {
  return title.replace(/\s+/g, ' ').replace(/[[\]\\]/g, (mark) => `\\${mark}`).trim();
}

export function sourcesMarkdown(sources: readonly MessageSource[] | undefined): string {
  if (!sources || sources.length === 0) return '';
  return sources
    .map((source) => {
      const title = /^https?:\/\//i.test(source.url) ? `[${linkText(source.title)}](<${source.url.replace(/[<>\s]/g, encodeURIComponent)}>)` : linkText(source.title);
      return `[${source.n}] ${[title, source.site].filter(Boolean).join(' · ')}`;
    })
    .join('  \n');
}
