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

/** Markdown to React elements: what react-markdown does, with the processor built once. Raw HTML
 * is shown as its text, and every URL attribute passes `urlTransform`. */
export function renderMarkdown(markdown: string, options: RenderOptions): ReactElement {
  const processor = processorFor(options.remarkPlugins, options.rehypePlugins);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  visit(tree, (node: Nodes, index, parent) => {
    if (node.type === 'raw' && parent && index !== undefined) {
      parent.children[index] = { type: 'text', value: node.value };
      return index;
    }
    if (node.type === 'element') transformUrls(node, options.urlTransform);
    return undefined;
  });
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
