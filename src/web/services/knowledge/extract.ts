// A document's text, in sections that keep their page or heading, read in the knowledge worker:
// PDF through PDF.js (run in this thread: the worker is already off the page), DOCX through mammoth
// (its HTML, so that headings survive), HTML, Markdown and plain text through core's readers.

import type { Section } from '../../../core/knowledge/passage';
import { htmlSections, markdownSections, plainTextSections } from '../../../core/knowledge/text-sections';
import type { FileFailure } from './knowledge-db';

export type DocumentKind = 'pdf' | 'docx' | 'html' | 'markdown' | 'text';

const KIND_BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  html: 'html',
  htm: 'html',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  text: 'text',
  csv: 'text',
  log: 'text',
};

const KIND_BY_TYPE: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/html': 'html',
  'text/markdown': 'markdown',
  'text/plain': 'text',
};

/** The kind of a file by its name's extension, else by its type; undefined when it is none we read. */
export function documentKind(name: string, type: string): DocumentKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (extension ? KIND_BY_EXTENSION[extension] : undefined) ?? KIND_BY_TYPE[type.split(';')[0]?.trim() ?? ''];
}

/** A PDF page with fewer letters than this has no text layer worth indexing: a scan, a photo. */
const MIN_LETTERS_PER_TEXT_PAGE = 20;

export class ExtractionFailure extends Error {
  constructor(readonly failure: FileFailure) {
    super(failure);
    this.name = 'ExtractionFailure';
  }
}

/** Reports pages read out of all of them (one step for documents without pages). */
export type ReadProgress = (done: number, total: number) => void;

interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
}

async function pdfSections(data: ArrayBuffer, progress: ReadProgress, signal: AbortSignal): Promise<{ sections: Section[]; pages: number }> {
  const pdfjs = await import('pdfjs-dist');
  // PDF.js looks for its parser on this global before it would start a worker of its own.
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= await import('pdfjs-dist/build/pdf.worker.mjs');
  let document;
  try {
    document = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
  } catch {
    throw new ExtractionFailure('unreadable');
  }
  try {
    const sections: Section[] = [];
    let pagesWithText = 0;
    for (let number = 1; number <= document.numPages; number++) {
      signal.throwIfAborted();
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as PdfTextItem[]).map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ' ')).join('');
      page.cleanup();
      if ((text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS_PER_TEXT_PAGE) pagesWithText++;
      if (text.trim()) sections.push({ text, page: number });
      progress(number, document.numPages);
    }
    if (pagesWithText === 0) throw new ExtractionFailure('no-text');
    return { sections, pages: document.numPages };
  } finally {
    void document.destroy();
  }
}

async function docxSections(data: ArrayBuffer): Promise<Section[]> {
  const { default: mammoth } = await import('mammoth');
  try {
    const { value } = await mammoth.convertToHtml({ arrayBuffer: data });
    return htmlSections(value);
  } catch {
    throw new ExtractionFailure('unreadable');
  }
}

/** The sections of `file`; throws an ExtractionFailure when it has no text we can read. */
export async function extractSections(file: Blob, kind: DocumentKind, progress: ReadProgress, signal: AbortSignal): Promise<{ sections: Section[]; pages?: number }> {
  let result: { sections: Section[]; pages?: number };
  if (kind === 'pdf') result = await pdfSections(await file.arrayBuffer(), progress, signal);
  else if (kind === 'docx') result = { sections: await docxSections(await file.arrayBuffer()) };
  else {
    const text = await file.text();
    result = { sections: kind === 'html' ? htmlSections(text) : kind === 'markdown' ? markdownSections(text) : plainTextSections(text) };
  }
  if (kind !== 'pdf') progress(1, 1);
  if (result.sections.length === 0) throw new ExtractionFailure('no-text');
  return result;
}
