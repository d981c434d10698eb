// Most blocks of a reply are paragraphs of prose, and most of those hold no markdown at all. Such a
// block renders as one <p> holding its text, so it need not be parsed: the parse (micromark, mdast,
// hast) is most of the cost of a block, paid once a frame for the block a reply is growing and for
// every block a fast scroll brings into view.
//
// The test is conservative: one line that starts with a letter, and only characters that no
// construct of CommonMark, GFM or the math syntax can start or need. A block it refuses is parsed
// as before; plain-paragraph.test.tsx holds the two renderings to the same DOM on what it accepts.

/** ASCII that means nothing on one line starting with a letter (lists, headings, quotes and breaks
 * need a marker first; `!`, `(` and quotes only matter after `[`, in links and images; `>` after
 * `<`), and beyond ASCII anything, less what NOT_PLAIN takes out. */
const PLAIN_CHARACTERS = /^\p{L}[A-Za-z0-9 ,.:;?!'"()%/=+#>{}^\-\u{80}-\u{10FFFF}]*$/u;

/** Controls, lone surrogates and line or paragraph separators; and what GFM makes a link even
 * without brackets: `www.` and a scheme's `://`. */
const NOT_PLAIN = /[\p{Cc}\p{Cs}\u2028\u2029]|www\.|:\/\//iu;

/** Whether `block` (one block from split-blocks, trimmed at its end) renders as one paragraph of
 * exactly its text. */
export function isPlainParagraph(block: string): boolean {
  // The parser would drop whitespace at the end; the splitter has already trimmed it.
  return PLAIN_CHARACTERS.test(block) && !NOT_PLAIN.test(block) && block.trimEnd() === block;
}
