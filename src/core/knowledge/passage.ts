// The vocabulary of a knowledge base: the text of a document in sections (as its reader found them),
// and the passages it is split into for search and for the model's context.

/** A stretch of a document under one heading on one page. */
export interface Section {
  text: string;
  /** 1-based page number, for documents that have pages (PDF). */
  page?: number;
  /** The nearest heading above the text, when the document has headings. */
  heading?: string;
}

/** One passage of a file, as it is stored, indexed and cited. */
export interface Passage {
  /** `<fileId>:<ordinal>`: unique across every base. */
  id: string;
  baseId: string;
  fileId: string;
  fileName: string;
  /** Position of the passage in its file, from 0. */
  ordinal: number;
  text: string;
  page?: number;
  heading?: string;
}

/** A passage found for a query, with how well it matched (higher is better, comparable within one
 * search only). */
export interface PassageHit {
  passage: Passage;
  score: number;
}

export function passageId(fileId: string, ordinal: number): string {
  return `${fileId}:${ordinal}`;
}
