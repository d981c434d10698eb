// A DOM element's text as a reader sees it: blocks (paragraphs, headings, list items, rows) separated
// by blank lines, line breaks kept, runs of spaces made one, and nothing a page runs or draws
// (scripts, styles, templates, pictures).

/** Elements whose content is never text for a reader. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'OBJECT', 'CANVAS', 'HEAD']);
/** Elements that stand apart from what comes before and after them. */
const BLOCKS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BODY', 'DD', 'DETAILS', 'DIV', 'DL', 'DT', 'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM',
  'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'SUMMARY', 'TABLE', 'TR', 'UL',
]);
/** Table cells: on one line, apart. */
const CELLS = new Set(['TD', 'TH']);
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const BLOCK_BREAK = '\n\n';

interface TextNodeLike {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<TextNodeLike>;
}

function collect(node: TextNodeLike, parts: string[]): void {
  if (node.nodeType === TEXT_NODE) {
    parts.push((node.textContent ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const name = node.nodeName.toUpperCase();
  if (SKIPPED.has(name)) return;
  if (name === 'BR') return void parts.push('\n');
  const block = BLOCKS.has(name);
  if (block) parts.push(BLOCK_BREAK);
  if (CELLS.has(name)) parts.push(' ');
  for (const child of Array.from(node.childNodes)) collect(child, parts);
  if (block) parts.push(BLOCK_BREAK);
}

/** The element's readable text; '' when it has none. */
export function readableText(root: TextNodeLike): string {
  const parts: string[] = [];
  collect(root, parts);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, BLOCK_BREAK)
    .trim();
}
