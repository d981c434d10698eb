import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupI18n } from '../../i18n/setup';
import { useConfigStore } from '../../stores/config-store';
import { parseHosts } from '../../screens/settings/ImageHostsRow';
import { RemoteImage } from './RemoteImage';

beforeAll(() => setupI18n('en'));
beforeEach(() => useConfigStore.getState().unload());

describe('images from other sites in model output', () => {
  it('waits for a click, naming the host, before anything is fetched', async () => {
    render(<RemoteImage src="https://tracker.example/p.png?d=secret" alt="chart" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('group', { name: 'Image from tracker.example' })).toHaveTextContent('“chart”: an image from tracker.example, not loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Load image' }));
    expect(screen.getByRole('img', { name: 'chart' })).toHaveAttribute('src', 'https://tracker.example/p.png?d=secret');
  });

  it('loads at once from a host the user always allows, and inline images always', async () => {
    render(<RemoteImage src="https://cdn.example/a.png" alt="a" />);
    await userEvent.click(screen.getByRole('button', { name: 'Always load from cdn.example' }));
    expect(useConfigStore.getState().allowedImageHosts).toEqual(['cdn.example']);
    expect(screen.getByRole('img', { name: 'a' })).toBeInTheDocument();
    render(<RemoteImage src="data:image/png;base64,iVBORw0KGgo=" alt="inline" />);
    expect(screen.getByRole('img', { name: 'inline' })).toBeInTheDocument();
  });

  it('reads a list of hosts as typed in settings', () => {
    expect(parseHosts(' CDN.example.com, images.example.org  cdn.example.com,, ')).toEqual(['cdn.example.com', 'images.example.org']);
  });
});
