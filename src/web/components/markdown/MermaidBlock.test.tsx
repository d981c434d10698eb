import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/setup';
import { Markdown } from './Markdown';

const mermaid = vi.hoisted(() => ({
  initialize: vi.fn(),
  render: vi.fn<(id: string, source: string) => Promise<{ svg: string }>>(),
}));
vi.mock('mermaid', () => ({ default: mermaid }));

const DIAGRAM = 'graph TD\n  A --> B';
const FENCED = `Look:\n\n\`\`\`mermaid\n${DIAGRAM}\n\`\`\``;

beforeAll(() => {
  setupI18n('en');
});
beforeEach(() => {
  mermaid.initialize.mockClear();
  mermaid.render.mockReset().mockResolvedValue({
    // What a compromised renderer could hand back: none of the active parts may reach the page.
    svg: '<svg id="d" xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><g onclick="alert(2)"><text>A to B</text></g><foreignObject><img src="x" onerror="alert(3)"></foreignObject></svg>',
  });
});
afterEach(() => {
  document.body.classList.remove('dark');
});

describe('mermaid blocks', () => {
  it('stay as code while their block streams, then are drawn by mermaid in strict mode', async () => {
    const { rerender, container } = render(<Markdown text={FENCED} streaming />);
    expect(container.querySelector('pre code')).toHaveTextContent('graph TD A --> B');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mermaid.render).not.toHaveBeenCalled();

    rerender(<Markdown text={FENCED} />);
    await waitFor(() => expect(container.querySelector('svg text')).toHaveTextContent('A to B'));
    expect(mermaid.initialize).toHaveBeenCalledWith(expect.objectContaining({ securityLevel: 'strict', theme: 'default' }));
    expect(mermaid.render).toHaveBeenCalledWith(expect.any(String), DIAGRAM);
    expect(container.querySelector('pre')).toBeNull();
    expect(container.querySelector('script, foreignObject, img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|onerror/);
  });

  it('show their source with a note when mermaid cannot draw them', async () => {
    mermaid.render.mockRejectedValue(new Error('Parse error on line 2'));
    const { container } = render(<Markdown text={'```mermaid\ngraph ???\n```'} />);
    expect(await screen.findByText('The diagram could not be drawn; here is its source.')).toBeInTheDocument();
    expect(container.querySelector('pre code')).toHaveTextContent('graph ???');
  });

  it('are drawn again in the dark theme when the body turns dark', async () => {
    const { container } = render(<Markdown text={FENCED} />);
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    act(() => document.body.classList.add('dark'));
    await waitFor(() => expect(mermaid.initialize).toHaveBeenLastCalledWith(expect.objectContaining({ theme: 'dark' })));
    expect(mermaid.render).toHaveBeenCalledTimes(2);
  });
});
