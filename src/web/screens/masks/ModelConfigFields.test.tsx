import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultModelConfig } from '../../../core/defaults';
import { setupI18n } from '../../i18n/setup';
import { ModelConfigFields } from './ModelConfigFields';

beforeAll(() => setupI18n('en'));

describe('a mask\'s model settings', () => {
  it('offers an image model its size, quality and style, and none of the chat settings', async () => {
    const onChange = vi.fn();
    render(<ModelConfigFields config={{ ...defaultModelConfig(), model: 'dall-e-3' }} readOnly={false} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Image size' })).toHaveValue('1024x1024');
    expect(screen.getByRole('combobox', { name: 'Image quality' })).toHaveValue('standard');
    expect(screen.getByRole('combobox', { name: 'Image style' })).toHaveValue('vivid');
    expect(screen.queryByText('Temperature')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Image size' }), '1024 × 1792 (portrait)');
    expect(onChange).toHaveBeenCalledWith({ size: '1024x1792' });
  });

  it('offers a chat model the chat settings and no image ones', () => {
    render(<ModelConfigFields config={{ ...defaultModelConfig(), model: 'gpt-4o' }} readOnly={false} onChange={() => undefined} />);
    expect(screen.getByText('Temperature')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Image size' })).toBeNull();
  });
});
