import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/setup';
import { showToast } from '../Toast/showToast';
import { CODE_BLOCK_COLLAPSED_LINES as COLLAPSED_LINES } from '../../../core/constants/layout';
import { CodeBlock } from './CodeBlock';
import { Markdown } from './Markdown';

vi.mock('../Toast/showToast', () => ({ showToast: vi.fn() }));

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeAll(() => {
  setupI18n('en');
});
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  vi.mocked(showToast).mockClear();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n');

describe('CodeBlock', () => {
  it('shows the language and copies the code, saying so', async () => {
    render(<Markdown text={'```ts\nconst answer = 42;\n```'} />);
    expect(screen.getByText('ts')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Copied to clipboard'));
    expect(writeText).toHaveBeenCalledWith('const answer = 42;');
  });

  it('labels a fence without a language as text', () => {
    render(<CodeBlock code="plain" />);
    expect(screen.getByText('text')).toBeInTheDocument();
  });

  it(`collapses code longer than ${COLLAPSED_LINES} lines and expands it on request`, () => {
    const { container } = render(<CodeBlock code={lines(COLLAPSED_LINES + 5)} language="text" />);
    const pre = container.querySelector('pre');
    const toggle = screen.getByRole('button', { name: `Show all ${COLLAPSED_LINES + 5} lines` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(pre?.className).toMatch(/collapsed/);

    fireEvent.click(toggle);
    expect(pre?.className).not.toMatch(/collapsed/);
    expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
  });

  it(`leaves code of ${COLLAPSED_LINES} lines open, with nothing to expand`, () => {
    const { container } = render(<CodeBlock code={lines(COLLAPSED_LINES)} />);
    expect(container.querySelector('pre')?.className).not.toMatch(/collapsed/);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('shows the code plain at once and highlighted once the grammar has loaded', async () => {
    const { container } = render(<CodeBlock code={'def f(x):\n    return "x"'} language="py" />);
    expect(container.querySelector('code')).toHaveTextContent('def f(x): return "x"');
    await waitFor(() => expect(container.querySelector('.hljs-keyword')).toHaveTextContent('def'), { timeout: 5000 });
    expect(container.querySelector('.hljs-string')).toHaveTextContent('"x"');
    expect(container.querySelector('code')).toHaveTextContent('def f(x): return "x"');
  });

  it('leaves code in a language it has no grammar for plain', () => {
    const { container } = render(<CodeBlock code="(+ 1 2)" language="clojure" />);
    expect(container.querySelector('code')?.innerHTML).toBe('(+ 1 2)');
  });
});
