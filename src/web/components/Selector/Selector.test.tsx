import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/setup';
import { Selector, type SelectorItem } from './Selector';

beforeAll(() => {
  setupI18n('en');
});
afterEach(cleanup);

const models: SelectorItem<string>[] = [
  { title: 'GPT-4o mini', subTitle: 'OpenAI', value: 'gpt-4o-mini' },
  { title: 'Claude', subTitle: 'Anthropic', value: 'claude', disable: true },
  { title: 'Gemini Pro', subTitle: 'Google', value: 'gemini-pro' },
  { title: 'Moonshot', value: 'moonshot' },
];

describe('Selector', () => {
  it('is a labelled listbox of options with the current choice selected', async () => {
    render(<Selector items={models} defaultSelectedValue="gemini-pro" label="Model" />);
    const listbox = await screen.findByRole('listbox', { name: 'Model' });
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(4);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(options[1]).toHaveAttribute('aria-disabled', 'true');
    expect(listbox).toHaveFocus();
    expect(listbox).toHaveAttribute('aria-activedescendant', options[2]?.id);
  });

  it('picks one item with the keyboard, skipping disabled ones, then closes', async () => {
    const user = userEvent.setup();
    const onSelection = vi.fn();
    const onClose = vi.fn();
    render(<Selector items={models} onSelection={onSelection} onClose={onClose} />);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(listbox).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(listbox).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{End}{ArrowUp}{Enter}');
    expect(onSelection).toHaveBeenCalledWith(['gemini-pro']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('picks one item with a click and ignores disabled ones', async () => {
    const user = userEvent.setup();
    const onSelection = vi.fn();
    render(<Selector items={models} onSelection={onSelection} onClose={() => {}} />);
    await user.click(await screen.findByRole('option', { name: /Claude/ }));
    expect(onSelection).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: /Moonshot/ }));
    expect(onSelection).toHaveBeenCalledWith(['moonshot']);
  });

  it('toggles several items in multiple mode and stays open', async () => {
    const user = userEvent.setup();
    const onSelection = vi.fn();
    const onClose = vi.fn();
    render(
      <Selector items={models} multiple defaultSelectedValue={['moonshot']} onSelection={onSelection} onClose={onClose} />,
    );
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.keyboard('{Home}{Enter}');
    expect(onSelection).toHaveBeenLastCalledWith(['moonshot', 'gpt-4o-mini']);
    await user.keyboard('{ArrowDown} ');
    expect(onSelection).toHaveBeenLastCalledWith(['moonshot', 'gpt-4o-mini', 'gemini-pro']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelection).toHaveBeenLastCalledWith(['gpt-4o-mini', 'gemini-pro']);
    expect(screen.getByRole('option', { name: /Moonshot/ })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { unmount } = render(<Selector items={models} onClose={onClose} />);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    render(<Selector items={models} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('filters a long list as the user types, keeping keyboard selection', async () => {
    const user = userEvent.setup();
    const onSelection = vi.fn();
    const many = Array.from({ length: 15 }, (_, i) => ({ title: `Model ${i + 1}`, value: i + 1 }));
    render(<Selector items={many} onSelection={onSelection} onClose={() => {}} />);
    const filter = await screen.findByRole('combobox', { name: 'Filter' });
    expect(filter).toHaveFocus();
    await user.type(filter, '1');
    // Model 1, Model 10 … Model 15
    expect(screen.getAllByRole('option')).toHaveLength(7);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelection).toHaveBeenCalledWith([10]);
  });

  it('says so when the filter matches nothing', async () => {
    const user = userEvent.setup();
    render(<Selector items={models} filterable onClose={() => {}} />);
    await user.type(await screen.findByRole('combobox'), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });
});
