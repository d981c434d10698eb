// A PDF's text, page after page, read with Mozilla's PDF.js in unpdf's build for servers: without
// a worker thread, and without the native canvas library that pdfjs-dist's Node build loads on
// import (a 30 MB binary whose loader may start a process). Scripts in the file are never run (the
// build has no eval, no fonts are loaded) and the reading stops at a bounded number of pages or
// characters, or when the time is up.

import type { PageText } from './html-page';

/** The most pages read of one PDF: a book's first chapters, far more than a citation needs. */
const PDF_MAX_PAGES = 100;

/** PDF dates are written D:YYYYMMDDHHmmSS with an optional offset; the date part as ISO 8601. */
function isoDate(value: unknown): string | undefined {
  const match = typeof value === 'string' ? /^D:(\d{4})(\d{2})?(\d{2})?/.exec(value) : null;
  if (!match) return undefined;
  return [match[1], match[2], match[3]].filter((part) => part !== undefined).join('-');
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

export async function pdfPage(data: Uint8Array, maxChars: number, signal: AbortSignal): Promise<PageText> {
  const { getDocumentProxy } = await import('unpdf');
  // PDF.js takes the bytes over; a copy keeps the caller's.
  const document = await getDocumentProxy(data.slice(), { disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const info = (await document.getMetadata()).info as Record<string, unknown>;
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(document.numPages, PDF_MAX_PAGES) && length < maxChars; number += 1) {
      signal.throwIfAborted();
      const content = await (await document.getPage(number)).getTextContent();
      const text = (content.items as TextItem[])
        .map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ''}`)
        .join('')
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .join('\n')
        .trim();
      if (text) pages.push(text);
      length += text.length;
    }
    const title = typeof info.Title === 'string' ? info.Title.trim() : '';
    return { title, published: isoDate(info.CreationDate), text: pages.join('\n\n') };
  } finally {
    await document.loadingTask.destroy();
  }
}
