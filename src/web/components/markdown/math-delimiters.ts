/** Fenced code (closed or still open at the end) and inline code spans. */
const CODE = /```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)|`[^`\n]*`/g;

/** Code is kept as it is; outside it, \[…\] and \(…\) are the LaTeX delimiters that models often
 * write instead of $$…$$ and $…$. */
const DELIMITERS = new RegExp(`(${CODE.source})|\\\\\\[([\\s\\S]*?[^\\\\])\\\\\\]|\\\\\\((.*?)\\\\\\)`, 'g');

/** Rewrites \[…\] as $$…$$ and \(…\) as $…$ so remark-math sees them. */
export function normaliseMathDelimiters(markdown: string): string {
  if (!markdown.includes('\\[') && !markdown.includes('\\(')) return markdown;
  return markdown.replace(DELIMITERS, (match: string, code?: string, display?: string, inline?: string) => {
    if (code !== undefined) return code;
    if (display !== undefined) return `$$\n${display.trim()}\n$$`;
    if (inline !== undefined) return `$${inline.trim()}$`;
    return match;
  });
}

/** Whether a block has anything the math plugins would render, so that KaTeX (some 80 KB) is
 * fetched only then: a dollar outside code, or a ```math fence. A shell script's $HOME is not. */
export function mayContainMath(markdown: string): boolean {
  if (/^\s*(?:```|~~~)\s*math\b/m.test(markdown)) return true;
  return markdown.includes('$') && markdown.replace(CODE, '').includes('$');
}
