// Turns the laid-out conversation sheet into PNG images with modern-screenshot (the DOM is cloned
// with its computed styles and web fonts into an SVG, which a canvas draws). One render of the
// sheet serves every page: each drawing keeps only that page's messages.

import { domToBlob } from 'modern-screenshot';
import { planImagePages, type ImagePage, type PageLayout } from '../../../../core/export/image-pages';
import { SHEET_INDEX_ATTRIBUTE } from './ConversationSheet';

/** Code highlighting, KaTeX and diagrams arrive a moment after the text; the sheet is drawn once
 * nothing has changed in it for this long. */
const QUIET_MS = 500;
/** A part that never arrives (a chunk that failed to load) does not hold the export up. */
const SETTLE_LIMIT_MS = 15_000;

/** Resolves once fonts are loaded, the sheet has stopped changing and its images are decoded. */
export async function settle(sheet: HTMLElement): Promise<void> {
  await document.fonts.ready;
  await new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, QUIET_MS);
    });
    let quiet = setTimeout(done, QUIET_MS);
    const limit = setTimeout(done, SETTLE_LIMIT_MS);
    observer.observe(sheet, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await Promise.all(Array.from(sheet.querySelectorAll('img'), (img) => (img.complete ? undefined : img.decode().catch(() => undefined))));
}

/** The sheet's geometry in CSS pixels: width, what every page repeats (padding, header and the gap
 * after it), the gap between messages and each message's height. */
function measureSheet(sheet: HTMLElement): PageLayout {
  const style = getComputedStyle(sheet);
  const gap = Number.parseFloat(style.rowGap) || 0;
  const padding = (Number.parseFloat(style.paddingTop) || 0) + (Number.parseFloat(style.paddingBottom) || 0);
  const header = sheet.querySelector('header')?.getBoundingClientRect().height ?? 0;
  const heights = Array.from(sheet.querySelectorAll<HTMLElement>(`[${SHEET_INDEX_ATTRIBUTE}]`), (element) => element.getBoundingClientRect().height);
  return { width: sheet.getBoundingClientRect().width, fixedHeight: padding + header + gap, gap, heights };
}

function keepsPage(page: ImagePage) {
  return (node: Node): boolean => {
    // Copy and expand buttons of code blocks mean nothing in a picture.
    if (node instanceof HTMLButtonElement) return false;
    if (!(node instanceof HTMLElement) || !node.hasAttribute(SHEET_INDEX_ATTRIBUTE)) return true;
    const index = Number(node.getAttribute(SHEET_INDEX_ATTRIBUTE));
    return index >= page.start && index < page.end;
  };
}

export interface DrawOptions {
  /** The text put in the header for each page when there are several. */
  pageLabel: (index: number, count: number) => string;
  onProgress?: (done: number, count: number) => void;
  signal?: AbortSignal;
}

/** Plans the pages and draws each; the sheet must be settled. */
export async function drawSheet(sheet: HTMLElement, { pageLabel, onProgress, signal }: DrawOptions): Promise<Blob[]> {
  const layout = measureSheet(sheet);
  const pages = planImagePages(layout);
  const label = sheet.querySelector<HTMLElement>('[data-export-page]');
  const backgroundColor = getComputedStyle(sheet).backgroundColor;
  const blobs: Blob[] = [];
  for (const [index, page] of pages.entries()) {
    signal?.throwIfAborted();
    onProgress?.(index, pages.length);
    if (label) label.textContent = pages.length > 1 ? pageLabel(index, pages.length) : '';
    const blob = await domToBlob(sheet, {
      width: Math.ceil(layout.width),
      height: Math.ceil(page.height),
      scale: page.scale,
      backgroundColor,
      filter: keepsPage(page),
    });
    blobs.push(blob);
  }
  onProgress?.(pages.length, pages.length);
  return blobs;
}
