import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { List, ListItem } from '../List/List';
import { Switch } from './Switch';

afterEach(cleanup);

describe('Switch in a settings row', () => {
  it('is a switch named by the row title and toggles with click and Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <List>
        <ListItem title="Send preview bubble" subTitle="Preview markdown in a bubble">
          {({ titleId }) => <Switch aria-labelledby={titleId} onCheckedChange={onCheckedChange} />}
        </ListItem>
      </List>,
    );
    const toggle = screen.getByRole('switch', { name: 'Send preview bubble' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });
});
