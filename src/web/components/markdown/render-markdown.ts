import type { Element, Nodes, Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { urlAttributes } from 'html-url-attributes';
import type { Root as MdastRoot } from 'mdast';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList, type Processor } from 'unified';
import { visit } from 'unist-util-visit';

export type { PluggableList };

/** A processor with its plugins attached, ready to parse any number of texts. */
type Ready = Processor<MdastRoot, MdastRoot, Root>;

/** One processor per pair of plugin lists (the lists are module constants). Building one attaches
 * every plugin, GFM's syntax extensions included, which cost as much as parsing a short block:
 * a fast scroll through a long chat parses several blocks a frame. */
const processors = new WeakMap<PluggableList, WeakMap<PluggableList, Ready>>();

function processorFor(remarkPlugins: PluggableList, rehypePlugins: PluggableList): Ready {
  let byRehype = processors.get(remarkPlugins);
  if (!byRehype) processors.set(remarkPlugins, (byRehype = new WeakMap()));
  let processor = byRehype.get(rehypePlugins);
  if (!processor) {
    // Raw HTML goes through as "raw" nodes, which keepHtmlAsText turns into text.
    processor = unified()
      .use(remarkParse)
      .use(remarkPlugins)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypePlugins)
      .freeze() as unknown as Ready;
    byRehype.set(rehypePlugins, processor);
  }
  return processor;
}

export interface RenderOptions {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
  components: Partial<Components>;
  /** The URL an attribute keeps, or undefined to drop it. */
  urlTransform: (url: string, key: string, node: Element) => string | undefined;
}

/** How many parsed blocks are kept, the most recently used: about what a reader scrolls back
 * over in a long chat (a reply is one to a dozen blocks), a few MB at most. */
export const PARSED_BLOCKS_KEPT = 1000;

type UrlTransform = RenderOptions['urlTransform'];

/** Parsed blocks by processor and URL transform (both module constants in practice), then by
 * text, in the order they were last used. A row scrolled out of view and back, or one message shown
 * in the list and in its full-screen view, is parsed once. */
const parsedTrees = new WeakMap<Ready, WeakMap<UrlTransform, Map<string, Root>>>();

function treesFor(processor: Ready, urlTransform: UrlTransform): Map<string, Root> {
  let byTransform = parsedTrees.get(processor);
  if (!byTransform) parsedTrees.set(processor, (byTransform = new WeakMap()));
  let trees = byTransform.get(urlTransform);
  if (!trees) byTransform.set(urlTransform, (trees = new Map()));
  return trees;
}

function parse(markdown: string, processor: Ready, urlTransform: UrlTransform): Root {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  visit(tree, (node: Nodes, index, parent) => {
    if (node.type === 'raw' && parent && index !== undefined) {
      parent.children[index] = { type: 'text', value: node.value };
      return index;
    }
    if (node.type === 'element') transformUrls(node, urlTransform);
    return undefined;
  });
  return tree;
}

/** Markdown to React elements: what react-markdown does, with the processor built once. Raw HTML
 * is shown as its text, and every URL attribute passes `urlTransform`. The parsed tree is kept for
 * the next time the same text is shown, unless `remember` is false: a block still growing is a new
 * text every frame, and keeping those would push out every other. */
export function renderMarkdown(markdown: string, options: RenderOptions, remember = true): ReactElement {
  const processor = processorFor(options.remarkPlugins, options.rehypePlugins);
  if (!remember) return toElements(parse(markdown, processor, options.urlTransform), options);
  const trees = treesFor(processor, options.urlTransform);
  let tree = trees.get(markdown);
  if (tree) {
    trees.delete(markdown);
  } else {
    tree = parse(markdown, processor, options.urlTransform);
    if (trees.size >= PARSED_BLOCKS_KEPT) trees.delete(trees.keys().next().value as string);
  }
  trees.set(markdown, tree);
  return toElements(tree, options);
}

/** The tree the parser gives a paragraph of text without markdown (see plain-paragraph.ts). */
function paragraphTree(text: string): Root {
  return { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }] };
}

/** What renderMarkdown gives for such a paragraph, without parsing it. */
export function renderParagraph(text: string, options: Pick<RenderOptions, 'components'>): ReactElement {
  return toElements(paragraphTree(text), options);
}

function toElements(tree: Root, options: Pick<RenderOptions, 'components'>): ReactElement {
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: options.components,
    ignoreInvalidStyle: true,
    passKeys: true,
    passNode: true,
  });
}

function transformUrls(node: Element, urlTransform: RenderOptions['urlTransform']): void {
  for (const [key, tags] of Object.entries(urlAttributes)) {
    if (!Object.hasOwn(node.properties, key)) continue;
    if (tags !== null && !tags.includes(node.tagName)) continue;
    node.properties[key] = urlTransform(String(node.properties[key] ?? ''), key, node);
  }
}
