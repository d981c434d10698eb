/** The reply text cut into small pieces, as the fake model streams it: `chunks` pieces when given,
 * padded with numbered words (and paragraph breaks when `paragraphs`). */
export function replyPieces(text: string, chunks?: number, paragraphs?: boolean, prefix?: string): string[];
