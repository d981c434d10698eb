import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/setup';
import { PasswordInput } from './PasswordInput';

beforeAll(() => {
  setupI18n('en');
});
afterEach(cleanup);

describe('PasswordInput', () => {
  it('switches between hidden and shown with a labelled toggle', async () => {
    const user = userEvent.setup();
    render(<PasswordInput aria-label="API key" defaultValue="sk-secret" />);
    const input = screen.getByLabelText('API key');
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('forwards props and the ref to the input', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<PasswordInput ref={ref} aria-label="Access code" placeholder="Code" onChange={onChange} />);
    expect(ref.current).toBe(screen.getByLabelText('Access code'));
    expect(ref.current).toHaveAttribute('placeholder', 'Code');
    await user.type(ref.current as HTMLInputElement, 'abc');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(ref.current).toHaveValue('abc');
  });
});
