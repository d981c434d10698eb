import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PARSED_BLOCKS_KEPT, renderMarkdown, type PluggableList } from './render-markdown';

const keep = (url: string) => url;

describe('renderMarkdown', () => {
  it('attaches its plugins once per pair of plugin lists, however many texts it parses', () => {
    let attached = 0;
    const remarkPlugins: PluggableList = [
      () => {
        attached += 1;
      },
    ];
    const rehypePlugins: PluggableList = [];
    for (const text of ['# one', 'two', '- three']) renderMarkdown(text, { remarkPlugins, rehypePlugins, components: {}, urlTransform: keep });
    expect(attached).toBe(1);
    // Another list is another processor.
    renderMarkdown('four', { remarkPlugins, rehypePlugins: [], components: {}, urlTransform: keep });
    expect(attached).toBe(2);
  });

  it('shows raw HTML as text and passes every URL attribute through the transform', () => {
    const { container } = render(
      renderMarkdown('<b>bold?</b> [link](https://example.com/a) ![pic](https://example.com/p.png)', {
        remarkPlugins: [],
        rehypePlugins: [],
        components: {},
        urlTransform: (url, key) => (key === 'href' ? `${url}#kept` : undefined),
      }),
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<b>bold?</b>');
    expect(container.querySelector('a')).toHaveAttribute('href', 'https://example.com/a#kept');
    expect(container.querySelector('img')).not.toHaveAttribute('src');
  });

  it('parses a text shown again once, keeps the most recently used, and never a growing one', () => {
    let parsed = 0;
    // A transformer runs once for every parse.
    const remarkPlugins: PluggableList = [() => () => void (parsed += 1)];
    const options = { remarkPlugins, rehypePlugins: [], components: {}, urlTransform: keep };
    const show = (text: string, remember?: boolean) => render(renderMarkdown(text, options, remember)).unmount();
    show('# kept');
    show('# kept');
    expect(parsed).toBe(1);
    show('# growing', false);
    show('# growing', false);
    expect(parsed).toBe(3);
    // Past the limit the least recently used goes: '# kept' was used last, so the first filler goes.
    for (let i = 0; i < PARSED_BLOCKS_KEPT; i++) show(`filler ${i}`);
    parsed = 0;
    show('filler 1');
    expect(parsed).toBe(0);
    show('# kept');
    expect(parsed).toBe(1);
    show('filler 0');
    expect(parsed).toBe(2);
  });
});
