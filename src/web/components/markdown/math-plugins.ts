import 'katex/dist/katex.min.css';
import rehypeKatex, { type Options as KatexOptions } from 'rehype-katex';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';

const katexOptions: KatexOptions = {
  // A formula that is still streaming, or simply wrong, is shown by rehype-katex in the error
  // colour instead of breaking the message; the muted text colour keeps that from alarming.
  errorColor: 'var(--text-muted)',
  // KaTeX would otherwise warn on the console for every non-ASCII character in a formula.
  strict: false,
  // No \href, \url or \htmlClass: model output must not bring links or classes in through math.
  trust: false,
};

export const remarkPlugins: PluggableList = [remarkMath];
export const rehypePlugins: PluggableList = [[rehypeKatex, katexOptions]];
