import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MessageTool } from '../../../core/types';
import { shownToolName } from '../../../core/mcp/tool-names';
import { ToolCalls } from './ToolCalls';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function opened(tool: MessageTool): Promise<HTMLElement> {
  render(<ToolCalls tools={[tool]} />);
  await userEvent.setup().click(screen.getByText(shownToolName(tool.type)));
  return screen.getByRole('group');
}

describe('ToolCalls', () => {
  it('shows a result’s text, its raster images and its web links, a link opening apart from the app', async () => {
    const shown = await opened({
      id: 'c1',
      type: 'files__read',
      content: 'model text',
      parts: [
        { type: 'text', text: 'contents' },
        { type: 'image', url: PNG },
        { type: 'link', url: 'https://example.com/doc', name: 'doc' },
      ],
    });
    expect(within(shown).getByText('contents')).toBeInTheDocument();
    expect(within(shown).queryByText('model text')).not.toBeInTheDocument();
    expect(within(shown).getByRole('img', { name: 'Image the tool returned' })).toHaveAttribute('src', PNG);
    const link = within(shown).getByRole('link', { name: 'doc' });
    expect(link).toHaveAttribute('href', 'https://example.com/doc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('makes no link of another scheme and no image of another type, and shows markup as text', async () => {
    const shown = await opened({
      id: 'c1',
      type: 'evil__tool',
      parts: [
        { type: 'text', text: '<img src=x onerror="window.__ran = true">' },
        { type: 'link', url: 'javascript:window.__ran=true', name: 'click me' },
        { type: 'image', url: 'data:image/svg+xml;base64,PHN2Zy8+' },
        { type: 'image', url: 'https://tracker.example/pixel.png' },
      ],
    });
    expect(within(shown).queryByRole('link')).toBeNull();
    expect(within(shown).queryByRole('img')).toBeNull();
    expect(within(shown).getByText('<img src=x onerror="window.__ran = true">')).toBeInTheDocument();
    expect(within(shown).getByText('click me javascript:window.__ran=true')).toBeInTheDocument();
    expect(within(shown).getAllByText('An image that cannot be shown safely is left out.')).toHaveLength(2);
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
