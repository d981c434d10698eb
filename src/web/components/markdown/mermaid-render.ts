import DOMPurify from 'dompurify';
import type { Mermaid } from 'mermaid';

let loading: Promise<Mermaid> | undefined;
let queue: Promise<unknown> = Promise.resolve();
let count = 0;

function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

async function draw(source: string, dark: boolean): Promise<string> {
  const mermaid = await loadMermaid();
  mermaid.initialize({
    startOnLoad: false,
    // Strict: no click handlers or scripts from the diagram text, and its labels are sanitised.
    securityLevel: 'strict',
    theme: dark ? 'dark' : 'default',
    // Labels as SVG text rather than HTML in <foreignObject>, which the sanitiser below removes.
    htmlLabels: false,
    // A bad diagram throws instead of drawing mermaid's error picture into the page.
    suppressErrorRendering: true,
  });
  count += 1;
  const { svg } = await mermaid.render(`markdown-mermaid-${count}`, source);
  // Mermaid sanitises too; this second pass makes sure only SVG comes out, whatever mermaid does.
  return DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
}

/** Draws a mermaid diagram as sanitised SVG markup; rejects when the source is not a valid
 * diagram. Mermaid's configuration is global and its rendering is not reentrant, so diagrams are
 * drawn one at a time. */
export function renderMermaid(source: string, dark: boolean): Promise<string> {
  const run = () => draw(source, dark);
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
