import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/setup';
import { showToast } from '../Toast/showToast';
import { copyToClipboard } from './copy-to-clipboard';

vi.mock('../Toast/showToast', () => ({ showToast: vi.fn() }));

const execCommand = vi.fn<(command: string) => boolean>();

beforeAll(() => {
  setupI18n('en');
});
beforeEach(() => {
  vi.mocked(showToast).mockClear();
  execCommand.mockReset();
  // jsdom has no execCommand at all.
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyToClipboard', () => {
  it('uses the async clipboard when it is there', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyToClipboard('hello')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(execCommand).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith('Copied to clipboard');
  });

  it('falls back to a selected textarea when the clipboard refuses, and cleans up after', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let copied = '';
    execCommand.mockImplementation(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    await expect(copyToClipboard('fallback text')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('fallback text');
    expect(document.querySelector('textarea')).toBeNull();
    expect(showToast).toHaveBeenCalledWith('Copied to clipboard');
  });

  it('reports a failure when neither way works', async () => {
    execCommand.mockReturnValue(false);
    await expect(copyToClipboard('x')).resolves.toBe(false);
    expect(showToast).toHaveBeenCalledWith('Copy failed, please grant permission to access clipboard');
  });
});
