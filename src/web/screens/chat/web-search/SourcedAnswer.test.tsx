import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageSource } from '../../../../core/schemas/message-source';
import { Markdown } from '../../../components/markdown/Markdown';
import { setupI18n } from '../../../i18n/setup';
import { SourcedAnswer } from './SourcedAnswer';

const SOURCES: MessageSource[] = [
  { n: 1, url: 'https://one.test/rust', title: 'Rust 1.0 is out', site: 'One', published: '2015-05-15', state: 'read', citations: [{ passage: 'announced Rust 1.0', quoted: true, verified: true }] },
  { n: 2, url: 'https://two.test/ferris', title: 'Ferris', site: 'two.test', state: 'read', citations: [{ passage: 'the official mascot', quoted: true, verified: false }] },
  { n: 3, url: 'https://three.test/gone', title: 'Gone', site: 'three.test', state: 'failed', reason: 'timeout' },
];
const TEXT = 'Shipped "announced Rust 1.0" [1], mascot [2, 4]. Not `a[1]` nor [a link](https://x.test) [3](https://y.test).';

beforeAll(async () => {
  await setupI18n('en');
});

describe('an answer with sources', () => {
  it('makes each cited number a button that says whether it was verified, leaving code and links alone', () => {
    render(
      <SourcedAnswer sources={SOURCES}>
        <Markdown text={TEXT} />
      </SourcedAnswer>,
    );
    expect(screen.getAllByRole('button', { name: /^Source/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Source 1: Rust 1.0 is out',
      'Source 2: Ferris (not verified)',
      'Source 4 does not exist (not verified)',
    ]);
    expect(screen.getByText('a[1]').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: '3' })).toHaveAttribute('href', 'https://y.test');
  });

  it('opens the sources at the one cited, with its passages, verdicts and why a page failed', () => {
    render(
      <SourcedAnswer sources={SOURCES}>
        <Markdown text={TEXT} />
      </SourcedAnswer>,
    );
    const toggle = screen.getByRole('button', { name: '3 sources · Show sources' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Sources of this answer' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Source 2: Ferris (not verified)' }).click());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Sources of this answer' });
    const second = within(list).getByRole('listitem', { name: '2. Ferris' });
    expect(second).toHaveFocus();
    expect(second).toHaveTextContent('✗ not verified Quotedthe official mascot');
    expect(within(list).getByRole('listitem', { name: '1. Rust 1.0 is out' })).toHaveTextContent('One · Published May 15, 2015✓ verified Quoted');
    expect(within(list).getByRole('listitem', { name: '3. Gone' })).toHaveTextContent('Could not be read: the page took too long');
  });

  it('shows the numbers as written where the answer has no sources', () => {
    render(<Markdown text="A year [2015] and a note [1]." />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.body).toHaveTextContent('A year [2015] and a note [1].');
  });
});
