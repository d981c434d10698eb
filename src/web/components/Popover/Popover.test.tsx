import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Popover open={open} onOpenChange={setOpen} aria-label="Options" content={<button type="button">Rename</button>}>
        <Button>More</Button>
      </Popover>
      <span>{open ? 'is open' : 'is closed'}</span>
    </>
  );
}

describe('Popover', () => {
  it('opens from its trigger and closes on Escape, reporting both', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'More' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Options' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('is open')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('is closed')).toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('works uncontrolled too', async () => {
    const user = userEvent.setup();
    render(
      <Popover content="Hello">
        <Button>Open</Button>
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });
});
