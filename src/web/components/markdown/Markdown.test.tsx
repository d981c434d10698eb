import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/setup';
import { Markdown } from './Markdown';
import { renderMarkdown } from './render-markdown';
import type * as RenderMarkdownModule from './render-markdown';

// Every block is rendered by renderMarkdown, or by renderParagraph when it is plain prose; both
// are counted, in order.
const rendered: string[] = [];
vi.mock('./render-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof RenderMarkdownModule>();
  return {
    ...actual,
    renderMarkdown: vi.fn((...args: Parameters<typeof actual.renderMarkdown>) => (rendered.push(args[0]), actual.renderMarkdown(...args))),
    renderParagraph: vi.fn((...args: Parameters<typeof actual.renderParagraph>) => (rendered.push(args[0]), actual.renderParagraph(...args))),
  };
});
const parses = vi.mocked(renderMarkdown);
const parsedSources = () => parses.mock.calls.map(([markdown]) => markdown);
const renderedSources = () => [...rendered];

beforeAll(() => {
  setupI18n('en');
});
beforeEach(() => {
  parses.mockClear();
  rendered.length = 0;
});

describe('Markdown', () => {
  it('renders GitHub-flavoured tables, task lists and strikethrough', () => {
    const { container } = render(
      <Markdown text={'| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] open\n\n~~gone~~ and ~5 min ~10 min'} />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'a' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
    expect(container.querySelector('del')).toHaveTextContent('gone');
    // Single tildes are "about", not strikethrough.
    expect(container.querySelectorAll('del')).toHaveLength(1);
  });

  it('never turns raw HTML into elements or handlers', () => {
    const { container } = render(
      <Markdown text={'<script>alert(1)</script>\n\nText <img src=x onerror="alert(2)"> and <a href="javascript:alert(3)" onclick="x()">a</a>\n\n<iframe src="https://evil.example"></iframe>'} />,
    );
    expect(container.querySelector('script, iframe, img')).toBeNull();
    const handlers = [...container.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    // Shown as text, for the reader to see what the model wrote.
    expect(container).toHaveTextContent('<script>alert(1)</script>');
  });

  it('opens links in a new tab without an opener and neutralises dangerous ones', () => {
    const { container } = render(
      <Markdown text={'[safe](https://example.com) [bad](javascript:alert(1)) [data](data:text/html,x) <javascript:alert(1)>'} />,
    );
    const safe = screen.getByRole('link', { name: 'safe' });
    expect(safe).toHaveAttribute('href', 'https://example.com');
    expect(safe).toHaveAttribute('target', '_blank');
    expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.innerHTML).not.toMatch(/href="(javascript|data):/i);
    expect(screen.getByText('bad').tagName).toBe('SPAN');
  });

  it('shows inline images at once, http(s) ones only after a click, and no other kind', () => {
    const { container } = render(
      <Markdown text={'![ok](https://example.com/a.png) ![inline](data:image/png;base64,AAAA) ![bad](javascript:alert(1))'} />,
    );
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['data:image/png;base64,AAAA']);
    expect(screen.getByRole('group', { name: 'Image from example.com' })).toBeInTheDocument();
    expect(screen.getByText('bad')).toBeInTheDocument();
  });

  it('renders inline and display math with KaTeX once it has loaded', async () => {
    const { container } = render(<Markdown text={'Euler: $e^{i\\pi} + 1 = 0$\n\n$$\n\\int_0^1 x\\,dx\n$$\n\nAnd \\(a^2\\).'} />);
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(3), { timeout: 5000 });
    expect(container.querySelector('.katex-display')).not.toBeNull();
    expect(container.querySelector('.katex-mathml math')).not.toBeNull();
  });

  it('renders an unterminated code fence while streaming, as code', () => {
    const { container } = render(<Markdown text={'Here:\n\n```python\nprint("hi")\n\nx = 1'} streaming />);
    expect(container.querySelector('pre code')).toHaveTextContent('print("hi") x = 1');
    expect(screen.getByText('python')).toBeInTheDocument();
  });

  it('renders again only the last block while the text grows, without remembering it, and parses no plain paragraph', () => {
    const first = '# Heading\n\nA finished paragraph.\n\n- a list\n- that is done\n\nThe last one';
    const { rerender, container } = render(<Markdown text={first} streaming />);
    expect(renderedSources()).toHaveLength(4);
    expect(parsedSources()).toEqual(['# Heading', '- a list\n- that is done']);

    rendered.length = 0;
    let text = first;
    for (const chunk of [' keeps', ' growing', ' by *small*', ' chunks.']) {
      text += chunk;
      rerender(<Markdown text={text} streaming />);
    }
    expect(renderedSources()).toEqual([
      'The last one keeps',
      'The last one keeps growing',
      'The last one keeps growing by *small*',
      'The last one keeps growing by *small* chunks.',
    ]);
    // A growing block is a new text every frame: none of them is kept.
    expect(parses.mock.calls.filter(([, , remember]) => remember !== false)).toHaveLength(2);
    expect(container.querySelector('em')).toHaveTextContent('small');

    // The block that stopped growing renders once more, now to be remembered (render-markdown.ts).
    rendered.length = 0;
    rerender(<Markdown text={`${text}\n\nA new block`} streaming />);
    expect(renderedSources()).toEqual(['The last one keeps growing by *small* chunks.', 'A new block']);
    expect(parses.mock.calls.map(([markdown, , remember]) => [markdown, remember])).toContainEqual(['The last one keeps growing by *small* chunks.', true]);
    expect(container).toHaveTextContent('The last one keeps growing by small chunks.');
  });
});
