// An HTML page reduced to what a reader came for: Mozilla's Readability (the reader view of Firefox)
// finds the article over a server-side DOM (linkedom), and the page's whole body is the fallback
// when it finds none (a short page, a list of links).

import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { readableText } from './readable-text';

export interface PageText {
  title: string;
  /** The site's own name, when the page gives one. */
  site?: string;
  published?: string;
  text: string;
}

function metaContent(document: Document, selectors: readonly string[]): string | undefined {
  for (const selector of selectors) {
    const value = document.querySelector(selector)?.getAttribute('content')?.trim();
    if (value) return value;
  }
  return undefined;
}

const PUBLISHED_META = ['meta[property="article:published_time"]', 'meta[name="date"]', 'meta[itemprop="datePublished"]', 'meta[name="dc.date"]'];

export function htmlPage(html: string): PageText {
  const { document } = parseHTML(html);
  const pageTitle = document.querySelector('title')?.textContent?.trim() ?? '';
  const published = metaContent(document, PUBLISHED_META);
  const siteName = metaContent(document, ['meta[property="og:site_name"]']);
  // Readability changes the document it reads; the fallback reads a fresh copy.
  const article = new Readability(document, { serializer: (element: Node) => element }).parse();
  const articleText = article?.content ? readableText(article.content as unknown as Parameters<typeof readableText>[0]) : '';
  const text = articleText || readableText(parseHTML(html).document.body as unknown as Parameters<typeof readableText>[0]);
  return {
    title: article?.title?.trim() || pageTitle,
    site: article?.siteName?.trim() || siteName,
    published: article?.publishedTime?.trim() || published,
    text,
  };
}
